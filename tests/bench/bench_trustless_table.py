"""CPU per hand per device at a table nobody deals, with every message on the wire (framed and
parsed) between the host's side (net.table.trustless.HostDeal: the host's own device, the relay's
checks, the engine's dry runs) and each other device (DeviceSession); one player per device,
random legal moves, Seven Card Stud. All devices run in this one process, so each figure is the
process time spent in that device's own calls (framing left out).

    PYTHONPATH=. python tests/bench/bench_trustless_table.py --devices 2,3,4 --hands 6
"""

from __future__ import annotations

import argparse
import random

from tests.net.test_trustless_wire import Table


def run(devices: int, hands: int, seed: int = 1) -> dict[str, float]:
    remote = {f"c{i}": (i + 1,) for i in range(1, devices)}
    table = Table(remote=remote, host_seats=(1,))
    rng = random.Random(seed)
    stacks = {seat: 100_000 for seat in [1, *(s for seats in remote.values() for s in seats)]}
    for number in range(1, hands + 1):
        hand = table.play(number, stacks, rng)
        assert hand.result is not None
        stacks = dict(hand.result.stacks)
    return {name: cpu / hands for name, cpu in table.cpu.items()}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", default="2,3,4")
    parser.add_argument("--hands", type=int, default=6)
    args = parser.parse_args(argv)
    for n in (int(x) for x in args.devices.split(",")):
        figures = run(n, args.hands)
        print(f"devices {n}, hands {args.hands}, CPU per hand: "
              + ", ".join(f"{name} {cpu:.3f} s" for name, cpu in figures.items()), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

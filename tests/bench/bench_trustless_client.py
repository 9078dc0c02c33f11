"""How long a device's deal work holds its connection's event loop at a table nobody deals,
beside the deadline past which a silent connection is given up (the client's pong timeout:
two ping intervals, 10 s by default; the host drops a connection silent for 15 s).

Every ``deal_*`` message goes through the real client model (``ClientTable.apply``, which runs
the device's ``DeviceSession``) framed and parsed, from the real host's side of the deal
(``HostDeal``) driven by tests/net/test_trustless_client.py's stand-in host; computer players
decide on the model's views. One player per device, Seven Card Stud. The figure that matters is
the longest single message (wall clock: what a ping waits behind), printed beside the liveness
deadline and beside one ristretto255 scalar product timed in the same run (the machine is
shared: the ratio is what compares between runs).

    PYTHONPATH=. python tests/bench/bench_trustless_client.py --devices 2,3,4 --hands 4
"""

from __future__ import annotations

import argparse
import random
import time

import rbcl

from net.trustless import group
from tests.net.test_trustless_client import StandInHost, bots

LIVENESS_S = 10.0  # net.client.Client's pong timeout at the default 5 s ping interval


def scalar_product_ms(repeat: int = 200) -> float:
    """One variable-base scalar product, wall clock, the best of three runs (the peer)."""
    scalar = group.scalar_bytes(group.random_scalar())
    point = bytes(group.base(7))
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(repeat):
            rbcl.crypto_scalarmult_ristretto255(scalar, point)
        best = min(best, (time.perf_counter() - start) / repeat)
    return best * 1000


def run(devices: int, hands: int, seed: int = 1) -> dict[str, float]:
    remote = {f"p{i}": i for i in range(2, devices + 1)}
    host = StandInHost(remote)
    rng = random.Random(seed)
    stacks = {seat: 100_000 for seat in [1, *remote.values()]}
    decide = bots(seed)
    for number in range(1, hands + 1):
        hand = host.play(number, stacks, rng, decide)
        assert hand.result is not None
        stacks = dict(hand.result.stacks)
    times = [(kind, dt) for blocked in host.blocked.values() for kind, dt in blocked]
    longest = max(dt for _k, dt in times)
    per_hand = sum(dt for _k, dt in times) / hands / len(remote)
    return {"longest_s": longest, "per_hand_s": per_hand,
            "shuffles_longest_s": max(dt for k, dt in times if k == "deal_shuffle"),
            "tokens_longest_s": max(dt for k, dt in times if k == "deal_tokens"),
            "open_longest_s": max(dt for k, dt in times if k == "deal_open")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--devices", default="2,3,4")
    parser.add_argument("--hands", type=int, default=4)
    args = parser.parse_args(argv)
    for n in (int(x) for x in args.devices.split(",")):
        before = scalar_product_ms()
        f = run(n, args.hands)
        peer = (before + scalar_product_ms()) / 2
        print(f"devices {n}, hands {args.hands}: longest message {f['longest_s'] * 1000:.0f} ms "
              f"({f['longest_s'] / LIVENESS_S:.3f} of the {LIVENESS_S:.0f} s liveness deadline; "
              f"{f['longest_s'] * 1000 / peer:.0f} scalar products at {peer:.3f} ms); "
              f"longest deal_shuffle {f['shuffles_longest_s'] * 1000:.0f} ms, deal_open "
              f"{f['open_longest_s'] * 1000:.0f} ms, deal_tokens "
              f"{f['tokens_longest_s'] * 1000:.0f} ms; all deal messages "
              f"{f['per_hand_s'] * 1000:.0f} ms a hand per device", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The deal nobody has to trust (net/trustless): what each operation costs, and the CPU each
device spends on a whole 8-handed stud hand, beside a plain libsodium scalar product timed in
the same run (the peer: divide by it to compare machines and loads).

    python tests/bench/bench_trustless.py [--repeat 200] [--devices 2,4,8] [--smoke]

The first card's delay is the CPU on its critical path (no network time), two ways: each
shuffle checked by the next device before it shuffles (as Deal.add_shuffle does by default), or
checks beside the next shuffles (add_shuffle(check=False), then check_shuffles); then one token
round. The hand is the
worst case: every player stays to the showdown. Each player gets 2 down cards
and 4 up cards (3rd to 6th street) and, 8 x 7 cards not fitting a deck, 7th street is one
community card (RULES.md D10): 49 cards opened. Every device shuffles and proves once, checks
every other device's shuffle, gives a token (with its proof) for every up card and for every
other player's down card, checks every token it receives, and at the showdown gives its own
down cards' tokens to everyone and checks the others'. One device per player. The devices run
one after another in this process; each one's own operations are timed on the process's CPU
clock. The key set-up (once a session) is timed apart. Figures only; the last line is JSON.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import rbcl  # noqa: E402

from net.trustless import (  # noqa: E402
    CARDS,
    EVERYONE,
    Context,
    Deal,
    encrypt_card,
    group,
    initial_deck,
    joint_key,
    new_key,
    remask,
    reveal_token,
    shuffle,
    verify_key_share,
    verify_shuffle,
    verify_token,
)
from net.trustless.hand import key_context  # noqa: E402

SESSION = b"bench-session-01"


def per_call_ms(repeat: int, call: Callable[[], object]) -> float:
    """CPU milliseconds per call, the best of three runs of ``repeat`` calls."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        for _ in range(repeat):
            call()
        best = min(best, (time.process_time() - start) / repeat)
    return best * 1000


def operations(repeat: int) -> dict[str, float]:
    keys = [new_key(key_context(SESSION, f"d{i}")) for i in range(2)]
    joint = joint_key([k.share for k in keys], key_context(SESSION, "d0"))
    ctx = Context(SESSION, 1, "d0", "")
    ct = encrypt_card("As", joint, group.random_scalar())
    token = reveal_token(keys[0], ct, 3, EVERYONE, ctx)
    scalar = group.scalar_bytes(group.random_scalar())
    point = bytes(group.base(5))
    deck = initial_deck()
    deck, _ = shuffle(deck, joint, ctx.at("shuffle/0"), keys[0])
    shuffle_ctx = ctx.at("shuffle/1")
    out, proof = shuffle(deck, joint, shuffle_ctx, keys[0])
    few = max(1, repeat // 100)
    return {
        "peer_scalar_mult_ms": per_call_ms(repeat, lambda: rbcl.crypto_scalarmult_ristretto255(
            scalar, point)),
        "base_mult_ms": per_call_ms(repeat, lambda: rbcl.crypto_scalarmult_ristretto255_base(
            scalar)),
        "point_add_ms": per_call_ms(repeat, lambda: group.add(ct.a, ct.b)),
        "remask_ms": per_call_ms(repeat, lambda: remask(ct, joint, 12345)),
        "token_with_proof_ms": per_call_ms(repeat, lambda: reveal_token(
            keys[0], ct, 3, EVERYONE, ctx)),
        "token_verify_ms": per_call_ms(repeat, lambda: verify_token(
            token, keys[0].share.public, ct, 3, "d0", ctx)),
        "key_with_proof_ms": per_call_ms(repeat, lambda: new_key(key_context(SESSION, "d0"))),
        "key_verify_ms": per_call_ms(repeat, lambda: verify_key_share(
            keys[0].share, key_context(SESSION, "d0"))),
        "shuffle_with_proof_52_ms": per_call_ms(few, lambda: shuffle(
            deck, joint, shuffle_ctx, keys[0])),
        "shuffle_verify_52_ms": per_call_ms(few, lambda: verify_shuffle(
            deck, out, proof, joint, shuffle_ctx, keys[0].share.public)),
    }


class Clock:
    """Each device's own CPU time."""

    def __init__(self, devices: list[str]) -> None:
        self.spent = dict.fromkeys(devices, 0.0)

    def run(self, device: str, call: Callable[[], object]) -> object:
        start = time.process_time()
        result = call()
        self.spent[device] += time.process_time() - start
        return result


def shuffle_round_paths(names: list[str], prove: list[float],
                        check: dict[str, list[float]]) -> tuple[float, float]:
    """When every device may release its first token, from the measured times, one CPU per
    device and no network. Strict: device k + 1 checks shuffle k before it shuffles; every
    device checks the last one. Pipelined: device k + 1 shuffles as soon as it has deck k
    (its own shuffle before any check), checking the others' shuffles in order in between."""
    n = len(names)
    strict = 0.0
    for k in range(n):
        strict += prove[k]
        if k + 1 < n:
            strict += check[names[k + 1]][k]
    strict += max((check[name][n - 1] for name in names[:-1]), default=0.0)
    published = []
    t = 0.0
    for k in range(n):
        t += prove[k]
        published.append(t)
    ready = published[-1]
    for j, name in enumerate(names):
        busy_from = published[j - 1] if j else 0.0
        busy_to = published[j]
        cursor = 0.0
        for k in range(n):
            if k == j:
                continue
            start = max(cursor, published[k])
            if busy_from <= start < busy_to:
                start = busy_to
            end = start + check[name][k]
            if start < busy_from < end:
                end += busy_to - busy_from  # its own shuffle comes first
            cursor = end
        ready = max(ready, cursor)
    return strict, ready


def stud_hand(players: int, hand: int = 1) -> dict[str, float]:
    """One 8-handed-style stud hand to the showdown with ``players`` devices (one seat each)."""
    names = [f"d{i}" for i in range(players)]
    keys = {name: new_key(key_context(SESSION, name)) for name in names}
    shares = [keys[name].share for name in names]
    clock = Clock(names)
    deals = {name: clock.run(name, lambda: Deal(SESSION, hand, shares)) for name in names}
    # the shuffle round: each in turn; every other device checks it
    prove: list[float] = []
    check: dict[str, list[float]] = {name: [] for name in names}
    for name in names:
        before = clock.spent[name]
        deck, proof = clock.run(name, lambda name=name: deals[name].shuffle(keys[name]))
        prove.append(clock.spent[name] - before)
        for other in names:
            if other != name:
                before = clock.spent[other]
                clock.run(other, lambda other=other, name=name, deck=deck, proof=proof:
                          deals[other].add_shuffle(name, deck, proof))
                check[other].append(clock.spent[other] - before)
            else:
                check[other].append(0.0)
    strict, pipelined = shuffle_round_paths(names, prove, check)
    # the deal: positions in order, 2 down and 4 up each, then one community card
    position = 0
    down: dict[str, list[int]] = {name: [] for name in names}
    up: list[int] = []
    for street in range(6):
        for name in names:
            (down[name] if street < 2 else up).append(position)
            position += 1
    if players * 7 > len(CARDS):
        up.append(position)
    else:
        for name in names:
            down[name].append(position)
            position += 1

    def open_to_everyone(p: int, skip: str | None = None) -> None:
        tokens = [clock.run(name, lambda name=name: deals[name].release(keys[name], p, EVERYONE))
                  for name in names if name != skip]
        for name in names:
            for token in tokens:
                if token.device != name:
                    clock.run(name, lambda name=name, token=token: deals[name].add_token(token))
        for name in names:
            clock.run(name, lambda name=name: deals[name].card(p, keys[name]))

    for p in up:
        open_to_everyone(p)
    first_card = True
    for owner in names:
        for p in down[owner]:
            before = dict(clock.spent)
            tokens = [clock.run(name, lambda name=name, p=p, owner=owner: deals[name].release(
                keys[name], p, owner)) for name in names if name != owner]
            for token in tokens:
                clock.run(owner, lambda token=token, owner=owner: deals[owner].add_token(token))
            clock.run(owner, lambda p=p, owner=owner: deals[owner].card(p, keys[owner]))
            if first_card:  # the others' tokens in parallel, then the owner's checks
                spent = {n: clock.spent[n] - before[n] for n in names}
                token_round = max(v for n, v in spent.items() if n != owner) + spent[owner]
                first_card = False
    # the showdown: each owner shows its down cards (its own token to everyone; it forwards
    # the others' tokens it holds, which every other device checks)
    for owner in names:
        for p in down[owner]:
            own = clock.run(owner, lambda p=p, owner=owner: deals[owner].release(
                keys[owner], p, EVERYONE))
            held = [*deals[owner].tokens[p].values()]
            for name in names:
                if name == owner:
                    continue
                for token in held:
                    if token.device != name:
                        clock.run(name, lambda name=name, token=token: deals[name].add_token(token))
                clock.run(name, lambda name=name, p=p: deals[name].card(p))
            assert own in held
    dealt = sorted(up + [p for owner in names for p in down[owner]])
    opened = {deals[names[0]].card(p) for p in dealt}
    assert len(opened) == len(dealt), "a card came out twice"
    spent = list(clock.spent.values())
    return {"devices": players, "cards_opened": len(opened),
            "cpu_per_device_s_mean": sum(spent) / len(spent), "cpu_per_device_s_max": max(spent),
            "first_card_strict_s": strict + token_round,
            "first_card_pipelined_s": pipelined + token_round}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--devices", default="2,4,8")
    parser.add_argument("--smoke", action="store_true", help="few repeats, 2 devices")
    args = parser.parse_args()
    repeat, devices = args.repeat, [int(d) for d in args.devices.split(",")]
    if args.smoke:
        repeat, devices = 10, [2]
    ops = operations(repeat)
    peer = ops["peer_scalar_mult_ms"]
    rbcl._sodium.sodium_version_string.restype = ctypes.c_char_p
    version = rbcl._sodium.sodium_version_string().decode()
    print(f"libsodium {version} (rbcl); "
          f"peer: one scalar product {peer:.3f} ms CPU")
    for name, ms in ops.items():
        print(f"  {name:26} {ms:8.3f} ms  ({ms / peer:6.2f} scalar products)")
    hands = []
    scalar = group.scalar_bytes(group.random_scalar())
    point = bytes(group.base(7))

    def peer_now() -> float:
        return per_call_ms(max(50, repeat // 2), lambda: rbcl.crypto_scalarmult_ristretto255(
            scalar, point))

    for n in devices:
        before = peer_now()
        figures = stud_hand(n)
        # the peer again on both sides of the hand: the machine's load moves during a run
        figures["peer_scalar_mult_ms"] = (before + peer_now()) / 2
        hands.append(figures)
        print(f"a stud hand to the showdown, {n} devices, {figures['cards_opened']} cards opened: "
              f"{figures['cpu_per_device_s_mean']:.3f} s CPU per device on average, "
              f"{figures['cpu_per_device_s_max']:.3f} s at most "
              f"({figures['cpu_per_device_s_mean'] * 1000 / figures['peer_scalar_mult_ms']:.0f} "
              f"scalar products at {figures['peer_scalar_mult_ms']:.3f} ms, timed beside); "
              f"first card after {figures['first_card_strict_s']:.3f} s of CPU "
              f"(each shuffle checked before the next), "
              f"{figures['first_card_pipelined_s']:.3f} s (checks beside the next shuffles)")
    print(json.dumps({"operations_ms": {k: round(v, 4) for k, v in ops.items()},
                      "hands": [{k: round(v, 4) if isinstance(v, float) else v
                                 for k, v in h.items()} for h in hands]}))


if __name__ == "__main__":
    main()

"""GUI memory benchmark: does a table window's memory stay flat hand after hand?

A desktop-hosted Triple Stud cash table (Stud, Razz, Stud Hi/Lo, 3 hands each) as the Host
dialog starts one: eight seats, seven normal computer players, the host's own journal in a
temporary data folder, and the desktop's player in seat 5. Everything runs in one process, as
on the desktop: the table core, the bots, the client and the window (offscreen unless
``QT_QPA_PLATFORM`` says otherwise). Prints figures and asserts nothing; the last line is JSON.

    python tests/bench/bench_gui_memory.py                  # 500 hands (window and peer)
    python tests/bench/bench_gui_memory.py --hands 2000     # the long figure
    python tests/bench/bench_gui_memory.py --quick          # a handful of hands (smoke test)
    python tests/bench/bench_gui_memory.py --trace          # + what the Python heap grew by

Pacing. The computer players act at once and the hands follow each other after 0.05 s, so the
table runs as fast as the window lets it: the player in seat 5 checks or calls (``Check``,
``Call``, ``Bring-in`` on the action bar, clicked) only once the window has played everything
it was sent, as a person would. The host therefore waits for the window at every street and
the window never falls behind (a backlog of queued frames would read as growth).

Two runs, each in a fresh interpreter (this script with ``--child``):

- ``window``: the table in a shown 1280x800 ``MainWindow``, animations ``--speed`` (default
  ``off``, so that 700 hands take minutes, not an hour; the decision ring animates at every
  speed, and ``--speed fast`` plays the cards, chips and folds as well);
- ``peer``: the same table, the same client session and pacing with no window at all (the
  player in seat 5 answers each turn at once), so what the host, the bots, the journal and the
  client keep is measured alone.

Each run plays ``--warm-up`` hands (default 200: the *Last hand* journal keeps 200 hands, the
client 100, the dealer log 600 lines; these fill during the warm-up and then stay full), then
``--hands`` more, and samples after every ``--every`` hands: ``VmRSS`` after a full garbage
collection, the bytes tracemalloc attributes to Python (with ``--trace``), live QObjects under
the window (and animations among them), items in the scene, and Python objects tracked by the
garbage collector. Growth per 100 hands is (last sample - first sample) / hands * 100.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = Path(__file__).resolve()
GOAL_MB_PER_100 = 1.0
HERO_SEAT = 5
CHILD_TIMEOUT = 4 * 3600
STALL_S = 60.0  # no hand for this long: the run is reported as stuck (never expected)


def _vmrss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# ------------------------------------------------------------------------------ the child


def _host_settings() -> Any:
    from net.formats import Rotation, TableFormat
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.lobby.format_box import TRIPLE
    from studdesk.gui.session.setup import HostSettings

    # Deep stacks: nobody goes broke in a few thousand hands of passive calling.
    config = GameConfig.preset(Variant.STUD, 200, buy_in=100_000_000)
    return HostSettings(name="Memory", config=config, seats=8, bots=7, bot_level="normal",
                        action_timer_s=10, time_bank_s=0, password="", approve_joins=False,
                        format=TableFormat(rotation=Rotation(TRIPLE, hands_per_game=3)))


def _pace() -> Any:
    from studdesk.gui.session.setup import Pace

    return Pace(hand_pause=0.05, think_ms=0, timer=10.0, local_time_bank=0.0)


def child(kind: str, warm_up: int, hands: int, every: int, speed: str, trace: bool,
          top: int) -> dict[str, Any]:
    import gc
    import tracemalloc

    if trace:
        tracemalloc.start(8)

    from PySide6.QtCore import QAbstractAnimation, QEventLoop, QObject, QTimer

    from studdesk.engine.actions import ActionKind
    from studdesk.gui.app import MainWindow, create_application
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.session.net_session import start_hosting
    from studdesk.gui.session.setup import NetworkPlaces
    from studdesk.gui.tools.scenes import passive_policy

    tmp = tempfile.TemporaryDirectory(prefix="studdesk-bench-memory-")
    app = create_application([])
    settings = Settings(Path(tmp.name) / "studdesk.ini")
    settings.set_value("animation_speed", speed)
    settings.set_value("sound", False)
    settings.set_value("player_name", "Sam")
    network = NetworkPlaces(journal=Path(tmp.name) / "desktop-table")
    window: Any = None
    table: Any = None
    if kind == "window":
        window = MainWindow(settings, network=network, pace=_pace())
        window.resize(1280, 800)
        window.show()
        table = window.host_table(_host_settings())
        session = table.session
    else:
        session = start_hosting(_host_settings(), name="Sam", network=network, pace=_pace(),
                                settings=settings)
    state = {"hands": 0, "target": 0, "last_hand_at": time.monotonic(), "stuck": False}
    loop = QEventLoop()

    def on_hand(_record: Any) -> None:
        state["hands"] += 1
        state["last_hand_at"] = time.monotonic()
        if state["hands"] >= state["target"]:
            loop.quit()

    session.hand_recorded.connect(on_hand)
    passive = (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN)

    if table is not None:
        bar = table.action_bar

        def act_when_caught_up() -> None:
            """Seat 5 in the window: click the passive button once the table has caught up."""
            if not table.player.is_idle() or not bar.buttons \
                    or bar.pages.currentIndex() != bar.PAGE_BUTTONS:
                return
            for move in passive:
                button = bar.button_for(move)
                if button is not None:
                    button.click()
                    return

        table.player.drained.connect(lambda: QTimer.singleShot(0, act_when_caught_up))
        poll = QTimer()
        poll.timeout.connect(act_when_caught_up)
        poll.start(100)
    else:
        def on_turn(seat: int, _deadline_ms: int, legal: Any) -> None:
            if legal and seat in session.held_seats():
                session.send_action(seat, passive_policy(None, legal))

        session.turn_started.connect(on_turn)

    def watchdog() -> None:
        if time.monotonic() - state["last_hand_at"] > STALL_S:
            state["stuck"] = True
            loop.quit()

    dog = QTimer()
    dog.timeout.connect(watchdog)
    dog.start(1000)
    session.start()

    def play_to(n: int) -> None:
        state["target"] = n
        while state["hands"] < n and not state["stuck"]:
            loop.exec()
        if state["stuck"]:
            raise RuntimeError(f"no hand for {STALL_S:.0f} s after {state['hands']} hands")

    def sample() -> dict[str, Any]:
        gc.collect()
        out: dict[str, Any] = {"hands": state["hands"], "rss_mb": _vmrss_mb(),
                               "gc_objects": len(gc.get_objects())}
        if trace:
            out["traced_mb"] = tracemalloc.get_traced_memory()[0] / 2**20
        if table is not None:
            objects = window.findChildren(QObject)
            out["qobjects"] = len(objects)
            out["animations"] = sum(isinstance(o, QAbstractAnimation) for o in objects)
            out["scene_items"] = len(table.scene.items())
            out["journal_hands"] = len(table.journal.entries)
            out["log_lines"] = table.log.count()
        return out

    started = time.perf_counter()
    play_to(warm_up)
    samples = [sample()]
    before = tracemalloc.take_snapshot() if trace else None
    target = warm_up
    while target < warm_up + hands:
        target = min(warm_up + hands, target + every)
        play_to(target)
        samples.append(sample())
        print(json.dumps({"kind": kind, **samples[-1]}), file=sys.stderr, flush=True)
    result: dict[str, Any] = {"kind": kind, "speed": speed, "samples": samples,
                              "played_s": time.perf_counter() - started,
                              "platform": app.platformName()}
    if before is not None:
        after = tracemalloc.take_snapshot()
        ignore = [tracemalloc.Filter(False, tracemalloc.__file__)]
        diff = after.filter_traces(ignore).compare_to(before.filter_traces(ignore), "traceback")
        result["trace_top"] = [
            {"kib": round(d.size_diff / 1024, 1), "blocks": d.count_diff,
             "where": d.traceback.format()[-6:]} for d in diff[:top]]
    if window is not None:
        window.close_table()
        window.wait_closed(20)
    else:
        session.close()
        session.wait_closed(20)
    return result


# ------------------------------------------------------------------------------ the parent


def run_child(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="studdesk-bench-memory-home-") as home:
        env["XDG_CONFIG_HOME"] = str(Path(home) / "config")
        env["XDG_DATA_HOME"] = str(Path(home) / "data")
        command = [sys.executable, str(SCRIPT), "--child", kind, "--warm-up",
                   str(args.warm_up), "--hands", str(args.hands), "--every", str(args.every),
                   "--speed", args.speed, "--top", str(args.top)]
        if args.trace:
            command.append("--trace")
        done = subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True,
                              timeout=CHILD_TIMEOUT, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"child {kind} failed ({done.returncode}): {done.stderr[-3000:]}")
    for line in reversed(done.stdout.strip().splitlines()):
        if line.startswith("{"):
            return dict(json.loads(line))
    raise RuntimeError(f"child {kind} printed no JSON: {done.stdout[-2000:]}")


def per_100(samples: list[dict[str, Any]], key: str) -> float | None:
    first, last = samples[0], samples[-1]
    if key not in first or last["hands"] <= first["hands"]:
        return None
    return float(last[key] - first[key]) / (last["hands"] - first["hands"]) * 100


def report(runs: dict[str, dict[str, Any]], args: argparse.Namespace) -> dict[str, Any]:
    window, peer = runs["window"], runs["peer"]
    print(f"StudDesk GUI memory: platform {window['platform']}, Python "
          f"{sys.version.split()[0]}, animations {window['speed']}, {args.warm_up} hands of "
          f"warm-up, then {args.hands}")
    print()
    header = f"{'hands':>6} {'window RSS':>11} {'peer RSS':>9} {'QObjects':>9} " \
             f"{'animations':>10} {'items':>6} {'journal':>8} {'gc objects':>11}"
    if args.trace:
        header += f" {'traced':>8}"
    print(header)
    for w, p in zip(window["samples"], peer["samples"], strict=True):
        line = (f"{w['hands']:6d} {w['rss_mb']:9.1f}MB {p['rss_mb']:7.1f}MB "
                f"{w['qobjects']:9d} {w['animations']:10d} {w['scene_items']:6d} "
                f"{w['journal_hands']:8d} {w['gc_objects']:11d}")
        if args.trace:
            line += f" {w['traced_mb']:6.1f}MB"
        print(line)
    figures = {
        "rss_mb_per_100_hands": per_100(window["samples"], "rss_mb"),
        "rss_mb_per_100_hands_peer": per_100(peer["samples"], "rss_mb"),
        "qobjects_per_100_hands": per_100(window["samples"], "qobjects"),
        "gc_objects_per_100_hands": per_100(window["samples"], "gc_objects"),
    }
    if args.trace:
        figures["traced_mb_per_100_hands"] = per_100(window["samples"], "traced_mb")
        figures["traced_mb_per_100_hands_peer"] = per_100(peer["samples"], "traced_mb")
    print()
    for key, value in figures.items():
        print(f"  {key:32} {'-' if value is None else f'{value:+.3f}'}")
    print(f"  goal: window RSS under +{GOAL_MB_PER_100:.0f} MB per 100 hands after the warm-up; "
          f"played in {window['played_s']:.0f} s (window) and {peer['played_s']:.0f} s (peer)")
    for name, run in runs.items():
        for entry in run.get("trace_top", ()):
            print(f"  {name} +{entry['kib']:.1f} KiB in {entry['blocks']} blocks:")
            for where in entry["where"]:
                print(f"      {where}")
    return {**{k: None if v is None else round(v, 3) for k, v in figures.items()},
            "hands": args.hands, "warm_up": args.warm_up, "speed": window["speed"],
            "platform": window["platform"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=500, help="hands measured after warm-up")
    parser.add_argument("--warm-up", type=int, default=200, help="hands before the first sample")
    parser.add_argument("--every", type=int, default=100, help="hands between samples")
    parser.add_argument("--speed", choices=("off", "fast", "normal"), default="off",
                        help="animation speed of the window")
    parser.add_argument("--trace", action="store_true",
                        help="tracemalloc: Python-heap growth and where it was allocated")
    parser.add_argument("--top", type=int, default=8, help="tracemalloc entries to print")
    parser.add_argument("--quick", action="store_true",
                        help="4 hands of warm-up, 6 measured, animations off (the smoke test)")
    parser.add_argument("--child", choices=("window", "peer"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.quick:
        args.warm_up, args.hands, args.every, args.speed = 4, 6, 3, "off"
    args.hands, args.every = max(1, args.hands), max(1, args.every)
    if args.child:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        print(json.dumps(child(args.child, args.warm_up, args.hands, args.every, args.speed,
                               args.trace, args.top)), flush=True)
        return 0
    runs = {kind: run_child(kind, args) for kind in ("window", "peer")}
    print(json.dumps(report(runs, args)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

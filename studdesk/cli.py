"""The ``studdesk`` command line: the GUI by default, and subcommands for everything else.

Every subcommand imports what it needs lazily, so ``studdesk replay`` never loads Qt and
``studdesk --version`` loads nothing at all.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from studdesk import __version__

Handler = Callable[[argparse.Namespace], int]


def _cmd_gui(args: argparse.Namespace) -> int:
    try:
        from studdesk.gui.app import TableAddress, run_gui
    except ImportError as exc:  # Qt or the system libraries it needs are missing
        print(f"studdesk: the desktop table cannot start: {exc}", file=sys.stderr)
        return 2
    where = getattr(args, "join", None) or getattr(args, "watch", None)
    table = None
    invite = getattr(args, "invite", None)
    if invite is not None:
        table = TableAddress("", 0, name=getattr(args, "name", None),
                             password=getattr(args, "password", None), invite=invite.code())
    elif where is not None:
        table = TableAddress(where[0], where[1], watch=getattr(args, "watch", None) is not None,
                             name=getattr(args, "name", None),
                             password=getattr(args, "password", None))
    return run_gui(list(getattr(args, "qt_args", []) or []), table=table)


def _address(text: str) -> tuple[str, int]:
    from net.commands import parse_address

    return parse_address(text)


def _invite(text: str) -> object:
    from net.commands import parse_invite_arg

    return parse_invite_arg(text)


def _cmd_replay(args: argparse.Namespace) -> int:
    import gc

    from studdesk.replay import run_replay

    # What is loaded now lives as long as the process: the collector need not walk it again
    # while the files are replayed (a fresh process per batch, as PokerKit's replayer runs).
    gc.freeze()
    return run_replay(args.files, as_json=args.json)


def _cmd_view(args: argparse.Namespace) -> int:
    path = Path(args.path)
    if not path.exists():
        print(f"studdesk view: no such file or folder: {path}", file=sys.stderr)
        return 2
    try:
        from studdesk.gui.history.launch import run_view
    except ImportError as exc:  # Qt or the system libraries it needs are missing
        print(f"studdesk view: the desktop table cannot start: {exc}", file=sys.stderr)
        return 2
    return run_view(path)


def _cmd_self_test(args: argparse.Namespace) -> int:
    from studdesk.selftest import run_self_test

    return run_self_test()


GAMES = "{games}"
"""In a help text: the games the engine deals, by name ("Seven Card Stud, ..., Five Card Stud")."""
GAME_CODES = "{game_codes}"
"""In a help text: their codes for ``--variant`` ("stud, stud8, ..., five-card-stud")."""


def _spelled(items: list[str]) -> str:
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose help names the engine's games from its registry
    (:class:`~studdesk.engine.config.Variant`), read only when help is asked for: building the
    parser loads no engine (the lobby starts without it)."""

    def format_help(self) -> str:
        from studdesk.engine.config import Variant

        games = _spelled([v.title for v in Variant])
        codes = ", ".join(v.value for v in Variant)
        self.description = (self.description or "").replace(GAMES, games)
        for action in self._actions:
            if action.help:
                action.help = action.help.replace(GAMES, games).replace(GAME_CODES, codes)
        return super().format_help()


def build_parser() -> argparse.ArgumentParser:
    parser: argparse.ArgumentParser = _Parser(
        prog="studdesk",
        description=f"StudDesk: {GAMES} for home games.",
    )
    parser.add_argument("--version", action="version", version=f"studdesk {__version__}")
    parser.set_defaults(handler=_cmd_gui)
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    p = sub.add_parser("gui", help="open the desktop table (the default)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--join", type=_address, metavar="HOST:PORT",
                       help="sit down at the table at HOST:PORT at once (no lobby first)")
    where.add_argument("--watch", type=_address, metavar="HOST:PORT",
                       help="watch the table at HOST:PORT (a spectator window, e.g. on a TV)")
    where.add_argument("--invite", type=_invite, metavar="CODE",
                       help="sit down at the table of the host's invite (SD1-...): its"
                            " addresses are tried in order, only that host is trusted")
    p.add_argument("--name", help="the name to join or watch under (default: the one in "
                   "Settings)")
    p.add_argument("--password", help="the table's password, if it has one")
    p.set_defaults(handler=_cmd_gui)

    p = sub.add_parser("replay", help="replay PHH hand histories under the house rules")
    p.add_argument("files", nargs="+", metavar="FILE", help="PHH files (.phh)")
    p.add_argument("--json", action="store_true", help="one JSON object per file on its own line")
    p.set_defaults(handler=_cmd_replay)

    p = sub.add_parser("view", help="watch a hand again: a PHH file in the replayer, a folder "
                       "of them or a host's journal in the history browser")
    p.add_argument("path", metavar="FILE.phh|FOLDER", help="a PHH file, a folder, a journal")
    p.set_defaults(handler=_cmd_view)

    p = sub.add_parser("self-test", help="prove this installation works: Qt, art, a hand on "
                       "a loopback host, the hand history")
    p.set_defaults(handler=_cmd_self_test)

    _add_optional_commands(sub)
    _add_history_gui(sub.choices.get("history"))
    return parser


def _add_history_gui(history: argparse.ArgumentParser | None) -> None:
    """``studdesk history --gui``: the history subcommand is the wire's (``net.commands``,
    which never loads Qt); the browser is the GUI's, so the CLI joins the two here."""
    if history is None:
        return
    history.add_argument("--gui", action="store_true",
                         help="open the history browser (hands, filters, ledgers) instead")
    for action in history._actions:
        if action.dest == "export":
            action.required = False
    for group in history._mutually_exclusive_groups:
        if any(a.dest == "export" for a in group._group_actions):
            group.required = False  # --gui is the third choice beside --export and --standings
    export = history.get_default("handler")

    def handler(args: argparse.Namespace) -> int:
        if args.gui:
            try:
                from studdesk.gui.history.browser import default_history_paths
                from studdesk.gui.history.launch import run_history
            except ImportError as exc:
                print(f"studdesk history: the desktop table cannot start: {exc}",
                      file=sys.stderr)
                return 2
            return run_history([args.data_dir] if args.data_dir else default_history_paths())
        if args.export is None and not getattr(args, "standings", False):
            history.error("give --export OUTDIR, --standings, or --gui for the history browser")
        result: int = export(args)
        return result

    history.set_defaults(handler=handler)


def _add_optional_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Subcommands owned by other packages register themselves through their module's
    ``add_commands(subparsers)`` (:data:`_COMMAND_MODULES`)."""
    import importlib

    for module_name in _COMMAND_MODULES:
        importlib.import_module(module_name).add_commands(sub)


# Modules that contribute subcommands; each has ``add_commands(subparsers)`` and keeps its own
# heavy imports inside the handlers.
_COMMAND_MODULES: tuple[str, ...] = ("studdesk.gui.tools.shots_cli", "net.commands")


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Handler = args.handler
    try:
        return handler(args)
    except KeyboardInterrupt:
        return 130


def gui_main() -> int:
    return main([])

"""``studdesk host``, ``studdesk bot``, ``studdesk tables``, ``studdesk history``,
``studdesk check-deal`` and ``studdesk relay``.

Registered by ``studdesk.cli`` through :func:`add_commands`; every handler imports what it needs
when it runs, so ``studdesk --help`` loads neither asyncio servers nor zeroconf.
"""

from __future__ import annotations

import argparse
import sys
from decimal import Decimal, InvalidOperation
from pathlib import Path
from typing import TYPE_CHECKING, Any

from net import DEFAULT_LEASE, DEFAULT_PORT, DEFAULT_WEB_PORT, MIN_LEASE
from net.relay import DEFAULT_RELAY_PORT

if TYPE_CHECKING:
    from net.client import Sender

SWING_TIE_CHOICES: tuple[str, ...] = ("loses", "shares")
"""The engine's ``SWING_TIES`` (W10.1), written here so that building the parser loads no
engine (tests/net/test_commands.py holds them equal)."""

DEAL_SUFFIX = ".deal.msgpack"
"""What the history export adds to a hand's file name for its deal's transcript: net.table.
deal_record's, written here so that ``studdesk history`` loads no crypto (a test holds them
equal)."""

SubParsers = "argparse._SubParsersAction[argparse.ArgumentParser]"


def parse_units(text: str) -> int:
    """Whole units as chips (cents): ``"2"`` -> 200, ``"0.25"`` -> 25 (no floats, T2)."""
    try:
        value = Decimal(text.strip()) * 100
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not an amount: {text!r}") from None
    if value != value.to_integral_value() or value <= 0:
        raise argparse.ArgumentTypeError(f"not an amount in whole cents: {text!r}")
    return int(value)


def parse_stakes(text: str) -> tuple[int, int]:
    """``"2/4"`` -> (200, 400): the small and the big bet in whole units."""
    small, sep, big = text.partition("/")
    if not sep:
        raise argparse.ArgumentTypeError(f"stakes are written small/big, like 2/4: {text!r}")
    s, b = parse_units(small), parse_units(big)
    if b < s:
        raise argparse.ArgumentTypeError("the big bet cannot be smaller than the small bet")
    return s, b


def parse_address(text: str) -> tuple[str, int]:
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not 0 < int(port) < 65536:
        raise argparse.ArgumentTypeError(f"write HOST:PORT, like 127.0.0.1:47474: {text!r}")
    return host.strip("[]") or "127.0.0.1", int(port)


def parse_invite_arg(text: str) -> Any:
    """An argparse type: the :class:`net.invite.Invite` in ``text``, or its sentence."""
    from net.invite import InviteError, parse_invite

    try:
        return parse_invite(text)
    except InviteError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def default_interfaces(bind: str) -> list[str]:
    """Where ``studdesk host`` advertises and ``studdesk tables`` browses when
    ``--mdns-interface`` is not given: the bound address, or, bound to all of them, this
    machine's LAN interfaces as :func:`net.discovery.lan_interfaces` finds them (the desktop's
    choice too; not the host name's address, which is often a loopback one); loopback only
    on a machine without a network."""
    if bind not in ("0.0.0.0", "", "::"):
        return [bind]
    from net.discovery import lan_interfaces

    return lan_interfaces() or ["127.0.0.1"]


def add_commands(sub: Any) -> None:
    p = sub.add_parser("host", help="run a LAN table (headless)")
    p.add_argument("--headless", action="store_true",
                   help="run without a window (the only mode of this command for now)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: all)")
    p.add_argument("--port", type=int, default=DEFAULT_PORT,
                   help=f"TCP port (default {DEFAULT_PORT}; 0: any free port, the last run's"
                        " when the journal carries a session on and it is free)")
    p.add_argument("--name", default="StudDesk table", help="the table's name")
    p.add_argument("--variant", type=_variants, default="stud", metavar="GAME[,GAME...]",
                   help="one of {game_codes}; several, comma-separated, rotate (stud,razz,stud8)")
    p.add_argument("--rotate-hands", type=_positive, default=None, metavar="N",
                   help="hands of each game in a rotation (default 8)")
    p.add_argument("--dealers-choice", action="store_true",
                   help="the games of --variant are the dealer's choice: each round a player"
                   " picks the next game (every --rotate-hands hands)")
    p.add_argument("--tournament", action="store_true",
                   help="a sit-and-go: everyone starts with the same chips, the limits rise,"
                   " the last player holding chips wins; the host stops when it ends")
    p.add_argument("--starting-chips", type=parse_units, default=None, metavar="UNITS",
                   help="each player's chips in a tournament (default 50 big bets of level 1)")
    p.add_argument("--players", type=int, default=None, metavar="N",
                   help="a tournament starts when N players sit (default: --bots when given,"
                   " else every seat)")
    p.add_argument("--levels", type=_levels, default=None, metavar="S/B,S/B,...",
                   help="the levels' small/big bets (default for a tournament: 1/2, 2/4, 3/6,"
                   " 5/10, ...); small/big/ante/bring-in sets those too")
    pace = p.add_mutually_exclusive_group()
    pace.add_argument("--level-hands", type=_positive, default=None, metavar="N",
                      help="levels rise every N hands")
    pace.add_argument("--level-minutes", type=_positive_float, default=None, metavar="M",
                      help="levels rise every M minutes of play (default 10 in a tournament)")
    p.add_argument("--payouts", type=_payouts, default=None, metavar="P,P,...",
                   help="percentages of the pool by place (default 65,35 up to 5 players,"
                   " 50,30,20 for 6 to 8)")
    p.add_argument("--entry", type=parse_units, default=0, metavar="AMOUNT",
                   help="each player's entry into the tournament's pool")
    p.add_argument("--rebuy-levels", type=int, default=0, metavar="N",
                   help="a busted player may rebuy during the first N levels (default 0: none)")
    p.add_argument("--stakes", type=parse_stakes, default=None, metavar="S/B",
                   help="small/big bet in whole units (default 2/4); ante and bring-in follow "
                        "RULES.md L1")
    p.add_argument("--buy-in", type=parse_units, default=None, metavar="UNITS",
                   help="buy-in in whole units (default 50 big bets)")
    p.add_argument("--seats", type=int, default=8, choices=range(2, 9), metavar="2..8")
    p.add_argument("--trustless", action="store_true",
                   help="nobody deals: every device with a seat takes part in the deal, so not "
                        "even this machine knows a card before it is opened (at most 7 seats; "
                        "not Baseball or Roll Your Own)")
    home = p.add_argument_group("home games (RULES.md W)")
    home.add_argument("--queens-wild", action=argparse.BooleanOptionalAction, default=True,
                      help="Follow the Queen: queens are wild beside the followed rank (W3;"
                      " default on)")
    home.add_argument("--four-extra-card", choices=("down", "up"), default="down",
                      help="Baseball: the extra card for an up four (W4; default down)")
    home.add_argument("--three-price", type=_three_price, default="big_bet",
                      metavar="big_bet|pot|AMOUNT",
                      help="Baseball: the price to keep an up three (W4; default one big bet)")
    home.add_argument("--low-chicago-ace", choices=("high", "low"), default="high",
                      help="Low Chicago: the ace of spades is high or low (W5; default high)")
    home.add_argument("--swing-tie", choices=SWING_TIE_CHOICES, default="loses",
                      help="High-Low Declare: a swing who ties a half gets nothing (loses) or "
                      "shares it (W10.1; default loses)")
    p.add_argument("--timer", type=float, default=10.0, metavar="SECONDS",
                   help="decision timer (C1, default 10)")
    p.add_argument("--time-bank", type=float, default=0.0, metavar="SECONDS",
                   help="time bank per player (C2, default none)")
    p.add_argument("--hand-pause", type=float, default=2.0, metavar="SECONDS",
                   help="pause between hands (default 2)")
    p.add_argument("--bots", type=int, default=0, metavar="N", help="seat N computer players")
    p.add_argument("--bot-level", default="normal",
                   choices=("random", "easy", "normal", "hard"))
    p.add_argument("--broke-bots", default="rebuy", choices=("rebuy", "leave"),
                   help="in a cash game a bot that lost its stack rebuys (default) or leaves")
    p.add_argument("--think-ms", type=int, default=400, metavar="MS",
                   help="bots' thinking delay (default 400)")
    p.add_argument("--password", default=None, help="players must give this password")
    p.add_argument("--approve", action="store_true",
                   help="new players wait until the host approves them")
    p.add_argument("--admin-token", default=None,
                   help="the host's own secret (default: DATA_DIR/host-token)")
    p.add_argument("--data-dir", type=Path, default=None,
                   help="journal and admin token (default: the platform's data folder)")
    p.add_argument("--archive-journal", action="store_true",
                   help="when the journal in DATA_DIR does not read, move it aside (it is kept,"
                        " as journal-archived-DATE.sqlite3) and start a new one")
    p.add_argument("--mdns-interface", action="append", default=None, metavar="ADDR",
                   help="advertise on this IPv4 interface (repeatable)")
    p.add_argument("--no-mdns", action="store_true", help="do not advertise the table")
    router = p.add_argument_group("friends from other houses")
    router.add_argument("--open-router", action="store_true",
                        help="open the table's port on the home router while it runs (UPnP-IGD,"
                             " else PCP or NAT-PMP), and say the address friends connect to")
    router.add_argument("--lease-seconds", type=_lease, default=None, metavar="N",
                        help=f"the router's lease on the port, renewed before it runs out"
                             f" (default {DEFAULT_LEASE}, at least {MIN_LEASE})")
    router.add_argument("--router-methods", type=_router_methods, default=None,
                        metavar="WAY[,WAY...]",
                        help="the ways to ask the router, in order (default upnp,pcp,natpmp)")
    p.add_argument("--web-port", type=int, nargs="?", const=DEFAULT_WEB_PORT, default=None,
                   metavar="PORT",
                   help=f"also serve the table to phones and browsers at http://ADDRESS:PORT/"
                        f" (default port {DEFAULT_WEB_PORT}; 0: any free port)")
    p.add_argument("--relay", type=parse_address, default=None, metavar="RHOST:R",
                   help="also keep the table registered at the relay RHOST:R (`studdesk"
                        " relay`), for guests who cannot reach it directly; with"
                        " --open-router only when the router does not map the port")
    p.set_defaults(handler=cmd_host)

    p = sub.add_parser("relay", help="run a relay: it carries the bytes between hosts and"
                       " guests who cannot reach each other, and never holds a key")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default: all)")
    p.add_argument("--port", type=int, default=DEFAULT_RELAY_PORT,
                   help=f"TCP port (default {DEFAULT_RELAY_PORT}; 0: any free port)")
    p.add_argument("--max-rooms", type=_positive, default=None, metavar="N",
                   help="tables relayed at once (default 1000)")
    p.add_argument("--per-address", type=_positive, default=None, metavar="N",
                   help="connections at once from one address (default 48)")
    p.add_argument("--room-rate", type=_positive, default=None, metavar="BYTES",
                   help="bytes a second through one table, both ways (default 262144)")
    p.set_defaults(handler=cmd_relay)

    p = sub.add_parser("bot", help="join a table as a computer player over TCP")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--connect", type=parse_address, metavar="HOST:PORT")
    where.add_argument("--invite", type=parse_invite_arg, metavar="CODE",
                       help="the host's invite (SD1-...): its addresses are tried in order,"
                            " and only the host it names is trusted")
    p.add_argument("--name", required=True)
    p.add_argument("--level", default="normal", choices=("random", "easy", "normal", "hard"))
    p.add_argument("--think-ms", type=int, default=400, metavar="MS")
    p.add_argument("--password", default=None)
    p.add_argument("--seat", type=int, default=None, choices=range(1, 9), metavar="1..8")
    p.add_argument("--ping-interval", type=float, default=5.0, metavar="SECONDS",
                   help="ping the host this often; silent for two intervals means the "
                        "connection is dead and the bot reconnects (default 5)")
    p.add_argument("--reconnect-window", type=float, default=600.0, metavar="SECONDS",
                   help="keep trying to get back to a lost table this long (default 600)")
    p.set_defaults(handler=cmd_bot)

    p = sub.add_parser("tables", help="list the tables on the local network (mDNS)")
    p.add_argument("--mdns-interface", action="append", default=None, metavar="ADDR")
    p.add_argument("--timeout", type=float, default=3.0, metavar="SECONDS")
    p.add_argument("--json", action="store_true", help="one JSON object per table")
    p.add_argument("--watch", action="store_true",
                   help="keep browsing and print every table that appears, changes or goes "
                        "(with --json, one object per line with an \"event\" key) until "
                        "interrupted")
    p.set_defaults(handler=cmd_tables)

    p = sub.add_parser("history", help="export the host's journalled hands as PHH files,"
                       " or print its tournaments' standings")
    p.add_argument("--data-dir", type=Path, default=None)
    what = p.add_mutually_exclusive_group(required=True)
    what.add_argument("--export", type=Path, default=None, metavar="OUTDIR")
    what.add_argument("--standings", action="store_true",
                      help="the standings of each tournament in the journal")
    p.add_argument("--json", action="store_true",
                   help="with --standings: one JSON object per tournament on its own line")
    p.set_defaults(handler=cmd_history)

    p = sub.add_parser("check-deal", help="check that a hand of a table where nobody deals"
                       " was dealt fairly: every shuffle proof and token of its deal's transcript"
                       " (the .deal.msgpack file `studdesk history --export` writes beside the"
                       " .phh), and its cards against them")
    p.add_argument("hand", type=Path, metavar="HAND.phh")
    p.set_defaults(handler=cmd_check_deal)


def cmd_check_deal(args: argparse.Namespace) -> int:
    """``studdesk check-deal HAND.phh``: ``deal verified`` (0), or why not (1)."""
    from net.check_deal import VERIFIED, DealNotVerified, check_deal

    try:
        check_deal(args.hand)
    except DealNotVerified as exc:
        print(f"studdesk check-deal: {args.hand}: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a file built to break the readers: a reason, not a traceback
        print(f"studdesk check-deal: {args.hand}: the files do not read ({type(exc).__name__}:"
              f" {exc})", file=sys.stderr)
        return 1
    print(VERIFIED)
    return 0


def _format_error(fn: Any) -> Any:
    """An argparse type from a net.formats parser: its FormatError becomes a usage error."""

    def parse(text: str) -> Any:
        from net.formats import FormatError

        try:
            return fn(text)
        except FormatError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    parse.__name__ = fn.__name__
    return parse


def _variants(text: str) -> Any:
    from net.formats import parse_variants

    return _format_error(parse_variants)(text)


def _levels(text: str) -> Any:
    from net.formats import parse_levels

    return _format_error(parse_levels)(text)


def _payouts(text: str) -> Any:
    from net.formats import parse_payouts

    return _format_error(parse_payouts)(text)


def _three_price(text: str) -> str | int:
    """W4's price: ``big_bet``, ``pot`` or an amount in units (``"2"`` -> 200 chips)."""
    if text in ("big_bet", "pot"):
        return text
    amount = parse_units(text)
    if amount < 1:
        raise argparse.ArgumentTypeError("the price must be more than 0")
    return amount


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be more than 0")
    return value


def _lease(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number of seconds: {text!r}") from None
    if value < MIN_LEASE:
        raise argparse.ArgumentTypeError(
            f"a lease is at least {MIN_LEASE} seconds (it is renewed every half lease): {value}")
    return value


def _router_methods(text: str) -> Any:
    from net.router import parse_methods

    try:
        return parse_methods(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def router_options(args: argparse.Namespace) -> Any:
    """``--open-router`` and its lease as :class:`net.router.RouterOptions`; None without it."""
    from net.router import RouterOptions

    lease, methods = getattr(args, "lease_seconds", None), getattr(args, "router_methods", None)
    if not getattr(args, "open_router", False):
        if lease is not None or methods is not None:
            raise SystemExit("studdesk host: --lease-seconds and --router-methods go with"
                             " --open-router")
        return None
    if str(getattr(args, "bind", "")).startswith("127.") or args.bind in ("::1", "localhost"):
        raise SystemExit(f"studdesk host: --open-router forwards the router's port to this"
                         f" machine's network address, but the table listens on {args.bind}"
                         " only; use --bind 0.0.0.0 or the LAN address")
    return RouterOptions(lease_seconds=lease or DEFAULT_LEASE,
                         **({"methods": methods} if methods else {}))


def table_format(args: argparse.Namespace) -> Any:
    """The night's format from ``studdesk host``'s flags (None: one game at fixed stakes)."""
    from net.formats import (
        DealersChoice,
        FormatError,
        Level,
        Rotation,
        Structure,
        TableFormat,
        default_levels,
    )

    variants = args.variant if isinstance(args.variant, tuple) else _variants(args.variant)
    pace_given = args.level_hands is not None or args.level_minutes is not None
    if not (args.tournament or args.dealers_choice or len(variants) > 1 or args.levels
            or pace_given):
        return None
    try:
        levels = args.levels
        if levels is None and args.tournament:
            levels = default_levels(args.stakes[0]) if args.stakes else default_levels()
        structure = None
        if levels is not None or pace_given:
            if levels is None:
                small, big = args.stakes or (200, 400)
                levels = (Level.from_small_bet(small, big),)
            if args.level_hands is not None:
                structure = Structure(tuple(levels), every_hands=args.level_hands)
            else:
                minutes = args.level_minutes if args.level_minutes is not None else 10.0
                structure = Structure(tuple(levels), every_seconds=minutes * 60)
        hands = args.rotate_hands
        rotation = dealers = None
        if args.dealers_choice:
            dealers = DealersChoice(variants, **({"hands_per_round": hands} if hands else {}))
        elif len(variants) > 1:
            rotation = Rotation(variants, **({"hands_per_game": hands} if hands else {}))
        starting = args.starting_chips
        if args.tournament and starting is None:
            first = structure.levels[0] if structure is not None else None
            starting = 50 * (first.big_bet if first is not None else 400)
        players = args.players
        if players is None and args.tournament and args.bots >= 2:
            players = args.bots
        return TableFormat(structure=structure, rotation=rotation, dealers_choice=dealers,
                           tournament=args.tournament, starting_chips=starting or 0,
                           entry=args.entry, payouts=args.payouts,
                           rebuy_levels=args.rebuy_levels, players=players or 0)
    except FormatError as exc:
        raise SystemExit(f"studdesk host: {exc}") from None


# ------------------------------------------------------------------------------ host


def host_options(args: argparse.Namespace) -> Any:
    from net.host import HostOptions
    from net.journal import data_dir
    from net.table.options import trustless_refusal
    from studdesk.engine.config import ConfigError, GameConfig

    fmt = table_format(args)
    small, big = args.stakes or (200, 400)
    if fmt is not None and fmt.structure is not None:
        first = fmt.structure.levels[0]
        small, big = first.small_bet, first.big_bet
    variants = args.variant if isinstance(args.variant, tuple) else _variants(args.variant)
    extra: dict[str, Any] = {}
    if args.buy_in is not None:
        extra["buy_in"] = args.buy_in
    extra.update(queens_wild=getattr(args, "queens_wild", True),
                 four_extra_card=getattr(args, "four_extra_card", "down"),
                 three_price=getattr(args, "three_price", "big_bet"),
                 low_chicago_ace=getattr(args, "low_chicago_ace", "high"),
                 swing_tie=getattr(args, "swing_tie", "loses"))
    games = fmt.games(variants[0]) if fmt is not None else variants
    for game in games:
        if args.seats > game.max_players:  # W4: Baseball fits six players
            raise SystemExit(f"studdesk host: {game.title} is for at most {game.max_players}"
                             f" players; use --seats {game.max_players} or fewer")
    try:
        config = GameConfig.preset(variants[0], small, big_bet=big, **extra)
    except ConfigError as exc:
        raise SystemExit(f"studdesk host: {exc}") from None
    interfaces = None
    if not args.no_mdns:
        interfaces = args.mdns_interface or default_interfaces(args.bind)
    options = HostOptions(
        name=args.name, config=config, seats=args.seats, timer=args.timer,
        time_bank=args.time_bank, password=args.password, approve=args.approve,
        hand_pause=args.hand_pause, think_ms=args.think_ms, bot_level=args.bot_level,
        admin_token=args.admin_token, data_dir=args.data_dir or data_dir(),
        advertise_on=interfaces, format=fmt, broke_bots=args.broke_bots,
        router=router_options(args), trustless=getattr(args, "trustless", False))
    refusal = trustless_refusal(options)
    if refusal is not None:
        raise SystemExit(f"studdesk host: {refusal}")
    return options


def cmd_host(args: argparse.Namespace) -> int:
    import asyncio
    import logging
    import signal
    import sqlite3

    from net.host import TableHost, run_table
    from net.invite import Invite
    from net.journal import ARCHIVE_HINT, JOURNAL_FILE, JournalError, archive_journal_if_unreadable
    from net.tls import TlsError, fingerprint_text

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    options = host_options(args)
    journal_path = Path(options.data_dir) / JOURNAL_FILE
    from net.journal import salvage_open_hand

    try:  # a hand half-written by a crash: voided, and the host deals on (TableHost says so)
        salvaged = salvage_open_hand(options.data_dir)
    except OSError as exc:
        print(f"studdesk host: cannot repair {journal_path}: {exc}", file=sys.stderr)
        return 1
    if salvaged is not None:
        print(f"studdesk host: {salvaged}", flush=True)
    if getattr(args, "archive_journal", False):
        try:
            moved = archive_journal_if_unreadable(options.data_dir)
        except OSError as exc:
            print(f"studdesk host: cannot move {journal_path} aside: {exc}", file=sys.stderr)
            return 1
        if moved is not None:
            print(f"studdesk host: the journal did not read; it is kept as {moved}, and a new"
                  " journal begins", flush=True)

    def ready(table: TableHost) -> None:
        kept = table.options  # a resumed session's own set-up (the journal keeps it)
        print(f"studdesk host: {kept.name!r} listening on {table.address}:{table.port}"
              f" ({kept.config.variant.value} {kept.config.stakes_label()},"
              f" {kept.seats} seats)", flush=True)
        if kept.format is not None:
            print(f"studdesk host: {format_line(kept.format, kept.config)}", flush=True)
        if kept.trustless:
            print("studdesk host: nobody deals: every device with a seat takes part in the deal"
                  " (a device that sends no key is not dealt in)", flush=True)
        print(f"studdesk host: journal in {options.data_dir}; the host's own connection uses the"
              f" token in {Path(options.data_dir) / 'host-token'}", flush=True)
        if table.router is not None:  # its lines as they come (the mapping is made meanwhile)
            table.router.follow(lambda line: print(f"studdesk host: {line}", flush=True))
        if table.web is not None:
            for url in table.web.urls():
                print(f"studdesk host: phones and browsers join at {url}", flush=True)
        if table.relay is not None:
            print(f"studdesk host: relay room {table.relay.address} (guests who cannot reach"
                  " this machine join through the relay)", flush=True)
        if table.restored_voided:
            print(f"studdesk host: hand(s) {table.restored_voided} were interrupted and voided;"
                  " every chip went back", flush=True)
        if table.setup is not None and table.core.resumed:
            print("studdesk host: the session goes on as it was set up (the journal keeps its"
                  " game, format, clock and access)", flush=True)
        # Last: the lines above come in the order they always did
        print(f"studdesk host: its identity (certificate fingerprint) is"
              f" {fingerprint_text(table.fingerprint)}", flush=True)

        def invite_line(invite: Invite) -> None:
            print(f"studdesk host: invite {invite.code()}", flush=True)

        if table.invite is not None:
            invite_line(table.invite)
        table.invite_listeners.append(invite_line)
        if table.web is not None:
            print("studdesk host: the invite is for desktops and bots; phones join on this"
                  " network only, at the web address above (plain http)", flush=True)

    def relay_event(text: str) -> None:
        print(f"studdesk host: {text}", flush=True)

    try:
        table = asyncio.run(run_table(options, args.bind, args.port, bots=args.bots, ready=ready,
                                      stop_signals=(signal.SIGINT, signal.SIGTERM),
                                      web_port=args.web_port,
                                      relay=getattr(args, "relay", None),
                                      relay_events=relay_event))
    except JournalError as exc:
        print(f"studdesk host: {exc}. {ARCHIVE_HINT}", file=sys.stderr)
        return 1
    except TlsError as exc:
        print(f"studdesk host: {exc}", file=sys.stderr)
        return 1
    except sqlite3.DatabaseError as exc:  # damage found later than the journal's own checks
        print(f"studdesk host: {JournalError(journal_path, exc)}. {ARCHIVE_HINT}",
              file=sys.stderr)
        return 1
    except OSError as exc:
        ports = f"{args.port}" + (f" and {args.web_port}" if args.web_port is not None else "")
        print(f"studdesk host: cannot listen on {args.bind}:{ports}: {exc}", file=sys.stderr)
        return 1
    print(f"studdesk host: stopped after {table.hands_played} hands", flush=True)
    from studdesk.engine.config import format_chips

    night = table.core.night
    if night is not None and night.tournament is not None:
        for place in night.standings().places:
            print(f"studdesk host: {place.place}. {place.name}"
                  f" {format_chips(place.prize)}", flush=True)
    return 0


def format_line(fmt: Any, config: Any) -> str:
    """One line on the night's format for the host's console."""
    from net.formats import variant_label
    from studdesk.engine.config import format_chips

    parts = ["sit-and-go" if fmt.tournament else "cash"]
    games = fmt.games(config.variant)
    if fmt.mode == "rotation":
        parts.append(f"{variant_label(games)} every {fmt.rotation.hands_per_game} hands")
    elif fmt.mode == "dealers_choice":
        parts.append(f"dealer's choice of {variant_label(games)}")
    if fmt.structure is not None:
        s = fmt.structure
        every = (f"{s.every_hands} hands" if s.every_hands is not None
                 else f"{s.every_seconds / 60:g} minutes")
        parts.append(f"{len(s.levels)} levels of {every}")
    if fmt.tournament:
        parts.append(f"{format_chips(fmt.starting_chips)} in chips each")
        if fmt.entry:
            parts.append(f"entry {format_chips(fmt.entry)}")
    return ", ".join(parts)


# ------------------------------------------------------------------------------ relay


def cmd_relay(args: argparse.Namespace) -> int:
    import asyncio
    import dataclasses
    import logging
    import signal

    from net.relay.server import RelayLimits, serve_relay

    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    changes = {name: value for name, value in (
        ("max_rooms", args.max_rooms), ("per_address", args.per_address),
        ("room_rate", args.room_rate)) if value is not None}
    limits = dataclasses.replace(RelayLimits(), **changes)

    def ready(relay: Any) -> None:
        print(f"studdesk relay: listening on {args.bind}:{relay.port} (at most"
              f" {limits.max_rooms} tables, {limits.per_address} connections an address,"
              f" {limits.room_rate:g} bytes a second a table)", flush=True)

    try:
        asyncio.run(serve_relay(args.bind, args.port, limits, ready=ready,
                                stop_signals=(signal.SIGINT, signal.SIGTERM)))
    except OSError as exc:
        print(f"studdesk relay: cannot listen on {args.bind}:{args.port}: {exc}",
              file=sys.stderr)
        return 1
    print("studdesk relay: stopped", flush=True)
    return 0


# ------------------------------------------------------------------------------ bot


def cmd_bot(args: argparse.Namespace) -> int:
    import asyncio
    import random

    from net.client import JoinError
    from studdesk.bots import make_bot

    invite = getattr(args, "invite", None)
    if invite is not None:
        first = invite.in_order()[0]
        host, port = first.host, first.port
        where = "any address of the invite"
    else:
        host, port = args.connect
        where = f"{host}:{port}"
    try:
        return asyncio.run(_play_bot(host, port, args, make_bot(args.level, random.Random())))
    except JoinError as exc:
        print(f"studdesk bot: {exc.message}", file=sys.stderr)
        return 1
    except (OSError, TimeoutError) as exc:
        print(f"studdesk bot: cannot reach {where}: {exc or 'no answer'}", file=sys.stderr)
        return 1


def answer_showdown_choice(client: Sender) -> bool:
    """A computer player asked to show or muck at a table nobody deals (its seat's auto-muck
    is off, its hand beaten: RULES.md S2) answers as the engine would with auto-muck on: it
    mucks (its cards are never opened, H3). True when it answered."""
    choice = client.table.showdown_choice
    if client.table.changes.showdown_choice is None or choice is None:
        return False
    client.show_or_muck(choice.seat, False, choice.hand)
    return True


async def _play_bot(host: str, port: int, args: argparse.Namespace, bot: Any) -> int:
    import asyncio
    import contextlib
    import signal

    from net import protocol as P
    from net.client import Client, ConnectionState

    ping = getattr(args, "ping_interval", 5.0)
    invite = getattr(args, "invite", None)
    options: dict[str, Any] = {"ping_interval": ping if ping and ping > 0 else 0,
                               "reconnect_timeout": getattr(args, "reconnect_window", 600.0)}
    if invite is not None:
        client = await Client.join_invite(invite, args.name, password=args.password, **options)
    else:
        client = await Client.connect(host, port, args.name, password=args.password, **options)
    host, port = client.host, client.port
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(client.leave()))
    asked_back: set[int] = set()  # seats a sit_back went out for, until the table shows it

    async def decide(seat: int, hand: int) -> None:
        await asyncio.sleep(max(0, args.think_ms) / 1000)
        v = client.table.view(seat)
        if v is None or v.hand != hand or not v.legal_actions:
            return
        me = v.me
        if me is not None and None in me.cards:
            # A table nobody deals whose host's word this device refused this hand: its own
            # down cards were never opened here. It checks, or folds, and plays on next hand.
            move = next((m for m in v.legal_actions if m.kind.value == "check"),
                        next((m for m in v.legal_actions if m.kind.value == "fold"),
                             v.legal_actions[0]))
        else:
            move = await asyncio.to_thread(bot.decide, v)
        client.act(seat, move, hand)

    def sit_back_in() -> None:
        """A computer player never means to sit out: when the host sat it out (two timeouts
        in a row, C3, e.g. while its connection was down), it asks to be dealt in again."""
        for seat in client.table.you:
            entry = client.table.seat_entry(seat)
            if entry is None:
                continue
            out = entry.sitting_out or entry.state == "sitting_out"
            if not out:
                asked_back.discard(seat)
            elif seat not in asked_back:
                asked_back.add(seat)
                client.sit_back(seat)

    def on_message(msg: Any) -> None:
        if msg is ConnectionState.RECONNECTING:
            print(f"studdesk bot: lost the connection to {host}:{port}; reconnecting",
                  file=sys.stderr, flush=True)
        elif msg is ConnectionState.OPEN:
            asked_back.clear()  # a new connection: ask again if the seat is still out
            print(f"studdesk bot: reconnected to {host}:{port}", file=sys.stderr, flush=True)
        elif isinstance(msg, P.Turn) and msg.seat in client.table.you:
            asyncio.ensure_future(decide(msg.seat, msg.hand))
        elif isinstance(msg, P.DealShowdown):
            answer_showdown_choice(client)
        elif isinstance(msg, P.AnteQuestion):
            client.ante(True, seat=msg.seat, hand=msg.hand)
        elif isinstance(msg, P.TableState) and client.table.you:
            sit_back_in()
            entry = client.table.seat_entry(client.table.you[0])
            summary = client.table.summary
            sng = summary is not None and summary.extra.get("format") == "sng"
            if entry is not None and entry.stack == 0 and msg.hand is None and not sng:
                client.rebuy(summary.buy_in if summary else 1)  # a sit-and-go: out is out
        elif isinstance(msg, P.Error) and msg.code in ("seat_taken", "table_full"):
            print(f"studdesk bot: {msg.message}", file=sys.stderr)

    client.add_listener(on_message)
    client.sit(args.seat)
    await client.wait_closed()
    return 0


# ------------------------------------------------------------------------------ tables


def _table_json(t: Any) -> dict[str, Any]:
    return {"name": t.name, "variant": t.variant, "stakes": t.stakes, "taken": t.taken,
            "seats": t.seats, "password": t.password, "addresses": list(t.addresses),
            "port": t.port, "protocol": t.protocol, "compatible": t.compatible,
            "version": t.version, "fingerprint": t.fingerprint}


def _table_line(t: Any) -> str:
    lock = " (password)" if t.password else ""
    note = "" if t.compatible else "  [needs another StudDesk version]"
    where = f"{t.addresses[0]}:{t.port}" if t.addresses else f"?:{t.port}"
    return f"{t.name}  {t.variant or '?'} {t.stakes}  {t.taken}/{t.seats}{lock}  {where}{note}"


def cmd_tables(args: argparse.Namespace) -> int:
    import json

    from net.discovery import browse_tables

    interfaces = args.mdns_interface or default_interfaces("0.0.0.0")
    if args.watch:
        return _watch_tables(interfaces, as_json=args.json)
    found = browse_tables(args.timeout, interfaces)
    if args.json:
        for t in found:
            print(json.dumps(_table_json(t)))
        return 0
    if not found:
        print("no tables found")
        return 0
    for t in found:
        print(_table_line(t))
    return 0


def _watch_tables(interfaces: list[str], *, as_json: bool) -> int:
    """``studdesk tables --watch``: a lobby on the terminal, until SIGINT or SIGTERM."""
    import json
    import signal
    import threading

    from net.discovery import TableBrowser

    stop = threading.Event()
    lock = threading.Lock()

    def report(event: str) -> Any:
        def callback(t: Any) -> None:  # the browser's threads
            line = (json.dumps({"event": event, **_table_json(t)}) if as_json
                    else f"{event}: {_table_line(t)}")
            with lock:
                print(line, flush=True)

        return callback

    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: stop.set())
    with TableBrowser(interfaces=interfaces, on_added=report("added"),
                      on_updated=report("updated"), on_removed=report("removed")):
        while not stop.wait(0.5):
            pass
    return 0


# ------------------------------------------------------------------------------ history


def cmd_history(args: argparse.Namespace) -> int:
    import sqlite3

    from net.journal import ARCHIVE_HINT, JOURNAL_FILE, Journal, JournalError, data_dir

    folder = args.data_dir or data_dir()
    path = Path(folder) / JOURNAL_FILE
    if not path.is_file():
        print(f"studdesk history: no journal in {folder}", file=sys.stderr)
        return 1
    try:
        journal = Journal(path)
        try:
            if args.standings:
                tournaments = journal.tournaments()
            else:
                hands = journal.hands(status="completed")
                deals = journal.hand_transcripts()
        finally:
            journal.close()
    except (JournalError, sqlite3.DatabaseError) as exc:
        error = exc if isinstance(exc, JournalError) else JournalError(path, exc)
        print(f"studdesk history: {error}. {ARCHIVE_HINT}", file=sys.stderr)
        return 1
    if args.standings:
        return print_standings(tournaments, as_json=args.json)
    args.export.mkdir(parents=True, exist_ok=True)
    checkable = 0
    for h in hands:
        if h.phh is None:
            continue
        name = f"session{h.session_id:03d}-hand{h.number:05d}"
        (args.export / f"{name}.phh").write_text(h.phh, encoding="utf-8")
        record = deals.get((h.session_id, h.number))
        if record is not None:  # a table nobody deals: its deal, for `studdesk check-deal`
            (args.export / f"{name}{DEAL_SUFFIX}").write_bytes(record)
            checkable += 1
    deal_note = f" ({checkable} with their deal's transcript)" if checkable else ""
    print(f"studdesk history: {len(hands)} hands written to {args.export}{deal_note}")
    return 0


def print_standings(tournaments: list[dict[str, Any]], *, as_json: bool) -> int:
    """``studdesk history --standings``: each tournament's places, best first (with ``--json``
    one object per tournament per line, ``"places": [{"place", "name", "prize"}, ...]``)."""
    import json

    from studdesk.engine.config import format_chips

    for t in tournaments:
        if as_json:
            print(json.dumps({
                "tournament": t["id"], "session": t["session"], "table": t["table"],
                "games": t["format"].get("games", []), "mode": t["format"].get("mode"),
                "entrants": len(t["entrants"]), "entry": t["entry"],
                "starting_chips": t["starting_chips"], "pool": t["pool"],
                "finished": t["finished"],
                "places": [{"place": p["place"], "name": p["name"], "prize": p["prize"]}
                           for p in t["places"]]}))
            continue
        state = "" if t["finished"] else " (not finished)"
        print(f"Tournament {t['id']} at {t['table']!r}: {len(t['entrants'])} players,"
              f" pool {format_chips(t['pool'])}{state}")
        for p in t["places"]:
            prize = f"  {format_chips(p['prize'])}" if p["prize"] else ""
            print(f"  {p['place']:>2}. {p['name']}{prize}")
    if not tournaments and not as_json:
        print("no tournaments in the journal")
    return 0

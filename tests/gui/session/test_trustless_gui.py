"""The desktop at a table nobody deals (net/TRUSTLESS.md § 11): its network session
(NetSession) over the client model that is this computer's device, fed by the stand-in host of
tests/net/test_trustless_client.py (the real host's side of the deal, every message framed and
parsed). The host sends this seat's down cards hidden; the window shows them face up to their
owner, as this device opened them, and keeps them in its hand history. Rendered offscreen to
PNG."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from net import protocol as P
from net.client import ClientTable, Sender
from studdesk.engine.events import CardsShown, HandMucked, Street
from studdesk.gui.app import MainWindow
from studdesk.gui.session.net_session import NetSession
from tests.net.test_trustless_client import StandInHost, bots, passive

from ..helpers import down_faces

pytestmark = pytest.mark.timeout(120)


class _Feed:
    """What NetSession reads of its client: the table model (the stand-in host feeds it)."""

    def __init__(self, table: ClientTable) -> None:
        self.table = table
        self.final_error: P.Error | None = None


class FedSession(NetSession):
    """A NetSession whose connection is the stand-in host's: nothing to open."""

    def start(self) -> None:
        return


def test_the_window_shows_this_devices_own_down_cards_at_a_table_nobody_deals(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    host = StandInHost({"p2": 2, "p3": 3})
    table = host.clients["p2"]
    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    session.client = _Feed(table)  # type: ignore[assignment]
    window = MainWindow(settings)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(1280, 800)
    window.show()
    tw = window.open_session(session)
    host.listeners["p2"] = session._on_client  # the client's listener, as Client calls it
    rng = random.Random(4)
    decide = bots(4)

    def calls(name: str, v: Any) -> Any:  # the bot passes: to see fifth street with p2 in
        call = next((m for m in v.legal_actions if m.kind.value in ("check", "call")), None)
        return call.action() if call is not None else decide(name, v)

    hand = host.begin(1, {1: 400, 2: 400, 3: 400})
    while not hand.is_complete and hand.street < Street.FIFTH:
        assert host.step(rng, calls)
    assert not hand.is_complete and not hand.player(2).folded
    own = table.own_down_cards(2)
    assert len(own) == 2 and None not in own
    def on_street() -> bool:
        seen = tw.model.focus_view()
        return seen is not None and seen.street == hand.street

    qtbot.waitUntil(on_street, timeout=10_000)
    v = tw.model.focus_view()
    assert v is not None
    me = v.seat(2)
    assert [c for c, up in zip(me.cards, me.face_up, strict=True) if not up] == own
    qtbot.waitUntil(lambda: sorted(map(str, down_faces(tw))) == sorted(map(str, own)),
                    timeout=10_000)
    for other in (1, 3):  # another device's down cards: backs
        them = v.seat(other)
        assert all(c is None for c, up in zip(them.cards, them.face_up, strict=True) if not up)
    entry = tw.journal.current  # the hand history has them too (from the filled events)
    assert entry is not None and entry.hand == 1
    assert [c for c, up in entry.seats[2].cards if not up] == [str(c) for c in own]
    assert all(c is None for s in (1, 3) for c, up in entry.seats[s].cards if not up)
    image = window.grab().toImage()
    path = tmp_path / "trustless-table.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    out = Path("/tmp/tclient")
    if out.is_dir():  # to look at (tclient's helper folder, when present)
        image.save(str(out / "trustless-table.png"))
    session.client = None
    window.close_table()


def test_a_seat_not_dealt_in_for_want_of_a_key_is_told_why_in_its_language(
        qapp: Any, english_afterwards: Any) -> None:
    from studdesk.gui.text.i18n import install_language

    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    assert session.notice_line("no_deal_key", 3) == (
        "You are not dealt in: at this table nobody deals, and this computer has not given "
        "its share of the deal yet.")
    assert install_language("pl")
    assert session.notice_line("no_deal_key", 3).startswith("Nie bierzesz udziału w rozdaniu")


def test_a_voided_hand_at_a_table_nobody_deals_is_not_said_to_be_a_restart(
        qapp: Any, english_afterwards: Any) -> None:
    """There a hand is void also when a device cheated or its deal could not start: the line
    says it is void, not that the table stopped."""
    from studdesk.gui.text.i18n import install_language

    host = StandInHost({"p2": 2})
    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    assert session.notice_line("hand_voided", 7).startswith("Hand #7 was cut short when")
    session.client = _Feed(host.clients["p2"])  # type: ignore[assignment]
    assert session.notice_line("hand_voided", 7) == (
        "Hand #7 is void: every chip went back to where it was when it started.")
    assert install_language("cs")
    assert session.notice_line("hand_voided", 7).startswith("Rozdání č. 7 je neplatné")


@pytest.mark.skipif("trustless" not in __import__("net.host").host.HostOptions.__dataclass_fields__,
                    reason="the table core has no table nobody deals (tcore's branch)")
def test_the_desktop_joins_a_real_table_nobody_deals_and_sees_its_own_down_cards(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """Over loopback TCP to the real host (its own two computer players are its device): the
    desktop is a device of its own; mid-hand its window shows its down cards face up, as its
    device opened them (the host sent them hidden), and the host's seats' as backs."""
    from net.host import HostOptions, HostThread
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.session.net_session import open_network_session

    from ..nethelpers import FAST, main_window, offered, shut

    options = HostOptions(name="Nobody deals", config=GameConfig.preset(Variant.STUD, 200),
                          timer=30.0, hand_pause=0.05, think_ms=0, seats=4,
                          trustless=True)  # type: ignore[call-arg]
    host = HostThread(options, "127.0.0.1", 0, bots=2)
    host.start()
    try:
        window = main_window(qtbot, settings)
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        session = open_network_session("127.0.0.1", host.port, name="Dora", settings=settings,
                                       pace=FAST)
        tw = window.open_session(session)
        qtbot.waitUntil(lambda: session.client is not None and bool(session.held_seats()),
                        timeout=30_000)
        client = session.client
        assert client is not None
        seat = session.held_seats()[0]

        def mid_hand() -> bool:  # our turn, with our down cards on the felt
            own = client.table.own_down_cards(seat)
            return offered(tw) and len(own) >= 2 and None not in own and sorted(
                map(str, down_faces(tw))) == sorted(map(str, own))

        qtbot.waitUntil(mid_hand, timeout=60_000)
        v = tw.model.focus_view()
        assert v is not None and client.table.device.problem == ""
        for s in v.seats:
            if s.seat != seat and not s.shown:
                assert all(c is None for c, up in zip(s.cards, s.face_up, strict=True)
                           if not up)
        image = window.grab().toImage()
        assert image.save(str(tmp_path / "trustless-real.png"))
        out = Path("/tmp/tclient")
        if out.is_dir():
            image.save(str(out / "trustless-real.png"))
        shut(window)
    finally:
        host.stop()


class _Wire(Sender):
    """The connection's send helpers over the stand-in host's model: what they send is kept
    (the test hands it to the host)."""

    def __init__(self, table: ClientTable) -> None:
        self.table = table
        self.final_error: P.Error | None = None
        self.sent: list[P.ClientMessage] = []

    def _send(self, msg: P.ClientMessage) -> None:
        self.sent.append(msg)


class _Loop:
    """The session's network loop, here the GUI thread itself: ``call_soon`` calls at once."""

    def call_soon(self, fn: Any, *args: Any) -> None:
        fn(*args)


def test_the_window_asks_a_player_without_auto_muck_to_show_or_muck_and_sends_the_answer(
        qtbot: Any, settings: Any, tmp_path: Path) -> None:
    """S2 at a table nobody deals: this device waits for its player (auto-muck off, a beaten
    hand the rules let it muck); the window offers Show and Muck on the action bar, as at any
    other table's showdown, with the clock on the seat; the click goes to the device, which
    sends the decision (a muck: nothing else, H3; a show: the cards' tokens)."""
    host = StandInHost({"p2": 2}, host_seats=(1, 3, 4))
    host.host_passive = True
    host.auto_muck = {2: False}
    table = host.clients["p2"]
    wire = _Wire(table)
    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    session.client = wire  # type: ignore[assignment]
    session.net = _Loop()  # type: ignore[assignment]
    window = MainWindow(settings)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(1280, 800)
    window.show()
    tw = window.open_session(session)
    host.listeners["p2"] = session._on_client
    bar = tw.action_bar
    stacks = {1: 4000, 2: 4000, 3: 4000, 4: 4000}
    answered: list[bool] = []
    for number in range(1, 40):
        if len(answered) == 2:
            break
        show = bool(answered)  # a muck first, then a show
        hand = host.begin(number, stacks)
        asked = False
        while not hand.is_complete:
            if host.step(random.Random(number), passive):
                continue
            assert table.showdown_choice is not None and host.deal.waiting == ["p2"]
            asked = True

            def offered() -> bool:
                return bar.pages.currentIndex() == bar.PAGE_BUTTONS and bar.seat == 2 \
                    and [b.text() for b in bar.buttons] == ["Show", "Muck"]

            qtbot.waitUntil(offered, timeout=20_000)
            assert [m.kind.value for m in bar.legal] == ["show", "muck"]
            if not answered:
                image = window.grab().toImage()
                path = tmp_path / "trustless-show-or-muck.png"
                assert image.save(str(path)) and path.stat().st_size > 10_000
                out = Path("/tmp/tdecide")
                if out.is_dir():  # to look at
                    image.save(str(out / "trustless-show-or-muck.png"))
            qtbot.mouseClick(bar.buttons[0 if show else 1], Qt.MouseButton.LeftButton)
            assert [type(m) for m in wire.sent] == [P.DealShowdown] + [P.DealTokens] * show
            assert table.showdown_choice is None
            sent, wire.sent = wire.sent, []
            assert host.answer("p2", sent)
            answered.append(show)
        if asked:
            seen = {type(e) for e in hand.events
                    if isinstance(e, CardsShown | HandMucked) and e.seat == 2}
            assert seen == {CardsShown if show else HandMucked}
            assert hand.result is not None
            assert sum(hand.result.stacks.values()) == sum(stacks.values())
    assert answered == [False, True]
    qtbot.waitUntil(lambda: bar.pages.currentIndex() != bar.PAGE_BUTTONS, timeout=20_000)
    session.client = None
    session.net = None
    window.close_table()


@pytest.mark.slow
def test_a_desktop_without_auto_muck_answers_show_or_muck_at_a_real_table_nobody_deals(
        qtbot: Any, settings: Any) -> None:
    """Over loopback TCP to the real host (its computer players are its device): the desktop,
    auto-muck off, plays on with the passive buttons; when a beaten hand reaches the showdown
    its window offers Show and Muck, the click (Muck) goes out through the connection, and the
    host takes it: the hand ends with that seat's hand mucked, none of its down cards opened."""
    from net.host import HostOptions, HostThread
    from studdesk.engine.config import GameConfig, Variant
    from studdesk.gui.session.net_session import open_network_session

    from ..nethelpers import FAST, click_passive, main_window, offered, shut

    settings.set_value("auto_muck", False)
    options = HostOptions(name="Nobody deals", config=GameConfig.preset(Variant.STUD, 200),
                          timer=30.0, hand_pause=0.05, think_ms=0, seats=4,
                          trustless=True)  # type: ignore[call-arg]
    host = HostThread(options, "127.0.0.1", 0, bots=3)
    host.start()
    try:
        window = main_window(qtbot, settings)
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
        session = open_network_session("127.0.0.1", host.port, name="Dora", settings=settings,
                                       pace=FAST)
        tw = window.open_session(session)
        asked: list[int] = []
        session.turn_started.connect(lambda seat, ms, legal: asked.append(seat) if [
            m.kind.value for m in legal] == ["show", "muck"] else None)
        qtbot.waitUntil(lambda: session.client is not None and bool(session.held_seats()),
                        timeout=30_000)
        client = session.client
        assert client is not None
        seat = session.held_seats()[0]
        bar = tw.action_bar
        deadline = time.monotonic() + 240
        while not asked:
            assert time.monotonic() < deadline, "no hand asked this seat to show or muck"
            qtbot.waitUntil(lambda: offered(tw) or bool(asked), timeout=120_000)
            if not asked:
                click_passive(qtbot, tw)
        hand = client.table.hand
        qtbot.waitUntil(lambda: offered(tw) and bar.button_texts() == ["Show", "Muck"],
                        timeout=30_000)
        assert client.table.showdown_choice is not None
        qtbot.mouseClick(bar.buttons[1], Qt.MouseButton.LeftButton)
        events = client.table.log

        def mucked() -> bool:
            return any(h == hand and isinstance(e, HandMucked) and e.seat == seat
                       for h, e in events)

        qtbot.waitUntil(mucked, timeout=30_000)
        assert not any(h == hand and isinstance(e, CardsShown) and e.seat == seat
                       for h, e in events)
        assert client.table.device.problem == ""
        shut(window)
    finally:
        host.stop()

"""RULES.md H3 on the host's own screens: the host is a player, so every window of the desktop
that reads hands (the history browser and its replayer over the journal, *Last hand*, its replay
and its export) shows a hand as the host's own seat saw it. The journal keeps every card (the
operator's ``studdesk history --export`` writes it whole, for audits); no screen shows a card
nobody was shown, such as the down cards of a winner nobody called.

A desktop-hosted table with its journal in a temporary folder, its table core in this process on
a fake clock (no socket): the host plays by clicking its action bar, a friend plays from a second
connection. Hand 1: the friend bets on
4th street and the host folds; hand 2: the host bets and the friend folds; hand 3 goes to the
showdown."""

from __future__ import annotations

import argparse
import uuid
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from net import protocol as P
from net.client import Client
from net.commands import cmd_history
from net.journal import Journal
from studdesk.engine.actions import ActionKind
from studdesk.engine.cards import HIDDEN
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import Event
from studdesk.gui.app import MainWindow
from studdesk.gui.history.browser import HistoryBrowser
from studdesk.gui.history.last_hand import LastHandWindow
from studdesk.gui.history.replayer import ReplayerWindow
from studdesk.gui.history.steps import HandReplay
from studdesk.gui.session.core_session import CoreSession
from studdesk.gui.session.setup import HostSettings, NetworkPlaces
from studdesk.gui.table.window import TableWindow

from ..helpers import plain
from ..nethelpers import FAST, fake_clock_of, host_on_fake_clock, offered, wait_for

pytestmark = pytest.mark.timeout(180)

FRIEND = "Boris"
HANDS = 3


class Friend:
    """A second player on its own connection (``client``, welcomed): passive, but in hand 1 it
    bets from 4th street on and in hand 2 it folds to a bet there; it never shows a hand nobody
    called."""

    def __init__(self, client: Client) -> None:
        self.client = client
        self.seat: int | None = None
        self.client.add_listener(self._heard)
        self.client.sit()

    def _heard(self, msg: object) -> None:
        if not isinstance(msg, P.Turn) or msg.seat not in self.client.table.you:
            return
        self.seat = msg.seat
        view = self.client.table.view(msg.seat)
        street = int(view.street) if view is not None else 3
        kinds = {a.action: a for a in msg.actions}
        order = ["check", "call", "bring_in"]
        if street >= 4 and msg.hand == 1:
            order = ["bet", "raise", "call", "check"]
        elif street >= 4 and msg.hand == 2:
            order = ["check", "fold"]
        choice = next(kinds[k] for k in order + list(kinds) if k in kinds)
        self.client.act(msg.seat, choice, msg.hand)


def _host_moves(qtbot: Any, table: TableWindow, records: list, streets: dict[int, int]) -> None:
    """The host's clicks: passive, but in hand 1 it folds to a bet from 4th street on and in
    hand 2 it bets there."""
    bar = table.action_bar
    turns: list[int] = []  # every turn the table announced (the friend's answer may come at once)
    table.session.turn_started.connect(lambda seat, *_: turns.append(seat))
    while len(records) < HANDS:
        wait_for(qtbot, table, lambda: len(records) >= HANDS or offered(table), seconds=60)
        if len(records) >= HANDS:
            return
        hand = max(streets) if streets else 1
        street = streets.get(hand, 3)
        order = [ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.MUCK]
        if street >= 4 and hand == 1:
            order = [ActionKind.CHECK, ActionKind.FOLD]  # checks first: folds only to a bet
        elif street >= 4 and hand == 2:
            order = [ActionKind.BET, ActionKind.RAISE, ActionKind.CALL, ActionKind.CHECK]
        button = next(b for b in map(bar.button_for, order) if b is not None)
        told = len(turns)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        wait_for(qtbot, table, lambda n=told: not offered(table) or len(turns) > n
                 or len(records) >= HANDS, seconds=20)


def _secrets(phh: str, friend_seat: int) -> set[str]:
    """The friend's down cards the full record names and no one was shown."""
    whole = HandReplay.from_text(phh)
    assert whole.ok, whole.error
    events = [plain(ev) for step in whole.steps for ev in step.events]
    shown = {c for ev in events if ev["type"] == "cards_shown" and ev["seat"] == friend_seat
             for c in ev["cards"]}
    return {ev["card"] for ev in events if ev["type"] == "card_dealt"
            and ev["seat"] == friend_seat and not ev["face_up"]} - shown - {HIDDEN}


def _check_replay(replay: HandReplay, host_seat: int, secret: set[str]) -> None:
    """The replay's events: the host's own cards whole, none of ``secret``."""
    assert replay.ok, replay.error
    events = [plain(ev) for step in replay.steps for ev in step.events]
    dealt = [ev for ev in events if ev["type"] == "card_dealt"]
    assert all(ev["card"] != HIDDEN for ev in dealt if ev["seat"] == host_seat)
    named = {ev["card"] for ev in dealt} | {c for ev in events if ev["type"] == "cards_shown"
                                            for c in ev["cards"]}
    assert not named & secret


def _check_window(window: ReplayerWindow, host_seat: int, friend_seat: int,
                  secret: set[str], shown: set[str]) -> None:
    """Every step of the replayer's table: the host's cards face, the friend's unshown down
    cards backs; at the end every card shown at the showdown is there."""
    window.set_speed(0.0)
    _check_replay(window.replay, host_seat, secret)
    seen_host = 0
    for n in range(window.replay.last + 1):
        window.go_to(n)
        for item in window.scene.seat_cards(friend_seat):
            assert item.card not in secret
            if not item.face_up and item.card is not None:
                assert item.card in shown
        host_cards = window.scene.seat_cards(host_seat)
        assert all(item.card is not None for item in host_cards)
        seen_host += len(host_cards)
    assert seen_host > 0  # the host's cards were on the table
    faces = {item.card for seat in (host_seat, friend_seat)
             for item in window.scene.seat_cards(seat)}
    assert shown <= faces  # a hand shown at the showdown is shown


def test_h3_the_hosts_screens_show_no_card_nobody_was_shown(qtbot, settings, tmp_path,
                                                             monkeypatch):
    host_on_fake_clock(monkeypatch)
    folder = tmp_path / "desktop-table"
    pace = replace(FAST, timer=60.0, hand_pause=0.3)
    window = MainWindow(settings, pace=pace,
                        network=NetworkPlaces("127.0.0.1", 0, (), (), folder))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    table = window.host_table(HostSettings(
        name=f"H3 table {uuid.uuid4().hex[:6]}", config=GameConfig.preset(Variant.STUD, 200),
        seats=2, bots=0, bot_level="easy", action_timer_s=60, time_bank_s=0, password="",
        approve_joins=False))
    assert isinstance(table, TableWindow)
    records: list = []
    table.session.hand_recorded.connect(records.append)
    streets: dict[int, int] = {}

    def follow(_seat: int, got: Event) -> None:
        ev = plain(got)
        if ev.get("type") == "hand_started":
            streets[int(ev["hand"])] = 3
        elif ev.get("type") == "street_started" and streets:
            streets[max(streets)] = int(ev["street"])

    table.session.event_received.connect(follow)
    core = fake_clock_of(table)
    assert isinstance(core, CoreSession) and core.local is not None
    friend = Friend(core.local.connect(FRIEND))
    _host_moves(qtbot, table, records, streets)
    wait_for(qtbot, table, lambda: table.journal.entry(HANDS) is not None
             and table.journal.entry(HANDS).complete, seconds=20)
    host_seat = table.held[0]
    friend_seat = friend.seat
    assert friend_seat is not None and friend_seat != host_seat
    journal = table.journal
    window.close()
    for session in window._closing:
        assert session.wait_closed(20), "the table did not shut down"

    # The journal keeps every card; the operator's export writes it whole (for audits).
    store = Journal.open(folder)
    try:
        full = {h.number: h.phh for h in store.hands(status="completed") if h.phh}
    finally:
        store.close()
    assert sorted(full)[:HANDS] == [1, 2, 3]
    secrets = {n: _secrets(full[n], friend_seat) for n in (1, 2, 3)}
    assert secrets[1] and secrets[2]  # nobody called the friend in 1; it folded in 2
    exported = tmp_path / "audit"
    cmd_history(argparse.Namespace(data_dir=folder, export=exported, standings=False,
                                   json=False))
    audit = (exported / "session001-hand00001.phh").read_text(encoding="utf-8")
    assert all(card in audit for card in secrets[1])

    shown3 = {c for step in HandReplay.from_text(full[3]).steps for ev in map(plain, step.events)
              if ev["type"] == "cards_shown" for c in ev["cards"]}
    assert shown3  # hand 3 went to the showdown
    shown = {1: set(), 2: set(), 3: shown3}

    # The lobby's Hand history over the data folder, and its replayer.
    browser = HistoryBrowser([tmp_path])
    qtbot.addWidget(browser)
    rows = {r.number: r for r in browser.library.rows}
    assert set(rows) >= {1, 2, 3}
    replayer = browser.replay_row(rows[1])
    assert isinstance(replayer, ReplayerWindow)
    for n in (1, 2, 3):
        replayer.go_to_hand([r.number for r in browser.proxy.rows()].index(n))
        _check_window(replayer, host_seat, friend_seat, secrets[n], shown[n])
    replayer.close()

    # Last hand: the list and the card, its replay and its export.
    last = LastHandWindow(journal)
    qtbot.addWidget(last)
    for n in (1, 2, 3):
        entry = journal.entry(n)
        assert entry is not None and entry.phh
        last.select_hand(n)
        faces = set(last.detail.card_faces().get(friend_seat, []))
        assert not faces & secrets[n]
        assert all(card is not None for card, _up in entry.seats[host_seat].cards)
        _check_replay(HandReplay.from_text(entry.phh), host_seat, secrets[n])
        again = last.replay(entry)
        _check_window(again, host_seat, friend_seat, secrets[n], shown[n])
        out = last.export_to(tmp_path / f"mine-{n}.phh", entry)
        _check_replay(HandReplay.from_text(Path(out).read_text(encoding="utf-8")), host_seat,
                      secrets[n])
    last.close()


def test_h3_a_journal_shows_each_hand_to_the_seats_the_hosts_own_connection_held(tmp_path):
    """The host's own connection is client 1 (net.table.state); a hotseat host played under
    several names on one screen, so its hands are shown as a spectator saw them (as its Last
    hand shows them); a host that never sat sees no down card either."""
    import sqlite3

    from studdesk.engine.phh import HandHeader
    from studdesk.engine.visibility import SPECTATOR, Viewer
    from studdesk.gui.history.library import host_accounts, host_viewer

    journal = Journal.open(tmp_path)
    try:
        journal.resume("Solo", {})
        journal.add_player(1, "Ann", "hash-a")
        journal.add_player(0, "Bot", None, is_bot=True, bot_level="easy")
        journal.add_player(2, "Dora", "hash-d")
        journal.end_session()
        journal.resume("Hotseat", {})
        journal.add_player(1, "Ann", "hash-a")
        journal.add_player(1, "Emil", "hash-a")
    finally:
        journal.close()
    db = sqlite3.connect(tmp_path / "journal.sqlite3")
    try:
        hosts = host_accounts(db)
    finally:
        db.close()
    assert hosts == {1: frozenset({"Ann"}), 2: frozenset({"Ann", "Emil"})}
    head = HandHeader(path="x", players=("Dora", "Ann", "Bot"), seats=(2, 5, 7))
    assert host_viewer(head, hosts[1]) == Viewer.of(5)
    assert host_viewer(head, hosts[2]) == SPECTATOR
    assert host_viewer(head, frozenset()) == SPECTATOR  # the host watched, or ran headless
    empty = sqlite3.connect(":memory:")
    assert host_accounts(empty) == {}  # no players table: nobody's cards
    empty.close()

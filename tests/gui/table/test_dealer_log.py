"""The dealer log model: engine events in, the dealer's lines out, worded again when the
language changes (a real Qt translator), and the one list both the table window and the hand
replayer show."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont

from studdesk.gui.table.dealer_log import (
    DealerLog,
    DealerLogView,
    LineKind,
    LogLine,
    ToldEvent,
    ToldFlush,
)
from studdesk.gui.text import i18n
from studdesk.gui.text.placeholders import fmt

from ..helpers import event

HAND = [
    {"type": "hand_started", "hand": 7, "variant": "stud", "seats": [1, 3, 5],
     "names": ["Anna", "Ben", "Cleo"], "stacks": [2000, 2000, 2000]},
    {"type": "ante_posted", "seat": 1, "amount": 40},
    {"type": "ante_posted", "seat": 3, "amount": 40},
    {"type": "ante_posted", "seat": 5, "amount": 40},
    {"type": "street_started", "street": 3},
    {"type": "action_taken", "seat": 3, "action": "bring_in", "amount": 50, "to": 50},
    {"type": "action_taken", "seat": 5, "action": "fold"},
]
ENGLISH = ["Hand #7: Seven Card Stud", "Antes: 0.40 from each of 3 players",
           "— 3rd street —", "Ben brings in for 0.50", "Cleo folds"]
POLISH = ["Rozdanie nr 7: Siedmiokartowy Stud", "Ante: 0,40 od każdego z 3 graczy",
          "— trzecia ulica —", "Ben otwiera za 0,50", "Cleo pasuje"]


def _told(log: DealerLog) -> None:
    for data in HAND:
        log.tell(event(data))


def test_events_in_lines_out_each_of_its_kind(qapp) -> None:
    log = DealerLog()
    added: list[tuple[LogLine, ...]] = []
    log.added.connect(added.append)
    log.tell(event(HAND[0]))
    for data in HAND[1:4]:
        assert log.tell(event(data)) == ()  # the antes wait to be told as one line
    later = [log.tell(event(data)) for data in HAND[4:]]
    assert log.texts() == ENGLISH
    assert [line.kind for line in log.lines] == [LineKind.DEALER, LineKind.DEALER,
                                                LineKind.STREET, LineKind.DEALER,
                                                LineKind.DEALER]
    assert [line for batch in added for line in batch] == list(log.lines)
    assert later[0] == (LogLine(ENGLISH[1]), LogLine(ENGLISH[2], LineKind.STREET))


def test_the_table_own_lines_and_a_timeout(qapp) -> None:
    log = DealerLog()
    log.tell_table("Emil sits down in seat 5.")
    _told(log)
    log.tell(event({"type": "action_taken", "seat": 1, "action": "fold"}), timeout=True)
    assert log.lines[0] == LogLine("Emil sits down in seat 5.", LineKind.TABLE)
    assert log.texts()[1:] == ENGLISH + ["Anna folds"]


def test_a_replay_step_is_flushed_and_strong(qapp) -> None:
    """A replay's first step stops after the antes: they are told at the step's end."""
    log = DealerLog()
    log.replace([ToldEvent(event(data)) for data in HAND[:4]] + [ToldFlush()]
                + [ToldEvent(event(HAND[4]), strong=True), ToldFlush(strong=True)])
    assert log.texts() == ENGLISH[:3]
    assert [line.strong for line in log.lines] == [False, False, True]
    log.clear()
    assert log.texts() == [] and not log.told


def test_a_language_change_rewords_the_whole_log(qtbot, language_restored) -> None:
    log = DealerLog()
    view = DealerLogView(log)
    qtbot.addWidget(view)
    log.tell_table("Emil sits down in seat 5.")  # the host's words: kept as written
    log.tell_table(lambda: fmt(QCoreApplication.translate("TableWindow", "Connection lost: %1"),
                               "the host left"))  # worded again
    _told(log)
    assert view.log_lines() == ["Emil sits down in seat 5.", "Connection lost: the host left",
                                *ENGLISH]
    assert i18n.install_language("pl")
    qtbot.waitUntil(lambda: view.log_lines()[2:] == POLISH)
    assert log.texts() == view.log_lines()
    assert view.log_lines()[:2] == ["Emil sits down in seat 5.",
                                    "Utracono połączenie: the host left"]
    log.tell(event({"type": "action_taken", "seat": 1, "action": "call", "amount": 50,
                    "to": 50}))
    assert view.log_lines()[-1] == "Anna sprawdza 0,50"  # the names survive the rewording
    assert i18n.install_language("en")
    qtbot.waitUntil(lambda: view.log_lines()[2:] == [*ENGLISH, "Anna calls 0.50"])


def test_the_log_keeps_its_last_lines_and_draws_each_kind(qtbot) -> None:
    log = DealerLog(limit=4, memory=6)
    view = DealerLogView(log)
    qtbot.addWidget(view)
    log.tell_table("Emil sits down in seat 5.")
    _told(log)
    assert view.log_lines() == log.texts() == ENGLISH[1:]
    assert len(log.told) == 6  # the oldest (the table's line, the deal) forgotten
    log.retell()  # the hand's first event, with the names, is forgotten too
    assert log.texts() == [*ENGLISH[1:3], "Seat 3 brings in for 0.50", "Seat 5 folds"]
    log.learn_names({3: "Ben", 5: "Cleo"})  # as the table's view and status tell them
    log.retell()
    assert view.log_lines() == log.texts() == ENGLISH[1:]
    log.replace([ToldEvent(event(data)) for data in HAND[:5]] + [ToldFlush(strong=True)])
    log.tell_table("Emil sits down in seat 5.")
    street, table = view.item(2), view.item(3)
    assert street.foreground().color() == DealerLogView.STREET_COLOUR
    assert table.foreground().color() == DealerLogView.TABLE_COLOUR
    assert table.font().italic() and not table.font().bold()
    assert not QFont(view.item(0).font()).bold()


def test_the_table_window_and_the_replayer_show_one_dealer_log(qtbot, settings) -> None:
    """The window's log is its feed's model, told as the felt gets to each event; the
    replayer words the same hand with the same model and list, the shown step in bold."""
    from studdesk.gui.history.replayer import ReplayerWindow
    from studdesk.gui.history.steps import HandReplay

    from ..helpers import Turns, session, table_window

    s = session({1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"})
    table = table_window(qtbot, s, settings)
    table.set_animation_speed(0)
    records = []
    s.hand_recorded.connect(records.append)
    turns = Turns(s)
    s.start()
    turns.play_out()
    qtbot.waitUntil(lambda: bool(records) and table.feed.player.is_idle())
    assert type(table.log) is DealerLogView and table.log.dealer_log is table.feed.dealer_log
    lines = table.log_lines()
    assert lines == table.feed.dealer_log.texts()
    assert any(line.startswith("Antes: ") for line in lines)

    replayer = ReplayerWindow(HandReplay.from_text(records[0].phh))
    qtbot.addWidget(replayer)
    assert type(replayer.log) is DealerLogView
    replayer.go_to(replayer.replay.last)
    shown = replayer.log_lines()
    assert shown == replayer.dealer_log.texts()
    hand = lines[next(i for i, line in enumerate(lines) if line.startswith("Hand #")):]
    assert shown[1:4] == hand[1:4]  # the antes, the street, the bring-in: the same words
    strong = [line.strong for line in replayer.dealer_log.lines]
    assert strong[-1] and not strong[0]

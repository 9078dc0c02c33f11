"""Tables for GUI tests: stacked decks and scripted computer players at the real table core in
this process, on a fake clock (:func:`studdesk.gui.tools.scenes.practice_table`, shared with
``studdesk shots``), and what the GUI tests share about the window on such a table."""

from __future__ import annotations

import array
from typing import Any

from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import HIDDEN
from studdesk.engine.events import EVENT_TYPES, Event, event_from_dict, event_to_dict
from studdesk.gui.session.core_session import CoreSession
from studdesk.gui.session.table_session import TableSession
from studdesk.gui.table.event_player import EventPlayer
from studdesk.gui.table.feed import TableFeed
from studdesk.gui.table.scene import TableScene
from studdesk.gui.table.window import TableWindow
from studdesk.gui.text.part_shown import PartShown
from studdesk.gui.tools.scenes import practice_table as session

__all__ = ["RecordingBackend", "Turns", "down_faces", "event", "feed_of", "plain", "session",
           "table_window", "text_room"]


class Turns:
    """Records turn notices of a session."""

    def __init__(self, s: CoreSession) -> None:
        self.session = s
        self.seen: list[tuple[int, int, tuple[LegalAction, ...]]] = []
        s.turn_started.connect(self._on_turn)

    def _on_turn(self, seat: int, deadline: int, legal: object) -> None:
        self.seen.append((seat, deadline, tuple(legal or ())))  # type: ignore[call-overload]

    @property
    def last(self) -> tuple[int, int, tuple[LegalAction, ...]]:
        return self.seen[-1]

    def act(self, kind: ActionKind, index: int = 0) -> LegalAction:
        seat, _, legal = self.last
        move = [m for m in legal if m.kind is kind][index]
        self.session.send_action(seat, move)
        return move

    def play_out(self) -> None:
        """Check, or call when there is a bet, at every turn until the hand is over."""
        while self.session.hand is not None and not self.session.hand.is_complete:
            kinds = [m.kind for m in self.last[2]]
            self.act(ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL)


_DEFAULTS: dict[str, Any] = {
    "hand": 1, "variant": "stud", "seats": [], "names": [], "stacks": [], "net": [], "pots": [],
    "ranks": [], "seat": 1, "amount": 0, "to": 0, "all_in": False, "street": 3, "card": "??",
    "face_up": False, "count": 0, "cards": [], "high": None, "low": None, "pot": 0,
    "half": "whole", "hand_name": None, "action": "check",
}


def event(data: dict[str, Any]) -> Event:
    """The engine event a test writes in the plain form (``{"type": "action_taken", "seat": 3}``),
    the fields it leaves out at a plain default (seat 1, no chips, 3rd street, a hidden card ...);
    read by the engine's own :func:`event_from_dict`, so a wrong field is an error."""
    cls = EVENT_TYPES[data["type"]]
    names = set(cls.__dataclass_fields__)
    if "card" in data and data["card"] is None:  # a card this receiver may not see
        data = {**data, "card": HIDDEN}
    return event_from_dict({**{k: v for k, v in _DEFAULTS.items() if k in names}, **data})


def plain(ev: Event, timeout: bool = False) -> dict[str, Any]:
    """An event the GUI got, in the plain form tests read (``event_to_dict``: cards as ``"As"``,
    a hidden one ``"??"``, also in a show the file names in part), with ``"timeout": True``
    when the host's clock made the move."""
    data = event_to_dict(ev)
    if isinstance(ev, PartShown):
        data["cards"] = [HIDDEN if c is None else c for c in data["cards"]]
    if timeout:
        data["timeout"] = True
    return data


def feed_of(session: TableSession) -> TableFeed:
    """The table window's feed on ``session``, without the window (its event player on a
    scene of its own): what a part of the window that follows the feed is given."""
    scene = TableScene()
    feed = TableFeed(session, EventPlayer(scene, scene), scene)
    return feed


def table_window(qtbot, s: CoreSession, settings) -> TableWindow:
    """The table window on ``s``, 1280x800, shown."""
    w = TableWindow(s, settings)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def down_faces(w: TableWindow) -> list[str]:
    """The down cards the window's scene draws with their face showing."""
    return [c.card for c in w.scene.card_items() if not c.face_up and c.shows_face()]


class RecordingBackend:
    """A sound device (the sound board's backend) that keeps what it is given."""

    def __init__(self) -> None:
        self.played: list[array.array[int]] = []
        self.paused = 0

    def play(self, samples: array.array[int]) -> None:
        self.played.append(samples)

    def pause(self) -> None:
        self.paused += 1

    def close(self) -> None:
        pass


def text_room(button: QPushButton) -> int:
    """The width the style leaves for the text inside ``button`` (padding and border off)."""
    option = QStyleOptionButton()
    button.initStyleOption(option)
    return button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option,
                                         button).width()

"""Plays a table's stream in order: events as animations, snapshots as barriers.

The queue holds three kinds of item, in the order they arrived:

- an engine event (with whether the host's clock made the move): :meth:`TableScene.animate_event`
  starts its animation; the next item waits
  until it finishes, except that events in ``OVERLAP_MS`` (card deals, antes) may follow one of
  their own kind after a short stagger, so cards go out one at a time in a smooth stream
  (declarations with none: every plate's turns over at the same moment);
- a :class:`TableView` snapshot: waits for every running animation, then
  :meth:`TableScene.apply_view` makes the table exactly right; Roll Your Own's chosen cards
  told before it turn over together first, to where it puts them
  (:meth:`TableScene.turn_up`);
- a callable (turn notices): waits like a snapshot, then runs, so the action buttons appear when
  the table has caught up with what the player is asked about.

With the animation speed at 0 every item is handled at once, in order.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

from studdesk.engine.events import Event
from studdesk.engine.views import TableView
from studdesk.gui.table.animations import OVERLAP_MS
from studdesk.gui.table.scene import TableScene

CATCH_UP_FASTER = 40  # events waiting: animate at about a third of the time
CATCH_UP_AT_ONCE = 90  # events waiting: apply them without animation


class EventPlayer(QObject):
    event_started = Signal(object, bool)  # the Event and its timeout flag, as its animation
    # starts (dealer log; see TableSession.event_received)
    drained = Signal()  # nothing queued, nothing running

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self._queue: deque[tuple[str, Any]] = deque()
        self._running: list[QAbstractAnimation] = []
        self._overlap_kind: type[Event] | None = None
        self._gate = QTimer(self)
        self._gate.setSingleShot(True)
        self._gate.timeout.connect(self._pump)
        self._pumping = False

    # ------------------------------------------------------------------ input

    def push_event(self, ev: Event, timeout: bool = False) -> None:
        self._queue.append(("event", (ev, timeout)))
        self._pump()

    def push_view(self, view: TableView) -> None:
        self._queue.append(("view", view))
        self._pump()

    def push_call(self, fn: Callable[[], None]) -> None:
        self._queue.append(("call", fn))
        self._pump()

    def is_idle(self) -> bool:
        return not self._queue and not self._running

    def pending(self) -> int:
        return len(self._queue)

    def finish_all(self, *, drop_queue: bool = False) -> None:
        """Jump every running animation to its end; optionally forget what is still queued."""
        if drop_queue:
            self._queue.clear()
        self._gate.stop()
        for anim in list(self._running):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
            self._finished(anim)
        self._pump()

    # ------------------------------------------------------------------ the loop

    def _can_overlap(self, item: tuple[str, Any]) -> bool:
        kind, payload = item
        return (kind == "event" and self._overlap_kind is not None
                and type(payload[0]) is self._overlap_kind)

    def _pump(self) -> None:
        if self._pumping:
            return
        self._pumping = True
        try:
            while self._queue:
                if self._gate.isActive():
                    return
                if self._running and not self._can_overlap(self._queue[0]):
                    return
                kind, payload = self._queue.popleft()
                self.scene.tempo = self._tempo()
                if kind == "event":
                    ev, timeout = payload
                    self.event_started.emit(ev, timeout)
                    anim = self.scene.animate_event(ev)
                    if anim is not None:
                        self._start(anim, type(ev))
                        continue
                elif kind == "view":
                    anim = self.scene.turn_up(payload)  # W11.2: the chosen cards, together
                    if anim is not None:
                        view = payload
                        anim.finished.connect(lambda v=view: self.scene.apply_view(v))
                        self._start(anim, None)
                        continue
                    self.scene.apply_view(payload)
                else:
                    payload()
            if not self._running:
                self.drained.emit()
        finally:
            self._pumping = False

    def _tempo(self) -> float:
        """Catch up when the table runs ahead of the animations: with many events waiting,
        play them faster, and with very many apply them at once (the snapshot follows)."""
        backlog = sum(1 for kind, _ in self._queue if kind == "event")
        if backlog >= CATCH_UP_AT_ONCE:
            return 0.0
        if backlog >= CATCH_UP_FASTER:
            return 0.35
        return 1.0

    def _start(self, anim: QAbstractAnimation, kind: type[Event] | None) -> None:
        anim.setParent(self)  # dies with the player, never outlives the table
        self._running.append(anim)
        anim.finished.connect(lambda a=anim: self._on_animation_finished(a))
        anim.start()
        stagger = None if kind is None else OVERLAP_MS.get(kind)
        if stagger is not None:
            self._overlap_kind = kind
            if stagger > 0:  # 0: the next one of its kind starts at the same moment
                self._gate.start(max(1, int(stagger * self.scene.speed * self.scene.tempo)))
        else:
            self._overlap_kind = None

    def _finished(self, anim: QAbstractAnimation) -> None:
        if anim in self._running:
            self._running.remove(anim)
        if not self._running:
            self._overlap_kind = None

    def _on_animation_finished(self, anim: QAbstractAnimation) -> None:
        self._finished(anim)
        anim.deleteLater()
        self._pump()

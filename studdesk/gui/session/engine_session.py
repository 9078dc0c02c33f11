"""A practice table in this process, for screenshots and tests: :class:`EngineSession`.

It runs engine :class:`~studdesk.engine.hand.Hand` objects directly, seats computer players that
pick random legal moves, and speaks exactly the :class:`~studdesk.gui.session.table_session.TableSession`
interface a network host will (censored event dicts, per-seat views, turn notices, hand
records). It is **not** the product path: every real game, hotseat and solo included, talks to
a host over loopback or the LAN through :class:`~studdesk.gui.session.net_session.NetSession` (STYLE.md
section 6). This class is kept for two things only: ``studdesk shots`` (scenes that need
stacked decks and scripted players, so each picture is the same every time) and the unit tests
of the table widgets. The stacked decks and scripted players they use are in
:mod:`studdesk.gui.tools.scenes`; the seats are :class:`~studdesk.gui.session.setup.SeatSetup`
records, and a clock that runs out plays RULES.md C1's move
(:func:`studdesk.engine.actions.timeout_action`, the host's too).
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable, Iterator, Sequence

from PySide6.QtCore import QObject, QTimer

from studdesk.engine.actions import ActionKind, IllegalActionError, LegalAction, timeout_action
from studdesk.engine.cards import Card, shuffled_deck
from studdesk.engine.config import GameConfig
from studdesk.engine.events import Event, censor, event_to_dict
from studdesk.engine.hand import Hand, PlayerSpec, Reshuffle
from studdesk.engine.phh import export_hand
from studdesk.engine.views import TableView, view
from studdesk.gui.session.setup import SeatSetup
from studdesk.gui.session.table_session import HandRecord, TableSession
from studdesk.gui.text.money import format_chips
from studdesk.gui.text.narrator import fmt

BotPolicy = Callable[[TableView, Sequence[LegalAction]], LegalAction]

def random_policy(rng: random.Random) -> BotPolicy:
    """Random legal moves, weighted so hands usually go on: rarely a fold when checking is free,
    mostly calls and checks, now and then a bet or raise."""
    weights = {
        ActionKind.CHECK: 6, ActionKind.CALL: 6, ActionKind.BRING_IN: 6, ActionKind.COMPLETE: 2,
        ActionKind.BET: 2, ActionKind.RAISE: 1, ActionKind.FOLD: 1, ActionKind.SHOW: 1,
        ActionKind.MUCK: 0,
    }

    def choose(_view: TableView, legal: Sequence[LegalAction]) -> LegalAction:
        can_check = any(m.kind is ActionKind.CHECK for m in legal)
        options = [m for m in legal if not (m.kind is ActionKind.FOLD and can_check)]
        w = [max(weights[m.kind], 0) or 0 for m in options]
        if not any(w):
            return options[0]
        return rng.choices(options, weights=w)[0]

    return choose


class EngineSession(TableSession):
    """Hands played in this process; see the module docstring.

    ``decks`` gives the deck order of successive hands (stacked decks for scenes and tests);
    after it runs out, decks are shuffled with ``rng`` (default: ``secrets.SystemRandom``).
    ``bot_delay_ms=None`` makes computer players act at once (synchronously), ``timeout_ms=None``
    turns the decision clock off, ``next_hand_ms=None`` waits for :meth:`deal_next_hand`.
    """

    def __init__(
        self,
        config: GameConfig,
        seats: Sequence[SeatSetup],
        *,
        decks: Iterable[Sequence[Card]] = (),
        rng: random.Random | None = None,
        bot_policy: BotPolicy | None = None,
        bot_delay_ms: int | None = 700,
        timeout_ms: int | None = 10_000,
        next_hand_ms: int | None = 3_500,
        reshuffle: Reshuffle | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.config = config
        self.seats = sorted(seats, key=lambda s: s.seat)
        self._stacks = {s.seat: s.stack or config.buy_in for s in self.seats}
        self._decks: Iterator[Sequence[Card]] = iter(decks)
        self._rng = rng or secrets.SystemRandom()
        self._policy = bot_policy or random_policy(self._rng)
        self._bot_delay_ms = bot_delay_ms
        self._timeout_ms = timeout_ms
        self._next_hand_ms = next_hand_ms
        self._reshuffle = reshuffle or (lambda cards: self._rng.sample(cards, len(cards)))
        self.hand: Hand | None = None
        self._hand_number = 0
        self._sent = 0
        self._turn_key: tuple[int, int, int] | None = None
        self._closed = False
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._on_bot_timer_timeout)
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._on_clock_timeout)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.timeout.connect(self.deal_next_hand)

    # ------------------------------------------------------------------ TableSession

    def held_seats(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.human)

    def start(self) -> None:
        if self.hand is None:
            self.deal_next_hand()

    def send_action(self, seat: int, action: LegalAction) -> None:
        hand = self.hand
        if self._closed or hand is None:
            return
        if seat not in self.held_seats():
            self.chat_received.emit("", fmt(self.tr("Seat %1 is not played from here"), seat))
            return
        try:
            hand.apply(action.action())
        except IllegalActionError:
            self.chat_received.emit("", self.tr("You cannot do that now."))
            self._publish()  # resend the turn so the player can choose again
            return
        self._clock.stop()
        self._publish()

    def send_chat(self, text: str) -> None:
        held = self.held_seats()
        sender = next((s.name for s in self.seats if held and s.seat == held[0]), "Player")
        self.chat_received.emit(sender, text)

    def close(self) -> None:
        self._closed = True
        for timer in (self._bot_timer, self._clock, self._next_timer):
            timer.stop()

    # ------------------------------------------------------------------ hands

    def deal_next_hand(self) -> None:
        """Deal a new hand (seats with no chips buy in again: this is a practice table)."""
        if self._closed:
            return
        for s in self.seats:
            if self._stacks[s.seat] <= 0:
                self._stacks[s.seat] = self.config.buy_in
                #: a practice table tops up a seat with no chips left
                self.chat_received.emit("", fmt(self.tr("%1 buys in for %2"), s.name,
                                                format_chips(self.config.buy_in)))
        self._hand_number += 1
        deck = next(self._decks, None)
        if deck is None:
            deck = shuffled_deck(self._rng)
        players = [PlayerSpec(s.seat, s.name, self._stacks[s.seat], s.auto_muck or not s.human)
                   for s in self.seats]
        self.hand = Hand(self.config, players, list(deck), number=self._hand_number,
                         reshuffle=self._reshuffle)
        self._sent = 0
        self._turn_key = None
        self._publish()

    def _viewer_for_record(self) -> int | None:
        held = self.held_seats()
        return held[0] if len(held) == 1 else None

    def _publish(self) -> None:
        """Send what changed: new events (censored per held seat), views, the turn."""
        hand = self.hand
        if hand is None or self._closed:
            return
        new: list[Event] = hand.events[self._sent:]
        self._sent = len(hand.events)
        held = self.held_seats()
        for event in new:
            for seat in held:
                self.event_received.emit(seat, event_to_dict(censor(event, seat)))
        for seat in held:
            self.view_changed.emit(seat, view(hand, seat))
        if hand.is_complete:
            self._clock.stop()
            viewer = self._viewer_for_record()
            phh = export_hand(hand, events=[censor(e, viewer) for e in hand.events])
            assert hand.result is not None
            self._stacks.update(hand.result.stacks)
            self.hand_recorded.emit(HandRecord(
                hand=hand.number, phh=phh, fairness_ok=None,
                fairness=self.tr("Not checked: a practice table deals in this process, "
                                 "without a deck commitment.")))
            if self._next_hand_ms is not None:
                self._next_timer.start(self._next_hand_ms)
            return
        acting = hand.acting_seat
        if acting is None:
            return
        key = (hand.number, len(hand.events), acting)
        repeated = key == self._turn_key  # the same turn again, after a refused action
        self._turn_key = key
        legal = hand.legal_actions() if acting in held else ()
        self.turn_started.emit(acting, self._timeout_ms or 0, legal)
        if repeated:
            return
        if acting in held:
            if self._timeout_ms is not None:
                self._clock.start(self._timeout_ms)
        elif self._bot_delay_ms is None:
            self._bot_act()
        else:
            self._bot_timer.start(self._bot_delay_ms)

    def _bot_act(self) -> None:
        hand = self.hand
        if hand is None or hand.acting_seat is None or hand.acting_seat in self.held_seats():
            return
        seat = hand.acting_seat
        move = self._policy(view(hand, seat), hand.legal_actions())
        hand.apply(move.action())
        self._publish()

    def _on_bot_timer_timeout(self) -> None:
        self._bot_act()

    def _on_clock_timeout(self) -> None:
        hand = self.hand
        if hand is None or hand.acting_seat is None or hand.acting_seat not in self.held_seats():
            return
        seat = hand.acting_seat
        move = timeout_action(hand.legal_actions())
        name = next(s.name for s in self.seats if s.seat == seat)
        self.chat_received.emit("", fmt(self.tr("%1 ran out of time"), name))
        hand.apply(move.action())
        self._publish()

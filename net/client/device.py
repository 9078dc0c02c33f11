"""This connection's part in a deal nobody has to trust: :class:`ClientDevice` (sans I/O).

At a table nobody deals (``studdesk host --trustless``, net/TRUSTLESS.md § 11, net/PROTOCOL.md
"A table nobody deals, step by step") every connection that holds a seat is a device: it has a
key for the session, shuffles the deck in its turn, checks every other device's shuffle and
token, and releases its own tokens only for what its own copy of the hand deals. All of that is
:class:`net.table.trustless.DeviceSession`'s; this module feeds it every ``deal_*`` message the
host sends (whatever its type: the session answers what it knows and ignores the rest), returns
what it answers, in order, and keeps the cards this device opened.

The host does not know this device's down cards, so it sends them hidden (``"??"``), to their
owner too. :meth:`ClientDevice.down_cards` says what they are: the k-th face-down card dealt to
a held seat in a hand is the card at the k-th face-down position (``up`` false, not ``show``)
listed for that seat across the hand's ``deal_open`` messages, in order, as this device opened
it (:class:`~net.client.model.ClientTable` fills them into its views and events).

At the showdown the session decides for the held seats as the engine would, except where the
player chooses (auto-muck off, a hand the rules let it muck): :attr:`ClientDevice.choosing` says
so and :meth:`ClientDevice.decide` is the player's answer (the model asks it:
:attr:`~net.client.model.ClientTable.showdown_choice`).

The device also holds the host to its own events: the betting moves a ``deal_open`` says were
made since the last one must be the ``action_taken`` events the host sent in between, in order
(else the host could make the devices' copies of the hand fold a seat nobody folded, and shift
which deck position goes to whom). A host message that does not check
(:class:`~net.trustless.TrustlessError`: a card said to be another device's, a move that does
not fit the hand or that its events did not show, a token or shuffle that fails its proof)
is logged in one line and this device takes no further part in that hand: it sends nothing
more for it (so no token of its goes where the host asked wrongly), and the host's wait for it
ends the hand by RULES.md H4. The next ``deal_hand`` starts afresh. A new ``deal_setup`` (after
a reconnect: a new device session, net/PROTOCOL.md) makes a new key; the hand under way is not
this device's any more (its share of it was the old connection's), but the cards it opened stay
known here.

Its cost: checking one shuffle of 52 and making its own take the most CPU of any message, some
0.1 to 0.2 s at four devices on a loaded 2-core machine (``tests/bench/bench_trustless_client.py``
measures the longest message beside the liveness deadline), far inside the ten seconds a
connection may be silent before either side gives it up; so the messages are handled on the
connection's own loop, in order, and the answers go out at once.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from net import protocol as P
from studdesk.engine import evaluate
from studdesk.engine.actions import Action, ActionKind
from studdesk.engine.cards import Card
from studdesk.engine.config import GameConfig, Split
from studdesk.engine.evaluate import HandName
from studdesk.engine.events import ActionTaken
from studdesk.engine.views import OwnHand

if TYPE_CHECKING:  # imported when a deal starts: rbcl's libsodium only where it is used
    from net.table.trustless import DeviceSession

log = logging.getLogger(__name__)

KEEP_DEALT: Final = 8  # hands whose own down cards are kept (a view or event may come late)
_BETTING: Final = frozenset({ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL,
                             ActionKind.BRING_IN, ActionKind.COMPLETE, ActionKind.BET,
                             ActionKind.RAISE})
"""The moves the engine reports as ``action_taken`` (showing, mucking and the games' choices
are told by other events)."""
_BETTING_NAMES: Final = frozenset(k.value for k in _BETTING)
_SIZED_NAMES: Final = frozenset(k.value for k in (ActionKind.COMPLETE, ActionKind.BET,
                                                  ActionKind.RAISE))


def is_deal_message(msg: P.HostMessage) -> bool:
    """A message of the deal nobody has to trust (``deal_*``: net/PROTOCOL.md)."""
    return msg.TYPE.startswith("deal_")


class ClientDevice:
    """One connection's device: see the module's docstring. :meth:`handle` takes each
    ``deal_*`` message with the seats the connection holds and returns the messages to send."""

    def __init__(self) -> None:
        self.session: DeviceSession | None = None
        """The device's side of the deal; made at the first ``deal_*`` message."""
        self.hand: int | None = None
        """The hand whose ``deal_hand`` came last."""
        self.out_of: int | None = None
        """A hand this device stopped taking part in (a refusal, or a new device session)."""
        self.problem: str = ""
        """Why the last hand refused was refused (the :class:`TrustlessError`'s sentence)."""
        self.opened = False
        """The last message opened a card of this device's."""
        self._down: dict[int, dict[int, list[int]]] = {}  # hand -> seat -> face-down positions
        self._cards: dict[int, dict[int, Card]] = {}  # hand -> position -> card opened here
        self._seen: list[tuple[int, str, int | None]] = []  # betting moves since the deal_open

    @property
    def active(self) -> bool:
        """The host has asked this connection to take part in a deal."""
        return self.session is not None

    def handle(self, msg: P.HostMessage, seats: Sequence[int]) -> list[P.ClientMessage]:
        """One ``deal_*`` message from the host; ``seats`` those the connection holds. Returns
        what to send back, in order (nothing when the message is refused, or for a hand this
        device no longer takes part in)."""
        from net.table.trustless import DeviceSession
        from net.trustless import TrustlessError

        self.opened = False
        session = self.session
        if session is None:
            session = self.session = DeviceSession(seats)
        hand: int | None = getattr(msg, "hand", None)
        if isinstance(msg, P.DealSetup):
            if self.hand is not None and self.hand != self.out_of:
                self.out_of = self.hand  # a new device session: not in the hand under way
        elif isinstance(msg, P.DealHand):
            session.seats = set(seats)  # whose down cards are this device's: its own word
            self.hand, self.out_of, self._seen = msg.hand, None, []
            self._down[msg.hand] = {}
            self._cards[msg.hand] = {}
            for old in sorted(self._down)[:-KEEP_DEALT]:
                self._down.pop(old, None)
                self._cards.pop(old, None)
        elif hand is not None and hand == self.out_of:
            return []
        try:
            if isinstance(msg, P.DealOpen) and msg.hand == self.hand:
                self._check_moves(msg, session.pending)
            replies = session.handle(msg)
        except TrustlessError as exc:
            self._refuse(msg, hand, str(exc))
            return []
        except (ValueError, KeyError, IndexError, TypeError) as exc:  # a message that makes no sense
            self._refuse(msg, hand, f"{type(exc).__name__}: {exc}")
            return []
        if isinstance(msg, P.DealOpen) and msg.hand == self.hand:
            self._seen = []
            down = self._down.setdefault(msg.hand, {})
            for c in msg.cards:
                if c.seat in session.seats and not c.up and not c.show:
                    down.setdefault(c.seat, []).append(c.position)
        if self.hand is not None and session.number == self.hand:
            mine = self._cards.setdefault(self.hand, {})
            for position, card in session.cards.items():
                if position not in mine:
                    mine[position] = card
                    self.opened = True
        return list(replies)

    @property
    def choosing(self) -> tuple[int, int] | None:
        """(hand, seat): the device waits for held ``seat``'s player to show or muck at the
        showdown of the hand under way (S2: auto-muck off, a hand the rules let it muck)."""
        session = self.session
        if session is None or session.choosing is None or self.hand is None \
                or self.hand == self.out_of or session.number != self.hand:
            return None
        return self.hand, session.choosing

    def decide(self, seat: int, show: bool) -> list[P.ClientMessage]:
        """The player's answer for :attr:`choosing`'s seat: the messages to send (none when
        the device is not waiting for it)."""
        from net.trustless import TrustlessError

        session = self.session
        if session is None or self.choosing is None:
            return []
        try:
            return session.decide(seat, show)
        except TrustlessError as exc:
            log.warning("hand %s: no showdown choice to make for seat %d: %s", self.hand, seat,
                        exc)
            return []

    def saw(self, msg: P.Event) -> None:
        """An ``event`` of the hand being dealt: its betting moves are what the next
        ``deal_open`` must list as made (:meth:`_check_moves`)."""
        ev = msg.event
        if msg.hand == self.hand and isinstance(ev, ActionTaken) and ev.action in _BETTING:
            self._seen.append((ev.seat, ev.action.value, ev.to))

    def _check_moves(self, msg: P.DealOpen, pending: Action | None) -> None:
        """The moves ``msg`` says were made since the last ``deal_open`` (with the one that was
        for) must be the ones the host's events showed, betting moves in order: else a host
        could tell the devices' copies of the hand a fold nobody made, and shift which deck
        position goes to whom (net/TRUSTLESS.md § 11). The move the step is for is not made
        yet: its event comes after."""
        from net.trustless import TrustlessError

        listed = ([(pending.seat, pending.kind.value, pending.to)] if pending is not None
                  else []) + [(m.seat, m.action, m.to) for m in msg.moves[:-1]]
        said = [(seat, kind, to) for seat, kind, to in listed if kind in _BETTING_NAMES]
        shown = self._seen
        if len(said) != len(shown) or any(
                (s, k) != (s2, k2) or (k in _SIZED_NAMES and t is not None and t != t2)
                for (s, k, t), (s2, k2, t2) in zip(said, shown, strict=True)):
            raise TrustlessError(f"the host's deal_open lists the moves {said[:4]} since the "
                                 f"last, but its events showed {shown[:4]}")

    def _refuse(self, msg: P.HostMessage, hand: int | None, why: str) -> None:
        self.out_of = hand if hand is not None else self.hand
        self.problem = why
        log.warning("hand %s: the host's %s was refused, this device takes no further part in "
                    "the hand: %s", self.out_of if self.out_of is not None else "-", msg.TYPE,
                    why)

    def down_cards(self, hand: int, seat: int) -> list[Card | None]:
        """Held ``seat``'s face-down cards in hand ``hand``, in dealing order, as this device
        opened them (None: not opened here, e.g. after a refusal)."""
        cards = self._cards.get(hand, {})
        return [cards.get(p) for p in self._down.get(hand, {}).get(seat, [])]

    def down_position(self, hand: int, seat: int, k: int) -> int | None:
        """The deck position of held ``seat``'s k-th face-down card in ``hand`` (None: unknown)."""
        positions = self._down.get(hand, {}).get(seat, [])
        return positions[k] if 0 <= k < len(positions) else None


def own_hand_of_cards(config: GameConfig, cards: Sequence[Card], face_up: Sequence[bool],
                      community: Card | None, wild_ranks: Sequence[int]) -> OwnHand:
    """What a seat's own cards make so far ("You have"), from the cards alone: the host of a
    table nobody deals cannot say it (it does not know them), so the client that filled them
    in does. The same values as the engine's ``views.own_hand_of`` (``Hand._evaluate``: the
    wild ranks now, W1; Razz's and Declare's ace-to-five low, Hi/Lo's eight-or-better low
    from five cards, V2; Chicago's spade in the hole, W5)."""
    split = config.variant.game.split
    played = [int(c) for c in cards] + ([int(community)] if community is not None else [])
    count = len(played)
    high: HandName | None = None
    low: HandName | None = None
    if split is Split.RAZZ:
        low = evaluate.name_low(evaluate.razz_value(played))
    else:
        wild = evaluate.wild_mask(sorted(wild_ranks)) if wild_ranks else 0
        high = evaluate.name_high(evaluate.wild_high_value(played, wild) if wild or count > 7
                                  else evaluate.high_value(played))
        if split is Split.DECLARE:
            low = evaluate.name_low(evaluate.razz_value(played))
        elif split is Split.HIGH_LOW8 and count >= 5:
            value = evaluate.low8_value(played)
            low = evaluate.name_low(value) if value is not None else None
    spade: Card | None = None
    if split in (Split.HIGH_SPADE, Split.HIGH_LOW_SPADE):
        ace_low = config.low_chicago_ace == "low"
        best = 0
        for card, up in zip(cards, face_up, strict=True):
            if up or card.suit != 3:
                continue
            rank = int(card.rank)
            value = rank if split is Split.HIGH_SPADE else 15 - (
                1 if rank == 14 and ace_low else rank)
            if value > best:
                spade, best = card, value
    return OwnHand(split=split, high=high, low=low, spade=spade, complete=count >= 7)

"""The one rule of who may see which card of a hand (RULES.md H1, H3, O6 and the show rules
S2, S3): used by the engine's views, the host's fan-out and reveal, and the replayer's
spectator mode alike.

Who looks is a :class:`Viewer`: the seats whose own down cards it may see. One seat is a
player; several seats are a connection that holds them (hotseat: the host's screen shows only
the seat whose person is at it, :meth:`Viewer.at_screen`); no seat is a spectator.

A card is in the clear for a viewer when it was dealt face up, when it is one of the viewer's
own cards, or when its owner showed the hand (at the showdown, S2, or after everyone else
folded, O6). Nothing else: another seat's down card is a back (``None``), a folded hand leaves
the table (only its owner still sees it; its up cards, seen while it played, are the table's
dead cards), and a mucked hand is never turned over (H3: its down cards stay its owner's
secret for ever, also in a fairness proof or a hand history another player receives).

>>> SPECTATOR.may_see(3, face_up=False, shown=False)
False
>>> Viewer.of(3).may_see(3, face_up=False, shown=False)
True
>>> Viewer.at_screen(frozenset({1, 2}), hotseat=True, screen=2).seats
frozenset({2})
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from studdesk.engine.cards import Card
from studdesk.engine.events import CardDealt, Event


class HandCards(Protocol):
    """What the rule reads of a player in the hand (:class:`studdesk.engine.hand.PlayerState`)."""

    @property
    def seat(self) -> int: ...
    @property
    def cards(self) -> Sequence[Card]: ...
    @property
    def face_up(self) -> Sequence[bool]: ...
    @property
    def folded(self) -> bool: ...
    @property
    def shown(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Viewer:
    """Who looks at the hand: ``seats`` whose own down cards it may see (empty: a spectator)."""

    seats: frozenset[int] = frozenset()

    @classmethod
    def of(cls, seat: int | None) -> Viewer:
        """One seat, or a spectator (``None``)."""
        return cls(frozenset() if seat is None else frozenset({seat}))

    @classmethod
    def holding(cls, seats: Iterable[int]) -> Viewer:
        """A connection that holds ``seats`` and whose person may see all of them."""
        return cls(frozenset(seats))

    @classmethod
    def at_screen(cls, held: frozenset[int], *, hotseat: bool, screen: int | None) -> Viewer:
        """A connection holding ``held``: all of them, but a hotseat screen (one screen, several
        people) only the seat whose person acknowledged the hand-over cover (``screen``), and
        none while the cover is up (no person sees another's cards at a shared screen)."""
        if not hotseat:
            return cls(held)
        return cls(held & {screen} if screen is not None else frozenset())

    @property
    def is_spectator(self) -> bool:
        return not self.seats

    def may_see(self, owner: int, *, face_up: bool, shown: bool) -> bool:
        """H1: whether a card of ``owner`` dealt ``face_up`` (its hand ``shown`` or not) is in
        the clear for this viewer."""
        return face_up or shown or owner in self.seats

    def sees_hand(self, player: HandCards) -> bool:
        """Whether ``player``'s hand is on the table for this viewer: a folded hand leaves the
        table for everyone but its owner (H1)."""
        return not player.folded or player.seat in self.seats

    def hand_cards(self, player: HandCards) -> tuple[tuple[Card | None, ...], tuple[bool, ...]]:
        """``player``'s cards as this viewer sees them, in dealing order (``None``: a back),
        with their face-up flags; nothing at all for another seat's folded hand."""
        if not self.sees_hand(player):
            return (), ()
        if player.shown or player.seat in self.seats:
            cards = tuple(player.cards)
            if len(cards) != len(player.face_up):
                raise ValueError("a hand's cards and face-up flags differ in number")
            return cards, tuple(player.face_up)
        return tuple([c if up else None for c, up in zip(player.cards, player.face_up,
                                                           strict=True)]), tuple(player.face_up)

    def dead_cards(self, players: Iterable[HandCards]) -> tuple[Card, ...]:
        """The up cards of the hands that left the table (folded), as this viewer remembers
        them: everyone saw them while they played; a viewer's own folded hand is not dead to it."""
        return tuple(c for p in players if not self.sees_hand(p)
                     for c, up in zip(p.cards, p.face_up, strict=True) if up)

    def is_clear(self, event: Event) -> bool:
        """Whether ``event`` reaches this viewer as it is (only another seat's down card is
        hidden)."""
        return not isinstance(event, CardDealt) or self.may_see(
            event.seat, face_up=event.face_up, shown=False)

    def censor(self, event: Event) -> Event:
        """``event`` as this viewer receives it: another seat's down card dealt as ``None``."""
        if isinstance(event, CardDealt) and not self.is_clear(event):
            return replace(event, card=None)
        return event


SPECTATOR = Viewer()
"""A viewer with no seat: sees up cards and shown hands only."""

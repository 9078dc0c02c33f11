"""What a client says to the host: :class:`Sender`, one method per client message.

Each method builds the message's record (:mod:`net.protocol`) and hands it to ``_send``, which
the connection provides (:class:`~net.client.connection.Client` writes it to its socket; the
desktop's in-process client feeds it to the table core). A method that needs a hand number and
is not given one takes it from the table model (the turn, the ante question, the chance to
show).
"""

from __future__ import annotations

from net import protocol as P
from net.client.model import ClientTable
from studdesk.engine.actions import ActionKind, Declaration
from studdesk.engine.actions import LegalAction as EngineLegalAction
from studdesk.engine.cards import Card


def _action_of(legal: P.LegalAction | EngineLegalAction) -> tuple[str, int | None]:
    to: int | None
    if isinstance(legal, EngineLegalAction):
        kind, to = legal.kind.value, legal.to
    else:
        kind, to = legal.action, legal.to
    return kind, (to if kind in P.SIZED_ACTIONS else None)


def _choice_of(legal: P.LegalAction | EngineLegalAction, hand: int, seat: int | None
               ) -> P.Declare | P.TurnUp | None:
    """The ``declare`` or ``turn_up`` that makes ``legal``, when it is a secret choice."""
    if isinstance(legal, EngineLegalAction):
        if legal.kind is ActionKind.DECLARE:
            return P.Declare(hand=hand, declaration=Declaration.of_chips(legal.to).value,
                             seat=seat)
        if legal.kind is ActionKind.TURN_UP:
            return P.TurnUp(hand=hand, card=str(Card(legal.to)), seat=seat)
        return None
    if legal.action == "declare" and legal.declaration is not None:
        return P.Declare(hand=hand, declaration=legal.declaration, seat=seat)
    if legal.action == "turn_up" and legal.card is not None:
        return P.TurnUp(hand=hand, card=legal.card, seat=seat)
    return None


class Sender:
    """The send helpers of a connection; they write at once (no ``await``), so a listener may
    answer a ``turn`` from inside its callback."""

    table: ClientTable

    def _send(self, msg: P.ClientMessage) -> None:
        raise NotImplementedError

    def sit(self, seat: int | None = None, buy_in: int | None = None,
            name: str | None = None) -> None:
        self._send(P.Sit(seat=seat, buy_in=buy_in, name=name))

    def watch(self) -> None:
        self._send(P.Watch())

    def stand(self, seat: int | None = None) -> None:
        self._send(P.Stand(seat=seat))

    def act(self, seat: int | None, legal_action: P.LegalAction | EngineLegalAction,
            hand: int | None = None) -> None:
        """Make one of the offered moves (from ``turn`` or a view's ``legal_actions``); a
        secret choice (RULES.md W9, W11) goes as ``declare`` or ``turn_up``."""
        number = hand or (self.table.turn.hand if self.table.turn else self.table.hand)
        if number is None:
            return
        choice = _choice_of(legal_action, number, seat)
        if choice is not None:
            self._send(choice)
            return
        kind, to = _action_of(legal_action)
        self._send(P.Act(hand=number, action=kind, amount=to or None, seat=seat))

    def declare(self, declaration: Declaration, hand: int, seat: int | None = None) -> None:
        """The secret declaration (W9): told to nobody until every player still in declared."""
        self._send(P.Declare(hand=hand, declaration=declaration.value, seat=seat))

    def turn_up(self, card: Card, hand: int, seat: int | None = None) -> None:
        """Roll Your Own's secret choice (W11.1): the face-down card to turn up."""
        self._send(P.TurnUp(hand=hand, card=str(card), seat=seat))

    def ante(self, post: bool, seat: int | None = None, hand: int | None = None) -> None:
        q = self.table.ante_questions.get(seat) if seat is not None else next(
            iter(self.table.ante_questions.values()), None)
        number = hand or (q.hand if q else None)
        if number is None:
            return
        self._send(P.Ante(hand=number, post=post, seat=seat))

    def sit_out(self, seat: int | None = None) -> None:
        self._send(P.SitOut(seat=seat))

    def sit_back(self, seat: int | None = None) -> None:
        self._send(P.SitBack(seat=seat))

    def rebuy(self, amount: int, seat: int | None = None) -> None:
        self._send(P.Rebuy(amount=amount, seat=seat))

    def chat(self, text: str) -> None:
        self._send(P.Chat(text=text))

    def choose(self, variant: str, seat: int | None = None) -> None:
        """Dealer's choice: pick the next round's game (answers ``choose_game``)."""
        self._send(P.Choose(variant=variant, seat=seat))

    def hotseat_cover(self, seat: int, up: bool) -> None:
        """Hotseat: the hand-over cover for ``seat`` is up (the host holds that seat's clock)
        or down (the player is ready: the clock starts fresh)."""
        self._send(P.Cover(seat=seat, up=up))

    def landed(self, seat: int, hand: int) -> None:
        """Hand ``hand``'s turn of held ``seat`` is on the screen (its cards have landed): the
        host starts the decision's clock now (sent only for a turn that asks for it)."""
        self._send(P.Landed(hand=hand, seat=seat))

    def show(self, seat: int | None = None, hand: int | None = None) -> None:
        """O6: show the cards of a hand everyone else folded to (after ``show_chance``)."""
        chance = self.table.show_chance
        number = hand or (chance.hand if chance is not None else None)
        if number is None:
            return
        self._send(P.Show(hand=number, seat=seat if seat is not None else (
            chance.seat if chance is not None else None)))

    def show_or_muck(self, seat: int, show: bool, hand: int | None = None) -> None:
        """S2 at a table nobody deals: held ``seat``'s player shows or mucks, answering
        :attr:`ClientTable.showdown_choice` (its device sends the decision, and with a show its
        tokens for the seat's down cards; a muck opens nothing, H3). Nothing is sent when that
        choice is not asked (answered already, or the hand is over)."""
        for msg in self.table.show_or_muck(seat, show, hand):
            self._send(msg)

    def settings(self, *, auto_muck: bool | None = None, auto_ante: bool | None = None,
                 seat: int | None = None) -> None:
        self._send(P.Settings(auto_muck=auto_muck, auto_ante=auto_ante, seat=seat))

    def approve(self, client_id: int | None = None, name: str | None = None,
                allow: bool = True) -> None:
        self._send(P.Approve(client_id=client_id, name=name, allow=allow))

    def kick(self, seat: int) -> None:
        self._send(P.Kick(seat=seat))

    def pause(self, on: bool) -> None:
        self._send(P.Pause(on=on))

    def end_session(self) -> None:
        self._send(P.EndSession())

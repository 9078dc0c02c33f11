"""A hand file played under the house rules: :func:`replay`.

How it works
------------
The engine deals from a deck, so a file is replayed by stacking the deck it describes. First
its actions are read once (:mod:`~studdesk.engine.phh.parse`) into what they say about the
cards (:class:`_FileCards`): each player's cards in the order dealt, the community card (D10),
who shows and who mucks. A card dealt as ``??`` takes the card its player shows at the
showdown, else one the file never names (so a made-up card can never win: S3, such a player
concedes). A casino game's deck (:class:`_Deal`) is 3rd street in rounds, then a burn and a
card for each player still in, street by street, with D10's reshuffle when the deck runs short;
a home game (W7, :class:`_HomeDeal`) hands the engine each card as it asks (its extra cards
and buys change who gets what when). Then a :class:`~studdesk.engine.hand.Hand` is started with
that deck and each action is made a move and given to it: ``cc`` a check or call, ``cbr`` the
complete, bet or raise the rules allow now to that amount (tried first, then the legal moves
say what the file meant), a deal is checked against the card the engine dealt; ``_declare`` and
``_up`` (W12) are the players' secret choices, which the engine takes in any order and a file
writes in seat order (a card turned up that the file deals as ``??`` is one of those);
``_leave`` (H4) is a device that left, one action for each of its seats, and ends the hand.
The first move the rules refuse ends the replay with :class:`ReplayError` and the action's
index.

For speed: the moves without an amount are made once per seat and the sized ones kept in
``MEMO``; the hand's methods are called on it each time (compiled, a direct call, where a bound
method would go through Python's); the events are made only when someone reads them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from studdesk.engine.actions import (
    Action,
    ActionKind,
    Bet,
    BringIn,
    Buy,
    Call,
    Check,
    Complete,
    Declaration,
    Declare,
    Fold,
    IllegalActionError,
    Muck,
    Raise,
    Show,
    TurnUp,
)
from studdesk.engine.cards import FULL_DECK, Card, InvalidCardError
from studdesk.engine.config import Variant, format_chips
from studdesk.engine.hand import Hand, Phase, PlayerSpec
from studdesk.engine.phh.history import (
    HandHistory,
    ReplayError,
    action_amount,
    brief,
    shown,
)
from studdesk.engine.phh.memo import MEMO, keep
from studdesk.engine.phh.parse import BadAction, Parsed, parse_new, parse_text
from studdesk.engine.phh.read import loads

_HOME_VARIANTS: Final = tuple(v for v in Variant if v.is_home_game)


@dataclass(init=False)
class ReplayResult:
    """The replayed hand. The engine needs real cards, so every ``??`` was dealt a card the
    file never names: :attr:`invented_cards` lists them (a replayer draws them as backs)."""

    hand: Hand
    history: HandHistory
    named_cards: frozenset[Card]

    def __init__(self, hand: Hand, history: HandHistory,
                 named_cards: frozenset[Card] = frozenset()) -> None:
        # Its own __init__: compiled, the one @dataclass writes stays a Python function.
        self.hand = hand
        self.history = history
        self.named_cards = named_cards

    @property
    def finishing_stacks(self) -> list[int]:
        assert self.hand.result is not None
        return [self.hand.result.stacks[s] for s in self.history.seats]

    @property
    def invented_cards(self) -> frozenset[Card]:
        dealt = {c for p in self.hand.players for c in p.cards}
        if self.hand.community is not None:
            dealt.add(self.hand.community)
        return frozenset(dealt - self.named_cards)


class _FileCards:
    """What a file's actions say about the cards, read once: :attr:`parsed` every action for the
    replay (a deal's player and cards in it), the players' cards
    (:attr:`hole`, cards dealt as ``??`` filled from the showdown), the community card, who
    shows and who mucks. A subclass says how a deal adds to a player's cards (:meth:`_deal`)."""

    def __init__(self, history: HandHistory) -> None:
        n = len(history.seats)
        self.hole: list[list[Card | None]] = [[] for _ in range(n)]
        self.community: Card | None = None
        self.parsed: list[Parsed] = []
        self.shown: dict[int, Sequence[Card | None]] = {}  # player: the cards the file shows
        self.mucked: set[int] = set()  # players the file records mucking
        ups: list[tuple[int, str, int]] = []  # W12.2: (player, card, cards dealt to them then)
        known, parsed = MEMO.parsed, self.parsed
        dealing = False  # the action before was a deal to a player
        for i, text in enumerate(history.actions):
            p = known.get(text)
            if p is None or p.player >= n:
                try:
                    p = parse_new(text, n) if p is None else parse_text(text, n)
                except BadAction as exc:
                    raise ReplayError(str(exc), i) from None
            parsed.append(p)
            actor, verb, cards = p.actor, p.verb, p.cards
            if actor is not None:
                if verb == "_up" and len(p.args) == 1:
                    ups.append((actor, p.args[0], len(self.hole[actor])))
                if verb == "sm":
                    if cards is not None:
                        self.shown[actor] = cards
                    else:
                        self.mucked.add(actor)
            elif verb == "dh":
                assert cards is not None
                self._deal(p.who, cards, i, text)  # a method call, not a bound method: compiled,
                dealing = True  # mypyc calls it directly
                continue
            else:  # db
                assert cards is not None
                self.community = cards[0]
            if dealing:
                self._between_deals()
                dealing = False
        # Cards turned over at the showdown fill the ones dealt as ?? (shown in dealing order).
        for who, shown_cards in self.shown.items():
            own = ([c for c in shown_cards if c != self.community] if self.community
                   else shown_cards)
            hole = self.hole[who]
            for k, c in enumerate(own[:len(hole)]):
                if hole[k] is None:
                    hole[k] = c
        if ups:
            self._fill_turned_up(ups)
        named = [c for h in self.hole for c in h if c is not None]
        if self.community is not None:
            named.append(self.community)
        self.named_cards = frozenset(named)  # every card the file names
        if len(named) != len(self.named_cards):
            raise ReplayError("the file deals the same card twice", 0)
        named_cards = self.named_cards  # (a bit per card: faster compiled, 4% slower pure)
        self.spare = [c for c in FULL_DECK if c not in named_cards]

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        """The file deals ``cards`` to player ``who`` (action ``index``)."""
        raise NotImplementedError

    def _fill_turned_up(self, ups: list[tuple[int, str, int]]) -> None:
        """W12.2: a card a player turns up (``_up``) is one of his, dealt before it: in a file
        that deals it as ``??`` it takes the newest unknown card dealt by then. A card the file
        names elsewhere, or no unknown card to take, is left for the rules to refuse at the
        ``_up`` itself."""
        named = {c for h in self.hole for c in h if c is not None}
        if self.community is not None:
            named.add(self.community)
        for who, text, dealt in ups:
            try:
                card = Card.parse(text)
            except InvalidCardError:
                continue  # refused at the action
            if card in named:
                continue
            hole = self.hole[who]
            unknown = [k for k in range(min(dealt, len(hole))) if hole[k] is None]
            if unknown:
                hole[unknown[-1]] = card
                named.add(card)

    def _between_deals(self) -> None:
        """An action that is not a deal to a player, after one that is."""

    def conceding(self) -> list[int]:
        """The players who give up at a showdown (S3): those the file records mucking (and
        not showing), and those holding a card nobody saw even after the showdown (their hand
        cannot be known, so it never wins with cards made up for it)."""
        return [who for who, hole in enumerate(self.hole)
                if (who in self.mucked and who not in self.shown) or None in hole]


class _Deal(_FileCards):
    """The cards a casino stud file deals, in the order the engine will draw them: three to
    each player on 3rd street, then one a street (:attr:`streets`)."""

    def __init__(self, history: HandHistory) -> None:
        self.streets: list[list[tuple[int, int]]] = []  # 4th.. street: (player, position)
        self._street: list[tuple[int, int]] | None = None  # the street being dealt
        self._street_players: list[int] = []  # who has a card of it (a list: eight at most)
        super().__init__(history)

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        hole = self.hole[who]
        if len(cards) == 3 and not hole:
            hole.extend(cards)
        elif len(cards) == 1 and len(hole) >= 3:
            if self._street is None or who in self._street_players:
                # A new street (run-outs deal street after street with no action).
                self._street = []
                self._street_players = []
                self.streets.append(self._street)
            self._street.append((who, len(hole)))
            self._street_players.append(who)
            hole.append(cards[0])
        else:
            raise ReplayError(f"unexpected deal {shown(text)}", index)

    def _between_deals(self) -> None:
        self._street = None

    def deck(self) -> list[Card]:
        """The stacked deck: 3rd street in rounds, then for each street a burn and its cards.
        A street the deck cannot cover (D10) is dealt by :meth:`reshuffle` from the burned and
        undealt cards, so the cards the file names for it may also serve as burns."""
        n = len(self.hole)
        streets: list[list[Card | None]] = []
        self.d10: list[Card | None] = []
        left = 52 - 3 * n
        for street in self.streets:
            cards = [self.hole[who][pos] for who, pos in sorted(street)]
            if left < len(cards) + 1:
                self.d10 = cards
                break
            streets.append(cards)
            left -= len(cards) + 1
        if self.community is not None:
            self.d10 = [self.community]
        self.named = {c for c in self.d10 if c is not None} if self.d10 else set()
        if self.named:
            self.spare = [c for c in self.spare if c not in self.named]
        reserve = sorted(self.named) if self.named else []
        spare = self.spare  # a card nobody saw is dealt one of these (the last first)
        order: list[Card] = []
        add = order.append
        hole = self.hole
        for k in range(3):
            for h in hole:
                card = h[k] if k < len(h) else None
                add(card if card is not None else spare.pop())
        for cards in streets:
            # The burn (D8), which PHH does not record.
            add(spare.pop() if spare else reserve.pop())
            for card in cards:
                add(card if card is not None else spare.pop())
        return order + spare + reserve

    def reshuffle(self, gathered: list[Card]) -> list[Card]:
        """D10's shuffle, as the file tells it: the cards it names come first, in order."""
        pool = list(gathered)
        out: list[Card] = []
        for card in self.d10:
            pick = card if card is not None and card in pool else next(
                (c for c in pool if c not in self.named), None)
            if pick is None:
                break
            pool.remove(pick)
            out.append(pick)
        return out + pool


class _HomeDeal(_FileCards):
    """The cards a home game's file deals (W7), handed to the engine as it asks for them: each
    player's cards in the order the file deals them (extra cards included), burns from the
    cards the file never names, a D10 community card first after the reshuffle."""

    def __init__(self, history: HandHistory) -> None:
        self.index = {seat: i for i, seat in enumerate(history.seats)}
        self._positions: list[tuple[int, int]] = []  # (player, card) in the order dealt
        super().__init__(history)
        self.queues = [list(h) for h in self.hole]
        # Once the spare cards are gone, a burn is a card the file deals after D10's
        # reshuffle (the burned cards go back into it): the last ones it names.
        in_order = [self.hole[who][k] for who, k in self._positions]
        self.late = [c for c in reversed(in_order) if c is not None]
        if self.community is not None:
            self.late.insert(0, self.community)
        self.used: set[Card] = set()

    def _deal(self, who: int, cards: tuple[Card | None, ...], index: int, text: str) -> None:
        hole = self.hole[who]
        self._positions.extend((who, len(hole) + k) for k in range(len(cards)))
        hole.extend(cards)

    def deck(self) -> list[Card]:
        return sorted(self.named_cards) + self.spare

    def draw(self, seat: int | None) -> Card:
        queue = self.queues[self.index[seat]] if seat is not None else []
        card = queue.pop(0) if queue else None
        if card is None:
            if self.spare:
                card = self.spare.pop()
            else:
                card = next(c for c in self.late if c not in self.used)
        self.used.add(card)
        return card

    def take_back(self, gathered: Sequence[Card]) -> None:
        """Cards gathered by D10's reshuffle may be dealt again."""
        self.used.difference_update(gathered)

    def reshuffle(self, gathered: list[Card]) -> list[Card]:
        self.take_back(gathered)
        first = self.community
        if first is not None and first in gathered:
            return [first] + [c for c in gathered if c != first]
        return list(gathered)


def replay(history: HandHistory) -> ReplayResult:
    """Play the file's actions under the house rules; :class:`ReplayError` at the first one
    the rules refuse. Deals are checked against the cards the engine dealt from the file's own
    deck order; unknown cards are filled with cards the file never names."""
    n = len(history.seats)
    deal: _Deal | _HomeDeal
    dealer = None
    try:
        if history.config.variant in _HOME_VARIANTS:  # by identity: no enum hash
            deal = _HomeDeal(history)
            dealer = deal.draw
        else:
            deal = _Deal(history)
        deck = deal.deck()
    except InvalidCardError as exc:
        raise ReplayError(str(exc), 0) from None
    players = [PlayerSpec(seat, name, stack, False) for seat, name, stack in
               zip(history.seats, history.names, history.starting_stacks, strict=True)]
    try:
        hand = Hand(history.config, players, deck, number=history.number, reshuffle=deal.reshuffle,
                    dealer=dealer)
    except ValueError as error:
        raise ReplayError(f"the hand cannot start: {error}", 0) from None
    seat_of = history.seats
    for who in deal.conceding():
        hand.concede(seat_of[who])
    states = [hand.player(seat) for seat in seat_of]
    dealt_counts = [0] * n
    choice_street = None  # W12.2: the street of the last card turned up
    leaving: list[int] = []  # H4: the players of the device leaving, as its _leave come
    left = False  # a device left: the hand ended there
    scale = history.scale
    # The hand's methods are called on it each time, not kept as bound methods: compiled, mypyc
    # calls them directly (a bound method goes through Python's call); the events are made if
    # someone reads them, not now.
    parsed = deal.parsed
    for i, p in enumerate(parsed):
        actor, verb = p.actor, p.verb
        if left:
            raise ReplayError(f"{shown(history.actions[i])}: nothing follows a device's "
                              "_leave, the hand ended there (H4)", i)
        if verb == "_leave" and actor is not None:
            following = parsed[i + 1] if i + 1 < len(parsed) else None
            left = _leave(hand, seat_of, leaving, actor, p.args, i, following is None or
                          following.verb != "_leave" or following.actor is None)
            continue
        if actor is None:
            if verb == "dh" and choice_street is hand.street and hand.choice_kind is not None:
                raise ReplayError("a deal after the street's first choice (W12.2)", i)
            if verb == "dh":  # the engine dealt the player the cards the file says
                cards = p.cards
                who = p.who
                assert cards is not None
                held = states[who].cards
                start = dealt_counts[who]
                end = start + len(cards)
                if end > len(held):
                    raise ReplayError(f"the rules deal no card to p{who + 1} here", i)
                for k, want in enumerate(cards):  # ??: a card nobody saw, any card will do
                    if want is not None and want != held[start + k]:
                        raise ReplayError(f"p{who + 1} was dealt {held[start + k]}, the file "
                                          f"says {want}", i)
                dealt_counts[who] = end
            continue
        seat = seat_of[actor]
        if hand.choosing and verb not in _CHOICE_VERBS:
            what = "declared" if hand.choice_kind is _DECLARE else "turned a card up"
            raise ReplayError(f"{shown(history.actions[i])}: not every player still in has "
                              f"{what} yet (W12)", i)
        try:
            action: Action | None
            if verb in _CHOICE_VERBS:
                action = _choice(hand, verb, p.args, seat, i)
                if verb == "_up":
                    choice_street = hand.street
            elif verb == "cc":
                action = _CHECKS[seat] if hand.may_check() else _CALLS[seat]
            elif verb == "f":
                action = _FOLDS[seat]
            elif verb == "pb":
                action = _BRING_INS[seat]
            elif verb == "cbr" and len(p.args) == 1 and (to := action_amount(p.args[0], scale)):
                try:  # the complete, bet or raise the rules allow now, checked for itself
                    hand.act(_sized(hand.sized_kind(), seat, to))
                    continue
                except IllegalActionError:  # the legal moves say what the file meant, if anything
                    action = _aggressive(hand, seat, to)
            else:
                action = _to_action(hand, p, seat, i, scale)
            if action is not None:
                hand.act(action)
        except IllegalActionError as refused:
            raise ReplayError(f"{shown(history.actions[i])}: {refused}", i) from None
    if not hand.is_complete:
        # A file may end before the remaining players muck: they give up (S3).
        while hand.phase is Phase.SHOWDOWN and hand.acting_seat is not None:
            hand.act(Muck(hand.acting_seat))
        if not hand.is_complete:
            raise ReplayError("the file ends before the hand does", len(history.actions))
    return ReplayResult(hand, history, deal.named_cards)


# The moves without an amount, made once per seat (actions are frozen values).
_CHECK = ActionKind.CHECK
_CHECKS = {seat: Check(seat) for seat in range(1, 9)}
_CALLS = {seat: Call(seat) for seat in range(1, 9)}
_FOLDS = {seat: Fold(seat) for seat in range(1, 9)}
_BRING_INS = {seat: BringIn(seat) for seat in range(1, 9)}


_DECLARE: Final = ActionKind.DECLARE
_CHOICE_VERBS: Final = frozenset({"_declare", "_up"})
_DECLARATIONS: Final = {d.value: d for d in Declaration}


def _choice(hand: Hand, verb: str, args: tuple[str, ...], seat: int, index: int) -> Action:
    """W12: ``_declare hi|lo|both`` or ``_up CARD``, the choices of the players still in, one
    each, written in seat order (the engine takes them in any order; a file keeps this one)."""
    if len(args) != 1:
        raise ReplayError(f"{verb} takes one word, found {shown(' '.join(args))}", index)
    word = args[0]
    action: Action
    if verb == "_declare":
        declaration = _DECLARATIONS.get(word)
        if declaration is None:
            raise ReplayError(f"a declaration is hi, lo or both, not {shown(word)} (W12.1)",
                              index)
        action = Declare(seat, declaration)
    else:
        try:
            action = TurnUp(seat, Card.parse(word))
        except InvalidCardError as exc:
            raise ReplayError(f"_up needs a card: {exc}", index) from None
    hand.verify(action)  # the rules first: not this game, not now, not this player's
    first = hand.choosing[0]
    if seat != first:
        raise ReplayError(f"p{_player(hand, seat)}'s choice is out of seat order: "
                          f"p{_player(hand, first)} comes first (W12)", index)
    return action


def _leave(hand: Hand, seat_of: Sequence[int], leaving: list[int], who: int,
           args: tuple[str, ...], index: int, last: bool) -> bool:
    """H4: ``pN _leave``, player ``who`` (0 is p1) of the device that left, in ``leaving``
    with the device's players before it; ``last`` when the file's next action is not a
    ``_leave``: the device is whole, and it leaves now. Whether the hand ended."""
    where = f"p{who + 1} _leave"
    if args:
        raise ReplayError(f"{where} takes no words, found {shown(' '.join(args))} (H4)", index)
    if hand.is_complete:
        raise ReplayError(f"{where}: the hand is over", index)
    if leaving and who <= leaving[-1]:
        what = "twice" if who in leaving else "out of seat order"
        raise ReplayError(f"{where}: a player of the device that left is written {what}; "
                          "each once, in seat order (H4)", index)
    leaving.append(who)
    if not last:
        return False
    try:
        # a file's _leave is a device the table found gone, folded or not: the deal needed it
        hand.leave([seat_of[k] for k in leaving], True)
    except IllegalActionError as refused:
        raise ReplayError(f"{where}: {refused}", index) from None
    return True


def _player(hand: Hand, seat: int) -> int:
    return [p.seat for p in hand.players].index(seat) + 1


def _to_action(hand: Hand, p: Parsed, seat: int, index: int, scale: int = 1) -> Action | None:
    verb, args = p.verb, p.args
    if verb == "pb":
        return BringIn(seat)
    if verb == "f":
        return Fold(seat)
    if verb == "cc":
        return Check(seat) if hand.may_check() else Call(seat)
    if verb == "cbr":
        to = action_amount(args[0], scale) if len(args) == 1 else None
        if to is None:
            raise ReplayError(f"cbr needs an amount, found {shown(' '.join(args))}", index)
        return _aggressive(hand, seat, to)
    if verb == "_buy":  # W7: Baseball's price for an up three
        price = next((m.amount for m in hand.legal_actions() if m.kind is ActionKind.BUY), None)
        paid = action_amount(args[0], scale) if len(args) == 1 else None
        if paid is None:
            raise ReplayError(f"_buy needs an amount, found {shown(' '.join(args))}", index)
        if price is not None and price != paid:
            raise ReplayError(f"the price of the up three is {format_chips(price)}, the file "
                              f"pays {brief(args[0])}", index)
        return Buy(seat)
    if verb == "sm":
        if hand.phase is Phase.SHOWDOWN and hand.acting_seat == seat:
            return Show(seat) if args and args[0] != "-" else Muck(seat)
        return None  # cards turned over before the showdown (all-in) or already shown: no move
    raise ReplayError(f"unknown action {shown(verb)}", index)


_COMPLETE: Final = ActionKind.COMPLETE
_BET: Final = ActionKind.BET


# The sized moves met before, by seat and amount, in MEMO.completes, .bets and .raises.
_SIZED_MOST: Final = 4096


def _sized(kind: ActionKind, seat: int, to: int) -> Action:
    """The move ``kind`` (complete, bet or raise) to ``to``: told apart by identity, as an
    enum's hash is a Python function."""
    memo = MEMO
    store = memo.completes if kind is _COMPLETE else memo.bets if kind is _BET else memo.raises
    move = store.get((seat, to))
    if move is None:
        move = keep(store, (seat, to), Complete(seat, to) if kind is _COMPLETE
                    else Bet(seat, to) if kind is _BET else Raise(seat, to), _SIZED_MOST)
    return move


def _aggressive(hand: Hand, seat: int, to: int) -> Action:
    """The move ``cbr to`` makes: the complete, bet or raise to ``to`` when the rules allow it
    (checked for that one move); else the legal moves say what the file meant, if anything."""
    action = _sized(hand.sized_kind(), seat, to)
    if hand.can(action):
        return action
    moves = [m for m in hand.legal_actions() if m.kind.takes_amount and m.seat == seat]
    for m in moves:
        if m.to == to:
            return m.action()
    # A raise recorded as only what the opponents could call (their whole stacks) is the same
    # bet as the full raise with the rest returned uncalled (O8).
    reachable = max((q.bet + q.stack for q in hand.live_players if q.seat != seat), default=0)
    bigger = [m for m in moves if m.to > to]
    if bigger and to >= reachable and to > hand.current_bet:
        return min(bigger, key=lambda m: m.to).action()
    kind = moves[0].kind if moves else ActionKind.RAISE
    return {ActionKind.COMPLETE: Complete, ActionKind.BET: Bet}.get(kind, Raise)(seat, to)


def replay_text(text: str) -> ReplayResult:
    return replay(loads(text))


__all__ = ["ReplayResult", "replay", "replay_text"]

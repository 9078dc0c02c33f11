"""One hand of stud: the state machine from the antes to the last chip.

A :class:`Hand` is created with the configuration, the players dealt in and a deck order; it
posts the antes and deals 3rd street at once, then waits for the acting seat. The caller asks
:meth:`Hand.legal_actions`, checks with :meth:`Hand.verify` / :meth:`Hand.can` and changes the
hand with :meth:`Hand.apply`, which returns the events it caused. An illegal action raises an
:class:`~studdesk.engine.actions.IllegalActionError` and leaves the hand exactly as it was.

>>> from studdesk.engine.cards import parse_cards, stacked_deck
>>> from studdesk.engine.config import GameConfig, Variant
>>> cfg = GameConfig.preset(Variant.STUD, 200)
>>> deck = stacked_deck(parse_cards("AsKs" "2c3c" "Ah2d"))  # seat 1 gets As Kc Ah, seat 2 Ks 3c 2d
>>> hand = Hand(cfg, [PlayerSpec(1, "Anna", 5000), PlayerSpec(2, "Bela", 5000)], deck)
>>> hand.acting_seat, [a.kind.value for a in hand.legal_actions()]
(2, ['bring_in', 'complete'])

How it works
------------
The hand is a state machine over :class:`Phase` (betting, showdown, complete) and the street.
Every change goes through one move: :meth:`Hand.act` (and :meth:`Hand.apply`, which is
``act`` and the events it caused). A move is checked before anything changes, so a refused one
leaves the hand as it was:

- a betting move (fold, check, call, bring-in, complete, bet, raise) is checked for itself by
  :meth:`Hand._betting_amount`, with the same arithmetic :meth:`Hand._generate_legal_actions`
  uses for the whole list: the chips it puts in, or -1; then :meth:`Hand._bet_action` moves the
  chips, marks who acted, and when the round is over gathers the bets
  (:meth:`Hand._end_round`: the uncalled bet back, O8) and deals the next street or starts the
  showdown (:meth:`Hand._advance`);
- anything else (a buy, a show or muck, any refusal) is matched against
  :meth:`Hand.legal_actions`, the list built only when asked and kept until the next move;
  a refusal is explained by :meth:`Hand._explain_refusal` (which rule, as an error code).

A secret choice every player still in makes at once (W9: High-Low Declare's declaration after
the last betting round; W11: the card Roll Your Own turns up before each street's betting) is
asked of them all together (:attr:`Hand.choosing`, :meth:`Hand.choices`): each seat's choice
is checked against its own cards only, taken in any order and told to nobody (only
``ChoiceMade``) until the last one is in; then :meth:`Hand._choose` tells them all at once and
the hand goes on. :attr:`Hand.acting_seat` is the first seat still to choose, so a caller that
asks one seat at a time still plays these games.

At a table where nobody deals, a device that left and did not come back in time ends the
hand from outside the turn order (RULES.md H4): :meth:`Hand.leave` with every seat it holds,
checked first by :meth:`Hand.verify_leave` as a move is by :meth:`Hand.verify`. Nothing more is
dealt or shown; every chip still in the pot goes back to whoever put it in, except the leaving
seats', which the seats still in share (:meth:`Hand._abandon`).

Who acts first on a street is worked out from what the players show
(:meth:`Hand._first_to_act`, :func:`~studdesk.engine.showing.showing_value`); then each move
passes the turn to the next player who can still act (:meth:`Hand._next_to_act`). The pots
are built from what each player committed when someone asks (:meth:`Hand.pots`, kept until
chips move); the showdown evaluates each hand once (:mod:`~studdesk.engine.evaluate`) and
awards each pot and half (:meth:`Hand._finish`).

For speed, since a replay or a bot's simulation plays thousands of hands and reads none of
their events: the hand logs what each event will say as a typed tuple (``_Pending``) and makes
the :mod:`~studdesk.engine.events` records only when :attr:`Hand.events` is read; a game's
shape is read once per variant (``_GameFacts``); enum members the moves read are module
``Final`` names; a legal move is made by ``tuple.__new__`` (``_legal``). Compiled
(:mod:`studdesk.engine.compiled`), the methods call each other directly.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Final, Literal

from studdesk.engine import evaluate
from studdesk.engine.actions import (
    CHOICE_KINDS,
    SIZED_KINDS,
    Action,
    ActionKind,
    CapReachedError,
    Declaration,
    HandOverError,
    IllegalActionError,
    LegalAction,
    Muck,
    OutOfTurnError,
    WrongAmountError,
)
from studdesk.engine.cards import Card, Rank
from studdesk.engine.config import (
    BUTTON_SEAT,
    MAX_SEATS,
    MIN_SEATS,
    GameConfig,
    GameShape,
    Split,
    Variant,
)
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    BetsGathered,
    CardDealt,
    CardsReshuffled,
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    CommunityCardDealt,
    Declared,
    DeviceLeft,
    Event,
    ForfeitShared,
    Half,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
    StakeReturned,
    Street,
    StreetStarted,
    SwingFailed,
    UncalledBetReturned,
    WildRanksChanged,
)
from studdesk.engine.pots import Pot, build_pots, declared_winners, split_amount, uncalled_bet
from studdesk.engine.showing import showing_value

Reshuffle = Callable[[list[Card]], list[Card]]
Dealer = Callable[[int | None], Card]
"""A replay's source of cards: the next card for a seat, or a burn (None); the engine takes
that card out of the deck it holds."""

_NEXT_STREET: dict[Street, Street] = {
    Street.SECOND: Street.THIRD, Street.THIRD: Street.FOURTH, Street.FOURTH: Street.FIFTH,
    Street.FIFTH: Street.SIXTH, Street.SIXTH: Street.SEVENTH,
}


class Phase(Enum):
    BETTING = "betting"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"


# The enum members the betting code reads on every move, as module names. In Python 3.11
# reading a member from its class (``ActionKind.FOLD``) goes through EnumType.__getattr__'s
# hook and costs several times a global read (Python 3.12 dropped the hook).
# ``Final``: compiled, mypyc keeps each in a C variable instead of looking it up in the
# module's dict at every read.
_FOLD: Final = ActionKind.FOLD
_CHECK: Final = ActionKind.CHECK
_CALL: Final = ActionKind.CALL
_BRING_IN: Final = ActionKind.BRING_IN
_COMPLETE: Final = ActionKind.COMPLETE
_BET: Final = ActionKind.BET
_RAISE: Final = ActionKind.RAISE
_SHOW: Final = ActionKind.SHOW
_MUCK: Final = ActionKind.MUCK
_BUY: Final = ActionKind.BUY
_DECLARE: Final = ActionKind.DECLARE
_TURN_UP: Final = ActionKind.TURN_UP
_THIRD: Final = Street.THIRD
_FOURTH: Final = Street.FOURTH
_SEVENTH: Final = Street.SEVENTH
_RAZZ: Final = Variant.RAZZ
_WHOLE: Final = Half.WHOLE
_PHASE_BETTING: Final = Phase.BETTING
_PHASE_SHOWDOWN: Final = Phase.SHOWDOWN
_PHASE_COMPLETE: Final = Phase.COMPLETE


class _GameFacts:
    """What a Hand reads of its game when it starts, read once per game: the game's shape and
    its properties are Python (config is not compiled), and reaching them cost a Python call
    each per hand."""

    def __init__(self, game: GameShape) -> None:
        self.game: Final = game
        self.max_players: Final = game.max_players
        self.down_first: Final = game.down_first
        self.has_wild_cards: Final = game.has_wild_cards


_FACTS: Final = {variant: _GameFacts(variant.game) for variant in Variant}  # identity hash


# Events are made when someone reads them (:attr:`Hand.events`, :meth:`Hand.apply`'s answer): a
# replay or a simulation that only wants the result never pays for the ~30 objects of a hand.
# Until then the hand logs what each will say, as ``(kind, field values...)``, values taken
# when it happened (never a live object that changes later); the kind is a small int, the
# index of its maker in _MAKERS (compiled, an int constant costs nothing to name, where a
# function is looked up in the module's dict each time). Each kind's entry has its own type
# (_Pending below, which mypy checks every append against); a new field of an event is a
# change to its entry type, its maker and the appends mypy then points to.
def _card_dealt(seat: int, card: Card, face_up: bool, street: Street) -> Event:
    return CardDealt(seat=seat, card=card, face_up=face_up, street=street)


def _action_taken(seat: int, action: ActionKind, amount: int, to: int, all_in: bool,
                  street: Street) -> Event:
    return ActionTaken(seat=seat, action=action, amount=amount, to=to, all_in=all_in,
                       street=street)


def _ante_posted(seat: int, amount: int, all_in: bool) -> Event:
    return AntePosted(seat=seat, amount=amount, all_in=all_in)


def _street_started(street: Street) -> Event:
    return StreetStarted(street=street)


def _bets_gathered(pots: tuple[int, ...]) -> Event:
    return BetsGathered(pots=pots)


def _hand_started(hand: int, variant: Variant, players: list[PlayerState]) -> Event:
    return HandStarted(hand=hand, variant=variant.value, seats=tuple([p.seat for p in players]),
                       names=tuple([p.name for p in players]),
                       stacks=tuple([p.starting_stack for p in players]))


def _uncalled_bet_returned(seat: int, amount: int) -> Event:
    return UncalledBetReturned(seat=seat, amount=amount)


def _pot_awarded(pot: int, seat: int, amount: int, half: Half, hand_name: str | None) -> Event:
    return PotAwarded(pot=pot, seat=seat, amount=amount, half=half, hand_name=hand_name)


def _hand_ended(hand: int, seats: tuple[int, ...], stacks: tuple[int, ...],
                net: tuple[int, ...]) -> Event:
    return HandEnded(hand=hand, seats=seats, stacks=stacks, net=net)


_MAKERS: Final[tuple[Callable[..., Event], ...]] = (
    _card_dealt, _action_taken, _ante_posted, _street_started, _bets_gathered, _hand_started,
    _uncalled_bet_returned, _pot_awarded, _hand_ended)
# The kinds a pending entry names, each its maker's index in _MAKERS.
_CARD_DEALT: Final = 0
_ACTION_TAKEN: Final = 1
_ANTE_POSTED: Final = 2
_STREET_STARTED: Final = 3
_BETS_GATHERED: Final = 4
_HAND_STARTED: Final = 5
_UNCALLED_BET_RETURNED: Final = 6
_POT_AWARDED: Final = 7
_HAND_ENDED: Final = 8

if TYPE_CHECKING:  # what the log holds until the event is made: (kind, its maker's arguments)
    _CardDealtEntry = tuple[Literal[0], int, Card, bool, Street]
    _ActionTakenEntry = tuple[Literal[1], int, ActionKind, int, int, bool, Street]
    _AntePostedEntry = tuple[Literal[2], int, int, bool]
    _StreetStartedEntry = tuple[Literal[3], Street]
    _BetsGatheredEntry = tuple[Literal[4], tuple[int, ...]]
    _HandStartedEntry = tuple[Literal[5], int, Variant, list["PlayerState"]]
    _UncalledBetReturnedEntry = tuple[Literal[6], int, int]
    _PotAwardedEntry = tuple[Literal[7], int, int, int, Half, str | None]
    _HandEndedEntry = tuple[Literal[8], int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    _Pending = (_CardDealtEntry | _ActionTakenEntry | _AntePostedEntry | _StreetStartedEntry
                | _BetsGatheredEntry | _HandStartedEntry | _UncalledBetReturnedEntry
                | _PotAwardedEntry | _HandEndedEntry)


_NEW_TUPLE: Final = tuple.__new__


def _legal(kind: ActionKind, seat: int, to: int = 0, amount: int = 0,
           all_in: bool = False) -> LegalAction:
    """``LegalAction(kind, seat, to, amount, all_in)``, made by ``tuple.__new__`` (in C):
    a named tuple's own ``__new__`` is a Python function, even called from compiled code, and
    costs twice as much; the engine makes one for every move offered and every move checked."""
    move: LegalAction = _NEW_TUPLE(LegalAction, (kind, seat, to, amount, all_in))
    return move


# The value classes below write their own ``__init__`` (``init=False``): compiled, mypyc turns
# a hand-written one into C, but leaves the one ``@dataclass`` generates as Python, which costs
# a microsecond or more for each player of each hand (a frozen dataclass more, each field set
# through ``object.__setattr__``). So they are not ``frozen``: their fields are ``Final``,
# which mypy checks, and ``unsafe_hash=True`` gives the field-wise hash a frozen one has.
@dataclass(init=False, slots=True, unsafe_hash=True)
class PlayerSpec:
    """A player dealt into the hand: seat (1..8), name, chips in front of them (T3)."""

    seat: Final[int]
    name: Final[str]
    stack: Final[int]
    auto_muck: Final[bool]

    def __init__(self, seat: int, name: str, stack: int, auto_muck: bool = True) -> None:
        self.seat = seat
        self.name = name
        self.stack = stack
        self.auto_muck = auto_muck


@dataclass(init=False, slots=True, eq=False)
class PlayerState:
    """The engine's record of one player. Read it through views; only the hand changes it."""

    seat: int
    name: str
    starting_stack: int
    stack: int
    auto_muck: bool
    cards: list[Card]
    face_up: list[bool]
    up: list[Card]  # the face-up cards, kept as they are dealt
    folded: bool
    bet: int  # this street
    committed: int  # this hand, antes included
    dead: int  # this hand, the price paid for up threes (W4): dead money in the main pot
    acted: bool
    acted_seq: int
    shown: bool
    mucked: bool

    def __init__(self, seat: int, name: str, starting_stack: int, stack: int,
                 auto_muck: bool) -> None:
        self.seat = seat
        self.name = name
        self.starting_stack = starting_stack
        self.stack = stack
        self.auto_muck = auto_muck
        self.cards = []
        self.face_up = []
        self.up = []
        self.folded = False
        self.bet = 0
        self.committed = 0
        self.dead = 0
        self.acted = False
        self.acted_seq = -1
        self.shown = False
        self.mucked = False

    @property
    def all_in(self) -> bool:
        return self.stack == 0 and not self.folded

    @property
    def can_act(self) -> bool:
        return not self.folded and self.stack > 0

    @property
    def up_cards(self) -> list[Card]:
        return list(self.up)


@dataclass(init=False, slots=True, unsafe_hash=True)
class Award:
    pot: Final[int]
    seat: Final[int]
    amount: Final[int]
    half: Final[Half]
    hand_name: Final[str | None]

    def __init__(self, pot: int, seat: int, amount: int, half: Half,
                 hand_name: str | None) -> None:
        self.pot = pot
        self.seat = seat
        self.amount = amount
        self.half = half
        self.hand_name = hand_name


@dataclass(init=False, slots=True)
class HandResult:
    """How the hand ended: pots, who won what, uncalled bets, and every seat's final stack.
    ``left``: the seats of a device that left mid-hand at a table where nobody deals (H4), in
    dealing order; then ``pots`` are the pots as they stood, and nobody won them (``awards``
    is empty: the others' chips came back, and the forfeited ones were shared out)."""

    pots: Final[tuple[Pot, ...]]
    awards: Final[tuple[Award, ...]]
    uncalled: Final[tuple[tuple[int, int], ...]]
    stacks: Final[dict[int, int]]
    net: Final[dict[int, int]]
    showdown: Final[bool]
    left: Final[tuple[int, ...]]

    def __init__(self, pots: tuple[Pot, ...], awards: tuple[Award, ...],
                 uncalled: tuple[tuple[int, int], ...], stacks: dict[int, int],
                 net: dict[int, int], showdown: bool, left: tuple[int, ...] = ()) -> None:
        self.pots = pots
        self.awards = awards
        self.uncalled = uncalled
        self.stacks = stacks
        self.net = net
        self.showdown = showdown
        self.left = left


def keep_order(cards: list[Card]) -> list[Card]:
    """The reshuffle of RULES.md D10 for tests and replays: the gathered cards as they lie.
    Play passes a real shuffle (``secrets.SystemRandom().sample``), the engine has no
    randomness of its own (T4)."""
    return list(cards)


class Hand:
    """The state machine of one hand (see the module docstring)."""

    def __init__(
        self,
        config: GameConfig,
        players: Sequence[PlayerSpec],
        deck: Sequence[Card],
        *,
        number: int = 1,
        reshuffle: Reshuffle | None = None,
        dealer: Dealer | None = None,
    ) -> None:
        facts = _FACTS[config.variant]
        game = facts.game
        if not MIN_SEATS <= len(players) <= facts.max_players:
            raise ValueError(f"{game.title} needs {MIN_SEATS} to {game.max_players} players, "
                             f"not {len(players)}")
        # T1: dealing starts with the first seat to the left of the fixed button (seat 8): the
        # players by their place in that order, which also finds a seat given twice. (Plain
        # loops, no set or sort with a key: compiled, they cost a tenth of those.)
        placed: list[PlayerSpec | None] = [None] * MAX_SEATS
        for spec in players:
            seat = spec.seat
            place = (seat - BUTTON_SEAT - 1) % MAX_SEATS
            if not 1 <= seat <= MAX_SEATS or placed[place] is not None:
                raise ValueError(f"seats must be distinct numbers from 1 to {MAX_SEATS}: "
                                 f"{[p.seat for p in players]}")
            placed[place] = spec
        for spec in players:
            if spec.stack <= 0:
                raise ValueError("every player dealt in needs chips (T3)")
        if len(deck) != 52 or len(set(deck)) != 52:  # (a bit per card: 7x slower pure)
            raise ValueError("the deck must be the 52 distinct cards, in dealing order (T1)")
        self.config = config
        self.game = game
        self.number = number
        # The game's streets (W6: Five Card Stud plays 2nd to 5th street): the first is
        # 3rd street's rules (D2-D7, L3, O1, O3), the second 4th street's (L5), the last 7th's.
        if game.seven_cards:
            self._first, self._second, self._last = _THIRD, _FOURTH, _SEVENTH
        else:
            self._first, self._second, self._last = Street.SECOND, _THIRD, Street.FIFTH
        # Wild cards (W3, W4): the ranks wild now, public; Follow the Queen's state.
        self.wild_ranks: frozenset[Rank] = frozenset()
        self._wild = 0
        if game.wild_ranks or game.follow_the_queen:
            self.wild_ranks = frozenset(Rank(r) for r in game.wild_ranks)
            if game.follow_the_queen and config.queens_wild:
                self.wild_ranks = frozenset({Rank.QUEEN})
            self._wild = evaluate.wild_mask(sorted(self.wild_ranks))
        # What the hot paths ask of the game, read once (properties and enum members cost, and
        # compiled, a field of these interpreted classes is a dict look-up; these are C ints).
        self._ante = config.ante
        self._bring_in = config.bring_in
        self._small_bet = config.small_bet
        self._big_bet = config.big_bet
        self._cap = 1 + config.max_raises  # bets and raises a round allows (L3)
        self._heads_up_uncapped = config.heads_up_uncapped
        self._down_first = facts.down_first
        self._seven_cards = game.seven_cards
        self._ftq = game.follow_the_queen
        self._baseball = game.baseball
        self._razz = config.variant is _RAZZ
        self._uses_open_pair = config.open_pair and not self._razz
        self._queen_waiting = False  # a queen fell face up; the next up card names the rank
        self._followed: Rank | None = None
        # Baseball (W4): the price paid to keep up threes, dead money in the main pot.
        self.dead_money = 0
        self._buy_queue: list[int] = []
        self._buy_pending = False
        self._street_up: dict[int, list[Card]] = {}  # up cards dealt on this street, by seat
        # The secret choices every player still in makes at once (W9.3, W11.2): who has yet
        # to choose (dealing order), what (declare or turn up), and what each chose, told to
        # nobody until the last choice is in (a fist's chips, a card's number).
        self._roll = game.roll_your_own
        self._declaring = game.split is Split.DECLARE
        self._choosing: list[int] = []
        self._choice_kind: ActionKind | None = None
        self._chosen: dict[int, int] = {}
        self.declarations: dict[int, Declaration] = {}  # W9: public once all are in
        self._dealer = dealer
        self._reshuffle = reshuffle or keep_order
        # In dealing order (T1, above).
        self.players: list[PlayerState] = [
            PlayerState(p.seat, p.name, p.stack, p.stack, p.auto_muck)
            for p in placed if p is not None
        ]
        self._by_seat = {p.seat: p for p in self.players}
        self._index = {p.seat: i for i, p in enumerate(self.players)}  # position in dealing order
        self._deck: list[Card] = list(deck)
        self._burned: list[Card] = []
        self.community: Card | None = None
        self._log: list[Event | _Pending] = []  # every event so far, made or still pending
        self._events: list[Event] = []  # the events made so far: the first ones of the log
        self.phase = _PHASE_BETTING
        self.street = self._first
        self.acting_seat: int | None = None
        self.result: HandResult | None = None
        # Betting round state.
        self._bring_in_pending = False
        self._current_bet = 0  # the street total everyone must match
        self._full_level = 0  # the street total after the last full bet or raise
        self._bets_made = 0  # bets and raises counted for the cap (L3)
        self._raise_seq = 0
        self._big_bet_made = False  # L5
        self._open_pair = False  # L5 in force on this 4th street
        self._last_aggressor: int | None = None
        self._first_actor: int | None = None
        self._forced_showdown = False
        self._showdown_queue: list[int] = []
        self._conceding: set[int] = set()  # seats that give up at the showdown (concede)
        # Seats whose down cards this engine does not know (a table where nobody deals,
        # net/TRUSTLESS.md): the showdown stops at such a seat for its device's decision.
        self.withheld: set[int] = set()
        self._gathered_pots: tuple[int, ...] = ()
        self._uncalled: list[tuple[int, int]] = []
        self._won_without_showdown: int | None = None
        self._value_cache: dict[int, tuple[int | None, int | None]] = {}
        self._name_cache: dict[int, tuple[str | None, str | None]] = {}
        self._pots: list[Pot] | None = None  # built on demand, dropped when chips move or one folds
        self._legal: tuple[LegalAction, ...] | None = None
        self._live_count = len(self.players)
        self._start()

    # ------------------------------------------------------------------ queries

    def player(self, seat: int) -> PlayerState:
        try:
            return self._by_seat[seat]
        except KeyError:
            raise IllegalActionError(f"seat {seat} is not in this hand", code="no_such_seat") from None

    @property
    def events(self) -> list[Event]:
        """Every event of the hand so far, in order (made on the first read of them)."""
        log, events = self._log, self._events
        if len(events) < len(log):
            for entry in log[len(events):]:
                if isinstance(entry, tuple):
                    events.append(_MAKERS[entry[0]](*entry[1:]))
                else:
                    events.append(entry)
        return events

    @property
    def is_complete(self) -> bool:
        return self.phase is _PHASE_COMPLETE

    @property
    def live_players(self) -> list[PlayerState]:
        return [p for p in self.players if not p.folded]

    @property
    def pot_total(self) -> int:
        """Every chip put in this hand and not yet returned or awarded."""
        if self.is_complete:
            return 0
        return sum(p.committed for p in self.players) + self.dead_money

    @property
    def current_bet(self) -> int:
        return self._current_bet

    @property
    def is_buying(self) -> bool:
        """The acting seat decides whether to pay for an up three or fold (W4)."""
        return self._buy_pending

    @property
    def choosing(self) -> tuple[int, ...]:
        """The seats that have yet to make the secret choice now asked of every player still
        in (W9.3: the declaration; W11.2: the card to turn up), in dealing order; empty when
        no choice is asked. They choose in any order; :attr:`acting_seat` is the first."""
        return tuple(self._choosing)

    @property
    def choice_kind(self) -> ActionKind | None:
        """What the players are choosing now: DECLARE, TURN_UP, or None."""
        return self._choice_kind if self._choosing else None

    def has_chosen(self, seat: int) -> bool:
        """``seat`` made the choice asked now (what it chose stays secret until all are in)."""
        return bool(self._choosing) and seat in self._chosen

    def choices(self, seat: int | None) -> tuple[LegalAction, ...]:
        """The choices ``seat`` may make now, whoever else has chosen (none once it has, or
        when no choice is asked): low, high, both (W9.2), or each of its down cards in
        dealing order, the newest last (W11.1). No choice depends on another's."""
        if seat is None or seat not in self._choosing:
            return ()
        if self._choice_kind is _DECLARE:
            return (_legal(_DECLARE, seat, 0), _legal(_DECLARE, seat, 1),
                    _legal(_DECLARE, seat, 2))
        p = self._by_seat[seat]
        return tuple([_legal(_TURN_UP, seat, int(c))
                      for c, up in zip(p.cards, p.face_up, strict=True) if not up])

    @property
    def first_street(self) -> Street:
        return self._first

    @property
    def last_street(self) -> Street:
        return self._last

    def three_price(self) -> int:
        """What keeping an up three costs now (W4): a big bet, a set amount, or the pot."""
        price = self.config.three_price
        if price == "big_bet":
            return self.config.big_bet
        if price == "pot":
            return self.pot_total
        assert isinstance(price, int)
        return price

    @property
    def is_open_pair(self) -> bool:
        return self._open_pair

    @property
    def is_capped(self) -> bool:
        return self._cap_reached()

    def pots(self) -> list[Pot]:
        """The pots as they stand, main pot first (bets of the current street included)."""
        if self.result is not None:
            return list(self.result.pots)
        return list(self._current_pots())

    def _current_pots(self) -> list[Pot]:
        """The pots as they stand, kept until chips move or a player folds (no copy: read only)."""
        if self._pots is None:
            # The usual case first (build_pots' own): every live player put in the same, one
            # pot holds every chip.
            level = 0
            total = 0
            for p in self.players:
                total += p.committed
                if not p.folded and p.committed:
                    if not level:
                        level = p.committed
                    elif p.committed != level:
                        level = -1
            if level > 0:
                pots = [Pot(total, tuple(sorted(
                    [p.seat for p in self.players if not p.folded and p.committed])))]
            else:
                pots = build_pots({p.seat: p.committed for p in self.players},
                                  {p.seat for p in self.players if not p.folded})
            if self.dead_money:  # W4: the price of an up three is dead money in the main pot
                if pots:
                    pots[0] = Pot(pots[0].amount + self.dead_money, pots[0].eligible)
                else:
                    pots.append(Pot(self.dead_money, tuple(sorted(
                        [p.seat for p in self.players if not p.folded]))))
            self._pots = pots
        return self._pots

    def hand_cards(self, seat: int) -> list[Card]:
        """All cards that play for ``seat``: their own and the community card (D10)."""
        p = self.player(seat)
        return p.cards + ([self.community] if self.community is not None else [])

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> tuple[LegalAction, ...]:
        """Exactly the moves the acting seat may make now, with their amounts."""
        if self._legal is None:
            self._legal = self._generate_legal_actions()
        return self._legal

    def _generate_legal_actions(self) -> tuple[LegalAction, ...]:
        if self.phase is _PHASE_COMPLETE or self.acting_seat is None:
            return ()
        if self._choosing:
            return self.choices(self.acting_seat)
        p = self._by_seat[self.acting_seat]
        seat, stack, bet = p.seat, p.stack, p.bet
        if self.phase is _PHASE_SHOWDOWN:
            if seat in self.withheld and self.must_show_unseen(seat):
                return (_legal(_SHOW, seat),)
            return (_legal(_SHOW, seat), _legal(_MUCK, seat))
        if self._buy_pending:  # W4: pay for the up three (all-in if short) or fold
            pay = min(self.three_price(), stack)
            return _legal(_BUY, seat, bet, pay, pay == stack), _legal(_FOLD, seat, bet, 0)
        if self._bring_in_pending:
            # D4: the bring-in player posts the bring-in or completes; no fold, no check.
            post = min(self._bring_in, stack)
            bring_in = _legal(_BRING_IN, seat, post, post, post == stack)
            if stack > self._bring_in:
                to = min(self._small_bet, stack)
                return bring_in, _legal(_COMPLETE, seat, to, to, to == stack)
            return (bring_in,)
        moves = [_legal(_FOLD, seat, bet, 0)]
        current = self._current_bet
        to_call = current - bet
        if to_call <= 0:
            moves.append(_legal(_CHECK, seat, bet, 0))
        else:
            pay = min(to_call, stack)
            moves.append(_legal(_CALL, seat, bet + pay, pay, pay == stack))
        if stack > to_call and self._may_raise(p):
            kind = self._aggressive_kind()
            for target, pay, all_in in self._sized_moves(bet, stack, current):
                moves.append(_legal(kind, seat, target, pay, all_in))
        return tuple(moves)

    def _sized_moves(self, bet: int, stack: int, current: int) -> Iterator[tuple[int, int, bool]]:
        """``(to, pay, all_in)`` of each complete, bet or raise a player who has ``bet`` this
        street and ``stack`` behind may make over ``current``, ascending; one all-in may stand
        for two targets (L5)."""
        last = current
        for target in self._raise_targets():
            pay = target - bet
            all_in = pay >= stack
            if all_in:
                pay, target = stack, bet + stack
            if target <= last:
                continue
            last = target
            yield target, pay, all_in

    def may_check(self) -> bool:
        """Checking is one of the acting seat's legal moves now (worked out without the list)."""
        if (self.phase is not _PHASE_BETTING or self._buy_pending or self._bring_in_pending
                or self.acting_seat is None or self._choosing):
            return False
        return self._current_bet <= self._by_seat[self.acting_seat].bet

    def sized_kind(self) -> ActionKind:
        """What a move with an amount is called now: complete (3rd street up to the small bet,
        the bring-in's alternative), bet (nothing bet yet) or raise."""
        return _COMPLETE if self._bring_in_pending else self._aggressive_kind()

    def _aggressive_kind(self) -> ActionKind:
        if self.street is self._first:
            return _COMPLETE if self._full_level < self._small_bet else _RAISE
        return _BET if self._full_level == 0 else _RAISE

    def _unit(self) -> int:
        street = self.street
        return (self._small_bet if street is self._first or street is self._second
                else self._big_bet)

    def _raise_targets(self) -> list[int]:
        small, level = self._small_bet, self._full_level
        if self.street is self._first:
            if level < small:
                return [small]  # D5 / O5: complete to S
            return [level + small]
        if self.street is self._second and self._open_pair:
            # L5: S or the big bet; after a big bet or raise, only big raises.
            if self._big_bet_made:
                return [level + self._big_bet]
            return [level + small, level + self._big_bet]
        return [level + self._unit()]

    def _is_heads_up(self) -> bool:
        return self._heads_up_uncapped and self._live_count == 2

    def _cap_reached(self) -> bool:
        return self._bets_made >= self._cap and not self._is_heads_up()

    def _may_raise(self, p: PlayerState) -> bool:
        if self._cap_reached():
            return False
        if p.acted and p.acted_seq >= self._raise_seq:
            return False  # O5: nothing reopened the betting for this player
        # Nobody could answer a raise: every other live player is all-in. (A plain loop: this
        # runs for every decision, and any() over a generator costs twice as much.)
        for q in self.players:  # noqa: SIM110
            if q is not p and not q.folded and q.stack > 0:
                return True
        return False

    # ------------------------------------------------------------------ verify / can / apply

    def _betting_amount(self, action: Action) -> int:
        """The chips the betting move ``action`` puts in now, worked out for that one move with
        the arithmetic :meth:`_generate_legal_actions` uses for all of them; -1 when it is not
        a legal betting move now (or not a betting decision at all: a buy, the showdown, a
        finished hand), and :meth:`verify`'s full path answers. The rest of the move follows
        (the player's street total is their bet plus this, all-in when this is their stack):
        a plain int, which the compiled engine returns without making an object."""
        seat = action.seat
        if (self.phase is not _PHASE_BETTING or self._buy_pending or self._choosing
                or seat != self.acting_seat):
            return -1
        p = self._by_seat[seat]
        stack, bet = p.stack, p.bet
        kind = action.kind
        if self._bring_in_pending:  # nothing is bet yet on this street
            bring_in = self._bring_in
            if kind is _BRING_IN:
                return bring_in if bring_in < stack else stack
            if kind is _COMPLETE and stack > bring_in:
                small = self._small_bet
                to = small if small < stack else stack
                if action.to == to:
                    return to
            return -1
        if kind is _FOLD:
            return 0
        current = self._current_bet
        to_call = current - bet
        if kind is _CHECK:
            return 0 if to_call <= 0 else -1
        if kind is _CALL:
            if to_call <= 0:
                return -1
            return to_call if to_call < stack else stack
        if (stack <= to_call or kind is not self._aggressive_kind()
                or not self._may_raise(p)):
            return -1
        want = action.to
        for target, pay, _ in self._sized_moves(bet, stack, current):
            if target == want:
                return pay
        return -1

    def verify(self, action: Action) -> LegalAction:
        """The legal move ``action`` makes, or a specific :class:`IllegalActionError`."""
        amount = self._betting_amount(action)
        if amount >= 0:
            p = self._by_seat[action.seat]
            return _legal(action.kind, p.seat, p.bet + amount, amount, amount == p.stack)
        return self._verify_listed(action)

    def _verify_listed(self, action: Action) -> LegalAction:
        """:meth:`verify` against the list of legal moves: buys, the showdown, a finished
        hand, and every refusal (which it explains)."""
        if self.phase is _PHASE_COMPLETE:
            if (action.kind is _SHOW and action.seat == self._won_without_showdown
                    and not self.player(action.seat).shown):
                return _legal(_SHOW, action.seat)  # O6: the winner may show
            raise HandOverError("the hand is over")
        if self._choosing or action.kind in CHOICE_KINDS:
            return self._verify_choice(action)
        player = self.player(action.seat)
        if action.seat != self.acting_seat:
            raise OutOfTurnError(f"it is not seat {player.seat}'s turn (seat {self.acting_seat} acts)")
        moves = self.legal_actions()
        for move in moves:
            if move.matches(action):
                return move
        self._explain_refusal(action, player, moves)
        raise AssertionError("unreachable")  # pragma: no cover

    def _verify_choice(self, action: Action) -> LegalAction:
        """:meth:`verify` while a secret choice is asked, or for a choice when none is: a
        choice is checked against the chooser's own cards and nothing else (W9.3, W11.2)."""
        kind = action.kind
        player = self.player(action.seat)
        if not self._choosing or kind is not self._choice_kind:
            if kind is _DECLARE:
                if not self._declaring:
                    raise IllegalActionError("only High-Low Declare has a declaration (W9)",
                                             code="not_allowed")
                raise IllegalActionError(
                    "the declaration comes after the 7th-street betting, and not in a hand "
                    "won when everyone else folded (W9.1)", code="not_declaring")
            if kind is _TURN_UP:
                if not self._roll:
                    raise IllegalActionError("only Roll Your Own turns a chosen card up (W11)",
                                             code="not_allowed")
                raise IllegalActionError(
                    "a card is turned up on 3rd to 6th street, once the street is dealt and "
                    "before its betting (W11.1)", code="not_choosing")
            what = ("declared" if self._choice_kind is _DECLARE
                    else "chosen the card to turn up")
            raise IllegalActionError(
                f"not yet: every player still in has not {what} (W9.4, W11.2)",
                code="choices_pending")
        if player.folded:
            raise IllegalActionError(f"seat {player.seat} has folded", code="folded")
        if player.seat not in self._choosing:
            what = ("declared (W9.2)" if kind is _DECLARE
                    else "turned a card up this street (W11.1)")
            raise IllegalActionError(f"seat {player.seat} has already {what}",
                                     code="already_chosen")
        for move in self.choices(player.seat):
            if move.matches(action):
                return move
        if kind is _TURN_UP:
            raise IllegalActionError(
                f"seat {player.seat} holds no face-down card {Card(action.to or 0)} (W11.1)",
                code="not_a_down_card")
        raise WrongAmountError("a declaration is high, low or both (W9.2)",
                               code="bad_declaration")

    def _begin_choices(self, kind: ActionKind) -> None:
        """Ask every player still in, all-in or not, for the secret choice ``kind``."""
        self._choice_kind = kind
        self._choosing = [p.seat for p in self.players if not p.folded]
        self._chosen = {}
        self._legal = None
        self.acting_seat = self._choosing[0]

    def _choose(self, move: LegalAction) -> None:
        """A seat's choice is in: kept secret (only that it chose is told) until the last one,
        then every choice is told at once, in dealing order, and the hand goes on."""
        seat = move.seat
        self._choosing.remove(seat)
        self._chosen[seat] = move.to
        self._emit(ChoiceMade(seat=seat, street=self.street))
        if self._choosing:
            self.acting_seat = self._choosing[0]
            return
        self.acting_seat = None
        chosen, self._chosen = self._chosen, {}
        kind, self._choice_kind = self._choice_kind, None
        if kind is _DECLARE:
            for p in self.players:
                if p.seat in chosen:
                    declaration = Declaration.of_chips(chosen[p.seat])
                    self.declarations[p.seat] = declaration
                    self._emit(Declared(seat=p.seat, declaration=declaration))
            self._start_showdown()
            return
        for p in self.players:
            if p.seat in chosen:
                k = [int(c) for c in p.cards].index(chosen[p.seat])
                p.face_up[k] = True
                p.up.append(p.cards[k])
                self._emit(CardTurnedUp(seat=p.seat, card=p.cards[k], street=self.street))
        self._next_decision()

    def concede(self, seat: int) -> None:
        """The player in ``seat`` gives up their claim at the showdown (S3): when their turn to
        show comes they muck, even a hand S2 would show, unless nobody else is left to take a
        pot they are in (then they show: someone takes every pot). Nothing changes before the
        showdown. A replay uses it for a recorded muck and for cards nobody saw: an unknown
        hand is never shown with cards made up for it."""
        player = self.player(seat)
        if self.phase is _PHASE_COMPLETE:
            raise HandOverError("the hand is over")
        if player.folded or player.shown or player.mucked:
            return  # nothing left to give up
        self._conceding.add(seat)
        if self.phase is _PHASE_SHOWDOWN and self.acting_seat == seat and self._may_concede(player):
            self.apply(Muck(seat))

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    # ------------------------------------------------------------------ a device leaves (H4)

    def verify_leave(self, seats: Iterable[int], needed: bool = False) -> tuple[int, ...]:
        """The seats, in dealing order, of a device that left the hand and did not come back in
        time (RULES.md H4), when its leaving ends the hand now; else an
        :class:`IllegalActionError` that says why, and nothing changes.

        ``seats`` are every seat of this hand the device holds (seats on one device share one
        key: a host's bots, a hotseat screen), folded ones included. A device whose seats have
        all folded already does not stop the deal: its cards are never opened again, and the
        rest of the deal does not need its share, so its leaving changes nothing and the hand
        goes on (refused, ``left_folded``: the table says who left, the hand does not end).
        ``needed``: the deal does need it (its share opens every card still to come: the
        table asked for it and it did not answer), so its folded seats' leaving ends the hand
        as any device's does."""
        if self.phase is _PHASE_COMPLETE:
            raise HandOverError("the hand is over")
        wanted = list(seats)
        if not wanted:
            raise IllegalActionError("a device that leaves holds at least one seat",
                                     code="no_seats")
        for seat in wanted:
            self.player(seat)  # no_such_seat
        if len(set(wanted)) != len(wanted):
            twice = next(s for s in wanted if wanted.count(s) > 1)
            raise IllegalActionError(f"seat {twice} is named twice", code="seat_twice")
        leaving = tuple([p.seat for p in self.players if p.seat in wanted])
        if not needed and all(self._by_seat[s].folded for s in leaving):
            which = ", ".join(str(s) for s in leaving)
            raise IllegalActionError(
                f"seat {which} folded already: a device whose seats all folded does not stop "
                "the deal, and the hand goes on (H4)", code="left_folded")
        if len(leaving) == len(self.players):
            raise IllegalActionError(
                "every seat of the hand is on the device that left: nobody is left to take "
                "the chips (H4)", code="nobody_left")
        return leaving

    def can_leave(self, seats: Iterable[int], needed: bool = False) -> bool:
        """:meth:`verify_leave` without the reason."""
        try:
            self.verify_leave(seats, needed)
        except IllegalActionError:
            return False
        return True

    def leave(self, seats: Iterable[int], needed: bool = False) -> list[Event]:
        """The device holding ``seats`` left and did not come back in time (H4): the hand ends
        now; the events it caused (:meth:`verify_leave` says when it may not).

        What each seat *put in this hand* is every chip it moved from its stack into the pot
        and that is still there: antes, the bring-in, completions, bets and raises (less an
        uncalled bet already returned, O8), and Baseball's price for an up three (W4: dead
        money in the main pot, never returned in play, but returned here). Side pots do not
        change it: every chip counts once, whichever pot it reached.

        - The leaving device's seats are folded. Every chip any of them put in is forfeited,
          those of a seat of it that folded earlier and an uncalled bet not yet returned
          included, so leaving never costs less than folding: each of them ends with exactly
          the stack it had behind (a fold never takes more, and may give an uncalled bet back).
        - Every other seat, folded or not, all-in or not, gets back what it put in.
        - The forfeited chips are shared equally among the other seats still in the hand,
          all-in ones included, whatever pots they could have won (H4 says equally); the chips
          that cannot be split go one each by S4's order (:meth:`_forfeit_order`). When every
          seat still in was on the leaving device, the other seats (all folded) share them.
        - No card is dealt or opened and no hand is shown, now or after (not even O6's show).
        """
        leaving = self.verify_leave(seats, needed)
        start = len(self._log)
        self._abandon(leaving)
        return self.events[start:]

    def _abandon(self, leaving: tuple[int, ...]) -> None:
        """:meth:`leave`'s settlement, for the checked seats of the leaving device."""
        gone = set(leaving)
        pots = list(self._current_pots())  # as they stood when the device left
        put_in = {p.seat: p.committed + p.dead for p in self.players}
        forfeited = 0
        for seat in leaving:
            p = self._by_seat[seat]
            forfeited += put_in[seat]
            if not p.folded:
                p.folded = True
                self._live_count -= 1
        takers = [p for p in self.players if not p.folded]
        if not takers:
            takers = [p for p in self.players if p.seat not in gone]
        # Nothing more is asked of anyone.
        self.acting_seat = None
        self._choosing = []
        self._chosen = {}
        self._choice_kind = None
        self._buy_queue = []
        self._buy_pending = False
        self._bring_in_pending = False
        self._showdown_queue = []
        self._legal = None
        self._pots = None
        self._emit(DeviceLeft(seats=leaving, forfeited=forfeited))
        for p in self.players:
            back = put_in[p.seat]
            if p.seat not in gone and back:
                p.stack += back
                self._emit(StakeReturned(seat=p.seat, amount=back))
        if forfeited:
            shares = split_amount(forfeited, self._forfeit_order(takers))
            for p in self.players:
                share = shares.get(p.seat, 0)
                if share:
                    p.stack += share
                    self._emit(ForfeitShared(seat=p.seat, amount=share))
        self._finish(pots, [], showdown=False, left=leaving)

    def _forfeit_order(self, takers: list[PlayerState]) -> list[int]:
        """S4's order for the odd chips of the forfeited ones (H4), by the only cards the table
        has seen, since no card may be opened: each player's up cards (as printed, W1), the
        highest by suit first (Razz, whose pot is a low one: the lowest by suit, ace low). A
        player with no up card yet (Roll Your Own before its first choice is in) comes after
        those with one, in dealing order (T1)."""
        seen = [p for p in takers if p.up]
        if self._razz:
            seen.sort(key=lambda p: min([(c.low_rank, c.suit) for c in p.up]))
        else:
            seen.sort(key=lambda p: -max([int(c) for c in p.up]))
        return [p.seat for p in seen] + [p.seat for p in takers if not p.up]

    def _explain_refusal(self, action: Action, player: PlayerState,
                         moves: Sequence[LegalAction]) -> None:
        kinds = {m.kind for m in moves}
        kind = action.kind
        name = kind.value.replace("_", "-")
        if self._buy_pending and kind is not _BUY:
            raise IllegalActionError(
                f"pay {self.three_price()} to keep the up three, or fold (W4)", code="buy_or_fold")
        if kind is _BUY:
            raise IllegalActionError("buying is only for an up three in Baseball (W4)",
                                     code="not_allowed")
        if (kind in (_BET, _RAISE) and self.street is self._second
                and not self._open_pair and action.to is not None
                and action.to - self._full_level == self.config.big_bet
                and self.config.big_bet != self.config.small_bet):
            raise WrongAmountError(
                f"the big bet on {self.street.title} needs an open pair (L5); bet or raise by "
                f"{self.config.small_bet}")
        if kind in kinds:  # right kind, wrong amount
            amounts = " or ".join(str(m.to) for m in moves if m.kind is kind)
            raise WrongAmountError(f"{name} must be to {amounts}, not {action.to}")
        if self._bring_in_pending and kind in (_FOLD, _CHECK, _CALL):
            raise IllegalActionError(
                "the bring-in must post the bring-in or complete; folding or checking is not "
                "allowed (D4)", code="bring_in_forced")
        if kind is _CHECK:
            if self.street is self._first:
                raise IllegalActionError(f"there is no check on {self.street.title} (O3)",
                                         code="no_check")
            raise IllegalActionError(
                f"cannot check facing a bet of {self._current_bet}", code="check_facing_bet")
        if kind is _CALL:
            raise IllegalActionError("there is no bet to call; check or bet", code="nothing_to_call")
        if kind in SIZED_KINDS:
            if self.phase is _PHASE_BETTING and not self._bring_in_pending:
                if self._cap_reached():
                    raise CapReachedError("the betting is capped this round: call or fold (L3)")
                if player.acted and player.acted_seq >= self._raise_seq:
                    raise IllegalActionError(
                        "a short all-in did not reopen the betting: call or fold (O5)",
                        code="not_reopened")
                if player.stack <= self._current_bet - player.bet:
                    raise WrongAmountError("not enough chips to raise: call all-in or fold")
                if not any(q.can_act for q in self.live_players if q is not player):
                    raise IllegalActionError("every other player is all-in: call or fold",
                                             code="nobody_to_raise")
            allowed = ", ".join(m.kind.value for m in moves if m.kind in SIZED_KINDS) or "none"
            raise IllegalActionError(f"{name} is not possible now (allowed: {allowed})",
                                     code="not_allowed")
        if kind in (_SHOW, _MUCK):
            raise IllegalActionError(f"{name} only at the showdown", code="not_showdown")
        raise IllegalActionError(f"{name} is not possible now", code="not_allowed")

    def apply(self, action: Action) -> list[Event]:
        """Make the move; the events it caused (also appended to :attr:`events`)."""
        start = len(self._log)
        self.act(action)
        return self.events[start:]

    def act(self, action: Action) -> None:
        """Make the move, as :meth:`apply` does, without making its events now (they are in
        :attr:`events` when someone reads them): for a replay or a simulation."""
        amount = self._betting_amount(action)
        if amount >= 0:  # the common case: a betting move, checked for itself
            self._legal = None
            p = self._by_seat[action.seat]
            self._bet_action(p, action.kind, amount, p.bet + amount)
            return
        move = self._verify_listed(action)
        self._legal = None
        if self._choosing:
            self._choose(move)
        elif self.phase is _PHASE_COMPLETE:
            self._show(self._by_seat[action.seat])
        elif self.phase is _PHASE_SHOWDOWN:
            p = self._by_seat[action.seat]
            self._showdown_queue.pop(0)  # the deciding player is first in the queue
            if move.kind is _SHOW:
                self._show(p)
            else:
                self._muck(p)
            self._continue_showdown()
        elif self._buy_pending:
            self._buy_action(move)
        else:
            self._bet_action(self._by_seat[move.seat], move.kind, move.amount, move.to)

    # ------------------------------------------------------------------ cards told late
    # A table where nobody deals (net/TRUSTLESS.md) does not know a card before it is opened:
    # its engine is dealt from a deck of stand-ins, told each up card before the step that
    # deals it (:meth:`place`) and each down card when it is shown (:meth:`fill_down`). A
    # stand-in is never evaluated: up cards are placed before they count, and at the showdown
    # the engine stops at each seat in :attr:`withheld` (its cards unknown here) until that
    # seat's device has decided; a shown hand's cards are filled in before it is shown.

    @property
    def cards_drawn(self) -> int:
        """How many cards have come off the deck (dealt or burned): the deck position of the
        next one, until a D10 reshuffle (after which a table of stand-ins reads positions
        from the events: net/table/trustless.py)."""
        return 52 - len(self._deck)

    def place(self, position: int, card: Card) -> None:
        """The card at deck ``position`` (not dealt yet) is ``card``."""
        offset = position - self.cards_drawn
        if not 0 <= offset < len(self._deck):
            raise ValueError(f"deck position {position} is not in the deck still to deal")
        self._deck[offset] = card

    def fill_down(self, seat: int, index: int, card: Card) -> None:
        """The down card ``index`` (in the order ``seat`` got its cards) is ``card``: its
        stand-in is replaced in the seat's cards and in the hand's events."""
        p = self.player(seat)
        if not 0 <= index < len(p.cards) or p.face_up[index]:
            raise ValueError(f"seat {seat} has no down card {index}")
        p.cards[index] = card
        count = 0
        for at, entry in enumerate(self._log):
            if isinstance(entry, tuple) and entry[0] == _CARD_DEALT and entry[1] == seat:
                if count == index:
                    self._log[at] = (_CARD_DEALT, seat, card, False, entry[4])
                    if at < len(self._events):
                        self._events[at] = _MAKERS[_CARD_DEALT](seat, card, False, entry[4])
                    break
                count += 1
        self._value_cache.clear()
        self._name_cache.clear()

    # ------------------------------------------------------------------ dealing

    def _emit(self, event: Event) -> None:
        self._log.append(event)

    def _start(self) -> None:
        cfg = self.config
        log = self._log
        # The players' list itself: its seats, names and starting stacks never change.
        log.append((_HAND_STARTED, self.number, cfg.variant, self.players))
        ante = self._ante
        if ante:
            for p in self.players:  # D1
                amount = ante if ante < p.stack else p.stack
                p.stack -= amount
                p.committed += amount
                log.append((_ANTE_POSTED, p.seat, amount, p.stack == 0))
        if _FACTS[self.config.variant].has_wild_cards:
            self._emit(WildRanksChanged(ranks=tuple(sorted(int(r) for r in self.wild_ranks))))
        street = self._first
        log.append((_STREET_STARTED, street))
        # D2 (W6: one down card and the door card): one card at a time in rounds.
        rounds = (False,) * self._down_first + (not self._roll,)  # W11: every card down
        if self._dealer is None and not self._ftq and not self._baseball:
            deck = self._deck  # _deal_to's work, for the cards off the top of the deck
            top = 0
            for face_up in rounds:
                for p in self.players:
                    card = deck[top]
                    top += 1
                    p.cards.append(card)
                    p.face_up.append(face_up)
                    if face_up:
                        p.up.append(card)
                    log.append((_CARD_DEALT, p.seat, card, face_up, street))
            del deck[:top]
        else:
            for face_up in rounds:
                for p in self.players:
                    self._deal_to(p, self._draw(p.seat), face_up)
        self._after_deal()

    def _draw(self, seat: int | None) -> Card:
        """The next card off the deck, for ``seat`` or a burn (None)."""
        if self._dealer is None:
            return self._deck.pop(0)
        card = self._dealer(seat)  # a replay names the card; the deck gives it up
        self._deck.remove(card)
        return card

    def _deal_to(self, p: PlayerState, card: Card, face_up: bool) -> None:
        p.cards.append(card)
        p.face_up.append(face_up)
        self._log.append((_CARD_DEALT, p.seat, card, face_up, self.street))
        if face_up:
            p.up.append(card)
            if self._ftq:
                self._follow(card)
            if self._baseball:
                self._street_up.setdefault(p.seat, []).append(card)

    def _follow(self, card: Card) -> None:
        """W3: a face-up queen ends the followed rank and waits for the next up card that is
        not a queen; that card's rank is wild with the queens from then on."""
        if card.rank is Rank.QUEEN:
            self._queen_waiting = True
            followed = None
        elif self._queen_waiting:
            self._queen_waiting = False
            followed = card.rank
        else:
            return
        self._followed = followed
        ranks = {Rank.QUEEN} if self.config.queens_wild else set()
        if followed is not None:
            ranks.add(followed)
        if ranks != self.wild_ranks:
            self.wild_ranks = frozenset(ranks)
            self._wild = evaluate.wild_mask(sorted(ranks))
            self._value_cache.clear()
            self._emit(WildRanksChanged(ranks=tuple(sorted(int(r) for r in ranks))))

    def _after_deal(self) -> None:
        """A street's cards are out: Baseball's extra cards and buys (W4), Roll Your Own's
        choices (W11.1), then its betting."""
        if self._roll and self.street is not self._last:
            self._begin_choices(_TURN_UP)
            return
        if self._baseball:
            up = self._street_up  # the up cards this street dealt, by seat
            self._street_up = {}
            extra_up = self.config.four_extra_card == "up"
            for p in self.live_players:  # W4: first an extra card for each up four
                if any(c.rank is Rank.FOUR for c in up.get(p.seat, ())):
                    self._deal_to(p, self._draw(p.seat), extra_up)
            extras = self._street_up  # an extra card never earns another, but may be a three
            self._street_up = {}
            self._buy_queue = [
                p.seat for p in self.live_players
                if any(c.rank is Rank.THREE for c in up.get(p.seat, []) + extras.get(p.seat, []))]
        self._next_decision()

    def _next_decision(self) -> None:
        """The next buy (W4), else the street's betting; on when nobody can bet (O7)."""
        if self._live_count == 1:  # O6: all but one folded (a buy declined)
            self._buy_queue = []
            self._buy_pending = False
            self._end_round()
            self._win_without_showdown(self.live_players[0])
            return
        while self._buy_queue:
            p = self._by_seat[self._buy_queue[0]]
            if p.can_act:
                self._buy_pending = True
                self.acting_seat = p.seat
                self._legal = None
                return
            self._buy_queue.pop(0)  # all-in: the three stays, wild, for nothing
        self._buy_pending = False
        if self._count_can_act() <= 1:
            self._advance()
            return
        if self.street is self._first:
            bring_in = self._bring_in_player()
            self._bring_in_pending = True
            self._first_actor = bring_in.seat
            self.acting_seat = bring_in.seat
            return
        # L5: two up cards of the same printed rank on the second street (W2: wild or not).
        self._open_pair = (
            self.street is self._second and self._uses_open_pair
            and any(len({c >> 2 for c in p.up}) < len(p.up)
                    for p in self.players if not p.folded)
        )
        first = self._first_to_act()
        self._first_actor = first.seat
        self.acting_seat = first.seat

    def _buy_action(self, move: LegalAction) -> None:
        """W4: the player pays the price (dead money in the main pot) or folds."""
        p = self._by_seat[move.seat]
        self._pots = None
        if move.kind is _BUY:
            p.stack -= move.amount
            p.dead += move.amount
            self.dead_money += move.amount
        else:
            p.folded = True
            self._live_count -= 1
        self._log.append((_ACTION_TAKEN, p.seat, move.kind, move.amount, p.bet,
                          p.stack == 0 and move.kind is _BUY, self.street))
        self._buy_queue.pop(0)
        self.acting_seat = None
        self._next_decision()

    def _bring_in_player(self) -> PlayerState:
        """D3 / V3 / D7: the lowest door card brings in (Razz: the highest, ace low); W2: by
        the card as printed, wild or not."""
        door = self._down_first  # the door card's position
        razz = self._razz
        chosen = self.players[0]
        best = -1
        for p in self.players:  # a plain loop over C ints (no key function, no list)
            if p.folded:
                continue
            card: int = p.up[0] if self._roll else p.cards[door]  # W11.4: the chosen card
            rank = (card >> 2) + 2
            # Razz: the highest card, ace low (rank 1), the higher suit on a tie; else the
            # lowest card, the lower suit on a tie (a card's number is rank, then suit).
            key = (1 if rank == 14 else rank) * 4 + (card & 3) if razz else 52 - card
            if key > best:
                best, chosen = key, p
        if chosen.can_act:
            return chosen
        i = self._index[chosen.seat]  # D7: all-in from the ante, pass to the left
        for k in range(1, len(self.players)):
            q = self.players[(i + k) % len(self.players)]
            if q.can_act:
                return q
        raise AssertionError("unreachable: someone has chips")  # pragma: no cover

    def _deal_street(self, street: Street) -> None:
        self.street = street
        self._log.append((_STREET_STARTED, street))
        live = self.live_players
        face_up = (street is not self._last or not self._seven_cards) and not self._roll
        if len(self._deck) < len(live) + 1:  # D10
            gathered = self._burned + self._deck
            self._burned, self._deck = [], []
            gathered = list(self._reshuffle(gathered))
            self._emit(CardsReshuffled(count=len(gathered)))
            if len(gathered) >= len(live):
                self._deck = gathered
                for p in live:
                    self._deal_to(p, self._draw(p.seat), face_up)
            else:
                self.community = gathered[0]
                self._deck = gathered[1:]
                self._emit(CommunityCardDealt(card=self.community))
                if self.game.follow_the_queen:  # W3: the community card is an up card
                    self._follow(self.community)
            return
        self._burned.append(self._draw(None))  # D8
        for p in live:
            self._deal_to(p, self._draw(p.seat), face_up)

    # ------------------------------------------------------------------ betting

    def _reset_round(self) -> None:
        self._current_bet = 0
        self._full_level = 0
        self._bets_made = 0
        self._raise_seq = 0
        self._big_bet_made = False
        self._last_aggressor = None
        for p in self.players:
            p.bet = 0
            p.acted = False
            p.acted_seq = -1

    def _bet_action(self, p: PlayerState, kind: ActionKind, amount: int, target: int) -> None:
        """``p`` makes the legal betting move ``kind``: ``amount`` chips in now, to a street
        total of ``target``."""
        self._pots = None  # chips move or a player folds
        small = self._small_bet
        if kind is _FOLD:
            p.folded = True
            self._live_count -= 1
        elif kind is not _CHECK:
            p.stack -= amount
            p.bet += amount
            p.committed += amount
        if kind is _BRING_IN:
            self._bring_in_pending = False
            self._current_bet = self._bring_in  # D7: the others call the full bring-in
        elif kind is _COMPLETE or kind is _BET or kind is _RAISE:
            was_bring_in = self._bring_in_pending
            self._bring_in_pending = False
            full_targets = self._raise_targets() if not was_bring_in else [small]
            is_full = target in full_targets
            if not is_full and not (self.street is self._first and self._full_level < small):
                # O5: a short all-in of at least half the increment counts as a full raise.
                increment = min([t - self._full_level for t in full_targets])
                is_full = 2 * (target - self._full_level) >= increment
            if is_full:
                if (self.street is self._second and self._open_pair
                        and target - self._full_level > small):
                    self._big_bet_made = True
                self._full_level = target
                self._bets_made += 1
                self._raise_seq += 1
            self._current_bet = max(self._current_bet, target)
            self._last_aggressor = p.seat
        p.acted = True
        p.acted_seq = self._raise_seq
        self._log.append((_ACTION_TAKEN, p.seat, kind, amount, p.bet,
                          p.stack == 0 and kind is not _FOLD, self.street))
        if self._live_count == 1:
            self._end_round()
            self._win_without_showdown(self.live_players[0])
            return
        nxt = self._next_to_act(p)
        if nxt is None:
            self._end_round()
            self._advance()
        else:
            self.acting_seat = nxt.seat

    def _next_to_act(self, after: PlayerState) -> PlayerState | None:
        """O4: the next player clockwise who can act and has not acted or not matched the bet."""
        players = self.players
        n = len(players)
        i = self._index[after.seat]
        current = self._current_bet
        for k in range(1, n + 1):
            q = players[(i + k) % n]
            if not q.folded and q.stack > 0 and (not q.acted or q.bet < current):
                return q
        return None

    def _end_round(self) -> None:
        self.acting_seat = None
        returned = uncalled_bet({p.seat: p.committed for p in self.players})
        if returned is not None:  # O8
            seat, amount = returned
            q = self._by_seat[seat]
            q.stack += amount
            q.committed -= amount
            q.bet -= amount
            self._pots = None
            self._uncalled.append(returned)
            self._log.append((_UNCALLED_BET_RETURNED, seat, amount))
        pots = tuple([pot.amount for pot in self._current_pots()])  # a list: no generator
        if pots != self._gathered_pots:
            self._gathered_pots = pots
            self._log.append((_BETS_GATHERED, pots))

    def _count_can_act(self) -> int:
        """Players still in the hand with chips behind."""
        count = 0
        for p in self.players:
            if not p.folded and p.stack > 0:
                count += 1
        return count

    def _advance(self) -> None:
        """The street's betting is over: the next street, or the showdown. O7: when at most
        one player has chips behind, the rest is dealt without betting and every hand shown."""
        if self._count_can_act() <= 1:
            self.acting_seat = None
            self._forced_showdown = True
            self._reset_round()
        elif self.street is not self._last:
            self._reset_round()
        if self.street is self._last:
            if self._declaring:  # W9.1: the declaration, then the showdown
                self._begin_choices(_DECLARE)
                return
            self._start_showdown()
            return
        self._deal_street(_NEXT_STREET[self.street])
        self._after_deal()

    def _first_to_act(self) -> PlayerState:
        """O2: the best hand showing acts first (Razz: the lowest); ties to the button's left.
        W2: a wild up card counts as whatever rank makes the best hand showing."""
        low = self._razz
        wild = self._wild
        players = self.players
        best_value: int | None = None
        i = 0
        for k, p in enumerate(players):
            if not p.folded:
                value = showing_value(p.up, low=low, wild=wild)
                if best_value is None or value > best_value:  # a tie keeps the earlier seat
                    best_value, i = value, k
        n = len(players)
        for k in range(n):  # an all-in best hand passes the action to its left
            q = players[(i + k) % n]
            if not q.folded and q.stack > 0:
                return q
        raise AssertionError("unreachable: someone can act")  # pragma: no cover

    # ------------------------------------------------------------------ showdown

    def _values(self, p: PlayerState) -> tuple[int | None, int | None]:
        """(high, low) values where larger is better; None where the half does not apply."""
        cached = self._value_cache.get(p.seat)
        if cached is None:
            cached = self._value_cache[p.seat] = self._evaluate(p)
        return cached

    def _evaluate(self, p: PlayerState) -> tuple[int | None, int | None]:
        cards = self.hand_cards(p.seat)
        split = self.game.split
        if split is Split.RAZZ:
            return None, evaluate.razz_value(cards)
        if self._wild or len(cards) > 7:  # W1 (W4: up to eleven cards)
            high = evaluate.wild_high_value(cards, self._wild)
        else:
            high = evaluate.high_value(cards)
        if split is Split.HIGH_LOW8:
            return high, evaluate.low8_value(cards)
        if split is Split.DECLARE:  # W8: ace-to-five low, no qualifier
            return high, evaluate.razz_value(cards)
        if split is Split.HIGH:
            return high, None
        return high, self._spade_value(p)

    def values_now(self, seat: int) -> tuple[int | None, int | None]:
        """``seat``'s (high, low) values as :meth:`_evaluate` gives them at the showdown, for
        the cards dealt so far (what "You have" names; not cached, the cards still grow)."""
        return self._evaluate(self.player(seat))

    def hole_spade(self, seat: int) -> Card | None:
        """W5: the spade in the hole that plays for ``seat``'s spade half (Chicago: the
        highest; Low Chicago: the lowest), None without one or in another game."""
        if self.game.split not in (Split.HIGH_SPADE, Split.HIGH_LOW_SPADE):
            return None
        p = self.player(seat)
        best: Card | None = None
        best_value = 0
        for c, up in zip(p.cards, p.face_up, strict=True):
            if not up and c.suit == 3:
                value = self._spade_rank_value(int(c.rank))
                if value > best_value:
                    best, best_value = c, value
        return best

    def _spade_rank_value(self, rank: int) -> int:
        if self.game.split is Split.HIGH_SPADE:
            return rank
        ace_low = self.config.low_chicago_ace == "low"
        return 15 - (1 if rank == 14 and ace_low else rank)

    def _spade_value(self, p: PlayerState) -> int | None:
        """W5: the player's best spade in the hole, larger is better (Chicago: the highest,
        ace high; Low Chicago: the lowest, the ace high or, as the host chooses, low); None
        without one. Up cards and the community card do not count."""
        card = self.hole_spade(p.seat)
        return None if card is None else self._spade_rank_value(int(card.rank))

    def _spade_name(self, value: int) -> str:
        if self.game.split is Split.HIGH_SPADE:
            rank = value
        else:
            rank = 15 - value
            rank = 14 if rank == 1 else rank
        return f"Spade in the hole, {Rank(rank).letter}\u2660"

    def _start_showdown(self) -> None:
        self.phase = _PHASE_SHOWDOWN
        if self._declaring:
            self._forced_showdown = True  # W9.4: every hand still in is shown, none mucked
        live = self.live_players
        # S2: the last bettor on 7th shows first; else whoever acted first on 7th street.
        start = self._last_aggressor or self._first_actor or live[0].seat
        if self._by_seat[start].folded:
            start = live[0].seat
        i = self._index[start]
        players = self.players
        n = len(players)
        self._showdown_queue = [players[(i + k) % n].seat for k in range(n)
                                if not players[(i + k) % n].folded]
        self._continue_showdown()

    def must_show_unseen(self, seat: int) -> bool:
        """S2's part that needs no card: W9.4 shows every hand, and a pot ``seat`` can win
        where nobody has shown yet (the first to show; a pot's last contender) needs it shown."""
        if self._forced_showdown:
            return True
        by_seat = self._by_seat
        for pot in self._current_pots():
            if seat in pot.eligible and not any(by_seat[s].shown for s in pot.eligible):
                return True
        return False

    def _must_show(self, p: PlayerState) -> bool:
        """S2: a hand that beats or ties the best shown so far in any pot it can win (either
        half in Hi/Lo) is shown."""
        if self.must_show_unseen(p.seat):
            return True
        high, low = self._values(p)
        for pot in self._current_pots():
            if p.seat not in pot.eligible:
                continue
            shown = [self._by_seat[s] for s in pot.eligible if self._by_seat[s].shown]
            values = [self._values(q) for q in shown]
            if high is not None and high >= max(v[0] for v in values if v[0] is not None):
                return True
            if low is not None:
                lows = [v[1] for v in values if v[1] is not None]
                if not lows or low >= max(lows):
                    return True
        return False

    def _may_concede(self, p: PlayerState) -> bool:
        """Every pot ``p`` is in has another contender who has not mucked."""
        by_seat = self._by_seat
        return all(any(s != p.seat and not by_seat[s].mucked for s in pot.eligible)
                   for pot in self._current_pots() if p.seat in pot.eligible)

    def _continue_showdown(self) -> None:
        while self._showdown_queue:
            seat = self._showdown_queue[0]
            p = self._by_seat[seat]
            if seat in self.withheld:
                self.acting_seat = seat  # its cards are unknown here: its device decides
                return
            if seat in self._conceding and self._may_concede(p):
                self._muck(p)
            elif self._must_show(p):
                self._show(p)
            elif p.auto_muck:
                self._muck(p)
            else:
                self.acting_seat = seat  # the player decides: show or muck
                return
            self._showdown_queue.pop(0)
        self.acting_seat = None
        self._award_pots()

    def _names(self, p: PlayerState) -> tuple[str | None, str | None]:
        """The (high, low) hand names shown with the cards, worked out once per seat."""
        cached = self._name_cache.get(p.seat)
        if cached is None:
            cached = self._name_cache[p.seat] = self._describe(p)
        return cached

    def _describe(self, p: PlayerState) -> tuple[str | None, str | None]:
        high, low = self._values(p)
        split = self.game.split
        if split is Split.RAZZ:
            return None, evaluate.describe_razz(low) if low is not None else None
        high_name = evaluate.describe_high(high) if high is not None else None
        if split is Split.HIGH_LOW8:
            return high_name, evaluate.describe_low(low) if low is not None else "no low"
        if split is Split.DECLARE:
            return high_name, evaluate.describe_razz(low) if low is not None else None
        if split is Split.HIGH:
            return high_name, None
        return high_name, self._spade_name(low) if low is not None else "no spade in the hole"

    def _show(self, p: PlayerState) -> None:
        p.shown = True
        high, low = self._names(p)
        self._emit(CardsShown(seat=p.seat, cards=tuple(p.cards), high=high, low=low))

    def _muck(self, p: PlayerState) -> None:
        p.mucked = True
        self._emit(HandMucked(seat=p.seat))

    def _odd_chip_order(self, seats: Sequence[int], low: bool) -> list[int]:
        """S4: the odd chip goes to the highest card by suit (a low half: the lowest, ace low)."""
        if len(seats) < 2:
            return list(seats)  # one winner: nothing to order
        if low:
            return sorted(seats, key=lambda s: min((c.low_rank, c.suit) for c in self.hand_cards(s)))
        return sorted(seats, key=lambda s: -max(int(c) for c in self.hand_cards(s)))

    def _award_pots(self) -> None:
        pots = list(self._current_pots())
        awards: list[Award] = []
        split = self.game.split
        if split is Split.DECLARE:
            self._finish(pots, self._declared_awards(pots), showdown=True)
            return
        for index, pot in enumerate(pots):
            contenders = [self._by_seat[s] for s in pot.eligible if not self._by_seat[s].mucked]
            if not contenders:  # pragma: no cover - S2 makes someone show in every pot
                contenders = [self._by_seat[s] for s in pot.eligible]
            values = {p.seat: self._values(p) for p in contenders}
            names = {p.seat: self._names(p) for p in contenders}
            halves: list[tuple[Half, int, list[int], bool]] = []
            if split is Split.RAZZ:
                best = max(values[p.seat][1] or 0 for p in contenders)
                winners = [p.seat for p in contenders if values[p.seat][1] == best]
                halves.append((Half.WHOLE, pot.amount, winners, True))
            else:
                best_high = max(values[p.seat][0] or 0 for p in contenders)
                high_winners = [p.seat for p in contenders if values[p.seat][0] == best_high]
                lows = [values[p.seat][1] for p in contenders if values[p.seat][1] is not None]
                if split is not Split.HIGH and lows:
                    best_low = max(v for v in lows if v is not None)
                    low_winners = [p.seat for p in contenders if values[p.seat][1] == best_low]
                    low_amount = pot.amount // 2  # V2, W5: the odd chip goes to the high half
                    other = Half.LOW if split is Split.HIGH_LOW8 else Half.SPADE
                    halves.append((Half.HIGH, pot.amount - low_amount, high_winners, False))
                    halves.append((other, low_amount, low_winners, True))
                else:
                    halves.append((Half.WHOLE, pot.amount, high_winners, False))
            for half, amount, winners, is_low in halves:
                for seat, share in split_amount(amount, self._odd_chip_order(winners, is_low)).items():
                    hi_name, lo_name = names[seat]
                    name = lo_name if is_low or split is Split.RAZZ else hi_name
                    awards.append(Award(index, seat, share, half, name))
        self._finish(pots, awards, showdown=True)

    def _declared_awards(self, pots: list[Pot]) -> list[Award]:
        """W10: each pot on its own, by its players' declarations: the swings judged first,
        all at once (a failed one left out as if folded), then a half to the best high among
        those left who claim high and a half to the best low among those who claim low (the
        whole pot when nobody left claims one way); when every player of the pot swung and
        failed, the cards speak among them (W10.3). Odd chips as W10.4 says."""
        shares = self.config.swing_tie == "shares"
        declared = self.declarations
        awards: list[Award] = []
        for index, pot in enumerate(pots):
            players = [s for s in pot.eligible if not self._by_seat[s].mucked]
            if not players:  # pragma: no cover - W9.4: every hand is shown
                players = list(pot.eligible)
            highs = {s: self._values(self._by_seat[s])[0] or 0 for s in players}
            lows = {s: self._values(self._by_seat[s])[1] or 0 for s in players}
            failed, high_winners, low_winners = declared_winners(
                players, declared, highs, lows, shares=shares)
            for seat, lost_high, lost_low, tied_high, tied_low in failed:
                self._emit(SwingFailed(pot=index, seat=seat, high=lost_high, low=lost_low,
                                       high_tied=tied_high, low_tied=tied_low))
            halves: list[tuple[Half, int, list[int], bool]] = []
            if high_winners and low_winners:
                low_amount = pot.amount // 2  # W10.4: the odd chip goes to the high half
                halves.append((Half.HIGH, pot.amount - low_amount, high_winners, False))
                halves.append((Half.LOW, low_amount, low_winners, True))
            elif high_winners:
                halves.append((_WHOLE, pot.amount, high_winners, False))
            else:
                halves.append((_WHOLE, pot.amount, low_winners, True))
            for half, amount, winners, is_low in halves:
                for seat, share in split_amount(amount,
                                                self._odd_chip_order(winners, is_low)).items():
                    hi_name, lo_name = self._names(self._by_seat[seat])
                    awards.append(Award(index, seat, share, half, lo_name if is_low else hi_name))
        return awards

    def _win_without_showdown(self, winner: PlayerState) -> None:
        """O6: everyone else folded; the pot is won at once, no cards need be shown."""
        pots = list(self._current_pots())
        awards = [Award(i, winner.seat, pot.amount, _WHOLE, None) for i, pot in enumerate(pots)]
        self._won_without_showdown = winner.seat
        self._finish(pots, awards, showdown=False)

    def _finish(self, pots: list[Pot], awards: list[Award], *, showdown: bool,
                left: tuple[int, ...] = ()) -> None:
        log = self._log
        for award in awards:
            self._by_seat[award.seat].stack += award.amount
            log.append((_POT_AWARDED, award.pot, award.seat, award.amount, award.half,
                        award.hand_name))
        for p in self.players:
            p.committed = 0
            p.dead = 0
            p.bet = 0
        self.dead_money = 0
        self.phase = _PHASE_COMPLETE
        self.acting_seat = None
        stacks = {p.seat: p.stack for p in self.players}
        net = {p.seat: p.stack - p.starting_stack for p in self.players}
        self.result = HandResult(tuple(pots), tuple(awards), tuple(self._uncalled), stacks, net,
                                 showdown, left)
        log.append((_HAND_ENDED, self.number, tuple(stacks), tuple(stacks.values()),
                    tuple(net.values())))


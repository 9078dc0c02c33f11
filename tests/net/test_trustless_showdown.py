"""The showdown at a table nobody deals, with every message on the wire (net/TRUSTLESS.md § 7,
§ 11; RULES.md S2, S3, H3): one seat at a time in S2's order, each device decides for its own
seats on its own copy of the hand; a beaten hand with auto-muck is mucked and its down cards
are never opened, to the host or anyone; a player without auto-muck chooses; a device that
mucks a hand the rules show, or a host that asks out of turn or relays such a muck, is refused.
Stacks and winners are those of an engine that knows the deck and sees the same moves."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Mapping

import pytest

from net import protocol as P
from net.table.trustless import Out
from net.trustless import TrustlessError
from studdesk.engine.actions import Action, ActionKind
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import CardsShown, HandMucked
from studdesk.engine.hand import Hand, Phase, PlayerSpec
from tests.net.test_trustless_wire import Table, wire

Intercept = Callable[[str, P.Message, list[P.Message]], list[P.Message]]
"""A device's answers to a host message, as a test changes them."""


class ShowTable(Table):
    """:class:`Table` with the showdown's messages: a device's decision goes to the host's
    :meth:`~net.table.trustless.HostDeal.on_showdown`, a player who chooses is asked, and a
    test may change what a device answers."""

    def __init__(self) -> None:
        self.intercept: Intercept | None = None
        self.choices: dict[int, bool] = {}  # a remote seat's player's choice (auto-muck off)
        self.chose: dict[int, bool] = {}  # what each made, for the oracle
        self.sent: list[tuple[str, P.Message]] = []  # every message to a device, as parsed
        super().__init__()

    def pump(self, out: list[Out], withhold: frozenset[tuple[str, str]] = frozenset(),
             replies: list[tuple[str, P.Message]] | None = None) -> None:
        queue: deque[tuple[str, P.Message, bool]] = deque((d, m, True) for d, m in out)
        queue.extend((d, m, False) for d, m in replies or [])
        while queue:
            name, msg, to_device = queue.popleft()
            if to_device:
                got = wire(msg, P.parse_host_message)
                self.sent.append((name, got))
                if isinstance(got, P.DealTokens):  # H1: another's down card only once shown
                    for t in got.tokens:
                        assert t.recipient in ("*", name) or t.position in self.host.on_table
                session = self.devices[name]
                answers: list[P.Message] = list(session.handle(got))  # type: ignore[arg-type]
                if session.choosing is not None and session.choosing in self.choices:
                    seat = session.choosing
                    answers += session.decide(seat, self.choices[seat])
                    self.chose[seat] = self.choices[seat]
                if self.intercept is not None:
                    answers = self.intercept(name, got, answers)
                queue.extend((name, a, False) for a in answers if (name, a.TYPE) not in withhold)
                continue
            got = wire(msg, P.parse_client_message)
            more: list[Out] = []
            if isinstance(got, P.DealKey):
                self.host.on_key(name, got)
            elif isinstance(got, P.DealShuffle):
                more = self.host.on_shuffle(name, got)
            elif isinstance(got, P.DealShowdown):
                more = self.host.on_showdown(name, got)
            else:
                assert isinstance(got, P.DealTokens)
                more = self.host.on_tokens(name, got)
            queue.extend((d, m, True) for d, m in more)

    def start(self, number: int, stacks: Mapping[int, int], config: GameConfig,
              auto_muck: Mapping[int, bool] = {}) -> None:
        """Hand ``number`` dealt; beside it, an engine that knows the deck (the oracle)."""
        specs = [PlayerSpec(s, f"p{s}", v, auto_muck.get(s, True)) for s, v in stacks.items()]
        self.sent = []
        self.pump(self.host.begin(number, config, specs, self.owners()))
        blind = self.host.blind
        assert blind is not None and blind.engine is not None and self.host.ready
        self.engine, self.deck = blind.engine, self.true_deck()
        self.oracle = Hand(config, specs, self.deck, number=number)
        self.chose, self.run_out = {}, False
        self.action: Action | None = None

    def run(self, move: Callable[[Hand], Action], until_asked: bool = False) -> None:
        """The hand played on with ``move`` choosing each move (the host's own seats'
        showdown choices too; the remote players' are :attr:`choices`); with ``until_asked``,
        only until the host waits for a device at the showdown."""
        blind, hand = self.host.blind, self.engine
        assert blind is not None
        while not hand.is_complete:
            if self.action is None:
                self.action = move(hand)
                self.pump(self.host.step(self.action))
                plan = self.host.step_plan
                if plan is not None and plan.dealt and (plan.settled or plan.asks is not None):
                    self.run_out = True  # the step deals the last streets and shows
            if until_asked and not self.host.ready:
                return
            assert self.host.ready, self.host.waiting
            blind.act(self.action)
            self.oracle.act(self.action)
            self.action = None
            oracle = self.oracle
            while oracle.phase is Phase.SHOWDOWN and oracle.acting_seat in self.chose:
                seat = oracle.acting_seat
                oracle.act(Action.make(ActionKind.SHOW if self.chose[seat] else ActionKind.MUCK,
                                       seat))
            self.check_secrets(self.deck, hand)

    def play(self, number: int, stacks: Mapping[int, int],  # type: ignore[override]
             config: GameConfig, move: Callable[[Hand], Action],
             auto_muck: Mapping[int, bool] = {}) -> set[int]:
        self.start(number, stacks, config, auto_muck)
        self.run(move)
        return self.check_end()

    def check_end(self) -> set[int]:
        """Same stacks and winners as the engine that knows the deck; every remote seat that
        mucked kept its down cards to itself (RULES.md H3); the mucked remote seats."""
        hand, oracle, deck = self.engine, self.oracle, self.deck
        assert hand.result is not None and oracle.result is not None
        assert dict(hand.result.stacks) == dict(oracle.result.stacks)
        won = sorted((a.pot, a.seat, a.amount, a.half.value) for a in hand.result.awards)
        assert won == sorted((a.pot, a.seat, a.amount, a.half.value)
                             for a in oracle.result.awards)
        blind = self.host.blind
        assert blind is not None
        mucked = {e.seat for e in hand.events if isinstance(e, HandMucked)}
        shown = {e.seat: e.cards for e in hand.events if isinstance(e, CardsShown)}
        for seat, cards in shown.items():  # a shown hand: its true cards
            assert list(cards) == [deck[p] for p in blind.positions[seat]]
        remote_mucked = {s for s in mucked if self.owners()[s] != "host"}
        for seat in remote_mucked:
            owner = self.owners()[seat]
            for position in blind.down_positions(seat):
                assert position not in blind.known and position not in self.host.on_table
                with pytest.raises(TrustlessError):
                    self.host.host._deal().card(position)
                for name, msg in self.sent:  # no token of it ever went to another device
                    if isinstance(msg, P.DealTokens):
                        assert all(t.position != position or (name == owner and t.recipient
                                                              == owner) for t in msg.tokens)
                for name, session in self.devices.items():
                    if name != owner:
                        assert position not in session.cards
                        with pytest.raises(TrustlessError):
                            assert session.device is not None
                            session.device._deal().card(position)
        return remote_mucked


def passive(hand: Hand) -> Action:
    """Check or call (the bring-in posts; a declaration is the first offered)."""
    moves = hand.legal_actions()
    return next((m for m in moves if m.kind.value in ("check", "call", "bring_in")),
                moves[0]).action()


def betting(seat: int) -> Callable[[Hand], Action]:
    """``seat`` bets or raises whenever it can (so it shows first, S2); the others call."""
    def move(hand: Hand) -> Action:
        moves = hand.legal_actions()
        if hand.acting_seat == seat:
            sized = [m for m in moves if m.kind.value in ("bet", "raise", "complete")]
            if sized:
                return sized[0].action()
        return passive(hand)
    return move


STACKS = {1: 3000, 2: 3000, 4: 3000, 6: 3000}


def hold_answer(table: ShowTable, device: str) -> list[P.Message]:
    """``device``'s answer to the first showdown turn it is asked for is kept back (returned
    list, filled when it comes)."""
    held: list[P.Message] = []

    def intercept(name: str, got: P.Message, answers: list[P.Message]) -> list[P.Message]:
        if (name == device and isinstance(got, P.DealShowdown) and got.show is None
                and answers and not held):
            held.extend(answers)
            return []
        return answers
    table.intercept = intercept
    return held


def test_s2_h3_a_beaten_auto_muck_hand_is_mucked_unopened_and_stacks_are_the_deck_s() -> None:
    table = ShowTable()
    mucked: set[int] = set()
    for number in range(1, 9):
        mucked |= table.play(number, STACKS, GameConfig(), passive)
        hand = table.engine
        assert hand.result is not None and hand.result.showdown
        decided = [e for e in hand.events if isinstance(e, (CardsShown, HandMucked))]
        assert isinstance(decided[0], CardsShown)  # the first to show shows (S2)
        assert {e.seat for e in decided} == set(STACKS)  # each seat once, none skipped
        if mucked:
            break
    assert mucked, "eight hands to the showdown without a remote seat mucking"


def test_s2_a_device_that_mucks_a_hand_the_rules_show_is_refused_and_waited_for() -> None:
    """Seat 4 bets every street, so it shows first whatever its cards (S2): its device's
    claim to muck is refused, changes nothing, and the hand waits for it; its true answer
    then goes on and the hand ends as the deck says."""
    table = ShowTable()
    held = hold_answer(table, "c7")
    table.start(1, STACKS, GameConfig())
    table.run(betting(4), until_asked=True)
    assert table.host.asked == 4 and table.host.waiting == ["c7"] and held
    assert isinstance(held[0], P.DealShowdown) and held[0].show is True  # its own copy says so
    with pytest.raises(TrustlessError, match="c7.*rules show"):
        table.host.on_showdown("c7", P.DealShowdown(hand=1, seat=4, show=False))
    with pytest.raises(TrustlessError, match="c9.*not its turn"):
        table.host.on_showdown("c9", P.DealShowdown(hand=1, seat=6, show=False))
    with pytest.raises(TrustlessError, match="not its turn"):
        table.host.on_showdown("c9", P.DealShowdown(hand=1, seat=4, show=True))  # not c9's
    assert table.host.asked == 4 and table.host.waiting == ["c7"] and not table.host.ready
    table.pump([], replies=[("c7", m) for m in held])
    table.run(betting(4))
    table.check_end()
    first = next(e for e in table.engine.events if isinstance(e, (CardsShown, HandMucked)))
    assert isinstance(first, CardsShown) and first.seat == 4


def test_h4_a_device_that_says_show_and_withholds_its_tokens_is_named_by_waiting() -> None:
    """A device that says its seat shows and sends no tokens holds the hand: the host's
    ``waiting`` names it (the table's H4 timer), and its tokens, when they come, go on."""
    table = ShowTable()
    held = hold_answer(table, "c7")
    table.start(1, STACKS, GameConfig())
    table.run(betting(4), until_asked=True)
    said, tokens = held
    assert isinstance(said, P.DealShowdown) and isinstance(tokens, P.DealTokens)
    table.pump([], replies=[("c7", said)])
    assert table.host.asked is None and table.host.waiting == ["c7"] and not table.host.ready
    table.pump([], replies=[("c7", tokens)])
    table.run(betting(4))
    table.check_end()


def test_s2_h3_a_host_that_asks_out_of_turn_or_relays_a_forbidden_muck_is_refused() -> None:
    """A device checks the host's word at the showdown on its own copy of the hand: it does
    not decide for its seat before the seats ahead did (the cards shown so far decide whether
    it may muck), it does not take a muck the rules forbid, and it decides once."""
    table = ShowTable()
    held = hold_answer(table, "c7")
    table.start(1, STACKS, GameConfig())
    table.run(betting(4), until_asked=True)
    c9 = table.devices["c9"]
    with pytest.raises(TrustlessError, match="seat 6's turn.*seat 4's"):
        c9.handle(P.DealShowdown(hand=1, seat=6))  # seat 4 decides first
    with pytest.raises(TrustlessError, match="mucked.*rules make it show"):
        c9.handle(P.DealShowdown(hand=1, seat=4, show=False))  # the first to show shows
    with pytest.raises(TrustlessError, match="seat 6's turn"):
        c9.handle(P.DealShowdown(hand=1, seat=6, show=True))  # its own seat: it decides
    with pytest.raises(TrustlessError, match="not in the hand"):
        c9.handle(P.DealShowdown(hand=1, seat=3))
    with pytest.raises(TrustlessError, match="does not fit"):
        c9.handle(P.DealShowdown(hand=1, seat=4, moves=(P.DealMove(seat=6, action="fold"),)))
    assert 6 not in c9.answered
    table.pump([], replies=[("c7", m) for m in held])
    table.run(betting(4))
    table.check_end()
    assert 6 in c9.answered
    with pytest.raises(TrustlessError, match="seat 6's turn"):
        c9.handle(P.DealShowdown(hand=1, seat=6))  # decided once: no second answer


def test_s2_players_without_auto_muck_choose_on_their_own_device_and_at_the_host() -> None:
    """Seat 6 (a remote device) and seat 2 (the host's) have auto-muck off: each chooses
    where the rules let it muck, seat 6 on its own device (DeviceSession.decide), seat 2
    through the host's move; the hand ends as the deck says, whichever they choose."""
    table = ShowTable()
    rng = random.Random(3)
    remote: list[bool] = []  # seat 6's choices
    host: list[bool] = []
    for number in range(1, 17):
        table.choices = {6: False in remote}  # a muck first, then a show
        choose2 = rng.random() < 0.5

        def move(hand: Hand, choose2: bool = choose2) -> Action:
            if hand.phase is Phase.SHOWDOWN:
                assert hand.acting_seat == 2 and hand.legal_actions()[1].kind is ActionKind.MUCK
                host.append(choose2)
                return Action.make(ActionKind.SHOW if choose2 else ActionKind.MUCK, 2)
            return passive(hand)

        table.play(number, STACKS, GameConfig(), move, auto_muck={6: False, 2: False})
        remote += table.chose.values()
        if set(remote) == {True, False} and host:
            break
    assert set(remote) == {True, False} and host, "too few choices at the showdown"


@pytest.mark.parametrize("variant", [Variant.STUD8, Variant.RAZZ, Variant.CHICAGO])
def test_s2_split_and_low_games_show_and_muck_by_either_half(variant: Variant) -> None:
    """Hi/Lo (S2: a hand shows if it beats or ties the best shown in either half), Razz and
    Chicago's spade: the same stacks and winners as the deck's."""
    table = ShowTable()
    for number in range(1, 4):
        table.play(number, STACKS, GameConfig(variant=variant), passive)


def test_w9_4_a_declare_game_shows_every_hand_and_refuses_a_muck() -> None:
    """W9.4: after the declarations every hand still in is shown; a muck is refused."""
    table = ShowTable()
    held = hold_answer(table, "c9")
    table.start(1, STACKS, GameConfig(variant=Variant.STUD_DECLARE))
    table.run(passive, until_asked=True)
    assert table.host.asked == 6 and held
    with pytest.raises(TrustlessError, match="c9.*rules show"):
        table.host.on_showdown("c9", P.DealShowdown(hand=1, seat=6, show=False))
    table.pump([], replies=[("c9", m) for m in held])
    table.run(passive)
    table.check_end()
    assert not any(isinstance(e, HandMucked) for e in table.engine.events)


def test_s5_all_ins_run_out_to_a_showdown_with_side_pots() -> None:
    """Short stacks all in early: the last streets are dealt in one step (their down cards
    too) and the showdown has side pots, whose last contenders show (S2, S5)."""
    table = ShowTable()
    for number in range(1, 4):
        table.play(number, {1: 3000, 2: 170, 4: 260, 6: 450}, GameConfig(), betting(1))
        assert table.engine.result is not None and len(table.engine.result.pots) >= 3
        assert table.run_out


def test_o6_h3_an_uncalled_winner_s_cards_open_only_when_its_player_shows() -> None:
    """O6, H3: everyone folds to seat 4's bet; the host asks for its cards to show them, and
    its device refuses until its own player chose to show."""
    table = ShowTable()

    def fold_to_4(hand: Hand) -> Action:
        moves = hand.legal_actions()
        if hand.acting_seat != 4 and any(m.kind.value == "fold" for m in moves) and (
                hand.current_bet > hand.player(hand.acting_seat).bet):
            return next(m for m in moves if m.kind.value == "fold").action()
        return betting(4)(hand)

    table.start(1, STACKS, GameConfig())
    table.run(fold_to_4)
    hand = table.engine
    assert hand.result is not None and not hand.result.showdown
    assert {a.seat for a in hand.result.awards} == {4}  # it bets, everyone folds to it
    show = Action.make(ActionKind.SHOW, 4)
    out = table.host.step(show)
    with pytest.raises(TrustlessError, match="uncalled hand"):
        table.pump(out)
    c7 = table.devices["c7"]
    c7.show_uncalled(4)
    table.pump(out)
    assert table.host.ready
    blind = table.host.blind
    assert blind is not None
    blind.act(show)
    shown = next(e for e in hand.events if isinstance(e, CardsShown))
    assert list(shown.cards) == [table.deck[p] for p in blind.positions[4]]


def test_o6_the_host_s_own_uncalled_winner_shows_without_a_showdown_round() -> None:
    """Everyone folds to seat 1 (the host's), whose player shows: the host knows its cards,
    nothing is asked of the devices, and the engine shows them."""
    table = ShowTable()

    def fold_to_1(hand: Hand) -> Action:
        moves = hand.legal_actions()
        if hand.acting_seat != 1 and any(m.kind.value == "fold" for m in moves) and (
                hand.current_bet > hand.player(hand.acting_seat).bet):
            return next(m for m in moves if m.kind.value == "fold").action()
        return betting(1)(hand)

    table.start(1, STACKS, GameConfig())
    table.run(fold_to_1)
    hand = table.engine
    assert hand.result is not None and {a.seat for a in hand.result.awards} == {1}
    show = Action.make(ActionKind.SHOW, 1)
    sent = len(table.sent)
    table.pump(table.host.step(show))
    assert table.host.ready and not any(isinstance(m, P.DealShowdown)
                                        for _name, m in table.sent[sent:])
    blind = table.host.blind
    assert blind is not None
    blind.act(show)
    shown = next(e for e in hand.events if isinstance(e, CardsShown))
    assert list(shown.cards) == [table.deck[p] for p in blind.positions[1]]


def test_a_table_that_deals_itself_refuses_a_showdown_decision() -> None:
    """``deal_showdown`` at an ordinary table: a clear error, and the table goes on."""
    from tests.net.tablekit import Kit, seated
    kit = Kit()
    ann, _bo = seated(kit, "Ann", "Bo")
    ann.send(P.DealShowdown(hand=1, seat=1, show=False))
    assert ann.of(P.Error)[-1].code == P.ErrorCode.OUT_OF_ORDER.value
    ann.send(P.Chat(text="still here"))
    assert any(line.text == "still here" for line in ann.of(P.ChatLine))

"""Stacked decks and scripted computer players: the same hands every time, for ``studdesk
shots`` and the GUI's tests (one copy of the fixtures both use).

A deck is named street by street (:func:`stacked_deck_for`); computer players follow a script
(:func:`scripted_policy`) and otherwise check or call (:func:`passive_policy`);
:func:`practice_table` seats it all at the real table core in this process (a
:class:`~studdesk.gui.session.core_session.CoreSession` on a fake clock: the host's rules, its
clock only when time is moved, the computer players at once, the next hand when asked).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from net.discovery import TableInfo
from net.protocol import PROTOCOL_VERSION
from net.table import HostOptions
from studdesk.engine.actions import ActionKind, LegalAction
from studdesk.engine.cards import Card, parse_cards, stacked_deck
from studdesk.engine.config import CASINO_VARIANTS, CHOICE_GAMES, HOME_GAMES, GameConfig, Variant
from studdesk.engine.views import TableView
from studdesk.gui.session.core_session import CoreSession, FakeClock
from studdesk.gui.session.setup import SeatSetup

BotPolicy = Callable[[TableView, Sequence[LegalAction]], LegalAction]

NAMES = {1: "Anna", 2: "Bela", 3: "Cyril", 4: "Dora", 5: "Emil", 6: "Fanni", 7: "Gergő",
         8: "Hana"}
HERO = 5
"""The seat at the bottom of the felt: the player's own in the scenes."""

THIRD = {1: "AhKh2c", 3: "QdJd8s", 5: "7c7h9d"}
"""Three-handed 3rd street: Anna's ace-king, Cyril's queen-jack, Emil's pair of sevens."""

# 3rd to 6th street of an eight-handed Stud hand that reaches 7th street: 24 + 3 x (1 + 8) = 51
# cards, so one card is left for eight players and the three burns and it make the community
# card (RULES.md D10); with the reshuffle kept in order the first burn, the 5h, is turned up.
EIGHT_THIRD = {1: "KhKd8s", 2: "Ah3d5c", 3: "7s7cQh", 4: "2d4h9s", 5: "QsQc6d", 6: "JhJc3c",
               7: "9h9c2c", 8: "Th8c4s"}
EIGHT_STREETS = [
    {1: "4c", 2: "6h", 3: "Qd", 4: "As", 5: "6c", 6: "8d", 7: "Ad", 8: "7d"},
    {1: "Jd", 2: "Tc", 3: "3s", 4: "5s", 5: "Kc", 6: "7h", 7: "Ks", 8: "3h"},
    {1: "2s", 2: "9d", 3: "8h", 4: "Js", 5: "Ts", 6: "4d", 7: "5d", 8: "6s"},
]

# A Stud Hi/Lo hand for five: Cyril makes sevens full of eights (high), Emil 7-6-5-3-A (low),
# Hana 8-6-4-2-A (a worse low); Anna brings in with the 2d.
HILO_THIRD = {1: "QsQc2d", 3: "7s7d8h", 5: "Ah3d5c", 6: "ThJh9h", 8: "Ac2c6s"}
HILO_STREETS = [
    {1: "4s", 3: "8c", 5: "6h", 6: "3h", 8: "8d"},
    {1: "Qh", 3: "7h", 5: "Ks", 6: "4d", 8: "Ts"},
    {1: "9d", 3: "2s", 5: "7c", 6: "Kd", 8: "4c"},
    {1: "3s", 3: "Jc", 5: "Qd", 6: "5d", 8: "9c"},
]



# The home games (RULES.md W). Follow the Queen: Anna's queen up makes Cyril's door card, a
# seven, wild with the queens; Emil holds a seven down and a pair of kings.
FTQ_THIRD = {1: "2c5hQh", 3: "Td8c7d", 5: "7cKsKd"}

# Baseball: Emil's door card is a three: pay or fold.
BASEBALL_BUY_THIRD = {1: "Kc8h6d", 3: "Jd5cTs", 5: "Ah9c3d"}

# Baseball: Emil's four up cards are fours, each earning an extra card (four down): eleven cards
# and five of a kind (four fours and a wild nine).
BASEBALL_ELEVEN_THIRD = {1: "Kc8h6d", 3: "Jd5cTs", 5: "Ah2c4s", 6: "Qd7h8c"}
BASEBALL_ELEVEN_STREETS = [
    {1: "Kd", 3: "Jh", 5: "4h", 6: "2d"},
    {1: "6s", 3: "5d", 5: "4d", 6: "Qs"},
    {1: "8d", 3: "Tc", 5: "4c", 6: "7s"},
    {1: "Ac", 3: "Jc", 5: "Kh", 6: "2s"},
]
BASEBALL_ELEVEN_EXTRAS = [{5: "7c"}, {5: "9s"}, {5: "Qh"}, {5: "5s"}]

# Chicago: Anna makes three aces (high), Cyril holds the king of spades down (the spade half).
CHICAGO_THIRD = {1: "AhAdQc", 3: "Ks7h9c", 5: "5s8d8c"}
CHICAGO_STREETS = [
    {1: "Ac", 3: "2h", 5: "Jd"},
    {1: "6h", 3: "Td", 5: "3c"},
    {1: "7d", 3: "4h", 5: "Jh"},
    {1: "2c", 3: "6d", 5: "9h"},
]


def lan_table(name: str, variant: str, stakes: str, taken: int, seats: int, *,
              password: bool = False, address: str = "192.168.1.20",
              protocol: int = PROTOCOL_VERSION) -> TableInfo:
    """A table as the lobby's browser would find it on the network."""
    host = name.lower().replace(" ", "-").replace("'", "")
    return TableInfo(name=name, host=f"{host}.local", port=47474, addresses=(address,),
                     variant=variant, stakes=stakes, taken=taken, seats=seats,
                     password=password, protocol=protocol,
                     service_name=f"{host}._studdesk._tcp.local.")


LAN_TABLES = (
    lan_table("Friday Stud at Kasia's", "stud8", "1/2", 5, 8, address="192.168.1.20"),
    lan_table("Razz night", "razz", "0.50/1", 3, 6, password=True, address="192.168.1.31"),
    lan_table("Office lunch table", "stud", "0.25/0.50", 7, 8, address="192.168.1.47"),
)
"""The lobby's list in the screenshots."""

# A five-handed Razz hand with three people at the computer (the hotseat hand-over).
RAZZ_HOTSEAT_THIRD = {1: "Kd9s4h", 2: "3c7dQs", 4: "AsTh6c", 5: "2h5d8c", 7: "Jc4dKs"}


def stacked_deck_for(third: Mapping[int, str], streets: Sequence[Mapping[int, str]] = (),
                     burns: Sequence[str] = (), extras: Sequence[Mapping[int, str]] = ()
                     ) -> list[Card]:
    """A deck that deals ``third[seat]`` (down, down, door; seats in dealing order from seat 1)
    on 3rd street, then street by street a burn (``burns[k]`` if given) and ``streets[k][seat]``
    to each seat named; the cards nobody named follow in a fixed order. Baseball (RULES.md W4):
    ``extras[k]`` are the extra cards for up fours dealt after street k's cards (0: 3rd street).

    >>> [str(c) for c in stacked_deck_for({1: "AhKh2c", 3: "QdJd8s"}, [{1: "9c", 3: "9d"}])[:7]]
    ['Ah', 'Qd', 'Kh', 'Jd', '2c', '8s', '2d']
    """
    named: list[Card] = [c for cards in third.values() for c in parse_cards(cards)]
    named += [c for street in streets for cards in street.values() for c in parse_cards(cards)]
    named += [Card.parse(b) for b in burns]
    named += [c for street in extras for cards in street.values() for c in parse_cards(cards)]
    if len(named) != len(set(named)):
        raise ValueError("a card is named twice")
    spare = stacked_deck(named)[len(named):]
    order: list[Card] = []
    seats = sorted(third)
    for k in range(3):
        order += [parse_cards(third[s])[k] for s in seats]

    def extra(k: int) -> list[Card]:
        given = extras[k] if k < len(extras) else {}
        return [c for s in sorted(given) for c in parse_cards(given[s])]

    order += extra(0)
    for i, street in enumerate(streets):
        order.append(Card.parse(burns[i]) if i < len(burns) else spare.pop(0))
        order += [parse_cards(street[s])[0] for s in sorted(street)]
        order += extra(i + 1)
    return stacked_deck(order)


def passive_policy(_view: TableView | None, legal: Sequence[LegalAction]) -> LegalAction:
    """Check when free, else call; post the bring-in; show at the showdown. Hands reach 7th."""
    for kind in (ActionKind.CHECK, ActionKind.CALL, ActionKind.BRING_IN, ActionKind.SHOW):
        for m in legal:
            if m.kind is kind:
                return m
    return legal[0]


def scripted_policy(script: Mapping[tuple[int, ...], Sequence[str]],
                    fallback: BotPolicy = passive_policy) -> BotPolicy:
    """Computer players that follow ``script[(street, seat)]`` (or ``script[(hand, street,
    seat)]`` for one hand only): a list of action names (``"call"``, ``"bet"``, ``"bet_big"``
    for the second bet on an open pair, ``"fold"`` ...), used one per turn; anything else falls
    back to ``fallback`` (default: check or call)."""
    queues = {key: list(moves) for key, moves in script.items()}

    def choose(view: TableView, legal: Sequence[LegalAction]) -> LegalAction:
        key = (int(view.street), view.acting_seat or 0)
        queue = queues.get((view.hand, *key)) or queues.get(key)
        while queue:
            name = queue.pop(0)
            big = name.endswith("_big")
            kind = ActionKind(name.removesuffix("_big"))
            matches = [m for m in legal if m.kind is kind]
            if matches:
                return matches[-1] if big else matches[0]
        return fallback(view, legal)

    return choose


def seats(numbers: Sequence[int], humans: Sequence[int] = (HERO,)) -> list[SeatSetup]:
    """The scenes' players at ``numbers``, people at ``humans``, computer players elsewhere."""
    return [SeatSetup(n, NAMES[n], human=n in humans) for n in numbers]


class StackedRandom(random.Random):
    """The table core's generator, dealing stacked decks: each shuffle of a whole deck takes
    the next of ``decks`` (then shuffles at random, seeded); everything else is a seeded
    :class:`random.Random`."""

    def __init__(self, decks: Iterable[Sequence[Card]], seed: int = 11) -> None:
        super().__init__(seed)
        self._decks: Iterator[Sequence[Card]] = iter(list(decks))

    def shuffle(self, x: Any) -> None:
        deck = next(self._decks, None) if len(x) == 52 else None
        if deck is None:
            super().shuffle(x)
            return
        if sorted(map(str, deck)) != sorted(map(str, x)):
            raise ValueError("a stacked deck must hold the 52 cards once each")
        x[:] = list(deck)


class PolicyBot:
    """A computer player that follows a :data:`BotPolicy` (a script, or check and call)."""

    level = "script"

    def __init__(self, policy: BotPolicy) -> None:
        self.policy = policy

    def decide(self, view: TableView) -> LegalAction:
        return self.policy(view, view.legal_actions)


def practice_table(third: Mapping[int, str], streets: Sequence[Mapping[int, str]] = (), *,
                   humans: Sequence[int] = (HERO,), variant: Variant = Variant.STUD,
                   small_bet: int = 200,
                   script: Mapping[tuple[int, ...], Sequence[str]] | None = None,
                   decks: Sequence[Sequence[Card]] | None = None, repeat: int = 1,
                   burns: Sequence[str] = (), timeout_ms: int | None = None,
                   stacks: Mapping[int, int] | None = None, seed: int = 11,
                   auto_muck: bool = True, settings: Any = None,
                   extras: Sequence[Mapping[int, str]] = (), time_bank: float = 0.0
                   ) -> CoreSession:
    """The table core at the seats ``third`` names (people at ``humans``), dealing the stacked
    deck (``repeat`` times; or ``decks`` and then the stacked one), computer players following
    ``script`` at once, the decision clock ``timeout_ms`` (none that runs out unless time is
    moved: the clock is a :class:`FakeClock`), the next hand dealt when asked
    (:meth:`CoreSession.deal_next_hand`). Every signal comes before the call that caused it
    returns. ``auto_muck=False``: the people show their losing hands too; ``time_bank``:
    each player's time bank in seconds (C2; none by default)."""
    config = GameConfig.preset(variant, small_bet)
    deck = stacked_deck_for(third, streets, burns, extras)
    people = [s for s in seats(sorted(third), humans) if s.human]
    policy = scripted_policy(script or {})
    options = HostOptions(
        name="StudDesk", config=config, seats=max(third), timer=(timeout_ms or 3_600_000) / 1000,
        hand_pause=1.0, think_ms=0, show_window=0.0, idle_timeout=1e9, cover_limit=1e9,
        time_bank=time_bank, broke_bots="leave")  # a scripted scene's busted bot leaves: the next deck is stacked
    session = CoreSession(
        options, [(s.seat, s.name) for s in people],
        bots=[(n, "script", NAMES[n]) for n in sorted(third) if n not in humans],
        settings=settings, clock=FakeClock(), drive=False, sync=True,
        rng=StackedRandom([*(decks or ()), *[deck] * repeat], seed),
        bot_factory=lambda _level, _rng: PolicyBot(policy), stacks=stacks,
        randbytes=random.Random(seed + 1).randbytes)  # the same reshuffle (D10) every time
    session.set_habits(auto_muck=auto_muck)
    return session


def dealers_choice_format(chooser: int = HERO) -> tuple[Any, Any]:
    """A dealer's choice of every game the desktop offers, ``chooser`` to pick: the table's
    :class:`~net.protocol.FormatEntry` as a host sends it (stakes 1/2 and the game now, with the
    longest title there is) and the :class:`~net.protocol.ChooseGame` the chooser gets."""
    from net import protocol as P

    games = tuple(v.value for v in (*CASINO_VARIANTS, *HOME_GAMES, *CHOICE_GAMES))
    table = P.FormatEntry(kind="cash", games=games, mode="dealers_choice",
                          game=Variant.FIVE_CARD_STUD.value, level=0, levels=0,
                          stakes=P.Stakes(ante=20, bring_in=50, small_bet=100, big_bet=200),
                          chooser=chooser)
    return table, P.ChooseGame(seat=chooser, options=games, current=games[0],
                               deadline_ms=10_000, hands=1)

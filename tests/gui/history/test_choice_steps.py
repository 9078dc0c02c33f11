"""The secret choices of High-Low Declare and Roll Your Own (RULES.md W9-W11) as steps, in the
replayer and in the Last hand window, on real hands: played by the engine and its bots, exported
to PHH (for one seat, as a player's desktop keeps it: H3) and replayed, with a real Qt loop.

While the choices are made a step says only who has chosen; one step then shows every
declaration (or every chosen card) at once, as the table did, though the file knew them all; the
awards say each pot's winners and why a swing failed, beaten or tied (W10.1)."""

from __future__ import annotations

import random
from collections.abc import Callable

from studdesk.bots.levels import make_bot
from studdesk.engine.actions import Declaration, Declare
from studdesk.engine.cards import shuffled_deck
from studdesk.engine.config import GameConfig, Variant
from studdesk.engine.events import (
    CardDealt,
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    Declared,
    SwingFailed,
    censor,
)
from studdesk.engine.hand import Hand, PlayerSpec
from studdesk.engine.phh import export_hand
from studdesk.engine.views import view
from studdesk.engine.visibility import Viewer
from studdesk.gui.history.hand_history import HandJournal
from studdesk.gui.history.last_hand import LastHandWindow
from studdesk.gui.history.replayer import ReplayerWindow
from studdesk.gui.history.steps import AWARD, CHOICE, REVEAL, HandReplay

from ...engine.helpers import build_deck
from ...engine.test_declare import STREETS, THIRD

NAMES = {1: "Anna", 2: "Boris", 3: "Cyril", 4: "Dora"}
ME = 2  # the seat whose desktop keeps the hand


def _play(variant: Variant, seed: int, *, swing: int | None = None,
          journal: HandJournal | None = None,
          stacked: dict[int, Declaration] | None = None) -> Hand:
    """A hand of four normal bots; ``swing``: that seat declares both whatever its bot says.
    ``journal`` follows ME's stream as the desktop does: the events censored for ME, then ME's
    view after each move. ``stacked``: three bots on the engine tests' stacked deck (seats 1
    and 2 hold wheels that tie both ways, seat 3 two pair), declaring as it says."""
    rng = random.Random(seed)
    cfg = GameConfig.preset(variant, 200)
    if stacked is None:
        hand = Hand(cfg, [PlayerSpec(s, n, 20_000) for s, n in NAMES.items()],
                    shuffled_deck(rng))
    else:
        hand = Hand(cfg, [PlayerSpec(s, NAMES[s], 20_000) for s in sorted(THIRD)],
                    build_deck(THIRD, STREETS))
    bots = {s: make_bot("normal", random.Random(seed * 10 + s)) for s in NAMES}
    told = 0

    def follow() -> None:
        nonlocal told
        if journal is not None:
            for ev in hand.events[told:]:
                journal.feed(censor(ev, ME))
            journal.attach_view(view(hand, ME))
        told = len(hand.events)

    follow()
    while not hand.is_complete:
        if hand.choosing:
            seat = hand.choosing[0]
            move = bots[seat].decide(view(hand, seat)).action()
            if seat == swing and isinstance(move, Declare):
                move = Declare(seat, Declaration.BOTH)
            if stacked is not None:
                move = Declare(seat, stacked[seat])
        else:
            seat = hand.acting_seat
            assert seat is not None
            move = bots[seat].decide(view(hand, seat)).action()
        hand.apply(move)
        follow()
    return hand


def _find(variant: Variant, wanted: Callable[[Hand], bool], **kw: object) -> tuple[int, Hand]:
    for seed in range(1, 400):
        hand = _play(variant, seed, **kw)  # type: ignore[arg-type]
        if wanted(hand):
            return seed, hand
    raise AssertionError("no seed gives the hand the test needs")


def _declared(hand: Hand) -> int:
    return sum(isinstance(e, Declared) for e in hand.events)


def _failed_swing(hand: Hand) -> bool:
    return _declared(hand) >= 3 and any(isinstance(e, SwingFailed) for e in hand.events)


def _mine(hand: Hand) -> str:
    """The hand's PHH as ME's desktop keeps it: what ME saw (H3)."""
    return export_hand(hand, [censor(e, ME) for e in hand.events])


def _replayer(qtbot, text: str) -> tuple[ReplayerWindow, HandReplay]:
    replay = HandReplay.from_text(text, "choices.phh", viewer=Viewer.of(ME))
    assert replay.ok, replay.error
    window = ReplayerWindow(replay)
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.show()
    return window, replay


def _kinds(replay: HandReplay, kind: str) -> list[int]:
    return [i for i, step in enumerate(replay.steps) if step.kind == kind]


# ------------------------------------------------------------------------------- declare


def test_w9_3_the_replayer_steps_each_declaration_hidden_then_all_at_once(qtbot) -> None:
    _, hand = _find(Variant.STUD_DECLARE, _failed_swing, swing=3)
    replay = HandReplay.from_text(_mine(hand), "declare.phh", viewer=Viewer.of(ME))
    assert replay.ok, replay.error
    choosers = [e.seat for e in hand.events if isinstance(e, ChoiceMade)]
    choices, reveals = _kinds(replay, CHOICE), _kinds(replay, REVEAL)
    # One step per player who has chosen, in the order the file has them; then one reveal.
    assert [replay.steps[i].seat for i in choices] == choosers
    assert len(reveals) == 1 and reveals[0] == choices[-1] + 1
    for i in choices:
        assert not any(isinstance(e, Declared) for e in replay.steps[i].events)
    revealed = [e for e in replay.steps[reveals[0]].events if isinstance(e, Declared)]
    assert [(e.seat, e.declaration) for e in revealed] == sorted(hand.declarations.items())
    award = _kinds(replay, AWARD)[0]
    assert isinstance(replay.steps[award].events[0], SwingFailed)  # why, then the pots
    assert replay.finishing_stacks() == [hand.result.stacks[s] for s in NAMES]

    window, replay = _replayer(qtbot, _mine(hand))
    names = [NAMES[s] for s in choosers]
    for k, i in enumerate(choices):  # while the choices are made: who, never what
        window.go_to(i)
        lines = window.log_lines()
        assert [line for line in lines if line.endswith("has chosen")] \
            == [f"{n} has chosen" for n in names[:k + 1]]
        assert not any("declare" in line for line in lines), lines
        assert all(item.action_text != "Both (swing)" for item in
                   window.scene.plates.items.values())
        assert window.step_label.text().endswith("Declaration")
    window.step_forward()  # the reveal, animated as a step forward is
    qtbot.waitUntil(lambda: window.player.is_idle(), timeout=5000)
    reveal_line = window.dealer_log.lines[-1]
    words = {Declaration.HIGH: "high", Declaration.LOW: "low", Declaration.BOTH: "both"}
    assert reveal_line.strong and reveal_line.text == "Everyone has declared: " + ", ".join(
        f"{NAMES[s]} declares {words[d]}" for s, d in sorted(hand.declarations.items()))
    assert window.scene.plates.items[3].action_text == "Both (swing)"
    window.last()
    failed = [e for e in hand.events if isinstance(e, SwingFailed)]
    for ev in failed:  # W10.1: the why, beaten or tied, with the pots' lines after it
        way = ("high" if ev.high else "low") if ev.high != ev.low else None
        how = "tied" if (ev.high_tied if ev.high else ev.low_tied) else "was beaten"
        expected = (f"{NAMES[ev.seat]} swung and {how} {way}: nothing from the pot"
                    if way and ev.pot == 0 else f"{NAMES[ev.seat]} swung")
        assert any(line.startswith(expected) for line in window.log_lines()), window.log_lines()
    assert any(", who declared " in line for line in window.log_lines())


def test_w10_1_a_failed_swing_is_told_tied_or_beaten_in_the_replayer(qtbot) -> None:
    """Bots bet the stacked deck to the declaration (seats 1 and 2 hold wheels that tie both
    ways, seat 3 two pair and a king-high low); the declarations make each failed swing."""
    hi, lo, both = Declaration.HIGH, Declaration.LOW, Declaration.BOTH
    cases = {
        "Anna swung and tied high: nothing from the pot": {1: both, 2: hi, 3: lo},
        "Cyril swung and was beaten low: nothing from the pot": {1: lo, 2: lo, 3: both},
        "Cyril swung and won neither way alone (high: beaten, low: beaten): nothing from "
        "the pot": {1: hi, 2: lo, 3: both},
        "Anna swung and won neither way alone (high: tied, low: tied): nothing from "
        "the pot": {1: both, 2: both, 3: lo},
    }
    for line, declarations in cases.items():
        hand = _play(Variant.STUD_DECLARE, 5, stacked=declarations)
        assert hand.declarations == declarations  # the bots took it to the declaration
        window, replay = _replayer(qtbot, _mine(hand))
        window.last()
        assert line in window.log_lines(), window.log_lines()
        award = _kinds(replay, AWARD)[0]
        window.go_to(award - 1)
        assert not any(" swung and " in x for x in window.log_lines())
        window.go_to(award)
        assert window.dealer_log.lines[-1].strong  # the awards' step, its why in bold
        assert any(x.text == line and x.strong for x in window.dealer_log.lines)
        window.close()


# ------------------------------------------------------------------------------- roll your own


def test_w11_2_the_replayer_turns_every_chosen_card_up_together_and_hides_the_rest(qtbot) -> None:
    _, hand = _find(Variant.ROLL_YOUR_OWN,
                    lambda h: any(isinstance(e, CardsShown) for e in h.events)
                    and sum(isinstance(e, CardTurnedUp) for e in h.events) >= 8)
    window, replay = _replayer(qtbot, _mine(hand))
    reveals = _kinds(replay, REVEAL)
    assert len(reveals) >= 2  # 3rd and 4th street at least
    first = reveals[0]
    turned = {e.seat: str(e.card) for e in replay.steps[first].events
              if isinstance(e, CardTurnedUp)}
    assert set(turned) == set(NAMES)
    window.go_to(first - 1)  # the last choice is in, nothing is turned yet
    assert window.log_lines()[-1].endswith("has chosen")
    for seat in NAMES:
        if seat != ME:  # another seat's three down cards are backs (H1)
            assert [c.card for c in window.scene.card_row(seat)] == [None] * 3
    window.step_forward()
    qtbot.waitUntil(lambda: window.player.is_idle(), timeout=5000)
    for seat, card in turned.items():
        row = window.scene.card_row(seat)
        place = replay.turned_up[(seat, card)]
        assert (row[place].card, row[place].face_up) == (card, True)
        assert sum(c.face_up for c in row) == 1
        if seat != ME:
            assert [c.card for i, c in enumerate(row) if i != place] == [None, None]
    assert window.log_lines()[-1].startswith("Turned up together: ")
    # Stepping back and on again rebuilds the same table (no step undone by hand).
    window.go_to(first + 1)
    window.go_to(first)
    assert [c.card for c in window.scene.card_row(1) if c.face_up] == [turned[1]]
    # At the end: every card turned up is up in its place; a card never shown is a back (H3).
    window.last()
    up = {(s, p) for s, p, _ in replay.turned_up_until(replay.last)}
    shown = {e.seat for e in hand.events if isinstance(e, CardsShown)}
    for seat in NAMES:
        for place, item in enumerate(window.scene.card_row(seat)):
            if (seat, place) in up:
                assert item.face_up and item.card is not None
            elif seat != ME and seat not in shown:
                assert item.card is None
    assert replay.finishing_stacks() == [hand.result.stacks[s] for s in NAMES]


# ------------------------------------------------------------------------------- Last hand


def _last_hand(qtbot, journal: HandJournal) -> LastHandWindow:
    window = LastHandWindow(journal)
    qtbot.addWidget(window)
    window.refresh()
    window.show()
    return window


def test_h2_w9_3_last_hand_tells_the_declarations_as_the_table_did(qtbot) -> None:
    seed, _ = _find(Variant.STUD_DECLARE, _failed_swing, swing=3)
    journal = HandJournal()
    hand = _play(Variant.STUD_DECLARE, seed, swing=3, journal=journal)
    window = _last_hand(qtbot, journal)
    lines = window.log_lines()
    chosen = [i for i, line in enumerate(lines) if line.endswith("has chosen")]
    together = [i for i, line in enumerate(lines) if line.startswith("Everyone has declared: ")]
    assert len(chosen) == _declared(hand) and len(together) == 1
    assert max(chosen) < together[0]  # who has chosen, then every declaration at once
    assert not any(" declares " in line for line in lines[:together[0]])
    swung = [i for i, line in enumerate(lines) if " swung and " in line]
    assert swung and together[0] < swung[0]
    entry = journal.current
    assert entry is not None
    assert {s: js.declaration for s, js in entry.seats.items() if js.declaration} \
        == hand.declarations
    status = window.detail.rows()[2].status  # Cyril's row: seat 3 swung
    assert "Declared: Both (swing)" in status


def test_h3_w11_2_last_hand_shows_turned_cards_in_their_places_and_no_other(qtbot) -> None:
    seed, _ = _find(Variant.ROLL_YOUR_OWN,
                    lambda h: sum(isinstance(e, CardTurnedUp) for e in h.events) >= 8)
    journal = HandJournal()
    hand = _play(Variant.ROLL_YOUR_OWN, seed, journal=journal)
    window = _last_hand(qtbot, journal)
    entry = journal.current
    assert entry is not None
    lines = window.log_lines()
    assert sum(line.startswith("Turned up together: ") for line in lines) >= 2
    dealt: dict[int, list[str]] = {}
    for ev in hand.events:
        if isinstance(ev, CardDealt):
            dealt.setdefault(ev.seat, []).append(str(ev.card))
    turned = {(e.seat, str(e.card)) for e in hand.events if isinstance(e, CardTurnedUp)}
    shown = {e.seat for e in hand.events if isinstance(e, CardsShown)}
    for seat, js in entry.seats.items():
        if js.folded and seat != ME:
            continue
        for place, (card, up) in enumerate(js.cards):
            real = dealt[seat][place]
            if (seat, real) in turned:
                assert (card, up) == (real, True), (seat, place)
            elif seat == ME or seat in shown:
                assert card == real
            else:
                assert card is None, (seat, place)  # H3: never shown, never drawn
    faces = window.detail.card_faces()
    for seat, cards in faces.items():
        if seat != ME and seat not in shown:
            assert set(cards) <= {c for s, c in turned if s == seat}
    # A journal told the events alone (no view to say where another's card was) still has
    # every turned card face up, and no face it was not shown.
    spectator = HandJournal()
    for ev in hand.events:
        spectator.feed(censor(ev, None))
    alone = spectator.current
    assert alone is not None
    for seat, js in alone.seats.items():
        ups = {card for card, up in js.cards if up}
        assert ups == {c for s, c in turned if s == seat} | {
            str(e.card) for e in hand.events if isinstance(e, CardDealt) and e.face_up
            and e.seat == seat}
        if seat not in shown:
            assert all(card is None for card, up in js.cards if not up)


def test_w12_both_games_export_and_replay_to_their_stacks_as_studdesk_replay_does(
        tmp_path) -> None:
    """The bots' hands written as the host keeps them and as a player's desktop keeps them
    (another's down cards ``??``, a card turned up named by its ``_up``) replay, through
    ``studdesk replay``'s own reader, to the stacks the engine dealt them to."""
    from studdesk.replay import replay_file

    hands = [_find(Variant.STUD_DECLARE, _failed_swing, swing=3)[1],
             _find(Variant.ROLL_YOUR_OWN,
                   lambda h: sum(isinstance(e, CardTurnedUp) for e in h.events) >= 8)[1]]
    for n, hand in enumerate(hands):
        assert hand.result is not None
        for who, text in (("host", export_hand(hand)), ("player", _mine(hand))):
            path = tmp_path / f"hand{n}-{who}.phh"
            path.write_text(text, encoding="utf-8")
            result = replay_file(str(path))
            assert result["ok"], result
            assert result["finishing_stacks"] == [hand.result.stacks[s] for s in NAMES]
            assert (" _declare " in text) is (n == 0) and (" _up " in text) is (n == 1)


"""How the table moves: each engine event, played on the scene as a Qt animation.

:meth:`TableAnimator.play` takes one censored engine :class:`~studdesk.engine.events.Event`
(dispatched with ``match`` on its class) and returns the running animation: cards flying from
the deck and turning over, chips sliding to a bet, to the pot and to a winner, a folded hand
sliding to the muck, the newly wild cards swelling. When it ends the items are in the state the
event describes; with the animation speed at 0 that state is applied at once and nothing is
returned. The scene's :meth:`~studdesk.gui.table.scene.TableScene.apply_view` then makes the
table exactly right (the picture is the truth); :class:`.event_player.EventPlayer` plays the
events in order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from studdesk.engine.cards import Card
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    BetsGathered,
    CardDealt,
    CardsShown,
    CardTurnedUp,
    ChoiceMade,
    CommunityCardDealt,
    Declared,
    DeviceLeft,
    Event,
    ForfeitShared,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
    StakeReturned,
    StreetStarted,
    UncalledBetReturned,
    WildRanksChanged,
)
from studdesk.gui.table.items import CardItem, ChipStackItem, SeatItem
from studdesk.gui.table.picture import TablePicture
from studdesk.gui.table.plates import SeatPlates
from studdesk.gui.table.seat_layout import COMMUNITY_POS, DECK_POS, MUCK_POS, SeatGeometry
from studdesk.gui.text.hand_words import ShownHands
from studdesk.gui.text.part_shown import PartShown

# Animation timings in ms at speed 1.0 ("normal").
DEAL_MS = 220
FLIP_MS = 260
WILD_PULSE_MS = 520  # W3: the newly wild cards swell once when a queen falls
CHIP_MS = 380
FOLD_MS = 420
REVEAL_MS = 420  # W9.3, W11.2: every declaration, every chosen card, turned over at once
OVERLAP_MS: dict[type[Event], int] = {CardDealt: 75, AntePosted: 40, Declared: 0}
"""Events of these classes may start before the previous one of the same type has finished,
this long after it (0: at the same moment, as every declaration is shown)."""
DEAL_MS_PER_CARD = 150
"""The longest a street's deal takes on the felt per card dealt at normal speed (M7: the host
starts a decision's clock after a dealing allowance per card; the felt must fit inside it):
n >= 2 cards land after ``OVERLAP_MS[CardDealt] * (n - 1) + DEAL_MS`` ms."""

Animation = QAbstractAnimation


class Felt(Protocol):
    """What the animations move on: the items of :class:`~.scene.TableScene` (its methods
    there), named here so that this module needs no import of the scene."""

    speed: float
    tempo: float
    shown: ShownHands
    plates: SeatPlates

    def geometry(self, seat: int) -> SeatGeometry: ...
    def seat_item(self, seat: int) -> SeatItem: ...
    def removeItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802
    def start_hand(self, ev: HandStarted) -> None: ...
    def end_hand(self, ev: HandEnded) -> None: ...
    def set_wild_ranks(self, ranks: Iterable[int]) -> list[CardItem]: ...
    def card_row(self, seat: int) -> list[CardItem]: ...
    def take_cards(self, seat: int) -> list[CardItem]: ...
    def new_card(self, seat: int, index: int, card: str | None, face_up: bool,
                 private: bool = False) -> CardItem: ...
    def set_community(self, card: str) -> None: ...
    def new_community_card(self) -> CardItem: ...
    def label_community(self, on: bool) -> None: ...
    def caption_shown(self, seat: int) -> None: ...
    def award(self, ev: PotAwarded) -> None: ...
    def add_flyer(self, amount: int, start: QPointF) -> ChipStackItem: ...
    def set_bet(self, seat: int, amount: int) -> None: ...
    def bet_amount(self, seat: int) -> int: ...
    def bet_items(self) -> dict[int, ChipStackItem]: ...
    def set_pots(self, amounts: Iterable[int]) -> None: ...
    def add_to_pot(self, index: int, amount: int) -> None: ...
    def take_from_pot(self, index: int, amount: int) -> None: ...
    def pot_chips(self, index: int, count: int = 0) -> QPointF: ...
    def pot_item_chips(self, index: int) -> QPointF: ...


def _card_of(card: Card | None) -> str | None:
    """A card as the card items hold it (``"As"``); None for a back."""
    return None if card is None else str(card)


def slide(item: QGraphicsObject, end: QPointF, ms: int,
          curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
    anim = QPropertyAnimation(item, b"pos")
    anim.setStartValue(item.pos())
    anim.setEndValue(end)
    anim.setDuration(ms)
    anim.setEasingCurve(curve)
    return anim


def fade(item: QGraphicsObject, end: float, ms: int) -> QPropertyAnimation:
    anim = QPropertyAnimation(item, b"opacity")
    anim.setStartValue(item.opacity())
    anim.setEndValue(end)
    anim.setDuration(ms)
    return anim


def turn(item: CardItem, ms: int) -> QPropertyAnimation:
    """A card turning over (to what :meth:`CardItem.turn_to` set)."""
    anim = QPropertyAnimation(item, b"flip")
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.setDuration(ms)
    return anim


def after(anim: QAbstractAnimation, done: Callable[[], None]) -> QAbstractAnimation:
    anim.finished.connect(done)
    return anim


class TableAnimator:
    """Plays events on one :class:`~.scene.TableScene` (see the module docstring)."""

    def __init__(self, scene: Felt) -> None:
        self.scene = scene
        self.turning: list[CardTurnedUp] = []
        """Roll Your Own's chosen cards told, to turn over together when the table's next
        picture says where each lies (the event names the card, not its place in a row of
        backs): :meth:`turn_up`."""

    def _ms(self, ms: float) -> int:
        return max(1, int(ms * self.scene.speed * self.scene.tempo))

    @property
    def animated(self) -> bool:
        return self.scene.speed * self.scene.tempo > 0

    def play(self, ev: Event | PartShown) -> Animation | None:
        """Play one event; returns the running animation (None when it is applied at once)."""
        self.scene.shown.feed(ev)
        if not isinstance(ev, CardTurnedUp):
            self.turning.clear()  # no picture came between: it draws them when it comes
        match ev:
            case HandStarted():
                self.scene.start_hand(ev)
                return None
            case AntePosted():
                return self._ante_posted(ev)
            case StreetStarted():
                self.scene.plates.clear_actions()
                return None
            case WildRanksChanged():
                return self._wild_ranks_changed(ev)
            case CardDealt():
                return self._card_dealt(ev)
            case CommunityCardDealt():
                return self._community_card_dealt(ev)
            case ActionTaken():
                return self._action_taken(ev)
            case ChoiceMade():  # W9.3, W11.2: the closed fist on the plate, not what is in it
                self.scene.plates.show_action(ev.seat, "chosen", 0, 0, False)
                return None
            case Declared():  # every declaration comes at once (W9.3): each on its plate
                return self._declared(ev)
            case CardTurnedUp():  # W11.2: turned over with every other when the picture comes
                self.turning.append(ev)
                return None
            case HandMucked():
                self.scene.plates.show_action(ev.seat, "mucked", 0, 0, False)
                return self._leave_table(ev.seat)
            case BetsGathered():
                return self._bets_gathered(ev)
            case UncalledBetReturned():
                return self._uncalled_bet_returned(ev)
            case CardsShown() | PartShown():
                return self._cards_shown(ev)
            case PotAwarded():
                return self._pot_awarded(ev)
            case DeviceLeft():
                return self._device_left(ev)
            case StakeReturned() | ForfeitShared():  # H4: chips back to a plate
                self.scene.plates.stack_change(ev.seat, ev.amount)
                return None
            case HandEnded():
                self.scene.end_hand(ev)
                return None
        return None  # CardsReshuffled: the dealer log says it, the felt has nothing to move

    def _declared(self, ev: Declared) -> Animation | None:
        """W9.3: the seat's "Chosen" pill turns over to its declaration (the closed fist
        opens); every seat's starts at the same moment (``OVERLAP_MS``)."""
        plates, seat = self.scene.plates, ev.seat
        plate = plates.items[seat]
        before = plate.action_text
        plates.show_action(seat, "declared_" + ev.declaration.value, 0, 0, False)
        if not self.animated or not before:
            return None
        plate.action_text, declared = before, plate.action_text
        plate.turn_pill_to(declared)
        anim = QPropertyAnimation(plate, b"pill_turn")
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(self._ms(REVEAL_MS))
        anim.setEasingCurve(QEasingCurve.Type.InOutSine)
        return after(anim, plate.end_pill_turn)

    def turn_up(self, picture: TablePicture) -> Animation | None:
        """W11.2: the chosen cards told since the last picture turn over together, each where
        ``picture`` puts it (face up, risen into the row of up cards); None when there is
        nothing to turn or no animation (the picture is then drawn at once)."""
        turning, self.turning = self.turning, []
        if not turning or not self.animated:
            return None
        scene = self.scene
        group = QParallelAnimationGroup()
        for ev in turning:
            seat = picture.seats.get(ev.seat)
            row = scene.card_row(ev.seat)
            if seat is None or len(seat.cards) != len(row):
                continue
            card = str(ev.card)
            k = next((i for i, c in enumerate(seat.cards)
                      if c.card == card and c.face_up and not row[i].face_up), None)
            if k is None:
                continue
            item = row[k]
            item.turn_to(card, up=True)
            group.addAnimation(turn(item, self._ms(REVEAL_MS)))
            group.addAnimation(slide(item, scene.geometry(ev.seat).slot(k, True, len(row)),
                                     self._ms(REVEAL_MS), QEasingCurve.Type.InOutCubic))
        return group if group.animationCount() else None

    def _chips_to_pot(self, seat: int, amount: int) -> Animation | None:
        """An ante (or Baseball's price of an up three, W4): chips from the plate straight
        into the main pot."""
        scene = self.scene

        def land() -> None:
            scene.add_to_pot(0, amount)

        if not self.animated or amount <= 0:
            land()
            return None
        flyer = scene.add_flyer(amount, scene.geometry(seat).plate)
        anim = slide(flyer, scene.pot_chips(0), self._ms(CHIP_MS))

        def done() -> None:
            scene.removeItem(flyer)
            land()

        return after(anim, done)

    def _ante_posted(self, ev: AntePosted) -> Animation | None:
        self.scene.plates.stack_change(ev.seat, -ev.amount)
        if ev.all_in:
            self.scene.plates.set_badge(ev.seat, False, True)
        return self._chips_to_pot(ev.seat, ev.amount)

    def _wild_ranks_changed(self, ev: WildRanksChanged) -> Animation | None:
        """W3: the wild ranks change (a queen fell face up): the newly wild cards swell once."""
        fresh = self.scene.set_wild_ranks(ev.ranks)
        if not self.animated or not fresh:
            return None
        group = QParallelAnimationGroup()
        for item in fresh:
            pulse = QPropertyAnimation(item, b"scale")
            pulse.setDuration(self._ms(WILD_PULSE_MS))
            pulse.setStartValue(1.0)
            pulse.setKeyValueAt(0.5, 1.18)
            pulse.setEndValue(1.0)
            pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
            group.addAnimation(pulse)

        def done() -> None:
            for item in fresh:
                item.setScale(1.0)

        return after(group, done)

    def _card_dealt(self, ev: CardDealt) -> Animation | None:
        scene, seat, face_up = self.scene, ev.seat, ev.face_up
        card = _card_of(ev.card)
        items = scene.card_row(seat)
        index = len(items)
        target = scene.geometry(seat).slot(index, face_up, index + 1)
        if index >= 7:  # Baseball's eighth card and on (W4): the hand closes up to make room
            for i, other in enumerate(items):
                other.setPos(scene.geometry(seat).slot(i, other.face_up, index + 1))
        private = card is not None and not face_up
        if not self.animated:
            item = scene.new_card(seat, index, card, face_up, private)
            item.setPos(target)
            items.append(item)
            return None
        item = scene.new_card(seat, index, None, face_up, private)
        item.setPos(DECK_POS)
        items.append(item)
        group = QParallelAnimationGroup()
        group.addAnimation(slide(item, target, self._ms(DEAL_MS)))
        if card is not None:
            item.turn_to(card)
            group.addAnimation(turn(item, self._ms(DEAL_MS)))

        def done() -> None:
            item.set_card(card, face_up, private)

        return after(group, done)

    def _community_card_dealt(self, ev: CommunityCardDealt) -> Animation | None:
        scene, card = self.scene, str(ev.card)
        if not self.animated:
            scene.set_community(card)
            return None
        item = scene.new_community_card()
        item.setPos(DECK_POS)
        item.turn_to(card)
        seq = QSequentialAnimationGroup()
        seq.addAnimation(slide(item, COMMUNITY_POS, self._ms(DEAL_MS)))
        seq.addAnimation(turn(item, self._ms(FLIP_MS * 1.6)))

        def done() -> None:
            item.set_card(card, True)
            scene.label_community(True)

        return after(seq, done)

    def _action_taken(self, ev: ActionTaken) -> Animation | None:
        scene, seat, action, amount, to = self.scene, ev.seat, ev.action.value, ev.amount, ev.to
        scene.plates.show_action(seat, action, amount, to, ev.all_in)
        if action == "fold":
            scene.plates.fold(seat)
            return self._leave_table(seat)
        if amount <= 0:
            return None
        scene.plates.stack_change(seat, -amount)
        if ev.all_in:
            scene.plates.set_badge(seat, False, True)
        if action == "buy":  # W4: the price of an up three is dead money in the main pot
            return self._chips_to_pot(seat, amount)
        if not self.animated:
            scene.set_bet(seat, to)
            return None
        flyer = scene.add_flyer(amount, scene.geometry(seat).plate)
        anim = slide(flyer, scene.geometry(seat).bet, self._ms(CHIP_MS))

        def done() -> None:
            scene.removeItem(flyer)
            scene.set_bet(seat, to)

        return after(anim, done)

    def _device_left(self, ev: DeviceLeft) -> Animation | None:
        """H4: the device's seats are folded and the hand ends there: every chip on the felt
        goes back to the plates (the events after this one say how much to whom)."""
        scene = self.scene
        for seat in list(scene.bet_items()):
            scene.set_bet(seat, 0)
        scene.set_pots([])
        group = QParallelAnimationGroup()
        for seat in ev.seats:
            scene.plates.fold(seat)
            anim = self._leave_table(seat)
            if anim is not None:
                group.addAnimation(anim)
        return group if group.animationCount() else None

    def _leave_table(self, seat: int) -> Animation | None:
        """H1: a folded (or mucked) hand slides to the muck and fades away."""
        items = self.scene.take_cards(seat)
        if not items:
            return None
        if not self.animated:
            for item in items:
                self.scene.removeItem(item)
            return None
        group = QParallelAnimationGroup()
        for item in items:
            item.set_card(None, item.face_up, False)  # the muck is face down
            group.addAnimation(slide(item, MUCK_POS, self._ms(FOLD_MS),
                                     QEasingCurve.Type.InCubic))
            group.addAnimation(fade(item, 0.0, self._ms(FOLD_MS)))

        def done() -> None:
            for item in items:
                self.scene.removeItem(item)

        return after(group, done)

    def _bets_gathered(self, ev: BetsGathered) -> Animation | None:
        scene, pots = self.scene, list(ev.pots)
        bets = scene.bet_items()

        def land() -> None:
            for seat in bets:
                scene.set_bet(seat, 0)
            scene.set_pots(pots)

        if not self.animated or not bets:
            land()
            return None
        group = QParallelAnimationGroup()
        target = scene.pot_chips(0, max(1, len(pots)))
        for item in bets.values():
            item.show_label = False
            item.update()
            group.addAnimation(slide(item, target, self._ms(CHIP_MS),
                                     QEasingCurve.Type.InOutCubic))
        return after(group, land)

    def _uncalled_bet_returned(self, ev: UncalledBetReturned) -> Animation | None:
        scene, seat, amount = self.scene, ev.seat, ev.amount
        had_bet = seat in scene.bet_items()
        scene.plates.stack_change(seat, amount)
        scene.set_bet(seat, scene.bet_amount(seat) - amount)
        if not self.animated or not had_bet:
            return None
        flyer = scene.add_flyer(amount, scene.geometry(seat).bet)
        anim = slide(flyer, scene.geometry(seat).plate, self._ms(CHIP_MS))
        return after(anim, lambda: scene.removeItem(flyer))

    def _cards_shown(self, ev: CardsShown | PartShown) -> Animation | None:
        scene, seat = self.scene, ev.seat
        cards = [_card_of(c) for c in ev.cards]
        scene.caption_shown(seat)
        items = scene.card_row(seat)
        group = QSequentialAnimationGroup() if self.animated else None
        for i, card in enumerate(cards):
            if i >= len(items):
                up = i not in (0, 1, 6)
                item = scene.new_card(seat, i, card, up, False)
                item.setPos(scene.geometry(seat).slot(i, up, len(cards)))
                items.append(item)
                continue
            item = items[i]
            if item.card == card:
                continue
            if group is None:
                item.set_card(card, item.face_up, False)
                continue
            item.turn_to(card)
            group.addAnimation(turn(item, self._ms(FLIP_MS)))
        if group is None or group.animationCount() == 0:
            return None
        finals = [(items[i], c) for i, c in enumerate(cards) if i < len(items)]

        for item in items:
            item.private = False
            item.update()

        def done() -> None:
            for item, card in finals:
                item.set_card(card, item.face_up, False)

        return after(group, done)

    def _pot_awarded(self, ev: PotAwarded) -> Animation | None:
        scene, seat, amount, pot = self.scene, ev.seat, ev.amount, ev.pot
        plate = scene.seat_item(seat)
        start = scene.pot_item_chips(pot)  # before the award: where the pot's chips stand now
        scene.award(ev)

        def land() -> None:
            scene.take_from_pot(pot, amount)
            scene.plates.stack_change(seat, amount)

        if not self.animated:
            plate.set_glow(1.0)
            land()
            return None
        flyer = scene.add_flyer(amount, start)
        group = QParallelAnimationGroup()
        group.addAnimation(slide(flyer, plate.pos(), self._ms(CHIP_MS * 1.6),
                                 QEasingCurve.Type.InOutCubic))
        glow = QPropertyAnimation(plate, b"glow")
        glow.setStartValue(plate.glow)
        glow.setEndValue(1.0)
        glow.setDuration(self._ms(CHIP_MS * 1.6))
        group.addAnimation(glow)

        def done() -> None:
            scene.removeItem(flyer)
            land()

        return after(group, done)

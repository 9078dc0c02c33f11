"""The card-room table: felt, rail, eight seats, cards, chips, and the animations between states.

The scene has a fixed logical rect (1600x1000) that the view fits into its window. Two ways
change it:

- :meth:`TableScene.animate_event` plays one censored engine event (a dict) as an animation
  (cards flying from the deck, chips sliding, a card turning over) and leaves the items in the
  state the event describes; with the animation speed at 0 it applies that state at once;
- :meth:`TableScene.apply_view` converges every item to a :class:`TableView` snapshot at once.
  The snapshot is the truth: it is applied after each batch of animations, so a missed or
  misread event never leaves the table wrong.

Seats sit in fixed places (RULES.md T1, :mod:`.seat_layout`): the dealer at the top, seat 1 at
the dealer's left and on clockwise to seat 8 at the dealer's right, where the stud button "S"
lies. Up cards stand in a row; down cards are drawn lower than the up cards (H1): the viewer's
own face up with a blue tint, everyone else's as backs. The table itself is painted behind the
items by :mod:`.felt`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import (
    QColor,
    QPainter,
)
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from studdesk.engine.cards import Card
from studdesk.engine.config import BUTTON_SEAT, GameConfig
from studdesk.engine.events import (
    ActionTaken,
    AntePosted,
    BetsGathered,
    CardDealt,
    CardsShown,
    CommunityCardDealt,
    Event,
    Half,
    HandEnded,
    HandMucked,
    HandStarted,
    PotAwarded,
    StreetStarted,
    UncalledBetReturned,
    WildRanksChanged,
)
from studdesk.engine.hand import Phase
from studdesk.engine.pots import build_pots
from studdesk.engine.views import TableView
from studdesk.gui.platform.art import card_art
from studdesk.gui.table.felt import paint_felt
from studdesk.gui.table.items import (
    CARD_H,
    CARD_W,
    GOLD,
    BannerItem,
    ButtonItem,
    CaptionItem,
    CardItem,
    ChipStackItem,
    DeckItem,
    SeatItem,
    chip_base,
)
from studdesk.gui.table.seat_layout import (
    BANNER_POS,
    BOTTOM,
    BUTTON_OFFSETS,
    BUTTON_POS,
    COMMUNITY_POS,
    DECK_POS,
    MUCK_POS,
    POT_POS,
    SCENE_RECT,
    SEATS,
    SeatGeometry,
)
from studdesk.gui.text.hand_words import ShownHands, spade_card
from studdesk.gui.text.money import amounts_have_cents, format_chips, has_cents, stakes_label
from studdesk.gui.text.narrator import fmt, short_variant_title
from studdesk.gui.text.part_shown import PartShown

# Animation timings in ms at speed 1.0 ("normal").
DEAL_MS = 220
FLIP_MS = 260
WILD_PULSE_MS = 520  # W3: the newly wild cards swell once when a queen falls
CHIP_MS = 380
FOLD_MS = 420
OVERLAP_MS: dict[type[Event], int] = {CardDealt: 75, AntePosted: 40}
"""Events of these classes may start before the previous one of the same type has finished."""
POT_SCALE = 1.25  # the pots are drawn a little larger than the bets
POT_CHIPS_RISE = 14.0 * POT_SCALE + 6.0 + 7.0  # and their shadow off the pill
"""How far above a pot's position its chips stand (a pot's chips stand on its label's pill, a
flying stack's around its origin): chips flying to or from a pot go there, never over the
pot's label (n11: "Po 50")."""
DEAL_MS_PER_CARD = 150
"""The longest a street's deal takes on the felt per card dealt at normal speed (M7: the host
starts a decision's clock after a dealing allowance per card; the felt must fit inside it):
n >= 2 cards land after ``OVERLAP_MS[CardDealt] * (n - 1) + DEAL_MS`` ms."""


Animation = QAbstractAnimation


def _card_of(card: Card | None) -> str | None:
    """A card as the card items hold it (``"As"``); None for a back."""
    return None if card is None else str(card)


class TableScene(QGraphicsScene):
    """See the module docstring."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(SCENE_RECT)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.speed = 1.0
        self.tempo = 1.0  # set by the event player: < 1 while it catches up with a backlog
        self.config: GameConfig | None = None
        self.hand_number: int | None = None
        self.viewer: int | None = None
        self.privacy = False
        self.screen_seat: int | None = None  # hotseat: the only seat whose down cards may show
        self.wild_ranks: frozenset[int] = frozenset()  # W3, W4: every card of these is marked
        self._base = 10
        self._cents = False  # stacks, bets and pots with two decimals (money.has_cents)
        self._seats: dict[int, SeatItem] = {}
        self._cards: dict[int, list[CardItem]] = {n: [] for n in SEATS}
        self._bets: dict[int, ChipStackItem] = {}
        self._pot_amounts: list[int] = []
        self._pots: list[ChipStackItem] = []
        self._captions: dict[int, CaptionItem] = {}
        self._badges: dict[int, str] = {}  # "all_in", "disconnected", "sitting_out", "folded"
        self._actions: dict[int, tuple[str, int, int, bool]] = {}  # the plates' action pills
        self.shown = ShownHands()  # the hands shown this hand, named in the current language
        self._community: CardItem | None = None
        self._statuses: dict[int, str] = {}
        self._awards: list[PotAwarded] = []
        self._acting: int | None = None
        self._clock_anim: QAbstractAnimation | None = None
        self._glows: list[QAbstractAnimation] = []
        self.bottom_seat: int | None = None  # whose seat is drawn at the bottom (None: 5's)
        for n, g in SEATS.items():
            item = SeatItem(n)
            item.setPos(g.plate)
            item.name = fmt(self.tr("Seat %1"), n)
            self.addItem(item)
            self._seats[n] = item
        self.deck = DeckItem()
        self.deck.setPos(DECK_POS)
        self.deck.setZValue(5)
        self.addItem(self.deck)
        self.button = ButtonItem()
        self.button.setPos(BUTTON_POS)
        self.button.setZValue(25)
        self.button.setToolTip(self._button_tip())
        self.addItem(self.button)
        self.community_label = CaptionItem()
        self.community_label.setPos(COMMUNITY_POS.x(), COMMUNITY_POS.y() + CARD_H / 2 + 20)
        self.community_label.setScale(0.85)
        self.community_label.hide()
        self.addItem(self.community_label)
        self.banner = BannerItem()
        self.banner.setPos(BANNER_POS)
        self.addItem(self.banner)
        card_art().art_changed.connect(self._on_art_art_changed)

    # ------------------------------------------------------------------ places

    def place_of(self, seat: int) -> int:
        """Where on the felt ``seat`` is drawn (1..8 as :data:`SEATS` numbers the places):
        the viewer's seat at the bottom, the others around it in the table's order."""
        if not self.bottom_seat or not 1 <= seat <= 8:
            return seat
        return (seat - self.bottom_seat + BOTTOM - 1) % 8 + 1

    def geometry(self, seat: int) -> SeatGeometry:
        return SEATS[self.place_of(seat)]

    def set_viewer(self, seat: int | None) -> None:
        """Turn the table so ``seat`` (a seat this window plays) sits at the bottom, as every
        card room shows it; None or 0 (a spectator): seat 5 at the bottom."""
        seat = seat or None
        if seat == self.bottom_seat:
            return
        self.bottom_seat = seat
        for n, item in self._seats.items():
            item.setPos(self.geometry(n).plate)
        self.button.setPos(self.geometry(BUTTON_SEAT).plate
                           + BUTTON_OFFSETS[self.place_of(BUTTON_SEAT)])
        for n, items in self._cards.items():
            for i, card in enumerate(items):
                card.setPos(self.geometry(n).slot(i, card.face_up, len(items)))
        for n, bet in self._bets.items():
            bet.setPos(self.geometry(n).bet)
        for n, caption in self._captions.items():
            caption.setPos(self.geometry(n).caption)
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    # ------------------------------------------------------------------ queries (tests, UI)

    def seat_item(self, seat: int) -> SeatItem:
        return self._seats[seat]

    def seat_cards(self, seat: int) -> list[CardItem]:
        return list(self._cards[seat])

    def card_items(self) -> list[CardItem]:
        return [i for i in self.items() if isinstance(i, CardItem)]

    def bet_amount(self, seat: int) -> int:
        item = self._bets.get(seat)
        return item.amount if item is not None else 0

    def pot_amounts(self) -> list[int]:
        return [a for a in self._pot_amounts if a > 0]

    @property
    def community_card(self) -> CardItem | None:
        return self._community

    def caption_text(self, seat: int) -> str:
        item = self._captions.get(seat)
        return item.text if item is not None else ""

    # ------------------------------------------------------------------ settings

    def set_speed(self, factor: float) -> None:
        self.speed = max(0.0, factor)

    def set_privacy(self, on: bool) -> None:
        """Hide every down card's face (the hotseat hand-over)."""
        self.privacy = on
        for item in self.card_items():
            item.set_hidden_by_privacy(self._is_private(item.seat))

    def set_screen_seat(self, seat: int | None) -> None:
        """Hotseat: only ``seat``'s down cards may ever show a face (its player clicked ready
        behind the cover); None: nobody's may (not even while privacy is off)."""
        self.screen_seat = seat
        self.privacy = self.privacy or seat is None
        for item in self.card_items():
            item.set_hidden_by_privacy(self._is_private(item.seat))

    def _is_private(self, seat: int) -> bool:
        """Whether ``seat``'s down cards are drawn as backs whatever they are."""
        return self.privacy or (self.screen_seat is not None and seat != self.screen_seat)

    def _button_tip(self) -> str:
        return self.tr("The stud button: fixed at seat 8; every street is dealt from seat 1")

    def retranslate(self) -> None:
        """Word everything on the table again in the installed language."""
        self.button.setToolTip(self._button_tip())
        for n, item in self._seats.items():
            item.bot_tip = self.tr("Computer player")
            item.refresh_tip()
            if not item.occupied:
                self._set_empty_seat(n)
            else:
                self._show_badge(n)
                if item.action_text and n in self._actions:
                    item.action_text = self.action_label(*self._actions[n])
                if item.result_text:
                    item.result_text = self._result_text(n)
            item.update()
        for seat, caption in self._captions.items():
            caption.set_text(self._caption_text(seat) or caption.text)
        if self.community_label.isVisible():
            self._label_community(True)
        for bet in self._bets.values():
            bet.set_amount(bet.amount, format_chips(bet.amount, self._cents))
        self._refresh_pot_labels()
        self._refresh_banner()
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _on_art_art_changed(self) -> None:
        self.update()

    # ------------------------------------------------------------------ background

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, QRectF(rect), self._felt_caption().upper())

    def _felt_caption(self) -> str:
        cfg = self.config
        if cfg is None:
            return short_variant_title("stud")
        #: printed on the felt: "Stud Hi/Lo · 2/4 fixed limit"
        return fmt(self.tr("%1 · %2 fixed limit"), short_variant_title(cfg.variant.value),
                   stakes_label(cfg))

    # ------------------------------------------------------------------ snapshot

    def apply_view(self, view: TableView) -> None:
        """Put every item where ``view`` says, at once (see the module docstring)."""
        self.set_config(view.config)
        if view.hand != self.hand_number:
            self._clear_hand_decorations()
            self.hand_number = view.hand
        self.viewer = view.viewer
        in_hand = {s.seat: s for s in view.seats}
        for n, item in self._seats.items():
            sv = in_hand.get(n)
            if sv is None:
                self._set_empty_seat(n)
                self._set_cards(n, [])
                self._set_bet(n, 0)
                continue
            item.occupied = True
            item.name = sv.name
            item.stack = sv.stack
            item.dimmed = sv.folded
            item.is_me = n == view.viewer
            self._set_badge(n, sv.folded, sv.all_in)
            hidden = sv.folded or sv.mucked
            mine = n == view.viewer and not sv.shown
            cards = [] if hidden else [(None if c is None else str(c), up, mine and not up)
                                       for c, up in zip(sv.cards, sv.face_up, strict=True)]
            self._set_cards(n, cards)
            self._set_bet(n, sv.bet)
            if hidden and n in self._captions:
                self.removeItem(self._captions.pop(n))
            item.update()
        self._stacks_one_way()
        if view.phase is Phase.COMPLETE:
            self._pot_amounts = []
        else:
            gathered = {s.seat: s.committed - s.bet for s in view.seats}
            live = {s.seat for s in view.seats if not s.folded}
            self._pot_amounts = [p.amount for p in build_pots(gathered, live) if p.amount > 0]
        self._refresh_pots()
        if view.community is not None:
            self._set_community(str(view.community))
        elif self._community is not None:
            self.removeItem(self._community)
            self._community = None
            self._label_community(False)
        self.set_wild_ranks(view.wild_ranks)
        self.set_acting(view.acting_seat)

    def set_wild_ranks(self, ranks: Iterable[int]) -> list[CardItem]:
        """Mark every card of ``ranks`` as wild (and no other); the cards newly marked."""
        wild = frozenset(int(r) for r in ranks)
        if wild == self.wild_ranks:
            return []
        self.wild_ranks = wild
        items = self.card_items()
        before = {id(item): item.is_wild() for item in items}
        for item in items:
            item.set_wild_ranks(wild)
        return [item for item in items if item.is_wild() and not before[id(item)]]

    def set_config(self, config: GameConfig) -> None:
        """The table's game: the words printed on the felt, the chip values."""
        if self.config != config:
            self.config = config
            self._base = chip_base(config.small_bet)
            self._cents = has_cents(config)
            self._stacks_one_way()
            self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _clear_hand_decorations(self) -> None:
        for caption in self._captions.values():
            self.removeItem(caption)
        self._captions.clear()
        self._awards.clear()
        self.banner.set_lines([])
        for anim in self._glows:
            anim.stop()
        self._glows.clear()
        self._actions.clear()
        for item in self._seats.values():
            item.action_text = ""
            item.result_text = ""
            item.set_glow(0.0)

    def _stacks_one_way(self) -> None:
        """The plates' stacks in one form (play-test m21): all with two decimals when the
        stakes or any stack shown has cents ("0.00" beside "95.41", never "0" for a busted
        seat)."""
        cents = self._cents or amounts_have_cents(
            i.stack for i in self._seats.values() if i.occupied and i.stack is not None)
        for item in self._seats.values():
            if item.cents != cents:
                item.cents = cents
                item.update()

    def _set_empty_seat(self, n: int) -> None:
        item = self._seats[n]
        item.occupied = False
        item.is_me = False
        item.acting = False
        status = self._statuses.get(n, "empty")
        item.name = (self.tr("Sitting out") if status == "sitting_out"
                     else fmt(self.tr("Seat %1"), n))
        item.update()

    def _set_badge(self, n: int, folded: bool, all_in: bool) -> None:
        status = self._statuses.get(n, "playing")
        if all_in:
            kind = "all_in"
        elif status in ("disconnected", "sitting_out"):
            kind = status
        elif folded:
            kind = "folded"
        else:
            kind = ""
        self._badges[n] = kind
        self._show_badge(n)

    def badge_kind(self, seat: int) -> str:
        """The seat's badge: "all_in", "disconnected", "sitting_out", "folded" or ""."""
        return self._badges.get(seat, "")

    def _show_badge(self, n: int) -> None:
        item = self._seats[n]
        kind = self._badges.get(n, "")
        badges = {
            "all_in": (self.tr("ALL-IN"), QColor("#b3261e")),
            "disconnected": (self.tr("DISCONNECTED"), QColor("#7a5a12")),
            "sitting_out": (self.tr("SITTING OUT"), QColor("#5a6470")),
            "folded": (self.tr("FOLDED"), QColor("#4c514e")),
        }
        if kind in badges:
            item.badge, item.badge_colour = badges[kind]
        else:
            item.badge = ""
        item.update()

    def set_waiting_seat(self, seat: int, name: str | None, stack: int = 0, *,
                         me: bool = False) -> None:
        """A seat that is not in the hand on the felt: a player waiting for the next hand
        (before the first hand, or just sat down), or with ``name`` None an empty seat."""
        item = self._seats.get(seat)
        if item is None:
            return
        if name is None:
            self._set_empty_seat(seat)
            return
        item.occupied = True
        item.name = name
        item.stack = stack
        item.is_me = me
        item.dimmed = False
        self._set_badge(seat, False, False)
        self._stacks_one_way()

    def set_table_seats(self, count: int) -> None:
        """Draw only the table's own seats (1..``count``): a four-seat table shows no place
        for seats 5 to 8."""
        for n, item in self._seats.items():
            shown = n <= count or item.occupied
            if item.isVisible() != shown:
                item.setVisible(shown)

    def seat_places(self) -> list[int]:
        """The seats drawn on the felt, in order."""
        return [n for n, item in self._seats.items() if item.isVisible()]

    def set_bot_seats(self, seats: Iterable[int]) -> None:
        """The seats of computer players (from the table's status): their plates draw the
        bot marker instead of the " (bot)" in the name."""
        bots = set(seats)
        for n, item in self._seats.items():
            bot = n in bots
            item.bot_tip = self.tr("Computer player")
            if item.bot != bot:
                item.bot = bot
                item.update()
            item.refresh_tip()  # the whole name when the plate cuts it, and the bot's word

    def set_seat_status(self, seat: int, status: str) -> None:
        """Presence from the table (RULES.md C3 sitting out, C4 disconnected)."""
        self._statuses[seat] = status
        item = self._seats.get(seat)
        if item is None:
            return
        if item.occupied:
            self._set_badge(seat, item.dimmed, self._badges.get(seat) == "all_in")
        else:
            self._set_empty_seat(seat)

    def _new_card(self, seat: int, index: int, card: str | None, face_up: bool,
                  private: bool = False) -> CardItem:
        item = CardItem(card, face_up)
        item.private = private
        item.wild_ranks = self.wild_ranks
        item.seat, item.index = seat, index
        item.setZValue(10 + index)
        item.set_hidden_by_privacy(self._is_private(seat))
        self.addItem(item)
        return item

    def _set_cards(self, seat: int, cards: list[tuple[str | None, bool, bool]]) -> None:
        """``cards``: (card or None for a back, dealt face up, the viewer's private card)."""
        items = self._cards[seat]
        g = self.geometry(seat)
        for i, (card, up, private) in enumerate(cards):
            if i < len(items):
                item = items[i]
                item.set_card(card, up, private)
                item.setOpacity(1.0)
            else:
                item = self._new_card(seat, i, card, up, private)
                items.append(item)
            item.setPos(g.slot(i, up, len(cards)))
        for item in items[len(cards):]:
            self.removeItem(item)
        del items[len(cards):]

    def _set_bet(self, seat: int, amount: int) -> None:
        item = self._bets.get(seat)
        if amount <= 0:
            if item is not None:
                self.removeItem(self._bets.pop(seat))
            return
        if item is None:
            item = ChipStackItem(amount, self._base, format_chips(amount, self._cents))
            item.setZValue(30)
            item.setPos(self.geometry(seat).bet)
            self.addItem(item)
            self._bets[seat] = item
        else:
            item.base = self._base
            item.set_amount(amount, format_chips(amount, self._cents))
            item.setPos(self.geometry(seat).bet)
            item.setOpacity(1.0)

    def _pot_label(self, index: int, amount: int) -> str:
        if index == 0:
            return fmt(self.tr("Pot %1"), format_chips(amount, self._cents))
        #: %1: the side pot's number (the first is 1), %2: its chips
        return fmt(self.tr("Side pot %1: %2"), index, format_chips(amount, self._cents))

    def _pot_position(self, index: int, count: int) -> QPointF:
        """Where pot ``index`` of ``count`` sits: side by side, centred on the felt, far
        enough apart that no pot's chips lie on a neighbour's label (m13)."""
        widths = [p.boundingRect().width() * POT_SCALE for p in self._pots[:count]]
        widths += [190.0] * (count - len(widths))
        gap = 14.0
        total = sum(widths) + gap * (count - 1)
        left = POT_POS.x() - total / 2 + sum(widths[:index]) + gap * index
        return QPointF(left + widths[index] / 2 if index < count else POT_POS.x(), POT_POS.y())

    def _refresh_pots(self) -> None:
        amounts = [a for a in self._pot_amounts if a > 0]
        while len(self._pots) > len(amounts):
            self.removeItem(self._pots.pop())
        for i, amount in enumerate(amounts):
            if i >= len(self._pots):
                item = ChipStackItem(amount, self._base)
                item.setZValue(31)  # above the bets in front of the seats: the label shows
                self.addItem(item)
                self._pots.append(item)
            item = self._pots[i]
            item.setScale(POT_SCALE)
            item.base = self._base
            item.set_amount(amount, self._pot_label(i, amount))
        for i, item in enumerate(self._pots):
            item.setPos(self._pot_position(i, len(self._pots)))

    def _refresh_pot_labels(self) -> None:
        for i, item in enumerate(self._pots):
            item.set_amount(item.amount, self._pot_label(i, item.amount))

    def _set_community(self, card: str) -> None:
        if self._community is None:
            self._community = self._new_card(0, 0, card, True)
            self._community.setZValue(12)
        self._community.set_card(card, True)
        self._community.setPos(COMMUNITY_POS)
        self._community.setOpacity(1.0)
        self._label_community(True)

    def _label_community(self, on: bool) -> None:
        """D10: a caption under the community card says what it is."""
        self.community_label.set_text(self.tr("Community card") if on else "", GOLD)
        self.community_label.setVisible(on)

    # ------------------------------------------------------------------ turns

    @property
    def acting_seat(self) -> int | None:
        """The seat whose ring runs (None: nobody's)."""
        return self._acting

    def set_acting(self, seat: int | None) -> None:
        if seat == self._acting:
            return
        self._stop_clock()
        for n, item in self._seats.items():
            item.acting = n == seat
            if n != seat:
                item.set_clock_total(0)
            item.update()
        self._acting = seat

    def start_clock(self, seat: int, remaining_ms: int, total_ms: int) -> None:
        """The countdown ring of the acting seat (RULES.md C1): ``remaining_ms`` of
        ``total_ms`` left. The clock runs at real speed whatever the animation setting."""
        self.set_acting(seat)
        item = self._seats[seat]
        if total_ms <= 0:
            item.set_clock_total(0)
            item.update()
            return
        remaining_ms = max(0, min(remaining_ms, total_ms))
        item.set_clock_total(total_ms)
        self._stop_clock()
        anim = QPropertyAnimation(item, b"clock", self)
        anim.setStartValue(remaining_ms / total_ms)
        anim.setEndValue(0.0)
        anim.setDuration(max(1, remaining_ms))
        if item.bank_ms > 0 and item.bank_full_ms > 0:  # C2: then the time bank burns
            burn = QPropertyAnimation(item, b"bank", self)
            burn.setStartValue(item.bank_ms / item.bank_full_ms)
            burn.setEndValue(0.0)
            burn.setDuration(item.bank_ms)
            group = QSequentialAnimationGroup(self)
            group.addAnimation(anim)
            group.addAnimation(burn)
            group.start()
            self._clock_anim = group
            return
        anim.start()
        self._clock_anim = anim

    def _stop_clock(self) -> None:
        """Stop the ring's animation and delete it. A new one is made for every turn, as a
        child of the scene: stopped but kept, they piled up, about thirty a hand, for as long
        as the window was open (``tests/bench/bench_gui_memory.py``)."""
        anim, self._clock_anim = self._clock_anim, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()

    def set_time_bank(self, seat: int, bank_ms: int) -> None:
        """C2: ``seat`` has ``bank_ms`` of time bank left (a bar under its plate; the
        largest bank seen is the full bar)."""
        item = self._seats.get(seat)
        if item is None:
            return
        item.bank_ms = max(0, bank_ms)
        item.bank_full_ms = max(item.bank_full_ms, item.bank_ms)
        item.set_bank(item.bank_ms / item.bank_full_ms if item.bank_full_ms else 0.0)

    # ------------------------------------------------------------------ events

    def _ms(self, ms: float) -> int:
        return max(1, int(ms * self.speed * self.tempo))

    @property
    def animated(self) -> bool:
        return self.speed * self.tempo > 0

    def animate_event(self, ev: Event | PartShown) -> Animation | None:
        """Play one event; returns the running animation (None when it is applied at once)."""
        self.shown.feed(ev)
        match ev:
            case HandStarted():
                return self._ev_hand_started(ev)
            case AntePosted():
                return self._ev_ante_posted(ev)
            case StreetStarted():
                return self._ev_street_started(ev)
            case WildRanksChanged():
                return self._ev_wild_ranks_changed(ev)
            case CardDealt():
                return self._ev_card_dealt(ev)
            case CommunityCardDealt():
                return self._ev_community_card_dealt(ev)
            case ActionTaken():
                return self._ev_action_taken(ev)
            case HandMucked():
                return self._ev_hand_mucked(ev)
            case BetsGathered():
                return self._ev_bets_gathered(ev)
            case UncalledBetReturned():
                return self._ev_uncalled_bet_returned(ev)
            case CardsShown() | PartShown():
                return self._ev_cards_shown(ev)
            case PotAwarded():
                return self._ev_pot_awarded(ev)
            case HandEnded():
                return self._ev_hand_ended(ev)
        return None  # CardsReshuffled: the dealer log says it, the felt has nothing to move

    def _slide(self, item: QGraphicsObject, end: QPointF, ms: int,
               curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"pos")
        anim.setStartValue(item.pos())
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(curve)
        return anim

    def _fade(self, item: QGraphicsObject, end: float, ms: int) -> QPropertyAnimation:
        anim = QPropertyAnimation(item, b"opacity")
        anim.setStartValue(item.opacity())
        anim.setEndValue(end)
        anim.setDuration(ms)
        return anim

    @staticmethod
    def _pot_chips(pot: QPointF) -> QPointF:
        """Where a flying stack stands to be on a pot's chips (at ``pot``), off its label."""
        return QPointF(pot.x(), pot.y() - POT_CHIPS_RISE)

    def _flyer(self, amount: int, start: QPointF) -> ChipStackItem:
        item = ChipStackItem(amount, self._base, show_label=False)
        item.setZValue(35)
        item.setPos(start)
        self.addItem(item)
        return item

    def _after(self, anim: QAbstractAnimation, done: Callable[[], None]) -> QAbstractAnimation:
        anim.finished.connect(done)
        return anim

    def _ev_hand_started(self, ev: HandStarted) -> Animation | None:
        self._clear_hand_decorations()
        for n in SEATS:
            self._set_cards(n, [])
            self._set_bet(n, 0)
        if self._community is not None:
            self.removeItem(self._community)
            self._community = None
            self._label_community(False)
        self._pot_amounts = []
        self._refresh_pots()
        self.set_wild_ranks(())  # the hand says its wild cards after the antes (W3, W4)
        self.hand_number = ev.hand or self.hand_number
        seats, names, stacks = ev.seats, ev.names, ev.stacks
        for n, item in self._seats.items():
            if n in seats:
                k = seats.index(n)
                item.occupied = True
                item.name = names[k] if k < len(names) else item.name
                item.stack = stacks[k] if k < len(stacks) else None
                item.dimmed = False
                item.badge = ""
                self._badges.pop(n, None)
                item.is_me = n == self.viewer
                item.update()
            else:
                self._set_empty_seat(n)
        self._stacks_one_way()
        self.set_acting(None)
        return None

    def _stack_change(self, seat: int, delta: int) -> None:
        item = self._seats.get(seat)
        if item is not None and item.stack is not None:
            item.stack = max(0, item.stack + delta)
            item.update()
            self._stacks_one_way()

    def _ev_ante_posted(self, ev: AntePosted) -> Animation | None:
        seat, amount = ev.seat, ev.amount
        self._stack_change(seat, -amount)
        if ev.all_in:
            self._set_badge(seat, False, True)

        def land() -> None:
            if not self._pot_amounts:
                self._pot_amounts = [0]
            self._pot_amounts[0] += amount
            self._refresh_pots()

        if not self.animated or amount <= 0:
            land()
            return None
        flyer = self._flyer(amount, self.geometry(seat).plate)
        anim = self._slide(flyer, self._pot_chips(self._pot_position(0, max(1, len(self._pots)))),
                           self._ms(CHIP_MS))

        def done() -> None:
            self.removeItem(flyer)
            land()

        return self._after(anim, done)

    def _ev_street_started(self, ev: StreetStarted) -> Animation | None:
        for item in self._seats.values():
            item.action_text = ""
            item.update()
        return None

    def _ev_wild_ranks_changed(self, ev: WildRanksChanged) -> Animation | None:
        """W3: the wild ranks change (a queen fell face up): the newly wild cards swell once."""
        fresh = self.set_wild_ranks(ev.ranks)
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

        return self._after(group, done)

    def _ev_card_dealt(self, ev: CardDealt) -> Animation | None:
        seat, face_up = ev.seat, ev.face_up
        card = _card_of(ev.card)
        items = self._cards.setdefault(seat, [])
        index = len(items)
        target = self.geometry(seat).slot(index, face_up, index + 1)
        if index >= 7:  # Baseball's eighth card and on (W4): the hand closes up to make room
            for i, other in enumerate(items):
                other.setPos(self.geometry(seat).slot(i, other.face_up, index + 1))
        private = card is not None and not face_up
        if not self.animated:
            item = self._new_card(seat, index, card, face_up, private)
            item.setPos(target)
            items.append(item)
            return None
        item = self._new_card(seat, index, None, face_up, private)
        item.setPos(DECK_POS)
        items.append(item)
        group = QParallelAnimationGroup()
        group.addAnimation(self._slide(item, target, self._ms(DEAL_MS)))
        if card is not None:
            item.turn_to(card)
            flip = QPropertyAnimation(item, b"flip")
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setDuration(self._ms(DEAL_MS))
            group.addAnimation(flip)

        def done() -> None:
            item.set_card(card, face_up, private)

        return self._after(group, done)

    def _ev_community_card_dealt(self, ev: CommunityCardDealt) -> Animation | None:
        card = str(ev.card)
        if not self.animated:
            self._set_community(card)
            return None
        if self._community is not None:
            self.removeItem(self._community)
        item = self._community = self._new_card(0, 0, None, True)
        item.setZValue(12)
        item.setPos(DECK_POS)
        item.turn_to(card)
        seq = QSequentialAnimationGroup()
        seq.addAnimation(self._slide(item, COMMUNITY_POS, self._ms(DEAL_MS)))
        flip = QPropertyAnimation(item, b"flip")
        flip.setStartValue(0.0)
        flip.setEndValue(1.0)
        flip.setDuration(self._ms(FLIP_MS * 1.6))
        seq.addAnimation(flip)

        def done() -> None:
            item.set_card(card, True)
            self._label_community(True)

        return self._after(seq, done)

    def action_label(self, action: str, amount: int, to: int, all_in: bool) -> str:
        """The pill under a plate: what the seat just did ("Raise to 8")."""
        if action == "mucked":
            return self.tr("Mucked")
        labels = {
            "fold": self.tr("Fold"), "check": self.tr("Check"),
            "call": fmt(self.tr("Call %1"), format_chips(amount)),
            "bring_in": fmt(self.tr("Bring-in %1"), format_chips(amount)),
            "complete": fmt(self.tr("Complete to %1"), format_chips(to)),
            "bet": fmt(self.tr("Bet %1"), format_chips(to)),
            "raise": fmt(self.tr("Raise to %1"), format_chips(to)),
            "show": self.tr("Show"), "muck": self.tr("Muck"),
            #: Baseball (W4): paid %1 to keep an up three
            "buy": fmt(self.tr("Paid %1"), format_chips(amount)),
        }
        text = labels.get(action, action)
        if all_in and action != "fold":
            #: %1: an action on a plate, e.g. "Call 2"
            text = fmt(self.tr("%1 all-in"), text)
        return text

    def _ev_action_taken(self, ev: ActionTaken) -> Animation | None:
        seat, action, amount, to = ev.seat, ev.action.value, ev.amount, ev.to
        plate = self._seats[seat]
        self._actions[seat] = (action, amount, to, ev.all_in)
        plate.action_text = self.action_label(*self._actions[seat])
        plate.update()
        if action == "fold":
            plate.action_text = ""  # the FOLDED badge says it
            plate.dimmed = True
            self._set_badge(seat, True, False)
            return self._leave_table(seat)
        if amount <= 0:
            return None
        self._stack_change(seat, -amount)
        if ev.all_in:
            self._set_badge(seat, False, True)
        if not self.animated:
            self._set_bet(seat, to)
            return None
        flyer = self._flyer(amount, self.geometry(seat).plate)
        anim = self._slide(flyer, self.geometry(seat).bet, self._ms(CHIP_MS))

        def done() -> None:
            self.removeItem(flyer)
            self._set_bet(seat, to)

        return self._after(anim, done)

    def _leave_table(self, seat: int) -> Animation | None:
        """H1: a folded (or mucked) hand slides to the muck and fades away."""
        items = self._cards.get(seat, [])
        self._cards[seat] = []
        caption = self._captions.pop(seat, None)
        if caption is not None:
            self.removeItem(caption)
        if not items:
            return None
        if not self.animated:
            for item in items:
                self.removeItem(item)
            return None
        group = QParallelAnimationGroup()
        for item in items:
            item.set_card(None, item.face_up, False)  # the muck is face down
            group.addAnimation(self._slide(item, MUCK_POS, self._ms(FOLD_MS),
                                           QEasingCurve.Type.InCubic))
            group.addAnimation(self._fade(item, 0.0, self._ms(FOLD_MS)))

        def done() -> None:
            for item in items:
                self.removeItem(item)

        return self._after(group, done)

    def _ev_hand_mucked(self, ev: HandMucked) -> Animation | None:
        seat = ev.seat
        self._actions[seat] = ("mucked", 0, 0, False)
        self._seats[seat].action_text = self.action_label(*self._actions[seat])
        self._seats[seat].update()
        return self._leave_table(seat)

    def _ev_bets_gathered(self, ev: BetsGathered) -> Animation | None:
        pots = list(ev.pots)
        bets = dict(self._bets)

        def land() -> None:
            for seat in list(self._bets):
                self._set_bet(seat, 0)
            self._pot_amounts = pots
            self._refresh_pots()

        if not self.animated or not bets:
            land()
            return None
        group = QParallelAnimationGroup()
        target = self._pot_chips(self._pot_position(0, max(1, len(pots))))
        for item in bets.values():
            item.show_label = False
            item.update()
            group.addAnimation(self._slide(item, target, self._ms(CHIP_MS),
                                           QEasingCurve.Type.InOutCubic))
        return self._after(group, land)

    def _ev_uncalled_bet_returned(self, ev: UncalledBetReturned) -> Animation | None:
        seat, amount = ev.seat, ev.amount
        left = self.bet_amount(seat) - amount
        self._stack_change(seat, amount)
        if not self.animated or seat not in self._bets:
            self._set_bet(seat, left)
            return None
        self._set_bet(seat, left)
        start = self.geometry(seat).bet
        flyer = self._flyer(amount, start)
        anim = self._slide(flyer, self.geometry(seat).plate, self._ms(CHIP_MS))
        return self._after(anim, lambda: self.removeItem(flyer))

    def _ev_cards_shown(self, ev: CardsShown | PartShown) -> Animation | None:
        seat = ev.seat
        cards = [_card_of(c) for c in ev.cards]
        self._set_caption(seat, self._caption_text(seat))
        items = self._cards.setdefault(seat, [])
        group = QSequentialAnimationGroup() if self.animated else None
        for i, card in enumerate(cards):
            if i >= len(items):
                up = i not in (0, 1, 6)
                item = self._new_card(seat, i, card, up, False)
                item.setPos(self.geometry(seat).slot(i, up, len(cards)))
                items.append(item)
                continue
            item = items[i]
            if item.card == card:
                continue
            if group is None:
                item.set_card(card, item.face_up, False)
                continue
            item.turn_to(card)
            flip = QPropertyAnimation(item, b"flip")
            flip.setStartValue(0.0)
            flip.setEndValue(1.0)
            flip.setDuration(self._ms(FLIP_MS))
            group.addAnimation(flip)
        if group is None or group.animationCount() == 0:
            return None
        finals = [(items[i], c) for i, c in enumerate(cards) if i < len(items)]

        for item in items:
            item.private = False
            item.update()

        def done() -> None:
            for item, card in finals:
                item.set_card(card, item.face_up, False)

        return self._after(group, done)

    def _set_caption(self, seat: int, text: str, accent: QColor | None = None) -> None:
        if not text:
            return
        caption = self._captions.get(seat)
        if caption is None:
            caption = CaptionItem(text, accent=accent)
            caption.setPos(self.geometry(seat).caption)
            self.addItem(caption)
            self._captions[seat] = caption
        else:
            caption.set_text(text, accent)

    def _ev_pot_awarded(self, ev: PotAwarded) -> Animation | None:
        seat, amount, pot = ev.seat, ev.amount, ev.pot
        self._awards.append(ev)
        self._refresh_banner()
        plate = self._seats[seat]
        plate.result_text = self._result_text(seat)
        plate.action_text = ""
        if ev.hand_name:
            self._set_caption(seat, self._caption_text(seat), GOLD)
        elif seat in self._captions:
            self._captions[seat].set_text(self._captions[seat].text, GOLD)

        def land() -> None:
            if pot < len(self._pot_amounts):
                self._pot_amounts[pot] = max(0, self._pot_amounts[pot] - amount)
            self._refresh_pots()
            self._stack_change(seat, amount)

        if not self.animated:
            plate.set_glow(1.0)
            land()
            return None
        index = min(pot, max(0, len(self._pots) - 1))
        start = self._pot_chips(self._pots[index].pos() if self._pots else POT_POS)
        flyer = self._flyer(amount, start)
        group = QParallelAnimationGroup()
        group.addAnimation(self._slide(flyer, plate.pos(), self._ms(CHIP_MS * 1.6),
                                       QEasingCurve.Type.InOutCubic))
        glow = QPropertyAnimation(plate, b"glow")
        glow.setStartValue(plate.glow)
        glow.setEndValue(1.0)
        glow.setDuration(self._ms(CHIP_MS * 1.6))
        group.addAnimation(glow)

        def done() -> None:
            self.removeItem(flyer)
            land()

        return self._after(group, done)

    def _result_text(self, seat: int) -> str:
        won = sum(a.amount for a in self._awards if a.seat == seat)
        return fmt(self.tr("Wins %1"), format_chips(won))

    def _caption_text(self, seat: int) -> str:
        """The words under a seat's cards at the showdown: the hand that won (the last award
        with a name), else the shown hand's names ("Flush, ace high · no low")."""
        for award in reversed(self._awards):
            if award.seat == seat:
                name = self.shown.award_name(award)
                if name:
                    return name
        return " · ".join(n for n in self.shown.names(seat) if n)

    def _refresh_banner(self) -> None:
        """Winners per pot and per half: "High: Anna — Flush, ace high", "(split)" on ties."""
        groups: dict[tuple[int, Half], list[PotAwarded]] = {}
        for award in self._awards:
            groups.setdefault((award.pot, award.half), []).append(award)
        names = {n: item.name for n, item in self._seats.items()}
        lines = []
        for (pot, half), awards in groups.items():
            who = ", ".join(names.get(a.seat, str(a.seat)) for a in awards)
            amount = format_chips(sum(a.amount for a in awards))
            hand_name = next((n for n in map(self.shown.award_name, awards) if n), None)
            pot_name = self.tr("Pot") if pot == 0 else fmt(self.tr("Side pot %1"), pot)
            if half is Half.HIGH:
                head = fmt(self.tr("%1 high"), pot_name) if pot else self.tr("High")
            elif half is Half.LOW:
                head = fmt(self.tr("%1 low"), pot_name) if pot else self.tr("Low")
            elif half is Half.SPADE:  # Chicago (W5): "Spade in the hole 10: Ben — K♠"
                #: %1: "Side pot 1": its half for the best spade in the hole (Chicago)
                head = fmt(self.tr("%1 spade"), pot_name) if pot \
                    else self.tr("Spade in the hole")
                hand_name = spade_card(awards[0].hand_name) or hand_name
            else:
                head = pot_name
            #: %1: "Pot", "High", "Side pot 1 low" ..., %2: the chips, %3: the winners
            line = fmt(self.tr("%1 %2: %3"), head, amount, who)
            if len(awards) > 1:
                #: %1: a banner line whose pot is split between several winners
                line = fmt(self.tr("%1 (split)"), line)
            if hand_name:
                line += " — " + hand_name
            lines.append(line)
        self.banner.set_lines(lines)

    def _ev_hand_ended(self, ev: HandEnded) -> Animation | None:
        for seat, stack in zip(ev.seats, ev.stacks, strict=False):
            item = self._seats.get(seat)
            if item is not None:
                item.stack = stack
                item.update()
        self._stacks_one_way()
        self._pot_amounts = []
        self._refresh_pots()
        self.set_acting(None)
        return None


__all__ = ["CARD_H", "CARD_W", "SCENE_RECT", "SEATS", "TableScene"]

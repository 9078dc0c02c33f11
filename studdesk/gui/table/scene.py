"""The card-room table: felt, rail, eight seats, cards, chips, and what they show.

The scene has a fixed logical rect (1600x1000) that the view fits into its window. It holds the
items (cards, bets, pots, captions, the community card; the name plates through
:class:`~.plates.SeatPlates`) and puts them where the table says; three modules share the work:

- :mod:`.picture` works out, with no Qt, what the felt shows at a moment of the hand
  (:class:`~.picture.TablePicture`: seats, cards up or down, bets, the frame's pots, who acts);
  :meth:`TableScene.apply_view` draws that picture at once. The snapshot is the truth: it is
  applied after each batch of animations, so a missed or misread event never leaves the table
  wrong;
- :mod:`.animations` plays one censored engine event as an animation between two pictures
  (:meth:`TableScene.animate_event`: cards flying from the deck, chips sliding, a card turning
  over), leaving the items in the state the event describes; with the animation speed at 0 it
  applies that state at once;
- :mod:`.felt_words` words the plates, pots, captions and the banner in the installed language.

Seats sit in fixed places (RULES.md T1, :mod:`.seat_layout`): the dealer at the top, seat 1 at
the dealer's left and on clockwise to seat 8 at the dealer's right, where the stud button "S"
lies. Up cards stand in a row; down cards are drawn lower than the up cards (H1): the viewer's
own face up with a blue tint, everyone else's as backs. The table itself is painted behind the
items by :mod:`.felt`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from studdesk.engine.config import BUTTON_SEAT, GameConfig
from studdesk.engine.events import Event, HandEnded, HandStarted, PotAwarded
from studdesk.engine.views import TableView
from studdesk.gui.platform.art import card_art
from studdesk.gui.table import felt_words as words
from studdesk.gui.table.animations import Animation, TableAnimator
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
from studdesk.gui.table.picture import CardPicture, TablePicture, picture_of
from studdesk.gui.table.picture import place_of as place_on_felt
from studdesk.gui.table.plates import SeatPlates
from studdesk.gui.table.seat_layout import (
    BANNER_POS,
    BUTTON_OFFSETS,
    BUTTON_POS,
    COMMUNITY_POS,
    DECK_POS,
    POT_POS,
    SCENE_RECT,
    SEATS,
    SeatGeometry,
)
from studdesk.gui.text.hand_words import ShownHands
from studdesk.gui.text.money import format_chips, has_cents
from studdesk.gui.text.part_shown import PartShown

POT_SCALE = 1.25  # the pots are drawn a little larger than the bets
POT_CHIPS_RISE = 14.0 * POT_SCALE + 6.0 + 7.0  # and their shadow off the pill
"""How far above a pot's position its chips stand (a pot's chips stand on its label's pill, a
flying stack's around its origin): chips flying to or from a pot go there, never over the
pot's label (n11: "Po 50")."""


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
        self._shown_seats: set[int] = set()  # this hand's shown hands: no privacy for them
        self.wild_ranks: frozenset[int] = frozenset()  # W3, W4: every card of these is marked
        self.animator = TableAnimator(self)
        self._base = 10
        self._cents = False  # stacks, bets and pots with two decimals (money.has_cents)
        self._cards: dict[int, list[CardItem]] = {n: [] for n in SEATS}
        self._bets: dict[int, ChipStackItem] = {}
        self._pot_amounts: list[int] = []
        self._pots: list[ChipStackItem] = []
        self._captions: dict[int, CaptionItem] = {}
        self.shown = ShownHands()  # the hands shown this hand, named in the current language
        self._community: CardItem | None = None
        self._awards: list[PotAwarded] = []
        self.bottom_seat: int | None = None  # whose seat is drawn at the bottom (None: 5's)
        self.plates = SeatPlates(self)
        self.deck = DeckItem()
        self.deck.setPos(DECK_POS)
        self.deck.setZValue(5)
        self.addItem(self.deck)
        self.button = ButtonItem()
        self.button.setPos(BUTTON_POS)
        self.button.setZValue(25)
        self.button.setToolTip(words.button_tip())
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
        return place_on_felt(seat, self.bottom_seat)

    def geometry(self, seat: int) -> SeatGeometry:
        return SEATS[self.place_of(seat)]

    def set_viewer(self, seat: int | None) -> None:
        """Turn the table so ``seat`` (a seat this window plays) sits at the bottom, as every
        card room shows it; None or 0 (a spectator): seat 5 at the bottom."""
        seat = seat or None
        if seat == self.bottom_seat:
            return
        self.bottom_seat = seat
        self.plates.place(self.geometry)
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
        return self.plates.items[seat]

    def seat_cards(self, seat: int) -> list[CardItem]:
        return list(self._cards[seat])

    def card_items(self) -> list[CardItem]:
        return [i for i in self.items() if isinstance(i, CardItem)]

    def bet_amount(self, seat: int) -> int:
        item = self._bets.get(seat)
        return item.amount if item is not None else 0

    def bet_items(self) -> dict[int, ChipStackItem]:
        return dict(self._bets)

    def pot_amounts(self) -> list[int]:
        return [a for a in self._pot_amounts if a > 0]

    @property
    def community_card(self) -> CardItem | None:
        return self._community

    def caption_text(self, seat: int) -> str:
        item = self._captions.get(seat)
        return item.text if item is not None else ""

    def badge_kind(self, seat: int) -> str:
        """The seat's badge: "all_in", "disconnected", "sitting_out", "folded" or ""."""
        return self.plates.badge_kind(seat)

    def seat_places(self) -> list[int]:
        """The seats drawn on the felt, in order."""
        return [n for n, item in self.plates.items.items() if item.isVisible()]

    # ------------------------------------------------------------------ settings

    def set_speed(self, factor: float) -> None:
        self.speed = max(0.0, factor)

    @property
    def animated(self) -> bool:
        return self.animator.animated

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
        """Whether ``seat``'s down cards are drawn as backs whatever they are (never once the
        hand is shown to the table: a hotseat showdown shows every hand shown, S2, W9.4)."""
        if seat in self._shown_seats:
            return False
        return self.privacy or (self.screen_seat is not None and seat != self.screen_seat)

    def _show_seat(self, seat: int) -> None:
        """``seat``'s hand is shown: its down cards' faces are the table's to see."""
        if seat not in self._shown_seats:
            self._shown_seats.add(seat)
            for item in self._cards.get(seat, []):
                item.set_hidden_by_privacy(False)

    def action_label(self, action: str, amount: int, to: int, all_in: bool) -> str:
        """The pill under a plate: what the seat just did ("Raise to 8")."""
        return words.action_label(action, amount, to, all_in)

    def retranslate(self) -> None:
        """Word everything on the table again in the installed language."""
        self.button.setToolTip(words.button_tip())
        self.plates.retranslate(self._awards)
        for seat, caption in self._captions.items():
            caption.set_text(self._caption_text(seat) or caption.text)
        if self.community_label.isVisible():
            self.label_community(True)
        for bet in self._bets.values():
            bet.set_amount(bet.amount, format_chips(bet.amount, self._cents))
        for i, pot in enumerate(self._pots):
            pot.set_amount(pot.amount, words.pot_label(i, pot.amount, self._cents))
        self._refresh_banner()
        self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _on_art_art_changed(self) -> None:
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802
        paint_felt(painter, QRectF(rect), words.felt_caption(self.config).upper())

    # ------------------------------------------------------------------ the picture

    def apply_view(self, view: TableView) -> None:
        """Put every item where ``view`` says, at once (see the module docstring)."""
        self.animator.turning.clear()  # the chosen cards are where the view puts them
        self.draw(picture_of(view, self.plates.statuses))

    def turn_up(self, view: TableView) -> Animation | None:
        """W11.2: Roll Your Own's chosen cards turning over together, each to where ``view``
        puts it (:meth:`.animations.TableAnimator.turn_up`); the caller applies ``view`` when
        it ends. None: nothing to turn (or no animation)."""
        if not self.animator.turning:
            return None
        return self.animator.turn_up(picture_of(view, self.plates.statuses))

    def draw(self, picture: TablePicture) -> None:
        """Put every item where ``picture`` says, at once."""
        self.set_config(picture.config)
        if picture.hand != self.hand_number:
            self._clear_hand_decorations()
            self.hand_number = picture.hand
        self.viewer = picture.viewer
        for n in SEATS:
            seat = picture.seats.get(n)
            if seat is None:
                self.plates.empty(n)
                self.set_cards(n, [])
                self.set_bet(n, 0)
                continue
            self.plates.draw(seat)
            if seat.shown:
                self._show_seat(n)
            self.set_cards(n, seat.cards)
            self.set_bet(n, seat.bet)
            if seat.gone and n in self._captions:
                self.removeItem(self._captions.pop(n))
            self.plates.items[n].update()
        self.plates.stacks_one_way()
        self.set_pots(picture.pots)
        if picture.community is not None:
            self.set_community(picture.community)
        elif self._community is not None:
            self.removeItem(self._community)
            self._community = None
            self.label_community(False)
        self.set_wild_ranks(picture.wild_ranks)
        self.set_acting(picture.acting)

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
            self._cents = self.plates.cents = has_cents(config)
            self.plates.stacks_one_way()
            self.invalidate(SCENE_RECT, QGraphicsScene.SceneLayer.BackgroundLayer)

    def _clear_hand_decorations(self) -> None:
        for caption in self._captions.values():
            self.removeItem(caption)
        self._captions.clear()
        self._awards.clear()
        self._shown_seats.clear()
        for item in self.card_items():
            item.set_hidden_by_privacy(self._is_private(item.seat))
        self.banner.set_lines([])
        self.plates.clear_hand()

    def set_waiting_seat(self, seat: int, name: str | None, stack: int = 0, *,
                         me: bool = False) -> None:
        """A seat that is not in the hand on the felt: a player waiting for the next hand
        (before the first hand, or just sat down), or with ``name`` None an empty seat."""
        self.plates.waiting(seat, name, stack, me=me)

    def set_table_seats(self, count: int) -> None:
        """Draw only the table's own seats (1..``count``): a four-seat table shows no place
        for seats 5 to 8."""
        self.plates.show_table_seats(count)

    def set_bot_seats(self, seats: Iterable[int]) -> None:
        """The seats of computer players (from the table's status)."""
        self.plates.set_bots(seats)

    def set_seat_status(self, seat: int, status: str) -> None:
        """Presence from the table (RULES.md C3 sitting out, C4 disconnected)."""
        self.plates.set_status(seat, status)

    # ------------------------------------------------------------------ cards

    def new_card(self, seat: int, index: int, card: str | None, face_up: bool,
                 private: bool = False) -> CardItem:
        item = CardItem(card, face_up)
        item.private = private
        item.wild_ranks = self.wild_ranks
        item.seat, item.index = seat, index
        item.setZValue(10 + index)
        item.set_hidden_by_privacy(self._is_private(seat))
        self.addItem(item)
        return item

    def card_row(self, seat: int) -> list[CardItem]:
        """``seat``'s card items themselves, in dealing order (the animations deal into it)."""
        return self._cards.setdefault(seat, [])

    def take_cards(self, seat: int) -> list[CardItem]:
        """``seat``'s hand leaves the table (a fold, a muck): its items, no longer its own,
        for the caller to take away; its caption goes."""
        items, self._cards[seat] = self._cards.get(seat, []), []
        caption = self._captions.pop(seat, None)
        if caption is not None:
            self.removeItem(caption)
        return items

    def set_cards(self, seat: int, cards: Sequence[CardPicture]) -> None:
        items = self._cards[seat]
        g = self.geometry(seat)
        for i, c in enumerate(cards):
            if i < len(items):
                item = items[i]
                item.set_card(c.card, c.face_up, c.private)
                item.setOpacity(1.0)
            else:
                item = self.new_card(seat, i, c.card, c.face_up, c.private)
                items.append(item)
            item.setPos(g.slot(i, c.face_up, len(cards)))
        for item in items[len(cards):]:
            self.removeItem(item)
        del items[len(cards):]

    def set_community(self, card: str) -> None:
        if self._community is None:
            self._community = self.new_card(0, 0, card, True)
            self._community.setZValue(12)
        self._community.set_card(card, True)
        self._community.setPos(COMMUNITY_POS)
        self._community.setOpacity(1.0)
        self.label_community(True)

    def new_community_card(self) -> CardItem:
        """A new community card's item, a back (D10), in place of the one on the felt."""
        if self._community is not None:
            self.removeItem(self._community)
        item = self._community = self.new_card(0, 0, None, True)
        item.setZValue(12)
        return item

    def label_community(self, on: bool) -> None:
        """D10: a caption under the community card says what it is."""
        self.community_label.set_text(words.community_word() if on else "", GOLD)
        self.community_label.setVisible(on)

    # ------------------------------------------------------------------ chips

    def set_bet(self, seat: int, amount: int) -> None:
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

    def add_flyer(self, amount: int, start: QPointF) -> ChipStackItem:
        """A stack of chips without a label for an animation to move (and take away)."""
        item = ChipStackItem(amount, self._base, show_label=False)
        item.setZValue(35)
        item.setPos(start)
        self.addItem(item)
        return item

    def set_pots(self, amounts: Iterable[int]) -> None:
        self._pot_amounts = list(amounts)
        self._refresh_pots()

    def add_to_pot(self, index: int, amount: int) -> None:
        while len(self._pot_amounts) <= index:
            self._pot_amounts.append(0)
        self._pot_amounts[index] += amount
        self._refresh_pots()

    def take_from_pot(self, index: int, amount: int) -> None:
        if index < len(self._pot_amounts):
            self._pot_amounts[index] = max(0, self._pot_amounts[index] - amount)
        self._refresh_pots()

    def _pot_position(self, index: int, count: int) -> QPointF:
        """Where pot ``index`` of ``count`` sits: side by side, centred on the felt, far
        enough apart that no pot's chips lie on a neighbour's label (m13)."""
        widths = [p.boundingRect().width() * POT_SCALE for p in self._pots[:count]]
        widths += [190.0] * (count - len(widths))
        gap = 14.0
        total = sum(widths) + gap * (count - 1)
        left = POT_POS.x() - total / 2 + sum(widths[:index]) + gap * index
        return QPointF(left + widths[index] / 2 if index < count else POT_POS.x(), POT_POS.y())

    def pot_chips(self, index: int, count: int = 0) -> QPointF:
        """Where a flying stack stands to be on pot ``index``'s chips, off its label: one of
        ``count`` pots (0: as many as are on the felt, at least one)."""
        at = self._pot_position(index, count or max(1, len(self._pots)))
        return QPointF(at.x(), at.y() - POT_CHIPS_RISE)

    def pot_item_chips(self, index: int) -> QPointF:
        """Where the chips of the pot item ``index`` stand now (the last one if there are
        fewer, the middle of the felt if there is none)."""
        at = self._pots[min(index, len(self._pots) - 1)].pos() if self._pots else POT_POS
        return QPointF(at.x(), at.y() - POT_CHIPS_RISE)

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
            item.set_amount(amount, words.pot_label(i, amount, self._cents))
        for i, item in enumerate(self._pots):
            item.setPos(self._pot_position(i, len(self._pots)))

    # ------------------------------------------------------------------ the hand's words

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

    def _caption_text(self, seat: int) -> str:
        return words.caption_text(seat, self._awards, self.shown)

    def caption_shown(self, seat: int) -> None:
        """A hand is shown: the caption under it names it, its down cards show."""
        self._show_seat(seat)
        self._set_caption(seat, self._caption_text(seat))

    def award(self, ev: PotAwarded) -> None:
        """A pot (or half) goes to a seat: the banner, the plate's "Wins" and the winning
        hand's caption in gold say so (the chips move with the animation)."""
        seat = ev.seat
        self._awards.append(ev)
        self._refresh_banner()
        self.plates.won(seat, self._awards)
        if ev.hand_name:
            self._set_caption(seat, self._caption_text(seat), GOLD)
        elif seat in self._captions:
            self._captions[seat].set_text(self._captions[seat].text, GOLD)

    def _refresh_banner(self) -> None:
        self.banner.set_lines(words.banner_lines(self._awards, self.plates.names(), self.shown))

    # ------------------------------------------------------------------ hands

    def start_hand(self, ev: HandStarted) -> None:
        """A new hand: the felt cleared, the seats in it named with their stacks."""
        self._clear_hand_decorations()
        for n in SEATS:
            self.set_cards(n, [])
            self.set_bet(n, 0)
        if self._community is not None:
            self.removeItem(self._community)
            self._community = None
            self.label_community(False)
        self.set_pots([])
        self.set_wild_ranks(())  # the hand says its wild cards after the antes (W3, W4)
        self.hand_number = ev.hand or self.hand_number
        self.plates.start_hand(ev, self.viewer)
        self.set_acting(None)

    def end_hand(self, ev: HandEnded) -> None:
        self.plates.end_hand(ev)
        self.set_pots([])
        self.set_acting(None)

    def animate_event(self, ev: Event | PartShown) -> Animation | None:
        """Play one event (:meth:`.animations.TableAnimator.play`); returns the running
        animation (None when it is applied at once)."""
        return self.animator.play(ev)

    # ------------------------------------------------------------------ turns

    @property
    def acting_seat(self) -> int | None:
        """The seat whose ring runs (None: nobody's)."""
        return self.plates.acting

    def set_acting(self, seat: int | None) -> None:
        self.plates.set_acting(seat)

    def start_clock(self, seat: int, remaining_ms: int, total_ms: int) -> None:
        """The countdown ring of the acting seat (RULES.md C1, :meth:`.SeatPlates.start_clock`)."""
        self.plates.start_clock(seat, remaining_ms, total_ms)

    def set_time_bank(self, seat: int, bank_ms: int) -> None:
        """C2: ``seat`` has ``bank_ms`` of time bank left (a bar under its plate)."""
        self.plates.set_time_bank(seat, bank_ms)

    def set_time_banks(self, banks: Mapping[int, int | None]) -> None:
        """C2: every seat's bank left, as the table's status says
        (:meth:`.SeatPlates.set_time_banks`)."""
        self.plates.set_time_banks(banks)


__all__ = ["CARD_H", "CARD_W", "SCENE_RECT", "SEATS", "TableScene"]

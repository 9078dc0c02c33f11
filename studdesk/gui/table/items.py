"""The things on the table: cards, chip stacks, seat plates, the deck, the button, captions.

Each is a ``QGraphicsObject`` so animations can drive it through Qt properties (``pos``,
``opacity``, and ``flip`` / ``clock`` / ``glow`` here). Sizes are in scene units of the table's
fixed 1600x1000 logical rect; pixmaps are fetched from :mod:`studdesk.gui.platform.art` at the device
pixel size the painter needs, so they are re-rendered whenever the view's scale changes.
"""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from studdesk.gui.platform.art import CARD_ASPECT, card_art
from studdesk.gui.table.felt_words import bank_text
from studdesk.gui.text.money import format_chips

CARD_W = 90.0
CARD_H = CARD_W * CARD_ASPECT

GOLD = QColor("#f0c75e")
CREAM = QColor("#f6f1e3")
PLATE = QColor(14, 22, 18, 232)


def font(px: float, *, bold: bool = False, family: str = "DejaVu Sans") -> QFont:
    f = QFont(family)
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def fitted_font(text: str, px: float, width: float, *, bold: bool = False,
                family: str = "DejaVu Sans", smallest: float = 11.0) -> QFont:
    """``font(px)``, made smaller (down to ``smallest``) until ``text`` fits in ``width``: a
    translation may be longer than the English the layout was drawn for."""
    f = font(px, bold=bold, family=family)
    advance = QFontMetricsF(f).horizontalAdvance(text)
    if advance > width:
        f = font(max(smallest, math.floor(px * width / advance)), bold=bold, family=family)
    return f


def device_scale(painter: QPainter) -> float:
    """Device pixels per scene unit for what ``painter`` draws (view zoom times screen DPR),
    measured on the y axis so a card's flip (x scale) never forces a re-render."""
    t = painter.worldTransform()
    scale = math.hypot(t.m21(), t.m22())
    device = painter.device()
    dpr = device.devicePixelRatioF() if device is not None else 1.0
    return max(0.05, scale * dpr)


# ---------------------------------------------------------------------------- cards


def card_rank(card: str | None) -> int:
    """``"Qh"`` -> 12 (0 for a back or anything else)."""
    return "23456789TJQKA".find(card[0].upper()) + 2 if card else 0


def _star(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star about ``centre`` (the wild card's mark)."""
    path = QPainterPath()
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = -math.pi / 2 + i * math.pi / 5
        point = QPointF(centre.x() + r * math.cos(angle), centre.y() + r * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


class CardItem(QGraphicsObject):
    """One card: ``card`` is ``"As"`` or None (its back). ``face_up`` is how it was dealt (up
    for everyone, or down); ``private`` marks the viewer's own down card, drawn face up but
    tinted. The item's origin is the card's centre, so the flip scales about it."""

    def __init__(self, card: str | None, face_up: bool, parent: QGraphicsItem | None = None
                 ) -> None:
        super().__init__(parent)
        self.card = card
        self.face_up = face_up
        self.seat = 0
        self.index = 0
        self._flip = 0.0
        self._next_card: str | None = None
        self._next_up = False  # the flip also turns a down card up for the table (W11.2)
        self._hidden_by_privacy = False
        self.private = False  # the viewer's own down card, not shown to the table yet
        self.wild_ranks: frozenset[int] = frozenset()  # the ranks wild now (W3, W4), 2..14
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    # A flip from 0 to 1 turns the card over: x scale |cos(pi t)|, the new face from t = 0.5.
    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        if value >= 0.5 and self._next_card is not None:
            self.card = self._next_card
            self._next_card = None
            if self._next_up:
                self.face_up, self.private, self._next_up = True, False, False
            self.update()
        sx = max(0.02, abs(math.cos(math.pi * value)))
        self.setTransform(QTransform.fromScale(sx, 1.0))

    flip = Property(float, _get_flip, _set_flip)

    def turn_to(self, card: str | None, *, up: bool = False) -> None:
        """Prepare a flip that shows ``card`` from its midpoint (see :attr:`flip`); ``up``:
        from there the card is face up for the table (Roll Your Own's chosen card, W11.2)."""
        self._next_card = card
        self._next_up = up
        self._flip = 0.0

    def set_card(self, card: str | None, face_up: bool, private: bool | None = None) -> None:
        if private is None:
            private = not face_up and card is not None and self.private
        if card != self.card or face_up != self.face_up or private != self.private:
            self.card = card
            self.face_up = face_up
            self.private = private
            self._next_card = None
            self._next_up = False
            self.update()
        if not self.transform().isIdentity():  # a flip cut short stays no sliver (m26)
            self._flip = 0.0
            self.setTransform(QTransform())
            self.update()

    def set_wild_ranks(self, ranks: frozenset[int]) -> None:
        if ranks != self.wild_ranks:
            self.wild_ranks = ranks
            self.update()

    def is_wild(self) -> bool:
        """The face drawn now is of a wild rank (it carries the gold frame and star)."""
        return self.shows_face() and card_rank(self.card) in self.wild_ranks

    def set_hidden_by_privacy(self, hidden: bool) -> None:
        if hidden != self._hidden_by_privacy:
            self._hidden_by_privacy = hidden
            self.update()

    def shows_face(self) -> bool:
        """Whether painting this item draws a card face (False: a back, or nothing)."""
        return (self.card is not None and not (self._hidden_by_privacy and not self.face_up)
                and self.isVisible())

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CARD_W / 2 - 2, -CARD_H / 2 - 2, CARD_W + 7, CARD_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(2.5, 3.5), 5, 5)
        showing = self.card if self.shows_face() else None
        pm = card_art().card_pixmap(showing, round(CARD_W * device_scale(painter)))
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))
        if showing is not None and card_rank(showing) in self.wild_ranks:
            # A wild card: a gold wash and frame, and a gold star at the left edge below the
            # corner index (the strip of a card that stays in sight under the next one).
            painter.setBrush(QColor(255, 196, 0, 34))
            painter.setPen(QPen(QColor("#d99a00"), 3))
            painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)
            painter.setPen(Qt.PenStyle.NoPen)
            centre = QPointF(rect.left() + 12, rect.center().y() + 6)
            painter.setBrush(QColor("#d99a00"))
            painter.drawEllipse(centre, 11, 11)
            painter.fillPath(_star(centre, 8.5), QColor("#ffffff"))
        if showing is not None and self.private:
            # The viewer's own down card: a faint wash and an eye in the corner that stays
            # visible under the next card say "only you see this".
            painter.setBrush(QColor(40, 70, 140, 18))
            painter.drawRoundedRect(rect, 5, 5)
            centre = QPointF(rect.left() + 15, rect.bottom() - 15)
            painter.setBrush(QColor(32, 64, 140, 225))
            painter.drawEllipse(centre, 11, 11)
            eye = QPainterPath()
            eye.moveTo(centre.x() - 7, centre.y())
            eye.quadTo(centre.x(), centre.y() - 7, centre.x() + 7, centre.y())
            eye.quadTo(centre.x(), centre.y() + 7, centre.x() - 7, centre.y())
            painter.fillPath(eye, QColor("#ffffff"))
            painter.setBrush(QColor(32, 64, 140))
            painter.drawEllipse(centre, 2.6, 2.6)


class DeckItem(QGraphicsObject):
    """The dealer's deck in the middle of the table: a few backs offset into a stack."""

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-CARD_W / 2 - 4, -CARD_H / 2 - 8, CARD_W + 14, CARD_H + 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pm = card_art().card_pixmap(None, round(CARD_W * device_scale(painter)))
        rect = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(rect.translated(4, 5), 5, 5)
        for k in (3, 2, 1, 0):
            painter.drawPixmap(rect.translated(-k * 1.2, -k * 1.6), pm, QRectF(pm.rect()))


# ---------------------------------------------------------------------------- chips


def chip_breakdown(amount: int, base: int) -> list[tuple[str, int]]:
    """Chips for ``amount``: (colour, count) from the highest denomination down. Denominations
    are 1, 5, 25, 100 and 500 times ``base``; anything below ``base`` rounds up to one chip."""
    ladder = (("purple", 500), ("black", 100), ("green", 25), ("red", 5), ("white", 1))
    out: list[tuple[str, int]] = []
    left = amount
    for colour, units in ladder:
        value = units * base
        count, left = divmod(left, value)
        if count:
            out.append((colour, count))
    if left > 0 or not out:
        if out and out[-1][0] == "white":
            out[-1] = ("white", out[-1][1] + 1)
        else:
            out.append(("white", 1))
    return out


def chip_base(small_bet: int) -> int:
    """The smallest chip's value for a table: a power of ten near a twentieth of the small bet."""
    unit = max(1, small_bet // 20)
    return int(10 ** math.floor(math.log10(unit)))


class ChipStackItem(QGraphicsObject):
    """Chips for an amount, in columns by colour, with the amount on a pill below (``label``).
    The origin is the middle of the pill; the chips stand on it."""

    CHIP_W = 40.0
    CHIP_H = 16.0
    STEP = 5.0
    MAX_PER_COLUMN = 10

    def __init__(self, amount: int, base: int, label: str = "", *, show_label: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.amount = amount
        self.base = base
        self.label = label
        self.show_label = show_label
        self._columns: list[list[str]] = []
        self._rebuild()

    def set_amount(self, amount: int, label: str | None = None) -> None:
        self.prepareGeometryChange()
        self.amount = amount
        if label is not None:
            self.label = label
        self._rebuild()
        self.update()

    def _rebuild(self) -> None:
        columns: list[list[str]] = []
        for colour, count in chip_breakdown(self.amount, self.base):
            count = min(count, 3 * self.MAX_PER_COLUMN)
            while count > 0:
                n = min(count, self.MAX_PER_COLUMN)
                columns.append([colour] * n)
                count -= n
        self._columns = columns[:5]

    def _chips_width(self) -> float:
        return len(self._columns) * (self.CHIP_W + 3) - 3

    def _label_rect(self) -> QRectF:
        fm = QFontMetricsF(font(19, bold=True))
        w = fm.horizontalAdvance(self.label) + 22
        return QRectF(-w / 2, -14, w, 28)

    def _bottom(self) -> float:
        """Where the chips stand: on the pill, or (no pill: a chip on its way) at the origin."""
        return -14.0 if (self.show_label and self.label) else 6.0

    def chips_rect(self) -> QRectF:
        """What the chips and their shadow cover (the bounding rect must hold all of it, or a
        moving stack leaves a trail of chips behind it on the felt)."""
        tallest = max((len(c) for c in self._columns), default=0)
        top = self._bottom() - self.CHIP_H - max(0, tallest - 1) * self.STEP
        w = self._chips_width()
        bottom = self._bottom() - self.CHIP_H * 0.6 + self.CHIP_H * 0.8  # the shadow's foot
        return QRectF(-w / 2 - 2, top - 2, w + 6, max(bottom, self._bottom()) - top + 4)

    def boundingRect(self) -> QRectF:  # noqa: N802
        chips = self.chips_rect()
        if self.show_label and self.label:
            return chips.united(self._label_rect().adjusted(-2, -2, 2, 2))
        return chips

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        scale = device_scale(painter)
        art = card_art()
        w = self._chips_width()
        x0 = -w / 2
        bottom = self._bottom()
        painter.setPen(Qt.PenStyle.NoPen)
        for i, column in enumerate(self._columns):
            x = x0 + i * (self.CHIP_W + 3)
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawEllipse(QRectF(x + 1, bottom - self.CHIP_H * 0.6, self.CHIP_W + 2,
                                       self.CHIP_H * 0.8))
            for k, colour in enumerate(column):
                pm = art.chip_pixmap(colour, round(self.CHIP_W * scale), side=True)
                y = bottom - self.CHIP_H - k * self.STEP
                painter.drawPixmap(QRectF(x, y, self.CHIP_W, self.CHIP_H), pm, QRectF(pm.rect()))
        if self.show_label and self.label:
            rect = self._label_rect()
            painter.setBrush(QColor(10, 16, 12, 215))
            painter.setPen(QPen(QColor(240, 199, 94, 150), 1.2))
            painter.drawRoundedRect(rect, 14, 14)
            painter.setFont(font(19, bold=True))
            painter.setPen(CREAM)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.label)


# ---------------------------------------------------------------------------- seats


BOT_SUFFIX = " (bot)"


def plate_name(name: str, bot: bool) -> str:
    """The name a seat's plate shows: a computer player's without the host's " (bot)" (the
    plate draws a marker instead, so "Boris" is not cut to "Boris (b…")."""
    if bot and name.endswith(BOT_SUFFIX) and len(name) > len(BOT_SUFFIX):
        return name[: -len(BOT_SUFFIX)]
    return name


def draw_bot_marker(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    """A small robot's head in ``rect``: the mark of a computer player."""
    painter.save()
    size = min(rect.width(), rect.height())
    head = QRectF(rect.center().x() - size * 0.42, rect.top() + size * 0.26,
                  size * 0.84, size * 0.66)
    pen = QPen(colour, max(1.5, size * 0.09))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(head, size * 0.16, size * 0.16)
    painter.drawLine(QPointF(head.center().x(), head.top()),
                     QPointF(head.center().x(), rect.top() + size * 0.1))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(QPointF(head.center().x(), rect.top() + size * 0.08), size * 0.08,
                        size * 0.08)
    eye = size * 0.09
    for dx in (-0.2, 0.2):
        painter.drawEllipse(QPointF(head.center().x() + dx * size, head.top() + head.height()
                                    * 0.45), eye, eye)
    painter.restore()


class SeatItem(QGraphicsObject):
    """A seat's plate on the rail: medallion with the seat number (and the countdown ring when
    acting), name, stack, a state badge, the last action, a winner's glow."""

    W = 226.0
    H = 78.0

    def __init__(self, seat: int, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self._name = ""
        self.bot_tip = ""  # the tooltip's words for a computer player (the scene's language)
        self.stack: int | None = None
        self.occupied = False
        self.badge = ""  # ALL-IN, FOLDED, SITTING OUT, DISCONNECTED
        self.out_text = ""  # a sit-and-go's place for a player who is out (with no chips)
        self.badge_colour = QColor("#8a8f8c")
        self.action_text = ""
        self.acting = False
        self.is_me = False
        self.bot = False  # a computer player: a marker before the name
        self.cents = False  # the stack with two decimals (money.has_cents of the table)
        self.dimmed = False
        self.result_text = ""
        self._clock = 1.0  # fraction of the decision time left
        self._bank = 0.0  # fraction of the time bank left (C2)
        self.bank_ms = 0
        self.bank_full_ms = 0  # 0: no time bank at this table (no bar)
        self._clock_ms = 0
        self._glow = 0.0
        self._pill_turn = 0.0  # the action pill turning over (the declarations shown, W9.3)
        self._next_action_text: str | None = None
        self.setZValue(20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _get_clock(self) -> float:
        return self._clock

    def _set_clock(self, value: float) -> None:
        self._clock = value
        self.update()

    clock = Property(float, _get_clock, _set_clock)

    def _get_bank(self) -> float:
        return self._bank

    def _set_bank(self, value: float) -> None:
        self._bank = value
        self.update()

    bank = Property(float, _get_bank, _set_bank)

    def set_bank(self, value: float) -> None:
        """The fraction of the time bank left (C2)."""
        self._set_bank(value)

    @property
    def bank_text(self) -> str:
        """The time bank left as the plate shows it beside its bar (C2), minutes and seconds
        counted up: ``"0:30"`` (none at a table without a time bank)."""
        if self.bank_full_ms <= 0:
            return ""
        return bank_text(max(0.0, min(1.0, self._bank)) * self.bank_full_ms)

    def _get_glow(self) -> float:
        return self._glow

    def set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, set_glow)

    # A turn from 0 to 1 turns the action pill over like a card: y scale |cos(pi t)|, the new
    # words from t = 0.5 ("Chosen" opening to "High", the closed fist opened: W9.3).
    def _get_pill_turn(self) -> float:
        return self._pill_turn

    def _set_pill_turn(self, value: float) -> None:
        self._pill_turn = value
        if value >= 0.5 and self._next_action_text is not None:
            self.action_text, self._next_action_text = self._next_action_text, None
        self.update()

    pill_turn = Property(float, _get_pill_turn, _set_pill_turn)

    def turn_pill_to(self, text: str) -> None:
        """Prepare a turn of the action pill that shows ``text`` from its midpoint."""
        self._next_action_text = text
        self._pill_turn = 0.0

    def end_pill_turn(self) -> None:
        """The pill's turn is over (or cut short): its new words, flat."""
        if self._next_action_text is not None:
            self.action_text, self._next_action_text = self._next_action_text, None
        self._pill_turn = 0.0
        self.update()

    @property
    def shown_name(self) -> str:
        return plate_name(self.name, self.bot)

    NAME_PX = 23.0
    NAME_SMALLEST = 18.0  # still readable at 1024x640; a longer name is cut with a tooltip
    NAME_MARGIN = 12.0  # right of the name, inside the plate's rounded end

    def name_room(self) -> float:
        """The width the name has on the plate (less the bot marker's)."""
        return self.W - (self.H - 4) - self.NAME_MARGIN - (30 if self.bot else 0)

    TWO_LINE_PX = 20.0  # a name on two lines ("Kristopher" over "Tong"), the stack below

    def name_lines(self) -> tuple[QFont, tuple[str, ...]]:
        """The name's font and lines: one line at 23 px, smaller (down to 18) so that a long
        name fits whole ("James Obst", not "James O…"); a name longer still on two lines
        split at a space ("Kristopher" / "Tong"); only what fits nowhere is cut ("…")."""
        name, room = self.shown_name, self.name_room()
        one = fitted_font(name, self.NAME_PX, room, bold=True, smallest=self.NAME_SMALLEST)
        words = name.split()
        if QFontMetricsF(one).horizontalAdvance(name) <= room or len(words) < 2:
            return one, (name,)
        two = font(self.TWO_LINE_PX, bold=True)
        width = QFontMetricsF(two).horizontalAdvance
        splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
        return two, min(splits, key=lambda lines: max(width(lines[0]), width(lines[1])))

    def name_font(self) -> QFont:
        return self.name_lines()[0]

    def name_fits(self) -> bool:
        """The plate shows the whole name (no "…")."""
        face, lines = self.name_lines()
        width = QFontMetricsF(face).horizontalAdvance
        return all(width(line) <= self.name_room() for line in lines)

    def refresh_tip(self) -> None:
        """The plate's tooltip: the whole name when the plate cuts it, and ``bot_tip`` for a
        computer player."""
        parts = [] if self.name_fits() else [self.shown_name]
        if self.bot and self.bot_tip:
            parts.append(self.bot_tip)
        self.setToolTip("\n".join(parts))

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        self._name = value
        self.refresh_tip()

    @property
    def stack_text(self) -> str:
        if self.out_text and not self.stack:
            return self.out_text  # m1: a sit-and-go's busted player: "place 4", not "0.00"
        return "" if self.stack is None else format_chips(self.stack, self.cents)

    def set_clock_total(self, ms: int) -> None:
        self._clock_ms = ms

    @property
    def medallion_text(self) -> str:
        """The seat number: the medallion shows it always, the countdown included."""
        return str(self.seat)

    @property
    def clock_text(self) -> str:
        """The countdown as the plate shows it beside the ring: ``"7"``."""
        return str(self.seconds_left)

    @property
    def seconds_left(self) -> int:
        return math.ceil(self._clock * self._clock_ms / 1000) if self._clock_ms else 0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.W / 2 - 14, -self.H / 2 - 30, self.W + 28, self.H + 60)

    def plate_rect(self) -> QRectF:
        return QRectF(-self.W / 2, -self.H / 2, self.W, self.H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.plate_rect()
        radius = self.H / 2
        if not self.occupied:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(0, 0, 0, 60))
            painter.drawRoundedRect(rect.adjusted(30, 10, -30, -10), radius - 10, radius - 10)
            painter.setFont(font(18))
            painter.setPen(QColor(255, 255, 255, 110))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.name)
            return
        if self._glow > 0:
            g = QRadialGradient(QPointF(0, 0), self.W * 0.75)
            g.setColorAt(0.55, QColor(240, 199, 94, int(150 * self._glow)))
            g.setColorAt(1.0, QColor(240, 199, 94, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(g))
            painter.drawRoundedRect(rect.adjusted(-14, -14, 14, 14), radius + 14, radius + 14)
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        top = QColor(40, 48, 44, 240) if not self.dimmed else QColor(34, 36, 35, 200)
        grad.setColorAt(0, top)
        grad.setColorAt(1, PLATE if not self.dimmed else QColor(20, 22, 21, 200))
        border = GOLD if self.acting else QColor(255, 255, 255, 55)
        if self.is_me and not self.acting:
            border = QColor(120, 170, 255, 170)
        painter.setPen(QPen(border, 3.0 if self.acting else 1.5))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(rect, radius, radius)
        # Medallion: the seat number, ringed by the decision clock while acting.
        c = QPointF(rect.left() + radius, 0)
        r = radius - 9
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 22))
        painter.drawEllipse(c, r, r)
        if self.acting and self._clock_ms:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, r - 1, r - 1)
            hue = QColor("#5ad17a") if self._clock > 0.5 else (
                QColor("#f0c75e") if self._clock > 0.25 else QColor("#e5533d"))
            pen = QPen(hue, 5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            span = int(-360 * 16 * max(0.0, min(1.0, self._clock)))
            painter.drawArc(QRectF(c.x() - r + 1, c.y() - r + 1, 2 * r - 2, 2 * r - 2),
                            90 * 16, span)
            painter.setFont(font(22, bold=True))
            painter.setPen(CREAM)
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                             Qt.AlignmentFlag.AlignCenter, self.medallion_text)
            # The seconds beside the ring, never over the seat number.
            self._pill(painter, QPointF(c.x(), rect.top() - 6), self.clock_text, hue,
                       QColor("#15110a"), 16)
        else:
            painter.setPen(QPen(GOLD if self.acting else QColor(255, 255, 255, 70), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, r - 1, r - 1)
            painter.setFont(font(22, bold=True))
            painter.setPen(QColor(255, 255, 255, 170))
            painter.drawText(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r),
                             Qt.AlignmentFlag.AlignCenter, self.medallion_text)
        text_left = rect.left() + 2 * radius - 4
        text_rect = QRectF(text_left, rect.top() + 8, rect.right() - text_left - self.NAME_MARGIN,
                           30)
        name_font, lines = self.name_lines()
        painter.setFont(name_font)
        name_colour = CREAM if not self.dimmed else QColor(200, 200, 200, 150)
        if self.bot:
            draw_bot_marker(painter, QRectF(text_rect.left(), text_rect.top() + 3, 24, 24),
                            name_colour)
            text_rect.setLeft(text_rect.left() + 30)
        painter.setPen(name_colour)
        fm = QFontMetricsF(painter.font())
        flush = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        stack_top, stack_px = rect.top() + 40, 23
        if len(lines) == 1:
            painter.drawText(text_rect, flush, fm.elidedText(
                lines[0], Qt.TextElideMode.ElideRight, text_rect.width()))
        else:  # two lines of 20 px from the plate's top, the stack a little smaller below
            for i, line in enumerate(lines):
                painter.drawText(QRectF(text_rect.left(), rect.top() + 3 + 21 * i,
                                        text_rect.width(), 21), flush,
                                 fm.elidedText(line, Qt.TextElideMode.ElideRight,
                                               text_rect.width()))
            stack_top, stack_px = rect.top() + 46, 20
        painter.setFont(font(stack_px))
        painter.setPen(GOLD if not self.dimmed else QColor(200, 180, 120, 140))
        painter.drawText(QRectF(text_left, stack_top, text_rect.width(), 30 if len(lines) == 1
                                else 24), flush, self.stack_text)
        if self.bank_full_ms > 0:  # C2: the time bank as a bar along the plate's foot
            track = QRectF(text_left, rect.bottom() - 9, rect.right() - text_left - 26, 5)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 40))
            painter.drawRoundedRect(track, 2.5, 2.5)
            left = QRectF(track.left(), track.top(),
                          track.width() * max(0.0, min(1.0, self._bank)), track.height())
            bank_colour = QColor("#6fb3e8") if not self.dimmed else QColor(111, 179, 232, 120)
            painter.setBrush(bank_colour)
            painter.drawRoundedRect(left, 2.5, 2.5)
            # and its time at the end of the stack's line (the action pill covers the foot;
            # beside a stack too wide for both, smaller)
            text = self.bank_text
            row = QRectF(text_left, stack_top, rect.right() - self.NAME_MARGIN - text_left,
                         30 if len(lines) == 1 else 24)
            stack_w = QFontMetricsF(font(stack_px)).horizontalAdvance(self.stack_text)
            px = 18
            while px > 12 and stack_w + 8 + QFontMetricsF(
                    font(px, bold=True)).horizontalAdvance(text) > row.width():
                px -= 2
            painter.setFont(font(px, bold=True))
            painter.setPen(bank_colour)
            painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             text)
        if self.badge:
            self._pill(painter, QPointF(rect.right() - 40, rect.top() - 4), self.badge,
                       self.badge_colour, CREAM, 15, right=rect.right() + 12)
        if self.action_text:
            centre = QPointF(rect.center().x() + 20, rect.bottom() + 4)
            painter.save()
            if self._pill_turn > 0.0:  # turning over: squashed about its middle line
                painter.translate(0.0, centre.y())
                painter.scale(1.0, max(0.04, abs(math.cos(math.pi * self._pill_turn))))
                painter.translate(0.0, -centre.y())
            self._pill(painter, centre, self.action_text, QColor(245, 240, 225, 235),
                       QColor("#1d2a22"), 17)
            painter.restore()
        if self.result_text:
            self._pill(painter, QPointF(rect.center().x() + 20, rect.bottom() + 4),
                       self.result_text, GOLD, QColor("#2a1d05"), 17)

    def _pill(self, painter: QPainter, centre: QPointF, text: str, bg: QColor, fg: QColor,
              px: float, *, right: float | None = None) -> None:
        """A rounded label at ``centre``; moved left as far as needed to end by ``right``
        (a long badge stays inside the item, m11: "DISCONNECTEI")."""
        f = font(px, bold=True)
        fm = QFontMetricsF(f)
        w = fm.horizontalAdvance(text) + 18
        h = px + 10
        x = centre.x() - w / 2
        if right is not None:
            x = min(x, right - w)
        rect = QRectF(x, centre.y() - h / 2, w, h)
        painter.setPen(QPen(QColor(0, 0, 0, 90), 1))
        painter.setBrush(bg)
        painter.drawRoundedRect(rect, h / 2, h / 2)
        painter.setFont(f)
        painter.setPen(fg)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


class ButtonItem(QGraphicsObject):
    """The fixed stud button (RULES.md T1): a white disc with an "S"."""

    R = 21.0

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self.R - 3, -self.R - 3, 2 * self.R + 8, 2 * self.R + 9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 90))
        painter.drawEllipse(QPointF(2, 4), self.R, self.R)
        g = QRadialGradient(QPointF(-6, -8), self.R * 1.6)
        g.setColorAt(0, QColor("#ffffff"))
        g.setColorAt(1, QColor("#cfcac0"))
        painter.setBrush(QBrush(g))
        painter.setPen(QPen(QColor("#8d877c"), 1.5))
        painter.drawEllipse(QPointF(0, 0), self.R, self.R)
        painter.setPen(QPen(QColor("#b5ad9d"), 1.2))
        painter.drawEllipse(QPointF(0, 0), self.R - 4, self.R - 4)
        painter.setFont(font(22, bold=True, family="DejaVu Serif"))
        painter.setPen(QColor("#1d1d1d"))
        painter.drawText(QRectF(-self.R, -self.R, 2 * self.R, 2 * self.R),
                         Qt.AlignmentFlag.AlignCenter, "S")


class CaptionItem(QGraphicsObject):
    """A short line on a dark pill (hand names at the showdown, "High: ..." for a winner)."""

    def __init__(self, text: str = "", *, accent: QColor | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.text = text
        self.accent = accent or QColor(255, 255, 255, 60)
        self.setZValue(40)

    def set_text(self, text: str, accent: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self.text = text
        if accent is not None:
            self.accent = accent
        self.update()

    def _rect(self) -> QRectF:
        fm = QFontMetricsF(font(18, bold=True))
        w = fm.horizontalAdvance(self.text) + 24
        return QRectF(-w / 2, -15, w, 30)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect().adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        painter.setPen(QPen(self.accent, 1.5))
        painter.setBrush(QColor(8, 14, 10, 225))
        painter.drawRoundedRect(rect, 15, 15)
        painter.setFont(font(18, bold=True))
        painter.setPen(CREAM)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)


class BannerItem(QGraphicsObject):
    """The dealer's announcement in the middle of the felt: who won which pot with what."""

    def __init__(self, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.lines: list[str] = []
        self.setZValue(45)

    def set_lines(self, lines: list[str]) -> None:
        self.prepareGeometryChange()
        self.lines = list(lines)
        self.update()

    def _rect(self) -> QRectF:
        if not self.lines:
            return QRectF()
        fm = QFontMetricsF(font(21, bold=True))
        w = max(fm.horizontalAdvance(line) for line in self.lines) + 40
        h = 30 * len(self.lines) + 18
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self._rect().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.lines:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self._rect()
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(10, 16, 12, 228))
        painter.drawRoundedRect(rect, 14, 14)
        painter.setFont(font(21, bold=True))
        painter.setPen(CREAM)
        for i, line in enumerate(self.lines):
            painter.drawText(QRectF(rect.left(), rect.top() + 9 + 30 * i, rect.width(), 30),
                             Qt.AlignmentFlag.AlignCenter, line)

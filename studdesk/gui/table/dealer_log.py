"""The dealer log: engine events in, the dealer's lines out (:class:`DealerLog`), and the one
list that shows them (:class:`DealerLogView`), for the table window and the hand replayer.

The model keeps what it was told (events, the table's own lines) rather than the words, so a
language change words the whole log again: the view asks for it when Qt tells it the language
changed. Lines are records (:class:`LogLine`): the dealer's sentences, the street headers
("— 4th street —") and the table's own lines ("Emil sits down in seat 5."), each drawn its way;
a replay marks the lines of the step on the table ``strong``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from studdesk.engine.events import Event
from studdesk.gui.text.narrator import Narrator
from studdesk.gui.text.part_shown import PartShown
from studdesk.gui.text.retranslate import Retranslating

LOG_LIMIT = 600
"""Lines the log keeps (the oldest go first)."""
LOG_MEMORY = 3000
"""Events (and table lines) kept to word the log again when the language changes."""


class LineKind(Enum):
    DEALER = "dealer"  # "Anna completes to 2"
    STREET = "street"  # "— 4th street —"
    TABLE = "table"  # the table's own line: "Emil sits down in seat 5.", "Connection lost: …"


@dataclass(frozen=True, slots=True)
class LogLine:
    text: str
    kind: LineKind = LineKind.DEALER
    strong: bool = False  # a replay's step on the table


@dataclass(frozen=True, slots=True)
class ToldEvent:
    """An event the felt got to; ``timeout``: the host acted when the clock ran out (C1)."""

    event: Event | PartShown
    timeout: bool = False
    strong: bool = False


@dataclass(frozen=True, slots=True)
class ToldFlush:
    """The end of a replay's step: the antes held back for one line are told now."""

    strong: bool = False


@dataclass(frozen=True, slots=True)
class ToldLine:
    """A line of the table itself; ``words`` gives it in the language of the moment (a line
    the host wrote gives it as written)."""

    words: Callable[[], str]


Told = ToldEvent | ToldFlush | ToldLine


class DealerLog(QObject):
    """See the module docstring. ``added`` brings new lines; ``reset`` says every line changed
    (read :attr:`lines` again)."""

    added = Signal(object)  # tuple[LogLine, ...]
    reset = Signal()

    def __init__(self, parent: QObject | None = None, *, limit: int = LOG_LIMIT,
                 memory: int = LOG_MEMORY) -> None:
        super().__init__(parent)
        self.limit = limit
        self.told: deque[Told] = deque(maxlen=memory)
        self.lines: deque[LogLine] = deque(maxlen=limit)
        self._names: dict[int, str] = {}
        self._narrator = Narrator(self)

    # ------------------------------------------------------------------ in

    def learn_names(self, names: Mapping[int, str]) -> None:
        """The players' names from the table's view or status (a player who joins during a
        hand missed its first event and its names)."""
        self._names.update({seat: name for seat, name in names.items() if name})
        self._narrator.learn_names(names)

    def tell(self, ev: Event | PartShown, *, timeout: bool = False, strong: bool = False
             ) -> tuple[LogLine, ...]:
        return self._add(ToldEvent(ev, timeout, strong))

    def flush(self, *, strong: bool = False) -> tuple[LogLine, ...]:
        return self._add(ToldFlush(strong))

    def tell_table(self, words: str | Callable[[], str]) -> tuple[LogLine, ...]:
        """A line of the table's own; a callable is asked again on a language change."""
        return self._add(ToldLine(words if callable(words) else (lambda: words)))

    def replace(self, told: Iterable[Told]) -> None:
        """Forget everything and tell ``told`` (a replay's steps up to the one shown)."""
        self.told.clear()
        self.told.extend(told)
        self.retell()

    def clear(self) -> None:
        self.replace(())

    def retell(self) -> None:
        """Word the whole log again (the language changed)."""
        self._narrator.deleteLater()
        self._narrator = Narrator(self)
        self._narrator.learn_names(self._names)
        self.lines.clear()
        for told in self.told:
            self.lines.extend(self._word(told))
        self.reset.emit()

    # ------------------------------------------------------------------ out

    def texts(self) -> list[str]:
        return [line.text for line in self.lines]

    def _add(self, told: Told) -> tuple[LogLine, ...]:
        self.told.append(told)
        lines = self._word(told)
        if lines:
            self.lines.extend(lines)
            self.added.emit(lines)
        return lines

    def _word(self, told: Told) -> tuple[LogLine, ...]:
        match told:
            case ToldEvent(event=ev, timeout=timeout, strong=strong):
                said = self._narrator.feed(ev, timeout=timeout)
            case ToldFlush(strong=strong):
                said = self._narrator.flush()
            case ToldLine(words=words):
                return (LogLine(words(), LineKind.TABLE),)
        return tuple(LogLine(text, LineKind.STREET if text.startswith("—") else LineKind.DEALER,
                             strong) for text in said)


class DealerLogView(Retranslating, QListWidget):
    """The dealer log's list, as both windows show it; words it all again on a language
    change."""

    STREET_COLOUR = QColor("#c9b27a")
    TABLE_COLOUR = QColor("#9c9684")

    def __init__(self, log: DealerLog, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.dealer_log = log
        self.setObjectName("dealerLog")
        self.setWordWrap(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        log.added.connect(self._on_log_added)
        log.reset.connect(self._on_log_reset)

    def retranslateUi(self) -> None:  # noqa: N802
        if self.dealer_log.told:
            self.dealer_log.retell()

    def log_lines(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]

    def _on_log_added(self, lines: tuple[LogLine, ...]) -> None:
        for line in lines:
            self.addItem(self._item(line))
        while self.count() > self.dealer_log.limit:
            self.takeItem(0)
        self.scrollToBottom()

    def _on_log_reset(self) -> None:
        self.clear()
        for line in self.dealer_log.lines:
            self.addItem(self._item(line))
        self.scrollToBottom()

    def _item(self, line: LogLine) -> QListWidgetItem:
        item = QListWidgetItem(line.text)
        font = item.font()
        if line.kind is LineKind.TABLE:
            item.setForeground(self.TABLE_COLOUR)
            font.setItalic(True)
        elif line.kind is LineKind.STREET:
            item.setForeground(self.STREET_COLOUR)
        font.setBold(line.strong)
        if line.kind is LineKind.TABLE or line.strong:
            item.setFont(font)
        return item


__all__ = ["LOG_LIMIT", "LOG_MEMORY", "DealerLog", "DealerLogView", "LineKind", "LogLine",
           "Told", "ToldEvent", "ToldFlush", "ToldLine"]

"""The eight name plates around the felt and what they say: who sits (or "Seat 3", "Sitting
out"), the stack, the badge (all-in, away, folded), the pill of the last action, "Wins", the
computer player's marker, and the acting seat's ring with its time bank (RULES.md C1, C2).

:class:`SeatPlates` holds one :class:`~.items.SeatItem` a seat (drawn by
:class:`~.items.SeatItem`; the plate's own painting is there) and is what
:class:`~.scene.TableScene` changes them through.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation, QSequentialAnimationGroup
from PySide6.QtWidgets import QGraphicsScene

from studdesk.engine.events import HandEnded, HandStarted, PotAwarded
from studdesk.gui.table import felt_words as words
from studdesk.gui.table.items import SeatItem
from studdesk.gui.table.picture import Badge, SeatPicture, badge_of
from studdesk.gui.table.seat_layout import SEATS, SeatGeometry
from studdesk.gui.text.money import amounts_have_cents


class SeatPlates:
    """See the module docstring. ``cents``: the stakes have cents (every stack with two
    decimals)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[int, SeatItem] = {}
        self.cents = False
        self.acting: int | None = None  # the seat whose ring runs
        self.statuses: dict[int, str] = {}  # "playing", "sitting_out", "disconnected", ...
        self._badges: dict[int, Badge] = {}
        self._actions: dict[int, tuple[str, int, int, bool]] = {}  # the action pills' moves
        self._clock_anim: QAbstractAnimation | None = None
        for n, g in SEATS.items():
            item = SeatItem(n)
            item.setPos(g.plate)
            item.name = words.seat_word(n)
            scene.addItem(item)
            self.items[n] = item

    def place(self, geometry: Callable[[int], SeatGeometry]) -> None:
        for n, item in self.items.items():
            item.setPos(geometry(n).plate)

    def names(self) -> dict[int, str]:
        return {n: item.name for n, item in self.items.items()}

    # ------------------------------------------------------------------ who sits

    def draw(self, seat: SeatPicture) -> None:
        """A seat in the hand, as the picture has it."""
        item = self.items[seat.seat]
        item.occupied = True
        item.name = seat.name
        item.stack = seat.stack
        item.dimmed = seat.folded
        item.is_me = seat.me
        self._badges[seat.seat] = seat.badge
        self._show_badge(seat.seat)

    def empty(self, n: int) -> None:
        item = self.items[n]
        item.occupied = False
        item.is_me = False
        item.acting = False
        item.name = words.seat_word(n, self.statuses.get(n, "empty"))
        item.update()

    def waiting(self, seat: int, name: str | None, stack: int = 0, *, me: bool = False) -> None:
        """A player waiting for the next hand, or with ``name`` None an empty seat."""
        item = self.items.get(seat)
        if item is None:
            return
        if name is None:
            self.empty(seat)
            return
        item.occupied = True
        item.name = name
        item.stack = stack
        item.is_me = me
        item.dimmed = False
        self.set_badge(seat, False, False)
        self.stacks_one_way()

    def show_table_seats(self, count: int) -> None:
        """Only the table's own seats (1..``count``), and any occupied one."""
        for n, item in self.items.items():
            shown = n <= count or item.occupied
            if item.isVisible() != shown:
                item.setVisible(shown)

    def set_bots(self, seats: Iterable[int]) -> None:
        """The computer players' plates draw the bot marker instead of " (bot)" in the name."""
        bots = set(seats)
        for n, item in self.items.items():
            bot = n in bots
            item.bot_tip = words.bot_word()
            if item.bot != bot:
                item.bot = bot
                item.update()
            item.refresh_tip()  # the whole name when the plate cuts it, and the bot's word

    def set_status(self, seat: int, status: str) -> None:
        """Presence from the table (RULES.md C3 sitting out, C4 disconnected)."""
        self.statuses[seat] = status
        item = self.items.get(seat)
        if item is None:
            return
        if item.occupied:
            self.set_badge(seat, item.dimmed, self._badges.get(seat) == Badge.ALL_IN)
        else:
            self.empty(seat)

    def start_hand(self, ev: HandStarted, viewer: int | None) -> None:
        """A new hand: its seats named with their stacks, the others empty."""
        seats, names, stacks = ev.seats, ev.names, ev.stacks
        for n, item in self.items.items():
            if n in seats:
                k = seats.index(n)
                item.occupied = True
                item.name = names[k] if k < len(names) else item.name
                item.stack = stacks[k] if k < len(stacks) else None
                item.dimmed = False
                item.badge = ""
                self._badges.pop(n, None)
                item.is_me = n == viewer
                item.update()
            else:
                self.empty(n)
        self.stacks_one_way()

    def end_hand(self, ev: HandEnded) -> None:
        for seat, stack in zip(ev.seats, ev.stacks, strict=False):
            item = self.items.get(seat)
            if item is not None:
                item.stack = stack
                item.update()
        self.stacks_one_way()

    # ------------------------------------------------------------------ what they say

    def badge_kind(self, seat: int) -> Badge:
        return self._badges.get(seat, Badge.NONE)

    def set_badge(self, n: int, folded: bool, all_in: bool) -> None:
        self._badges[n] = badge_of(self.statuses.get(n, "playing"), folded, all_in)
        self._show_badge(n)

    def _show_badge(self, n: int) -> None:
        item = self.items[n]
        shown = words.badge_words(self._badges.get(n, Badge.NONE))
        if shown is not None:
            item.badge, item.badge_colour = shown
        else:
            item.badge = ""
        item.update()

    def stack_change(self, seat: int, delta: int) -> None:
        item = self.items.get(seat)
        if item is not None and item.stack is not None:
            item.stack = max(0, item.stack + delta)
            item.update()
            self.stacks_one_way()

    def stacks_one_way(self) -> None:
        """The plates' stacks in one form (play-test m21): all with two decimals when the
        stakes or any stack shown has cents ("0.00" beside "95.41", never "0" for a busted
        seat)."""
        cents = self.cents or amounts_have_cents(
            i.stack for i in self.items.values() if i.occupied and i.stack is not None)
        for item in self.items.values():
            if item.cents != cents:
                item.cents = cents
                item.update()

    def show_action(self, seat: int, action: str, amount: int, to: int, all_in: bool) -> None:
        """The pill under ``seat``'s plate says what it just did."""
        self._actions[seat] = (action, amount, to, all_in)
        self.items[seat].action_text = words.action_label(action, amount, to, all_in)
        self.items[seat].update()

    def clear_actions(self) -> None:
        """A new street: the pills go."""
        for item in self.items.values():
            item.action_text = ""
            item.update()

    def fold(self, seat: int) -> None:
        plate = self.items[seat]
        plate.action_text = ""  # the FOLDED badge says it
        plate.dimmed = True
        self.set_badge(seat, True, False)

    def won(self, seat: int, awards: Iterable[PotAwarded]) -> None:
        self.items[seat].result_text = words.result_text(seat, awards)
        self.items[seat].action_text = ""

    def clear_hand(self) -> None:
        """A new hand: no pills, no "Wins", no glow."""
        self._actions.clear()
        for item in self.items.values():
            item.action_text = ""
            item.result_text = ""
            item.set_glow(0.0)

    def retranslate(self, awards: Iterable[PotAwarded]) -> None:
        awards = list(awards)
        for n, item in self.items.items():
            item.bot_tip = words.bot_word()
            item.refresh_tip()
            if not item.occupied:
                self.empty(n)
            else:
                self._show_badge(n)
                if item.action_text and n in self._actions:
                    item.action_text = words.action_label(*self._actions[n])
                if item.result_text:
                    item.result_text = words.result_text(n, awards)
            item.update()

    # ------------------------------------------------------------------ the ring

    def set_acting(self, seat: int | None) -> None:
        if seat == self.acting:
            return
        self._stop_clock()
        for n, item in self.items.items():
            item.acting = n == seat
            if n != seat:
                item.set_clock_total(0)
            item.update()
        self.acting = seat

    def start_clock(self, seat: int, remaining_ms: int, total_ms: int) -> None:
        """The countdown ring of the acting seat (RULES.md C1): ``remaining_ms`` of
        ``total_ms`` left. The clock runs at real speed whatever the animation setting."""
        self.set_acting(seat)
        item = self.items[seat]
        if total_ms <= 0:
            item.set_clock_total(0)
            item.update()
            return
        remaining_ms = max(0, min(remaining_ms, total_ms))
        item.set_clock_total(total_ms)
        self._stop_clock()
        anim = QPropertyAnimation(item, b"clock", self.scene)
        anim.setStartValue(remaining_ms / total_ms)
        anim.setEndValue(0.0)
        anim.setDuration(max(1, remaining_ms))
        if item.bank_ms > 0 and item.bank_full_ms > 0:  # C2: then the time bank burns
            burn = QPropertyAnimation(item, b"bank", self.scene)
            burn.setStartValue(item.bank_ms / item.bank_full_ms)
            burn.setEndValue(0.0)
            burn.setDuration(item.bank_ms)
            group = QSequentialAnimationGroup(self.scene)
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
        as the window was open (``tests/bench/bench_gui_memory.py``). The acting seat's bar
        shows the bank the table says it has left again (C2: the burn was this screen's own
        count)."""
        anim, self._clock_anim = self._clock_anim, None
        if anim is not None:
            anim.stop()
            anim.deleteLater()
        item = self.items.get(self.acting) if self.acting is not None else None
        if item is not None and item.bank_full_ms > 0:
            item.set_bank(item.bank_ms / item.bank_full_ms)

    def _burning(self, seat: int) -> bool:
        """``seat``'s ring (and then its bank) is running down."""
        anim = self._clock_anim
        return seat == self.acting and anim is not None \
            and anim.state() == QAbstractAnimation.State.Running

    def set_time_bank(self, seat: int, bank_ms: int) -> None:
        """C2: ``seat`` has ``bank_ms`` of time bank left (a bar under its plate; the
        largest bank seen is the full bar)."""
        item = self.items.get(seat)
        if item is None:
            return
        item.bank_ms = max(0, bank_ms)
        item.bank_full_ms = max(item.bank_full_ms, item.bank_ms)
        item.set_bank(item.bank_ms / item.bank_full_ms if item.bank_full_ms else 0.0)

    def set_time_banks(self, banks: Mapping[int, int | None]) -> None:
        """C2: every seat's bank left, as the table's status says: a bar and its time on each
        plate (``None``, or a seat not named: no bar, the table has no time bank); the largest
        bank seen is the full bar. The acting seat's bar keeps burning on its clock."""
        full = max((ms for ms in banks.values() if ms is not None), default=0)
        for n, item in self.items.items():
            ms = banks.get(n)
            if ms is None:
                if item.bank_full_ms:
                    item.bank_ms = item.bank_full_ms = 0
                    item.set_bank(0.0)
                continue
            item.bank_ms = max(0, ms)
            item.bank_full_ms = max(item.bank_full_ms, full, item.bank_ms)
            if not self._burning(n):
                item.set_bank(item.bank_ms / item.bank_full_ms if item.bank_full_ms else 0.0)

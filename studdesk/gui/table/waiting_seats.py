"""The plates of players the felt's hand does not show, :func:`show_waiting_seats`: seated but
not dealt in (before the first hand, or who just sat down), from the table's status."""

from __future__ import annotations

from studdesk.engine.hand import Phase
from studdesk.engine.views import TableView
from studdesk.gui.session.table_session import TableStatus
from studdesk.gui.table.scene import TableScene


def show_waiting_seats(scene: TableScene, status: TableStatus, view: TableView | None,
                       me: int) -> None:
    """Plates from ``status`` for the seats not in ``view`` (the felt's hand, so a plate never
    empties ahead of it, m7); ``me``: the seat shown as this player's."""
    on_felt = {s.seat for s in view.seats} if view is not None else set()
    # n4: between hands (the felt at the end of the host's latest hand) a plate shows the
    # stack as it is now: a rebuy is seen at once, not at the next deal
    between = (view is not None and view.phase is Phase.COMPLETE
               and status.hand in (None, view.hand))
    for seat in range(1, 9):
        entry = status.seat(seat)
        if seat in on_felt:
            item = scene.seat_item(seat)
            if between and entry is not None and item.stack != entry.stack:
                item.stack = entry.stack
                item.update()
        elif entry is None:
            scene.set_waiting_seat(seat, None)
        else:
            scene.set_waiting_seat(seat, entry.name, entry.stack, me=seat == me)


__all__ = ["show_waiting_seats"]

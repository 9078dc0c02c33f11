"""A player's ``table`` is packed from the step's spectator table and view with holes
(``Frames._seat_bytes``, :class:`net.protocol.Holes`), its own seat's entry and view kept from
one step to the next while nothing they show changed: it must be, byte for byte, what the
field-by-field path (``Frames._derived_bytes``) makes for the same connection, at every step
of played hands, in every game (the secret choices of the declare games and Roll Your Own,
folded players' own dead cards, a seat's legal moves, the hands' ends and the next deal),
and what a ``Frames`` made afresh at that step makes (nothing kept from an earlier one)."""

from __future__ import annotations

from typing import Any

import msgpack
import pytest

from net import protocol as P
from net.table.frames import Frames
from studdesk.engine.config import GameConfig, Variant
from tests.net.tablekit import Auto, Kit, kit_options


@pytest.mark.parametrize("variant", list(Variant))
def test_a_seat_s_table_is_the_bytes_the_field_by_field_path_makes(
        variant: Variant, monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[int] = []
    fast = Frames._seat_bytes

    def both(self: Frames, seat: int, seen: frozenset[int], snap: Any) -> bytes:
        made = fast(self, seat, seen, snap)
        # the same table made afresh: nothing kept from an earlier step
        fresh = Frames(self.table, self.outbox, self.core)
        assert made == fresh._derived_bytes(seen, seen, fresh.snapshot()), (variant, seat)
        # and the records' path says the same (what a table too large for one frame sends)
        assert msgpack.unpackb(made) == self._table_state(seen, seen, snap).to_wire()
        checked.append(seat)
        return made

    monkeypatch.setattr(Frames, "_seat_bytes", both)
    kit = Kit(kit_options(config=GameConfig.preset(variant, 200), seats=6), seed=5)
    peers = [kit.join(f"P{i}", address=f"10.0.0.{i}") for i in range(1, 6)]
    watcher = kit.join("W", address="10.0.0.9", sit=False, watch=True)
    Auto(kit, peers, seed=11).run(6)
    assert len(set(checked)) == 5 and len(checked) > 100
    assert any(isinstance(m, P.TableState) and m.views for m in watcher.messages)

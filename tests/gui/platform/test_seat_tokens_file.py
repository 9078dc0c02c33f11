"""``seat-tokens.json`` that does not read is treated as empty, as the module promises: nested
100,000 deep, odd "saved" times, holders that are not process ids."""

from __future__ import annotations

from pathlib import Path

import pytest

from studdesk.gui.platform.seat_tokens import SeatTokens


@pytest.mark.parametrize("content", ["[" * 100_000 + "]" * 100_000,
                                     '{"a": ' * 100_000 + "1" + "}" * 100_000,
                                     '{"x:1/P": {"token": "t", "saved": "soon", "holder": "\u00b2:1"}}',
                                     '{"x:1/P": {"token": "t", "saved": [1], "holder": "'
                                     + "9" * 5000 + ':1"}}',
                                     '{"x:1/P": {"token": "t", "saved": 1' + "0" * 400
                                     + ', "holder": "99999999999:1"}}'])
def test_seat_tokens_that_do_not_read_are_treated_as_empty(tmp_path: Path, content: str) -> None:
    path = tmp_path / "seat-tokens.json"
    path.write_text(content, encoding="utf-8")
    tokens = SeatTokens(path)
    assert tokens.token("10.0.0.1", 47474, "Ann") is None
    for n in range(40):  # past KEEP: the oldest go, whatever their "saved" says
        tokens.keep(f"10.0.0.{n}", 47474, "Ann", f"token-{n}", "Friday")
    assert tokens.token("10.0.0.39", 47474, "Ann") == "token-39"

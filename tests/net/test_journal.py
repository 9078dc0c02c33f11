"""net.journal: sessions, seats, hands, voiding an interrupted hand, the ledger."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from net.journal import JOURNAL_FILE, Journal, data_dir, token_hash


def _journal(tmp_path: Path) -> Journal:
    j = Journal.open(tmp_path)
    j.resume("Test", {"game": {}})
    return j


def test_file_is_wal_with_full_sync(tmp_path: Path) -> None:
    j = _journal(tmp_path)
    assert j._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert j._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    j.close()
    assert (tmp_path / JOURNAL_FILE).is_file()


def test_buy_ins_rebuys_and_cash_outs_add_up(tmp_path: Path) -> None:
    j = _journal(tmp_path)
    ann = j.add_player(2, "Ann", token_hash("t" * 20))
    bo = j.add_player(3, "Bo", None)
    j.take_seat(ann, 1, 20000)
    j.take_seat(bo, 2, 20000)
    j.hand_started(1, {1: 20000, 2: 20000}, digest="d" * 64, salt="s" * 32, deck="")
    j.hand_completed(1, "phh", {1: 25000, 2: 15000}, {1: ann, 2: bo})
    j.rebuy(bo, 2, 5000, 20000)
    j.leave_seat(ann, 1, 25000)
    assert j.chip_totals() == (45000, 20000, 25000)
    ledger = {e["name"]: e for e in j.ledger_entries()}
    assert ledger["Ann"]["net"] == 5000 and ledger["Bo"]["net"] == -5000
    assert "seat" not in ledger["Ann"] and ledger["Bo"]["seat"] == 2
    reasons = [c["reason"] for c in j.stack_changes()]
    assert reasons == ["buy_in", "buy_in", "hand", "hand", "rebuy", "stand"]
    j.close()


def test_an_interrupted_hand_is_voided_and_numbering_goes_on(tmp_path: Path) -> None:
    j = _journal(tmp_path)
    ann = j.add_player(2, "Ann", None)
    bo = j.add_player(3, "Bo", None)
    j.take_seat(ann, 1, 20000)
    j.take_seat(bo, 2, 20000)
    j.hand_started(1, {1: 20000, 2: 20000}, digest="d" * 64, salt="s" * 32, deck="")
    j.hand_completed(1, "hand one", {1: 20500, 2: 19500}, {1: ann, 2: bo})
    j.hand_started(2, {1: 20500, 2: 19500}, digest="d" * 64, salt="s" * 32, deck="")
    # The process dies here: no close, no completion.
    again = Journal.open(tmp_path)
    restored = again.resume("Test", {"game": {}})
    assert restored.resumed and restored.voided == [2] and restored.next_hand == 3
    assert {s.seat: s.stack for s in restored.seats} == {1: 20500, 2: 19500}
    statuses = [(h.number, h.status) for h in again.hands()]
    assert statuses == [(1, "completed"), (2, "voided")]
    assert again.hands(status="completed")[0].phh == "hand one"
    again.close()


def test_an_ended_session_is_not_resumed(tmp_path: Path) -> None:
    j = _journal(tmp_path)
    first = j.session_id
    j.end_session()
    j.close()
    again = Journal.open(tmp_path)
    restored = again.resume("Test", {"game": {}})
    assert not restored.resumed and restored.session_id != first and restored.next_hand == 1
    again.close()


def test_a_failed_transaction_changes_nothing(tmp_path: Path) -> None:
    j = _journal(tmp_path)
    ann = j.add_player(2, "Ann", None)
    j.take_seat(ann, 1, 20000)
    with pytest.raises(sqlite3.IntegrityError):
        j.take_seat(ann, 1, 20000)  # the seat is taken: the whole buy-in is rolled back
    assert j.chip_totals() == (20000, 20000, 0)
    j.close()


def test_data_dir_follows_xdg_on_linux(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import sys

    if sys.platform in ("win32", "darwin"):
        pytest.skip("Linux layout")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_dir() == tmp_path / "studdesk"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_dir() == Path.home() / ".local" / "share" / "studdesk"

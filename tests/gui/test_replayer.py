"""The replayer: every conformance hand stepped to its recorded result, the table scene it
draws, keyboard control, ``studdesk view`` and ``studdesk shots --phh``."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest

from studdesk.gui.history.steps import ACTION, AWARD, DEAL, START, HandReplay

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "conformance" / "phh"
CONFORMANCE = sorted(SHARED.glob("*/*.phh"))
WSOP_85 = SHARED / "wsop-2023-43-5" / "85.phh"
COMMUNITY = SHARED / "fpdb-regression" / "stars-30506593746.phh"


def _need_shared() -> None:
    if not CONFORMANCE:
        if os.environ.get("STUDDESK_REQUIRE_SHARED") == "1":
            pytest.fail(f"the conformance hands are missing ({SHARED})")
        pytest.skip(f"the shared conformance hands are not beside the checkout ({SHARED})")


def _engine_text(path: Path) -> tuple[str, dict[str, object]]:
    """The file as the engine may see it (no recorded result, no ``_`` fields), and its
    fields."""
    text = path.read_text(encoding="utf-8")
    fields = tomllib.loads(text)
    kept = [line for line in text.splitlines()
            if not line.startswith(("_", "finishing_stacks"))]
    return "\n".join(kept) + "\n", fields


def test_there_are_256_conformance_hands() -> None:
    _need_shared()
    assert len(CONFORMANCE) == 256


@pytest.mark.parametrize("path", CONFORMANCE, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_conformance_hand_steps_to_its_recorded_result(path: Path) -> None:
    text, fields = _engine_text(path)
    model = HandReplay.from_text(text, str(path))
    refused = fields.get("_expect_refusal")
    if refused is not None:
        # Played under a site's rule where the house rules differ (see the set's README).
        assert not model.ok and model.error_index == refused
        return
    assert model.ok, model.error
    assert model.steps[0].kind == START and model.steps[1].kind == DEAL
    assert model.steps[-1].kind == AWARD
    # Stepping from start to end, the chips only ever move as the events say.
    seats = model.history.seats
    total = sum(model.history.starting_stacks)
    for n in range(len(model.steps)):
        stacks = model.stacks_at(n)
        assert sorted(stacks) == sorted(seats)
        assert all(v >= 0 for v in stacks.values())
        assert sum(stacks.values()) <= total
    assert sum(model.stacks_at(model.last).values()) == total
    got = model.finishing_stacks()
    recorded = list(fields["finishing_stacks"])  # type: ignore[call-overload]
    rake = int(fields.get("_rake", 0))  # type: ignore[call-overload]
    diff = [g - r for g, r in zip(got, recorded, strict=True)]
    if rake == 0:
        assert got == recorded
    else:
        # No rake here: the collectors get back exactly the rake the site took.
        collectors = {int(c) - 1 for c in fields["_collectors"]}  # type: ignore[attr-defined]
        assert sum(diff) == rake
        assert all(d == 0 for i, d in enumerate(diff) if i not in collectors)
        assert all(d >= 0 for d in diff)
        if len(collectors) == 1:
            assert diff[next(iter(collectors))] == rake


def test_unknown_cards_stay_unknown_and_known_down_cards_are_shown() -> None:
    _need_shared()
    model = HandReplay.from_file(WSOP_85)
    assert model.ok
    text = WSOP_85.read_text()
    dealt = [ev for s in model.steps for ev in s.events if ev["type"] == "card_dealt"]
    # Every card the file names is dealt as named, down cards included.
    assert [ev["card"] for ev in dealt[:6]] == ["8c", "4h", "2h", "3d", "4c", "8d"]
    assert all(ev["card"] in text for ev in dealt)
    hidden = [p for p in CONFORMANCE if "????" in p.read_text()]
    assert hidden
    for path in hidden[:20]:
        m = HandReplay.from_file(path)
        if not m.ok:
            continue
        names = path.read_text()
        for ev in (e for s in m.steps for e in s.events):
            if ev["type"] == "card_dealt" and ev["card"] != "??":
                assert ev["card"] in names
            if ev["type"] == "cards_shown":
                assert all(c == "??" or c in names for c in ev["cards"])


def test_steps_jump_to_streets_and_the_showdown() -> None:
    _need_shared()
    model = HandReplay.from_file(WSOP_85)
    assert model.streets() == [3, 4, 5, 6, 7]
    fifth = model.street_step(5)
    assert fifth is not None and model.steps[fifth].kind == DEAL
    assert model.acting_after(fifth) == model.steps[fifth + 1].seat
    assert model.steps[fifth + 1].kind == ACTION
    show = model.showdown_step()
    assert show is not None and model.steps[show].kind == "show"
    assert model.acting_after(model.last) is None


def test_a_file_that_cannot_be_read_says_why(tmp_path: Path) -> None:
    bad = tmp_path / "bad.phh"
    bad.write_text("variant = 'F7S'\nactions = [\n")
    model = HandReplay.from_file(bad)
    assert not model.ok and model.error and model.error_index is None
    missing = HandReplay.from_file(tmp_path / "none.phh")
    assert not missing.ok and "cannot read" in (missing.error or "")

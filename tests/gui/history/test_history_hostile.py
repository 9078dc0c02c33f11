"""The history browser and ``studdesk view FOLDER`` with hostile hand files in the folder: each bad
file is left out and named with its reason, the others are listed, and nothing raises."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from studdesk.gui.history.browser import HistoryBrowser, open_view
from studdesk.gui.history.library import HandLibrary
from studdesk.phh_files import list_folder
from tests.engine.test_phh_hostile import GOOD, _hostile


def _folder(tmp_path: Path) -> Path:
    folder = tmp_path / "hands"
    (folder / "sub").mkdir(parents=True)
    (folder / "a-good.phh").write_text(GOOD, encoding="utf-8")
    (folder / "sub" / "z-good.phh").write_text(GOOD.replace("[101, 99]", "[101, 99]\nhand = 2"),
                                               encoding="utf-8")
    for name in ("huge-stack", "huge-stack-slow-path", "deep-array", "deep-table", "huge-bet"):
        (folder / f"{name}.phh").write_text(_hostile()[name], encoding="utf-8")
    (folder / "not-utf8.phh").write_bytes(b"variant = '\xff'\n")
    return folder


def test_the_library_skips_and_names_each_bad_file(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    lib = HandLibrary()
    lib.add_path(folder)
    assert sorted(Path(r.source).name for r in lib.rows) == ["a-good.phh", "z-good.phh"]
    bad = {Path(p).stem: why for p, why in lib.problems}
    assert sorted(bad) == sorted(["huge-stack", "huge-stack-slow-path", "deep-array",
                                  "deep-table", "huge-bet", "not-utf8"])
    assert "nested too deep" in bad["deep-array"] and "digits" in bad["huge-stack"]


def test_view_folder_opens_the_browser_with_the_good_hands_and_says_how_many_failed(
        qtbot: Any, tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    window = open_view(folder)
    qtbot.addWidget(window)
    assert isinstance(window, HistoryBrowser)
    assert window.model.rowCount() == 2
    assert "(6 could not be read)" in window.source_label.text()
    assert "deep-array.phh" in window.source_label.toolTip()
    replayer = window.replay_selected()
    assert replayer is not None
    qtbot.addWidget(replayer)


def test_a_listing_cache_nested_too_deep_is_ignored(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    cache = tmp_path / "listing.json"
    cache.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    heads = list_folder(folder, cache=cache)
    assert sum(h.error is None for h in heads) == 1  # a-good.phh (not the subfolder's)


def test_view_of_one_hostile_file_opens_the_replayer_with_its_error(qtbot: Any,
                                                                    tmp_path: Path) -> None:
    from studdesk.gui.history.steps import HandReplay

    for name in ("huge-stack", "deep-array", "huge-bet", "superscript-actor"):
        path = tmp_path / f"{name}.phh"
        path.write_text(_hostile()[name], encoding="utf-8")
        assert HandReplay.from_file(path).error, name
        window = open_view(path)
        qtbot.addWidget(window)
        assert not isinstance(window, HistoryBrowser)

"""The history browser on a real host's SQLite journal (two sessions played by computer
players on a loopback host) and on a folder of PHH files: the list, the filters, the ledgers,
the CSV export and replaying a hand from the list."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from net.journal import JOURNAL_FILE, Journal
from studdesk.engine.config import GameConfig, Variant, format_chips
from studdesk.gui.history import library
from studdesk.gui.history.library import HandLibrary
from studdesk.gui.history.steps import HandReplay
from tests.net.helpers import async_test, fast_options, running_host, wait_until

from ..helpers import plain

SESSIONS = (
    (GameConfig.preset(Variant.STUD, 200), ("Ada", "Bo", "Cy")),
    (GameConfig.preset(Variant.RAZZ, 100), ("Ada", "Bo", "Dee")),
)


@async_test
async def _play_sessions(data_dir: Path, hands: int) -> None:
    for config, names in SESSIONS:
        async with running_host(fast_options(data_dir=data_dir, config=config)) as host:
            for seat, name in enumerate(names, start=1):
                assert host.add_bot(seat, "random", name) == seat
            await wait_until(lambda: host.hands_played >= hands, 60)
            await host.stop(end_session=True)


@pytest.fixture(scope="module")
def data_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("host-data")
    _play_sessions(folder, 6)
    return folder


def _journal_facts(data_dir: Path) -> tuple[dict[int, dict[str, int]], int]:
    """Per session the journal's own ledger (name -> net), and the completed hands."""
    journal = Journal(data_dir / JOURNAL_FILE)
    try:
        ledgers = {}
        for sid in sorted({h.session_id for h in journal.hands()}):
            journal.session_id = sid
            ledgers[sid] = {e["name"]: e["net"] for e in journal.ledger_entries()}
        completed = len(journal.hands(status="completed"))
    finally:
        journal.close()
    return ledgers, completed


def test_the_journal_file_name_is_the_hosts() -> None:
    assert library.JOURNAL_FILE == JOURNAL_FILE


def test_the_library_reads_the_journal_and_its_ledgers_agree(data_dir: Path) -> None:
    ledgers, completed = _journal_facts(data_dir)
    lib = HandLibrary()
    lib.add_path(data_dir)
    assert not lib.problems
    assert len(lib.rows) == completed >= 12
    assert len(lib.session_order) == 2
    assert {r.variant for r in lib.rows} == {"stud", "razz"}
    for session, (sid, journal_ledger) in zip(lib.session_order, sorted(ledgers.items()),
                                              strict=True):
        assert session.startswith("Test table") and session.endswith(f"#{sid}")
        mine = {r.name: r.net for r in lib.ledger(session)}
        # The journal's ledger (chips now less chips bought) is the sum of the hands.
        assert mine == {n: v for n, v in journal_ledger.items()}
    all_time = {r.name: r for r in lib.ledger()}
    assert set(all_time) == {"Ada", "Bo", "Cy", "Dee"}
    first, second = (ledgers[sid] for sid in sorted(ledgers))
    assert all_time["Ada"].net == first["Ada"] + second["Ada"]
    assert all_time["Ada"].sessions == 2 and all_time["Cy"].sessions == 1
    assert sum(r.net for r in all_time.values()) == 0
    for row in lib.rows:
        replay = HandReplay.from_text(row.text())
        assert replay.ok
        assert replay.finishing_stacks() == row.finishing
        awards = [ev for s in replay.steps for ev in map(plain, s.events)
                  if ev["type"] == "pot_awarded"]
        assert row.pot == sum(ev["amount"] for ev in awards)
        assert row.when is not None
        names = dict(zip(replay.history.seats, replay.history.names, strict=True))
        assert set(row.winners) == {names[ev["seat"]] for ev in awards if ev["amount"] > 0}


def test_the_browser_lists_filters_and_exports(qtbot, data_dir: Path, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    from studdesk.gui.history.browser import HistoryBrowser

    w = HistoryBrowser([data_dir])
    try:
        total = w.model.rowCount()
        assert total == len(w.library.rows) and w.proxy.rowCount() == total
        w.set_filters("Cy")
        cy = w.proxy.rows()
        assert cy and all("Cy" in r.players and r.variant == "stud" for r in cy)
        # Every hand Cy played (the first hand may be dealt before the host seats the third bot)
        assert len(cy) == sum(1 for r in w.library.rows if "Cy" in r.players) >= 5
        w.set_filters("", "razz")
        assert {r.variant for r in w.proxy.rows()} == {"razz"}
        assert w.count_label.text() == f"{w.proxy.rowCount()} of {total} hands"
        # The game filter narrows the ledgers to that game's hands.
        assert {e.name for e in w.all_time_ledger.entries} == {"Ada", "Bo", "Dee"}
        w.set_filters()
        assert w.proxy.rowCount() == total
        assert len(w.all_time_ledger.entries) == 4
        session = w.session_box.currentData()
        assert [e.name for e in w.session_ledger.entries] == [
            r.name for r in w.library.ledger(session)]
        # Sorting by pot puts the biggest last.
        from studdesk.gui.history.browser import POT, SESSION

        w.hands.setCurrentIndex(w.proxy.index(3, 0))
        chosen_before = w.selected_row()
        w.hands.sortByColumn(POT, Qt.SortOrder.AscendingOrder)
        pots = [r.pot for r in w.proxy.rows()]
        assert pots == sorted(pots)
        assert w.selected_row() is chosen_before  # the selection follows its hand
        # Equal values keep their order: by session, each session's hands stay by pot.
        w.hands.sortByColumn(SESSION, Qt.SortOrder.DescendingOrder)
        listed = w.proxy.rows()
        assert [r.session for r in listed] == sorted((r.session for r in listed), reverse=True)
        for session in w.library.session_order:
            mine = [r.pot for r in listed if r.session == session]
            assert mine == sorted(mine)

        out = w.export_ledgers(tmp_path / "ledger.csv")
        with out.open(encoding="utf-8") as f:
            rows = list(csv.reader(f))
        assert rows[0] == ["session", "player", "sessions", "hands", "net"]
        expected = [[s, r.name, str(r.sessions), str(r.hands), format_chips(r.net)]
                    for s in w.library.session_order for r in w.library.ledger(s)]
        expected += [["all", r.name, str(r.sessions), str(r.hands), format_chips(r.net)]
                     for r in w.library.ledger()]
        assert rows[1:] == expected
        assert sum(1 for r in rows if r[0] == "all") == 4

        w.hands.setCurrentIndex(w.proxy.index(0, 0))
        chosen = w.selected_row()
        replayer = w.replay_selected()
        assert replayer is not None and replayer.replay.ok
        replayer.set_speed(0.0)
        replayer.last()
        stacks = replayer.replay.finishing_stacks()
        assert stacks == chosen.finishing
        seats = replayer.replay.history.seats
        assert [replayer.scene.seat_item(s).stack for s in seats] == stacks
        # The replayer goes on through the hands listed (sorted by pot here).
        listed = w.proxy.rows()
        assert replayer.previous_hand_button.isHidden() is False
        assert not replayer.previous_hand_button.isEnabled()
        qtbot.keyClick(replayer, Qt.Key.Key_PageDown, Qt.KeyboardModifier.ControlModifier)
        assert replayer.hand_index == 1 and replayer.current == 0
        assert replayer.replay.history.number == listed[1].number
        replayer.last()
        assert replayer.replay.finishing_stacks() == listed[1].finishing
        replayer.go_to_hand(len(listed) - 1)
        assert not replayer.next_hand_button.isEnabled()
        replayer.next_hand()
        assert replayer.hand_index == len(listed) - 1
        qtbot.keyClick(replayer, Qt.Key.Key_PageUp, Qt.KeyboardModifier.ControlModifier)
        assert replayer.hand_index == len(listed) - 2
        replayer.close()
    finally:
        w.close()


def test_a_folder_of_exported_hands_gives_the_same_ledgers(data_dir: Path, tmp_path: Path
                                                           ) -> None:
    from studdesk.cli import main

    out = tmp_path / "phh"
    assert main(["history", "--data-dir", str(data_dir), "--export", str(out)]) == 0
    (out / "broken.phh").write_text("variant = 'F7S'\nactions = [\n", encoding="utf-8")
    from_journal = HandLibrary()
    from_journal.add_path(data_dir)
    from_folder = HandLibrary()
    from_folder.add_path(out)
    assert [p for p, _ in from_folder.problems] == [str(out / "broken.phh")]
    assert len(from_folder.rows) == len(from_journal.rows)
    assert from_folder.session_order == ["phh · session 1", "phh · session 2"]
    for a, b in zip(from_journal.session_order, from_folder.session_order, strict=True):
        assert from_journal.ledger(a) == from_folder.ledger(b)
    assert from_journal.ledger() == from_folder.ledger()


def test_history_needs_export_or_gui(tmp_path: Path) -> None:
    from studdesk.cli import main

    with pytest.raises(SystemExit) as exc:
        main(["history", "--data-dir", str(tmp_path)])
    assert exc.value.code == 2


def test_the_lobby_opens_the_history_of_the_data_folder(qtbot, settings, data_dir: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    import shutil

    from studdesk.gui.app import MainWindow

    # The platform's data folder (XDG on Linux), with a desktop-hosted table's journal in
    # desktop-table/ beside the headless host's: the browser reads both.
    xdg = tmp_path / "xdg"
    shutil.copytree(data_dir, xdg / "studdesk")
    shutil.copytree(data_dir, xdg / "studdesk" / "desktop-table")
    monkeypatch.setenv("XDG_DATA_HOME", str(xdg))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lobby.history_button.click()
    browser = window.history_browser
    assert browser.isVisible()
    _, completed = _journal_facts(data_dir)
    assert browser.model.rowCount() == 2 * completed
    assert len(browser.library.session_order) == 4
    browser.close()


def test_the_lobby_lists_the_hands_this_desktop_hosted(qtbot, settings, data_dir: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      tmp_path: Path) -> None:
    """Play-test M2: a desktop that only ever hosted from the lobby has no journal of its own
    in the data folder, only desktop-table/ (and a table moved aside when a new one started);
    the lobby's Hand history lists the hands of both."""
    import shutil

    from studdesk.gui.app import MainWindow

    xdg = tmp_path / "xdg"
    shutil.copytree(data_dir, xdg / "studdesk" / "desktop-table")
    shutil.copytree(data_dir, xdg / "studdesk" / "desktop-table-archived-2026-12-01-0712")
    (xdg / "studdesk" / "settings-only").mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(xdg))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.lobby.history_button.click()
    browser = window.history_browser
    _, completed = _journal_facts(data_dir)
    assert completed > 0
    assert browser.model.rowCount() == 2 * completed
    assert browser.replay_button.isEnabled()
    assert not browser.library.problems
    browser.close()


def test_an_empty_data_folder_lists_nothing_and_offers_no_replay(qtbot, tmp_path: Path) -> None:
    from studdesk.gui.history.browser import HistoryBrowser

    browser = HistoryBrowser([tmp_path])
    qtbot.addWidget(browser)
    assert browser.model.rowCount() == 0
    assert not browser.replay_button.isEnabled()


def test_history_gui_opens_the_browser_on_the_data_folder(monkeypatch: pytest.MonkeyPatch,
                                                          tmp_path: Path) -> None:
    from studdesk.cli import main
    from studdesk.gui.history import launch

    opened: list[list[Path]] = []
    monkeypatch.setattr(launch, "run_history", lambda paths: opened.append(list(paths)) or 0)
    assert main(["history", "--gui", "--data-dir", str(tmp_path)]) == 0
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert main(["history", "--gui"]) == 0
    assert opened == [[tmp_path], [tmp_path / "xdg" / "studdesk"]]


def test_a_journal_in_a_folder_with_an_awkward_name(data_dir: Path, tmp_path: Path) -> None:
    import shutil

    odd = tmp_path / "Friday #3 ? 50%"
    shutil.copytree(data_dir, odd)
    lib = HandLibrary()
    lib.add_path(odd)
    assert not lib.problems and len(lib.rows) == _journal_facts(data_dir)[1]
    lib.add_path(tmp_path / "not-a-journal.sqlite3")
    assert lib.problems and lib.problems[0][0].endswith("not-a-journal.sqlite3")

"""Start-up (the goal: a lobby in half a second): the lobby imports only what it shows, and the
window goes on the network once the lobby is painted.

What a fresh interpreter has loaded is read in a child process (``python -c``): this test
process has long imported everything.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QWidget

from studdesk.gui.app import MainWindow
from studdesk.gui.lobby.lobby_widget import LobbyWidget
from studdesk.gui.platform.startup import AfterFirstPaint
from studdesk.gui.session.setup import NetworkPlaces

ROOT = Path(__file__).resolve().parents[3]

# Loaded when a table opens, a dialog is asked for, or the window goes on the network: never
# for the painted lobby. A name stands for the module and everything under it.
NOT_FOR_THE_LOBBY = (
    "studdesk.gui.table", "studdesk.gui.history", "studdesk.gui.session.net_session",
    "studdesk.gui.session.core_session", "studdesk.gui.session.table_session",
    "studdesk.gui.lobby.lan", "studdesk.gui.lobby.host_dialog",
    "studdesk.gui.lobby.hotseat_dialog", "studdesk.gui.lobby.connect_dialog",
    "studdesk.gui.lobby.resume_question", "studdesk.gui.lobby.lan_model",
    "studdesk.gui.platform.drawn_art", "studdesk.gui.text.narrator", "studdesk.gui.text.money",
    "studdesk.gui.text.formats",
    "studdesk.gui.platform.sound", "studdesk.gui.platform.settings_dialog",
    "studdesk.gui.platform.saved_table", "studdesk.gui.text.hand_words",
    "studdesk.engine", "studdesk.bots",
    "studdesk.replay", "net.host", "net.table", "net.client", "net.protocol",
    "net.discovery", "net.journal", "net.formats", "msgpack", "zeroconf", "ifaddr",
    "asyncio", "sqlite3", "PySide6.QtSvg",
)

# Qt classes PySide builds on first use (with their Python enums, 0.3 ms or more each): not
# needed for the painted lobby. The Qt namespace alone is 93 enums, about 30 ms: calling a
# method one of whose overloads takes a Qt enum builds it too (image.fill(0)).
# QCalendarWidget, which StudDesk never uses, shows whether this PySide builds classes lazily.
NOT_BUILT_FOR_THE_LOBBY = {
    "QtCore": ("Qt",),
    "QtGui": ("QPainter", "QImage"),
    "QtWidgets": ("QStyle", "QMessageBox", "QInputDialog", "QLineEdit", "QTableView",
                  "QAbstractItemView", "QHeaderView"),
}
LAZY_CONTROL = ("QtWidgets", "QCalendarWidget")

_CHILD = '''
import json, sys, tempfile
from pathlib import Path
from studdesk.cli import build_parser

def loaded():
    done = getattr(sys.modules.get("studdesk.engine.evaluate"), "tables_are_built", None)
    return {"modules": sorted(sys.modules), "tables_built": done is not None and done(),
            "qt_built": built(NOT_BUILT)}

def built(names):
    import PySide6
    return sorted(f"{module}.{name}" for module, names in names.items()
                  for name in names if name in vars(getattr(PySide6, module, None) or object))

build_parser()  # what `studdesk` does before it opens the window
import MODULE
report = {"imported": loaded()}
if "MODULE" == "studdesk.gui.app":
    from studdesk.gui.app import MainWindow, create_application
    from studdesk.gui.platform.startup import AfterFirstPaint
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.text.i18n import install_language

    app = create_application([])
    settings = Settings(Path(tempfile.mkdtemp()) / "studdesk.ini")
    install_language("pl")
    window = MainWindow(settings)
    window.show()

    def painted():
        report["painted"] = loaded()
        app.quit()

    AfterFirstPaint(window.lobby, painted)
    app.exec()
print(json.dumps(report))
'''


def _load(module: str) -> dict[str, dict[str, object]]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    watched = {**NOT_BUILT_FOR_THE_LOBBY, LAZY_CONTROL[0]: (
        *NOT_BUILT_FOR_THE_LOBBY.get(LAZY_CONTROL[0], ()), LAZY_CONTROL[1])}
    code = _CHILD.replace("MODULE", module).replace("NOT_BUILT", repr(watched))
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    report: dict[str, dict[str, object]] = json.loads(done.stdout.strip().splitlines()[-1])
    return report


def _offences(modules: object) -> list[str]:
    assert isinstance(modules, list)
    return [m for m in modules
            if any(m == bad or m.startswith(bad + ".") for bad in NOT_FOR_THE_LOBBY)]


def test_the_painted_lobby_loads_no_table_wire_zeroconf_or_evaluator_tables() -> None:
    report = _load("studdesk.gui.app")
    for stage in ("imported", "painted"):
        assert _offences(report[stage]["modules"]) == [], stage
        assert report[stage]["tables_built"] is False, stage
    assert "studdesk.gui.lobby.lobby_widget" in report["painted"]["modules"]  # it did run


def test_the_painted_lobby_builds_no_qt_class_it_does_not_show() -> None:
    report = _load("studdesk.gui.app")
    control = ".".join(LAZY_CONTROL)
    for stage in ("imported", "painted"):
        built = report[stage]["qt_built"]
        assert isinstance(built, list)
        if control in built:
            pytest.skip("this PySide builds every class when its module is imported")
        assert built == [], stage


def test_the_application_is_fusion_whatever_the_desktop_asks() -> None:
    # create_application gives -style Fusion last (app.setStyle would build QStyle's enums):
    # it wins over the desktop's QT_STYLE_OVERRIDE and a -style in argv, as setStyle did.
    code = ("from studdesk.gui.app import create_application\n"
            "app = create_application(['-style', 'Windows'])\n"
            "app.setStyleSheet('')\n"  # else style() is the style sheet's wrapper
            "print(app.style().name())\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_STYLE_OVERRIDE="Windows")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["fusion"]


def test_the_check_sees_a_module_that_loads_the_table() -> None:
    # The same check on the table window's module: it must fail there.
    report = _load("studdesk.gui.session.net_session")
    offences = _offences(report["imported"]["modules"])
    assert {"net.host", "msgpack", "studdesk.engine.hand"} <= set(offences), offences


def test_after_first_paint_calls_back_once_after_the_paint(qtbot) -> None:
    calls: list[bool] = []
    widget = QWidget()
    qtbot.addWidget(widget)
    AfterFirstPaint(widget, lambda: calls.append(widget.isVisible()), latest_ms=60_000)
    QApplication.processEvents()  # everything pending has run: not shown, so not painted
    assert calls == []
    widget.show()
    qtbot.waitUntil(lambda: calls == [True], timeout=5000)
    widget.update()
    widget.repaint()  # painted again, at once: a call it queued would run in processEvents
    QApplication.processEvents()
    assert calls == [True]


def test_after_first_paint_calls_back_when_nothing_is_painted_in_time(qtbot) -> None:
    calls: list[str] = []
    widget = QWidget()  # never shown
    qtbot.addWidget(widget)
    AfterFirstPaint(widget, lambda: calls.append("late"), latest_ms=30)
    qtbot.waitUntil(lambda: calls == ["late"], timeout=5000)
    widget.show()
    widget.repaint()  # its first paint, at once: a call it queued would run in processEvents
    QApplication.processEvents()
    assert calls == ["late"]


def test_the_lobby_makes_its_table_list_for_the_first_table_and_points_once_painted(
        qtbot) -> None:
    from PySide6.QtCore import Qt

    from net.discovery import PROTOCOL_VERSION, TableInfo

    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    buttons = (lobby.host_button, lobby.join_button, lobby.watch_button, lobby.connect_button,
               lobby.hotseat_button, lobby.settings_button, lobby.history_button,
               lobby.last_hands_button, lobby.quit_button)
    hand = Qt.CursorShape.PointingHandCursor
    assert lobby._table is None and lobby.tables_stack.count() == 1  # "Looking for tables…"
    assert [b.cursor().shape() == hand for b in buttons] == [False] * 9
    lobby.show()
    qtbot.waitUntil(lambda: all(b.cursor().shape() == hand for b in buttons), timeout=5000)
    lobby.update_tables([])
    assert lobby._table is None and lobby.selected_table() is None
    assert not lobby.join_button.isEnabled() and not lobby.watch_button.isEnabled()
    table = TableInfo(name="Friday", host="h.local", port=47474, addresses=("10.0.0.7",),
                      variant="stud", stakes="10/20", taken=3, seats=8, password=True,
                      protocol=PROTOCOL_VERSION, service_name="a")
    lobby.update_tables([table])
    assert lobby.tables_stack.currentWidget() is lobby.table and lobby.model.tables == [table]
    lobby.table.selectRow(0)
    assert lobby.selected_table() == table and lobby.join_button.isEnabled()
    lobby.update_tables([])
    assert lobby.tables_stack.currentWidget() is lobby.empty and lobby.model.tables == []


@pytest.mark.parametrize("places", [NetworkPlaces(), NetworkPlaces.loopback()])
def test_going_on_the_network_takes_its_places_and_lists_tables(qtbot, settings,
                                                                places) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.browser is None and window.network == NetworkPlaces()
    window.go_on_the_network(places)
    try:
        assert window.network is places
        assert (window.browser is not None) == bool(places.browse_on)
    finally:
        window.stop_browsing()


def test_run_gui_paints_the_lobby_before_zeroconf_and_the_evaluator_tables(tmp_path) -> None:
    code = (
        "import sys\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from studdesk.gui.app import MainWindow, create_application, run_gui\n"
        "from studdesk.gui.platform.startup import AfterFirstPaint\n"
        "from studdesk.gui.session.setup import NetworkPlaces\n"
        "app = create_application([])\n"
        "seen = []\n"
        "def window():\n"
        "    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))\n"
        "def hook():\n"
        "    AfterFirstPaint(window().lobby, on_paint)\n"
        "def built():\n"  # the thread may be importing the module: it may be half made
        "    done = getattr(sys.modules.get('studdesk.engine.evaluate'), 'tables_are_built',\n"
        "                   None)\n"
        "    return done is not None and done()\n"
        "def on_paint():\n"
        "    seen.append(('painted', 'zeroconf' in sys.modules, window().browser is not None,\n"
        "                 built()))\n"
        "def check():\n"
        "    w = window()\n"
        "    if (w.browser is None or not built()) and len(seen) < 400:\n"
        "        seen.append(None)\n"
        "        QTimer.singleShot(50, check)\n"
        "        return\n"
        "    print([s for s in seen if s], 'zeroconf' in sys.modules, w.browser is not None,\n"
        "          w.network.browse_on, built())\n"
        "    w.close()\n"
        "    app.quit()\n"
        "QTimer.singleShot(0, hook)\n"  # the first event: before the lobby's first paint
        "QTimer.singleShot(50, check)\n"
        "sys.exit(run_gui([], network=NetworkPlaces.loopback()))\n")  # mDNS on 127.0.0.1 only
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip().splitlines()[-1] == (
        "[('painted', False, False, False)] True True ('127.0.0.1',) True")

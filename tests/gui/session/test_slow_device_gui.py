"""The desktop's dealer log says a device is too slow (``notice`` ``slow_device``, sent before a
hand at a table nobody deals: net/table/forecast.py) in the interface's language; rendered
offscreen to PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from net import protocol as P
from studdesk.gui.app import MainWindow
from tests.gui.session.test_trustless_gui import FedSession, _Feed
from tests.net.test_trustless_client import StandInHost

pytestmark = pytest.mark.timeout(120)

ENGLISH = ("Ewa's device needs about 5 s to check the deck: the cards come about 5 s after the "
           "hand starts.")


@pytest.mark.parametrize(("language", "start"), [
    ("pl", "Urządzenie gracza Ewa potrzebuje około 5 s"),
    ("hu", "Ewa eszközének körülbelül 5 mp kell"),
    ("cs", "Zařízení hráče Ewa potřebuje asi 5 s"),
    ("bg", "Устройството на Ewa има нужда от около 5 сек."),
])
def test_the_slow_device_notice_is_worded_in_each_language(
        qapp: Any, english_afterwards: Any, language: str, start: str) -> None:
    from studdesk.gui.text.i18n import install_language

    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    assert session.notice_line("slow_device", None, "Ewa", seconds=5) == ENGLISH
    assert session.notice_line("slow_device", None, "Ewa") == ""  # no seconds: nothing to say
    assert install_language(language)
    line = session.notice_line("slow_device", None, "Ewa", seconds=5)
    assert line.startswith(start) and line.count("5") == 2


def test_the_dealer_log_shows_the_slow_device_line(qtbot: Any, settings: Any,
                                                   tmp_path: Path) -> None:
    host = StandInHost({"p2": 2, "p3": 3})
    session = FedSession("127.0.0.1", 0, "p2", seats=[(2, "p2")], settings=None)
    session.client = _Feed(host.clients["p2"])  # type: ignore[assignment]
    window = MainWindow(settings)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen, True)
    window.resize(1280, 800)
    window.show()
    tw = window.open_session(session)
    session._got_notice(P.Notice(code="slow_device", name="Ewa", seat=3, seconds=5))
    qtbot.waitUntil(lambda: any(ENGLISH in line for line in tw.feed.dealer_log.texts()),
                    timeout=10_000)
    image = window.grab().toImage()
    path = tmp_path / "slow-device.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    out = Path("/tmp/tslow")
    if out.is_dir():  # to look at
        image.save(str(out / "slow-device.png"))
    session.client = None
    window.close_table()

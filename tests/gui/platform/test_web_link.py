"""The host's window and the web table: the Host dialog's *Let phones and browsers join*, the
host menu's *Phones and browsers…* with the link and its QR code (segno), on a real host."""

from __future__ import annotations

from net.host import HostOptions, HostThread
from studdesk.gui.lobby.host_dialog import HostDialog
from studdesk.gui.platform.web_link import WebLinkDialog, qr_image
from studdesk.gui.session.net_session import web_urls


def test_the_host_dialog_offers_the_web_table(qtbot) -> None:
    dialog = HostDialog("Ann")
    qtbot.addWidget(dialog)
    assert dialog.web.text() == "Let phones and browsers join"
    assert dialog.table_settings().web is False
    dialog.web.setChecked(True)
    assert dialog.table_settings().web is True


def test_a_qr_code_is_drawn_for_the_link(qapp) -> None:
    small = qr_image("http://192.168.1.20:47480/", scale=4)
    assert not small.isNull() and small.width() == small.height()
    # version 2 (25 modules) plus a quiet zone of 4 on each side, 4 pixels a module
    assert small.width() == (25 + 8) * 4
    corner = small.pixelColor(4 * 4 + 1, 4 * 4 + 1)  # a finder pattern's dark corner
    quiet = small.pixelColor(1, 1)
    assert corner.lightness() < 50 and quiet.lightness() > 200
    longer = qr_image("http://192.168.100.200:47480/?table=" + "x" * 60, scale=4)
    assert longer.width() > small.width()


def test_the_host_menus_dialog_shows_the_served_link(qtbot) -> None:
    class Hosting:  # what web_urls reads of a hosting session
        host: HostThread | None = None

    session = Hosting()
    assert web_urls(session) == []
    session.host = HostThread(HostOptions(name="Web"), web=("127.0.0.1", 0))
    session.host.start()
    try:
        urls = web_urls(session)
        port = session.host.call(lambda t: t.web.port)
        assert urls == [f"http://127.0.0.1:{port}/"]
        dialog = WebLinkDialog(urls)
        qtbot.addWidget(dialog)
        assert dialog.link.text() == urls[0]
        assert not dialog.code.pixmap().isNull()
        assert dialog.title.text() == "Phones and browsers"
    finally:
        session.host.stop()

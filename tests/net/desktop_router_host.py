"""A table hosted from the desktop with the Host dialog's router box ticked, in a process of its
own so that tests/net/test_invite_netns.py runs it inside the home network's namespace.

The real window (offscreen Qt) is driven as a person would drive it: *Host a table* in the
lobby, the Host dialog filled in (a table name, one computer player, *Open my router for
friends in other houses* ticked, and ``RELAY`` in the *Relay* field when given) and OK'd. The
window then hosts on every interface at ``PORT`` and keeps its data (journal, invite.txt) in
``FOLDER``. It prints

- ``INVITE <code>`` once the table's invite holds a way in from outside (the router's mapped
  address or the relay);
- ``SHOT <path>`` once the host menu's *Invite a friend…* dialog is rendered to ``PNG``, then
  ``ROUTE <line>`` for each line of the ways to the table the dialog lists;
- ``CLOSED`` after the window was closed (when ``FOLDER/close`` appears) and its table ended.

The host's own seat sits out (nobody clicks in this window; a hand dealt to it before that is
checked or called down), so the computer player and the friend play.

    python -m tests.net.desktop_router_host FOLDER PORT PNG [RELAY]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from net.invite import Route, parse_invite
    from studdesk.gui.app import MainWindow, create_application
    from studdesk.gui.lobby.host_dialog import HostDialog
    from studdesk.gui.platform.invite_dialog import InviteDialog
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.session.net_session import NetSession
    from studdesk.gui.session.setup import NetworkPlaces, Pace
    from tests.gui.nethelpers import PASSIVE

    folder, port, png = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    relay = sys.argv[4] if len(sys.argv) > 4 else ""
    app = create_application([])
    settings = Settings(Path(tempfile.mkdtemp()) / "studdesk.ini")
    settings.set_value("animation_speed", "off")
    settings.set_value("sound", False)
    settings.set_value("player_name", "Hostess")
    # The desktop's places (NetworkPlaces.lan) but no mDNS: the namespaces have no multicast
    window = MainWindow(settings, pace=Pace(hand_pause=0.2, think_ms=0, timer=None),
                        network=NetworkPlaces("0.0.0.0", port, (), (), folder))
    window.show()
    state = {"invite": "", "shot": False, "closing": False}

    def fill_host_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, HostDialog):
            QTimer.singleShot(50, fill_host_dialog)
            return
        dialog.table_name.setText("Desk table")
        dialog.seats.setValue(4)
        dialog.bots.setValue(1)
        dialog.open_router.setChecked(True)
        dialog.relay.setText(relay)
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    def session() -> NetSession | None:
        table = window.table_window
        found = table.session if table is not None else None
        return found if isinstance(found, NetSession) else None

    def follow() -> None:
        if state["closing"]:
            return
        now = session()
        if now is not None and not state["invite"] and now.invite_code:
            routes = {a.route for a in parse_invite(now.invite_code).addresses}
            if routes & {Route.MAPPED, Route.RELAY}:
                state["invite"] = now.invite_code
                now.sit_out(4)  # start_hosting seats the host at min(5, seats)
                print(f"INVITE {now.invite_code}", flush=True)
                QTimer.singleShot(0, show_invite)
        answer()
        if (folder / "close").exists():
            state["closing"] = True
            window.close()  # as the window's close button: the table ends with it

    def answer() -> None:  # a hand dealt before the seat sat out: check or call it down
        table = window.table_window
        if table is None:
            return
        bar = table.action_bar
        if bar.buttons and bar.pages.currentIndex() == bar.PAGE_BUTTONS:
            for kind in PASSIVE:
                button = bar.button_for(kind)
                if button is not None:
                    button.click()
                    break

    def show_invite() -> None:
        """The host menu's *Invite a friend…*, as a click on it opens it (modal)."""
        table = window.table_window
        assert table is not None
        menu = table.host_menu
        menu.aboutToShow.emit()  # the menu fills itself as it opens
        item = next(a for a in menu.actions() if a.text() == "Invite a friend…")
        QTimer.singleShot(200, shoot)
        item.trigger()

    def shoot() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, InviteDialog):
            QTimer.singleShot(50, shoot)
            return
        dialog.grab().save(str(png))
        print(f"SHOT {png}", flush=True)
        for line in dialog.routes.text().splitlines():
            print(f"ROUTE {line}", flush=True)
        dialog.reject()

    clock = QTimer()
    clock.timeout.connect(follow)
    clock.start(100)
    QTimer.singleShot(0, fill_host_dialog)
    QTimer.singleShot(0, window.lobby.host_button.click)
    code = app.exec()
    window.wait_closed(10.0)
    print("CLOSED", flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main())

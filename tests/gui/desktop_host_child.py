"""A table hosted from the desktop, in a process of its own so that a test can kill it
(SIGKILL): the real window (offscreen Qt) hosts what the Host dialog would choose, a cash game
of dealer's choice of all eight games with *Let phones and browsers join*, and prints
``PORTS <table port> <web port>`` once both listen. The host's own seat sits out (nobody clicks
in this window; a hand it was dealt before that is checked or called down); two computer
players and a phone play.

    python -m tests.gui.desktop_host_child FOLDER NAME
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from net.formats import DealersChoice, TableFormat
from studdesk.engine.config import CASINO_VARIANTS, HOME_GAMES, GameConfig, Variant

SEATS = 4
HOST_SEAT = min(5, SEATS)  # where start_hosting seats the host
TIMER_S, BANK_S = 12, 45
# Every game the desktop offers (the Host dialog's list): the games of a secret choice
# (CHOICE_GAMES) stay out until the desktop table and the phone page can show the choice.
ALL_GAMES = (*CASINO_VARIANTS, *HOME_GAMES)
HANDS_PER_ROUND = 2


def table_format() -> TableFormat:
    return TableFormat(dealers_choice=DealersChoice(ALL_GAMES, hands_per_round=HANDS_PER_ROUND))


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from studdesk.gui.app import MainWindow
    from studdesk.gui.platform.settings import Settings
    from studdesk.gui.session.net_session import NetSession, web_urls
    from studdesk.gui.session.setup import HostSettings, NetworkPlaces, Pace
    from tests.gui.nethelpers import PASSIVE

    folder, name = Path(sys.argv[1]), sys.argv[2]
    app = QApplication([])
    settings = Settings(Path(tempfile.mkdtemp()) / "studdesk.ini")
    settings.set_value("animation_speed", "off")
    settings.set_value("sound", False)
    settings.set_value("player_name", "Hostess")
    window = MainWindow(settings, pace=Pace(hand_pause=0.05, think_ms=0, timer=None),
                        network=NetworkPlaces("127.0.0.1", 0, (), (), folder))
    window.show()
    table = window.host_table(HostSettings(
        name=name, config=GameConfig.preset(Variant.STUD, 200), seats=SEATS, bots=2,
        bot_level="easy", action_timer_s=TIMER_S, time_bank_s=BANK_S, password="",
        approve_joins=False, format=table_format(), web=True))
    session = table.session
    assert isinstance(session, NetSession)

    def report() -> None:
        urls = web_urls(session)
        host = session.host
        if not urls or host is None or host.table is None:
            QTimer.singleShot(50, report)
            return
        session.sit_out(HOST_SEAT)
        web = urls[0].rstrip("/").rsplit(":", 1)[1]
        print(f"PORTS {host.port} {web}", flush=True)

    def answer() -> None:  # a hand dealt before the seat sat out: check or call it down
        picker = table.format_bar
        if picker.choice is not None:  # asked to choose before sitting out: keep the game
            picker.choose(picker.choice.current)
        bar = table.action_bar
        if bar.buttons and bar.pages.currentIndex() == bar.PAGE_BUTTONS:
            # (PASSIVE ends with Baseball's buy: a decision left to the clock would hold the
            # table for the timer and the whole bank)
            for kind in PASSIVE:
                button = bar.button_for(kind)
                if button is not None:
                    button.click()
                    break

    clicker = QTimer()
    clicker.timeout.connect(answer)
    clicker.start(100)
    QTimer.singleShot(50, report)
    app.exec()


if __name__ == "__main__":
    main()

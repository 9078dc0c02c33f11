"""``studdesk history --gui`` and ``studdesk view``: the history browser or the replayer in an
application of their own. Apart from :mod:`.browser` so that the browser never imports the
main window's module (which opens the browser from the lobby)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from studdesk.gui.app import create_application
from studdesk.gui.history.browser import HistoryBrowser, open_view
from studdesk.gui.platform.settings import Settings
from studdesk.gui.text.i18n import install_language


def run_history(paths: Sequence[str | Path]) -> int:
    """Open the history browser on ``paths`` (a window of its own); the exit code."""
    app = create_application([])
    install_language(Settings()["language"])
    window = HistoryBrowser(paths)
    window.show()
    return app.exec()


def run_view(path: str | Path) -> int:
    """``studdesk view``: :func:`~.browser.open_view` in an application of its own."""
    app = create_application([])
    install_language(Settings()["language"])
    window = open_view(path)
    window.show()
    return app.exec()


__all__ = ["run_history", "run_view"]

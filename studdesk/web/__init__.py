"""The browser seat's page: ``index.html``, ``style.css``, ``app/*.js`` and ``vendor/``, served to
phones by the host's web shell (:mod:`net.web`); ``app/messages.js`` and ``app/words.js`` are
written from the Python by ``python -m net.web_messages``. The page's own logic is tested under
node in ``tests/`` (not shipped); the Python tests of the seat are ``tests/web/``.

The files are package data of this package, found with :mod:`importlib.resources` in each way
StudDesk runs: a checkout, an installed wheel (pyproject.toml's package-data), and a PyInstaller
bundle (the spec copies the page to ``studdesk/web`` in the bundle, where PyInstaller's resource
reader looks for this package's files). Standard library only.

>>> (page_root() / "index.html").is_file()
True
"""

from __future__ import annotations

import importlib.resources
from functools import cache
from pathlib import Path

__all__ = ["page_root"]


@cache
def page_root() -> Path:
    """The folder of the page's files; raises ``FileNotFoundError`` when they are missing or
    not a folder on disk (say, a zipped install), since the web shell serves files."""
    root = importlib.resources.files(__name__)
    if not isinstance(root, Path):
        raise FileNotFoundError(f"the web table's page is not a folder on disk: {root}")
    if not (root / "index.html").is_file():
        raise FileNotFoundError(f"the web table's page is missing: no index.html in {root}")
    return root

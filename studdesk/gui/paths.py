"""Where the GUI finds StudDesk's data files (card art, chips, icons, translations, sounds).

This is the GUI's stand-in for ``studdesk/resources.py``, which the packaging work provides with
the same function; when that module is on this branch, this one becomes a re-export of it.

One override exists for development and tests: the environment variable ``STUDDESK_RESOURCES``
names a ``resources/`` folder to use instead of the bundled or checked-out one, e.g.::

    STUDDESK_RESOURCES=/work/wt-art/resources studdesk shots /tmp/shots

Without it the folder is looked up in this order: a PyInstaller bundle (``sys._MEIPASS``),
then the source tree (``<checkout>/resources``).

>>> resource_path("cards", "classic", "As.svg").name
'As.svg'
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = ["ENV_VAR", "resource_path", "resources_root"]

ENV_VAR = "STUDDESK_RESOURCES"
_FOLDER = "resources"


def resources_root() -> Path:
    """The resources folder (it may not exist yet: art falls back to drawing, see ``art``)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / _FOLDER
    return Path(__file__).resolve().parent.parent.parent / _FOLDER


def resource_path(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``resource_path("cards", "classic", "As.svg")``.

    Returned whether or not it exists; callers test ``.is_file()`` for optional files.
    """
    return resources_root().joinpath(*parts)

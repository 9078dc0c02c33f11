"""Where the GUI finds StudDesk's data files (card art, chips, icons, translations, sounds).

The lookup itself is :mod:`studdesk.resources` (a bundle, a checkout or an installed wheel).
The GUI adds one override, for development and tests: the environment variable
``STUDDESK_RESOURCES`` names a ``resources/`` folder to use instead of the bundled or
checked-out one, e.g.::

    STUDDESK_RESOURCES=~/art-branch/resources studdesk shots /tmp/shots

>>> resource_path("cards", "classic", "As.svg").name
'As.svg'
"""

from __future__ import annotations

import os
from pathlib import Path

from studdesk import resources

__all__ = ["ENV_VAR", "resource_path", "resources_root"]

ENV_VAR = "STUDDESK_RESOURCES"


def resources_root() -> Path:
    """The resources folder (it may not exist yet: art falls back to drawing, see ``art``)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    return resources.resources_root()


def resource_path(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``resource_path("cards", "classic", "As.svg")``.

    Returned whether or not it exists; callers test ``.is_file()`` for optional files.
    """
    return resources_root().joinpath(*parts)

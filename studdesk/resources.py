"""Where StudDesk's data files are: card art, icons, sounds, translations.

The files live in ``resources/`` at the repository root. One helper finds that folder in each of
the three ways StudDesk runs:

1. a PyInstaller bundle: ``sys._MEIPASS/resources`` (the spec copies the folder there);
2. a source checkout (``./run.sh``, ``python -m studdesk``): ``<checkout>/resources``;
3. an installed wheel (pip, pipx): the package ``studdesk_resources``, which pyproject.toml maps
   onto the same folder.

Standard library only: the engine, the host and the command line may use it without Qt.

>>> resource_path("icons", "studdesk.svg").name
'studdesk.svg'
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path

__all__ = ["resource_path", "resources_root"]

_PACKAGE = "studdesk_resources"
_FOLDER = "resources"


@cache
def resources_root() -> Path:
    """The folder that holds the data files; raises ``FileNotFoundError`` when there is none."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle is not None:
        return Path(bundle) / _FOLDER
    # A checkout is recognised by its pyproject.toml next to resources/, so that an installed
    # studdesk never picks up some other distribution's top-level "resources" folder.
    checkout = Path(__file__).resolve().parent.parent
    if (checkout / _FOLDER).is_dir() and (checkout / "pyproject.toml").is_file():
        return checkout / _FOLDER
    import importlib.resources  # only an installed wheel needs it (not the lobby's start-up)

    try:
        installed = importlib.resources.files(_PACKAGE)
    except ModuleNotFoundError:
        raise FileNotFoundError(
            f"StudDesk's resources are missing: no {_FOLDER}/ beside {checkout} and no installed "
            f"package {_PACKAGE!r}"
        ) from None
    if isinstance(installed, Path):
        return installed
    raise FileNotFoundError(f"StudDesk's resources are not a folder on disk: {installed}")


def resource_path(*parts: str) -> Path:
    """The path of a data file or folder, e.g. ``resource_path("cards", "As.svg")``.

    The path is returned whether or not the file exists, so callers can test ``.is_file()``
    for optional files such as sounds.
    """
    return resources_root().joinpath(*parts)

"""PHH files on disk: list a folder of hands fast, without replaying them.

The engine reads and replays PHH text (:mod:`studdesk.engine.phh`); this module does the file
system part. A history browser lists a folder with :func:`list_folder` (10,000 files in about
two seconds, ``tests/bench/bench_phh.py``) and replays only the hand the user opens.
"""

from __future__ import annotations

import os

from studdesk.engine.phh import HandHeader, header_of_text


def read_text(path: str | os.PathLike[str]) -> str:
    """The file's text (UTF-8). :class:`OSError` or :class:`UnicodeDecodeError` when it cannot
    be read."""
    with open(path, "rb") as f:
        return f.read().decode("utf-8")


def read_header(path: str | os.PathLike[str]) -> HandHeader:
    """The list entry of one file; never raises: a file that cannot be read gets ``error``."""
    name = os.fspath(path)
    try:
        text = read_text(name)
    except (OSError, UnicodeDecodeError) as exc:
        return HandHeader(name, error=f"cannot read the file: {exc}")
    return header_of_text(text, name)


def list_folder(folder: str | os.PathLike[str], *, suffix: str = ".phh") -> list[HandHeader]:
    """Every ``*.phh`` file in ``folder`` (not its subfolders) as list entries, sorted by file
    name. Files that cannot be read or are not stud hands are listed with their ``error``."""
    base = os.fspath(folder)
    with os.scandir(base) as entries:
        names = sorted(e.name for e in entries if e.name.endswith(suffix) and e.is_file())
    return [read_header(os.path.join(base, name)) for name in names]


__all__ = ["list_folder", "read_header", "read_text"]

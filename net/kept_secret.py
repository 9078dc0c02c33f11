"""A secret the host keeps in its data directory across restarts (its host-control token, its
relay room's secret): read back when it is there and well formed, else drawn anew and written
readable by the user only. Without a data directory a fresh one is drawn each time."""

from __future__ import annotations

import contextlib
import logging
import os
import re
from collections.abc import Callable
from pathlib import Path

log = logging.getLogger(__name__)


def kept_secret(data_dir: str | os.PathLike[str] | None, name: str, what: str,
                pattern: re.Pattern[str], draw: Callable[[], str]) -> str:
    """The secret in ``<data_dir>/<name>`` if it matches ``pattern``; else one from ``draw()``,
    written there first (mode 0600). ``what`` names it in the warning a bad file gets."""
    if data_dir is None:
        return draw()
    path = Path(data_dir) / name
    try:
        secret = path.read_text(encoding="ascii").strip()
    except FileNotFoundError:
        pass
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("the %s in %s does not read (%s); writing a new one", what, path, exc)
    else:
        if pattern.fullmatch(secret):
            return secret
        log.warning("the %s in %s is not one; writing a new one", what, path)
    secret = draw()
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as f:
        f.write(secret + "\n")
    with contextlib.suppress(OSError):
        path.chmod(0o600)
    return secret

"""The identities of the tables this desktop connected to by address (net/tls.py's
fingerprints), so that a later connection to the same address refuses another machine.

The first connection to an address remembers the fingerprint its host showed (trust on first
use, as SSH's known hosts); later connections pin it, and one whose certificate differs is
refused. An invite or an mDNS record names the fingerprint itself, and a connection through it
remembers that one (the host's own word wins over what was remembered). One small JSON file
beside the settings; at most :data:`KEEP` addresses (the oldest forgotten first). A file that
does not read is treated as empty: the next connection is a first one again.

>>> import tempfile
>>> known = KnownTables(Path(tempfile.mkdtemp()) / FILE_NAME)
>>> known.fingerprint("10.0.0.5", 47474) is None
True
>>> known.keep("10.0.0.5", 47474, "ab" * 32)
>>> known.fingerprint("10.0.0.5", 47474) == "ab" * 32
True
"""

from __future__ import annotations

import json
import logging
import os
import time
from pathlib import Path
from typing import Any

from net.tls import FINGERPRINT

log = logging.getLogger(__name__)

FILE_NAME = "known-tables.json"
KEEP = 64


def _key(address: str, port: int) -> str:
    return f"{address.lower()}:{port}"


class KnownTables:
    """Fingerprints by table address, in ``path`` (a JSON file)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError, RecursionError) as exc:
            log.warning("the known tables in %s do not read (%s); starting afresh",
                        self.path, exc)
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, dict)
                and isinstance(v.get("fp"), str) and FINGERPRINT.fullmatch(v["fp"])}

    def fingerprint(self, address: str, port: int) -> str | None:
        """The fingerprint remembered for ``address:port`` (None: never connected)."""
        entry = self._read().get(_key(address, port))
        return str(entry["fp"]) if entry is not None else None

    def keep(self, address: str, port: int, fingerprint: str) -> None:
        """Remember ``fingerprint`` for ``address:port``."""
        if not FINGERPRINT.fullmatch(fingerprint):
            raise ValueError("not a fingerprint")
        data = self._read()
        data[_key(address, port)] = {"fp": fingerprint, "saved": time.time()}
        if len(data) > KEEP:
            oldest = sorted(data, key=lambda k: float(data[k].get("saved") or 0))
            for k in oldest[:len(data) - KEEP]:
                del data[k]
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(data, indent=1), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as exc:
            log.warning("cannot keep the table's identity in %s: %s", self.path, exc)

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

import logging
import time
from pathlib import Path

from net.tls import FINGERPRINT
from studdesk.gui.platform.kept_file import Entries, bounded, read_entries, write_entries

log = logging.getLogger(__name__)

FILE_NAME = "known-tables.json"
KEEP = 64


def _key(address: str, port: int) -> str:
    return f"{address.lower()}:{port}"


class KnownTables:
    """Fingerprints by table address, in ``path`` (a JSON file)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _read(self) -> Entries:
        return read_entries(self.path, "known tables",
                            lambda v: isinstance(v.get("fp"), str)
                            and FINGERPRINT.fullmatch(v["fp"]) is not None)

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
        try:
            write_entries(self.path, bounded(data, KEEP))
        except OSError as exc:
            log.warning("cannot keep the table's identity in %s: %s", self.path, exc)

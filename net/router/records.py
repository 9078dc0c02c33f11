"""What a router granted (:class:`PortMapping`), what is kept of it in the data directory
(:class:`MappingRecord`), and the one error every way of mapping raises (:class:`MappingError`)."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Final, Literal

from net.router.addresses import is_public

Method = Literal["UPnP", "PCP", "NAT-PMP"]
METHODS: Final[tuple[Method, ...]] = ("UPnP", "PCP", "NAT-PMP")
RECORD_FILE: Final = "router-mapping.json"
"""The mapping this data directory's host holds, kept so that the next start can remove it when
the host died without closing it."""


class MappingError(Exception):
    """The router would not map the port (or could not be found); the message says why in a
    few words, for one line on the host's console."""


@dataclass(frozen=True)
class PortMapping:
    """A TCP port the router forwards to the table: friends connect to
    ``external_address:external_port`` and reach ``internal_address:internal_port``."""

    method: Method
    external_address: str
    external_port: int
    internal_address: str
    internal_port: int
    lease: int  # seconds granted; 0: until deleted (a router that only keeps permanent ones)
    router: str  # the router's address (UPnP: its control URL)
    connected: bool = True  # False: the router (UPnP) calls its own outside link not connected

    @property
    def public(self) -> bool:
        """Whether friends outside the provider's network can reach it: a public outside
        address (:func:`net.router.addresses.is_public`) on a router that says it is
        connected."""
        return self.connected and is_public(self.external_address)

    @property
    def address(self) -> tuple[str, int]:
        """(host, port) for the invite."""
        return self.external_address, self.external_port

    def label(self) -> str:
        return f"{self.external_address}:{self.external_port}"


@dataclass(frozen=True)
class MappingRecord:
    """What the data directory keeps of a mapping it holds (:data:`RECORD_FILE`)."""

    method: Method
    router: str
    external_port: int
    internal_address: str
    internal_port: int
    description: str
    nonce: str = ""  # PCP's mapping nonce (hex): the router deletes a mapping only with it

    @classmethod
    def of(cls, mapping: PortMapping, description: str, nonce: str = "") -> MappingRecord:
        return cls(method=mapping.method, router=mapping.router,
                   external_port=mapping.external_port,
                   internal_address=mapping.internal_address,
                   internal_port=mapping.internal_port, description=description, nonce=nonce)

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / RECORD_FILE
        part = path.with_suffix(".part")
        part.write_text(json.dumps(asdict(self)) + "\n", encoding="utf-8")
        os.replace(part, path)

    @classmethod
    def load(cls, folder: Path) -> MappingRecord | None:
        """The kept record; None when there is none or it does not read (it is then only a
        stale hint, and a damaged one is worth nothing)."""
        try:
            data = json.loads((folder / RECORD_FILE).read_text(encoding="utf-8"))
            record = cls(method=data["method"], router=str(data["router"]),
                         external_port=int(data["external_port"]),
                         internal_address=str(data["internal_address"]),
                         internal_port=int(data["internal_port"]),
                         description=str(data["description"]), nonce=str(data.get("nonce", "")))
        except (OSError, ValueError, KeyError, TypeError):
            return None
        return record if record.method in METHODS else None

    @staticmethod
    def forget(folder: Path) -> None:
        (folder / RECORD_FILE).unlink(missing_ok=True)

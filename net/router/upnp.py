"""One TCP port mapping by UPnP-IGD, through the ``miniupnpc`` library (its PyPI wheel).

Every call blocks: discovery waits ``discover_ms`` for the routers' SSDP answers, and each
action is a SOAP request to the router; the mapper runs them in a thread. miniupnpc raises a
bare ``Exception`` with the UPnP error's text; here it becomes :class:`MappingError`.
"""

from __future__ import annotations

from typing import Any, Final

from net.router.records import MappingError, PortMapping

DISCOVER_MS: Final = 2000
ENTRIES_SCANNED: Final = 128  # the router's table is read this far looking for stale mappings


def _miniupnpc() -> Any:
    try:
        import miniupnpc
    except ImportError as exc:  # the wheel is a dependency; a source checkout may lack it
        raise MappingError(f"UPnP needs the miniupnpc package ({exc})") from None
    return miniupnpc


class Upnp:
    """The Internet Gateway Device found on the LAN."""

    method: Final = "UPnP"

    def __init__(self, discover_ms: int = DISCOVER_MS) -> None:
        upnp = _miniupnpc().UPnP()
        upnp.discoverdelay = discover_ms
        try:
            if not upnp.discover():
                raise MappingError("UPnP: no router answered")
            self.control_url = str(upnp.selectigd())
        except MappingError:
            raise
        except Exception as exc:
            raise MappingError(f"UPnP: {_text(exc, 'no router answered')}") from None
        self._u = upnp
        self.lan_address = str(upnp.lanaddr)

    def status(self) -> str:
        """The router's connection status ("Connected", "Disconnected", ...; "" unknown)."""
        try:
            return str(self._u.statusinfo()[0])
        except Exception:
            return ""

    def external_address(self) -> str:
        try:
            return str(self._u.externalipaddress())
        except Exception as exc:
            raise MappingError(f"UPnP: no outside address ({_text(exc)})") from None

    def add(self, external_port: int, internal_port: int, description: str, lease: int) -> int:
        """Map TCP ``external_port`` to this machine's ``internal_port``; the lease granted
        (a router that keeps only permanent mappings is asked again with 0)."""
        try:
            self._u.addportmapping(external_port, "TCP", self.lan_address, internal_port,
                                   description, "", lease)
        except Exception as exc:
            if lease and "Permanent" in str(exc):  # 725 OnlyPermanentLeasesSupported
                return self.add(external_port, internal_port, description, 0)
            raise MappingError(f"UPnP: port {external_port}: {_text(exc)}") from None
        return lease

    def map(self, internal_port: int, external_port: int, lifetime: int, description: str
            ) -> PortMapping:
        granted = self.add(external_port, internal_port, description, lifetime)
        try:
            outside = self.external_address()
        except MappingError:
            self.delete(external_port)  # half-way: take back what was made
            raise
        status = self.status()  # "" when the router does not say: taken as connected
        return PortMapping(method="UPnP", external_address=outside, external_port=external_port,
                           internal_address=self.lan_address, internal_port=internal_port,
                           lease=granted, router=self.control_url,
                           connected=status in ("", "Connected"))

    def delete(self, external_port: int) -> None:
        try:
            self._u.deleteportmapping(external_port, "TCP")
        except Exception as exc:
            raise MappingError(f"UPnP: deleting port {external_port}: {_text(exc)}") from None

    def entry(self, external_port: int) -> tuple[str, int, str] | None:
        """(internal address, internal port, description) of the TCP mapping on
        ``external_port``; None when there is none."""
        try:
            found = self._u.getspecificportmapping(external_port, "TCP")
        except Exception:
            return None
        if not found:
            return None
        return str(found[0]), int(found[1]), str(found[2])

    def entries(self) -> list[tuple[int, str, int, str]]:
        """The router's TCP mappings as (external port, internal address, internal port,
        description), the first :data:`ENTRIES_SCANNED` of them."""
        out = []
        for index in range(ENTRIES_SCANNED):
            try:
                found = self._u.getgenericportmapping(index)
            except Exception:
                break
            if not found:
                break
            port, protocol, (client, internal), description = found[:4]
            if str(protocol).upper() == "TCP":
                out.append((int(port), str(client), int(internal), str(description)))
        return out


# miniupnpc's words for a failed exchange, and what they mean to a host
PLAIN: Final = {"Miniupnpc HTTP error": "the router does not answer",
                "Miniupnpc Socket error": "the router cannot be reached",
                "Miniupnpc Unknown Error": "the router's answer was not understood",
                "Miniupnpc Invalid Arguments": "the router refused the request as invalid",
                # discover() finding nothing raises the text of error 0; selectigd() no IGD
                "Success": "no router answered",
                "No UPnP device discovered": "no router answered"}


def _text(exc: BaseException, default: str = "failed") -> str:
    text = str(exc).strip() or default
    return PLAIN.get(text, text)

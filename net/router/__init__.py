"""Opening the table's port on the home router: UPnP-IGD (miniupnpc), else PCP or NAT-PMP (a
small client of our own over UDP 5351). :class:`RouterMapper` maps, renews, and deletes;
:meth:`RouterMapper.mapped_address` is the outside address friends connect to."""

from net import DEFAULT_LEASE, MIN_LEASE
from net.router.addresses import is_public
from net.router.mapper import (
    NOT_PUBLIC_LINE,
    RouterMapper,
    RouterOptions,
    parse_methods,
)
from net.router.records import METHODS, MappingError, PortMapping

__all__ = ["DEFAULT_LEASE", "METHODS", "MIN_LEASE", "NOT_PUBLIC_LINE", "MappingError",
           "PortMapping", "RouterMapper", "RouterOptions", "is_public", "parse_methods"]

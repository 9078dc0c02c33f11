"""The wire: protocol, host, client and discovery. The only package that imports msgpack and zeroconf."""

from typing import Final

DEFAULT_PORT: Final = 47474
"""The TCP port a table listens on unless told otherwise (zeroconf tells clients the real one).
Kept here, away from msgpack and zeroconf, so the command line can name it without loading them."""
DEFAULT_WEB_PORT: Final = 47480
"""The web table's port (net/web.py) when the host serves one and no other is given."""
DEFAULT_LEASE: Final = 3600
"""How long a router mapping (``host --open-router``, net/router) is asked for unless told."""
MIN_LEASE: Final = 60
"""The shortest lease ``--lease-seconds`` accepts: renewed every half lease, a shorter one would
keep the router busy for nothing (and some routers refuse short leases)."""

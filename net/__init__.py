"""The wire: protocol, host, client and discovery. The only package that imports msgpack and zeroconf."""

from typing import Final

DEFAULT_PORT: Final = 47474
"""The TCP port a table listens on unless told otherwise (zeroconf tells clients the real one).
Kept here, away from msgpack and zeroconf, so the command line can name it without loading them."""

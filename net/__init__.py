"""The wire: protocol, host, client and discovery. The only package that imports msgpack and zeroconf."""

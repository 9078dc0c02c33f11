"""A relay anyone can run, for a table its guests cannot reach directly.

``studdesk relay`` (:mod:`net.relay.server`) carries bytes between a host and its guests and
never holds a key (TLS is end to end through it); ``studdesk host --relay`` keeps the table registered
(:mod:`net.relay.agent`); a guest joins a room with :func:`net.relay.guest.open_relayed`. The
handshake is :mod:`net.relay.wire` and ``net/PROTOCOL.md``'s "The relay". This module stays
light (the command line reads its port without loading the wire).
"""

from typing import Final

DEFAULT_RELAY_PORT: Final = 47478
"""The port ``studdesk relay`` listens on unless told otherwise."""

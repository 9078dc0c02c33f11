"""What a step of the table core returns for its shell to carry out, and the refusal a handler
raises (:class:`HostError`, answered with an ``error`` frame)."""

from __future__ import annotations

from dataclasses import dataclass

from studdesk.bots import Bot
from studdesk.engine.views import TableView


@dataclass(frozen=True, slots=True)
class Send:
    """Write ``data`` (whole frames) to connection ``conn``."""

    conn: int
    data: bytes


@dataclass(frozen=True, slots=True)
class Close:
    """Close connection ``conn``: after flushing what was sent (a lingering close), or at once
    (``abort``). The shell calls :meth:`TableCore.connection_lost` when it is gone."""

    conn: int
    abort: bool = False


@dataclass(frozen=True, slots=True)
class AskBot:
    """Run ``bot.decide(view)`` off the event loop; feed the result back with
    :meth:`TableCore.bot_decided` (``request``)."""

    request: int
    seat: int
    bot: Bot
    view: TableView


@dataclass(frozen=True, slots=True)
class EndSession:
    """The host asked to end the session after this hand: the shell stops the table."""


Output = Send | Close | AskBot | EndSession


class HostError(Exception):
    """A request refused with an ``error`` frame (not fatal unless the code is)."""

    def __init__(self, code: str, message: str | None = None) -> None:
        super().__init__(code)
        self.code = code
        self.message = message

"""What a step writes (:class:`Outbox`): the frames and closes a step returns to its shell, the
one send path through each connection's protocol state, errors, broadcasts, the table lines held
back until the move they follow (``notices``), and the ledger.

A frame the protocol cannot carry is dropped and logged, never fatal to the table.

>>> from net.journal import Journal
>>> from net.table.options import HostOptions
>>> box = Outbox(TableState(HostOptions(), admin_token="t", journal=Journal(":memory:")))
>>> box.frame(P.Pong(nonce=7)) is not None, box.take()
(True, [])
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from net import protocol as P
from net.table.fanout import bounded_ledger
from net.table.outputs import Close, Output, Send
from net.table.seats import Conn
from net.table.state import TableState

log = logging.getLogger("net.table")


class Outbox:
    """The outputs of the step under way, over the shared :class:`TableState`."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.out: list[Output] = []
        self.notices: list[P.Notice] = []  # table lines that wait for the move they follow
        # The shell's hand for outputs it carries out before the step ends (None: every
        # output comes out at the end of the step, as the tests take them): see hand_over
        self.early: Callable[[list[Output]], None] | None = None

    def take(self) -> list[Output]:
        """The step's outputs, and a fresh list for the next step."""
        out, self.out = self.out, []
        return out

    def hand_over(self) -> None:
        """What the step made so far goes to the shell now when it takes outputs early
        (:attr:`early`), so that the frames of a hand's last move reach every connection
        before the hand's end is settled, journalled and revealed. The order of the frames is
        the same either way; without :attr:`early` nothing changes."""
        if self.early is not None and self.out:
            self.early(self.take())

    def append(self, output: Output) -> None:
        self.out.append(output)

    def frame(self, msg: P.HostMessage) -> bytes | None:
        """The frame of a typed record; ``None`` (logged) when the protocol cannot carry it."""
        try:
            return P.encode_message(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.TYPE, exc)
            return None

    def encode(self, msg: dict[str, Any]) -> bytes | None:
        """The frame of ``msg``; ``None`` (logged) when the protocol cannot carry it: a frame
        the host cannot send is dropped, never fatal to the table."""
        try:
            return P.encode_trusted(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.get("type"),
                      exc)
            return None

    def write(self, conn: Conn, data: bytes) -> None:
        if conn.closed or not data:
            return
        self.out.append(Send(conn.id, data))

    def send(self, conn: Conn, msg: P.HostMessage) -> None:
        if conn.closed or not conn.proto.may_send(msg.TYPE):
            return
        try:
            data = conn.proto.send(msg)
        except P.ProtocolError as exc:
            log.error("dropped a %r message the protocol cannot carry: %s", msg.TYPE, exc)
            return
        self.write(conn, data)

    def error(self, conn: Conn, code: str, message: str | None = None,
              *, fatal: bool | None = None) -> None:
        err = P.make_error(code, message, fatal=fatal)
        self.send(conn, err)
        if err.fatal:
            self.close(conn)

    def fatal(self, conn: Conn, code: str, message: str | None = None) -> None:
        if not conn.closed:
            self.error(conn, code, message, fatal=True)

    def close(self, conn: Conn, *, abort: bool = False) -> None:
        if conn.closed:
            return
        conn.closed = True
        self.out.append(Close(conn.id, abort))

    def broadcast(self, msg: P.HostMessage, *, everyone: bool = False) -> None:
        """``msg`` (a typed record, encoded once) to every follower, or ``everyone`` admitted."""
        frame = self.frame(msg)
        if frame is None:
            return
        table = self.table
        targets = ([c for c in table.conns.values() if c.player is not None] if everyone
                   else table.following())
        for conn in targets:
            if not conn.closed and conn.proto.state is P.State.OPEN:
                self.write(conn, frame)

    def tell_notices(self) -> None:
        """The table lines held back until the move they follow was sent (``sat_out``)."""
        notices, self.notices = self.notices, []
        for notice in notices:
            self.broadcast(notice, everyone=True)

    def send_ledger(self) -> None:
        """The ledger so far to every follower."""
        self.broadcast(P.Ledger(entries=tuple(bounded_ledger(self.table.journal.ledger_entries())),
                                final=False))

"""The client side of a table: a connection to a host, and the table model GUIs and bots read.

One module per job:

- :mod:`net.client.model`: :class:`ClientTable`, the table as one connection knows it (no I/O,
  no Qt), and its records (:class:`TurnInfo`, :class:`FinishedHand`, ...);
- :mod:`net.client.sending`: :class:`~net.client.sending.Sender`, one method per message a
  client sends;
- :mod:`net.client.connection`: :class:`Client`, the TCP connection (hello, listeners,
  reconnecting with the token, RULES.md C4);
- :mod:`net.client.liveness`: :class:`Liveness`, when to ping and when silence means a dead
  connection;
- :mod:`net.client.loop`: :class:`LoopThread`, an asyncio loop on its own thread for a program
  whose main thread runs Qt;
- :mod:`net.client.device`: :class:`~net.client.device.ClientDevice`, the connection's part in
  a deal nobody has to trust (net/TRUSTLESS.md § 11), which the model feeds every ``deal_*``
  message.

The model changes only by :meth:`ClientTable.apply`, one host message at a time:

>>> from net import protocol as P
>>> table = ClientTable()
>>> table.connection_state
<ConnectionState.CONNECTING: 'connecting'>
>>> summary = P.TableSummary(name="Kitchen", variant="stud", seats=8, ante=1, bring_in=1,
...                          small_bet=2, big_bet=4, buy_in=100)
>>> table.apply(P.Welcome(protocol=P.PROTOCOL_VERSION, token="t" * 24, client_id=3,
...                       table=summary, seats=(2,)), now=0.0)
>>> table.client_id, table.you, table.summary.name
(3, (2,), 'Kitchen')
>>> table.apply(P.ChatLine(sender="Ada", text="hi", client_id=1), now=0.0)
>>> [(line.sender, line.text) for line in table.chat]
[('Ada', 'hi')]
>>> table.view(2) is None  # no hand dealt yet
True
"""

from net.client.connection import (
    FINAL_CODES,
    KEEP_QUEUED,
    NOT_ENCRYPTED,
    WRONG_HOST,
    Client,
    JoinError,
    Listener,
    Unencrypted,
)
from net.client.liveness import Liveness
from net.client.loop import LoopThread
from net.client.model import (
    KEEP_CHAT,
    KEEP_HAND_EVENTS,
    KEEP_HANDS,
    KEEP_KNOCKS,
    KEEP_LOBBY,
    KEEP_LOG,
    KEEP_OPEN_HANDS,
    AnteQuestionInfo,
    Changes,
    ClientTable,
    ConnectionState,
    FinishedHand,
    PlayerInfo,
    ShowChanceInfo,
    ShowdownChoiceInfo,
    TimeBank,
    TurnInfo,
)
from net.client.sending import Sender

__all__ = [
    "FINAL_CODES", "NOT_ENCRYPTED", "WRONG_HOST", "Unencrypted", "KEEP_CHAT", "KEEP_HAND_EVENTS", "KEEP_HANDS", "KEEP_KNOCKS", "KEEP_LOBBY",
    "KEEP_LOG", "KEEP_OPEN_HANDS", "KEEP_QUEUED", "AnteQuestionInfo", "Changes", "Client",
    "ClientTable", "ConnectionState", "FinishedHand", "JoinError", "Listener", "Liveness",
    "LoopThread", "PlayerInfo", "Sender", "ShowChanceInfo", "ShowdownChoiceInfo", "TimeBank",
    "TurnInfo",
]

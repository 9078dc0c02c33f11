"""The GUI's one door to a table: :class:`TableSession`.

Whatever runs the table (a host on the network, or :class:`~studdesk.gui.dev_session.EngineSession`
in-process for development and tests) reaches the GUI only through these signals, all emitted on
the GUI thread, for each seat this connection holds (a hotseat connection holds several):

``view_changed(int seat, object view)``
    A fresh :class:`~studdesk.engine.views.TableView` as ``seat`` may see it (RULES.md H1). The
    table converges to the latest view after each animation batch; a view is the truth.
``event_received(int seat, object event_dict)``
    One censored engine event as plain data, ``event_to_dict(censor(event, seat))``: a dict with
    ``"type"`` (``"card_dealt"``, ``"action_taken"`` ...; ``"kind"`` is accepted too), cards as
    ``"As"``/``"??"``. Events drive the animations, in order.
``turn_started(int seat, int deadline_ms, object legal_actions)``
    ``seat`` is to act with ``deadline_ms`` left on its clock (RULES.md C1). ``legal_actions``
    is a tuple of :class:`~studdesk.engine.actions.LegalAction` for a seat this connection
    holds, and empty for anyone else's turn (the countdown ring still runs).
``chat_received(str sender, str text)``
    A chat line; the sender ``""`` marks a line from the table itself (joins, rebuys ...).
``hand_recorded(object record)``
    A :class:`HandRecord` after each hand: the PHH text and the fairness-check result.
``connection_lost(str reason)``
    The table is gone; ``reason`` is a sentence for the player.
``seat_status_changed(int seat, str status)``
    One of :data:`SEAT_STATUSES` for seats whose presence the table knows (sitting out C3,
    disconnected C4, empty).

and these calls:

``held_seats() -> tuple[int, ...]``, ``start()``, ``send_action(seat, legal_action)``,
``send_chat(text)``, ``close()``.

The network adapter (``NetSession``, wrapping ``net.client``) is the product's implementation;
see :func:`open_network_session`, the one integration point waiting for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from studdesk.engine.actions import LegalAction

SEAT_STATUSES = ("playing", "sitting_out", "disconnected", "empty")


@dataclass(frozen=True, slots=True)
class HandRecord:
    """What the table hands over when a hand ends (RULES.md H2).

    ``phh`` is the hand history as this connection may see it; ``fairness`` the sentence about
    the deck check (commit before the deal, reveal after); ``fairness_ok`` True when the
    revealed deck matched its commitment, False when it did not, None when nothing was checked.
    """

    hand: int
    phh: str
    fairness: str
    fairness_ok: bool | None = None


class TableSession(QObject):
    """A table as one client sees it; subclasses connect it to something that runs hands."""

    view_changed = Signal(int, object)
    event_received = Signal(int, object)
    turn_started = Signal(int, int, object)
    chat_received = Signal(str, str)
    hand_recorded = Signal(object)
    connection_lost = Signal(str)
    seat_status_changed = Signal(int, str)

    def held_seats(self) -> tuple[int, ...]:
        """The seats this connection plays (several in hotseat), lowest first."""
        raise NotImplementedError

    def start(self) -> None:
        """Begin delivering the table (connect, or deal the first hand)."""
        raise NotImplementedError

    def send_action(self, seat: int, action: LegalAction) -> None:
        """Play ``action`` (one of the legal actions last offered) for held ``seat``."""
        raise NotImplementedError

    def send_chat(self, text: str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        """Leave the table; no signal is emitted afterwards."""


class NetworkUnavailableError(RuntimeError):
    """The network client is not part of this build yet."""


def open_network_session(address: str, port: int, *, name: str, password: str = "",
                         seats: int = 1) -> TableSession:
    """INTEGRATION POINT for ``net.client``: return a ``NetSession`` connected to the host.

    ``NetSession(TableSession)`` is to wrap ``net.client``: run its asyncio loop off the GUI
    thread and re-emit, through queued signals, ``view_from_dict(table)`` as ``view_changed``,
    each ``event`` message's map as ``event_received``, ``turn`` as ``turn_started`` (its
    ``actions`` turned into :class:`LegalAction`), ``chat`` as ``chat_received``, ``reveal``
    checked against ``commit`` plus the PHH as ``hand_recorded``, and a closed connection as
    ``connection_lost``; ``send_action`` becomes an ``act`` message. Until then this raises.
    """
    raise NetworkUnavailableError(
        "network play is not in this build yet (net.client has not landed)")


def start_hosting(settings: object, *, name: str) -> TableSession:
    """INTEGRATION POINT for ``net.host``: start a host with the Host dialog's settings
    (:class:`~studdesk.gui.host_dialog.HostSettings`) on this machine and return the host's own
    ``NetSession`` to it (loopback), seated as ``name``. Hotseat and solo games are to take the
    same road (a loopback host with several seats held by one connection, STYLE.md 6); until the
    host lands they run in :class:`~studdesk.gui.dev_session.EngineSession`. Raises until then.
    """
    raise NetworkUnavailableError(
        "hosting is not in this build yet (net.host has not landed)")

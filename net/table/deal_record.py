"""A hand of a table nobody deals, as the host keeps it afterwards (net/TRUSTLESS.md § 8): the
deal's transcript with the layout that ties the hand history's cards to deck positions
(:class:`DealRecord`, one msgpack map: in the journal and in the ``.deal.msgpack`` file the
history export writes beside each hand's ``.phh``), and the host's own PHH of such a hand
(:func:`host_phh`: another device's down cards nobody opened are ``????``).

The record holds nothing the host's own hand history does not show: the tokens the host
relayed or made (never a device's own share of a card dealt to it unless that card was shown,
nor any token for a burned or undealt card), so the cards it opens are exactly the up cards, the
shown cards and the host's own seats' down cards, and no file the host writes holds the deck's
order (the host never knows it).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

import msgpack

from net.trustless import HandTranscript, TrustlessError
from studdesk.engine.hand import Hand
from studdesk.engine.phh import export_hand
from studdesk.engine.visibility import Viewer

#: The version of the deal record's own keys (``layout``, ``owners``); the transcript inside
#: keeps its own ``v`` (net/trustless/hand.py's TRANSCRIPT_VERSION).
DEAL_RECORD_VERSION = 1
#: What the history export adds to a hand's file name for its deal record:
#: ``session001-hand00007.phh`` and ``session001-hand00007.deal.msgpack``.
DEAL_SUFFIX = ".deal.msgpack"

Placed = tuple[int, int | None, bool]
"""One deck position the hand dealt: (position, seat or None for a burn, face up)."""


@dataclass(frozen=True)
class DealRecord(HandTranscript):
    """The hand's :class:`~net.trustless.HandTranscript` (keys, shuffles with their proofs,
    every token the host relayed or made) and the table's part: ``layout``, every position the
    hand dealt in order (burns with seat None), and ``owners``, the device holding each seat.
    Which down cards were shown follows from the tokens (the owner's own token addressed to
    everyone)."""

    layout: tuple[Placed, ...] = ()
    owners: tuple[tuple[int, str], ...] = ()

    def transcript(self) -> HandTranscript:
        """The cryptographic part alone."""
        return HandTranscript(self.session, self.hand, self.keys, self.shuffles, self.tokens)

    def to_wire(self) -> dict[str, object]:
        return {**super().to_wire(), "deal": DEAL_RECORD_VERSION,
                "layout": [[p, s, up] for p, s, up in self.layout],
                "owners": [[seat, device] for seat, device in self.owners]}

    @classmethod
    def from_wire(cls, data: object) -> DealRecord:
        if not isinstance(data, dict) or not {"deal", "layout", "owners"} <= set(data):
            raise TrustlessError("a deal record is a transcript map with deal, layout and owners")
        rest = dict(data)
        version, layout, owners = rest.pop("deal"), rest.pop("layout"), rest.pop("owners")
        if type(version) is not int or version != DEAL_RECORD_VERSION:
            raise TrustlessError(f"deal record version {version!r} is not known")
        base = HandTranscript.from_wire(rest)
        return cls(**{f.name: getattr(base, f.name) for f in fields(HandTranscript)},
                   layout=_layout_from(layout), owners=_owners_from(owners))

    def to_bytes(self) -> bytes:
        packed: bytes = msgpack.packb(self.to_wire(), use_bin_type=True)
        return packed

    @classmethod
    def from_bytes(cls, data: bytes) -> DealRecord:
        """A record from its msgpack bytes; anything else is a :class:`TrustlessError`."""
        try:
            wire = msgpack.unpackb(data, raw=False, strict_map_key=True)
        except (ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError,
                msgpack.StackError, RecursionError) as exc:
            raise TrustlessError(f"it is not msgpack ({type(exc).__name__}: {exc})") from None
        return cls.from_wire(wire)


def _is_int(value: object) -> bool:
    return type(value) is int


def _layout_from(data: object) -> tuple[Placed, ...]:
    if not isinstance(data, list | tuple):
        raise TrustlessError("a deal record's layout is a list")
    out: list[Placed] = []
    for entry in data:
        if (not isinstance(entry, list | tuple) or len(entry) != 3 or not _is_int(entry[0])
                or not (entry[1] is None or _is_int(entry[1]))
                or not isinstance(entry[2], bool)):
            raise TrustlessError("a layout entry is [position, seat or nil, face up]")
        out.append((entry[0], entry[1], entry[2]))
    return tuple(out)


def _owners_from(data: object) -> tuple[tuple[int, str], ...]:
    if not isinstance(data, list | tuple):
        raise TrustlessError("a deal record's owners are a list")
    out: list[tuple[int, str]] = []
    for entry in data:
        if (not isinstance(entry, list | tuple) or len(entry) != 2 or not _is_int(entry[0])
                or not isinstance(entry[1], str)):
            raise TrustlessError("an owner entry is [seat, device]")
        out.append((entry[0], entry[1]))
    if len({seat for seat, _ in out}) != len(out):
        raise TrustlessError("a seat has two owners in the deal record")
    return tuple(out)


def layout_of(dealt: Iterable[Any]) -> tuple[Placed, ...]:
    """``(position, seat, face up)`` of each :class:`net.table.trustless.Dealt`."""
    return tuple((d.position, d.seat, d.face_up) for d in dealt)


def host_phh(hand: Hand, host_seats: Sequence[int],
             extra: Mapping[str, Any] | None = None) -> str:
    """The host's PHH of a hand at a table nobody deals: everything the host's own seats saw
    (their down cards, every up card, the cards shown at the showdown) as usual, and every other
    down card as ``??`` (in the host's engine it is a stand-in, never a card: RULES.md H3)."""
    viewer = Viewer(frozenset(host_seats))
    return export_hand(hand, [viewer.censor(e) for e in hand.events], extra)

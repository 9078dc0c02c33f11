"""``studdesk check-deal HAND.phh``: proof afterwards that a hand of a table nobody deals was
dealt fairly (net/TRUSTLESS.md § 8), from the hand's PHH and the deal record the history export
wrote beside it (``HAND.deal.msgpack``).

It checks, and stops at the first thing that fails, with one sentence saying what:

1. both files read; the PHH is a hand of a table nobody deals (an ordinary table's hand has its
   deck commitment instead: nothing to check here), of the record's hand number;
2. the layout: which deck position went to which seat, face up or down, and which were burned.
   It is not taken from the record: the PHH's moves are replayed by the engine and the positions
   read from its events by the table's own rule (:func:`net.table.trustless.dealt_in`, the dry
   run the host and every device use), and the record's layout must be exactly that;
3. every key, shuffle and token proof (:func:`net.trustless.verify_transcript`; a failure names
   whose proof and which);
4. every token is addressed as an honest device addresses it (an up card's to everyone, a down
   card's to the device the record says holds its seat);
5. every card the PHH shows is the card the record opens at its position, every card the PHH
   does not know (``??``) is one the record does not open, and the record opens no burned or
   undealt card.

A change to any byte of the record fails one of these: the keys, decks, proofs and tokens are
under their proofs (3), the layout and the seats' devices are held to the PHH and the
tokens (2, 4, 5).
"""

from __future__ import annotations

from itertools import zip_longest
from pathlib import Path

from net.table.deal_record import DEAL_SUFFIX, DealRecord, Placed, layout_of
from net.table.trustless import VARIANTS, dealt_in
from net.trustless import EVERYONE, TrustlessError, verify_transcript
from studdesk.engine.cards import Card
from studdesk.engine.hand import Hand
from studdesk.engine.phh import HandHistory, PHHError, ReplayError, loads, replay

VERIFIED = "deal verified"


class DealNotVerified(Exception):
    """One reason the hand's deal does not check (its message is the sentence to print)."""


def deal_path(phh: Path) -> Path:
    """Where the history export puts the deal record of ``phh``: beside it, its file name
    with ``.deal.msgpack`` for ``.phh``."""
    name = phh.name[:-len(".phh")] if phh.name.endswith(".phh") else phh.name
    return phh.with_name(name + DEAL_SUFFIX)


def check_deal(phh: Path) -> None:
    """Checks the hand in the file ``phh`` against the deal record beside it; raises
    :class:`DealNotVerified` with the reason when anything does not check."""
    try:
        text = phh.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DealNotVerified(f"cannot read the hand history {phh}: {exc}") from None
    try:
        history = loads(text)
    except PHHError as exc:
        raise DealNotVerified(f"{phh} is not a hand history StudDesk reads: {exc}") from None
    if "_fairness_digest" in history.fields:
        raise DealNotVerified(
            f"{phh.name} is a hand of an ordinary table: the host dealt it, and its deck "
            "commitment (_fairness_digest) is what vouches for it; only a hand of a table "
            "where nobody deals has a deal transcript to check")
    where = deal_path(phh)
    try:
        data = where.read_bytes()
    except FileNotFoundError:
        raise DealNotVerified(f"no deal transcript beside the hand: {where.name} is not in "
                              f"{where.parent}") from None
    except OSError as exc:
        raise DealNotVerified(f"cannot read the deal transcript {where}: {exc}") from None
    try:
        record = DealRecord.from_bytes(data)
    except TrustlessError as exc:
        raise DealNotVerified(f"the deal transcript {where.name} does not read: {exc}") from None
    check_record(history, record)


def check_record(history: HandHistory, record: DealRecord) -> None:
    """:func:`check_deal` on a read hand history and deal record."""
    if record.hand != history.number:
        raise DealNotVerified(f"the deal transcript is hand {record.hand}'s, the hand history "
                              f"is hand {history.number}'s")
    if history.config.variant not in VARIANTS:
        raise DealNotVerified(f"{history.config.variant.value} is not dealt at a table where "
                              "nobody deals")
    try:
        result = replay(history)
    except (ReplayError, PHHError) as exc:
        raise DealNotVerified(f"the hand history does not replay: {exc}") from None
    hand = result.hand
    try:
        layout = layout_of(dealt_in(hand))
    except TrustlessError as exc:
        raise DealNotVerified(str(exc)) from None
    _check_layout(layout, record.layout)
    owners = dict(record.owners)
    if set(owners) != set(history.seats):
        raise DealNotVerified(f"the deal transcript's seats {sorted(owners)} are not the "
                              f"hand's {sorted(history.seats)}")
    devices = [share.device for share in record.keys]
    stray = sorted(d for d in set(owners.values()) if d not in devices)
    if stray:
        raise DealNotVerified(f"the deal transcript gives a seat to device {stray[0]!r}, "
                              "which has no key in it")
    try:
        opened = verify_transcript(record.transcript())
    except TrustlessError as exc:
        raise DealNotVerified(f"a proof does not check: {exc}") from None
    _check_addressed(record, layout, owners)
    _check_cards(history, result.hand, result.invented_cards, layout, opened)


def _check_addressed(record: DealRecord, layout: tuple[Placed, ...],
                     owners: dict[int, str]) -> None:
    """Every token went where an honest device sends it (§ 7): an up card's to everyone; a
    down card's to its owner's device, but the owner's own, which goes to everyone when the
    card is shown (or, the host's own seats', to the host's own record). So the record's
    seats' devices are the ones the tokens were made for."""
    placed = {position: (seat, up) for position, seat, up in layout if seat is not None}
    for token in record.tokens:
        if token.position not in placed:
            continue  # opened though nobody was dealt it: _check_cards says so
        seat, up = placed[token.position]
        owner = owners[seat]
        if up:
            ok = token.recipient == EVERYONE
        elif token.device == owner:
            ok = token.recipient in (EVERYONE, owner)
        else:
            ok = token.recipient == owner
        if not ok:
            face = "up" if up else f"down, device {owner!r}'s"
            raise DealNotVerified(
                f"device {token.device!r}'s token for deck position {token.position} (seat "
                f"{seat}'s card, face {face}) is addressed to {token.recipient!r}")


def _placed(entry: Placed | None) -> str:
    if entry is None:
        return "nothing"
    position, seat, up = entry
    if seat is None:
        return f"position {position} burned"
    return f"position {position} to seat {seat} face {'up' if up else 'down'}"


def _check_layout(hand: tuple[Placed, ...], record: tuple[Placed, ...]) -> None:
    for i, (ours, theirs) in enumerate(zip_longest(hand, record)):
        if ours != theirs:
            raise DealNotVerified(
                f"the deal transcript's layout is not the hand's: at the {_nth(i + 1)} card "
                f"dealt the hand history's moves deal {_placed(ours)}, the transcript says "
                f"{_placed(theirs)}")


def _nth(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _check_cards(history: HandHistory, hand: Hand, invented: frozenset[Card],
                 layout: tuple[Placed, ...], opened: dict[int, str]) -> None:
    positions: dict[int, list[int]] = {}
    for position, seat, _up in layout:
        if seat is not None:
            positions.setdefault(seat, []).append(position)
    for seat in history.seats:
        cards = hand.player(seat).cards
        for k, (position, card) in enumerate(zip(positions.get(seat, []), cards)):
            what = f"seat {seat}'s {_nth(k + 1)} card (deck position {position})"
            if card in invented:
                if position in opened:
                    raise DealNotVerified(f"{what} is unknown (??) in the hand history, but "
                                          f"the transcript opens it: {opened[position]}")
            elif position not in opened:
                raise DealNotVerified(f"the hand history shows {card} as {what}, a card the "
                                      "transcript does not open")
            elif opened[position] != str(card):
                raise DealNotVerified(f"the hand history shows {card} as {what}; the "
                                      f"transcript opens {opened[position]} there")
    dealt = {position for position, seat, _up in layout if seat is not None}
    stray = sorted(set(opened) - dealt)
    if stray:
        raise DealNotVerified(f"the transcript opens deck position {stray[0]} "
                              f"({opened[stray[0]]}), a card nobody was dealt (H3)")

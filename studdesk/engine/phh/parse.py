"""An action of a PHH file read into a :class:`Parsed`: who acts, the verb, its words, and for a
deal or a show the cards (``??``, a card nobody saw, is None).

How it works
------------
Most action texts of a folder repeat ("p2 cc", "d dh p1 7s", "p3 cbr 4"): :func:`parse` looks a
text up in ``MEMO.parsed`` and reads it only the first time (:func:`parse_text`, which also
says what is wrong with a text that is no action). A 3rd-street deal ("d dh p3 Td3c4d",
fourteen characters as StudDesk writes it) is seldom met twice: :func:`parse_new` reads it in
place without keeping it, the player from the digit at ``text[6]`` and each card by the codes
of its two letters (``ord(rank) << 7 | ord(suit)`` indexes :data:`_CARD_CODES`: two list
look-ups where a dict would hash a slice of the text). Anything else, or cards written another
way, goes through :func:`parse_text` and :func:`_card_tuple`.
"""

from __future__ import annotations

from typing import Final

from studdesk.engine.cards import FULL_DECK, HIDDEN, Card, InvalidCardError
from studdesk.engine.phh.history import is_whole, shown
from studdesk.engine.phh.memo import MEMO, Parsed, keep


class BadAction(ValueError):
    pass


# Action texts repeat from hand to hand ("p2 cc", "d dh p1 7s"): each is read once, cards and
# all, into MEMO.parsed (a plain dict, emptied when full: most texts of a 3rd-street deal are
# met only once, and an LRU's bookkeeping would cost more than reading them); a text that is
# not an action is refused again each time it is met. The key is the text alone: a text read
# for a hand of more players serves a hand of fewer when the player it names is in it
# (:func:`parse`).
_PARSED_MOST: Final = 16384


def parse(text: str, n: int) -> Parsed:
    """The action ``text`` of a hand of ``n`` players; :class:`BadAction` if it is none."""
    parsed = MEMO.parsed.get(text)
    if parsed is not None:
        if parsed.player < n:
            return parsed
        return parse_text(text, n)  # a player this hand does not have: says so
    return parse_new(text, n)


def parse_new(text: str, n: int) -> Parsed:
    """:func:`parse` for a text not in the store (read now, and kept unless a 3rd-street
    deal)."""
    if len(text) == 14 and text[:6] == "d dh p" and text[7] == " ":
        # A 3rd-street deal as StudDesk writes it ("d dh p3 Td3c4d"): these are seldom met
        # twice, so they are read here and not kept.
        who = ord(text[6]) - 49  # "1" is the first player
        a, b, c = _card_code(text, 8), _card_code(text, 10), _card_code(text, 12)
        if 0 <= who < n and who < 9 and a >= 0 and b >= 0 and c >= 0:
            by = _CARD_OF_CODE
            return Parsed(None, "dh", (), who, (by[a], by[b], by[c]))
        # not cards as StudDesk writes them: read in full below
    return keep(MEMO.parsed, text, parse_text(text, n), _PARSED_MOST)


def parse_text(text: str, n: int) -> Parsed:
    parts = text.split()
    if not parts:
        raise BadAction("empty action")
    who = parts[0]
    try:
        if who == "d":
            if len(parts) < 2 or parts[1] not in ("dh", "db"):
                raise BadAction(f"unknown dealer action {shown(text)}")
            args = tuple(parts[2:])
            if parts[1] == "db":
                cards = _card_tuple("".join(args))
                if len(cards) != 1:
                    raise BadAction("a stud board deal is one community card")
                return Parsed(None, "db", (), -1, cards)
            if len(args) != 2 or not is_whole(args[0][1:]):
                raise BadAction(f"bad deal {shown(text)}")
            player = int(args[0][1:]) - 1
            if not 0 <= player < n:
                raise BadAction(f"deal to an unknown player in {shown(text)}")
            return Parsed(None, "dh", (), player, _card_tuple(args[1]))
        number = who[1:]
        if who[0] != "p" or not is_whole(number) or not 1 <= int(number) <= n:
            raise BadAction(f"unknown actor in {shown(text)} (players are p1..p{n})")
        if len(parts) < 2:
            raise BadAction(f"action without a verb: {shown(text)}")
        args = tuple(parts[2:])
        showing = (_card_tuple(args[0]) if parts[1] == "sm" and args and args[0] != "-"
                   else None)
        return Parsed(int(number) - 1, parts[1], args, -1, showing)
    except InvalidCardError as exc:
        raise BadAction(str(exc)) from None


_CARD_TEXT: dict[str, Card | None] = {str(c): c for c in FULL_DECK}
_CARD_TEXT[HIDDEN] = None
# A card as StudDesk writes it, by its two letters' codes (``ord(rank) << 7 | ord(suit)``): its
# index in FULL_DECK, 52 for ``??``, -1 for anything else; and the card of each index. Two
# list look-ups, where a dict would hash a slice of the text.
_CARD_CODES: Final[list[int]] = [-1] * (128 * 128)
for _text, _card in _CARD_TEXT.items():
    _CARD_CODES[ord(_text[0]) << 7 | ord(_text[1])] = 52 if _card is None else int(_card)
_CARD_OF_CODE: Final[tuple[Card | None, ...]] = (*FULL_DECK, None)


def _card_code(text: str, k: int) -> int:
    """The code (:data:`_CARD_CODES`) of the card written at ``text[k:k + 2]``."""
    rank, suit = ord(text[k]), ord(text[k + 1])
    return _CARD_CODES[rank << 7 | suit] if rank < 128 and suit < 128 else -1


def _card_tuple(text: str) -> tuple[Card | None, ...]:
    """The cards written back to back, ``??`` for one nobody saw (None)."""
    cards = _CARD_TEXT
    try:  # cards as StudDesk and most writers write them: a look-up for each
        if len(text) == 6:
            return cards[text[:2]], cards[text[2:4]], cards[text[4:]]
        if len(text) == 2:
            return (cards[text],)
        if not len(text) % 2:
            return tuple([cards[text[i:i + 2]] for i in range(0, len(text), 2)])
    except KeyError:
        pass
    return _any_card_tuple(text)


_CARDS_MOST: Final = 1024


def _any_card_tuple(text: str) -> tuple[Card | None, ...]:
    known = MEMO.cards.get(text)
    if known is not None:
        return known
    if len(text) % 2:
        raise InvalidCardError(f"not a list of cards: {shown(text)}")
    pieces = [text[i:i + 2] for i in range(0, len(text), 2)]
    # Cards as they are usually written come from the table; Card.parse reads the rest
    # (other letter cases) and explains what is not a card.
    return keep(MEMO.cards, text,
                tuple(_CARD_TEXT[t] if t in _CARD_TEXT else Card.parse(t) for t in pieces),
                _CARDS_MOST)


__all__ = ["BadAction", "Parsed", "parse", "parse_new", "parse_text"]

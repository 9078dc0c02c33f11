"""Chip amounts as the interface's language writes them: ``12.50`` in English, ``12,50`` in
Polish, Hungarian, Czech and Bulgarian; big ones with thousands separators: ``6,500,000`` in
English, ``6 500 000`` (no-break spaces) in the others, ``1,000`` in English and Czech
(``1 000``) but ``1000`` in Polish, Hungarian and Bulgarian, which group from five digits on (as
their CLDR locales do).

The engine's :func:`~studdesk.engine.config.format_chips` writes a point and no separators (the
files and the CSV ledgers keep it); the GUI shows amounts through :func:`format_chips` here,
whose separators are translatable strings (so the translation, not the computer's locale,
decides, and English stays ``12.50`` everywhere).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from studdesk.engine import config

translate = QCoreApplication.translate


def decimal_point() -> str:
    return translate("Chips", ".", "decimal separator of chip amounts: 12.50")


def grouping() -> tuple[str, int]:
    """The thousands separator and the fewest digits a whole part must have to be grouped (4:
    ``1,000``; 5: ``1000`` but ``10 000``), read from how the translation writes one thousand
    and ten thousand."""
    ten = translate("Chips", "10,000",
                    "ten thousand chips as your language writes it (its thousands separator; "
                    "a no-break space for 10 000)")
    one = translate("Chips", "1,000",
                    "one thousand chips as your language writes it (1000 where four digits "
                    "stay together)")
    sep = "".join(c for c in ten if not c.isdigit()) or ","
    return sep, 4 if any(not c.isdigit() for c in one) else 5


def group_digits(digits: str, sep: str, least: int) -> str:
    """``"6500000"`` -> ``"6,500,000"``; fewer than ``least`` digits stay together.

    >>> group_digits("6500000", ",", 4), group_digits("1000", " ", 5), group_digits("10000", " ", 5)
    ('6,500,000', '1000', '10 000')
    """
    if len(digits) < least:
        return digits
    head = len(digits) % 3 or 3
    return sep.join([digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)])


def format_chips(amount: int, cents: bool = False) -> str:
    """``1250`` -> ``"12.50"`` (``"12,50"`` in Polish); whole amounts have no decimals unless
    ``cents`` (``200`` -> ``"2.00"``: stacks, bets and pots side by side on a table whose
    stakes have cents, so "204" never stands next to "199.20"); big ones grouped by thousands
    (``650000000`` -> ``"6,500,000"``, see :func:`grouping`)."""
    text = config.format_chips(amount)
    if cents and amount % 100 == 0:
        text += ".00"
    sign = "-" if text.startswith("-") else ""
    whole, dot, decimals = text.removeprefix("-").partition(".")
    sep, least = grouping()
    return sign + group_digits(whole, sep, least) + (decimal_point() + decimals if dot else "")


def amounts_have_cents(amounts: Iterable[int]) -> bool:
    """Amounts shown together (a ledger's column, a table's stacks) are written one way: all
    with two decimals when any has cents ("0.00" beside "95.41", never "0"; play-test m21)."""
    return any(a % 100 for a in amounts)


def signed_chips(amount: int, cents: bool = False) -> str:
    """A win or loss: ``"+2.70"``, ``"-0.90"``, ``"0"`` (``"0.00"`` with ``cents``)."""
    return ("+" if amount > 0 else "") + format_chips(amount, cents)


def stakes_label(cfg: config.GameConfig) -> str:
    """The small and big bet: ``"2/4"``, ``"0.25/0.50"``."""
    return f"{format_chips(cfg.small_bet)}/{format_chips(cfg.big_bet)}"


def localise_amounts(text: str) -> str:
    """Amounts written by someone else (a discovered table's ``"0.50/1"``) in our notation."""
    point = decimal_point()
    return text if point == "." else text.replace(".", point)


def has_cents(cfg: config.GameConfig) -> bool:
    """The table's amounts come in cents (an ante of 0.40): its stacks show two decimals."""
    return any(x % 100 for x in (cfg.ante, cfg.bring_in, cfg.small_bet, cfg.big_bet))

"""Reading PHH text: :func:`loads`, the lean tokenizer where it can, the TOML one otherwise,
and the one set of field rules (:func:`~studdesk.engine.phh.fields.history_of`) either way.
"""

from __future__ import annotations

from studdesk.engine.phh.fields import Fields, history_of
from studdesk.engine.phh.history import HandHistory, PHHError
from studdesk.engine.phh.lean import lean_fields
from studdesk.engine.phh.toml import toml_fields


def loads(text: str) -> HandHistory:
    """Parse PHH text; a :class:`PHHError` says what is wrong with it."""
    history = lean_loads(text) if isinstance(text, str) else None
    return history if history is not None else full_loads(text)


def lean_loads(text: str) -> HandHistory | None:
    """The hand read by the lean tokenizer, or None where it leaves the text to
    :func:`full_loads`: text not in the lean form, a home game's (W7: its ``_options`` are a
    TOML table), or fields that break a rule (the full reader reads them again to say which)."""
    fields = lean_fields(text)
    if fields is None or "_game" in fields.data:
        return None
    try:
        return history_of(fields)
    except PHHError:
        return None


def full_loads(text: str) -> HandHistory:
    """:func:`loads` for any PHH text, through the TOML tokenizer."""
    return history_of(Fields(toml_fields(text)))


__all__ = ["full_loads", "lean_loads", "loads"]

"""One vocabulary: the page's message types and words are generated from the Python side
(net/web_messages.py) and the committed modules are exactly what it writes."""

from __future__ import annotations

from net import protocol as P
from net.protocol.messages import CLIENT_MESSAGES, HOST_MESSAGES
from net.web_messages import OUTPUT, WORDS_OUTPUT, main, render, render_words, vocabulary, words
from studdesk.engine.events import EVENT_TYPES


def test_the_committed_messages_module_is_generated_from_the_records() -> None:
    assert OUTPUT.read_text(encoding="utf-8") == render(), "run python -m net.web_messages"
    assert main(["--check"]) == 0


def test_the_committed_words_module_is_generated_from_the_translations() -> None:
    assert WORDS_OUTPUT.read_text(encoding="utf-8") == render_words(), \
        "run python -m net.web_messages"


def test_the_vocabulary_names_every_message_and_field() -> None:
    v = vocabulary()
    assert set(v["CLIENT_MESSAGES"]) == set(CLIENT_MESSAGES)
    assert set(v["HOST_MESSAGES"]) == set(HOST_MESSAGES)
    assert set(v["EVENT_TYPES"]) == set(EVENT_TYPES)
    assert v["CLIENT_MESSAGES"]["act"] == {"required": ["hand", "action"],
                                           "optional": ["amount", "seat"], "extra": False}
    assert "deadline_ms" in v["HOST_MESSAGES"]["turn"]["required"]
    assert v["PROTOCOL_VERSION"] == P.PROTOCOL_VERSION
    assert set(v["ERROR_MESSAGES"]) == {str(c) for c in P.ERROR_MESSAGES}


def test_the_page_says_the_desktops_words_in_every_language() -> None:
    table = words()
    for source in ("Fold", "Check", "Call %1", "Bring-in %1", "Complete to %1", "Bet %1",
                   "Raise to %1", "I'm back", "Check/Fold", "Call any"):
        entry = table[f"ActionBar|{source}"]
        assert set(entry) >= {"pl", "hu", "cs", "bg"}, source
    for key in ("|Join", "|Watch", "|Send", "|Stand up", "|Take a seat"):
        assert set(table[key]) == {"pl", "hu", "cs", "bg"}


def test_every_word_of_the_pages_own_is_asked_for() -> None:
    """A page word no script asks for is dead weight a translator keeps up for nothing."""
    from net.web_messages import PAGE_WORDS, page_keys

    unused = sorted(set(PAGE_WORDS) - {k.split("|")[1] for k in page_keys() if k.startswith("|")})
    assert not unused, unused


def test_every_word_the_page_asks_for_exists() -> None:
    """Each tr(context, source) or N_(...) in the page names a word of the desktop's (or the
    page's own) in every language; a typo would silently fall back to English."""
    from net.web_messages import page_keys

    table = words()
    keys = page_keys()
    assert len(keys) > 40
    missing = sorted(k for k in keys if k not in table)
    assert not missing, missing
    untranslated = sorted(k for k in keys if not {"pl", "hu", "cs", "bg"} <= set(table[k]))
    assert not untranslated, untranslated

"""Counts through Qt's plural forms (translation review S3): "za 5 rozdań", not the one form
"za 5 rozdania" a plain ``%1`` gave."""

from __future__ import annotations

import pytest

from studdesk.gui.text import i18n
from studdesk.gui.text.formats import when_text


@pytest.fixture
def english_afterwards(qapp):
    yield
    i18n.install_language("en")


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ["in 2 hands", "in 5 hands", "in 22 hands"]),
    ("pl", ["za 2 rozdania", "za 5 rozdań", "za 22 rozdania"]),
    ("bg", ["след 2 раздавания", "след 5 раздавания", "след 22 раздавания"]),
    ("cs", ["za 2 rozdání", "za 5 rozdání", "za 22 rozdání"]),
    ("hu", ["2 leosztás múlva", "5 leosztás múlva", "22 leosztás múlva"]),
])
def test_in_so_many_hands_takes_the_languages_plural(english_afterwards, code, expected):
    assert i18n.install_language(code)
    assert [when_text(n, None) for n in (2, 5, 22)] == expected

"""The interface's languages, in one place and without Qt (the command line reads them too).

>>> LANGUAGE_CODES
('en', 'pl', 'hu', 'cs', 'bg')
"""

from __future__ import annotations

from typing import Final

LANGUAGES: Final[tuple[tuple[str, str], ...]] = (
    ("en", "English"), ("pl", "Polski"), ("hu", "Magyar"), ("cs", "Čeština"), ("bg", "Български"),
)
"""Every language as (code, its own name), English first."""

LANGUAGE_CODES: Final[tuple[str, ...]] = tuple(code for code, _ in LANGUAGES)

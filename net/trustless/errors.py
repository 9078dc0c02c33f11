"""The one error of the trustless deal: every refusal says what was wrong in a sentence."""

from __future__ import annotations


class TrustlessError(ValueError):
    """A value another device sent is malformed, or a proof does not check."""

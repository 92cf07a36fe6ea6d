"""Small wording helpers shared by the screens (no pygame: prompts use them too)."""

from __future__ import annotations


def counted(n: int, noun: str) -> str:
    """'1 card', '2 cards': a count with its noun in the right number (nouns taking a plain -s)."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"

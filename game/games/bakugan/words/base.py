"""The card language's shared words: keywords, tag words, SpecError and the small parsers and phrase
helpers every part of the language uses.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from typing import Any

from game.files.errors import SpecError as SpecError  # shared with the other games' card languages
from game.games.bakugan.cards.model import CORE_CODES, Faction

KEYWORDS = ("DoubleStrike", "ShadowStrike")


# The tag words (rule 7.4), each with its words on screen
TAG_TEXT = {
    "Turbo": "Turbo (you have more Energy cards in play than any opponent)",
    "Flow": "Flow (you have already played a card this turn)",
    "Fury": "Fury (you have no cards in hand)",
    "Sacrifice": "Sacrifice (you discard a card from your hand as you play this)",
    "Domination": "Domination (your Bakugan hold more BakuCores than any opponent's)",
}


TAG_WORDS = tuple(TAG_TEXT)


def _expect_int(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SpecError(f"{what} must be a whole number, got {value!r}")
    return value


def _expect_bool(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise SpecError(f"{what} must be true or false, got {value!r}")
    return value


def _faction(value: Any, what: str) -> Faction:
    try:
        return Faction(value)
    except ValueError:
        names = ", ".join(f.value for f in Faction)
        raise SpecError(f"{what}: unknown faction {value!r} (one of {names})") from None


def _factions(value: Any, what: str) -> tuple[Faction, ...]:
    items = value if isinstance(value, list) else [value]
    return tuple(_faction(v, what) for v in items)


def _core_codes(value: Any, what: str) -> tuple[str, ...]:
    items = value if isinstance(value, list) else [value]
    for item in items:
        if item not in CORE_CODES:
            raise SpecError(f"{what}: unknown BakuCore icon {item!r} (one of {', '.join(CORE_CODES)})")
    return tuple(items)


def _names(value: Any, what: str) -> tuple[str, ...]:
    items = value if isinstance(value, list) else [value]
    for item in items:
        if not isinstance(item, str) or not item:
            raise SpecError(f"{what}: a card name must be text, got {item!r}")
    return tuple(items)


def _choice(value: Any, options: tuple[str, ...], what: str) -> str:
    if value not in options:
        raise SpecError(f"{what} must be one of {', '.join(options)}, got {value!r}")
    return str(value)


CORE_NAMES = {"FT": "Fist", "FF": "Flaming Fist", "SD": "Shield", "MS": "Magic Shield", "HE": "Helix"}


def _a(phrase: str) -> str:
    """'a' or 'an' before a phrase."""
    return ("an " if phrase[:1].upper() in "AEIOU" else "a ") + phrase


def _cores_or(codes: tuple[str, ...]) -> str:
    return _join_or([CORE_NAMES.get(c, c) for c in codes])


def _join_or(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]

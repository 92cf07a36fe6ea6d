"""Deck lists and their validation against the deck-building rules.

A deck file (game/data/cards/decks/*.yaml):

    name: Aquos Tide
    description: one line on how the deck means to win
    characters: [bb-283, bb-292, bb-296]      # three Bakugan (rule 1.1.2)
    cores: [core-22, core-1, core-23, core-24, core-25, core-26]
    cards:
      - 3 bb-13      # Ice Barrier

Validation lists every violation with its rule rather than stopping at the first.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.cardmodel import CARD_ID_PATTERN, CardType
from game.catalog import Catalog
from game.file_errors import DeckFileError as DeckFileError
from game.file_read import KB, check_version, load_yaml
from game.paths import DECKS_DIR as DECKS_DIR

DECK_SIZE = 40
MAX_COPIES = 3
_ENTRY = re.compile(rf"^\s*(\d+)\s*x?\s+({CARD_ID_PATTERN})\s*$")


@dataclass(frozen=True)
class Violation:
    rule: str
    message: str

    def __str__(self) -> str:
        return f"rule {self.rule}: {self.message}"


@dataclass
class DeckList:
    name: str
    characters: list[str]
    cores: list[str]
    cards: list[str]  # one id per copy, in file order
    description: str = ""
    path: Path | None = None
    format_problems: list[Violation] = field(default_factory=list)

    def counts(self) -> Counter[str]:
        return Counter(self.cards)


DECK_FILE_VERSION = 1
MAX_DECK_BYTES = 256 * KB
MAX_LISTED = 4 * DECK_SIZE  # cards kept from a file; more is reported, never expanded (a count of 10^8)


def parse_deck(data: Any, path: Path | None = None) -> DeckList:
    """A deck from a deck file's tree (or a replay's deck): DeckFileError when its shape is wrong;
    bad card entries become violations so every problem is listed at once."""
    source = path if path is not None else "deck"
    if not isinstance(data, dict):
        raise DeckFileError(source, "a deck file is a mapping with name, characters, cores and cards")
    check_version(data, source, DeckFileError, "deck file", DECK_FILE_VERSION)
    problems: list[Violation] = []
    cards: list[str] = []
    for i, entry in enumerate(_list_of(data, "cards", source), start=1):
        match = _ENTRY.match(str(entry)) if isinstance(entry, str | int) else None
        if match is None:
            problems.append(Violation("1.1.2", f"card entry {i} {_short(entry)} is not 'COUNT ID' (e.g. '3 bb-13')"))
            continue
        digits = match.group(1)
        count = int(digits) if len(digits) <= 4 else DECK_SIZE + 1
        if not 1 <= count <= DECK_SIZE or len(cards) + count > MAX_LISTED:
            asked = digits if len(digits) <= 12 else f"{digits[:6]}... ({len(digits)} digits)"
            problems.append(Violation("4.2.1", f"card entry {i} asks for {asked} copies; a deck has {DECK_SIZE} cards"))
            continue
        cards.extend([match.group(2)] * count)
    return DeckList(
        name=_text(data.get("name", path.stem if path else "deck"), "name", source),
        description=_text(data.get("description", ""), "description", source),
        characters=[_text(c, "characters", source) for c in _list_of(data, "characters", source)],
        cores=[_text(c, "cores", source) for c in _list_of(data, "cores", source)],
        cards=cards,
        path=path,
        format_problems=problems,
    )


def _list_of(data: dict[str, Any], key: str, source: Path | str) -> list[Any]:
    value = data.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise DeckFileError(source, f"'{key}' must be a list, not {_short(value)}")
    if len(value) > MAX_LISTED:
        raise DeckFileError(source, f"'{key}' lists {len(value)} entries; a deck has {DECK_SIZE} cards")
    return value


def _text(value: Any, key: str, source: Path | str) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise DeckFileError(source, f"'{key}' holds {_short(value)}, not a word or an id")
    return str(value)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def load_deck(path: Path) -> DeckList:
    """A deck file: DeckFileError (file, line, what) for anything that is not a deck."""
    return parse_deck(load_yaml(path, DeckFileError, MAX_DECK_BYTES, max_nodes=10_000), path)


def ready_decks() -> list[Path]:
    return sorted(DECKS_DIR.glob("*.yaml"))


def resolve_deck_path(name: str) -> Path:
    """A deck by path, or by the stem of a ready deck (e.g. 'aquos_tide')."""
    if not name or "\0" in name:
        raise DeckFileError(None, f"{name!r} is not a deck name or path")
    path = Path(name)
    if path.exists():
        return path
    candidate = DECKS_DIR / (name if name.endswith(".yaml") else f"{name}.yaml")
    if candidate.exists():
        return candidate
    raise DeckFileError(None, f"no deck file {name!r} (ready decks: {', '.join(p.stem for p in ready_decks())})")


def validate_deck(deck: DeckList, catalog: Catalog, *, require_encoded: bool = False) -> list[Violation]:
    """Every violation of the deck-building rules (1.1.2, 1.2, 1.10.1, 2.11.2, 4.2.1)."""
    out = list(deck.format_problems)
    unknown = sorted({c for c in deck.cards + deck.characters if c not in catalog.cards})
    for card_id in unknown:
        out.append(Violation("1.1.2", f"unknown card id {card_id!r}"))
    if len(deck.characters) != 3:
        out.append(
            Violation("1.1.2", f"a team has exactly three Bakugan Character cards, this has {len(deck.characters)}")
        )
    characters = [catalog.cards[c] for c in deck.characters if c in catalog.cards]
    for ch in characters:
        if ch.type is not CardType.CHARACTER:
            out.append(Violation("1.10.1", f"{ch.label} is listed as a Character but is a {ch.type.value} card"))
    team_factions = {f for ch in characters for f in ch.factions}
    if len(deck.cards) != DECK_SIZE:
        out.append(Violation("4.2.1", f"a deck has exactly {DECK_SIZE} cards, this has {len(deck.cards)}"))
    by_name_set: Counter[tuple[str, str]] = Counter()
    for card_id in deck.cards:
        if card_id in catalog.cards:
            named = catalog.cards[card_id]
            by_name_set[(named.name, named.set)] += 1
    for (name, set_name), n in sorted(by_name_set.items()):
        if n > MAX_COPIES:
            out.append(Violation("1.2.1", f"{n} copies of {name} ({set_name}); at most {MAX_COPIES} by name and set"))
    for card_id in sorted(set(deck.cards)):
        card = catalog.cards.get(card_id)
        if card is None:
            continue
        if card.type is CardType.CHARACTER:
            out.append(
                Violation("1.10.1", f"{card.label} is a Character card; Characters are not shuffled into the deck")
            )
        elif characters and not team_factions.intersection(card.factions):
            factions = "/".join(f.value for f in card.factions)
            team = "/".join(sorted(f.value for f in team_factions))
            out.append(Violation("1.2.2", f"{card.label} is {factions}, sharing no faction with the team ({team})"))
        if require_encoded and not card.is_encoded:
            out.append(Violation("cards", f"{card.label} is not fully encoded: {card.unencoded}"))
    if require_encoded:
        for ch in characters:
            if not ch.is_encoded:
                out.append(Violation("cards", f"{ch.label} is not fully encoded: {ch.unencoded}"))
    unknown_cores = [c for c in deck.cores if c not in catalog.cores]
    for core_id in unknown_cores:
        out.append(Violation("1.2.3", f"unknown BakuCore {core_id!r}"))
    if len(deck.cores) != 6:
        out.append(Violation("1.1.2", f"a player brings six BakuCores, this lists {len(deck.cores)}"))
    if len(characters) == 3:
        needed = Counter(t.value for ch in characters for t in ch.core_types)
        have = Counter(catalog.cores[c].type.value for c in deck.cores if c in catalog.cores)
        if needed != have and not unknown_cores:
            missing = needed - have
            extra = have - needed
            parts = []
            if missing:
                parts.append("missing " + ", ".join(f"{n} {t}" for t, n in sorted(missing.items())))
            if extra:
                parts.append("not on any indicator " + ", ".join(f"{n} {t}" for t, n in sorted(extra.items())))
            out.append(Violation("1.2.3", "BakuCores must match the six indicators: " + "; ".join(parts)))
    return out

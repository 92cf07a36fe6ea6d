"""Deck lists and their validation against the deck-building rules.

A deck file (cards/decks/*.yaml):

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

import yaml

from game import paths
from game.cardmodel import CardType
from game.catalog import Catalog

DECKS_DIR = paths.DECKS_DIR
DECK_SIZE = 40
MAX_COPIES = 3
_ENTRY = re.compile(r"^\s*(\d+)\s*x?\s+([a-z]{2}-[0-9]+[ab]?)\s*$")


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


class DeckFileError(Exception):
    pass


def parse_deck(data: Any, path: Path | None = None) -> DeckList:
    problems: list[Violation] = []
    if not isinstance(data, dict):
        raise DeckFileError(f"{path}: a deck file is a mapping with name, characters, cores, cards")
    cards: list[str] = []
    for i, entry in enumerate(data.get("cards") or [], start=1):
        match = _ENTRY.match(str(entry))
        if match is None:
            problems.append(Violation("1.1.2", f"card entry {i} {entry!r} is not 'COUNT ID' (e.g. '3 bb-13')"))
            continue
        cards.extend([match.group(2)] * int(match.group(1)))
    return DeckList(
        name=str(data.get("name", path.stem if path else "deck")),
        description=str(data.get("description", "")),
        characters=[str(c) for c in data.get("characters") or []],
        cores=[str(c) for c in data.get("cores") or []],
        cards=cards,
        path=path,
        format_problems=problems,
    )


def load_deck(path: Path) -> DeckList:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DeckFileError(f"{path}: cannot read: {exc}") from exc
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = f":{mark.line + 1}" if mark is not None else ""
        raise DeckFileError(f"{path}{line}: not valid YAML: {getattr(exc, 'problem', exc)}") from exc
    return parse_deck(data, path)


def ready_decks() -> list[Path]:
    return sorted(DECKS_DIR.glob("*.yaml"))


def resolve_deck_path(name: str) -> Path:
    """A deck by path, or by the stem of a ready deck (e.g. 'aquos_tide')."""
    path = Path(name)
    if path.exists():
        return path
    candidate = DECKS_DIR / (name if name.endswith(".yaml") else f"{name}.yaml")
    if candidate.exists():
        return candidate
    raise DeckFileError(f"no deck file {name!r} (ready decks: {', '.join(p.stem for p in ready_decks())})")


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

"""Deck lists and their validation against the deck-building rules.

A deck file (cards/bakugan/decks/*.yaml):

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

from game.files.errors import DeckFileError as DeckFileError
from game.files.paths import DECKS_DIR as DECKS_DIR
from game.files.paths import shipped_files
from game.files.read import KB, check_version, parse_yaml, read_text
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CARD_ID_PATTERN, CardType

DECK_SIZE = 40
MAX_COPIES = 3
_ENTRY = re.compile(rf"^\s*(\d+)\s*x?\s+({CARD_ID_PATTERN})\s*$")
_NodeLoader: type[Any] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass(frozen=True)
class Violation:
    rule: str
    message: str
    line: int | None = None  # the line of the file's entry at fault, where the deck came from a file

    def __str__(self) -> str:
        where = f"line {self.line}: " if self.line else ""
        return f"{where}rule {self.rule}: {self.message}"


@dataclass
class DeckList:
    name: str
    characters: list[str]
    cores: list[str]
    cards: list[str]  # one id per copy, in file order
    description: str = ""
    path: Path | None = None
    format_problems: list[Violation] = field(default_factory=list)
    lines: dict[str, int] = field(default_factory=dict)  # id -> the file line first naming it

    def line_of(self, item_id: str) -> int | None:
        return self.lines.get(item_id)

    def counts(self) -> Counter[str]:
        return Counter(self.cards)


DECK_FILE_VERSION = 1
DECK_KEYS = ("name", "description", "characters", "cores", "cards", "version")
MAX_DECK_BYTES = 256 * KB
MAX_LISTED = 4 * DECK_SIZE  # cards kept from a file; more is reported, never expanded (a count of 10^8)


def parse_deck(data: Any, path: Path | None = None, where: EntryLines | None = None) -> DeckList:
    """A deck from a deck file's tree (or a replay's deck): DeckFileError when its shape is wrong;
    bad card entries become violations so every problem is listed at once. `where` holds the
    file's lines (load_deck), so each problem names the line of its entry."""
    source = path if path is not None else "deck"
    where = where or EntryLines()
    if not isinstance(data, dict):
        raise DeckFileError(source, "a deck file is a mapping with name, characters, cores and cards")
    check_version(data, source, DeckFileError, "deck file", DECK_FILE_VERSION)
    unknown = sorted(str(k) for k in data if k not in DECK_KEYS)
    if unknown:
        shown = ", ".join(unknown[:5])
        raise DeckFileError(
            source, f"unknown key(s) {shown} (a deck has {', '.join(DECK_KEYS)})", where.key(unknown[0])
        )
    problems: list[Violation] = []
    cards: list[str] = []
    lines: dict[str, int] = {}
    for i, entry in enumerate(_list_of(data, "cards", source, where), start=1):
        line = where.item("cards", i - 1)
        match = _ENTRY.match(str(entry)) if isinstance(entry, str | int) else None
        if match is None:
            text = f"card entry {i} {_short(entry)} is not 'COUNT ID' (e.g. '3 bb-13')"
            problems.append(Violation("1.1.2", text, line))
            continue
        digits = match.group(1)
        count = int(digits) if len(digits) <= 4 else DECK_SIZE + 1
        if not 1 <= count <= DECK_SIZE or len(cards) + count > MAX_LISTED:
            asked = digits if len(digits) <= 12 else f"{digits[:6]}... ({len(digits)} digits)"
            text = f"card entry {i} asks for {asked} copies; a deck has {DECK_SIZE} cards"
            problems.append(Violation("4.2.1", text, line))
            continue
        cards.extend([match.group(2)] * count)
        if line:
            lines.setdefault(match.group(2), line)
    listed = {key: _texts(data, key, source, where, lines) for key in ("characters", "cores")}
    return DeckList(
        name=_text(data.get("name", path.stem if path else "deck"), "name", source, where.key("name")),
        description=_text(data.get("description", ""), "description", source, where.key("description")),
        characters=listed["characters"],
        cores=listed["cores"],
        cards=cards,
        path=path,
        format_problems=problems,
        lines=lines,
    )


@dataclass
class EntryLines:
    """Where a deck file's keys and list entries are, read from its YAML nodes (aliases not expanded)."""

    keys: dict[str, int] = field(default_factory=dict)
    items: dict[str, list[int]] = field(default_factory=dict)

    def key(self, name: str) -> int | None:
        return self.keys.get(name)

    def item(self, name: str, index: int) -> int | None:
        found = self.items.get(name, [])
        return found[index] if index < len(found) else self.key(name)

    @classmethod
    def of(cls, text: str) -> EntryLines:
        try:
            root = yaml.compose(text, Loader=_NodeLoader)
        except yaml.YAMLError:
            return cls()
        out = cls()
        if isinstance(root, yaml.MappingNode):
            for key_node, value in root.value:
                name = str(key_node.value)
                out.keys[name] = key_node.start_mark.line + 1
                if isinstance(value, yaml.SequenceNode):
                    out.items[name] = [item.start_mark.line + 1 for item in value.value[:MAX_LISTED]]
        return out


def _list_of(data: dict[str, Any], key: str, source: Path | str, where: EntryLines) -> list[Any]:
    value = data.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        raise DeckFileError(source, f"'{key}' must be a list, not {_short(value)}", where.key(key))
    if len(value) > MAX_LISTED:
        raise DeckFileError(source, f"'{key}' lists {len(value)} entries; a deck has {DECK_SIZE} cards", where.key(key))
    return value


def _texts(data: dict[str, Any], key: str, source: Path | str, where: EntryLines, lines: dict[str, int]) -> list[str]:
    out = []
    for i, value in enumerate(_list_of(data, key, source, where)):
        line = where.item(key, i)
        out.append(_text(value, key, source, line))
        if line:
            lines.setdefault(out[-1], line)
    return out


def _text(value: Any, key: str, source: Path | str, line: int | None = None) -> str:
    if isinstance(value, bool) or not isinstance(value, str | int | float):
        raise DeckFileError(source, f"'{key}' holds {_short(value)}, not a word or an id", line)
    return str(value)


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def load_deck(path: Path) -> DeckList:
    """A deck file: DeckFileError (file, line, what) for anything that is not a deck."""
    text = read_text(path, DeckFileError, MAX_DECK_BYTES)
    data = parse_yaml(text, path, DeckFileError, max_nodes=10_000)
    return parse_deck(data, path, EntryLines.of(text))


def ready_decks() -> list[Path]:
    return shipped_files(DECKS_DIR, "ready decks")


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
        out.append(Violation("1.1.2", f"unknown card id {card_id!r}", deck.line_of(card_id)))
    if len(deck.characters) != 3:
        out.append(
            Violation("1.1.2", f"a team has exactly three Bakugan Character cards, this has {len(deck.characters)}")
        )
    characters = [catalog.cards[c] for c in deck.characters if c in catalog.cards]
    for ch in characters:
        if ch.type is not CardType.CHARACTER:
            out.append(
                Violation(
                    "1.10.1", f"{ch.label} is listed as a Character but is a {ch.type.value} card", deck.line_of(ch.id)
                )
            )
    team_factions = {f for ch in characters for f in ch.factions}
    if len(deck.cards) != DECK_SIZE:
        out.append(Violation("4.2.1", f"a deck has exactly {DECK_SIZE} cards, this has {len(deck.cards)}"))
    by_name_set: Counter[tuple[str, str]] = Counter()
    first_id: dict[tuple[str, str], str] = {}
    for card_id in deck.cards:
        if card_id in catalog.cards:
            named = catalog.cards[card_id]
            by_name_set[(named.name, named.set)] += 1
            first_id.setdefault((named.name, named.set), card_id)
    for (name, set_name), n in sorted(by_name_set.items()):
        if n > MAX_COPIES:
            text = f"{n} copies of {name} ({set_name}); at most {MAX_COPIES} by name and set"
            out.append(Violation("1.2.1", text, deck.line_of(first_id[(name, set_name)])))
    for card_id in sorted(set(deck.cards)):
        card = catalog.cards.get(card_id)
        if card is None:
            continue
        if card.type is CardType.CHARACTER:
            out.append(
                Violation(
                    "1.10.1",
                    f"{card.label} is a Character card; Characters are not shuffled into the deck",
                    deck.line_of(card_id),
                )
            )
        elif characters and not team_factions.intersection(card.factions):
            factions = "/".join(f.value for f in card.factions)
            team = "/".join(sorted(f.value for f in team_factions))
            text = f"{card.label} is {factions}, sharing no faction with the team ({team})"
            out.append(Violation("1.2.2", text, deck.line_of(card_id)))
        if require_encoded and not card.is_encoded:
            out.append(Violation("cards", f"{card.label} is not fully encoded: {card.unencoded}"))
    if require_encoded:
        for ch in characters:
            if not ch.is_encoded:
                out.append(Violation("cards", f"{ch.label} is not fully encoded: {ch.unencoded}"))
    unknown_cores = [c for c in deck.cores if c not in catalog.cores]
    for core_id in unknown_cores:
        out.append(Violation("1.2.3", f"unknown BakuCore {core_id!r}", deck.line_of(core_id)))
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

"""Battle Monsters cards in the card language: monsters with attack and defence points, keywords
and elements; spells and traps that apply once or last. Loaded from YAML with every problem named
by file and line; each card's text is generated from what it does (words.py)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, Final

import yaml

from game.files.errors import LineFirst
from game.files.keys import unknown_keys
from game.files.paths import game_cards, shipped_files
from game.files.read import ProblemMaker, check_version, parse_yaml, read_text
from game.files.yaml_lines import UniqueKeyMixin
from game.games.battle_monsters.card_model import BmCard as BmCard
from game.games.battle_monsters.card_model import Pool as Pool
from game.games.battle_monsters.words import (
    WordError,
    parse_ability,
    parse_aura,
    parse_grant,
)

CARD_TYPES: Final = ("monster", "spell", "trap")
TIMINGS: Final = ("once", "lasting")
CARDS_DIR: Final = game_cards("battle_monsters")
MAX_FILE_BYTES: Final = 2_000_000
FILE_VERSION: Final = 1  # of card files, decks and scenarios; a file without `version` is version 1


class CardFileError(LineFirst, ValueError):
    """A card file that cannot be used: the file, the line (0: none), and what is wrong. One of the
    FileProblem family, so every command prints it and exits 1 and the app shows it."""

    kind = "card file"


class _LineLoader(UniqueKeyMixin, yaml.SafeLoader):
    """A safe loader that remembers each mapping's line, refuses aliases (no alias bombs) and keys
    written twice."""

    def compose_node(self, parent: Any, index: Any) -> Any:
        if self.check_event(yaml.AliasEvent):
            event = self.peek_event()  # type: ignore[no-untyped-call]
            raise yaml.YAMLError(f"line {event.start_mark.line + 1}: aliases are not allowed in card files")
        return super().compose_node(parent, index)

    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        mapping = super().construct_mapping(node, deep=deep)
        mapping["__line__"] = node.start_mark.line + 1
        return mapping


def read_yaml(path: Path, error: ProblemMaker = CardFileError.at, what: str = "Battle Monsters card file") -> Any:
    """A YAML document with line numbers in its mappings, read within bounds (size, UTF-8, nesting,
    no aliases, no key written twice; game/files/read.py), its `version` checked; or `error`."""
    doc = parse_yaml(read_text(path, error, MAX_FILE_BYTES), path, error, _LineLoader)
    if isinstance(doc, dict):
        check_version(doc, path, error, what, FILE_VERSION)
    return doc


def _int(entry: Mapping[str, Any], key: str, path: Path, line: int) -> int:
    value = entry.get(key, 0)
    if isinstance(value, bool) or not isinstance(value, int) or not -100_000 <= value <= 100_000:
        raise CardFileError(path, line, f"'{key}' must be a whole number of points, not {value!r}")
    return value


def _words(entry: Mapping[str, Any], key: str, path: Path, line: int) -> tuple[str, ...]:
    value = entry.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise CardFileError(path, line, f"'{key}' must be a list of words")
    return tuple(v.lower() for v in value)


CARD_KEYS: Final = {
    "id",
    "name",
    "type",
    "attack",
    "defence",
    "keywords",
    "elements",
    "timing",
    "abilities",
    "auras",
    "grants",
}


def parse_card(entry: Any, path: Path) -> BmCard:
    if not isinstance(entry, dict):
        raise CardFileError(path, 1, f"a card must be a mapping, not {type(entry).__name__}")
    line = int(entry.get("__line__", 1))
    unknown = unknown_keys(entry, CARD_KEYS, {"__line__"})
    if unknown:
        raise CardFileError(
            path, line, f"unknown key(s) {', '.join(map(str, unknown))} (allowed: {', '.join(sorted(CARD_KEYS))})"
        )
    cid, name, kind = entry.get("id"), entry.get("name"), entry.get("type")
    if not isinstance(cid, str) or not cid:
        raise CardFileError(path, line, "a card needs an 'id' (text)")
    if not isinstance(name, str) or not name:
        raise CardFileError(path, line, f"card {cid} needs a 'name' (text)")
    if kind not in CARD_TYPES:
        raise CardFileError(path, line, f"card {cid}: 'type' must be one of {', '.join(CARD_TYPES)}, not {kind!r}")
    timing = entry.get("timing", "once")
    if timing not in TIMINGS:
        raise CardFileError(path, line, f"card {cid}: 'timing' must be once or lasting, not {timing!r}")
    if kind == "monster" and ("timing" in entry):
        raise CardFileError(path, line, f"card {cid}: only spells and traps have a timing")
    if kind != "monster" and any(k in entry for k in ("attack", "defence", "keywords", "elements")):
        raise CardFileError(path, line, f"card {cid}: only monsters have attack, defence, keywords and elements (4.4)")
    raw_abilities = entry.get("abilities", [])
    raw_auras = entry.get("auras", [])
    raw_grants = entry.get("grants", [])
    if not all(isinstance(r, list) for r in (raw_abilities, raw_auras, raw_grants)):
        raise CardFileError(path, line, f"card {cid}: 'abilities', 'auras' and 'grants' must be lists")
    try:
        abilities = tuple(parse_ability(a, kind) for a in raw_abilities)
        auras = tuple(parse_aura(a) for a in raw_auras)
        grants = tuple(parse_grant(g) for g in raw_grants)
    except WordError as exc:
        raise CardFileError(path, exc.line or line, f"card {cid}: {exc.problem}") from None
    if kind == "trap" and not any(a.when.startswith("opponent_") for a in abilities):
        raise CardFileError(path, line, f"card {cid}: a trap needs an ability set off by an opponent's action (8.3)")
    if kind != "monster" and timing == "once" and (auras or grants):
        raise CardFileError(path, line, f"card {cid}: lasting effects (auras, grants) need timing: lasting")
    return BmCard(
        cid,
        name,
        kind,
        _int(entry, "attack", path, line),
        _int(entry, "defence", path, line),
        _words(entry, "keywords", path, line),
        _words(entry, "elements", path, line),
        timing,
        abilities,
        auras,
        grants,
    )


def load_files(paths: Iterable[Path], base: Pool | None = None) -> Pool:
    """Cards from YAML files (each a list of cards, or a mapping with `cards:`), added to `base`;
    a card id defined twice is an error naming both places."""
    seen: dict[str, str] = {}
    cards: list[BmCard] = list(base.cards.values()) if base else []
    for card in cards:
        seen[card.id] = "the official pool"
    for path in paths:
        doc = read_yaml(path)
        if isinstance(doc, dict):
            doc = doc.get("cards")
        if not isinstance(doc, list):
            raise CardFileError(path, 1, "a card file is a list of cards (or a mapping with 'cards:')")
        for entry in doc:
            card = parse_card(entry, path)
            line = entry.get("__line__", 1) if isinstance(entry, dict) else 1
            if card.id in seen:
                raise CardFileError(path, line, f"card {card.id} is already defined in {seen[card.id]}")
            seen[card.id] = f"{path.name}:{line}"
            cards.append(card)
    return Pool(cards)


_DEFAULT: list[Pool] = []


def default_pool() -> Pool:
    """The shipped starter pool (read once)."""
    if not _DEFAULT:
        _DEFAULT.append(load_files(shipped_files(CARDS_DIR, "card sets")))
    return _DEFAULT[0]

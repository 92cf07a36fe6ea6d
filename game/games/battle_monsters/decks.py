"""Battle Monsters deck files and deck building (2.1: at least 30 cards, any number of copies):
every violation named with its rule, every file problem with its line."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Final

from game.files import errors as file_errors
from game.files.paths import game_cards, shipped_files
from game.games.battle_monsters.cards import CardFileError, Pool, default_pool, read_yaml
from game.games.battle_monsters.state import MIN_DECK

DECKS_DIR: Final = game_cards("battle_monsters") / "decks"
MAX_DECK: Final = 1000  # a bound on what a file may ask for, far above any real deck
DECK_KEYS: Final = ("version", "name", "plan", "cards")


@dataclass(frozen=True)
class BmDeck:
    name: str
    plan: str
    cards: tuple[str, ...]  # card ids, one per copy
    path: str = ""


@dataclass(frozen=True)
class Violation:
    rule: str
    problem: str

    def __str__(self) -> str:
        return f"rule {self.rule}: {self.problem}"


class DeckFileError(CardFileError, file_errors.DeckFileError):
    kind = "deck"


def load_deck(path: Path) -> BmDeck:
    doc = read_yaml(path, DeckFileError.at, "Battle Monsters deck")
    if not isinstance(doc, dict):
        raise DeckFileError(path, 1, "a deck file is a mapping with name, plan and cards")
    unknown = sorted(map(repr, set(doc) - set(DECK_KEYS) - {"__line__"}))
    if unknown:
        problem = f"unknown key(s) {', '.join(unknown)} (allowed: {', '.join(DECK_KEYS)})"
        raise DeckFileError(path, int(doc.get("__line__", 1)), problem)
    cards = doc.get("cards")
    if not isinstance(cards, dict):
        raise DeckFileError(path, int(doc.get("__line__", 1)), "'cards' must map card ids to counts")
    ids: list[str] = []
    for cid, count in cards.items():
        if cid == "__line__":
            continue
        if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_DECK:
            raise DeckFileError(
                path, int(cards.get("__line__", 1)), f"{cid}: a count from 1 to {MAX_DECK}, not {count!r}"
            )
        if len(ids) + count > MAX_DECK:
            raise DeckFileError(path, int(cards.get("__line__", 1)), f"more than {MAX_DECK} cards")
        ids.extend([str(cid)] * count)
    name = doc.get("name", path.stem)
    plan = doc.get("plan", "")
    return BmDeck(str(name), str(plan), tuple(ids), str(path))


def validate(deck: BmDeck, pool: Pool | None = None, minimum: int = MIN_DECK) -> list[Violation]:
    """Rule 2.1's problems; `minimum` is the deck minimum (a house rule may change it, 1.1)."""
    pool = pool or default_pool()
    problems = [Violation("2.1", f"unknown card {cid!r}") for cid in sorted(set(deck.cards)) if cid not in pool]
    if len(deck.cards) < minimum:
        agreed = "" if minimum == MIN_DECK else " (house rule)"
        problems.append(Violation("2.1", f"the deck has {len(deck.cards)} cards; it needs at least {minimum}{agreed}"))
    return problems


def ready_decks() -> list[Path]:
    return shipped_files(DECKS_DIR, "ready decks")


def resolve_deck(name: str) -> Path:
    """A deck by path, or by the name of a ready deck."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") and path.exists():
        return path
    ready = DECKS_DIR / f"{name}.yaml"
    if ready.exists():
        return ready
    raise DeckFileError(name, 0, f"no such deck (ready decks: {', '.join(p.stem for p in ready_decks())})")

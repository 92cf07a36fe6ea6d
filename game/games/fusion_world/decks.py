"""Fusion World deck files (YAML: name, plan, leader, cards {id: copies}, half) and their
validation against the deck-building rules 5.1-5.4, each violation citing its rule."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.files.errors import DeckFileError
from game.files.read import KB, parse_yaml, read_text
from game.files.yaml_lines import LineLoader
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.state import DECK, HALF_DECK, MAX_COPIES

DECKS_DIR: Final = Path(__file__).resolve().parent / "decks"


class FwDeckError(ValueError):
    """A deck file that cannot be read: the message names the file, the line and the problem."""


class IllegalDecks(ValueError):
    """Decks the rules do not let into a game (5.1-5.4, and one mode for both decks): `problems`
    are (rule, sentence) pairs, each sentence naming its player or deck."""

    def __init__(self, problems: Sequence[tuple[str, str]]) -> None:
        self.problems = list(problems)
        self.rules = [rule for rule, _ in self.problems]
        super().__init__("; ".join(f"rule {rule}: {text}" for rule, text in self.problems))


@dataclass(frozen=True)
class FwDeck:
    name: str
    plan: str
    leader: str
    cards: tuple[tuple[str, int], ...]  # card id, copies, in file order
    half: bool = False
    path: str = ""

    def card_list(self) -> list[str]:
        return [card for card, copies in self.cards for _ in range(copies)]


MAX_DECK_BYTES = 64 * KB


def load_fw_deck(path: Path) -> FwDeck:
    try:  # bounded: size, UTF-8, nesting and aliases (game/files/read.py)
        raw = parse_yaml(read_text(path, DeckFileError, MAX_DECK_BYTES), path, DeckFileError, LineLoader)
    except DeckFileError as exc:
        raise FwDeckError(str(exc)) from None
    if not isinstance(raw, Mapping):
        raise FwDeckError(f"{path}:1: a deck file is a mapping with name, leader and cards")
    line = getattr(raw, "line", 1)
    unknown = sorted(repr(key) for key in raw if key not in {"name", "plan", "leader", "cards", "half"})
    if unknown:
        raise FwDeckError(f"{path}:{line}: unknown key(s) {', '.join(unknown)}")
    cards = raw.get("cards")
    if not isinstance(cards, Mapping) or not cards:
        raise FwDeckError(f"{path}:{line}: cards must map card ids to copies")
    entries: list[tuple[str, int]] = []
    for card_id, copies in cards.items():
        if isinstance(copies, bool) or not isinstance(copies, int) or copies < 1:
            raise FwDeckError(
                f"{path}:{getattr(cards, 'line', line)}: {card_id}: copies must be a whole number of at least 1"
            )
        entries.append((str(card_id), copies))
    leader = raw.get("leader")
    if not isinstance(leader, str):
        raise FwDeckError(f"{path}:{line}: leader must be a card id (rule 5.1)")
    half = raw.get("half", False)
    if not isinstance(half, bool):
        raise FwDeckError(f"{path}:{line}: half must be true or false")
    return FwDeck(str(raw.get("name", path.stem)), str(raw.get("plan", "")), leader, tuple(entries), half, str(path))


def deck_problems(leader_id: str, cards: Sequence[str], pool: Pool, half: bool) -> list[tuple[str, str]]:
    """Every deck-building rule a Leader and deck list break in a game of this mode (5.2: 50 cards,
    25 in half-deck mode), as (rule, sentence); empty when legal."""
    problems: list[tuple[str, str]] = []
    leader = pool.cards.get(leader_id)
    if leader is None:
        problems.append(("5.1", f"the Leader {leader_id} is not a known card"))
    elif leader.kind != "leader":
        problems.append(("5.1", f"{leader.name} is not a Leader card"))
    wanted = HALF_DECK if half else DECK
    if len(cards) != wanted:
        mode = "half-deck mode" if half else "a full deck"
        problems.append(("5.2", f"{mode} has {wanted} cards, this one {len(cards)}"))
    for card_id, copies in Counter(cards).items():
        card = pool.cards.get(card_id)
        if card is None:
            problems.append(("5.2", f"{card_id} is not a known card"))
            continue
        if card.kind == "leader":
            problems.append(("5.3", f"{card.name} is a Leader card and cannot be in the deck"))
        if copies > MAX_COPIES:
            problems.append(("5.4", f"{copies} copies of {card.name} (at most {MAX_COPIES})"))
    return problems


def validate_fw_deck(deck: FwDeck, pool: Pool) -> list[str]:
    """Every deck-building rule the deck breaks in its own mode, each with its rule number; empty when legal."""
    return [f"rule {rule}: {text}" for rule, text in deck_problems(deck.leader, deck.card_list(), pool, deck.half)]


def game_mode(decks: Sequence[FwDeck]) -> bool:
    """Whether the game of these decks is played in half-deck mode. Both decks of one game follow
    the same mode (5.2); IllegalDecks when one is a half deck and the other is not."""
    modes = {deck.half for deck in decks}
    if len(modes) > 1:
        sizes = {True: "a half deck (25 cards)", False: "a full deck (50 cards)"}
        said = ", ".join(f"{d.name} is {sizes[d.half]}" for d in decks)
        raise IllegalDecks([("5.2", f"both decks of one game follow the same mode: {said}")])
    return bool(modes and modes.pop())


def check_table_decks(decks: Sequence[FwDeck], pool: Pool) -> bool:
    """The mode of a game of these decks, each deck checked against it (5.1-5.4); IllegalDecks
    names every problem with its deck. Every way into a game (play, simulate, a scenario's dealt
    game) comes through here or through FusionWorld.new, which checks the same rules."""
    half = game_mode(decks)
    problems = [
        (rule, f"{deck.name}: {text}")
        for deck in decks
        for rule, text in deck_problems(deck.leader, deck.card_list(), pool, half)
    ]
    if problems:
        raise IllegalDecks(problems)
    return half


def ready_fw_decks() -> list[Path]:
    return sorted(DECKS_DIR.glob("*.yaml"))


def resolve_fw_deck(name: str) -> Path:
    """A deck file path, or the name of a ready deck ("ember_rush")."""
    path = Path(name)
    if path.suffix in (".yaml", ".yml") or path.exists():
        return path
    ready = DECKS_DIR / f"{name}.yaml"
    if ready.exists():
        return ready
    names = ", ".join(p.stem for p in ready_fw_decks())
    raise FwDeckError(f"{name}: no such deck file or ready deck (ready decks: {names})")


def deck_summary(deck: FwDeck, pool: Pool) -> dict[str, Any]:
    cards = [pool.cards[c] for c in deck.card_list() if c in pool.cards]
    return {
        "battle": sum(1 for c in cards if c.kind == "battle"),
        "extra": sum(1 for c in cards if c.kind == "extra"),
        "mean_cost": round(sum(c.cost for c in cards) / max(1, len(cards)), 2),
    }

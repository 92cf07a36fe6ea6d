"""Saved games: setup, seed and actions as JSON; replaying reaches the same state hash."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic as write_json_atomic
from game.files.atomic_write import write_text_atomic as write_text_atomic
from game.files.errors import DeckFileError
from game.files.errors import ReplayFileError as ReplayFileError
from game.files.read import MB, check_version, load_json, whole
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList, parse_deck
from game.games.bakugan.rules.actions import Action, action_from_json
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat

FORMAT = "bakugan-replay"
VERSION = 1


MAX_REPLAY_BYTES = 32 * MB
MAX_ACTIONS = 200_000
MAX_NAME = 200


def deck_to_json(deck: DeckList) -> dict[str, Any]:
    counts: dict[str, int] = {}
    for card_id in deck.cards:
        counts[card_id] = counts.get(card_id, 0) + 1
    return {
        "name": deck.name,
        "description": deck.description,
        "characters": deck.characters,
        "cores": deck.cores,
        "cards": [f"{n} {cid}" for cid, n in counts.items()],
    }


def replay_to_json(setup: GameSetup, actions: list[Action], final_hash: str, winner: int | None) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": "bakugan",
        "seed": setup.seed,
        "seats": [{"name": s.name, "deck": deck_to_json(s.deck)} for s in setup.seats],
        "actions": [a.to_json() for a in actions],
        "final_hash": final_hash,
        "winner": winner,
    }


def save_replay(path: Path, setup: GameSetup, actions: list[Action], final_hash: str, winner: int | None) -> None:
    write_json_atomic(path, replay_to_json(setup, actions, final_hash, winner))


def load_replay(path: Path) -> tuple[GameSetup, list[Action], dict[str, Any]]:
    """A replay file read and checked for shape: ReplayFileError says what is wrong and where."""
    data = load_json(path, ReplayFileError, MAX_REPLAY_BYTES, max_nodes=40 * MAX_ACTIONS)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        found = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise ReplayFileError(path, f"not a replay or saved game (format {str(found)[:40]!r}, not {FORMAT!r})")
    check_version(data, path, ReplayFileError, "replay", VERSION)
    seed = data.get("seed")
    if not isinstance(seed, int) or not whole(seed) or abs(seed) >= 2**63:
        raise ReplayFileError(path, f"'seed' must be a whole number, not {str(seed)[:40]!r}")
    seats_raw = data.get("seats")
    if not isinstance(seats_raw, list) or not 2 <= len(seats_raw) <= 4:
        raise ReplayFileError(path, "'seats' must list 2 to 4 players (rules 1.1.1, 8.1.1)")
    seats = tuple(_seat(raw, n, path) for n, raw in enumerate(seats_raw, start=1))
    actions_raw = data.get("actions")
    if not isinstance(actions_raw, list) or len(actions_raw) > MAX_ACTIONS:
        raise ReplayFileError(path, f"'actions' must be a list of at most {MAX_ACTIONS:,} actions")
    actions = [_action(raw, n, path) for n, raw in enumerate(actions_raw, start=1)]
    return GameSetup(seats=seats, seed=seed, check_decks=False), actions, data


def _seat(raw: Any, n: int, path: Path) -> Seat:
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or len(raw["name"]) > MAX_NAME:
        raise ReplayFileError(path, f"seat {n} needs a name (a short text) and a deck")
    try:
        deck = parse_deck(raw.get("deck"), Path(f"seat {n}'s deck"))
    except DeckFileError as exc:
        raise ReplayFileError(path, exc.problem.replace("a deck file", f"seat {n}'s deck")) from exc
    if deck.format_problems:
        raise ReplayFileError(path, f"seat {n}'s deck: {deck.format_problems[0]}")
    return Seat(raw["name"], deck)


def _action(raw: Any, n: int, path: Path) -> Action:
    if not isinstance(raw, dict):
        raise ReplayFileError(path, f"action {n} is {str(raw)[:40]!r}, not an action")
    try:
        return action_from_json(raw)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
        raise ReplayFileError(path, f"action {n} ({str(raw.get('kind'))[:30]}) cannot be read: {exc}") from exc


def replay_checked(path: Path, setup: GameSetup, actions: list[Action], catalog: Catalog) -> Game:
    """Play a loaded replay's actions; a file whose cards or actions the game refuses raises
    ReplayFileError naming the card or the action's number and the rule."""
    for n, seat in enumerate(setup.seats, start=1):
        unknown = sorted({c for c in seat.deck.cards + seat.deck.characters if c not in catalog.cards})
        unknown += [c for c in seat.deck.cores if c not in catalog.cores]
        if unknown:
            raise ReplayFileError(path, f"seat {n}'s deck names cards this program does not know: {', '.join(unknown)}")
        if len(seat.deck.characters) != 3:
            raise ReplayFileError(
                path, f"seat {n}'s deck has {len(seat.deck.characters)} Characters, not 3 (rule 1.1.2)"
            )
    try:
        game = Game.new(setup, catalog)
    except Exception as exc:  # SetupError, or a damaged deck the checks above let through
        raise ReplayFileError(path, f"the game cannot be set up: {exc}") from exc
    for n, action in enumerate(actions, start=1):
        try:
            game.apply(action)
        except Exception as exc:  # the engine refuses it (IllegalAction) or trips on a damaged field
            raise ReplayFileError(path, f"action {n} ({action.to_json().get('kind')}) cannot be played: {exc}") from exc
    return game

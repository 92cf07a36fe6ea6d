"""Saved games: setup, seed and actions as JSON; replaying reaches the same state hash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.decks import DeckList, parse_deck
from game.files import write_json_atomic
from game.rules.actions import Action, action_from_json
from game.rules.setup import GameSetup, Seat

FORMAT = "bakugan-replay"
VERSION = 1


class ReplayFileError(Exception):
    pass


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
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ReplayFileError(f"{path}: cannot read: {exc}") from exc
    except json.JSONDecodeError as exc:
        raise ReplayFileError(f"{path}: corrupt replay (not JSON at line {exc.lineno}: {exc.msg})") from exc
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayFileError(
            f"{path}: not a replay file (format {data.get('format') if isinstance(data, dict) else None!r})"
        )
    try:
        seats = tuple(Seat(str(s["name"]), parse_deck(s["deck"])) for s in data["seats"])
        setup = GameSetup(seats=seats, seed=int(data["seed"]), check_decks=False)
        actions = [action_from_json(a) for a in data["actions"]]
    except (KeyError, TypeError, ValueError) as exc:
        raise ReplayFileError(f"{path}: corrupt replay: {exc}") from exc
    return setup, actions, data

"""Fusion World replay files (`simulate --save-replays`): each player's name, Leader and deck as a
card list, the seed, every action and the final state hash. A game is a pure function of these,
so `replay FILE --verify` plays the actions again, each checked by the rules, and compares the
hash; editing a deck file afterwards changes nothing. Version 1 files named their deck files
instead; they are still read (from those files)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from game.core import IllegalAction
from game.files.atomic_write import write_json_atomic
from game.files.errors import ReplayFileError
from game.files.read import MB, check_version, load_json
from game.games.fusion_world.actions import decode
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck, load_fw_deck
from game.games.fusion_world.game import FusionWorld, Player
from game.games.fusion_world.match import FwResult, players_of
from game.games.fusion_world.save_file import FwSave

FORMAT: Final = "fusion-world-replay"
VERSION: Final = 2  # 1: decks named by their files
MAX_BYTES: Final = 20 * MB
MAX_ACTIONS: Final = 100_000
MAX_CARDS: Final = 1_000  # in one deck, far above the 50 of rule 5.2


class FwReplayError(ReplayFileError, ValueError):
    """A Fusion World replay that cannot be used: the file and what is wrong."""


def write_replay(path: Path, decks: Sequence[FwDeck], names: Sequence[str], result: FwResult) -> None:
    players = players_of(decks, names)
    write_json_atomic(
        path,
        {
            "game": "fusion-world",
            "format": FORMAT,
            "version": VERSION,
            "seed": result.seed,
            "half": any(d.half for d in decks),
            "players": [{"name": name, "leader": leader, "deck": deck} for name, leader, deck in players],
            "actions": result.replay,
            "final_hash": result.final_hash,
        },
    )


def read_replay(path: Path) -> dict[str, Any]:
    """The file's JSON within bounds (size, nesting, values), its version checked."""
    return checked(path, load_json(path, FwReplayError, MAX_BYTES, max_nodes=40 * MAX_ACTIONS))


def checked(path: Path, data: Any) -> dict[str, Any]:
    """A replay's JSON, once read: a Fusion World replay of a version this program reads."""
    if not isinstance(data, dict) or data.get("game") != "fusion-world":
        raise FwReplayError(path, "not a Fusion World replay")
    check_version(data, path, FwReplayError, "Fusion World replay", VERSION)
    return data


def replay_game(path: Path, data: dict[str, Any], pool: Pool) -> tuple[FusionWorld, int]:
    """The game the file describes, played to its last action: (game, actions played)."""
    seed, raw = data.get("seed"), data.get("actions")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(raw, list) or len(raw) > MAX_ACTIONS:
        raise FwReplayError(path, f"'seed' must be a whole number and 'actions' a list of at most {MAX_ACTIONS:,}")
    players, half = _players(path, data)
    try:
        game = FusionWorld.new(players, pool, seed=seed, half=half)
    except (IllegalAction, KeyError, TypeError, ValueError, IndexError) as exc:
        raise FwReplayError(path, f"its players and decks cannot start a game ({exc})") from None
    for number, entry in enumerate(raw, 1):
        try:
            game.apply_action(decode(entry))
        except IllegalAction as exc:
            raise FwReplayError(path, f"action {number} breaks the rules: {exc}") from None
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise FwReplayError(path, f"action {number} is not a move of this game ({exc})") from None
    return game, len(raw)


def _players(path: Path, data: dict[str, Any]) -> tuple[list[Player], bool]:
    if data.get("version", 1) == 1:  # decks named by their files, read as they are now
        decks = [load_fw_deck(Path(d)) for d in _two(path, data.get("decks"), str, "'decks' names two deck files")]
        names = data.get("names")
        return players_of(decks, names if isinstance(names, list) else None), any(d.half for d in decks)
    players: list[Player] = []
    for raw in _two(path, data.get("players"), dict, "'players' lists the two players"):
        name, leader, deck = raw.get("name"), raw.get("leader"), raw.get("deck")
        if not (isinstance(name, str) and isinstance(leader, str) and isinstance(deck, list)):
            raise FwReplayError(path, "a player has a name, a leader (a card id) and a deck (a list of card ids)")
        if len(deck) > MAX_CARDS or not all(isinstance(c, str) for c in deck):
            raise FwReplayError(path, f"a deck is a list of at most {MAX_CARDS} card ids")
        players.append((name, leader, list(deck)))
    half = data.get("half", False)
    if not isinstance(half, bool):
        raise FwReplayError(path, "'half' must be true or false")
    return players, half


def _two(path: Path, value: Any, kind: type, problem: str) -> list[Any]:
    if not isinstance(value, list) or len(value) != 2 or not all(isinstance(v, kind) for v in value):
        raise FwReplayError(path, problem)
    return value


def read_as_save(path: Path, pool: Pool) -> tuple[FwSave, FusionWorld]:
    """A replay file as a saved game no computer plays (the analysis mode reads both alike), with
    its game played to the last action."""
    data = read_replay(path)
    game, _count = replay_game(path, data, pool)
    players, half = _players(path, data)
    actions = [decode(entry) for entry in data["actions"]]
    return FwSave(players, int(data["seed"]), half, actions, [False, False]), game


def is_replay(path: Path) -> bool:
    """Whether the file says it is a replay (a saved game says its own format)."""
    data = load_json(path, FwReplayError, MAX_BYTES, max_nodes=40 * MAX_ACTIONS)
    return isinstance(data, dict) and data.get("format") == FORMAT

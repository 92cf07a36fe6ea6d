"""Fusion World saved games: the decks as card lists, the names, the seed and every action so far,
plus which seats the computer plays. Loading plays the actions again through the rules, so a save
can never disagree with the engine; the state hash written with it is checked at the end.

Writes are atomic (game/files/atomic_write.py) and the copy a write replaces is kept as
`NAME.previous.json` when it is whole, so a damaged save never leaves nothing to go back to."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from game.core import IllegalAction
from game.files.atomic_write import write_json_atomic
from game.files.errors import ReplayFileError
from game.files.read import check_version, load_json
from game.games.fusion_world.actions import decode, encode
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.game import FusionWorld, Player

FORMAT: Final = "fusion-world-save"
VERSION: Final = 1
PREVIOUS_SUFFIX: Final = ".previous.json"
MAX_SAVE_BYTES: Final = 8_000_000
MAX_SAVE_NODES: Final = 400_000  # an action is a few values; a long game some thousand actions


class FwSaveError(ReplayFileError, ValueError):
    """A save that cannot be used: the file and what is wrong with it."""


@dataclass
class FwSave:
    players: list[Player]  # (name, leader, deck card ids) per seat
    seed: int
    half: bool
    actions: list[Any]
    computer: list[bool]
    strong: bool = False  # the computer seats use the strong player
    deck_paths: list[str] = field(default_factory=list)  # where the decks came from, if files


def save_data(save: FwSave, game: FusionWorld) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "fusion-world",
        "players": [{"name": n, "leader": leader, "deck": list(deck)} for n, leader, deck in save.players],
        "seed": save.seed,
        "half": save.half,
        "actions": [encode(a) for a in save.actions],
        "turn": game.core.turn,
        "state_hash": game.state.state_hash(),
        "ui": {"computer": list(save.computer), "strong": save.strong, "deck_paths": list(save.deck_paths)},
    }


def previous_path(path: Path) -> Path:
    return path.with_name(path.name.removesuffix(".json") + PREVIOUS_SUFFIX)


def write_save(path: Path, save: FwSave, game: FusionWorld) -> None:
    """Write atomically; the copy there before, if it is whole, is kept as the previous one."""
    if path.is_file() and _whole(path):  # a damaged copy is not kept over a good previous one
        os.replace(path, previous_path(path))
    write_json_atomic(path, save_data(save, game))


def _whole(path: Path) -> bool:
    """Whether a file reads as a complete save (cheap: no replay, so the table's autosave stays quick)."""
    try:
        _read_data(path)
    except FwSaveError:
        return False
    return True


def _read_data(path: Path) -> dict[str, Any]:
    """The save's JSON read within bounds (size, nesting, values; game/files/read.py), its format
    and version checked."""
    try:
        data = load_json(path, FwSaveError, MAX_SAVE_BYTES, MAX_SAVE_NODES)
    except FwSaveError as exc:
        raise FwSaveError(path, f"damaged: {exc.problem}", exc.line) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FwSaveError(path, "not a Fusion World saved game")
    check_version(data, path, FwSaveError, "Fusion World save", VERSION)
    if not isinstance(data.get("actions"), list):
        raise FwSaveError(path, "damaged: 'actions' must be a list")
    return data


def read_save(path: Path, pool: Pool) -> tuple[FwSave, FusionWorld]:
    """The save and its game replayed to where it was; FwSaveError names the problem."""
    data = _read_data(path)
    try:
        save = _parse(data, pool)
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise FwSaveError(path, f"damaged: {exc}") from None
    try:
        game = FusionWorld.new(save.players, pool, seed=save.seed, half=save.half)
    except (IllegalAction, KeyError, TypeError, ValueError, IndexError) as exc:
        raise FwSaveError(path, f"damaged: its players and decks cannot start a game ({exc})") from None
    for number, action in enumerate(save.actions, 1):
        try:
            game.apply_action(action)
        except IllegalAction as exc:
            raise FwSaveError(path, f"damaged: action {number} breaks the rules: {exc}") from None
        except (KeyError, TypeError, ValueError, IndexError) as exc:  # a field of the wrong kind
            raise FwSaveError(path, f"damaged: action {number} is not a move of this game ({exc!r})") from None
    if data.get("state_hash") not in (None, game.state.state_hash()):
        raise FwSaveError(path, "damaged: the game replayed does not reach the position saved")
    return save, game


def _parse(data: dict[str, Any], pool: Pool) -> FwSave:
    raw_players = data["players"]
    if not isinstance(raw_players, list) or len(raw_players) != 2:
        raise ValueError("'players' must list the two players")
    players: list[Player] = []
    for seat, raw in enumerate(raw_players):
        leader, deck = str(raw["leader"]), [str(c) for c in raw["deck"]]
        unknown = [c for c in [leader, *deck] if c not in pool.cards]
        if unknown:
            raise ValueError(f"player {seat + 1}: unknown card {unknown[0]!r}")
        players.append((str(raw["name"]), leader, deck))
    actions = data["actions"]
    if not isinstance(actions, list):
        raise ValueError("'actions' must be a list")
    decoded = []
    for number, raw in enumerate(actions, 1):
        if not isinstance(raw, dict):
            raise ValueError(f"action {number} is not a mapping")
        try:
            decoded.append(decode(raw))
        except ValueError as exc:
            raise ValueError(f"action {number}: {exc}") from None
    ui = data.get("ui", {})
    if not isinstance(ui, dict):
        raise ValueError("'ui' must be a mapping")
    computer = ui.get("computer", [False, False])
    if not isinstance(computer, list) or len(computer) != 2 or not all(isinstance(c, bool) for c in computer):
        raise ValueError("'ui.computer' must say true or false for each of the two seats")
    seed = data["seed"]
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError("'seed' must be a whole number")
    paths = [str(p) for p in ui.get("deck_paths", [])]
    return FwSave(players, seed, bool(data.get("half", False)), decoded, computer, bool(ui.get("strong")), paths)

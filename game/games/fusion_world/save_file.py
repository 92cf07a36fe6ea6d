"""Fusion World saved games: the decks as card lists, the names, the seed and every action so far,
plus which seats the computer plays and at which level. Loading plays the actions again through the rules, so a save
can never disagree with the engine; the state hash written with it is checked at the end.

Writes are atomic and the copy a write replaces is kept as `NAME.previous.json` when it is whole,
so a damaged save never leaves nothing to go back to (game/files/saved_game.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import IllegalAction
from game.files.saved_game import SavedGameError, SaveForm, computer_seats, levels_per_seat, seat_levels, seed_of
from game.games.fusion_world.actions import decode, encode
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.game import FusionWorld, Player
from game.games.fusion_world.players import STRONG_LEVEL, USUAL_LEVEL


class FwSaveError(SavedGameError):
    """A Fusion World save that cannot be used: the file and what is wrong with it."""


# version 2: a level per computer seat (`ui.levels`); version 1's one `ui.strong` switch still reads
FORM = SaveForm("fusion-world-save", "Fusion World", "fusion-world", FwSaveError, version=2)


@dataclass
class FwSave:
    players: list[Player]  # (name, leader, deck card ids) per seat
    seed: int
    half: bool
    actions: list[Any]
    computer: list[bool]
    levels: list[str] = field(default_factory=list)  # each computer seat's player (the usual one if not given)
    deck_paths: list[str] = field(default_factory=list)  # where the decks came from, if files


def save_data(save: FwSave) -> dict[str, Any]:
    """The game\'s own fields of the save (SaveForm.write adds its kind and where the game stands)."""
    return {
        "players": [{"name": n, "leader": leader, "deck": list(deck)} for n, leader, deck in save.players],
        "seed": save.seed,
        "half": save.half,
        "actions": [encode(a) for a in save.actions],
        "ui": {
            "computer": list(save.computer),
            "levels": levels_per_seat(save.computer, save.levels, USUAL_LEVEL),
            "deck_paths": list(save.deck_paths),
        },
    }


def write_save(path: Path, save: FwSave, game: FusionWorld) -> None:
    """Write atomically; the copy there before, if it is whole, is kept as the previous one."""
    FORM.write(path, game, save_data(save))


def read_save(path: Path, pool: Pool) -> tuple[FwSave, FusionWorld]:
    """The save and its game replayed to where it was; FwSaveError names the problem."""

    def deal(save: FwSave) -> FusionWorld:
        return FusionWorld.new(save.players, pool, seed=save.seed, half=save.half)

    return FORM.read(path, lambda d: _parse(d, pool), deal, IllegalAction)


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
    computer = computer_seats(ui, 2)
    paths = [str(p) for p in ui.get("deck_paths", [])]
    levels = seat_levels(data, computer, USUAL_LEVEL, STRONG_LEVEL)
    return FwSave(players, seed_of(data), bool(data.get("half", False)), decoded, computer, levels, paths)

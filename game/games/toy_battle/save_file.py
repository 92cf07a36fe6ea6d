"""Toy Battle saved games: each player's name, three Bakugan and six BakuCores, the seed and every
action so far (the rolls' outcomes among them), plus which seats the computer plays. Loading plays
the actions again through the rules and checks the state hash written with them. Writes are atomic
and the copy a write replaces is kept (game/files/saved_game.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from game.core import IllegalAction
from game.files.saved_game import (
    SavedGameError,
    computer_seats,
    load_saved,
    read_saved,
    seed_of,
    write_keeping_previous,
)
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.actions import action_from_json
from game.games.toy_battle.game import Team, ToyBattle

FORMAT: Final = "toy-battle-save"
VERSION: Final = 1
MAX_SAVE_BYTES: Final = 4_000_000


class ToySaveError(SavedGameError):
    """A Toy Battle save that cannot be used: the file and what is wrong with it."""


@dataclass(frozen=True)
class ToySave:
    teams: tuple[Team, Team]
    seed: int
    actions: tuple[Any, ...]
    computer: tuple[bool, bool]


def save_data(save: ToySave, game: ToyBattle) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": "toy-battle",
        "teams": [
            {"name": name, "bakugan": list(bakugan), "cores": list(cores)} for name, bakugan, cores in save.teams
        ],
        "seed": save.seed,
        "actions": [a.to_json() for a in save.actions],
        "turn": game.core.turn,
        "state_hash": game.state.state_hash(),
        "ui": {"computer": list(save.computer)},
    }


def write_save(path: Path, save: ToySave, game: ToyBattle) -> None:
    write_keeping_previous(path, save_data(save, game), FORMAT)


def read_save(path: Path, catalog: Catalog) -> tuple[ToySave, ToyBattle]:
    """The save and its game replayed to where it was; ToySaveError names the problem."""
    data = read_saved(path, FORMAT, "Toy Battle", VERSION, MAX_SAVE_BYTES, ToySaveError)

    def deal(save: ToySave) -> ToyBattle:
        return ToyBattle.new(list(save.teams), catalog, seed=save.seed)

    return load_saved(path, data, ToySaveError, _parse, deal, IllegalAction)


def _team(raw: Any, seat: int) -> Team:
    if not isinstance(raw, dict):
        raise ValueError(f"team {seat + 1} must be a mapping of name, bakugan and cores")
    bakugan, cores = raw["bakugan"], raw["cores"]
    if not isinstance(bakugan, list) or not isinstance(cores, list):
        raise ValueError(f"team {seat + 1}: 'bakugan' and 'cores' must be lists of card ids")
    return (str(raw["name"]), [str(b) for b in bakugan], [str(c) for c in cores])


def _parse(data: dict[str, Any]) -> ToySave:
    teams = data["teams"]
    if not isinstance(teams, list) or len(teams) != 2:
        raise ValueError("'teams' must list the two players' teams")
    raw = data["actions"]
    if not isinstance(raw, list):
        raise ValueError("'actions' must be a list")
    actions = []
    for number, entry in enumerate(raw, 1):
        if not isinstance(entry, dict):
            raise ValueError(f"action {number} is not a mapping")
        try:
            actions.append(action_from_json(entry))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"action {number}: {exc}") from None
    computer = computer_seats(data.get("ui", {}), 2)
    return ToySave((_team(teams[0], 0), _team(teams[1], 1)), seed_of(data), tuple(actions), (computer[0], computer[1]))

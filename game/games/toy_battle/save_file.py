"""Toy Battle saved games: each player's name, three Bakugan and six BakuCores, the seed and every
action so far (the rolls' outcomes among them), plus which seats the computer plays and how
(`ui.players`: a computer player's name per seat, greedy when a save has none). Loading plays
the actions again through the rules and checks the state hash written with them. Writes are atomic
and the copy a write replaces is kept (game/files/saved_game.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import IllegalAction
from game.files.saved_game import SavedGameError, SaveForm, computer_seats, seed_of
from game.games.toy_battle.game import Team, ToyBattle
from game.games.toy_battle.pieces import Pieces
from game.games.toy_battle.players import DEFAULT_PLAYER, TOY_PLAYERS
from game.roll.actions import from_json


class ToySaveError(SavedGameError):
    """A Toy Battle save that cannot be used: the file and what is wrong with it."""


FORM = SaveForm("toy-battle-save", "Toy Battle", "toy-battle", ToySaveError, max_bytes=4_000_000)


@dataclass(frozen=True)
class ToySave:
    teams: tuple[Team, Team]
    seed: int
    actions: tuple[Any, ...]
    computer: tuple[bool, bool]
    players: tuple[str, str] = (DEFAULT_PLAYER, DEFAULT_PLAYER)


def save_data(save: ToySave) -> dict[str, Any]:
    """The game\'s own fields of the save (SaveForm.write adds its kind and where the game stands)."""
    return {
        "teams": [
            {"name": name, "bakugan": list(bakugan), "cores": list(cores)} for name, bakugan, cores in save.teams
        ],
        "seed": save.seed,
        "actions": [a.to_json() for a in save.actions],
        "ui": {"computer": list(save.computer), "players": list(save.players)},
    }


def write_save(path: Path, save: ToySave, game: ToyBattle) -> None:
    FORM.write(path, game, save_data(save))


def read_save(path: Path, catalog: Pieces) -> tuple[ToySave, ToyBattle]:
    """The save and its game replayed to where it was; ToySaveError names the problem."""

    def deal(save: ToySave) -> ToyBattle:
        return ToyBattle.new(list(save.teams), catalog, seed=save.seed)

    return FORM.read(path, _parse, deal, IllegalAction)


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
            actions.append(from_json(entry))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"action {number}: {exc}") from None
    computer = computer_seats(data.get("ui", {}), 2)
    players = _players(data["ui"].get("players", [DEFAULT_PLAYER] * 2) if "ui" in data else [DEFAULT_PLAYER] * 2)
    teams_read = (_team(teams[0], 0), _team(teams[1], 1))
    return ToySave(teams_read, seed_of(data), tuple(actions), (computer[0], computer[1]), players)


def _players(raw: Any) -> tuple[str, str]:
    if not isinstance(raw, list) or len(raw) != 2 or not all(p in TOY_PLAYERS for p in raw):
        raise ValueError(f"'ui.players' must name a computer player for each of the 2 seats ({', '.join(TOY_PLAYERS)})")
    return (raw[0], raw[1])

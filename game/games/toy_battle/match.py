"""Starting and playing Toy Battle games: teams (three Bakugan and six BakuCores, as a deck lists
them: game/games/toy_figures.py reads Bakugan deck files), rolls from a roll model, computer
players by name."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import play_to_end
from game.games.toy_battle.game import Team, ToyBattle
from game.games.toy_battle.pieces import Pieces, TeamList
from game.games.toy_battle.players import make_toy_player
from game.roll.actions import RollResults
from game.roll.seam import RollModel


def team_of(name: str, deck: TeamList) -> Team:
    """A deck's Bakugan and BakuCores as a Toy Battle team (its cards stay out of the game)."""
    return (name, list(deck.characters), list(deck.cores))


def roll_chance(model: RollModel) -> Any:
    """A chance model for `play_to_end`: the roll model's outcome of the game's roll."""

    def chance(game: Any, rng: random.Random) -> RollResults:
        return RollResults(outcomes=tuple(sorted(model.roll(game.roll_request(), rng).items())))

    return chance


@dataclass
class ToyResult:
    seed: int
    winner: int | None
    turns: int
    actions: int
    final_hash: str


def play_toy_game(
    teams: list[Team], catalog: Pieces, players: Sequence[str], model: RollModel, seed: int
) -> tuple[ToyBattle, ToyResult]:
    game = ToyBattle.new(teams, catalog, seed=seed)
    seated = [make_toy_player(name, seed * 2 + k) for k, name in enumerate(players)]
    actions = play_to_end(game, seated, roll_chance(model), random.Random(f"{seed}:rolls"))
    result = ToyResult(seed, game.core.winner, game.core.turn, len(actions), game.state.state_hash())
    return game, result

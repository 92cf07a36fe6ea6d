"""Starting and playing Toy Battle games: teams from deck files (their three Bakugan and six
BakuCores), rolls from a roll model, computer players by name."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from game.core import play_to_end
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList, load_deck, resolve_deck_path
from game.games.bakugan.rules.actions import RollResults
from game.games.toy_battle.game import Team, ToyBattle
from game.games.toy_battle.players import make_toy_player
from game.roll.seam import RollModel

DEFAULT_DECKS: Final = ("aquos_flow", "pyrus_fury")


def team_of(name: str, deck: DeckList) -> Team:
    """A deck's Bakugan and BakuCores as a Toy Battle team (its cards stay out of the game)."""
    return (name, list(deck.characters), list(deck.cores))


def toy_teams(decks: Sequence[str] | None, names: Sequence[str] | None = None) -> list[Team]:
    """Two teams from deck files or ready-deck names (default: two ready decks). Raises
    DeckFileError for a deck that cannot be read, ValueError for the wrong number of decks."""
    chosen = list(decks or DEFAULT_DECKS)
    if len(chosen) != 2:
        raise ValueError("Toy Battle is for two players: give two decks")
    given = list(names or [])
    given += [f"Player {k + 1}" for k in range(len(given), 2)]
    return [team_of(given[k], load_deck(resolve_deck_path(d))) for k, d in enumerate(chosen)]


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
    teams: list[Team], catalog: Catalog, players: Sequence[str], model: RollModel, seed: int
) -> tuple[ToyBattle, ToyResult]:
    game = ToyBattle.new(teams, catalog, seed=seed)
    seated = [make_toy_player(name, seed * 2 + k) for k, name in enumerate(players)]
    actions = play_to_end(game, seated, roll_chance(model), random.Random(f"{seed}:rolls"))
    result = ToyResult(seed, game.core.winner, game.core.turn, len(actions), game.state.state_hash())
    return game, result

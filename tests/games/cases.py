"""Every registered game as the tests that hold all games to the same standard need it: how to
make one from a seed, its random player, how chance is answered, a seat's view and what of it is
public, the state hash, the game's own invariants, and a copy of the game in which what one seat
cannot see is dealt again (tests/games/redeal.py).

The names are game/games/registry.py's GAMES; test_every_registered_game_has_a_case fails when a
game is registered without one. (When the registry holds this per game, these read it.)"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core import CoreGame
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import RollResults
from game.games.bakugan.rules.engine import Game as BakuganGame
from game.games.bakugan.rules.invariants import check_invariants as bakugan_invariants
from game.games.bakugan.rules.view import PlayerView
from game.games.battle_monsters.actions import Surrender
from game.games.battle_monsters.decks import load_deck as load_bm_deck
from game.games.battle_monsters.decks import ready_decks as bm_ready_decks
from game.games.battle_monsters.invariants import check_invariants as bm_invariants
from game.games.battle_monsters.match import new_game as new_bm_game
from game.games.battle_monsters.players import RandomPlayer as BmRandomPlayer
from game.games.fusion_world.actions import Concede
from game.games.fusion_world.cards import default_pool as fw_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.invariants import check_invariants as fw_invariants
from game.games.fusion_world.match import load_decks as load_fw_decks
from game.games.fusion_world.match import players_of as fw_players_of
from game.games.fusion_world.players import make_fw_player
from game.games.toy_battle.game import ToyBattle
from game.games.toy_battle.invariants import check_invariants as toy_invariants
from game.games.toy_battle.match import roll_chance
from game.games.toy_battle.players import make_toy_player
from game.games.toy_figures import toy_pieces, toy_teams
from game.roll.actions import Forfeit
from game.roll.probabilistic import ProbabilisticRollModel
from tests.games import redeal
from tests.helpers import new_game as new_bakugan_game

GAME_TYPES = (CoreGame, BakuganGame)  # what a view must never hold


def _own_view(game: Any, seat: int) -> Any:
    return game.view(seat)


def _own_hash(game: Any) -> str:
    return str(game.state.state_hash())


def _listed_chance(game: Any, rng: random.Random) -> Any:
    outcomes = game.chance_outcomes()
    assert outcomes, "a chance node with no outcomes listed"
    return outcomes[rng.randrange(len(outcomes))][0]


def _view_data(view: Any) -> Any:
    """The view's public fields, and the states it keeps for itself as their JSON (what else it
    keeps, card data, is the same in every game)."""
    kept = [getattr(view, f.name) for f in dataclasses.fields(view) if f.name.startswith("_")]
    return public_data(view), [k.to_json() for k in kept if hasattr(k, "to_json")]


@dataclass(frozen=True)
class GameCase:
    name: str
    new: Callable[[int], Any]  # a game from a seed, set up and started
    player: Callable[[int], Any]  # its random player, from a seed
    invariants: Callable[[Any], list[str]]
    redeal: Callable[[Any, int, random.Random], Any]  # the game with what the seat cannot see dealt again
    resign: Callable[[int], Any]  # the action by which a seat gives up, at any time
    chance: Callable[[Any, random.Random], Any] = _listed_chance  # the action answering a chance node
    view: Callable[[Any, int], Any] = _own_view
    public: Callable[[Any], Any] = _view_data  # what a view shows (ids included) and keeps, as plain data
    state_hash: Callable[[Any], str] = _own_hash
    max_actions: int = 5_000

    def seat_actions(self, game: Any, seat: int) -> list[Any]:
        """The legal actions as the seat's view names things."""
        named = getattr(game, "seat_actions", None)
        return list(named(seat)) if named is not None else list(game.legal_actions())

    def from_seat(self, game: Any, seat: int, action: Any) -> Any:
        back = getattr(game, "from_seat", None)
        return back(seat, action) if back is not None else action


def public_data(value: Any) -> Any:
    """A view as plain data: its dataclasses' fields whose names do not start with "_" (those are
    what an agent keeps for itself), tuples, lists, dicts and atoms."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {
            f.name: public_data(getattr(value, f.name)) for f in dataclasses.fields(value) if not f.name.startswith("_")
        }
    if isinstance(value, (tuple, list)):
        return [public_data(v) for v in value]
    if isinstance(value, dict):
        return {k: public_data(v) for k, v in value.items()}
    return value


def games_inside(view: Any, limit: int = 200_000) -> list[str]:
    """The paths by which a view reaches a game object (none for a view that holds no game)."""
    found: list[str] = []
    seen: set[int] = set()
    todo: list[tuple[str, Any]] = [("view", view)]
    while todo and len(seen) < limit:
        path, value = todo.pop()
        if id(value) in seen or isinstance(value, (str, bytes, int, float, bool, type(None), type)):
            continue
        seen.add(id(value))
        if isinstance(value, GAME_TYPES):
            found.append(path)
            continue
        if isinstance(value, dict):
            todo += [(f"{path}[{k!r}]", v) for k, v in value.items()]
        elif isinstance(value, (tuple, list, set, frozenset)):
            todo += [(f"{path}[{n}]", v) for n, v in enumerate(value)]
        else:
            names = list(getattr(value, "__dict__", {}))
            for cls in type(value).__mro__:
                names += [s for s in getattr(cls, "__slots__", ()) if isinstance(s, str)]
            todo += [(f"{path}.{n}", getattr(value, n)) for n in names if hasattr(value, n)]
    return found


# ---- each game --------------------------------------------------------------------------------------

ROLLS = ProbabilisticRollModel()


def _bakugan_chance(game: Any, rng: random.Random) -> RollResults:
    return RollResults(outcomes=tuple(sorted(ROLLS.roll(game.roll_request(), rng).items())))


@cache
def _bm_decks() -> list[Any]:
    return [load_bm_deck(p) for p in bm_ready_decks()]


def _new_bm(seed: int) -> Any:
    decks = _bm_decks()
    return new_bm_game([decks[seed % len(decks)], decks[(seed + 1) % len(decks)]], seed)


FW_PAIRS = (
    ("ember_rush", "tidewatch_control"),
    ("thunder_circus", "rootbound_ramp"),
    ("tidewatch_control", "thunder_circus"),
    ("rootbound_ramp", "ember_rush"),
    ("half_ember", "half_ember"),
)


def _new_fw(seed: int) -> FusionWorld:
    decks = load_fw_decks(FW_PAIRS[seed % len(FW_PAIRS)])
    return FusionWorld.new(fw_players_of(decks), fw_pool(), seed=seed, half=decks[0].half)


def _fw_player(seed: int) -> Any:
    return make_fw_player("random", seed)


def _toy_player(seed: int) -> Any:
    return make_toy_player("random", seed)


def _forfeit(seat: int) -> Forfeit:
    return Forfeit(seat=seat)


def _new_toy(seed: int) -> ToyBattle:
    return ToyBattle.new(toy_teams(None), toy_pieces(), seed=seed)


CASES: dict[str, GameCase] = {
    case.name: case
    for case in (
        GameCase(
            name="bakugan",
            new=lambda seed: new_bakugan_game(seed),
            player=RandomAgent,
            invariants=bakugan_invariants,
            redeal=redeal.bakugan,
            resign=_forfeit,
            chance=_bakugan_chance,
            view=PlayerView,
            public=lambda view: public_data(view.seat_view()),
        ),
        GameCase("toy-battle", _new_toy, _toy_player, toy_invariants, redeal.toy_battle, _forfeit, roll_chance(ROLLS)),
        GameCase("fusion-world", _new_fw, _fw_player, fw_invariants, redeal.fusion_world, Concede),
        GameCase("battle-monsters", _new_bm, BmRandomPlayer, bm_invariants, redeal.battle_monsters, Surrender),
    )
}

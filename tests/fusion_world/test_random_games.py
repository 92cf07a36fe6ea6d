"""Random and heuristic Fusion World games over many seeds, with invariants: no card created or
lost, every action legal when applied, the replay reaching the same state hash, hidden cards
kept out of the other seat's view."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.core import play_to_end
from game.games.fusion_world.actions import decode, encode
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.invariants import check_invariants
from game.games.fusion_world.match import load_decks, play_fw_game, players_of, replay
from game.games.fusion_world.players import make_fw_player
from tests.fusion_world.helpers import pending_kind


class Checked:
    """A player that checks the invariants before each choice."""

    def __init__(self, inner: Any, game: FusionWorld) -> None:
        self.inner, self.game, self.name = inner, game, inner.name

    def choose(self, view: Any, legal: list[Any]) -> Any:
        assert not check_invariants(self.game), check_invariants(self.game)
        assert legal, "a decision with no legal action"
        other = view.them
        assert isinstance(other.hand, int)
        action = self.inner.choose(view, legal)
        decision = self.game.pending()
        assert decision is not None and self.game.kind(decision).allows(self.game, decision, action)
        return action


@pytest.mark.parametrize("decks", [None, ["thunder_circus", "rootbound_ramp"], ["half_ember", "half_ember"]])
def test_random_games_keep_the_invariants(decks: list[str] | None) -> None:
    pool = default_pool()
    loaded = load_decks(decks)
    for seed in range(6):
        game = FusionWorld.new(players_of(loaded), pool, seed=seed, half=loaded[0].half)
        players = [Checked(make_fw_player("random", seed * 2 + k), game) for k in (0, 1)]
        actions = play_to_end(game, players, None, random.Random(seed))
        assert game.over, "the game did not end"
        again = replay(loaded, pool, seed, [decode(encode(a)) for a in actions])
        assert again.state.state_hash() == game.state.state_hash()


def test_heuristic_games_end_and_replay() -> None:
    pool = default_pool()
    for pair in (["ember_rush", "tidewatch_control"], ["rootbound_ramp", "thunder_circus"]):
        decks = load_decks(pair)
        for seed in range(3):
            game, result = play_fw_game(decks, pool, ["heuristic", "heuristic"], seed)
            assert game.over and result.winner is not None
            again = replay(decks, pool, seed, [decode(a) for a in result.replay])
            assert again.state.state_hash() == result.final_hash


class LoneActionsAsked:
    """The heuristic player, asked at every decision, also where play_to_end would not ask it (one
    legal action: takes_a_lone_action); counts those, checking it took the action and no random number."""

    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.inner = make_fw_player("heuristic", seed)
        self.lone = 0

    def choose(self, view: Any, legal: list[Any]) -> Any:
        if len(legal) > 1:
            return self.inner.choose(view, legal)
        drawn = self.inner.rng.getstate()
        assert self.inner.choose(view, legal) == legal[0]
        assert self.inner.rng.getstate() == drawn, "it drew a random number for its only action"
        self.lone += 1
        return legal[0]


def test_the_heuristic_takes_a_lone_action_without_drawing_a_random_number() -> None:
    assert make_fw_player("heuristic", 0).takes_a_lone_action
    pool = default_pool()
    decks = load_decks(["ember_rush", "tidewatch_control"])
    lone = 0
    for seed in range(4):
        game = FusionWorld.new(players_of(decks), pool, seed=seed, half=decks[0].half)
        players = [LoneActionsAsked(seed * 2 + k) for k in (0, 1)]
        play_to_end(game, players, None, random.Random(seed))
        lone += sum(p.lone for p in players)
    assert lone >= 20


@pytest.mark.slow
def test_search_player_plays_a_game() -> None:
    game, _result = play_fw_game(load_decks(None), default_pool(), ["search:1", "heuristic"], 5)
    assert game.over


def test_search_player_chooses_a_legal_action_from_sampled_worlds() -> None:
    pool = default_pool()
    game = FusionWorld.new(players_of(load_decks(None)), pool, seed=4)
    heuristic = [make_fw_player("heuristic", k) for k in (0, 1)]
    while not (pending_kind(game) == "main" and game.core.turn >= 3):
        seat = game.to_act()
        assert seat is not None
        game.apply_action(heuristic[seat].choose(game.view(seat), game.legal_actions()))
    before = game.state.state_hash()
    seat = game.to_act()
    assert seat is not None
    legal = game.legal_actions()
    choice = make_fw_player("search:1", 0).choose(game.view(seat), legal)
    assert choice in legal and game.state.state_hash() == before


def test_view_hides_the_opponents_hand_and_every_deck() -> None:
    pool = default_pool()
    game = FusionWorld.new(players_of(load_decks(None)), pool, seed=9)
    view = game.view(0)
    real = game.state
    masked = view._state
    for seat in (0, 1):
        assert sorted(
            masked.zone("deck", seat) + masked.zone("life", seat) + (masked.zone("hand", 1) if seat else [])
        ) == sorted(real.zone("deck", seat) + real.zone("life", seat) + (real.zone("hand", 1) if seat else []))
    assert masked.zone("hand", 0) == real.zone("hand", 0)
    assert masked.zone("deck", 0) != real.zone("deck", 0)  # order re-dealt
    assert masked.seed != real.seed
    world = view.sample_world(random.Random(1))
    world.apply_action(world.legal_actions()[0])
    assert game.state.state_hash() == FusionWorld(real, pool).state.state_hash()

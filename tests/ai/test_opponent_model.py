"""The opponent model of search: a pass is public, and a sampled world where the passing opponent's
heuristic would have played a card instead does not fit what was seen."""

from __future__ import annotations

import random

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.opponent_model import SeenPass, fits_passes, passes_seen
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.rules.actions import Pass, PlayCard
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import catalog
from tests.ai.test_views_only import interesting, tamper
from tests.helpers import fixture_catalog, scenario

IN_BRAWL = {0: {"open": True, "in_brawl": True}}


def power_step(ann_hand: list[str]) -> Game:
    """Power step: Ann's Bakugan (300 BP) against Bob's (500 BP), Ann holds priority first with two
    Energy and `ann_hand`; Bob has nothing to play."""
    return scenario(
        step="power",
        turn=2,
        starting=0,
        priority=0,
        players=[
            {"bakugan": IN_BRAWL, "hand": ann_hand, "energy": {"charged": 2}},
            {"bakugan": IN_BRAWL, "energy": {"charged": 2}},
        ],
    )


def heuristic(seat: int) -> HeuristicAgent:
    return HeuristicAgent(seat, fixture_catalog())


def test_a_pass_in_this_position_is_seen_by_the_next_holder_only() -> None:
    game = power_step(["ts-20"])
    assert passes_seen(PlayerView(game, 0)) == ()  # the window's first holder saw no pass
    game.apply(Pass(seat=0))
    assert game.to_act() == 1
    assert passes_seen(PlayerView(game, 1)) == (SeenPass(seat=0, passes=0),)
    assert passes_seen(PlayerView(game, 0)) == ()  # not Ann's turn to act


def test_a_world_where_the_passer_would_have_won_the_brawl_with_a_card_does_not_fit() -> None:
    holding_power_up = power_step(["ts-10"])  # +300 BP: 600 against 500, the heuristic plays it
    legal = holding_power_up.legal_actions()
    assert isinstance(heuristic(0).choose(PlayerView(holding_power_up, 0), legal), PlayCard)
    holding_power_up.apply(Pass(seat=0))  # what Ann really did
    seen = passes_seen(PlayerView(holding_power_up, 1))
    assert not fits_passes(holding_power_up, seen, heuristic)

    holding_a_flip_card = power_step(["ts-20"])  # a Flip card cannot be played from the hand (3.6.1)
    holding_a_flip_card.apply(Pass(seat=0))
    assert fits_passes(holding_a_flip_card, passes_seen(PlayerView(holding_a_flip_card, 1)), heuristic)


def test_checking_a_world_leaves_it_unchanged() -> None:
    game = power_step(["ts-10"])
    game.apply(Pass(seat=0))
    before = game.state.state_hash()
    fits_passes(game, passes_seen(PlayerView(game, 1)), heuristic)
    assert game.state.state_hash() == before
    assert game.to_act() == 1


def test_search_with_the_opponent_model_keeps_only_worlds_that_fit() -> None:
    """Ann passed holding a Flip card; her deck also holds Power Up, which a sample may put in her
    hand instead: such samples are set aside, and the world kept fits her pass."""
    game = scenario(
        step="power",
        turn=2,
        starting=0,
        priority=0,
        players=[
            {"bakugan": IN_BRAWL, "hand": ["ts-20"], "energy": {"charged": 2}, "deck": ["ts-10", "ts-12"] * 5},
            {"bakugan": IN_BRAWL, "energy": {"charged": 2}},
        ],
    )
    game.apply(Pass(seat=0))
    seen = passes_seen(PlayerView(game, 1))
    set_aside = 0
    for seed in range(6):
        agent = SearchAgent(seed, fixture_catalog(), fit_tries=12)
        world = agent._world(PlayerView(game, 1), seen)
        assert fits_passes(world, seen, heuristic)
        set_aside += agent.unfit
    assert set_aside > 0
    without_model = SearchAgent(0, fixture_catalog(), fit_tries=0)
    without_model._world(PlayerView(game, 1), seen)
    assert without_model.unfit == 0


def test_search_with_the_opponent_model_ignores_hidden_cards() -> None:
    """The passes it reads are public; the worlds it keeps are samples, never the real hidden cards."""
    checked = 0
    for seed in range(3):
        for game in interesting(seed, 40):
            seat = game.to_act()
            assert seat is not None
            if not passes_seen(PlayerView(game, seat)):
                continue
            expected = SearchAgent(7, catalog(), rollouts=2, fit_tries=6)._world(
                PlayerView(game, seat), passes_seen(PlayerView(game, seat))
            )
            other = tamper(game, seat, random.Random(seed))
            again = SearchAgent(7, catalog(), rollouts=2, fit_tries=6)._world(
                PlayerView(other, seat), passes_seen(PlayerView(other, seat))
            )
            assert expected.state.state_hash() == again.state.state_hash()
            checked += 1
            if checked >= 3:
                return
    assert checked >= 1

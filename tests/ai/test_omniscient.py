"""The ceiling player sees every hidden card; the search player samples them from its view."""

from __future__ import annotations

import itertools

from game.games.bakugan.players.omniscient import HandsSeenSearchAgent, OmniscientSearchAgent
from game.games.bakugan.players.registry import make_agent
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.rules.state import GameState
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import catalog, new_game, positions


def _hidden(state: GameState, seat: int) -> list[str]:
    """The opponent's hand and deck, in order, as card ids."""
    other = state.players[1 - seat]
    return [state.cards[i].card_id for i in [*other.hand, *other.deck]]


def test_omniscient_worlds_are_the_real_position_and_sampled_ones_are_not() -> None:
    game = next(itertools.islice(positions(11), 30, None))
    seat = game.to_act()
    assert seat in (0, 1)
    _, pair = new_game(11)  # the decks positions(11) plays
    omniscient = make_agent("omniscient:4", 1, catalog(), None, pair)
    assert isinstance(omniscient, OmniscientSearchAgent)
    real = _hidden(game.state, seat)
    omniscient.watch_game(game)
    world = omniscient._world(PlayerView(game, seat), ())
    assert _hidden(world.state, seat) == real
    assert world.state is not game.state  # a copy: play-outs never touch the real game
    sampler = SearchAgent(1, catalog(), decks=pair)
    assert any(_hidden(sampler._world(PlayerView(game, seat), ()).state, seat) != real for _ in range(5))


def test_the_ceiling_without_foresight_sees_the_hands_but_not_the_order_of_the_decks() -> None:
    game = next(itertools.islice(positions(11), 30, None))
    seat = game.to_act()
    assert seat in (0, 1)
    _, pair = new_game(11)
    seer = make_agent("omniscient_hands:4", 1, catalog(), None, pair)
    assert isinstance(seer, HandsSeenSearchAgent)
    seer.watch_game(game)
    real = game.state.players
    worlds = [seer._world(PlayerView(game, seat), ()).state for _ in range(5)]
    for world in worlds:
        for mine, theirs in zip(world.players, real, strict=True):
            assert mine.hand == theirs.hand and mine.charged == theirs.charged
            assert sorted(mine.deck) == sorted(theirs.deck)
    assert any(w.players[1 - seat].deck != real[1 - seat].deck for w in worlds)

"""Agents always answer with one of the legal actions, in every kind of position."""

from __future__ import annotations

from collections import Counter

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.search import SEARCHABLE_STEPS, SearchAgent
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import catalog, decks, positions


def test_heuristic_answers_legally_everywhere() -> None:
    kinds: Counter[str] = Counter()
    for seed in range(12):
        agent = HeuristicAgent(seed, catalog(), decks()[0])
        for game in positions(seed):
            seat = game.to_act()
            assert seat is not None and seat >= 0
            legal = game.legal_actions()
            choice = agent.choose(PlayerView(game, seat), legal)
            assert choice in legal
            kinds[type(choice).__name__] += 1
    assert {"Energize", "SelectBakugan", "PlayCard", "Pass", "PlaceCore"} <= set(kinds)


def test_search_answers_legally() -> None:
    searched = 0
    for seed in range(3):
        game_decks = (decks()[seed % len(decks())], decks()[(seed * 5 + 3) % len(decks())])
        agent = SearchAgent(seed, catalog(), decks=game_decks, rollouts=2, candidates=3, steps=SEARCHABLE_STEPS)
        for game in positions(seed, every=7):
            seat = game.to_act()
            assert seat is not None and seat >= 0
            legal = game.legal_actions()
            assert agent.choose(PlayerView(game, seat), legal) in legal
        searched += agent.searched
    assert searched > 0

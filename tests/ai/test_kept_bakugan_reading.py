"""The heuristic's reading of the Bakugan (players/bakugan_info.py: read_with_batch, through
Situation.bakugan) is kept from the seat's last decision while its view part and the batch are the
same, and the view's Bakugan part is kept whole while every entry is (seat_views.py:
SeatViews._bakugan_seen): in seeded heuristic games, at every decision that read the Bakugan, the
reading equals one worked out afresh from a whole view of the same position, and many are kept."""

from __future__ import annotations

import pytest

from game.games.bakugan.players import agent as agent_module
from game.games.bakugan.players.agent import Agent
from game.games.bakugan.players.bakugan_info import BakuganInfo, _info, apply_batch
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.situation import read_situation
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.runner import play_game
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import catalog, decks


def _fresh(view: PlayerView) -> dict[int, BakuganInfo]:
    """The reading worked out afresh: every entry read anew, then the batch counted."""
    bakugan = {entry.bid: _info(entry, catalog()) for entry in view.parts.bakugan}
    apply_batch(bakugan, view.parts.batch, catalog())
    return bakugan


def test_the_kept_bakugan_reading_equals_a_fresh_one_in_seeded_games(monkeypatch: pytest.MonkeyPatch) -> None:
    games: list[Game] = []
    read = HeuristicAgent.read_answer
    last: dict[int, dict[int, BakuganInfo]] = {}
    counts = {"read": 0, "kept": 0}

    def watched(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
        games.append(game)
        return PlayerView(game, seat, worlds=False, parts=agent.view_parts, lazy=lazy)  # type: ignore[attr-defined]

    def compared(agent: HeuristicAgent, view: PlayerView, legal: list[Action]) -> Action:
        answer = read(agent, view, legal)
        sit = read_situation(view, agent.catalog)
        if sit._bakugan is None:  # this decision did not read the Bakugan
            return answer
        whole = PlayerView(games[-1], view.seat, worlds=False)
        assert sit.bakugan == _fresh(whole), f"seat {view.seat}'s kept reading of the Bakugan is stale"
        counts["read"] += 1
        counts["kept"] += sit.bakugan is last.get(view.seat)
        last[view.seat] = sit.bakugan
        return answer

    monkeypatch.setattr(agent_module, "view_for", watched)
    monkeypatch.setattr(HeuristicAgent, "read_answer", compared)
    for seed in (1, 2, 5, 6):
        pair = (decks()[seed % len(decks())], decks()[(seed + 1) % len(decks())])
        setup = GameSetup(seats=(Seat("A", pair[0]), Seat("B", pair[1])), seed=seed)
        agents = [HeuristicAgent(seed * 10 + seat, catalog(), pair[seat]) for seat in range(2)]
        assert play_game(setup, catalog(), agents, ProbabilisticRollModel())[1].finished
    assert counts["read"] > 100 and counts["kept"] > counts["read"] // 4

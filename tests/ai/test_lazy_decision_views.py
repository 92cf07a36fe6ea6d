"""A decision's view is lazy (game/games/bakugan/rules/view.py: PlayerView(..., lazy=True);
players/agent.py: decide): each part is built when the agent first reads it and the view is sealed
once the answer is found. In seeded heuristic games, every part a decision read equals the part a
whole view made at the same position holds (nothing the seat may not see, nothing stale), the
parts it did not read were never built, and the games are the same as with whole views."""

from __future__ import annotations

import random

import pytest

from game.games.bakugan.players import agent as agent_module
from game.games.bakugan.players.agent import Agent
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import VIEW_PARTS, PlayerView, ViewSealed
from game.games.bakugan.sim.runner import GameRecord, play_game
from game.roll.probabilistic import ProbabilisticRollModel
from tests.ai.positions import catalog, decks, positions

TYPED: tuple[str, ...] = ("players", "bakugan", "field", "batch", "known_cards", "hero_factions")


def _play(seed: int) -> GameRecord:
    pair = (decks()[seed % len(decks())], decks()[(seed + 3) % len(decks())])
    setup = GameSetup(seats=(Seat("A", pair[0]), Seat("B", pair[1])), seed=seed)
    agents = [HeuristicAgent(seed * 10 + seat, catalog(), pair[seat]) for seat in range(2)]
    return play_game(setup, catalog(), agents, ProbabilisticRollModel())[1]


def _built(view: PlayerView) -> dict[str, object]:
    """The typed parts a lazy view has built so far (its slots: reading a property would build)."""
    parts = view.parts
    slots = {name: getattr(parts, f"_{name}") for name in TYPED}
    return {name: part for name, part in slots.items() if part is not None}


def test_every_part_a_decision_read_equals_a_whole_views_in_seeded_games(monkeypatch: pytest.MonkeyPatch) -> None:
    made: list[tuple[PlayerView, Game]] = []
    read = HeuristicAgent.read_answer
    checked = {"decisions": 0, "parts": 0, "not_built": 0}

    def watched(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
        view = agent_module.PlayerView(game, seat, worlds=False, parts=agent.view_parts, lazy=lazy)  # type: ignore[attr-defined]
        assert lazy, "the heuristic's decisions are made on lazy views"
        made.append((view, game))
        return view

    def compared(agent: HeuristicAgent, view: PlayerView, legal: list[Action]) -> Action:
        answer = read(agent, view, legal)
        lazy, game = made[-1]
        assert lazy is view
        whole = PlayerView(game, view.seat, worlds=False)  # the game is as it was: the answer is not applied yet
        built = _built(view)
        for name, part in built.items():
            assert part == getattr(whole.parts, name), f"seat {view.seat}'s lazily built {name!r} part differs"
        checked["decisions"] += 1
        checked["parts"] += len(built)
        checked["not_built"] += len(set(TYPED) & view.parts.built) - len(built)
        return answer

    monkeypatch.setattr(agent_module, "view_for", watched)
    monkeypatch.setattr(HeuristicAgent, "read_answer", compared)
    lazy_games = [_play(seed) for seed in (1, 2, 5)]
    monkeypatch.undo()

    def whole_view(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
        return PlayerView(game, seat, worlds=False)

    monkeypatch.setattr(agent_module, "view_for", whole_view)
    whole_games = [_play(seed) for seed in (1, 2, 5)]
    assert [r.actions for r in lazy_games] == [r.actions for r in whole_games]
    assert [r.final_hash for r in lazy_games] == [r.final_hash for r in whole_games]
    assert checked["decisions"] > 100 and checked["parts"] > checked["decisions"]
    assert checked["not_built"] > checked["decisions"] // 2, "the lazy views built every part anyway"


def test_a_lazy_view_read_in_any_order_equals_a_whole_one() -> None:
    rng = random.Random(7)
    for game in positions(4, every=5):
        for seat in range(len(game.state.players)):
            whole = PlayerView(game, seat, worlds=False)
            lazy = PlayerView(game, seat, worlds=False, lazy=True)
            order = list(VIEW_PARTS)
            rng.shuffle(order)
            for name in order:
                if name in TYPED:
                    assert getattr(lazy.parts, name) == getattr(whole.parts, name), name
                elif name == "may_offer":
                    assert lazy.may_offer() == whole.may_offer()
                elif name == "priority_window":
                    assert lazy.priority_window() == whole.priority_window()
                else:
                    shown = [i for p in game.state.players for i in p.discard]
                    assert [lazy.public_card(i) for i in shown] == [whole.public_card(i) for i in shown]
            assert lazy.parts.data == whole.parts.data


def test_a_sealed_view_builds_no_part_it_had_not_built() -> None:
    game = next(iter(positions(2, every=7)))
    view = PlayerView(game, 0, worlds=False, lazy=True)
    players = view.parts.players
    view.seal()
    assert view.parts.players is players  # what was read stays
    for name in ("bakugan", "field", "batch", "known_cards", "hero_factions"):
        with pytest.raises(ViewSealed, match=f"before its '{name}' part"):
            getattr(view.parts, name)
    with pytest.raises(ViewSealed):
        view.may_offer()
    with pytest.raises(ValueError, match="keeps no worlds"):
        PlayerView(game, 0, lazy=True)

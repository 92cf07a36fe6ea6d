"""Every shipped Battle Monsters puzzle is a real one: solvable, and not without the card in hand
its brief points to (the solver finds no win once that card is taken out)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.battle_monsters.cards import default_pool, read_yaml
from game.games.battle_monsters.puzzle import load_puzzle, puzzle_outcome, shipped_puzzles, solve_win_this_turn
from game.games.battle_monsters.scenario import build_position, run_scenario_file


@pytest.mark.parametrize("path", shipped_puzzles(), ids=lambda p: p.stem)
def test_shipped_puzzle_needs_its_card(path: Path) -> None:
    run = run_scenario_file(path)
    assert run.ok, run.failures
    doc = read_yaml(path)
    doc["players"][0]["hand"] = []
    assert solve_win_this_turn(build_position(doc, default_pool())) is None


def test_puzzle_outcome_is_decided_by_the_turn() -> None:
    game, puzzle = load_puzzle(shipped_puzzles()[0])
    assert puzzle_outcome(game, puzzle) == "" and puzzle.seat == 0
    line = solve_win_this_turn(game)
    assert line is not None
    for action in line:
        game.apply_action(action)
    assert puzzle_outcome(game, puzzle) == "solved"

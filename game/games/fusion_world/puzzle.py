"""Fusion World puzzles: can `player` win this turn whatever the opponent does? An exhaustive
search over the rest of the turn (the player's choices: any may win; the opponent's: all must
lose), with a node budget. A puzzle is a scenario file with a `goal` (README.md here)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.games.fusion_world.cards import Pool
from game.games.fusion_world.game import FusionWorld

GOALS = ("win_this_turn",)
PUZZLES_DIR = Path(__file__).parent / "puzzles"


@dataclass(frozen=True)
class FwPuzzle:
    """A puzzle file read: its name and description, whose goal it is, and the position."""

    path: Path
    name: str
    description: str
    kind: str
    player: int
    solvable: bool  # what the file expects (an unsolvable twin says false)


def read_fw_puzzle(path: Path, pool: Pool) -> tuple[FwPuzzle, FusionWorld]:
    """The puzzle and a fresh game at its position; ScenarioFileError (path, line, problem) when
    the file cannot be read or is not a Fusion World puzzle."""
    from game.games.fusion_world.scenario import is_fusion_world, position_from_file, puzzle_goal
    from game.scenarios.runner import ScenarioFileError
    from game.scenarios.tree import read_scenario_tree

    doc = read_scenario_tree(path)  # bounded (size, UTF-8, aliases); each value keeps its line
    if not is_fusion_world(doc):
        raise ScenarioFileError(path, 1, "not a Fusion World file (it must say game: fusion-world)")
    kind, player = puzzle_goal(path, doc)
    game = position_from_file(path, doc, pool)
    expect = doc.get("expect")
    solvable = not (isinstance(expect, dict) and expect.get("solvable") is False)
    name = str(doc.get("name", path.stem))
    puzzle = FwPuzzle(path, name, str(doc.get("description", "")), kind, player, solvable)
    return puzzle, game


def shipped_fw_puzzles() -> list[Path]:
    return sorted(PUZZLES_DIR.glob("*.yaml"))


@dataclass
class FwSolveResult:
    solvable: bool
    nodes: int
    exhausted: bool  # the budget ran out before an answer was certain
    line: list[str] = field(default_factory=list)  # a winning line, when found


class _Budget(Exception):
    pass


def solve_fw(game: FusionWorld, player: int, budget: int = 20_000) -> FwSolveResult:
    """Whether `player` can win before the turn under way ends, against every defence."""
    turn = game.core.turn
    nodes = 0
    memo: dict[str, bool] = {}

    def wins(g: FusionWorld, line: list[str]) -> bool:
        nonlocal nodes
        nodes += 1
        if nodes > budget:
            raise _Budget
        if g.over:
            return g.core.winner == player
        if g.core.turn != turn:
            return False
        key = g.state.state_hash()
        if key in memo:
            return memo[key]
        seat = g.to_act()
        mine = seat == player
        result = not mine
        for action in g.legal_actions():
            after = _after(g, action)
            said = g.describe(action)
            if wins(after, [*line, said] if mine else line):
                if mine:
                    result = True
                    if not best:
                        best.extend([*line, said])
                    break
            elif not mine:
                result = False
                break
        memo[key] = result
        return result

    best: list[str] = []
    try:
        found = wins(game, [])
    except _Budget:
        return FwSolveResult(False, nodes, True)
    return FwSolveResult(found, nodes, False, best if found else [])


def _after(game: FusionWorld, action: Any) -> FusionWorld:
    copied = FusionWorld(copy.deepcopy(game.state), game.pool)
    copied.apply_action(action)
    return copied

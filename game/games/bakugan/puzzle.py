"""Puzzle goals and a solver: is "win this turn" (or "survive this turn") reachable?

An AND-OR search over the engine's own legal actions: the puzzle player needs one action that
works, every opponent answer is tried, and roll outcomes come from the puzzle's script. Positions
are memoised by state hash; a node budget bounds the search.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.files.paths import PUZZLES_DIR as PUZZLES_DIR  # the shipped puzzles, offered in the menu
from game.files.paths import shipped_files
from game.games.bakugan.rules.actions import CHANCE, Action, Forfeit, RollResults, ThrowBakugan
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame

GOALS = ("win_this_turn", "survive_this_turn")


def shipped_puzzles() -> list[Path]:
    return shipped_files(PUZZLES_DIR, "puzzles")


@dataclass
class SolveResult:
    solvable: bool
    line: list[str] = field(default_factory=list)  # one winning sequence of the player's actions
    nodes: int = 0
    exhausted: bool = False  # the node budget ran out before an answer


def goal_status(game: Game, goal: str, player: int, turn: int) -> bool | None:
    """True: goal met; False: goal failed; None: undecided yet."""
    s = game.state
    if goal == "win_this_turn":
        if s.winner == player:
            return True
        if game.over or s.players[player].out or s.turn != turn:
            return False
        return None
    if s.players[player].out:
        return False
    if s.turn != turn or (game.over and s.winner == player):
        return True
    return None


def solve(game: Game, goal: str, player: int, rolls: list[Any] | None = None, budget: int = 20_000) -> SolveResult:
    if goal not in GOALS:
        raise ValueError(f"unknown goal {goal!r} (one of {', '.join(GOALS)})")
    from game.games.bakugan.scenario.file import Refs

    turn = game.state.turn
    result = SolveResult(solvable=False)
    memo: dict[tuple[str, int], bool] = {}

    def search(node: Game, roll_index: int, line: list[str]) -> bool:
        result.nodes += 1
        if result.nodes > budget:
            result.exhausted = True
            return False
        status = goal_status(node, goal, player, turn)
        if status is not None:
            return status
        key = (node.state.state_hash(), roll_index)
        if key in memo:
            return memo[key]
        actor = node.to_act()
        actions: list[Action]
        next_roll = roll_index
        if actor == CHANCE:
            if rolls is None or roll_index >= len(rolls):
                memo[key] = False
                return False
            refs = Refs(node)
            raw = rolls[roll_index]
            actions = [RollResults(outcomes=tuple(sorted((int(k), refs.outcome(v)) for k, v in raw.items())))]
            next_roll = roll_index + 1
        else:
            top = node.pending()
            if isinstance(top, DecisionFrame) and top.decision == "throw":
                actions = [ThrowBakugan(seat=top.seat)]
            else:
                actions = [a for a in node.legal_actions() if not isinstance(a, Forfeit)]
        mine = actor == player
        answer = not mine  # OR over my actions, AND over theirs
        for action in actions:
            child = node.clone()
            child.apply(action)
            said = node.describe_action(action)
            ok = search(child, next_roll, [*line, said] if mine else line)
            if mine and ok:
                answer = True
                if not result.line:
                    result.line = [*line, said]
                break
            if not mine and not ok:
                answer = False
                break
        memo[key] = answer
        return answer

    result.solvable = search(game.clone(), 0, [])
    return result

"""What every game's `scenario solve` prints: whether the puzzle's goal is reachable against every
defence (or unknown, when the search budget ran out), how many positions were searched, and one
winning line."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol


class Solution(Protocol):
    @property
    def solvable(self) -> bool: ...

    @property
    def exhausted(self) -> bool: ...  # the budget ran out before an answer was certain

    @property
    def nodes(self) -> int: ...

    @property
    def line(self) -> Sequence[str]: ...  # a winning line, when found


def say_solution(goal: str, player: int, solution: Solution) -> None:
    verdict = (
        "reachable"
        if solution.solvable
        else "unknown (search budget ran out)"
        if solution.exhausted
        else "not reachable"
    )
    print(f"{goal} for player {player}: {verdict} ({solution.nodes} positions searched)")
    if solution.solvable and solution.line:
        print("a winning line: " + " -> ".join(solution.line))

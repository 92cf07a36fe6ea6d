"""Agent against agent over many deals (duplicate format), for measuring playing strength.

Games come in pairs on the same deal (same seed, same two decks in the same seats) with the
agents swapped, so deck and seat luck cancel out. Deck pairs cycle through the ready decks.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path

from game.games.bakugan.decks import ready_decks
from game.games.bakugan.sim.tasks import WORKER, GameTask
from game.sim.batch import run_games
from game.sim.layout import game_seed
from game.sim.wilson import wilson


@dataclass(frozen=True)
class DuelResult:
    first: str
    second: str
    games: int
    wins: int  # games won by `first`
    unfinished: int
    searched: int = 0  # decisions `first` searched (search agents only)
    deviated: int = 0  # of those, where the search overruled the heuristic's choice
    cpu_seconds: float = 0.0  # CPU time of all the games (both agents, one process each)

    def __add__(self, other: DuelResult) -> DuelResult:
        return DuelResult(
            self.first,
            self.second,
            self.games + other.games,
            self.wins + other.wins,
            self.unfinished + other.unfinished,
            self.searched + other.searched,
            self.deviated + other.deviated,
            self.cpu_seconds + other.cpu_seconds,
        )

    @property
    def finished(self) -> int:
        return self.games - self.unfinished

    @property
    def rate(self) -> float:
        return self.wins / self.finished if self.finished else 0.0

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.finished)

    def line(self) -> str:
        low, high = self.interval()
        return (
            f"{self.first} vs {self.second}: {self.wins}/{self.finished} = {100 * self.rate:.1f}% "
            f"[95% Wilson {100 * low:.1f}–{100 * high:.1f}]"
            + (f" ({self.unfinished} unfinished)" if self.unfinished else "")
            + (f" (deviated from the heuristic on {self.deviated}/{self.searched} searches)" if self.searched else "")
            + (f", {self.cpu_seconds / self.games:.2f} CPU s per game" if self.games else "")
        )


def duel_tasks(
    first: str, second: str, deals: int, seed: int, decks: Sequence[Path] | None = None, start: int = 0
) -> list[GameTask]:
    paths = [str(p) for p in (decks if decks is not None else ready_decks())]
    pairs = [(a, b) for i, a in enumerate(paths) for b in paths[i + 1 :]]
    tasks: list[GameTask] = []
    for deal in range(start, start + deals):
        x, y = pairs[(deal * 7) % len(pairs)]
        s = game_seed(seed, deal)
        # side 0 is always `first`; rotation by index puts it in seat 0, then seat 1, with the decks
        # swapped too, so deck x sits in seat 0 in both games of the deal
        tasks.append(GameTask(index=2 * deal, seed=s, decks=(x, y), agents=(first, second), rolls="fast"))
        tasks.append(GameTask(index=2 * deal + 1, seed=s, decks=(y, x), agents=(first, second), rolls="fast"))
    return tasks


def duel(
    first: str,
    second: str,
    deals: int,
    seed: int = 0,
    *,
    jobs: int = 1,
    executor: Executor | None = None,
    start: int = 0,
) -> DuelResult:
    """`deals` deals (two games each) starting at deal `start`."""
    result = run_games(duel_tasks(first, second, deals, seed, start=start), WORKER, jobs=jobs, executor=executor)
    games = result.in_order()
    wins = sum(1 for g in games if g["winner_side"] == 0)
    unfinished = sum(1 for g in games if g["winner_side"] is None)
    searched = deviated = 0
    cpu = sum(float(g.get("cpu_seconds", 0.0)) for g in games)
    for g in games:
        seat = g["sides"].index(0)
        searched += g["searched"][seat]
        deviated += g["deviated"][seat]
    return DuelResult(first, second, len(games), wins, unfinished, searched, deviated, cpu)

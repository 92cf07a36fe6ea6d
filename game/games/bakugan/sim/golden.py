"""The fixed set of seeded Bakugan games that pins the engine, the agents and the fast and
probabilistic roll models (tests/fixtures/golden_games.json, written by
tools/record_golden_games.py; the compiled core's check plays a few of each kind compiled and pure,
game/compiled_build.py): a speed-up must leave every game's final state hash, winner, turns and
action count exactly as they were."""

from __future__ import annotations

from typing import Any, Final

from game.games.bakugan.sim.tasks import GameTask, run_task
from game.sim.layout import game_seed

DECKS: Final = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")
KEPT: Final[tuple[str, ...]] = (
    "index",
    "seed",
    "decks",
    "agents",
    "rolls",
    "winner_side",
    "first_seat",
    "turns",
    "actions",
    "final_hash",
    "seats",
)


def golden_tasks(per_kind: int) -> list[GameTask]:
    """Two-player games of each agent and roll kind, a few search games, three- and four-player games."""
    kinds = [
        (("heuristic", "heuristic"), "fast", per_kind),
        (("random", "random"), "fast", per_kind // 2),
        (("heuristic", "random"), "probabilistic", per_kind // 2),
        (("search:2", "heuristic"), "fast", max(1, per_kind // 8)),
    ]
    tasks: list[GameTask] = []
    for agents, rolls, count in kinds:
        for _ in range(count):
            i = len(tasks)
            decks: tuple[str, ...] = (DECKS[i % len(DECKS)], DECKS[(i + 1) % len(DECKS)])
            tasks.append(GameTask(index=i, seed=game_seed(4242, i), decks=decks, agents=agents, rolls=rolls))
    for players in (3, 4):
        for _ in range(max(1, per_kind // 8)):
            i = len(tasks)
            decks = tuple(DECKS[(i + k) % len(DECKS)] for k in range(players))
            tasks.append(
                GameTask(index=i, seed=game_seed(4242, i), decks=decks, agents=("heuristic",) * players, rolls="fast")
            )
    return tasks


def record(tasks: list[GameTask]) -> list[dict[str, Any]]:
    out = []
    for task in tasks:
        summary = run_task(task)
        out.append({k: summary[k] for k in KEPT if k in summary} | {"rolls": task.rolls})
    return out

"""The seeded games that pin a core game's engine and players (Fusion World, Battle Monsters), as
tools/record_golden_games.py's pin Bakugan's: each played by its game's run_task, as a deck-testing
run plays it, and kept without its timings. A speed-up, or the compiled core, must leave every
game's final state hash, winner, turns, actions and card figures exactly as they were
(tests/fixtures/golden_<game>.json; tools/compile_core.py compares compiled and pure)."""

from __future__ import annotations

import importlib
from typing import Any, Final

from game.sim.core_runs import RUNNERS, CoreTask
from game.sim.layout import game_seed

# Deck pairs by ready-deck name: each game's own, so that a half deck meets a half deck.
PAIRS: Final = {
    "fusion-world": (
        ("ember_rush", "tidewatch_control"),
        ("thunder_circus", "rootbound_ramp"),
        ("tidewatch_control", "thunder_circus"),
        ("rootbound_ramp", "ember_rush"),
        ("half_ember", "half_ember"),
    ),
    "battle-monsters": (
        ("inferno_dragons", "tidal_wall"),
        ("shadow_storm", "stone_legion"),
        ("tidal_wall", "shadow_storm"),
        ("stone_legion", "inferno_dragons"),
    ),
}
TIMINGS: Final = ("cpu_seconds", "seconds")  # the only parts of a summary that differ between runs
RUN_SEED: Final = 4242


def golden_core_tasks(game: str, per_kind: int) -> list[CoreTask]:
    """`per_kind` heuristic games, and half as many of random players and of heuristic against random."""
    kinds = [(("heuristic", "heuristic"), per_kind), (("random", "random"), per_kind // 2)]
    kinds.append((("heuristic", "random"), per_kind // 2))
    pairs = PAIRS[game]
    tasks: list[CoreTask] = []
    for agents, count in kinds:
        for _ in range(count):
            i = len(tasks)
            tasks.append(
                CoreTask(game=game, index=i, seed=game_seed(RUN_SEED, i), decks=pairs[i % len(pairs)], agents=agents)
            )
    return tasks


def play_core_task(task: CoreTask) -> dict[str, Any]:
    """One game played as a run plays it, summed up without its timings."""
    summary = importlib.import_module(RUNNERS[task.game]).run_task(task)
    return {k: v for k, v in summary.items() if k not in TIMINGS}


def record_core(tasks: list[CoreTask]) -> list[dict[str, Any]]:
    return [play_core_task(task) for task in tasks]

"""`scenario check`, `scenario save` and `scenario solve` for Bakugan's files."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.puzzle import solve
from game.games.bakugan.scenario.file import (
    WRITTEN_WRONG,
    ScenarioFileError,
    ScenarioRun,
    build_game,
    read_goal,
    read_scenario,
    run_scenario,
    scenario_catalog,
)
from game.games.bakugan.scenario.writer import position_doc, write_scenario
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay, replay_checked
from game.scenarios.solution import say_solution


def check_scenario(path: Path, _doc: Any) -> ScenarioRun:
    """Run the file's actions and expectations (Bakugan's reader reads it with its own checks)."""
    return run_scenario(path)


def solve_scenario(path: Path, _doc: Any, budget: int) -> int:
    """Whether the puzzle's goal is reachable against every defence, and a winning line."""
    try:
        doc = read_scenario(path)
        catalog = scenario_catalog(doc, path, default_catalog())
        game = build_game(doc, path, catalog)
        goal = read_goal(doc, path, game.state.seats)
        rolls = doc.get("rolls") or []
        if not isinstance(rolls, list):
            raise ScenarioFileError(path, getattr(rolls, "line", doc.line), "rolls is a list of {seat: outcome}")
    except (ScenarioFileError, CatalogError) as exc:
        print(exc)
        return 1
    if goal is None:
        print(f"{path}: no goal (e.g. goal: {{kind: win_this_turn, player: 0}})")
        return 1
    try:
        result = solve(game, goal[0], goal[1], rolls, budget=budget)
    except WRITTEN_WRONG as exc:
        print(f"{path}: bad roll: {exc}")
        return 1
    say_solution(goal[0], goal[1], result)
    return 0


def save_scenario(replay: Path, at: int | None, out: Path) -> int:
    """The position after `at` actions of a replay or save (default: the end), as a scenario file."""
    try:
        catalog = default_catalog()
        setup, actions, _data = load_replay(replay)
        upto = len(actions) if at is None else max(0, min(at, len(actions)))
        game = replay_checked(replay, setup, actions[:upto], catalog)
    except (ReplayFileError, CatalogError) as exc:
        print(exc)
        return 1
    try:
        write_scenario(out, position_doc(game, f"{replay.stem} after {upto} actions"))
    except OSError as exc:
        print(f"{out}: cannot be written: {exc.strerror or exc}")
        return 1
    print(f"wrote {out} (state hash {game.state.state_hash()})")
    return 0

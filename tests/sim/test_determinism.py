"""The same seed gives the same games and the same report whatever the number of workers."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, Problem
from game.games.bakugan.sim.deck_test import RunSpec, play_run, write_report
from game.games.bakugan.sim.tasks import WORKER, GameTask
from game.sim.batch import run_games
from game.sim.layout import game_seed


def _strip(game: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in game.items() if k not in ("seconds", "cpu_seconds")}


def _spec(games: int) -> RunSpec:
    return RunSpec(matchups=[("aquos_flow", "pyrus_fury")], agents=("heuristic", "random"), games=games, seed=11)


def test_game_seeds_depend_on_run_seed_and_index_only() -> None:
    assert game_seed(3, 5) == game_seed(3, 5)
    assert len({game_seed(3, i) for i in range(100)}) == 100
    assert game_seed(3, 5) != game_seed(4, 5)


def test_jobs_one_and_two_give_identical_games() -> None:
    tasks = _spec(8).tasks()
    one = run_games(tasks, WORKER, jobs=1).in_order()
    two = run_games(tasks, WORKER, jobs=2, chunk=1).in_order()
    assert [g["index"] for g in two] == list(range(8))
    assert [_strip(g) for g in one] == [_strip(g) for g in two]


def test_reports_match_across_jobs(tmp_path: Path) -> None:
    reports = []
    for jobs in (1, 2):
        out = tmp_path / f"jobs{jobs}"
        spec = _spec(6)
        result = play_run(spec, out, jobs=jobs, progress=open("/dev/null", "w"))  # noqa: SIM115
        write_report(result.in_order(), spec.params(), out, None, result.interrupted, charts=False)
        reports.append(json.loads((out / "report.json").read_text()))
    assert reports[0] == reports[1]


def test_resume_finishes_the_same_run(tmp_path: Path) -> None:
    sink = open("/dev/null", "w")  # noqa: SIM115
    whole = play_run(_spec(6), tmp_path / "whole", progress=sink).in_order()
    part = tmp_path / "part"
    first = play_run(_spec(3), part, progress=sink)
    assert len(first.games) == 3
    resumed = play_run(_spec(6), part, resume=True, progress=sink)
    assert [_strip(g) for g in resumed.in_order()] == [_strip(g) for g in whole]
    assert len((part / "games.jsonl").read_text().splitlines()) == 6


def test_tasks_are_independent_of_their_order() -> None:
    tasks = _spec(4).tasks()
    forward = run_games(tasks, WORKER).in_order()
    backward = run_games(list(reversed(tasks)), WORKER).in_order()
    assert [_strip(g) for g in forward] == [_strip(g) for g in backward]
    assert isinstance(tasks[0], GameTask)


def test_card_file_errors_survive_the_trip_from_a_worker() -> None:
    error = CatalogError([Problem("cards/bakugan/x.yaml", 3, "X (xx-1)", "unknown effect kind 'y'")])
    again = pickle.loads(pickle.dumps(error))
    assert again.problems == error.problems
    assert str(again) == str(error)

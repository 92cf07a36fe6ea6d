"""`scenario check FILE...`, `scenario save`, `scenario solve FILE`."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.puzzle import solve
from game.games.bakugan.scenario.file import (
    WRITTEN_WRONG,
    ScenarioFileError,
    build_game,
    read_goal,
    read_scenario,
    scenario_catalog,
)
from game.games.bakugan.scenario.writer import position_doc, write_scenario
from game.games.bakugan.sim.replay_file import ReplayFileError, load_replay, replay_checked
from game.games.registry import run_any_scenario
from game.sim import limits


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("scenario", help="check, save and solve written positions")
    sub = parser.add_subparsers(dest="scenario_command", required=True)
    check = sub.add_parser("check", help="run scenario files and check their expectations")
    check.add_argument("files", nargs="+", type=Path)
    check.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    check.set_defaults(func=run_check)
    save = sub.add_parser("save", help="write a point of a saved game or replay as a scenario file")
    save.add_argument("replay", type=Path, help="a replay or save file")
    save.add_argument("--at", type=int, help="after this many actions (default: the end)")
    save.add_argument("--out", type=Path, required=True)
    save.set_defaults(func=run_save)
    solver = sub.add_parser("solve", help="is the puzzle's goal reachable?")
    solver.add_argument("file", type=Path)
    solver.add_argument("--budget", type=int, default=20_000, help="most positions to search")
    solver.set_defaults(func=run_solve)


def run_check(args: argparse.Namespace) -> int:
    passed = failed = 0
    for path in args.files:
        try:
            run = run_any_scenario(path)  # Bakugan's, or another game's (its `game:` key)
        except (ScenarioFileError, CatalogError) as exc:
            print(f"ERROR {exc}")
            failed += 1
            continue
        print(f"{path}: {run.name}")
        for check in run.checks:
            if not args.quiet or not check.ok:
                print(f"  {check}")
        passed += run.passed
        failed += run.failed
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def run_save(args: argparse.Namespace) -> int:
    try:
        catalog = default_catalog()
        setup, actions, _data = load_replay(args.replay)
    except (ReplayFileError, CatalogError) as exc:
        print(exc)
        return 1
    try:
        upto = limits.position_after(args.at, len(actions))
    except limits.OptionError as exc:
        print(exc)
        return 2
    try:
        game = replay_checked(args.replay, setup, actions[:upto], catalog)
    except (ReplayFileError, CatalogError) as exc:
        print(exc)
        return 1
    try:
        write_scenario(args.out, position_doc(game, f"{args.replay.stem} after {upto} actions"))
    except OSError as exc:
        print(f"{args.out}: cannot be written: {exc.strerror or exc}")
        return 1
    print(f"wrote {args.out} (state hash {game.state.state_hash()})")
    return 0


def run_solve(args: argparse.Namespace) -> int:
    from game.games.fusion_world.commands import is_fw_file, run_fw_solve

    try:
        limits.solve_budget(args.budget)
    except limits.OptionError as exc:
        print(exc)
        return 2
    if is_fw_file(args.file):
        return run_fw_solve(args.file, args.budget)
    try:
        doc = read_scenario(args.file)
        catalog = scenario_catalog(doc, args.file, default_catalog())
        game = build_game(doc, args.file, catalog)
        goal = read_goal(doc, args.file, game.state.seats)
        rolls = doc.get("rolls") or []
        if not isinstance(rolls, list):
            raise ScenarioFileError(args.file, getattr(rolls, "line", doc.line), "rolls is a list of {seat: outcome}")
    except (ScenarioFileError, CatalogError) as exc:
        print(exc)
        return 1
    if goal is None:
        print(f"{args.file}: no goal (e.g. goal: {{kind: win_this_turn, player: 0}})")
        return 1
    try:
        result = solve(game, goal[0], goal[1], rolls, budget=args.budget)
    except WRITTEN_WRONG as exc:
        print(f"{args.file}: bad roll: {exc}")
        return 1
    verdict = (
        "reachable" if result.solvable else ("unknown (search budget ran out)" if result.exhausted else "not reachable")
    )
    print(f"{goal[0]} for player {goal[1]}: {verdict} ({result.nodes} positions searched)")
    if result.solvable and result.line:
        print("a winning line: " + " -> ".join(result.line))
    return 0

"""`scenario check FILE...`, `scenario save`, `scenario solve FILE`, for any game: a scenario or
puzzle file names its game with its `game:` key (none: Bakugan), a replay with its `game` key."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import game_of_file
from game.files.errors import FileProblem
from game.games.registry import run_any_scenario, scenario_file


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("scenario", help="check, save and solve written positions")
    sub = parser.add_subparsers(dest="scenario_command", required=True)
    check = sub.add_parser("check", help="run scenario files and check their expectations")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE")
    check.add_argument("--quiet", action="store_true", help="print only failures and the summary")
    check.set_defaults(func=run_check)
    save = sub.add_parser("save", help="write a point of a saved game or replay as a scenario file")
    save.add_argument("replay", type=Path, metavar="REPLAY", help="a replay or save file")
    save.add_argument("--at", type=int, help="after this many actions (default: the end)")
    save.add_argument("--out", type=Path, required=True)
    save.set_defaults(func=lambda args: run_save(save, args))
    solver = sub.add_parser("solve", help="is the puzzle's goal reachable?")
    solver.add_argument("file", type=Path, metavar="FILE")
    solver.add_argument("--budget", type=int, default=20_000, help="most positions to search")
    solver.set_defaults(func=lambda args: run_solve(solver, args))


def run_check(args: argparse.Namespace) -> int:
    passed = failed = 0
    for path in args.files:
        try:
            run = run_any_scenario(path)  # the game its `game:` key names
        except FileProblem as exc:  # the file, or a card set it names, cannot be used
            print(f"ERROR {exc}")
            failed += 1
            continue
        print(f"{path}: {run.name}")
        for check in run.checks:
            if not args.quiet or not check.ok:
                print(f"  {check}")
        passed += sum(check.ok for check in run.checks)
        failed += sum(not check.ok for check in run.checks)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def run_save(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.commands.replay import file_game

    found = game_of_file(parser, args, "scenario save", args.replay, file_game)
    if isinstance(found, int):
        return found
    entry, _data = found
    assert entry.save_scenario is not None  # "scenario save" is among the entry's commands
    return entry.save_scenario(args.replay, args.at, args.out)


def run_solve(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    found = game_of_file(parser, args, "scenario solve", args.file, scenario_file)
    if isinstance(found, int):
        return found
    entry, doc = found
    if args.budget < 1:
        print("--budget is at least 1")
        return 2
    assert entry.solve_scenario is not None  # "scenario solve" is among the entry's commands
    return entry.solve_scenario(args.file, doc, args.budget)

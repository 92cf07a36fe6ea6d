"""`scenario check FILE|FOLDER...`, `scenario save`, `scenario solve FILE`, for any game: a scenario
or puzzle file names its game with its `game:` key (none: Bakugan), a replay with its `game` key.
A folder given to `scenario check` stands for every scenario file under it, of any game (card sets
and decks there are left out: game/scenarios/folder.py)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import game_of_file
from game.files.errors import FileProblem
from game.games.registry import run_any_scenario, scenario_file
from game.scenarios.folder import folder_files
from game.sim import limits


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("scenario", help="check, save and solve written positions")
    sub = parser.add_subparsers(dest="scenario_command", required=True)
    check = sub.add_parser("check", help="run scenario files and check their expectations")
    check.add_argument("files", nargs="+", type=Path, metavar="FILE", help="scenario files or folders of them")
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
    files: list[Path] = []
    skipped = 0  # YAML files in the folders given that are no scenario (card sets, decks)
    for given in args.files:
        if given.is_dir():
            found = folder_files(given)
            if not found.scenarios:
                print(f"ERROR {given}: no scenario files in this folder")
                failed += 1
            files += found.scenarios
            skipped += len(found.data)
        else:
            files.append(given)
    failing: set[Path] = set()
    for path in files:
        before = failed
        try:
            run = run_any_scenario(path)  # the game its `game:` key names
        except FileProblem as exc:  # the file, or a card set it names, cannot be used
            print(f"ERROR {exc}")
            failed += 1
            failing.add(path)
            continue
        if not args.quiet or not all(check.ok for check in run.checks):
            print(f"{path}: {run.name}")
        for check in run.checks:
            if not args.quiet or not check.ok:
                print(f"  {check}")
        passed += sum(check.ok for check in run.checks)
        failed += sum(not check.ok for check in run.checks)
        if failed > before:
            failing.add(path)
    if len(files) > 1 or skipped:
        data = f"; {skipped} other YAML files (card sets, decks) left out" if skipped else ""
        print(f"{len(files)} scenario files, {len(files) - len(failing)} without a failure{data}")
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
    try:
        limits.solve_budget(args.budget)
    except limits.OptionError as exc:
        print(exc)
        return 2
    assert entry.solve_scenario is not None  # "scenario solve" is among the entry's commands
    return entry.solve_scenario(args.file, doc, args.budget)

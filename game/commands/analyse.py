"""`analyse FILE`: open a saved game or replay in the analysis mode (timeline, every hand shown,
play on from any action as a branch). The file is read before any window opens, so a bad file
is an error line and exit code 1, not a traceback."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import refused_for_file
from game.files.errors import FileProblem


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("analyse", help="review a saved game or replay action by action, and branch it")
    parser.add_argument("file", type=Path, metavar="FILE", help="a saved game or replay file")
    parser.add_argument("--at", type=int, help="open at the position after this many actions (default: the end)")
    parser.set_defaults(func=lambda args: run(parser, args))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    from game.commands.replay import file_game

    try:
        entry, _data = file_game(args.file)
    except FileProblem as exc:
        print(exc)
        return 1
    stop = refused_for_file(parser, args, entry, "analyse", args.file)
    if stop is not None:
        return stop
    return analyse_file(args.file, args.at)


def analyse_file(path: Path, at: int | None = None) -> int:
    """The analysis of a file whose game takes `analyse`: read before any window, then the table."""
    from game.commands.replay import file_game

    try:
        entry, _data = file_game(path)
    except FileProblem as exc:
        print(exc)
        return 1
    if entry.prepare_analysis is None:
        print(f"{path}: a {entry.title} file, and the analysis mode does not apply to {entry.title}")
        return 1
    plan = entry.prepare_analysis(path, at)
    return plan if isinstance(plan, int) else entry.open_table(plan)

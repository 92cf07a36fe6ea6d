"""`analyse FILE`: open a saved game or replay in the analysis mode (timeline, every hand shown,
play on from any action as a branch). The file is read before any window opens, so a bad file
is an error line and exit code 1, not a traceback."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import game_of_file
from game.commands.replay import file_game
from game.games.registry import GameEntry


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("analyse", help="review a saved game or replay action by action, and branch it")
    parser.add_argument("file", type=Path, metavar="FILE", help="a saved game or replay file")
    parser.add_argument("--at", type=int, help="open at the position after this many actions (default: the end)")
    parser.set_defaults(func=lambda args: run(parser, args))


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    found = game_of_file(parser, args, "analyse", args.file, file_game)
    if isinstance(found, int):
        return found
    entry, _data = found
    return analyse(entry, args.file, args.at)


def analyse(entry: GameEntry, path: Path, at: int | None = None) -> int:
    """The analysis of a file of a game that takes `analyse`: read before any window, then the table."""
    assert entry.prepare_analysis is not None  # "analyse" is among the entry's commands
    plan = entry.prepare_analysis(path, at)
    return plan if isinstance(plan, int) else entry.open_table(plan)

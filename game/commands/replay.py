"""`replay FILE [--verify] [--log]`: replay a saved game of any game (its `game` key says which),
every action checked again, and check it reaches the state hash the file recorded."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Final

from game.commands.game_options import game_of_file
from game.files.errors import ReplayFileError
from game.files.read import MB, load_json
from game.games.registry import GameEntry, UnknownGame, game_of_document

MAX_BYTES: Final = 32 * MB  # the largest replay or save any game writes is far smaller
MAX_NODES: Final = 8_000_000


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("replay", help="replay a saved game")
    parser.add_argument("file", type=Path, metavar="FILE")
    parser.add_argument("--verify", action="store_true", help="check the final state hash")
    parser.add_argument("--log", action="store_true", help="print the game log")
    parser.add_argument("--analyse", action="store_true", help="open it in the analysis mode (see `analyse`)")
    parser.set_defaults(func=lambda args: run(parser, args))


def file_game(path: Path) -> tuple[GameEntry, Any]:
    """A replay or saved game read within bounds, and the game its `game` key names (the default game
    when it names none). A file that cannot be read, or names no game, is a ReplayFileError (exit 1)."""
    data = load_json(path, ReplayFileError, MAX_BYTES, MAX_NODES)
    try:
        return game_of_document(data), data
    except UnknownGame as exc:
        raise ReplayFileError(path, str(exc)) from None


def run(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    found = game_of_file(parser, args, "replay", args.file, file_game)
    if isinstance(found, int):
        return found
    entry, data = found
    if args.analyse:
        from game.commands.analyse import analyse

        return analyse(entry, args.file)
    assert entry.replay is not None  # "replay" is among the entry's commands
    return entry.replay(args.file, data, args.verify, args.log)

"""Command line: `python main.py [command]`. Each subcommand lives in game/commands/."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable

from game.files.errors import FileProblem

# pygame's banner is no output of a command (a file a table would open is read, and may be refused,
# after the screens' modules are imported)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# One module per subcommand group; each exposes register(subparsers).
COMMAND_MODULES: tuple[str, ...] = (
    "game.commands.decks",
    "game.commands.cards",
    "game.commands.simulate",
    "game.commands.replay",
    "game.commands.analyse",
    "game.commands.scenario",
    "game.commands.practice",
    "game.commands.profile",
    "game.commands.play",
    "game.commands.build_fast",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Bakugan Battle Planet simulator")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue  # a command still being built is simply not offered
        module.register(subparsers)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:
        from game.ui.app_launch import launch_default

        return launch_default(parser)
    try:
        return func(args)
    except FileProblem as exc:  # a user's file the command could not use: the file, line and problem
        print(exc, file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader (e.g. `| head`) closed the pipe: stop quietly, as Unix tools do.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except OSError as exc:  # a file or folder the command could not write (a full disk, a lost mount)
        said = f"{exc.filename}: cannot be written: {exc.strerror or exc}" if exc.filename else f"cannot go on: {exc}"
        print(said, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())

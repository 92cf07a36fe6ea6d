"""Which game a command runs for, and the options that game does not read refused.

Every option of every command either works for the game or is refused for it with one line and
exit code 2 (README: exit codes): each game's registry entry lists, per command, the options it
reads. An option counts as given when its value differs from the parser's default, so an option
that only some games read has no default in the parser (None); the command fills in the documented
default after the check (`defaults`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
from game.games.registry import DEFAULT_GAME, GameEntry, game_entry, game_names, registered, titles

GameRun = Callable[[GameEntry, argparse.Namespace], int]


def add_game_option(parser: argparse.ArgumentParser, what: str = "which game") -> None:
    # no default, so that a --game given can be told from none (a file may name its own game)
    parser.add_argument("--game", choices=game_names(), help=f"{what} (default: {DEFAULT_GAME})")


def option_label(action: argparse.Action) -> str:
    """How an option is named in the registry and in messages: its long flag, or a positional's metavar."""
    if action.option_strings:
        return next((s for s in action.option_strings if s.startswith("--")), action.option_strings[0])
    return str(action.metavar or action.dest.upper())


def given_options(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[str]:
    """The options given on the command line, by label (--game itself aside)."""
    given = []
    for action in parser._actions:  # argparse has no public list of a parser's options
        if isinstance(action, argparse._HelpAction | argparse._SubParsersAction) or action.dest == "game":
            continue
        value = getattr(args, action.dest, action.default)
        unset = action.default in (None, []) and value in (None, [])  # a `nargs="*"` positional gives []
        if value != action.default and not unset:
            given.append(option_label(action))
    return given


def refusal(parser: argparse.ArgumentParser, args: argparse.Namespace, entry: GameEntry, command: str) -> str:
    """One line saying what of the command line does not apply to the game, or ""."""
    if command not in entry.options:
        takers = [e for e in registered() if command in e.options]
        return f"{command} does not apply to {entry.title} (it applies to {titles(takers)})"
    for label in given_options(parser, args):
        if not entry.reads(command, label):
            readers = [e for e in registered() if e.reads(command, label)]
            where = f" (it applies to {titles(readers)})" if readers else ""
            return f"{command} {label} does not apply to {entry.title}{where}"
    return ""


def refused(parser: argparse.ArgumentParser, args: argparse.Namespace, entry: GameEntry, command: str) -> int | None:
    """Exit code 2 after the one line of refusal, or None when the command line fits the game."""
    wrong = refusal(parser, args, entry, command)
    if not wrong:
        return None
    print(wrong)
    return 2


def fill_defaults(args: argparse.Namespace, defaults: Mapping[str, Any]) -> None:
    """The documented defaults of options only some games read, once the check has passed."""
    for dest, value in defaults.items():
        if getattr(args, dest, None) is None:
            setattr(args, dest, value)


def for_game(
    parser: argparse.ArgumentParser, command: str, run: GameRun, defaults: Mapping[str, Any] | None = None
) -> Callable[[argparse.Namespace], int]:
    """The parser's `func`: the game `--game` names, the options it does not read refused, then `run`."""

    def checked(args: argparse.Namespace) -> int:
        entry = game_entry(args.game)
        stop = refused(parser, args, entry, command)
        if stop is not None:
            return stop
        fill_defaults(args, defaults or {})
        return run(entry, args)

    return checked


def refused_for_file(
    parser: argparse.ArgumentParser, args: argparse.Namespace, entry: GameEntry, command: str, path: Path
) -> int | None:
    """As `refused`, for a command whose game is the one its file names: a file of a game the command
    does not apply to is a file it cannot use (exit 1); an option that game does not read, exit 2."""
    if command not in entry.options:
        print(f"{path}: a {entry.title} file, and {command} does not apply to {entry.title}")
        return 1
    return refused(parser, args, entry, command)


def game_of_file(
    parser: argparse.ArgumentParser,
    args: argparse.Namespace,
    command: str,
    path: Path,
    read: Callable[[Path], tuple[GameEntry, Any]],
) -> tuple[GameEntry, Any] | int:
    """The file read (`read` gives its game and contents) and its game's refusals made: the game and
    the contents, or the exit code after one line (1: the file cannot be used; 2: an option)."""
    try:
        entry, contents = read(path)
    except FileProblem as exc:  # the file, its line and the problem (README: exit codes)
        print(exc)
        return 1
    stop = refused_for_file(parser, args, entry, command, path)
    return stop if stop is not None else (entry, contents)

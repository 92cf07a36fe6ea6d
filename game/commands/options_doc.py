"""The README's table of which game reads which option of each command, written from the games'
registry entries and the real argument parser, so it cannot drift from what the commands refuse.

    python -m game.commands.options_doc           # says whether README.md is up to date
    python -m game.commands.options_doc --write   # rewrites its generated section

tests/test_game_registry.py fails when the section differs."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from game.cli import build_parser
from game.commands.game_options import option_label
from game.files import doc_sections
from game.games.registry import GameEntry, registered, titles

README = Path(__file__).resolve().parents[2] / "README.md"


def commands(parser: argparse.ArgumentParser, prefix: str = "") -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Every command and sub-command with its own parser, as `decks validate`, in the parser's order."""
    for action in parser._actions:  # argparse has no public list of a parser's sub-commands
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from commands(sub, f"{prefix}{name} ")
    if prefix:
        yield prefix.strip(), parser


def options_of(parser: argparse.ArgumentParser) -> list[str]:
    """A command's options by label (--game and --help aside), in the parser's order."""
    skip = (argparse._HelpAction, argparse._SubParsersAction)
    return [option_label(a) for a in parser._actions if not isinstance(a, skip) and a.dest != "game"]


def _codes(labels: list[str]) -> str:
    return ", ".join(f"`{label}`" for label in labels)


def command_row(command: str, parser: argparse.ArgumentParser, games: list[GameEntry]) -> str:
    taking = [g for g in games if command in g.options]
    every: list[str] = []
    some: dict[tuple[str, ...], list[str]] = {}
    for label in options_of(parser):
        readers = tuple(g.name for g in taking if g.reads(command, label))
        if len(readers) == len(taking):
            every.append(label)
        else:
            some.setdefault(readers, []).append(label)
    by_name = {g.name: g for g in games}
    parts = [
        f"{_codes(labels)}: " + (titles([by_name[n] for n in readers]) if readers else "none")
        for readers, labels in some.items()
    ]
    which = "every game" if len(taking) == len(games) else titles(taking)
    return f"| `{command}` | {which} | {_codes(every) or '-'} | {'; '.join(parts) or '-'} |\n"


def options_section() -> str:
    games = list(registered())
    rows = [
        command_row(command, parser, games)
        for command, parser in commands(build_parser())
        if any(command in g.options for g in games)
    ]
    head = "| command | games | options every one of them reads | options only some read |\n|---|---|---|---|\n"
    return head + "".join(rows)


SECTIONS: doc_sections.Sections = {"options-by-game": options_section}

if __name__ == "__main__":
    sys.exit(doc_sections.check_or_write(sys.argv[1:], README, SECTIONS, "python -m game.commands.options_doc"))

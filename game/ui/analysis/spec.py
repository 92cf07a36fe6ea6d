"""What a game on the engine core tells the analysis mode, and nothing more: how its saved game (or
replay) file becomes its table with the game as dealt and every action (`read`), how the table of a
game just finished is copied for the analysis (`copy`), and what each seat holds hidden, named card
by card (`hidden`). Everything else (the timeline, stepping, branches, saving, the list of games)
is the shell's. A game's ui/analysis.py holds its SPEC; its table's `analysis_spec` returns it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import IllegalAction
from game.ui.app import App
from game.ui.core_table import CoreTable
from game.ui.saved_games import SaveFolder

Table = CoreTable[Any]


@dataclass(frozen=True)
class HiddenZone:
    """Cards a seat holds that the table shows face down: a hand, life cards, face-down cards."""

    seat: int
    zone: str  # as a player says it: "hand", "life", "face down on the field"
    cards: tuple[str, ...]  # their names, in the zone's order


@dataclass(frozen=True)
class AnalysisSpec:
    game: str  # the registry's name (its finished games are kept under it)
    title: str
    folder: SaveFolder  # its saved games, listed under "Analyse a game"
    read: Callable[[App, Path], Table]  # a save or replay file as a table, not yet shown (FileProblem)
    copy: Callable[[App, Table], Table]  # a new table of the same game, dealt the same, with its actions
    hidden: Callable[[Table], list[HiddenZone]]
    start_words: str = "Start: the game as dealt"
    hides: bool = True  # False: nothing in the game is hidden (Toy Battle), and the mode says so
    refusal: type[Exception] = IllegalAction  # what its rules raise for an illegal action


@dataclass(frozen=True)
class AnalysedFile:
    """The plan of `analyse FILE` (and `replay FILE --analyse`) for a game on the core: the file read
    before any window, opened at the position after `at` actions (None: the end)."""

    path: Path
    at: int | None


def prepared(path: Path, at: int | None, actions: int, turns: int) -> AnalysedFile | int:
    """The plan of `analyse FILE --at N` once the game has read the file (`actions`, `turns`): said
    in a line; exit 2 for an --at outside the game."""
    from game.sim.limits import OptionError, position_after

    try:
        position = position_after(at, actions)
    except OptionError as exc:
        print(exc)
        return 2
    print(f"{path}: {actions} actions, {turns} turns")
    return AnalysedFile(path, position)

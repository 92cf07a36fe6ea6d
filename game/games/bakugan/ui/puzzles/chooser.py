"""Bakugan's puzzles for the main menu's Puzzles (game/ui/puzzle_menu.py): the shipped puzzles
(game/data/puzzles/*.yaml) and those saved from the analysis mode, each with its goal and side;
the one picked opens with the goal shown, the computer playing the other seats."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.games.bakugan.cards.catalog import CatalogError
from game.games.bakugan.puzzle import shipped_puzzles
from game.games.bakugan.scenario.file import ScenarioFileError
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.puzzles.brief import open_puzzle_table
from game.games.bakugan.ui.puzzles.mode import GOAL_WORDS, load_puzzle, puzzle_session
from game.ui.app import App
from game.ui.pick_dialog import PickItem


def puzzle_choices(app: App, paths: list[Path]) -> list[PickItem]:
    """One row per puzzle file: its name, and its goal with the side you play."""
    items = []
    for path in paths:
        try:
            _, puzzle = load_puzzle(path, table_catalog(app))
        except (ScenarioFileError, CatalogError):
            items.append(PickItem(str(path), path.stem, "cannot be read"))
            continue
        goal = GOAL_WORDS[puzzle.goal] if puzzle.goal else "no goal"
        items.append(PickItem(str(path), puzzle.name, f"{goal}, as {puzzle.side}"))
    return items


def bakugan_puzzles(app: App) -> list[PickItem]:
    folder = saves.puzzles_dir()  # puzzles saved from the analysis mode
    saved = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    return puzzle_choices(app, [*shipped_puzzles(), *saved])


def open_bakugan_puzzle(app: App, key: str, refused: Callable[[str], None]) -> None:
    try:
        session, puzzle = puzzle_session(Path(key), table_catalog(app))
    except (ScenarioFileError, CatalogError) as exc:
        refused(str(exc))
        return
    open_puzzle_table(app, session, puzzle)

"""Main menu, "Puzzles": choose one of the shipped puzzles (cards/bakugan/puzzles/*.yaml) or one saved
from the analysis mode, and its table opens with the goal shown; the computer plays the other seats."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.games.bakugan.cards.catalog import CatalogError
from game.games.bakugan.puzzle import shipped_puzzles
from game.games.bakugan.scenario.file import ScenarioFileError
from game.ui import saves
from game.ui.app import App
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.puzzle_brief import open_puzzle_table
from game.ui.puzzle_mode import GOAL_WORDS, load_puzzle, puzzle_session

TITLE = "Puzzles: choose one"
MONSTERS = "battle-monsters:"  # the key prefix of a Battle Monsters puzzle


def monsters_puzzle_choices() -> list[PickItem]:
    """The Battle Monsters puzzles (cards/battle_monsters/puzzles/), after Bakugan's."""
    from game.games.battle_monsters.cards import CardFileError
    from game.games.battle_monsters.puzzle import load_puzzle, shipped_puzzles
    from game.games.battle_monsters.scenario import ScenarioError

    items = []
    for path in shipped_puzzles():
        try:
            name = load_puzzle(path)[1].name
        except (ScenarioError, CardFileError):
            items.append(PickItem(MONSTERS + str(path), path.stem, "cannot be read"))
            continue
        items.append(PickItem(MONSTERS + str(path), name, "Battle Monsters: win this turn"))
    return items


def open_monsters_puzzle(app: App, path: Path, refused: Callable[[str], None]) -> None:
    from game.games.battle_monsters.cards import CardFileError
    from game.games.battle_monsters.scenario import ScenarioError
    from game.ui.monsters_table import puzzle_table

    try:
        app.push(puzzle_table(app, path))
    except (ScenarioError, CardFileError) as exc:
        refused(str(exc))


def puzzle_choices(app: App, paths: list[Path]) -> list[PickItem]:
    """One row per puzzle file: its name, and its goal with the side you play."""
    items = []
    for path in paths:
        try:
            _, puzzle = load_puzzle(path, app.catalog)
        except (ScenarioFileError, CatalogError):
            items.append(PickItem(str(path), path.stem, "cannot be read"))
            continue
        goal = GOAL_WORDS[puzzle.goal] if puzzle.goal else "no goal"
        items.append(PickItem(str(path), puzzle.name, f"{goal}, as {puzzle.side}"))
    return items


def choose_puzzle(app: App, refused: Callable[[str], None]) -> None:
    """Show the chooser; a puzzle file that cannot be opened is reported through `refused`."""

    def picked(item: PickItem) -> None:
        if item.key.startswith(MONSTERS):
            open_monsters_puzzle(app, Path(item.key[len(MONSTERS) :]), refused)
            return
        try:
            session, puzzle = puzzle_session(Path(item.key), app.catalog)
        except (ScenarioFileError, CatalogError) as exc:
            refused(str(exc))
            return
        open_puzzle_table(app, session, puzzle)

    folder = saves.puzzles_dir()  # puzzles saved from the analysis mode
    saved = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    items = puzzle_choices(app, [*shipped_puzzles(), *saved]) + monsters_puzzle_choices()
    app.push(PickDialog(app, TITLE, items, picked, empty="No puzzle files in cards/bakugan/puzzles/."))

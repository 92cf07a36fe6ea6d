"""Battle Monsters' puzzles for the main menu's Puzzles (game/ui/puzzle_menu.py): the shipped
win-this-turn puzzles (game/games/battle_monsters/puzzles/); the one picked opens at the table with
you on the side that must win."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.puzzle import load_puzzle, shipped_puzzles
from game.games.battle_monsters.scenario import ScenarioError
from game.ui.app import App
from game.ui.pick_dialog import PickItem


def monsters_puzzles() -> list[PickItem]:
    items = []
    for path in shipped_puzzles():
        try:
            name = load_puzzle(path)[1].name
        except (ScenarioError, CardFileError):
            items.append(PickItem(str(path), path.stem, "cannot be read"))
            continue
        items.append(PickItem(str(path), name, "Battle Monsters: win this turn"))
    return items


def open_monsters_puzzle(app: App, key: str, refused: Callable[[str], None]) -> None:
    from game.games.battle_monsters.ui.table import puzzle_table

    try:
        app.push(puzzle_table(app, Path(key)))
    except (ScenarioError, CardFileError) as exc:
        refused(str(exc))

"""Fusion World puzzles at the table: the chooser (Other games, "Fusion World puzzles") lists the
shipped puzzles (game/games/fusion_world/puzzles/) and the player's own (the user folder's
fusion_puzzles/); the one picked opens at the table with you on the goal's side and the computer
on the other, and the table says when it is solved or failed."""

from __future__ import annotations

from pathlib import Path

from game.games.fusion_world.cards import Pool
from game.games.fusion_world.puzzle import read_fw_puzzle, shipped_fw_puzzles
from game.scenarios.runner import ScenarioFileError
from game.ui import saves
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.fusion_table import FusionTableScene
from game.ui.pick_dialog import PickDialog, PickItem

TITLE = "Fusion World puzzles: choose one"
GOAL_WORDS = {"win_this_turn": "win this turn"}


def user_fw_puzzles_dir() -> Path:
    return saves.data_dir() / "fusion_puzzles"


def fw_puzzle_files() -> list[Path]:
    folder = user_fw_puzzles_dir()
    own = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    return [*shipped_fw_puzzles(), *own]


def fw_puzzle_items(pool: Pool, paths: list[Path]) -> list[PickItem]:
    """One row a puzzle: its name, its goal and side; a file that cannot be read says so. A file
    that expects no solution (a test's unsolvable twin) is left out."""
    items = []
    for path in paths:
        try:
            puzzle, game = read_fw_puzzle(path, pool)
        except ScenarioFileError as exc:
            items.append(PickItem(str(path), path.stem, f"cannot be read: {exc.message}"))
            continue
        if not puzzle.solvable:
            continue
        side = game.name(puzzle.player)
        items.append(PickItem(str(path), puzzle.name, f"{GOAL_WORDS[puzzle.kind]}, as {side}"))
    return items


def choose_fw_puzzle(app: App, pool: Pool) -> None:
    def picked(item: PickItem) -> None:
        open_fw_puzzle(app, pool, Path(item.key))

    items = fw_puzzle_items(pool, fw_puzzle_files())
    app.push(PickDialog(app, TITLE, items, picked, empty="No Fusion World puzzles found."))


def open_fw_puzzle(app: App, pool: Pool, path: Path) -> FusionTableScene | None:
    """The puzzle's position at the table; a file that cannot be used is reported, nothing opens."""
    try:
        puzzle, game = read_fw_puzzle(path, pool)
    except ScenarioFileError as exc:
        app.push(ConfirmDialog(app, "This puzzle cannot be opened", str(exc), [("ok", "OK")], lambda _key: None))
        return None
    seats = [k != puzzle.player for k in range(2)]
    title = puzzle.name if puzzle.name.lower().startswith("puzzle") else f"Puzzle: {puzzle.name}"
    goal = f"{title}. Goal: {GOAL_WORDS[puzzle.kind]} as {game.name(puzzle.player)}."
    if puzzle.description:
        goal += f" {puzzle.description}"
    scene = FusionTableScene(app, pool, [], list(game.core.names), seats, 0, start=game, goal=goal, puzzle=puzzle)
    app.push(scene)
    return scene

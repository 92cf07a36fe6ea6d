"""Continuing a saved game, for every game whose saves are files in one folder: the newest saves
listed with who plays, where the game stands and when (a damaged one listed as damaged), the one
picked opened at its table, and a save that cannot be opened reported with its file and problem,
the copy it replaced offered when there is one (game/files/saved_game.py keeps it)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from game.files.saved_game import PREVIOUS_SUFFIX, SavedGameError, previous_path
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.saves import modified

LISTED: Final = 40  # the newest saves listed
AUTOSAVE: Final = "autosave.json"


@dataclass(frozen=True)
class SaveFolder:
    """One game's saved games: its folder, how a save reads in the list (who plays and where the
    game stands, raising SavedGameError when it cannot be read), and how one is opened."""

    title: str  # the chooser's title: "Continue a Fusion World game"
    folder: Callable[[], Path]
    describe: Callable[[Path], str]
    open_path: Callable[[App, Path], object]  # SavedGameError when the save cannot be used
    empty: str  # said when there is none

    def autosave_path(self) -> Path:
        return self.folder() / AUTOSAVE

    def newest(self) -> list[Path]:
        folder = self.folder()
        if not folder.is_dir():
            return []
        files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
        return sorted(files, key=modified, reverse=True)[:LISTED]

    def items(self) -> list[PickItem]:
        items = []
        for path in self.newest():
            label = path.stem.replace("_", " ")
            try:
                where = self.describe(path)
            except SavedGameError as exc:
                detail = exc.problem if exc.problem.startswith("damaged") else f"cannot be opened: {exc.problem}"
                items.append(PickItem(str(path), label, detail))
                continue
            when = time.strftime("%d %b %H:%M", time.localtime(modified(path)))
            items.append(PickItem(str(path), label, f"{where}, {when}"))
        return items

    def choose(self, app: App) -> None:
        """The chooser; the save picked opens at its table."""
        app.push(PickDialog(app, self.title, self.items(), lambda item: self.open(app, Path(item.key)), self.empty))

    def open(self, app: App, path: Path) -> None:
        """The save at its table, or, when it cannot be opened, why (with the copy before it offered)."""
        try:
            self.open_path(app, path)
        except SavedGameError as exc:
            self.report_damaged(app, path, exc)

    def report_damaged(self, app: App, path: Path, exc: SavedGameError) -> None:
        previous = previous_path(path)
        kept = previous.is_file() and not path.name.endswith(PREVIOUS_SUFFIX)
        message = f"{path.name}: {exc.problem}." + (f" The copy before it is kept: {previous.name}." if kept else "")
        choices = [("previous", "Open the copy before it"), ("ok", "OK")] if kept else [("ok", "OK")]

        def answer(key: str) -> None:
            if key == "previous":
                self.open(app, previous)

        app.push(ConfirmDialog(app, "This save cannot be opened", message, choices, answer))


def saved_as(folder: Path, name: str) -> Path:
    """Where a save the player named goes in the game's folder."""
    from game.ui.saves import safe_name

    return folder / f"{safe_name(name)}.json"


def timed_name(folder: Path, words: str) -> Path:
    """A new save's file, named after the players and the turn, with the time."""
    return saved_as(folder, f"{words} {time.strftime('%Y%m%d-%H%M%S')}")

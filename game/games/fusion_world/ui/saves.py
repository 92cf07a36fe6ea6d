"""Saved Fusion World games at the table: the Save button writes the game under the user folder's
saves/fusion_world/, an autosave is written at the start of every turn and when the game ends (so
Continue reopens a finished game at its end, with its log, as the Bakugan table's does), and Other games >
"Continue a Fusion World game" lists them (newest first). A damaged save is listed as damaged and,
when picked, reported with the file and the problem; the copy it replaced is kept and offered."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Final

from game.files.saved_game import PREVIOUS_SUFFIX, previous_path
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck
from game.games.fusion_world.match import players_of
from game.games.fusion_world.save_file import FwSave, FwSaveError, read_save, write_save
from game.ui import saves
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.pick_dialog import PickDialog, PickItem

if TYPE_CHECKING:
    from game.games.fusion_world.ui.table import FusionTableScene

TITLE = "Continue a Fusion World game"
AUTOSAVE: Final = "autosave.json"
LISTED: Final = 40  # the newest saves listed


def fw_saves_dir() -> Path:
    return saves.saves_dir() / "fusion_world"


def autosave_path() -> Path:
    return fw_saves_dir() / AUTOSAVE


def can_save(scene: FusionTableScene) -> bool:
    """Games dealt from decks can be saved; a puzzle's written position is opened from its file."""
    return bool(scene.decks) and not scene.game.over


def table_save(scene: FusionTableScene) -> FwSave:
    half = any(d.half for d in scene.decks)
    deck_paths = [d.path for d in scene.decks]
    players = players_of(scene.decks, scene.names)
    return FwSave(players, scene.seed, half, list(scene.actions), list(scene.computer), scene.strong, deck_paths)


def save_now(scene: FusionTableScene, path: Path | None = None) -> Path | None:
    """Write the table's game (to a new file named after the players and turn); the notice says
    where, or why it could not be written."""
    if not can_save(scene):
        scene.notice = "This game cannot be saved (a puzzle reopens from its file)."
        return None
    if path is None:
        names = " v ".join(scene.names)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = fw_saves_dir() / f"{saves.safe_name(f'{names} turn {scene.game.core.turn} {stamp}')}.json"
    try:
        write_save(path, table_save(scene), scene.game)
    except OSError as exc:
        scene.notice = f"Not saved: {path}: {exc.strerror or exc}"
        return None
    scene.notice = f"Saved: {path.name}"
    return path


def save_as(scene: FusionTableScene, name: str) -> Path:
    """The game under the name the player typed (the pause menu's Save game…); raises on failure."""
    if not can_save(scene):
        raise ValueError("this game cannot be saved (a puzzle reopens from its file)")
    path = fw_saves_dir() / f"{saves.safe_name(name)}.json"
    write_save(path, table_save(scene), scene.game)
    return path


def autosave(scene: FusionTableScene) -> None:
    """At a new turn and at the game's end: the autosave (the one before it is kept as
    autosave.previous.json). Quiet, unless it cannot be written."""
    if not scene.decks:
        return
    notice = scene.notice
    try:
        write_save(autosave_path(), table_save(scene), scene.game)
    except OSError as exc:
        scene.notice = f"Autosave failed: {fw_saves_dir()} cannot be written ({exc.strerror or exc})"
        return
    scene.notice = notice


def list_fw_saves() -> list[Path]:
    folder = fw_saves_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    return sorted(files, key=saves.modified, reverse=True)[:LISTED]


def save_items(pool: Pool, paths: list[Path]) -> list[PickItem]:
    items = []
    for path in paths:
        label = path.stem.replace("_", " ")
        try:
            save, game = read_save(path, pool)
        except FwSaveError as exc:
            detail = exc.problem if exc.problem.startswith("damaged") else f"cannot be opened: {exc.problem}"
            items.append(PickItem(str(path), label, detail))
            continue
        who = " v ".join(name for name, _leader, _deck in save.players)
        when = time.strftime("%d %b %H:%M", time.localtime(saves.modified(path)))
        state = "over" if game.over else f"turn {game.core.turn}"
        items.append(PickItem(str(path), label, f"{who}, {state}, {when}"))
    return items


def choose_fw_save(app: App, pool: Pool) -> None:
    def picked(item: PickItem) -> None:
        open_fw_save(app, pool, Path(item.key))

    items = save_items(pool, list_fw_saves())
    app.push(PickDialog(app, TITLE, items, picked, empty="No saved Fusion World games yet."))


def open_fw_save(app: App, pool: Pool, path: Path) -> FusionTableScene | None:
    """The saved game at the table; a damaged save is reported (file and problem), with the copy
    it replaced offered when there is one."""
    from game.games.fusion_world.ui.table import FusionTableScene

    try:
        save, game = read_save(path, pool)
    except FwSaveError as exc:
        report_damaged(app, pool, path, exc)
        return None
    paths = [*save.deck_paths, "", ""][:2]
    decks = [
        FwDeck(name, "", leader, tuple((c, 1) for c in deck), save.half, where)  # the card order as dealt
        for (name, leader, deck), where in zip(save.players, paths, strict=True)
    ]
    names = [name for name, _leader, _deck in save.players]
    scene = FusionTableScene(app, pool, decks, names, save.computer, save.seed, start=game, strong=save.strong)
    scene.actions = list(save.actions)
    app.push(scene)  # two people: the shell hands the screen to whoever is to act first
    return scene


def report_damaged(app: App, pool: Pool, path: Path, exc: FwSaveError) -> None:
    previous = previous_path(path)
    kept = previous.is_file() and not path.name.endswith(PREVIOUS_SUFFIX)
    message = f"{path.name}: {exc.problem}." + (f" The copy before it is kept: {previous.name}." if kept else "")
    choices = [("previous", "Open the copy before it"), ("ok", "OK")] if kept else [("ok", "OK")]

    def answer(key: str) -> None:
        if key == "previous":
            open_fw_save(app, pool, previous)

    app.push(ConfirmDialog(app, "This save cannot be opened", message, choices, answer))

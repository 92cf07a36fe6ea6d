"""Saved Fusion World games at the table: the Save button (and the pause menu's Save game…) writes
the game under the user folder's saves/fusion_world/, an autosave is written at the start of every
turn and when the game ends (so Continue reopens a finished game at its end, with its log, as the
Bakugan table's does), and Other games > "Continue a Fusion World game" lists them, newest first
(the shell's chooser, game/ui/saved_games.py: a damaged save listed as damaged and, when picked,
reported with the file and the problem, the copy it replaced offered)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.games.fusion_world.cards import Pool, default_pool
from game.games.fusion_world.decks import FwDeck
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import players_of
from game.games.fusion_world.save_file import FwSave, read_save, write_save
from game.ui import saves
from game.ui.app import App
from game.ui.saved_games import SaveFolder, timed_name

if TYPE_CHECKING:
    from game.games.fusion_world.ui.table import FusionTableScene

TITLE = "Continue a Fusion World game"


def fw_saves_dir() -> Path:
    return saves.saves_dir() / "fusion_world"


def autosave_path() -> Path:
    return FOLDER.autosave_path()


def table_save(scene: FusionTableScene) -> FwSave:
    half = any(d.half for d in scene.decks)
    deck_paths = [d.path for d in scene.decks]
    players = players_of(scene.decks, scene.names)
    return FwSave(players, scene.seed, half, list(scene.actions), list(scene.computer), list(scene.levels), deck_paths)


def write_table(scene: FusionTableScene, path: Path) -> None:
    write_save(path, table_save(scene), scene.game)


def save_now(scene: FusionTableScene) -> Path | None:
    """Write the table's game to a new file named after the players and turn; the notice says
    where, or why it could not be written."""
    if not scene.can_save():
        scene.notice = "This game cannot be saved (a puzzle reopens from its file)."
        return None
    path = timed_name(fw_saves_dir(), f"{' v '.join(scene.names)} turn {scene.game.core.turn}")
    try:
        write_table(scene, path)
    except OSError as exc:
        scene.notice = f"Not saved: {path}: {exc.strerror or exc}"
        return None
    scene.notice = f"Saved: {path.name}"
    return path


def describe(path: Path, pool: Pool | None = None) -> str:
    """Who plays and where the game stands (FwSaveError when the save cannot be read)."""
    save, game = read_save(path, pool or default_pool())
    who = " v ".join(name for name, _leader, _deck in save.players)
    return f"{who}, {'over' if game.over else f'turn {game.core.turn}'}"


def open_fw_save(app: App, pool: Pool, path: Path) -> FusionTableScene:
    """The saved game at its table (FwSaveError when it cannot be opened)."""
    save, game = read_save(path, pool)
    scene = saved_table(app, pool, save, game)
    app.push(scene)  # two people: the shell hands the screen to whoever is to act first
    return scene


def saved_table(app: App, pool: Pool, save: FwSave, game: FusionWorld) -> FusionTableScene:
    """The table of a saved game (`game`: where its actions led), not yet shown."""
    from game.games.fusion_world.ui.table import FusionTableScene

    paths = [*save.deck_paths, "", ""][:2]
    decks = [
        FwDeck(name, "", leader, tuple((c, 1) for c in deck), save.half, where)  # the card order as dealt
        for (name, leader, deck), where in zip(save.players, paths, strict=True)
    ]
    names = [name for name, _leader, _deck in save.players]
    scene = FusionTableScene(app, pool, decks, names, save.computer, save.seed, start=game, levels=save.levels)
    scene.resume(game, list(save.actions))
    return scene


FOLDER = SaveFolder(
    TITLE,
    fw_saves_dir,
    describe,
    lambda app, path: open_fw_save(app, default_pool(), path),
    "No saved Fusion World games yet.",
)

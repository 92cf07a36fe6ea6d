"""Saved Toy Battle games at the table: the pause menu's Save game…, an autosave at the start of
every turn and at the end, and Other games > "Continue a Toy Battle game" (the shell's chooser,
game/ui/saved_games.py), under the user folder's saves/toy_battle/."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.games.toy_battle.game import ToyBattle
from game.games.toy_battle.save_file import ToySave, read_save, write_save
from game.games.toy_figures import toy_pieces
from game.ui import saves
from game.ui.app import App
from game.ui.saved_games import SaveFolder

if TYPE_CHECKING:
    from game.games.toy_battle.ui.table import ToyTableScene

TITLE = "Continue a Toy Battle game"


def toy_saves_dir() -> Path:
    return saves.saves_dir() / "toy_battle"


def table_save(scene: ToyTableScene) -> ToySave:
    teams = (scene.teams[0], scene.teams[1])
    players = (scene.levels[0], scene.levels[1])
    return ToySave(teams, scene.seed, tuple(scene.actions), (scene.computer[0], scene.computer[1]), players)


def write_table(scene: ToyTableScene, path: Path) -> None:
    write_save(path, table_save(scene), scene.game)


def describe(path: Path) -> str:
    save, game = read_save(path, toy_pieces())
    who = " v ".join(name for name, _bakugan, _cores in save.teams)
    return f"{who}, {'over' if game.over else f'turn {game.core.turn}'}"


def open_toy_save(app: App, path: Path) -> ToyTableScene:
    """The saved game at its table (ToySaveError when it cannot be opened)."""
    save, game = read_save(path, toy_pieces())
    scene = saved_table(app, save, game)
    app.push(scene)
    return scene


def saved_table(app: App, save: ToySave, game: ToyBattle) -> ToyTableScene:
    """The table of a saved game (`game`: where its actions led), not yet shown."""
    from game.games.toy_battle.ui.table import ToyTableScene, fast_rolls

    scene = ToyTableScene(app, list(save.teams), list(save.computer), save.seed, fast_rolls(), save.players)
    scene.resume(game, list(save.actions))  # the deal stays where the actions start from
    return scene


FOLDER = SaveFolder(TITLE, toy_saves_dir, describe, open_toy_save, "No saved Toy Battle games yet.")

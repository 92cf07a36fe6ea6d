"""Saved Battle Monsters games at the table: the pause menu's Save game… writes the game under the
user folder's saves/battle_monsters/, an autosave is written at the start of every turn and when
the game ends, and Other games > "Continue a Battle Monsters game" lists them, newest first (the
shell's chooser, game/ui/saved_games.py). A game dealt from decks can be saved; a puzzle or a
written position is opened again from its file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.games.battle_monsters.decks import BmDeck
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.save_file import BmSave, read_save, write_save
from game.ui import saves
from game.ui.app import App
from game.ui.saved_games import SaveFolder

if TYPE_CHECKING:
    from game.games.battle_monsters.ui.table import MonstersTableScene

TITLE = "Continue a Battle Monsters game"


def bm_saves_dir() -> Path:
    return saves.saves_dir() / "battle_monsters"


def table_save(scene: MonstersTableScene) -> BmSave:
    s = scene.game.state
    decks = (tuple(scene.decks[0].cards), tuple(scene.decks[1].cards))
    names = (scene.names[0], scene.names[1])
    computer = (scene.computer[0], scene.computer[1])
    labels = (scene.decks[0].name, scene.decks[1].name)
    levels = (scene.levels[0], scene.levels[1])
    return BmSave(names, decks, scene.seed, tuple(scene.actions), computer, s.house, s.tournament, levels, labels)


def write_table(scene: MonstersTableScene, path: Path) -> None:
    write_save(path, table_save(scene), scene.game)


def describe(path: Path) -> str:
    """Who plays and where the game stands (BmSaveError when the save cannot be read)."""
    save, game = read_save(path)
    return f"{' v '.join(save.names)}, {'over' if game.over else f'turn {game.core.turn}'}"


def open_bm_save(app: App, path: Path) -> MonstersTableScene:
    """The saved game at its table (BmSaveError when it cannot be opened)."""
    save, game = read_save(path)
    scene = saved_table(app, save, game)
    app.push(scene)  # two people: the shell hands the screen to whoever is to act first
    return scene


def saved_table(app: App, save: BmSave, game: BattleMonsters) -> MonstersTableScene:
    """The table of a saved game (`game`: where its actions led), not yet shown."""
    from game.games.battle_monsters.ui.table import MonstersTableScene

    decks = [BmDeck(save.deck_names[seat] or save.names[seat], "", save.decks[seat]) for seat in (0, 1)]
    scene = MonstersTableScene(
        app, decks, list(save.names), list(save.computer), save.seed, position=save.dealt(), levels=save.levels
    )
    scene.resume(game, list(save.actions))  # the deal stays where the actions start from
    return scene


FOLDER = SaveFolder(TITLE, bm_saves_dir, describe, open_bm_save, "No saved Battle Monsters games yet.")

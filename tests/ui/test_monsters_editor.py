"""The Battle Monsters deck editor driven through real pygame events, opened from the menu's
Other games: filters, adding and taking out cards, the rule 2.1 problem shown and gone, Save
writing a legal deck file to the user folder, Load opening a ready deck."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

from game.games.battle_monsters.decks import load_deck, ready_decks, validate
from game.games.battle_monsters.ui.editor import MonstersDeckEdit
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene
from game.ui.games_menu import GamesMenu
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click, make_app


def button(scene: CardListEditorScene, key: str) -> tuple[int, int]:
    return next(b.rect.center for b in scene.buttons() if b.key == key)


def open_editor(tmp_path: Path) -> tuple[App, CardListEditorScene]:
    app = make_app(tmp_path / "data")
    menu = GamesMenu(app)
    app.push(menu)
    app.frame()
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "monsters_editor"))
    scene = app.stack.top
    assert isinstance(scene, CardListEditorScene) and isinstance(scene.game, MonstersDeckEdit)
    return app, scene


def test_rule_2_1_editor_builds_saves_and_loads_a_deck(tmp_path: Path) -> None:
    app, scene = open_editor(tmp_path)
    edit = scene.game
    assert isinstance(edit, MonstersDeckEdit)
    click(app, button(scene, "filter:trap"))
    assert {edit.pool[row.card_id].type for row, _ in scene.pool_layout()} == {"trap"}
    click(app, button(scene, "filter:monster"))
    first = scene.pool_layout()[0][0].card_id
    for _ in range(29):
        click(app, scene.pool_layout()[0][1].center)
    assert edit.draft.counts == {first: 29}
    assert edit.problems() == ["rule 2.1: the deck has 29 cards; it needs at least 30"]
    click(app, scene.pool_layout()[1][1].center)
    assert edit.problems() == []
    click(app, button(scene, "save"))
    saved = tmp_path / "data" / "monsters_decks" / "new_deck.yaml"
    assert scene.note == "Saved monsters_decks/new_deck.yaml in your data folder (a legal deck)" and saved.exists()
    deck = load_deck(saved)
    assert len(deck.cards) == 30 and validate(deck) == []
    click(app, scene.deck_layout()[0][2].center)  # one copy out again
    assert edit.draft.size == 29
    click(app, button(scene, "load"))
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog)
    keys = [item.key for item in dialog.items]
    assert str(saved) in keys  # your own decks are offered too
    ready = str(ready_decks()[0])
    row = dialog.row_of(ready)
    assert row is not None
    click(app, row.center)
    assert app.stack.top is scene
    assert edit.draft.name == load_deck(ready_decks()[0]).name and edit.problems() == []


def test_a_broken_deck_file_is_named_not_fatal(tmp_path: Path) -> None:
    _app, scene = open_editor(tmp_path)
    folder = tmp_path / "data" / "monsters_decks"
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("name: x\ncards: [1, 2\n", encoding="utf-8")
    edit = scene.game
    assert isinstance(edit, MonstersDeckEdit)
    labels = [item.label for item in edit.load_choices()]
    assert any("cannot be read" in label for label in labels)
    note = edit.load(str(folder / "broken.yaml"))
    assert note.startswith("Not loaded:") and "broken.yaml" in note

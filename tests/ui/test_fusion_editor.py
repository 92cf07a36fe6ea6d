"""The Fusion World deck editor through real pygame events: a Leader and cards clicked in, the
rules it breaks listed live (5.1-5.4), the Leader taken out again, half-deck mode, a ready deck
loaded through the Load dialog and saved; a broken deck file named, not fatal; a screenshot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.decks import load_fw_deck, ready_fw_decks, validate_fw_deck
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene
from game.ui.fusion_editor import FusionDeckEdit
from game.ui.games_menu import GamesMenu
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click, post
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def pool_row(editor: CardListEditorScene, card_id: str) -> tuple[int, int]:
    return next(rect.center for row, rect in editor.pool_layout() if row.card_id == card_id)


def deck_row(editor: CardListEditorScene, card_id: str) -> tuple[int, int]:
    return next(rect.center for row, _, rect in editor.deck_layout() if row.card_id == card_id)


def open_editor(tmp_path: Path) -> tuple[App, CardListEditorScene, FusionDeckEdit]:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "fusion_editor"))
    editor = app.stack.top
    assert isinstance(editor, CardListEditorScene) and isinstance(editor.game, FusionDeckEdit)
    return app, editor, editor.game


def test_rules_5_1_to_5_4_build_a_deck_by_clicking(tmp_path: Path, shots: Path) -> None:
    app, editor, edit = open_editor(tmp_path)
    assert any(p.startswith("rule 5.1") for p in edit.problems())  # no Leader yet
    click(app, centre(editor.buttons(), "filter:leader"))
    click(app, pool_row(editor, "FW-Y00"))
    assert edit.draft.leader == "FW-Y00" and not any(p.startswith("rule 5.1") for p in edit.problems())
    assert editor.deck_layout()[0][0].card_id == "FW-Y00"  # the Leader is the deck's first row
    click(app, centre(editor.buttons(), "filter:yellow"))
    for _ in range(5):
        click(app, pool_row(editor, "FW-Y01"))
    assert edit.draft.counts["FW-Y01"] == 5
    assert any(p.startswith("rule 5.4") for p in edit.problems())
    click(app, deck_row(editor, "FW-Y01"))
    assert edit.draft.counts["FW-Y01"] == 4
    assert not any(p.startswith("rule 5.4") for p in edit.problems())
    post(pygame.MOUSEMOTION, pos=pool_row(editor, "FW-Y03"), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "fusion_deck_editor")
    click(app, deck_row(editor, "FW-Y00"))  # the Leader taken out again
    assert edit.draft.leader == "" and any(p.startswith("rule 5.1") for p in edit.problems())


def test_rule_5_2_half_deck_mode_is_a_button(tmp_path: Path) -> None:
    app, editor, edit = open_editor(tmp_path)
    assert "/50 cards" in edit.summary()
    click(app, centre(editor.buttons(), "half"))
    assert edit.draft.half and "/25 cards" in edit.summary() and "rule 5.2" in editor.note
    assert any("half-deck mode has 25 cards" in p for p in edit.problems())


def test_load_a_ready_deck_and_save_it(tmp_path: Path) -> None:
    app, editor, edit = open_editor(tmp_path)
    click(app, centre(editor.buttons(), "load"))
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog)
    ready = ready_fw_decks()[0]
    row = dialog.row_of(str(ready))
    assert row is not None
    click(app, row.center)
    assert app.stack.top is editor
    assert edit.draft.name == load_fw_deck(ready).name and edit.draft.size in (25, 50)
    click(app, centre(editor.buttons(), "save"))
    saved = sorted((tmp_path / "fusion_decks").glob("*.yaml"))
    assert saved and validate_fw_deck(load_fw_deck(saved[0]), default_pool()) == []
    assert editor.note.startswith("Saved") and "a legal deck" in editor.note
    click(app, centre(editor.buttons(), "load"))
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog) and str(saved[0]) in [item.key for item in dialog.items]
    app.pop()
    click(app, centre(editor.buttons(), "back"))
    assert app.stack.top is not editor


def test_a_broken_deck_file_is_named_not_fatal(tmp_path: Path) -> None:
    _app, _editor, edit = open_editor(tmp_path)
    folder = tmp_path / "fusion_decks"
    folder.mkdir(parents=True)
    (folder / "broken.yaml").write_text("name: x\ncards: [1, 2\n", encoding="utf-8")
    labels = [item.label for item in edit.load_choices()]
    assert any("cannot be read" in label for label in labels)
    note = edit.load(str(folder / "broken.yaml"))
    assert note.startswith("Not loaded:") and "broken.yaml" in note


def test_the_wheel_scrolls_the_pool(tmp_path: Path) -> None:
    app, editor, _edit = open_editor(tmp_path)
    first = editor.pool_layout()[0][0].card_id
    post(pygame.MOUSEWHEEL, x=0, y=-1)
    app.frame()
    assert editor.scroll == 3 and editor.pool_layout()[0][0].card_id != first

"""Driving the deck editor through real pygame events: clicks on its chips, rows and buttons, and
typing into its fields."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui.app import App
from game.ui.menu import MenuScene
from game.ui.name_dialog import NameDialog
from game.ui.pick_dialog import PickDialog
from game.ui.widgets import Button
from tests.ui.driver import click, key, make_app, type_text


def menu_app(data_dir: Path) -> tuple[App, MenuScene]:
    """The program at its main menu, drawn once."""
    app = make_app(data_dir)
    menu = MenuScene(app)
    app.push(menu)
    app.frame()
    return app, menu


def open_menu_chooser(app: App, menu: MenuScene, label: str, after: str, key_: str, title: str) -> PickDialog:
    """Click the menu entry `label` (listed right after `after`) and return the chooser it opens."""
    labels = [b.label for b in menu.buttons()]
    assert labels.index(label) == labels.index(after) + 1
    click(app, centre(menu.buttons(), key_))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog) and chooser.title == title
    return chooser


def open_editor(data_dir: Path) -> tuple[App, EditorScene]:
    """The program from its main menu, through the "Deck editor" button."""
    app = make_app(data_dir)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, centre(menu.buttons(), "editor"))
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    app.frame()
    return app, editor


def centre(buttons: list[Button], key_: str) -> tuple[int, int]:
    found = [b for b in buttons if b.key == key_]
    assert found, f"no button {key_!r} among {[b.key for b in buttons]}"
    assert found[0].enabled, f"button {key_!r} is disabled"
    return found[0].rect.center


def press(app: App, editor: EditorScene, key_: str) -> None:
    """A toolbar button."""
    click(app, centre(editor.toolbar(), key_))


def chip(app: App, editor: EditorScene, key_: str) -> None:
    """A filter control of the catalogue."""
    click(app, centre(editor.catalogue.bar.buttons(), key_))


def search(app: App, editor: EditorScene, words: str) -> None:
    field = editor.catalogue.bar.search
    click(app, field.rect.center)
    for _ in field.value:
        key(app, pygame.K_BACKSPACE)
    type_text(app, words)
    key(app, pygame.K_RETURN)


def add_card(app: App, editor: EditorScene, card_id: str, copies: int = 1) -> None:
    """Find the card by its id in the catalogue and click its row."""
    search(app, editor, card_id)
    shown = [c.id for c in editor.catalogue.shown]
    assert shown == [card_id], shown
    row = next(rect for i, rect in editor.catalogue.list.rows() if i == 0)
    for _ in range(copies):
        click(app, row.center)


def deck_button(app: App, editor: EditorScene, key_: str) -> None:
    """A - or + on a deck line, or the x of a team slot."""
    click(app, centre(editor.deck_panel.buttons(), key_))


def tab(app: App, editor: EditorScene, name: str) -> None:
    click(app, centre(editor.side.tab_buttons(), f"tab:{name}"))


def pick(app: App, item_key: str) -> None:
    dialog = app.stack.top
    assert isinstance(dialog, PickDialog), type(dialog).__name__
    row = dialog.row_of(item_key)
    assert row is not None, f"{item_key} is not offered: {[i.key for i in dialog.items]}"
    click(app, row.center)


def replace_text(app: App, value: str) -> None:
    """Type into the focused field of the dialog on top, replacing what it holds."""
    dialog = app.stack.top
    assert isinstance(dialog, NameDialog)
    field = dialog.field
    for _ in field.value:
        key(app, pygame.K_BACKSPACE)
    type_text(app, value)

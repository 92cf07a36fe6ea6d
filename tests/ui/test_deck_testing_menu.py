"""Main menu, "Deck testing": the deck chooser and the editor it opens on the Test tab, driven
through real pygame events; the chooser's screenshot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import dataclasses
from pathlib import Path

import pygame

from game.games.bakugan.deck_writer import save_deck
from game.games.bakugan.decks import load_deck, ready_decks, resolve_deck_path
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.deck_files import user_decks_dir
from game.games.bakugan.ui.editor.deck_testing import TITLE
from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui.app import App
from game.ui.menu import MenuScene
from game.ui.pick_dialog import PickDialog
from tests.ui.driver import click, key, post
from tests.ui.editor_driver import centre, menu_app, open_menu_chooser, pick
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def menu_with_a_saved_deck(data_dir: Path) -> tuple[App, MenuScene, Path]:
    app, menu = menu_app(data_dir)
    mine = user_decks_dir() / "my_flow.yaml"
    deck = dataclasses.replace(load_deck(resolve_deck_path("aquos_flow")), name="My Flow")
    save_deck(deck, mine, table_catalog(app))
    return app, menu, mine


def open_chooser(app: App, menu: MenuScene) -> PickDialog:
    return open_menu_chooser(app, menu, "Deck testing", "Deck editor", "testing", TITLE)


def test_deck_testing_offers_saved_and_ready_decks_and_opens_the_test_tab(tmp_path: Path) -> None:
    app, menu, mine = menu_with_a_saved_deck(tmp_path)
    chooser = open_chooser(app, menu)
    keys = [item.key for item in chooser.items]
    assert keys == [str(mine)] + [str(p) for p in ready_decks()]
    assert chooser.items[0].label == "My Flow"
    pick(app, str(mine))
    editor = app.stack.top
    assert isinstance(editor, EditorScene)
    assert editor.side.current == "test" and editor.state.deck.name == "My Flow"
    assert not editor.state.draft.dirty and editor.state.draft.path == mine
    click(app, centre(editor.test_tab.buttons(), "start"))  # the editor's own test run
    run = editor.test_tab.run
    assert run is not None and run.state == "running" and run.total == editor.test_tab.games * len(ready_decks())
    click(app, centre(editor.test_tab.buttons(), "cancel"))
    assert run.state == "cancelled"
    click(app, centre(editor.toolbar(), "menu"))
    assert app.stack.top is menu


def test_a_deck_file_that_cannot_be_read_is_reported_on_the_menu(tmp_path: Path) -> None:
    app, menu, mine = menu_with_a_saved_deck(tmp_path)
    mine.write_text("name: [broken\n", encoding="utf-8")
    open_chooser(app, menu)
    pick(app, str(mine))
    assert app.stack.top is menu and "my_flow" in menu.note


def test_the_chooser_over_the_menu_and_escape_back(tmp_path: Path, shots: Path) -> None:
    app, menu, _ = menu_with_a_saved_deck(tmp_path)
    chooser = open_chooser(app, menu)
    row = chooser.row_of(chooser.items[1].key)
    assert row is not None
    post(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    save(app, shots, "19_deck_testing_chooser")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu

"""Bad files met in the app, driven through pygame events: the app says what is wrong and carries
on (a bad deck in the folder is named, the others play; a damaged save is reported on the menu; a
wrongly typed setting is reported and its default used)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pygame
import pytest

from game.files.paths import DECKS_DIR
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.deck_testing import TITLE
from game.games.bakugan.ui.load_game import LoadScene
from game.games.bakugan.ui.new_game import NewGameScene
from game.games.bakugan.ui.table import TableScene
from game.ui.app import App
from game.ui.menu import MenuScene
from tests.files.test_outside_corpus import content_for, time_limit
from tests.ui.driver import click, make_app, post
from tests.ui.editor_driver import centre, open_menu_chooser, pick

SHOTS = Path(os.environ.get("BAKUGAN_SHOTS", "/tmp/bakugan_shots"))


def _menu(data: Path) -> tuple[App, MenuScene]:
    app = make_app(data)
    app.push(MenuScene(app))
    app.frame()
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return app, menu


def test_new_game_names_a_bad_deck_file_and_offers_the_rest(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "broken.yaml").write_text("name: x\ncards: 40\n")
    (decks / "binary.yaml").write_bytes(bytes(range(256)))
    (decks / "mine.yaml").write_text((DECKS_DIR / "aquos_flow.yaml").read_text().replace("Aquos Flow", "My Flow"))
    app, menu = _menu(tmp_path)
    click(app, centre(menu.buttons(), "new"))
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    assert "Not offered: binary.yaml: is not UTF-8 text" in scene.error and "1 more" in scene.error
    assert "My Flow" in [c.name for c in scene.choices]
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SHOTS / "bad_deck_in_new_game.png"))
    click(app, centre(scene.buttons(), "start"))
    assert isinstance(app.stack.top, TableScene)


def test_a_damaged_save_is_reported_on_the_load_menu(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "broken.json").write_text(json.dumps({"format": "bakugan-replay", "version": 1, "seed": 1}))
    app, menu = _menu(tmp_path)
    click(app, centre(menu.buttons(), "load"))
    chooser = app.stack.top
    assert isinstance(chooser, LoadScene)
    click(app, centre(chooser.buttons(), "file:0"))
    assert app.stack.top is chooser
    assert chooser.note.startswith("Cannot open broken.json: 'seats' must list 2 to 4 players")
    pygame.image.save(app.screen, str(SHOTS / "damaged_save_on_load_menu.png"))


def test_a_damaged_autosave_offers_the_previous_copy(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / "autosave.json").write_text('{"format": "bakugan-replay", "actions": [')
    (folder / "autosave.previous.json").write_text("{}")
    app, menu = _menu(tmp_path)
    click(app, centre(menu.buttons(), "continue"))
    assert app.stack.top is menu
    assert "not valid JSON" in menu.note and str(saves.previous_autosave_path()) in menu.note


def test_a_wrongly_typed_setting_is_reported_and_the_table_plays_on(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(json.dumps({"computer_delay": "slow"}))
    app, menu = _menu(tmp_path)
    assert "computer_delay is 'slow'" in menu.note
    assert app.settings.computer_delay == 0.0  # make_app's test speed
    pygame.image.save(app.screen, str(SHOTS / "bad_setting_on_menu.png"))


def test_deck_testing_lists_a_bad_deck_as_bad_and_says_why_when_picked(tmp_path: Path) -> None:
    decks = tmp_path / "decks"
    decks.mkdir()
    bad = decks / "broken.yaml"
    bad.write_text("name: x\ncards: 40\n")
    app, menu = _menu(tmp_path)
    chooser = open_menu_chooser(app, menu, "Deck testing", "Deck editor", "testing", TITLE)
    row = next(item for item in chooser.items if item.key == str(bad))
    assert row.label == "broken (cannot be read)" and "'cards' must be a list" in row.detail
    assert len(chooser.items) > 1  # the ready decks stay usable
    pygame.image.save(app.screen, str(SHOTS / "bad_deck_in_deck_testing.png"))
    pick(app, str(bad))
    assert app.stack.top is menu and "'cards' must be a list, not 40" in menu.note


def test_the_table_says_when_the_autosave_cannot_be_written(tmp_path: Path) -> None:
    from game.games.bakugan.decks import load_deck
    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.games.bakugan.ui.session import GameSession

    (tmp_path / "saves").write_text("a file where the folder should be")
    app, _menu_scene = _menu(tmp_path)
    decks = [load_deck(DECKS_DIR / f"{name}.yaml") for name in ("aquos_flow", "pyrus_fury")]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=3)
    session = GameSession.new(setup, table_catalog(app), [False, True])
    table = TableScene(app, session)
    app.push(table)
    session.write_autosave()  # as at the end of a turn
    app.frame()
    assert table.message is not None and table.message[0].startswith("Autosave failed")
    assert isinstance(app.stack.top, TableScene)  # play goes on
    pygame.image.save(app.screen, str(SHOTS / "autosave_failed_on_table.png"))


CORPUS = ["binary", "latin-1", "empty", "null", "a list", "alias bomb", "deep nesting", "version 99", "wrong types"]


def _escape(app: App) -> None:
    post(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    post(pygame.KEYUP, key=pygame.K_ESCAPE, mod=0)
    app.frame()
    app.frame()


@pytest.mark.parametrize("content", CORPUS)
def test_every_kind_of_bad_content_in_the_users_folder_leaves_the_app_running(tmp_path: Path, content: str) -> None:
    """The outside corpus (tests/files/test_outside_corpus.py) as the user's deck, saved game and
    settings at once: the menu, New game, the Load menu and Deck testing name the file and go on."""
    data = content_for(content, "bakugan")
    for folder, name in (("decks", "bad.yaml"), ("decks", "bad.txt"), ("saves", "bad.json")):
        (tmp_path / folder).mkdir(exist_ok=True)
        (tmp_path / folder / name).write_bytes(data)
    (tmp_path / "settings.json").write_bytes(data)
    with time_limit(60):
        app, menu = _menu(tmp_path)
        click(app, centre(menu.buttons(), "new"))
        scene = app.stack.top
        assert isinstance(scene, NewGameScene) and "bad.yaml" in scene.error
        assert len(scene.decks) >= 2  # the ready decks stay playable
        _escape(app)
        assert app.stack.top is menu
        click(app, centre(menu.buttons(), "load"))
        chooser = app.stack.top
        assert isinstance(chooser, LoadScene)
        click(app, centre(chooser.buttons(), "file:0"))
        assert app.stack.top is chooser and chooser.note.startswith("Cannot open bad.json")
        _escape(app)
        testing = open_menu_chooser(app, menu, "Deck testing", "Deck editor", "testing", TITLE)
        bad = str(tmp_path / "decks" / "bad.yaml")
        row = next(item for item in testing.items if item.key == bad)
        assert row.label == "bad (cannot be read)"
        pick(app, bad)
        assert app.stack.top is menu and menu.note

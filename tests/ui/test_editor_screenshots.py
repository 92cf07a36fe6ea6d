"""The deck editor rendered headless at 1280x720 and saved as PNG (BAKUGAN_SCREENSHOT_DIR keeps
them): building a deck with its violations, the charts, opening hands, a deck test under way and
its report, and the lines an import could not read."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import time
from pathlib import Path

import pygame

from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.bakugan.ui.editor.deck_files import user_decks_dir
from game.games.bakugan.ui.editor.hands_tab import HandsTab
from game.games.bakugan.ui.editor.test_options import TestOptions
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from tests.ui.driver import click, post
from tests.ui.editor_driver import add_card, centre, chip, open_editor, pick, press, tab
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]  # the fixture, shared with the table's screenshots


def hover(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()


def test_building_a_deck_charts_and_hands(tmp_path: Path, shots: Path) -> None:
    app, editor = open_editor(tmp_path)
    target = load_deck(resolve_deck_path("aquos_flow"))
    for character in target.characters:
        add_card(app, editor, character)
    for card_id, copies in list(target.counts().items())[:-3]:
        add_card(app, editor, card_id, copies)
    add_card(app, editor, "aa-31")  # a Pyrus card: rule 1.2.2
    chip(app, editor, "clear")
    chip(app, editor, "faction:Aquos")
    chip(app, editor, "type:Action")
    row = next(rect for i, rect in editor.catalogue.list.rows() if i == 4)
    hover(app, row.center)
    assert editor.state.hovered is not None
    assert {v.rule for v in editor.state.violations()} == {"1.2.2", "4.2.1"}
    save(app, shots, "12_deck_editor_building")
    for card_id, copies in list(target.counts().items())[-3:]:
        add_card(app, editor, card_id, copies)
    click(app, centre(editor.deck_panel.buttons(), "less:aa-31"))
    assert editor.state.violations() == []
    click(app, centre(editor.deck_panel.buttons(), "less:aa-5"))  # room for Strata, which adds Draw-step draws
    chip(app, editor, "type:Hero")
    add_card(app, editor, "bb-192")
    assert editor.state.violations() == []
    tab(app, editor, "charts")
    hover(app, (1100, 700))
    save(app, shots, "13_deck_editor_charts")
    tab(app, editor, "hands")
    hands = editor.side.tabs["hands"]
    assert isinstance(hands, HandsTab)
    click(app, centre(hands.buttons(), "redraw"))
    for _ in range(5):
        click(app, centre(hands.buttons(), "next"))
    click(app, centre(hands.buttons(), "extra:+"))
    scenario = hands.scenario()
    assert scenario is not None and scenario.source.card.name == "Strata" and scenario.from_turn == 2
    hover(app, (1100, 700))
    save(app, shots, "14_deck_editor_hands")


def test_a_deck_test_under_way_and_its_report(tmp_path: Path, shots: Path) -> None:
    app, editor = open_editor(tmp_path)
    press(app, editor, "load")
    pick(app, str(resolve_deck_path("darkus_shadow")))
    tab(app, editor, "test")
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None
    end = time.monotonic() + 90
    while run.played < 40 and run.state == "running" and time.monotonic() < end:
        app.frame()
        time.sleep(1 / 60)
    hover(app, centre(editor.test_tab.buttons(), "cancel"))
    save(app, shots, "15_deck_editor_test_running")
    click(app, centre(editor.test_tab.buttons(), "cancel"))
    for key_ in ("games:-", "games:-", "theirs:-", "rolls:+", "rolls:+"):
        click(app, centre(editor.test_tab.buttons(), key_))
    assert editor.test_tab.options == TestOptions(theirs="random", rolls="physics", games=2)
    click(app, centre(editor.test_tab.buttons(), "start"))
    run = editor.test_tab.run
    assert run is not None
    end = time.monotonic() + 120
    while run.state == "running" and time.monotonic() < end:
        app.frame()
        time.sleep(1 / 60)
    assert run.state == "done", run.error
    hover(app, (1100, 700))
    save(app, shots, "16_deck_editor_test_report")
    for key_ in ("mine:+", "mine:+", "mine:+", "games:+", "games:+", "games:+"):  # the next test's, not started
        click(app, centre(editor.test_tab.buttons(), key_))
    assert editor.test_tab.options == TestOptions(mine="search:12", theirs="random", rolls="physics", games=20)
    assert editor.test_tab.options.seconds(12) > 60  # shown as a warning
    hover(app, centre(editor.test_tab.buttons(), "start"))
    save(app, shots, "21_deck_editor_test_choices")


def test_lines_an_import_could_not_read_and_the_unsaved_warning(tmp_path: Path, shots: Path) -> None:
    app, editor = open_editor(tmp_path)
    listing = user_decks_dir() / "from_a_forum.txt"
    listing.parent.mkdir(parents=True, exist_ok=True)
    listing.write_text(
        "Deck: Forum Pyrus\nPlan: burn them down\nCharacters:\nbr-234\nbb-355\nbb-359\n"
        "Cores:\ncore-7\ncore-47\ncore-19\nFlaming Fist\nCards:\n1 Barbara Kouzo\n2x Jenkins (br)\n"
        "3 Fierce Terminaton\n2 Hyper Dragonoid\n2 Hyper Dragonoid (bb-270)\n3 bb-999\n",
        encoding="utf-8",
    )
    press(app, editor, "import")
    pick(app, str(listing))
    assert editor.state.import_problems
    assert "fit:cores" in {b.key for b in editor.deck_panel.buttons()}
    hover(app, (1100, 700))
    save(app, shots, "17_deck_editor_import_problems")
    press(app, editor, "menu")
    assert isinstance(app.stack.top, ConfirmDialog)
    hover(app, centre(app.stack.top.buttons(), "save"))
    save(app, shots, "18_deck_editor_unsaved_changes")

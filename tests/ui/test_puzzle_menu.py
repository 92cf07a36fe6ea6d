"""Main menu, "Puzzles": the chooser of the shipped puzzles and the table it opens, driven through
real pygame events; the menu fitting the smallest window; the chooser's screenshot."""

from __future__ import annotations

import os
from itertools import pairwise

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.puzzle import shipped_puzzles
from game.games.bakugan.ui.puzzles.brief import PuzzleBriefScene
from game.games.bakugan.ui.puzzles.mode import banner_rect
from game.games.bakugan.ui.table import TableScene
from game.ui import theme
from game.ui.app import App
from game.ui.menu import MenuScene
from game.ui.pause import PauseScene
from game.ui.pick_dialog import PickDialog
from game.ui.puzzle_menu import TITLE, prefix
from tests.ui.driver import click, key, post
from tests.ui.editor_driver import centre, menu_app, open_menu_chooser, pick
from tests.ui.test_screenshots import save, shots

MONSTERS = prefix("battle-monsters")  # how the Puzzles chooser keys a Battle Monsters puzzle

__all__ = ["shots"]


def open_chooser(app: App, menu: MenuScene) -> PickDialog:
    return open_menu_chooser(app, menu, "Puzzles", "Deck testing", "puzzles", TITLE)


def test_the_chooser_lists_each_shipped_puzzle_with_its_goal(tmp_path: Path) -> None:
    app, menu = menu_app(tmp_path)
    chooser = open_chooser(app, menu)
    bakugan = [item for item in chooser.items if not item.key.startswith(MONSTERS)]  # Battle Monsters' follow
    assert [item.key for item in bakugan] == [str(p) for p in shipped_puzzles()]
    assert len(bakugan) >= 2
    rows = {item.label: item.detail for item in bakugan}
    assert rows == {
        "Last push": "win this turn, as Ann",
        "Hold the line": "survive this turn, as Bob",
        "Nothing left to hold": "win this turn, as Ann",
        "All together": "win this turn, as Ann",
    }
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is menu


def test_picking_a_puzzle_opens_its_table_with_the_banner_and_escape_leads_back(tmp_path: Path, shots: Path) -> None:
    app, menu = menu_app(tmp_path)
    chooser = open_chooser(app, menu)
    survive = next(item for item in chooser.items if item.label == "Hold the line")
    pick(app, survive.key)
    app.frame()
    brief = app.stack.top
    assert isinstance(brief, PuzzleBriefScene)
    assert brief.lines() and brief.lines()[0].startswith("Power Step of turn 1")
    assert any("Triple Blast Cannon" in line for line in brief.lines())
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene) and len(table.session.actions) == 0  # Ann waits for Start
    save(app, shots, "22_puzzle_brief")
    click(app, brief.start_button().rect.center)
    assert app.stack.top is table and table.puzzle is not None
    click(app, banner_rect(table.puzzle, table.layout.field).center)  # the goal strip shows the brief again
    again = app.stack.top
    assert isinstance(again, PuzzleBriefScene) and again.lines() == brief.lines()
    key(app, pygame.K_SPACE)
    assert app.stack.top is table
    assert table.puzzle.banner == "Puzzle: survive this turn (you play Bob)"
    assert table.session.human_seats() == [1]  # the computer plays Ann
    app.draw()
    banner_edge = (table.layout.field.centerx, table.layout.field.top + 6)
    assert tuple(app.screen.get_at(banner_edge))[:3] == theme.ACCENT[:3]
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, centre(pause.buttons(), "menu"))
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_a_puzzle_file_that_cannot_be_read_is_listed_and_reported_on_the_menu(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("name: broken\ngoal: {kind: win_this_turn}\nposition:\n  players: [1\n")
    monkeypatch.setattr("game.games.bakugan.ui.puzzles.chooser.shipped_puzzles", lambda: [broken])
    app, menu = menu_app(tmp_path / "data")
    chooser = open_chooser(app, menu)
    assert [(i.label, i.detail) for i in chooser.items if not i.key.startswith(MONSTERS)] == [
        ("broken", "cannot be read")
    ]
    pick(app, str(broken))
    assert app.stack.top is menu and "broken.yaml" in menu.note


def test_the_menu_with_puzzles_fits_the_smallest_window(tmp_path: Path) -> None:
    app, menu = menu_app(tmp_path)
    post(pygame.VIDEORESIZE, w=800, h=500, size=(800, 500))  # below the smallest size the app allows
    app.frame()
    assert app.size == (1024, 600)
    buttons = menu.buttons()
    window = pygame.Rect((0, 0), app.size)
    assert all(window.contains(b.rect) for b in buttons)
    assert all(a.rect.bottom <= b.rect.top for a, b in pairwise(buttons))
    assert buttons[0].rect.top >= theme.px(170)  # below the subtitle (170 at the 1280x720 design size)


def test_the_chooser_over_the_menu(tmp_path: Path, shots: Path) -> None:
    app, menu = menu_app(tmp_path)
    chooser = open_chooser(app, menu)
    row = chooser.row_of(chooser.items[0].key)
    assert row is not None
    post(pygame.MOUSEMOTION, pos=row.center, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    app.draw()
    pygame.image.save(app.screen, str(shots / "20_puzzle_chooser.png"))
    # a sparse dialog, so not test_screenshots.save's colour count: the hovered row is lit instead
    assert tuple(app.screen.get_at((row.x + 4, row.centery)))[:3] == theme.BUTTON_HOVER[:3]

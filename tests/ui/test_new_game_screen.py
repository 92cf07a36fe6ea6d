"""The shell's new-game screen for every game, driven from the menu through real pygame events at
1024x600, 1280x720 and 1920x1080: a hot-seat game of two named people, and one of a person against
the computer, start at that game's table with those seats; the names and choices are kept in the
settings and offered again; nothing on the screen overlaps or leaves the window. Screenshots:
assets/ui/screenshots/new_game_<game>_<size>.png (BAKUGAN_SCREENSHOT_DIR keeps them)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import itertools
from pathlib import Path

import pygame
import pytest

from game.ui.app import App
from game.ui.games_menu import GamesMenu
from game.ui.menu import MenuScene
from game.ui.new_game import NewGameScreen
from game.ui.settings import Settings
from game.ui.table_shell import TableShell
from tests.ui.driver import click, key, top_buttons, type_text
from tests.ui.editor_driver import centre
from tests.ui.test_screenshots import shots
from tests.ui.test_window_sizes import Drawn, drawn
from tests.ui.window_shots import SIZES, make_app

__all__ = ["drawn", "shots"]

# each game's menu button for its new game, and whether it is on the main menu (else Other games)
GAMES = {"bakugan": ("new", True), "fusion-world": ("fusion", False), "battle-monsters": ("monsters", False)}
GAMES["toy-battle"] = ("toy", False)
IDS = [f"{w}x{h}" for w, h in SIZES]


def open_from_menu(app: App, game: str) -> NewGameScreen:
    menu = MenuScene(app)
    app.push(menu)
    app.frame()
    button, on_main = GAMES[game]
    if not on_main:
        click(app, centre(menu.buttons(), "games"))
        assert isinstance(app.stack.top, GamesMenu)
    click(app, centre(top_buttons(app), button))
    screen = app.stack.top
    assert isinstance(screen, NewGameScreen) and screen.spec.game == game
    return screen


def name_seat(app: App, screen: NewGameScreen, seat: int, name: str) -> None:
    """Click the seat's name, clear it, type the new one, Enter."""
    click(app, screen.rows[seat].name.rect.center)
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, name)
    key(app, pygame.K_RETURN)


def set_kind(app: App, screen: NewGameScreen, seat: int, person: bool) -> None:
    for _ in range(4):
        if screen.rows[seat].computer != person:
            return
        click(app, centre(screen.buttons(), f"kind:{seat}"))
    raise AssertionError(f"seat {seat} never became {'a person' if person else 'a computer'}")


def started(app: App) -> TableShell:
    table = app.stack.top
    assert isinstance(table, TableShell), app.stack.scenes
    return table


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", list(GAMES))
def test_two_named_people_start_a_hot_seat_game_from_the_menu(tmp_path: Path, game: str, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path)
    screen = open_from_menu(app, game)
    set_kind(app, screen, 1, person=True)
    name_seat(app, screen, 0, "Zoe Quill")
    name_seat(app, screen, 1, "Max Ray")
    click(app, centre(screen.buttons(), "next:1"))  # another deck (or team) for the second seat
    click(app, centre(screen.buttons(), "start"))
    table = started(app)
    assert [table.seat_name(s) for s in range(table.seat_count())] == ["Zoe Quill", "Max Ray"]
    assert table.human_seats() == [0, 1]
    kept = Settings.load(Path(os.environ["BAKUGAN_SAVE_DIR"]) / "settings.json").new_games[game]
    assert [s["name"] for s in kept["seats"][:2]] == ["Zoe Quill", "Max Ray"] and kept["seats"][1]["player"] == ""
    again = NewGameScreen(app, screen.spec)  # the next time: the names and the choices are offered again
    assert [r.name.value for r in again.rows[:2]] == ["Zoe Quill", "Max Ray"] and not again.rows[1].computer
    assert again.rows[1].deck == screen.rows[1].deck


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", list(GAMES))
def test_a_person_against_the_computer_from_the_menu(tmp_path: Path, game: str, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path)
    screen = open_from_menu(app, game)
    name_seat(app, screen, 0, "Ida")
    set_kind(app, screen, 1, person=False)
    assert screen.rows[1].kind == screen.spec.computers[0].words
    click(app, centre(screen.buttons(), "start"))
    table = started(app)
    assert table.seat_name(0) == "Ida" and table.human_seats() == [0] and table.is_computer(1)


def test_two_seats_with_one_name_are_refused(tmp_path: Path) -> None:
    app = make_app((1280, 720), tmp_path)
    screen = open_from_menu(app, "toy-battle")
    name_seat(app, screen, 1, screen.rows[0].name.value)
    click(app, centre(screen.buttons(), "start"))
    assert app.stack.top is screen and screen.error == "Each player needs a different name."


def test_the_deck_list_picks_a_seats_deck(tmp_path: Path) -> None:
    from game.ui.pick_dialog import PickDialog

    app = make_app((1280, 720), tmp_path)
    screen = open_from_menu(app, "fusion-world")
    click(app, centre(screen.buttons(), "deck:1"))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog)
    last = chooser.items[-1]
    row = chooser.row_of(last.key)
    assert row is not None
    click(app, row.center)
    assert app.stack.top is screen and screen.choices[screen.rows[1].deck].name == last.label


def overlapping(rects: list[tuple[str, pygame.Rect]]) -> list[str]:
    return [f"{a} / {b}" for (a, ra), (b, rb) in itertools.combinations(rects, 2) if ra.colliderect(rb)]


@pytest.mark.parametrize("size", SIZES, ids=IDS)
@pytest.mark.parametrize("game", list(GAMES))
def test_the_screen_fits_every_window(
    tmp_path: Path, shots: Path, drawn: Drawn, game: str, size: tuple[int, int]
) -> None:
    app = make_app(size, tmp_path)
    screen = open_from_menu(app, game)
    low, high = screen.spec.seats
    if high > low:
        click(app, centre(screen.buttons(), f"count:{high}"))
    drawn.clear()
    app.draw()
    pygame.image.save(app.screen, str(shots / f"new_game_{game}_{size[0]}x{size[1]}.png"))
    window = app.screen.get_rect()
    buttons = [(b.key, b.rect) for b in screen.buttons()]
    fields = [(f"name {k}", r.name.rect) for k, r in enumerate(screen.rows[: screen.count])]
    assert overlapping(buttons + fields) == []
    for words, rect in drawn:
        assert window.contains(rect), f"{words!r} leaves the {size} window at {rect}"
    free = [(w, r) for w, r in drawn if not any(b.contains(r) for _, b in buttons + fields)]
    assert overlapping(free) == []
    assert overlapping(free + buttons + fields) == []


def test_kept_choices_of_the_wrong_shape_are_named_and_left_out(tmp_path: Path) -> None:
    """A settings file whose new-game choices are not their shape: a note, and nothing kept; one
    that is their shape but names a deck or level no longer offered: those values are passed over."""
    import json

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "new_games": {"toy-battle": {"seats": "Ann"}}}), encoding="utf-8")
    settings, notes = Settings.load_reporting(path)
    assert settings.new_games == {} and any("new_games" in note for note in notes)
    kept = {"count": 9, "seats": [{"name": "Kim", "player": "wizard", "deck": "gone.yaml"}], "options": {"x": "y"}}
    path.write_text(json.dumps({"version": 1, "new_games": {"toy-battle": kept}}), encoding="utf-8")
    app = make_app((1280, 720), tmp_path)
    app.settings = Settings.load(path)
    screen = open_from_menu(app, "toy-battle")
    assert screen.count == 2 and screen.rows[0].name.value == "Kim" and not screen.rows[0].computer
    assert screen.rows[0].deck == screen.spec.default_deck(0, len(screen.choices))

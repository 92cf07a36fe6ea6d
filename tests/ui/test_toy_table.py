"""The Toy Battle table, opened from the menu through the shell's new-game screen and played to its
end through real pygame events; a whole hot-seat game under the hidden-information watcher at each
window size; the layout measured at each size; the roll's motion and sounds. Set
BAKUGAN_SCREENSHOT_DIR to keep the screenshots (assets/ui/screenshots/toy_table_*.png)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import itertools
from pathlib import Path

import pygame
import pytest

from game.games.toy_battle.ui.table import ToyTableScene, open_toy_table
from game.games.toy_figures import toy_teams
from game.ui.app import App
from game.ui.games_menu import GamesMenu
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from game.ui.new_game import NewGameScreen
from game.ui.table_shell import TableShell
from tests.ui.card_secrets import Sight, watching_cards
from tests.ui.driver import click, leave_to_menu, make_app, new_game_after_the_end
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_screenshots import shots
from tests.ui.test_window_sizes import Drawn, drawn
from tests.ui.window_shots import SIZES
from tests.ui.window_shots import make_app as sized_app

__all__ = ["drawn", "shots"]


def human_move(app: App, scene: ToyTableScene) -> None:
    """What a person would click: a lit cell, one of their closed Bakugan, or Throw; while the
    Bakugan roll, they watch (a frame goes by)."""
    if scene.human_to_act() is None:
        app.frame()
        return
    cells = scene.legal_cells()
    if cells:
        click(app, scene.board().centre(next(iter(cells))))
        return
    picks = scene.selectable()
    if picks:
        click(app, scene.bakugan_rects()[max(picks)].center)
        return
    click(app, centre(scene.buttons(), "throw"))


def play_out(app: App, scene: ToyTableScene, frames: int = 3000) -> None:
    """People's moves clicked, the rest left to the frames, to the end and the last roll at rest."""
    for _ in range(frames):
        if scene.game.over and scene.show is None:
            return
        if scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()


def test_toy_battle_opens_from_the_menu_and_plays_to_a_winner(tmp_path: Path) -> None:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "toy"))
    setup = app.stack.top
    assert isinstance(setup, NewGameScreen) and setup.spec.title == "Toy Battle"
    click(app, centre(setup.buttons(), "start"))
    scene = app.stack.top
    assert isinstance(scene, ToyTableScene) and scene.computer == [False, True]
    heard: set[str] = set()  # the sound player keeps only its last 32 cues: a whole game is longer
    play = app.sound.play

    def hear(name: str) -> None:
        heard.add(name)
        play(name)

    app.sound.play = hear  # type: ignore[method-assign]  # every cue heard, then played as before
    play_out(app, scene)
    assert scene.game.over and scene.game.core.winner in (0, 1)
    assert {"core_click", "throw", "roll", "pop_open"} <= heard
    new_game_after_the_end(app, scene)
    leave_to_menu(app)
    assert isinstance(app.stack.top, MenuScene)


def test_a_refused_click_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_toy_table(app, toy_teams(None), [False, False], seed=3)
    app.frame()
    before = scene.game.state.state_hash()
    click(app, (5, app.size[1] - 5))  # a corner: no cell, Bakugan or button
    assert scene.game.state.state_hash() == before


def everything_in_sight(table: TableShell) -> Sight:
    """Toy Battle hides nothing: every Bakugan is seen by everyone."""
    assert isinstance(table, ToyTableScene)
    names = {b.bid: b.name for b in table.view().bakugan}
    return Sight(names, set(names), {})


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_whole_hot_seat_game_under_the_watcher(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """Two people at one screen, the hand-over screen on: the game needs none (nothing is hidden),
    the watcher reads every frame, and every figure of both teams is on the screen for both."""
    app = sized_app(size, tmp_path)
    app.settings.handover = True
    table = open_toy_table(app, toy_teams(None, ["Ann", "Bob"]), [False, False], seed=5)
    seen_on_screen: set[str] = set()
    with watching_cards(app, monkeypatch, everything_in_sight) as watcher:
        for _ in range(3000):
            if table.game_over():
                break
            assert not isinstance(app.stack.top, HandOverScene)
            if table.human_to_act() is not None:
                seen_on_screen.update(watcher.drawn)
                human_move(app, table)
            else:
                app.frame()
    assert table.game_over(), "the game did not reach its end"
    assert watcher.checks > 40 and watcher.handovers == 0 and not watcher.leaks
    names = {b.name for b in table.view().bakugan}
    assert names <= seen_on_screen


def busy_table(size: tuple[int, int], tmp_path: Path) -> ToyTableScene:
    """Turn 3 of a game against the computer, the person to throw."""
    app = sized_app(size, tmp_path)
    table = open_toy_table(app, toy_teams(None, ["Ann with a long name", "Bob"]), [False, True], seed=7)
    for _ in range(2000):
        if table.human_to_act() is not None:
            if table.game.core.turn >= 3 and table.buttons():
                break
            human_move(app, table)
        else:
            app.frame()
    assert table.buttons() and table.buttons()[0].key == "throw"
    return table


def overlapping(rects: list[tuple[str, pygame.Rect]]) -> list[str]:
    return [f"{a} / {b}" for (a, ra), (b, rb) in itertools.combinations(rects, 2) if ra.colliderect(rb)]


@pytest.mark.parametrize("size", [*SIZES, (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_fits_every_window_with_nothing_overlapping(
    tmp_path: Path, shots: Path, drawn: Drawn, size: tuple[int, int]
) -> None:
    table = busy_table(size, tmp_path)
    app = table.app
    drawn.clear()
    app.draw()
    pygame.image.save(app.screen, str(shots / f"toy_table_{size[0]}x{size[1]}.png"))
    layout = table.layout()
    window = app.screen.get_rect()
    regions = [("panel", layout.panel), ("header", layout.header), ("field", layout.field), ("footer", layout.footer)]
    regions += [(f"row {seat}", layout.rows[seat]) for seat in (0, 1)]
    assert all(window.contains(r) for _, r in regions)
    assert overlapping(regions) == []
    stands = [(f"stand {b}", r) for b, r in table.bakugan_rects().items()]
    assert overlapping(stands) == []
    for seat in (0, 1):
        assert all(layout.rows[seat].contains(r) for r in layout.stands(seat))
    assert layout.footer.contains(table.buttons()[0].rect)
    board = table.board()
    for core in table.view().cores:
        if core.cell is not None:
            assert layout.field.collidepoint(board.centre(core.cell)), core
    for words, rect in drawn:
        assert window.contains(rect), f"{words!r} leaves the {size} window at {rect}"
    buttons = [b.rect for b in table.buttons()]
    texts = [(w, r) for w, r in drawn if not any(b.contains(r) for b in buttons)]
    assert overlapping(texts) == []
    assert min(r.width for _, r in stands) >= 150 * size[0] // 1280  # bigger stands in bigger windows


def test_the_roll_moves_before_the_table_goes_on(tmp_path: Path, shots: Path) -> None:
    """A throw: the Bakugan leave their stands and roll across the mat while the game waits; once
    at rest the table shows the brawl's result."""
    table = busy_table((1280, 720), tmp_path)
    app = table.app
    app.sound.played.clear()
    click(app, centre(table.buttons(), "throw"))
    for _ in range(200):
        if table.show is not None:
            break
        app.frame()
    show = table.show
    assert show is not None and len(show.flights) == 2
    acted = len(table.actions)
    starts = [show.where(f)[0] for f in show.flights]
    for _ in range(20):
        app.frame()
    assert [show.where(f)[0] for f in show.flights] != starts  # the balls moved
    assert len(table.actions) == acted  # and the game waited for them
    pygame.image.save(app.screen, str(shots / "toy_table_roll_1280x720.png"))
    for _ in range(200):
        if table.show is None:
            break
        app.frame()
    assert table.show is None and "roll" in app.sound.played and "throw" in app.sound.played

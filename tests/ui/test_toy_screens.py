"""Toy Battle's figure zoom and its game-over screen at 1024x600, 1280x720 and 1920x1080, through
real pygame events: the pointer resting on a figure's stand mid-game shows it large with its owner,
B-Power, BakuCores and state, beside the stand and clear of the Throw button, inside the window;
moving off it takes the zoom away; a game played to its end shows the shell's game-over screen
naming the winner. Screenshots (BAKUGAN_SCREENSHOT_DIR keeps them):
assets/ui/screenshots/toy_zoom_<size>.png and toy_game_over_<size>.png."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.toy_battle.ui.figure_zoom import figure_zoom
from game.games.toy_battle.ui.table import ToyTableScene, open_toy_table
from game.games.toy_figures import toy_teams
from game.ui import card_zoom
from game.ui.gameover import GameOverScene
from tests.ui.driver import post, record_rendered
from tests.ui.test_screenshots import shots
from tests.ui.test_toy_table import busy_table, play_out
from tests.ui.window_shots import SIZES
from tests.ui.window_shots import make_app as sized_app

__all__ = ["shots"]
IDS = [f"{w}x{h}" for w, h in SIZES]


def rest_pointer(table: ToyTableScene, pos: tuple[int, int]) -> None:
    """Move the pointer to `pos` and leave it there a few frames."""
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(20):
        table.app.frame()


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_a_figure_rested_on_mid_game_is_shown_large_with_what_it_holds(
    tmp_path: Path, shots: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    table = busy_table(size, tmp_path)
    app = table.app
    view = table.view()
    held = [b for b in view.bakugan if b.cores] or [b for b in view.bakugan if b.open] or list(view.bakugan)
    figure = held[0]
    stand = table.bakugan_rects()[figure.bid]
    assert table.zoomed() is None
    seen = record_rendered(monkeypatch)  # the zoom renders its words at its own sizes
    rest_pointer(table, stand.center)
    assert table.zoomed() == figure.bid
    app.draw()
    pygame.image.save(app.screen, str(shots / f"toy_zoom_{size[0]}x{size[1]}.png"))
    owner = view.names[figure.owner]
    assert figure.name in seen and f"B-Power {figure.bp}" in " ".join(seen)
    assert any(owner in line for line in seen)
    for core in figure.cores:
        label = next(c.label for c in view.cores if c.core == core)
        assert label in " ".join(seen)
    keep = table.zoom_avoids()  # the Throw button, the players and the log
    assert table.layout().panel in keep and all(b.rect in keep for b in table.buttons())
    box, _scale = card_zoom.fit(stand, app.screen.get_rect(), keep)
    assert app.screen.get_rect().contains(box)
    assert not box.colliderect(stand) and box.collidelist(keep) < 0
    zoom = figure_zoom(view, figure.bid, table.seat_colour(figure.owner))
    assert zoom.title == figure.name and any(owner in line for line in zoom.lines)
    rest_pointer(table, (2, 2))  # off every stand: the zoom goes
    assert table.zoomed() is None


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_game_over_screen_names_the_winner(tmp_path: Path, shots: Path, size: tuple[int, int]) -> None:
    app = sized_app(size, tmp_path)
    table = open_toy_table(app, toy_teams(None, ["Ann", "Bob"]), [False, True], seed=7)
    play_out(app, table)
    assert table.game.over
    app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    winner = table.game.core.winner
    assert winner is not None and over.result.winner == winner
    app.draw()
    pygame.image.save(app.screen, str(shots / f"toy_game_over_{size[0]}x{size[1]}.png"))
    assert {b.key for b in over.buttons()} >= {"new"}

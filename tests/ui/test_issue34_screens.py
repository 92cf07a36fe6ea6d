"""Issue 34's screens at 1920x1080 and 1024x600, rendered headless through real events (set
BAKUGAN_SCREENSHOT_DIR to keep them; the committed ones are in assets/ui/screenshots/issue34/):
the title screen, the hand-over screen with its menu, a roll in flight, the game-over screen, the
shared screen beside a hidden hand, and practice rolling with its map being worked out."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.catalog import use_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from game.ui.pause import PauseScene
from tests.helpers import fixture_catalog, fixture_deck
from tests.ui.driver import HumanAtTable, key, play_until, top_scene
from tests.ui.positions import roll_spec, scenario_session
from tests.ui.test_practice_sizes import open_practice
from tests.ui.window_shots import make_app, menu, settle

SHOT_SIZES = ((1920, 1080), (1024, 600))


def _save(screen: pygame.Surface, name: str, size: tuple[int, int], tmp_path: Path) -> Path:
    folder = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}_{size[0]}x{size[1]}.png"
    pygame.image.save(screen, str(path))
    return path


@pytest.mark.parametrize("size", SHOT_SIZES)
def test_issue34_screens(tmp_path: Path, size: tuple[int, int]) -> None:
    app = make_app(size, tmp_path / "data")
    menu(app)
    app.draw()
    _save(app.screen, "title", size, tmp_path)

    use_catalog(app, fixture_catalog())
    app.settings.handover = True
    app.settings.roll_animation = True
    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, False], roll_model=ProbabilisticRollModel())
    table = TableScene(app, session)
    app.stack.clear_to(table)
    human = HumanAtTable(app, seed=1)
    play_until(app, human, lambda: isinstance(app.stack.top, HandOverScene) and table.game.state.turn >= 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.draw()
    _save(app.screen, "handover_menu", size, tmp_path)
    key(app, pygame.K_ESCAPE)

    def in_flight() -> bool:
        return table.anim is not None and table.anim.t > table.anim.travel * 0.5

    for _ in range(20_000):
        if in_flight():
            break
        if table.anim is not None and top_scene(app) is table:
            app.frame()
        else:
            human.step()
    assert in_flight()
    app.draw()
    _save(app.screen, "roll_in_flight", size, tmp_path)
    play_until(app, human, lambda: isinstance(app.stack.top, GameOverScene), limit=60_000)
    app.draw()
    _save(app.screen, "game_over", size, tmp_path)

    shared = TableScene(app, scenario_session(roll_spec()))
    app.stack.clear_to(shared)
    settle(app, 5)
    app.draw()
    _save(app.screen, "shared_screen", size, tmp_path)

    host, practice = open_practice(tmp_path / "practice", size)
    key(host.app, pygame.K_m)
    host.app.draw()
    _save(host.app.screen, "practice_map", size, tmp_path)
    if practice.session.open_map is not None:
        practice.session.open_map.cancelled = True

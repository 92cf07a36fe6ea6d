"""Hot-seat screens rendered headless and saved as PNG (set BAKUGAN_SCREENSHOT_DIR to keep them):
a decision on the shared screen, the stops setting, a throw with its predicted path and open
chance, and a take-back request."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.frames import decision_of
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.menu import MenuScene
from game.ui.settings_scene import SettingsScene
from game.ui.stops_scene import StopsScene
from game.ui.takeback import TakeBackScene
from tests.helpers import fixture_catalog, fixture_deck
from tests.ui.driver import HumanAtTable, click, key, make_app, play_until, post, type_text
from tests.ui.test_screenshots import save, shots  # noqa: F401  (the fixture)
from tests.ui.test_table_rolls import _throwing_table
from tests.ui.test_takebacks import _hot_seat, _play, _side_button


def test_a_decision_on_the_shared_screen(tmp_path: Path, shots: Path) -> None:  # noqa: F811
    app = make_app(tmp_path / "data", fixture_catalog())
    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=3)
    session = GameSession.new(setup, fixture_catalog(), [False, False], roll_model=ProbabilisticRollModel())
    table = TableScene(app, session)
    app.stack.clear_to(table)
    human = HumanAtTable(app, seed=5)

    def public_select() -> bool:
        top = table.game.pending()
        return app.stack.top is table and table.public_screen() and table.my_move() and decision_of(top) == "select"

    play_until(app, human, public_select, limit=3000)
    assert table.hand_hidden() and "shared screen" in table.prompt.text
    save(app, shots, "23_public_decision")


def test_the_stops_setting(tmp_path: Path, shots: Path) -> None:  # noqa: F811
    app = make_app(tmp_path / "data", fixture_catalog())
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    app.frame()
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, next(b.rect.center for b in settings.buttons() if b.key == "stops"))
    stops = app.stack.top
    assert isinstance(stops, StopsScene)
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "stop:damage"))
    assert "damage" in app.settings.stops
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "add"))  # Ann's own stops
    type_text(app, "Ann")
    key(app, pygame.K_RETURN)
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "stop:selection"))
    assert "selection" in app.settings.stops_for("Ann") and "selection" not in app.settings.stops
    save(app, shots, "24_stops_setting")


def test_a_throw_with_its_predicted_path(tmp_path: Path, shots: Path) -> None:  # noqa: F811
    app, table = _throwing_table(tmp_path)
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(-4.0, 1.5))
    centre = proj.to_px((0.0, 0.0))
    end = (start[0] - (centre[0] - start[0]) // 2, start[1] + 95)
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame()
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    app.frame()
    assert table.throw_preview(start, end).path
    save(app, shots, "25_roll_predicted_path")


def test_a_take_back_request(tmp_path: Path, shots: Path) -> None:  # noqa: F811
    app, table = _hot_seat(tmp_path, bob_stops=False)
    _play(app, table, "Power Up")
    app.frame()
    click(app, _side_button(table, "takeback"))
    assert isinstance(app.stack.top, TakeBackScene)
    save(app, shots, "26_take_back_request")

"""Hot-seat stops: where the table stops for a player who could play a card, set in Settings and
kept between sessions; elsewhere it passes for them without a hand-over (real pygame events)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.actions import Pass
from game.games.bakugan.ui.hotseat import DEFAULT_STOPS, STOP_NAMES
from game.games.bakugan.ui.table import TableScene
from game.ui import saves
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from game.ui.settings import Settings, default_stops
from game.ui.settings_scene import SettingsScene
from game.ui.stops import game_stops
from game.ui.stops_scene import StopsScene
from tests.helpers import fixture_catalog
from tests.ui.driver import click, key, make_app
from tests.ui.positions import brawl_spec, scenario_session
from tests.ui.test_takebacks import _play


def bakugans(stops: list[str]) -> list[str]:
    """Bakugan's stops of a list that holds every game's."""
    return game_stops(stops, STOP_NAMES.items())


def _ann_plays_and_passes(tmp_path: Path, stops: list[str]) -> TableScene:
    app = make_app(tmp_path, fixture_catalog())
    app.settings.stops = stops
    table = TableScene(app, scenario_session(brawl_spec()))
    app.stack.clear_to(table)
    app.frame()
    key(app, pygame.K_RETURN)  # Ann takes the screen
    _play(app, table, "Power Up")
    key(app, pygame.K_SPACE)  # Ann passes with her card on the batch
    app.frame()
    return table


def test_by_default_the_table_stops_when_an_opponent_plays_a_card(tmp_path: Path) -> None:
    table = _ann_plays_and_passes(tmp_path, list(DEFAULT_STOPS))
    top = table.app.stack.top
    assert isinstance(top, HandOverScene) and top.seat == 1, "Bob may answer Ann's card"


def test_without_that_stop_the_table_passes_for_the_opponent_without_a_hand_over(tmp_path: Path) -> None:
    table = _ann_plays_and_passes(tmp_path, ["power"])
    session = table.session
    bob_passed = [i for i, a in enumerate(session.actions) if a == Pass(seat=1)]
    assert bob_passed and set(bob_passed) <= session.automatic
    assert table.auto_passes >= 1
    on_top: object = table.app.stack.top
    assert on_top is table and table.viewer == 0, "Power Up completed; Ann has priority again, no hand-over"


def test_stops_are_set_in_settings_and_kept(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    app.push(SettingsScene(app))
    app.frame()
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    click(app, next(b.rect.center for b in settings.buttons() if b.key == "stops"))
    stops = app.stack.top
    assert isinstance(stops, StopsScene)
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "stop:selection"))
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "stop:response"))
    assert bakugans(app.settings.stops) == ["selection", "power"]
    assert bakugans(Settings.load(saves.settings_path()).stops) == ["selection", "power"]
    click(app, next(b.rect.center for b in stops.buttons() if b.key == "defaults"))
    assert bakugans(Settings.load(saves.settings_path()).stops) == list(DEFAULT_STOPS)
    assert sorted(Settings.load(saves.settings_path()).stops) == sorted(default_stops()), (
        "the other games' stops untouched"
    )


def test_a_damaged_stops_setting_falls_back_without_losing_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"stops": "power", "auto_pass": false}', encoding="utf-8")
    loaded = Settings.load(path)
    assert loaded.stops == default_stops() and loaded.auto_pass is False
    path.write_text('{"stops": ["power", "lunch", 3]}', encoding="utf-8")
    assert Settings.load(path).stops == default_stops(), "a list with a non-name is not a stop list"
    path.write_text('{"stops": ["power", "lunch"]}', encoding="utf-8")
    assert bakugans(Settings.load(path).stops) == ["power"], "an unknown moment is dropped, the rest kept"


def test_a_settings_file_from_before_other_games_had_stops_gives_them_their_defaults(tmp_path: Path) -> None:
    """A file without `stops_known` held Bakugan's stops only: Bakugan's are kept as they were (the
    Power step left out stays out), and every other game starts at its defaults."""
    path = tmp_path / "settings.json"
    path.write_text('{"stops": ["response"], "player_stops": {"Bob": []}}', encoding="utf-8")
    loaded = Settings.load(path)
    others = [key for key in default_stops() if key not in STOP_NAMES]
    assert others, "the other games have default stops"
    assert loaded.stops == ["response", *others]
    assert loaded.player_stops == {"Bob": others}
    loaded.save(path)
    loaded.stops = ["response"]  # now every game's stops are known: turning them all off is kept
    loaded.save(path)
    assert Settings.load(path).stops == ["response"]

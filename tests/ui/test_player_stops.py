"""Stops per player at the hot-seat table: everyone shares the default stops unless a player has
their own (kept by name in the settings), set in the stops scene and obeyed at the table. Through
posted pygame events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import json
from pathlib import Path

import pygame

from game.games.bakugan.ui.hotseat import DEFAULT_STOPS, STOP_NAMES
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.table import TableScene
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.name_dialog import NameDialog
from game.ui.settings import Settings, default_stops
from game.ui.stops import game_stops
from game.ui.stops_scene import StopsScene
from tests.helpers import fixture_catalog
from tests.ui.driver import click, key, make_app, spot, type_text
from tests.ui.positions import brawl_spec, scenario_session


def _press(app: App, scene: StopsScene, key_: str) -> None:
    click(app, next(b.rect.center for b in scene.buttons() if b.key == key_))


def _label(scene: StopsScene, key_: str) -> str:
    return next(b.label for b in scene.buttons() if b.key == key_)


def _table(tmp_path: Path) -> tuple[App, TableScene]:
    """Ann and Bob at one screen in the Power step, Ann with priority and the screen."""
    app = make_app(tmp_path, fixture_catalog())
    table = TableScene(app, scenario_session(brawl_spec()))
    app.stack.clear_to(table)
    app.frame()
    assert isinstance(app.stack.top, HandOverScene)
    key(app, pygame.K_RETURN)
    assert table.viewer == 0
    return app, table


def bakugans(stops: list[str]) -> list[str]:
    """Bakugan's stops of a list that holds every game's."""
    return game_stops(stops, STOP_NAMES.items())


def test_a_player_without_stops_of_their_own_uses_everyones() -> None:
    settings = Settings(stops=["power"], player_stops={"Bob": ["damage"]})
    assert settings.stops_for("Ann") == ["power"]
    assert settings.stops_for("Bob") == ["damage"]


def test_stops_per_player_are_saved_and_a_bad_entry_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    Settings(player_stops={"Bob": ["damage", "response"]}).save(path)
    assert Settings.load(path).player_stops == {"Bob": ["damage", "response"]}, "every stop was known: none added"
    data = json.loads(path.read_text())
    data["player_stops"] = {"Bob": "all of them"}
    path.write_text(json.dumps(data))
    settings, problems = Settings.load_reporting(path)
    assert settings.player_stops == {} and any("player_stops" in p for p in problems)


def test_the_stops_scene_sets_a_players_own_stops_and_leaves_everyones(tmp_path: Path) -> None:
    app, _table_scene = _table(tmp_path)
    scene = StopsScene(app)
    app.push(scene)
    app.frame()
    assert _label(scene, "whose").startswith("Stops of: everyone (the default)")
    _press(app, scene, "whose")  # the humans at the table follow: Ann
    assert scene.whose == "Ann" and "as everyone" in _label(scene, "whose")
    _press(app, scene, "stop:damage")
    assert bakugans(app.settings.player_stops["Ann"]) == [*DEFAULT_STOPS[:1], "damage", *DEFAULT_STOPS[1:]]
    assert app.settings.stops == default_stops(), "everyone's stops are unchanged"
    others = [key for key in app.settings.stops if key not in STOP_NAMES]
    assert [key for key in app.settings.player_stops["Ann"] if key not in STOP_NAMES] == others, (
        "Ann's own stops begin as everyone's in the other games"
    )
    assert "own stops" in _label(scene, "whose") and _label(scene, "stop:damage").endswith(": stop")
    assert Settings.load(tmp_path / "settings.json").player_stops["Ann"] == app.settings.player_stops["Ann"]
    _press(app, scene, "defaults")  # Ann goes back to everyone's stops
    assert "Ann" not in app.settings.player_stops
    _press(app, scene, "add")  # a player not at this table, by name
    dialog = app.stack.top
    assert isinstance(dialog, NameDialog)
    type_text(app, "Cy")
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene and scene.whose == "Cy"
    _press(app, scene, "stop:response")  # Cy: the Power step only
    assert bakugans(app.settings.player_stops["Cy"]) == ["power"]


def test_the_table_passes_for_a_player_by_their_own_stops(tmp_path: Path) -> None:
    """Bob's own stops leave out "when an opponent plays a card": Ann plays a card and passes, and
    the table passes for Bob with no hand-over; with everyone's stops it hands the screen to him."""
    for own, handed_over in ((None, True), (["damage"], False)):
        app, table = _table(tmp_path / str(handed_over))
        if own is not None:
            app.settings.player_stops["Bob"] = own
        before = table.auto_passes
        hand = table.game.state.players[0].hand
        iid = next(i for i in hand if table.game.card(i).name == "Power Up")
        click(app, spot(table, Hit("hand", iid)))
        if table.choice is not None:
            target = sorted((h for h in table.highlights() if h.kind == "bakugan"), key=repr)[0]
            click(app, spot(table, target))
        key(app, pygame.K_SPACE)  # Ann passes with her card on the batch
        for _ in range(3):
            app.frame()
        bob_asked = isinstance(app.stack.top, HandOverScene) and app.stack.top.seat == 1
        assert bob_asked == handed_over, (own, app.stack.top, table.auto_passes)
        assert (table.auto_passes > before) != handed_over

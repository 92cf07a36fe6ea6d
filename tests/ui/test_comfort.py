"""Issue 19: the look, sound and motion settings, F1 and F11, the core tooltip and the hints,
driven through posted pygame events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import json
from pathlib import Path

import pygame

from game.games.bakugan.ui import coach
from game.games.bakugan.ui.field_draw import core_under
from game.games.bakugan.ui.table import TableScene
from game.ui import saves, theme
from game.ui.comfort_menu import ComfortScene
from game.ui.help_overlay import HelpOverlay
from game.ui.menu import MenuScene
from game.ui.settings_scene import SettingsScene
from tests.helpers import fixture_catalog
from tests.ui.driver import WithButtons, click, key, make_app
from tests.ui.positions import brawl_spec, scenario_session


def _button(scene: object, key_: str) -> tuple[int, int]:
    assert isinstance(scene, WithButtons), scene
    buttons = scene.buttons()
    return next(b.rect.center for b in buttons if b.key == key_)


def test_display_sound_and_motion_settings_change_and_are_saved(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    app.frame()
    click(app, _button(app.stack.top, "settings"))
    assert isinstance(app.stack.top, SettingsScene)
    click(app, _button(app.stack.top, "comfort"))
    menu = app.stack.top
    assert isinstance(menu, ComfortScene)
    st = app.settings
    aquos = theme.FACTION["Aquos"]
    try:
        click(app, _button(menu, "scale"))
        assert st.ui_scale == 0.85
        click(app, _button(menu, "text"))
        assert st.text_scale == 1.15
        click(app, _button(menu, "volume"))
        click(app, _button(menu, "mute"))
        assert st.muted
        click(app, _button(menu, "anim"))
        assert st.anim_speed == 2.0
        click(app, _button(menu, "palette"))
        assert st.colour_blind and theme.FACTION["Aquos"] != aquos
        click(app, _button(menu, "hints"))
        assert not st.hints
        saved = json.loads(saves.settings_path().read_text(encoding="utf-8"))
        assert saved["ui_scale"] == 0.85 and saved["colour_blind"] and saved["muted"] and not saved["hints"]
    finally:
        theme.use_palette(False)
    assert theme.FACTION["Aquos"] == aquos


def test_f1_opens_and_closes_the_help_over_any_screen_and_f11_goes_full_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app))
    app.frame()
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, HelpOverlay)
    key(app, pygame.K_F1)
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_F1)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    windowed = app.size
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and app.size == windowed


def test_hovering_a_core_names_it_and_hints_follow_the_game(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data", fixture_catalog())
    app.settings.handover = False
    table = TableScene(app, scenario_session(brawl_spec()))
    table.handed_to = table.viewer
    app.push(table)
    app.frame()
    game = table.game
    cid, cell = next(iter(game.state.field.items()))
    centre = table.layout.cells[cell]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    app.frame()
    assert table.mouse == centre and core_under(table.layout, game, centre) == cid
    held = game.state.bakugan[0].cores[0]
    token = table.layout.tokens[0]
    feet = (token[0], token[1] + int(table.layout.token_radius * 0.75) + 4)
    assert core_under(table.layout, game, feet) == held, "the core an open Bakugan stands on"
    assert coach.hint(game, table.viewer, table.my_move()) == coach.STEPS[game.state.step]
    assert coach.hint(game, table.viewer, False) == coach.WAITING

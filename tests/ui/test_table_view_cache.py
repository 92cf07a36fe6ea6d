"""The table to scale (throwing, rolling) draws its static layer once and redraws it when the
cores move or the viewer changes: a cached frame must look exactly like a freshly drawn one."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.ui import field_draw
from game.games.bakugan.ui.table import TableScene
from game.games.bakugan.ui.table_geometry import Projection
from game.roll.hexgrid import frontier
from game.ui.app import App
from tests.helpers import fixture_catalog
from tests.ui.driver import make_app
from tests.ui.positions import brawl_spec, scenario_session


def throwing_table(tmp_path: Path) -> tuple[App, TableScene]:
    spec = brawl_spec(step="roll", selected={0: 1, 1: 1})
    spec["players"][0]["bakugan"] = {0: {"open": True, "cores": ["core-4"]}}
    spec["players"][1]["bakugan"] = {0: {"open": True, "cores": ["core-12"]}}
    app = make_app(tmp_path / "data", fixture_catalog())
    app.settings.handover = False
    table = TableScene(app, scenario_session(spec))
    table.handed_to = table.viewer
    app.push(table)
    app.frame()
    assert table.throwing() and table.table_view()
    return app, table


def pixels(app: App, *, fresh: bool) -> bytes:
    if fresh:
        field_draw._TABLE_LAYERS.clear()
    app.draw()
    return pygame.image.tobytes(app.screen, "RGB")


def test_table_layer_is_reused_between_frames(tmp_path: Path) -> None:
    app, _ = throwing_table(tmp_path)
    field_draw._TABLE_LAYERS.clear()
    app.draw()
    layers = list(field_draw._TABLE_LAYERS.values())
    app.draw()
    assert len(layers) == 1
    assert list(field_draw._TABLE_LAYERS.values()) == layers


def test_cached_table_view_matches_a_fresh_drawing_after_a_core_moves(tmp_path: Path) -> None:
    app, table = throwing_table(tmp_path)
    before = pixels(app, fresh=True)
    assert pixels(app, fresh=False) == before
    field = table.game.state.field
    core, cell = next(iter(field.items()))
    field[core] = next(c for c in frontier(field.values()) if c != cell)  # test setup: move a core
    moved = pixels(app, fresh=False)
    assert moved != before
    assert moved == pixels(app, fresh=True)


def test_each_viewer_gets_the_table_from_their_own_edge(tmp_path: Path) -> None:
    app, table = throwing_table(tmp_path)
    area = table.layout.table_area

    def layer(viewer: int) -> bytes:
        projection = Projection(table.geom, viewer, area)
        surf = field_draw._table_layer(app.screen.get_size(), area, viewer, projection, table.game)
        return pygame.image.tobytes(surf, "RGB")

    field_draw._TABLE_LAYERS.clear()
    first, second = layer(0), layer(1)
    assert first != second
    assert layer(0) == first and layer(1) == second
    field_draw._TABLE_LAYERS.clear()
    assert layer(1) == second

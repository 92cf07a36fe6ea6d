"""A Bakugan whose Faction an effect changed (rule 2.5.1) is drawn in the new Faction's colour: on
the field and on its card's state band."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game.games.bakugan.ui.table import TableScene
from tests.ui.positions import brawl_spec, scenario_session
from tests.ui.test_table_actions import open_table


def _screen(tmp_path: Path, painted: bool) -> pygame.Surface:
    spec = brawl_spec()
    if painted:
        spec["modifiers"] = [{"bakugan": [1, 0], "faction": ["Pyrus"]}]
    app, table = open_table(tmp_path, scenario_session(spec))
    assert isinstance(table, TableScene)
    app.draw()
    return app.screen.copy()


def test_2_5_1_the_table_draws_the_changed_faction(tmp_path: Path) -> None:
    printed = _screen(tmp_path / "a", painted=False)
    painted = _screen(tmp_path / "b", painted=True)
    shots = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    pygame.image.save(painted, str(shots / "40_faction_changed.png"))
    assert pygame.image.tobytes(printed, "RGB") != pygame.image.tobytes(painted, "RGB")

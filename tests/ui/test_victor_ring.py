"""Issue 19: the Victor's ring (and the ring round a Bakugan to click) never crosses its B-Power badge."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui import bakugan_draw
from game.games.bakugan.ui.table import TableScene
from game.ui import theme
from tests.ui import window_shots
from tests.ui.window_shots import SIZES


def test_the_ring_leaves_the_badge_open() -> None:
    pygame.init()
    surface = pygame.Surface((300, 300), pygame.SRCALPHA)
    theme.set_scale(1.0, 1.0)
    centre, r = (150, 170), 30
    where = bakugan_draw.ring_round(surface, centre, r, int(r * 1.55), (255, 204, 64), 6)
    gap = bakugan_draw.badge_gap(centre, r)
    assert where.colliderect(gap), "the badge sits on the ring's circle: the test would prove nothing"
    inside = [surface.get_at((x, y)).a for x in range(gap.left, gap.right) for y in range(gap.top, gap.bottom)]
    assert max(inside) == 0
    assert surface.get_at((centre[0], centre[1] - int(r * 0.3) + int(r * 1.55) - 2)).a > 0  # the ring is drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_victor_ring_on_the_table_never_covers_the_b_power(tmp_path: Path, size: tuple[int, int]) -> None:
    app = window_shots.make_app(size, tmp_path)
    window_shots.motion(app)
    scene = app.stack.top
    assert isinstance(scene, TableScene) and scene.fx.victor is not None
    bid = scene.fx.victor[1]
    theme.set_scale(app.ui_scale(), app.settings.text_scale)
    badge = bakugan_draw.badge_gap(scene.layout.tokens[bid], scene.layout.token_radius).inflate(-6, -6)
    app.draw()
    ringed = pygame.image.tobytes(app.screen.subsurface(badge), "RGB")
    scene.fx.victor = None
    app.draw()
    plain = pygame.image.tobytes(app.screen.subsurface(badge), "RGB")
    assert ringed == plain, f"the Victor ring crosses the B-Power badge at {size}"

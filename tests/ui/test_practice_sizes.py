"""Issue 19: practice rolling laid out for the window, not drawn at one size and stretched: the
table, banner and panel are placed for 1024x600, 1280x720 and 1920x1080, nothing leaves the window
or overlaps, and the same pull on the table (in centimetres) throws the same throw at every size."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui.practice.scene import PracticeScene
from game.games.bakugan.ui.practice.view import TABLE_TOP, TOO_CLOSE, ZONE
from game.physics.table import nearest_core
from game.roll.seam import Throw
from game.ui.hosted import HostedScene
from tests.ui import window_shots
from tests.ui.driver import drag, key
from tests.ui.window_shots import SIZES


def open_practice(tmp_path: Path, size: tuple[int, int]) -> tuple[HostedScene, PracticeScene]:
    app = window_shots.make_app(size, tmp_path)
    window_shots.practice(app)
    host = app.stack.top
    assert isinstance(host, HostedScene) and isinstance(host.inner, PracticeScene)
    return host, host.inner


@pytest.mark.parametrize("size", SIZES)
def test_practice_is_laid_out_for_the_window(tmp_path: Path, size: tuple[int, int]) -> None:
    host, practice = open_practice(tmp_path, size)
    window = host.app.screen.get_rect()
    table = practice.proj.rect()
    assert window.contains(table)
    assert table.right <= practice.lay.panel_x, "the table runs under the panel"
    room_w = practice.lay.panel_x - 2 * practice.lay.origin[0]
    room_h = window.height - practice.lay.origin[1] - practice.lay.px(16)
    assert max(table.width / room_w, table.height / room_h) > 0.98, "the table does not fill its room"
    for b in practice.buttons:
        assert window.contains(b.rect) and b.rect.x >= practice.lay.panel_x, f"{b.label} leaves the panel"
    for a, b in itertools.combinations(practice.buttons, 2):
        assert not a.rect.colliderect(b.rect), f"{a.label} overlaps {b.label}"
    for rect in practice._history_rects():
        assert window.contains(rect)
    assert practice.lay.size == size  # laid out for this window, drawn on it (not a stretched picture)


def _pull(tmp_path: Path, size: tuple[int, int]) -> Throw:
    """Press 5 cm in from the player's edge, pull 10 cm straight back toward the player, let go."""
    host, practice = open_practice(tmp_path, size)
    half_h = practice.session.table.half_h
    start = practice.proj.to_px((0.0, -half_h + 5.0))
    end = practice.proj.to_px((0.0, -half_h - 5.0))
    drag(host.app, start, end)
    assert practice.session.history or practice.playback is not None, "the pull threw nothing"
    attempt = practice.playback.attempt if practice.playback is not None else practice.session.history[0]
    assert attempt is not None
    return attempt.throw


def test_the_same_pull_throws_the_same_at_any_window_size(tmp_path: Path) -> None:
    small = _pull(tmp_path / "small", (1024, 600))
    big = _pull(tmp_path / "big", (1920, 1080))
    assert abs(small.speed_mps - big.speed_mps) < 0.03
    assert abs(small.depth_cm - big.depth_cm) < 0.3 and abs(small.lateral_cm - big.lateral_cm) < 0.3
    assert abs(small.speed_mps - 1.0) < 0.05  # 10 cm of pull: about 1 m/s, as at the design size


@pytest.mark.parametrize("size", SIZES)
def test_the_no_release_areas_are_drawn_smooth_where_the_rule_puts_them(tmp_path: Path, size: tuple[int, int]) -> None:
    """7.8.2 on the practice table: red exactly where a core's edge is nearer than the gap (checked two
    pixels either side of the line), and the line itself shaded between red and the
    zone's colour (anti-aliased), not a staircase of centimetre squares. A new field (F) is drawn
    the same way."""
    host, practice = open_practice(tmp_path, size)
    key(host.app, pygame.K_f)
    s = practice.session
    proj, shading, config = practice.proj, practice._shading, s.config
    assert shading is not None and practice._shaded_field == s.field
    px_cm = 1.0 / proj.scale
    too_close, allowed = _on_table((*TOO_CLOSE, 150)), _on_table((*ZONE, 110))
    red, zone, between = 0, 0, 0
    table = proj.rect()
    for x in range(0, table.width, 3):
        for y in range(0, table.height, 3):
            at_cm = proj.to_cm((table.x + x, table.y + y))
            depth = min(at_cm[1] + s.table.half_h, s.table.half_h - at_cm[1])
            if not 2 * px_cm < depth < config.release_zone_cm - 2 * px_cm:
                continue  # outside a release zone, or on its edge
            colour = shading.get_at((x, y))[:3]
            gap = nearest_core(at_cm, s.field, config.core_across_flats_cm)[1] - config.core_gap_cm
            if gap < -2 * px_cm:
                assert colour == too_close, f"not red at {at_cm} ({gap:+.2f} cm) at {size}"
                red += 1
            elif gap > 2 * px_cm:
                assert colour == allowed, f"red at {at_cm} ({gap:+.2f} cm) at {size}"
                zone += 1
            elif colour not in (too_close, allowed):
                between += 1
    assert red > 100 and zone > 100 and between > 10, (red, zone, between)


def _on_table(colour: tuple[int, int, int, int]) -> tuple[int, int, int]:
    """A see-through colour as it looks on the practice table's top."""
    spot = pygame.Surface((1, 1))
    spot.fill(TABLE_TOP)
    paint = pygame.Surface((1, 1), pygame.SRCALPHA)
    paint.fill(colour)
    spot.blit(paint, (0, 0))
    r, g, b, _a = spot.get_at((0, 0))
    return (r, g, b)

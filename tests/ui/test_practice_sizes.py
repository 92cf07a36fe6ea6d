"""Issue 19: practice rolling laid out for the window, not drawn at one size and stretched: the
table, banner and panel are placed for 1024x600, 1280x720 and 1920x1080, nothing leaves the window
or overlaps, and the same pull on the table (in centimetres) throws the same throw at every size."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from game.roll import Throw
from game.ui.hosted import HostedScene
from game.ui.practice import PracticeScene
from tests.ui import window_shots
from tests.ui.driver import drag
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

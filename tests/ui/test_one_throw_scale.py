"""Issue 34 item 3: one throw scale. The same pull (in centimetres of the drawn table) throws at the
same speed in practice rolling and at the game table, both screens print the same scale, and the
speed is the one the shared scale names. Through real pygame events at the three window sizes."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.ui.throw_scale import CM_PER_MPS, scale_words
from game.roll.seam import Throw
from tests.ui.driver import drag, record_words
from tests.ui.test_practice_sizes import open_practice
from tests.ui.window_shots import SIZES, roll_table

PULL_CM = 18.0  # a pull between the slowest and the fastest throw on the scale


def _shot(screen: pygame.Surface, where: str, size: tuple[int, int]) -> None:
    shots = os.environ.get("BAKUGAN_SCREENSHOT_DIR")
    if shots:
        pygame.image.save(screen, str(Path(shots) / f"throw_scale_{where}_{size[0]}x{size[1]}.png"))


def _practice_throw(tmp_path: Path, size: tuple[int, int], words: list[str]) -> Throw:
    host, practice = open_practice(tmp_path, size)
    words.clear()
    host.app.draw()
    _shot(host.app.screen, "practice", size)
    half_h = practice.session.table.half_h
    start = practice.proj.to_px((0.0, -half_h + 5.0))
    end = practice.proj.to_px((0.0, -half_h + 5.0 - PULL_CM))  # straight back toward the player
    drag(host.app, start, end)
    attempt = practice.playback.attempt if practice.playback is not None else practice.session.history[0]
    assert attempt is not None, "the pull threw nothing"
    return attempt.throw


def _table_throw(tmp_path: Path, size: tuple[int, int], words: list[str]) -> Throw:
    app, table = roll_table(size, tmp_path, animate=False)
    words.clear()
    app.draw()
    _shot(app.screen, "table", size)
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    end = (start[0], start[1] + round(PULL_CM * proj.k))  # straight back toward Ann's edge
    drag(app, start, end)
    throw = table.game.state.this_turn.throws.get(0)
    assert isinstance(throw, Throw), "the pull threw nothing"
    return throw


@pytest.mark.parametrize("size", SIZES)
def test_the_same_pull_throws_alike_in_practice_and_at_the_table(
    size: tuple[int, int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = record_words(monkeypatch)
    practised = _practice_throw(tmp_path / "practice", size, words)
    practice_words = " ".join(words)  # wrapped lines joined back with a space
    played = _table_throw(tmp_path / "table", size, words)
    table_words = " ".join(words)
    assert abs(practised.speed_mps - played.speed_mps) < 0.03, (practised.speed_mps, played.speed_mps)
    assert abs(played.speed_mps - PULL_CM / CM_PER_MPS) < 0.03, played.speed_mps
    assert scale_words() in practice_words, "practice prints the shared scale"
    assert scale_words() in table_words, "the table prints the shared scale"

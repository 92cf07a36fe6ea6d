"""Practice rolling driven headless by real pygame events (SDL dummy driver), with a screenshot."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import pygame
import pytest

from game.games.bakugan.ui.practice.scene import PracticeScene
from game.games.bakugan.ui.practice.session import PracticeSession
from game.roll.seam import RollResult, ThrowStyle
from tests.ui.practice_events import drag as _drag
from tests.ui.practice_events import key as _key
from tests.ui.practice_events import open_scene
from tests.ui.practice_events import pump as _pump
from tests.ui.practice_events import roll_to_end as _roll_to_end
from tests.ui.practice_events import screen as _screen

SCREENSHOT = "/tmp/practice_screenshot.png"
SCREENSHOT_POP = "/tmp/practice_screenshot_pop.png"
FIELD = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (-1, 0), "E": (0, -1), "F": (1, -1)}


@pytest.fixture()
def scene() -> PracticeScene:
    return open_scene(PracticeSession(seed=3, field=dict(FIELD)))


def _throw_at_field(scene: PracticeScene, pull_px: int) -> None:
    release = scene.proj.to_px((0.0, -25.0))  # 5 cm in from the edge, straight at core E
    _drag(scene, release, (release[0], release[1] + pull_px))


def test_practice_throws_animates_counts_and_explains(scene: PracticeScene) -> None:
    _key(scene, pygame.K_2)  # slid
    assert scene.session.style is ThrowStyle.SLID
    _throw_at_field(scene, pull_px=95)
    assert scene.animating and scene.banner[0] == "ROLLING..."
    _pump(scene, 10)
    _roll_to_end(scene)
    stats = scene.session.stats[ThrowStyle.SLID]
    assert stats.throws == 1
    outcome = scene.session.history[0].record.tracks[0].outcome
    assert outcome.result is not RollResult.ILLEGAL
    assert scene.banner[0] != "ROLLING..." and scene.banner[1]

    # A hard throw off the far edge: a mis-roll, with its rule in the banner.
    release = scene.proj.to_px((20.0, -26.0))
    _drag(scene, release, (release[0] - 120, release[1] + 200))
    _roll_to_end(scene)
    assert scene.banner[0] == "MIS-ROLL" and "7.9.1" in scene.banner[1]

    # Released too near the cores: illegal, 7.8.2.
    _drag(scene, scene.proj.to_px((0.0, -14.0)), scene.proj.to_px((0.0, -20.0)))
    _roll_to_end(scene)
    assert scene.banner[0] == "ILLEGAL ROLL" and "7.8.2" in scene.banner[1]
    assert sum(s.throws for s in scene.session.stats.values()) == 3

    # Replay the first throw: same path, not counted again.
    first = scene.session.history[-1]
    _key(scene, pygame.K_p)
    assert scene.animating and scene.playback is not None
    assert scene.playback.record == scene.session.replay(scene.session.history[0])
    assert scene.playback.attempt is None
    _roll_to_end(scene)
    assert sum(s.throws for s in scene.session.stats.values()) == 3
    assert first.number == 1


def test_practice_core_drag_follows_rule_4_7_3(scene: PracticeScene) -> None:
    flats = scene.session.config.core_across_flats_cm
    from game.roll.hexgrid import hex_center_cm

    core_px = scene.proj.to_px(hex_center_cm(FIELD["C"], flats))
    far_px = scene.proj.to_px(hex_center_cm((6, 0), flats))
    _drag(scene, core_px, far_px)
    assert scene.session.field["C"] == FIELD["C"]
    assert "4.7.3" in scene.banner[1]
    next_px = scene.proj.to_px(hex_center_cm((2, -1), flats))
    _drag(scene, core_px, next_px)
    assert scene.session.field["C"] == (2, -1)


def test_practice_open_map_and_screenshot(scene: PracticeScene) -> None:
    scene.map_step_cm = 4.0
    scene.map_samples = 2
    _key(scene, pygame.K_1)
    _key(scene, pygame.K_o)  # the opponent throws too
    _key(scene, pygame.K_m)
    job = scene.session.open_map
    assert job is not None
    for _ in range(2000):
        _pump(scene)
        if job.finished:
            break
        if job.thread is not None:
            job.thread.join(0.01)
    assert job.finished and all(v is not None for v in job.values)
    _key(scene, pygame.K_2)  # slid, magnet forward: a gentle slide into core E opens
    _throw_at_field(scene, pull_px=100)
    assert scene.playback is not None
    track = scene.playback.record.tracks[0]
    assert track.outcome.result is RollResult.OPENED and track.open_time is not None
    while scene.playback is not None and scene.playback.clock < track.open_time + 0.1:
        _pump(scene)
    pygame.image.save(_screen(), SCREENSHOT_POP)  # the pop, mid-animation
    _roll_to_end(scene)
    _pump(scene)
    pygame.image.save(_screen(), SCREENSHOT)
    assert scene.banner[0].startswith("OPENED")
    assert os.path.getsize(SCREENSHOT) > 10_000

"""Practice records throws for the player's rolling profile; Y fits it (real pygame events)."""

from __future__ import annotations

import os
import time

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.sim.roll_profile import load_profile, load_throws
from game.games.bakugan.ui.practice.scene import PracticeScene
from game.games.bakugan.ui.practice.session import PracticeSession
from tests.ui.practice_events import drag, key, open_scene, pump, roll_to_end, screen

FIELD = {"A": (0, 0), "B": (1, 0), "C": (0, 1), "D": (-1, 0), "E": (0, -1), "F": (1, -1)}
SCREENSHOT = "/tmp/practice_profile_screenshot.png"


def _throw(scene: PracticeScene, lateral_cm: float, pull_px: int) -> None:
    release = scene.proj.to_px((lateral_cm, -25.0))
    drag(scene, release, (release[0], release[1] + pull_px))
    roll_to_end(scene)


def _wait_for_profile(scene: PracticeScene) -> None:
    for _ in range(600):
        if scene.profile_job is None:
            return
        time.sleep(0.05)
        pump(scene)
    raise AssertionError("fitting the profile never finished")


def test_practice_records_throws_and_fits_a_profile(tmp_path: Path) -> None:
    scene = open_scene(PracticeSession(seed=4, field=dict(FIELD), player="Ann", record_folder=tmp_path))
    key(scene, pygame.K_y)  # nothing recorded yet
    _wait_for_profile(scene)
    assert scene.banner[0] == "NO PROFILE YET" and "at least 10" in scene.banner[1]

    for i in range(10):
        _throw(scene, lateral_cm=-3.0 + 0.6 * i, pull_px=80 + 3 * i)
    records, problems = load_throws("Ann", tmp_path)
    assert len(records) == 10 and not problems
    assert [r.result for r in records] == [
        a.record.tracks[0].outcome.result.value for a in reversed(scene.session.history[:10])
    ]

    key(scene, pygame.K_y)
    assert scene.banner[0] == "FITTING YOUR PROFILE..."
    _wait_for_profile(scene)
    assert scene.banner[0].startswith("PROFILE SAVED"), scene.banner
    assert "--roll-profile Ann" in scene.banner[1]
    assert load_profile("Ann", tmp_path).throws == 10
    pygame.image.save(screen(), SCREENSHOT)


def test_a_session_without_a_player_records_nothing(tmp_path: Path) -> None:
    scene = open_scene(PracticeSession(seed=4, field=dict(FIELD), record_folder=tmp_path))
    _throw(scene, 0.0, 90)
    assert not (tmp_path / "throws").exists()
    key(scene, pygame.K_y)
    assert scene.banner[0] == "NOT RECORDING"

"""Issue 19: the table's sounds and animations.

Sounds load and play through the dummy audio driver, and stay silent and harmless without a
device or files; animations only show what the engine decided: a game played through the screen
with animations off and on ends in the same state.
"""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui import sound
from game.ui.gameover import GameOverScene
from game.ui.settings import Settings
from tests.helpers import fixture_catalog, fixture_deck
from tests.ui.driver import HumanAtTable, make_app, play_until


def test_every_sound_loads_and_plays_through_the_dummy_driver() -> None:
    player = sound.Sound(Settings())
    for name in sound.NAMES:
        assert (sound.SOUND_DIR / f"{name}.wav").is_file(), name
        player.play(name)
    assert player.available, "the dummy audio driver plays sounds"
    assert set(player.loaded) == set(sound.NAMES)
    for name, clip in player.loaded.items():
        assert 0.05 < clip.get_length() < 2.0, name
    assert player.played[-len(sound.NAMES) :] == list(sound.NAMES)
    pygame.mixer.quit()


def test_muted_or_silent_sound_plays_nothing() -> None:
    settings = Settings(muted=True)
    player = sound.Sound(settings)
    player.play("win")
    assert player.available is None, "muted: the mixer is not even opened"
    settings.muted, settings.volume = False, 0.0
    player.play("win")
    assert player.available is None


def test_no_audio_device_or_missing_files_are_harmless(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    player = sound.Sound(Settings(), folder=tmp_path / "nowhere")
    player.play("throw")  # no files: sound turns itself off
    assert player.available is False
    player.play("throw")

    def no_device(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    quiet = sound.Sound(Settings())
    quiet.play("victor")
    assert quiet.available is False


def _play_a_game(tmp_path: Path, anim_speed: float) -> tuple[str, int, dict[str, int], list[str]]:
    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=7)
    session = GameSession.new(setup, fixture_catalog(), [False, True], roll_model=ProbabilisticRollModel())
    app = make_app(tmp_path / f"data{anim_speed}", fixture_catalog())
    app.settings.handover = False
    app.settings.anim_speed = anim_speed
    table = TableScene(app, session)
    app.push(table)
    human = HumanAtTable(app, seed=6)
    play_until(app, human, lambda: isinstance(app.stack.top, GameOverScene))
    return table.game.state.state_hash(), len(session.actions), dict(table.fx.shown), list(app.sound.played)


def test_animations_off_and_on_end_in_the_same_state(tmp_path: Path) -> None:
    off_hash, off_actions, off_shown, off_sounds = _play_a_game(tmp_path, 0.0)
    on_hash, on_actions, on_shown, on_sounds = _play_a_game(tmp_path, 1.0)
    fast_hash, _, _, _ = _play_a_game(tmp_path, 2.0)
    assert off_hash == on_hash == fast_hash
    assert off_actions == on_actions
    assert off_shown == {}, "speed off: nothing animates"
    assert on_shown.get("card", 0) >= 1 and on_shown.get("flip", 0) >= 1 and on_shown.get("energy", 0) >= 1, on_shown
    assert on_shown.get("victor", 0) >= 1 and on_shown.get("complete", 0) >= 1, on_shown
    assert off_sounds == on_sounds, "sounds follow the game, not the animations"
    for name in ("card_play", "damage_flip", "victor", "pop_open", "win"):
        assert name in on_sounds, name

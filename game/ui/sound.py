"""The table's sounds (assets/sounds/*.wav, made by tools/make_sounds.py), at the player's volume.

Every game names its moments (`MOMENTS`: a card played, an attack, a block, a KO...) and cues
them with `moment`; a game whose moment should sound otherwise passes its own sheet, a mapping
from its moment names to the sounds here. One mechanism, one set of files, for every game.

Silent and harmless without an audio device: the mixer is opened on the first sound, and any
failure (no device, a missing or unreadable file) turns sound off for the session.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

import pygame

from game.files.paths import SOUNDS_DIR

SOUND_DIR = SOUNDS_DIR
NAMES = (
    "throw",
    "roll",
    "pop_open",
    "core_click",
    "card_play",
    "damage_flip",
    "victor",
    "win",
    "attack",
    "block",
    "ko",
    "life_taken",
    "awaken",
    "combo",
    "summon",
    "stance",
    "trap",
    "direct_hit",
    "coin_flip",
)

# the moments of the card games and the sound each makes unless a game's sheet says otherwise
MOMENTS: Mapping[str, str] = {
    "card_played": "card_play",
    "energy": "damage_flip",
    "attack": "attack",
    "block": "block",
    "ko": "ko",
    "life_taken": "life_taken",
    "awaken": "awaken",
    "combo": "combo",
    "summon": "summon",
    "stance_change": "stance",
    "trap_sprung": "trap",
    "direct_hit": "direct_hit",
    "coin_flip": "coin_flip",
    "roll": "roll",
    "win": "win",
}


class Levels(Protocol):
    volume: float
    muted: bool


class Sound:
    def __init__(self, levels: Levels, folder: Path = SOUND_DIR) -> None:
        self.levels = levels
        self.folder = folder
        self.loaded: dict[str, pygame.mixer.Sound] = {}
        self.available: bool | None = None  # None: not tried yet
        self.played: list[str] = []  # what was asked for, newest last (tests and the help overlay read it)

    def _open(self) -> bool:
        if self.available is None:
            if "SDL_AUDIODRIVER" not in os.environ and os.environ.get("SDL_VIDEODRIVER") in ("dummy", "offscreen"):
                os.environ["SDL_AUDIODRIVER"] = "dummy"  # headless runs (tests, benchmarks) never open a device
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                for name in NAMES:
                    self.loaded[name] = pygame.mixer.Sound(str(self.folder / f"{name}.wav"))
                self.available = True
            except (pygame.error, OSError, FileNotFoundError):
                self.loaded.clear()
                self.available = False
        return self.available

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-32]
        if self.levels.muted or self.levels.volume <= 0 or not self._open():
            return
        sound = self.loaded.get(name)
        if sound is None:
            return
        try:
            sound.set_volume(max(0.0, min(1.0, self.levels.volume)))
            sound.play()
        except pygame.error:
            self.available = False


_active: Sound | None = None


def use(player: Sound | None) -> None:
    """The sound player the table's effects cue (the app's; None: silent)."""
    global _active
    _active = player


def cue(name: str) -> None:
    if _active is not None:
        _active.play(name)


def moment(name: str, sheet: Mapping[str, str] = MOMENTS) -> None:
    """Cue the sound of a game's moment (KeyError for a moment the sheet does not name: a typo)."""
    cue(sheet[name])

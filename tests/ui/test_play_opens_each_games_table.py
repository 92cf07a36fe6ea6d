"""`play` opens every registered game's table through its registry entry's lazy table opener: the
headless checks pass, the window opens with the main menu under the game's table, and a frame
draws (saved as a PNG under the test's folder for a look)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.cli import main
from game.games.registry import registered
from game.ui.app import App
from game.ui.menu import MenuScene

PLAY = {  # a command line that goes straight into a game, per game
    "bakugan": ["--decks", "aquos_flow", "pyrus_fury", "--computer", "2", "--seed", "3"],
    "toy-battle": ["--computer", "2", "--seed", "3"],
    "fusion-world": ["--computer", "2", "--seed", "3"],
    "battle-monsters": ["--computer", "2", "--seed", "3"],
}
TABLES = {  # the scene each game's table is
    "bakugan": "TableScene",
    "toy-battle": "ToyTableScene",
    "fusion-world": "FusionTableScene",
    "battle-monsters": "MonstersTableScene",
}


def test_every_registered_game_has_a_line_here() -> None:
    assert set(PLAY) == set(TABLES) == {entry.name for entry in registered()}


@pytest.mark.parametrize("game", sorted(PLAY))
def test_play_opens_the_games_table_over_the_menu(game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[App] = []
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    monkeypatch.setattr("game.ui.app_launch.display_available", lambda: True)
    monkeypatch.setattr(App, "run", lambda self: shown.append(self))
    assert main(["play", "--game", game, *PLAY[game]]) == 0
    (app,) = shown
    assert type(app.stack.top).__name__ == TABLES[game]
    assert isinstance(app.stack.find(MenuScene), MenuScene)
    app.frame()
    pygame.image.save(app.screen, str(tmp_path / f"{game}.png"))
    assert (tmp_path / f"{game}.png").stat().st_size > 1000

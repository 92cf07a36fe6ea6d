"""The strong computer seat at the Fusion World table (Other games > Fusion World: new game, the
second seat stepped to Strong computer):
the tree search thinks in a worker thread on its view while frames go on, then its move lands."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import time
from pathlib import Path

from game.games.fusion_world.ui.table import FusionTableScene
from game.ui.games_menu import GamesMenu
from game.ui.new_game import NewGameScreen
from tests.ui.driver import click
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_fusion_table import human_move
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def test_the_strong_computer_thinks_off_the_frame_loop_and_moves(tmp_path: Path, shots: Path) -> None:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "fusion"))
    setup = app.stack.top
    assert isinstance(setup, NewGameScreen)
    click(app, centre(setup.buttons(), "kind:1"))  # Computer -> Strong computer
    click(app, centre(setup.buttons(), "start"))
    scene = app.stack.top
    assert isinstance(scene, FusionTableScene) and scene.levels == ["", "mcts"] and scene.computer == [False, True]
    seen_thinking = False
    frames_while_thinking = 0
    deadline = time.monotonic() + 240
    while scene.game.core.turn < 3 and not scene.game.over and time.monotonic() < deadline:
        if scene.human_to_act() is not None:
            human_move(app, scene)
            continue
        app.frame()
        if scene.thinking is not None:
            frames_while_thinking += 1
            if not seen_thinking:
                save(app, shots, "fusion_strong_thinking")
            seen_thinking = True
            time.sleep(0.01)
    assert seen_thinking and frames_while_thinking > 1  # frames went on while it thought
    assert any(getattr(a, "seat", None) == 1 for a in scene.actions)
    assert scene.game.core.turn >= 3 or scene.game.over

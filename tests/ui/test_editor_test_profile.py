"""The deck editor's test throws like a player: the Test tab offers the rolling profiles saved in
the user folder, the hard computer player, and starts a run whose deck side throws with the chosen
profile; a profile with probabilistic rolls (which have no throws) is refused with a reason."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.decks import resolve_deck_path
from game.sim.roll_profile import save_profile
from game.ui.app import App
from game.ui.editor.scene import EditorScene
from game.ui.editor.test_options import TestOptions
from tests.ui.driver import click, post
from tests.ui.editor_driver import centre, open_editor, pick, press, tab
from tests.ui.test_screenshots import save, shots
from tests.ui.window_shots import PROFILE as MIA

__all__ = ["shots"]


def hover(app: App, pos: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    app.frame()


def open_test_tab(data_dir: Path) -> tuple[App, EditorScene]:
    """The editor on a ready deck's Test tab, with Mia's profile saved in the user folder."""
    save_profile(MIA, data_dir)
    app, editor = open_editor(data_dir)
    press(app, editor, "load")
    pick(app, str(resolve_deck_path("darkus_shadow")))
    tab(app, editor, "test")
    return app, editor


def test_the_test_tab_throws_like_a_saved_profile_with_the_hard_player(tmp_path: Path, shots: Path) -> None:
    app, editor = open_test_tab(tmp_path)
    test = editor.test_tab
    assert test.options.profiles == ("Mia",) and test.options.throws == ""
    for key_ in ("throws:+", "mine:+", "games:-", "games:-", "games:-"):
        click(app, centre(test.buttons(), key_))
    assert test.options == TestOptions(mine="hard", throws="Mia", games=1)
    assert not test.options.can_step("throws", 1)
    hover(app, centre(test.buttons(), "start"))
    save(app, shots, "22_deck_editor_test_profile")
    click(app, centre(test.buttons(), "start"))
    run = test.run
    assert run is not None and run.state == "running"
    assert run.spec.agents == ("hard", "heuristic")
    assert {side[0].name for side in run.spec.throwers if side[0] is not None} == {"Mia"}
    assert all(side[1] is None for side in run.spec.throwers)  # the opponents keep the standard thrower
    click(app, centre(test.buttons(), "cancel"))
    assert run.state == "cancelled"


def test_a_profile_with_probabilistic_rolls_is_refused_with_its_reason(tmp_path: Path) -> None:
    app, editor = open_test_tab(tmp_path)
    test = editor.test_tab
    for key_ in ("throws:+", "rolls:+"):
        click(app, centre(test.buttons(), key_))
    assert test.options.rolls == "probabilistic"
    click(app, centre(test.buttons(), "start"))
    assert test.run is None
    assert "fast or physics rolls" in editor.state.note and editor.state.note_bad

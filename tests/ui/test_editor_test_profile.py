"""The deck editor's test throws like a player: the Test tab offers the rolling profiles saved in
the user folder, the hard computer player, and starts a run whose deck side throws with the chosen
profile; a profile with probabilistic rolls (which have no throws) is refused with a reason. A
damaged profile is named in red (file, line and problem) and never offered, and one damaged after
it was chosen stops the start with its reason (the table's helper, game/games/bakugan/ui/table_throwers.py)."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.decks import resolve_deck_path
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.roll_profile import profile_path, save_profile
from game.games.bakugan.ui.editor.scene import EditorScene
from game.games.bakugan.ui.editor.test_options import TestOptions
from game.ui import text, theme
from game.ui.app import App
from tests.ui.driver import click, post
from tests.ui.editor_driver import centre, open_editor, pick, press, tab
from tests.ui.test_screenshots import save, shots
from tests.ui.window_shots import PROFILE as MIA

__all__ = ["shots"]

Lines = list[tuple[str, object]]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Lines:
    """The words drawn (through text.blit) with their colours."""
    lines: Lines = []
    real = text.blit

    def recording(target: pygame.Surface, words: str, pos: tuple[int, int], *args: Any, **kw: Any) -> pygame.Rect:
        colour = args[1] if len(args) > 1 else kw.get("colour", theme.TEXT)
        lines.append((words, colour))
        return real(target, words, pos, *args, **kw)

    monkeypatch.setattr(text, "blit", recording)
    return lines


def red(lines: Lines) -> list[str]:
    return [words for words, colour in lines if colour == theme.BAD]


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
    assert editor.state.note == "Loaded Darkus Shadow, a ready deck"  # not where the program is installed
    save(app, shots, "22_deck_editor_test_profile")
    click(app, centre(test.buttons(), "start"))
    run = test.run
    assert run is not None and run.state == "running" and isinstance(run.spec, RunSpec)
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


def test_a_damaged_profile_is_named_in_red_and_never_offered(tmp_path: Path, drawn: Lines) -> None:
    folder = profile_path("Broken", tmp_path).parent
    folder.mkdir(parents=True)
    (folder / "Broken.json").write_text("{not a profile", encoding="utf-8")
    (folder / "no good!.json").write_text("{}", encoding="utf-8")  # not a name a profile can have
    app, editor = open_test_tab(tmp_path)
    test = editor.test_tab
    assert test.options.profiles == ("Mia",) and set(test.profiles.damaged) == {"Broken", "no good!"}
    click(app, centre(test.buttons(), "throws:+"))
    assert test.options.throws == "Mia"
    assert not next(b for b in test.buttons() if b.key == "throws:+").enabled  # nothing after Mia
    named = red(drawn)
    assert any(line.startswith("Rolling profile not offered: Broken.json:1: not valid JSON") for line in named)
    assert "(and 1 more)" in " ".join(named)
    assert "like Broken" not in [words for words, _colour in drawn]


def test_a_profile_damaged_after_it_was_chosen_stops_the_test_with_its_reason(tmp_path: Path, drawn: Lines) -> None:
    app, editor = open_test_tab(tmp_path)
    test = editor.test_tab
    click(app, centre(test.buttons(), "throws:+"))
    assert test.options.throws == "Mia"
    profile_path("Mia", tmp_path).write_text("[]", encoding="utf-8")
    before = len(drawn)
    click(app, centre(test.buttons(), "start"))
    after = drawn[before:]  # the tab is drawn again only when something on it changed
    assert test.run is None and editor.state.note_bad
    assert editor.state.note == "Cannot throw like Mia: Mia.json: is not a rolling profile (a mapping of its figures)"
    assert test.options.throws == "" and test.options.profiles == ()  # no longer offered
    assert any(line.startswith("Rolling profile not offered: Mia.json: is not a rolling") for line in red(after))
    assert "standard" in [words for words, _colour in after] and "like Mia" not in [words for words, _c in after]


def test_with_no_profile_saved_the_throws_row_is_off_and_says_how_to_make_one(tmp_path: Path, drawn: Lines) -> None:
    app, editor = open_editor(tmp_path)
    press(app, editor, "load")
    pick(app, str(resolve_deck_path("darkus_shadow")))
    tab(app, editor, "test")
    test = editor.test_tab
    assert test.options.profiles == ()
    assert not any(b.enabled for b in test.buttons() if b.key.startswith("throws:"))
    shown = " ".join(words for words, _colour in drawn)
    assert "No rolling profile yet to throw like: in Practice rolling (main menu)" in shown

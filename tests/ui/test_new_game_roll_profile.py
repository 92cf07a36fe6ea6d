"""Issue 25, "my own rolling" at the table: on the new-game screen a computer seat's second button
chooses how it throws (its own way, or like a rolling profile saved by practice), and the game
started there throws that seat's Bakugan from the profile; with no profile the button is off and
the screen says how to make one; a damaged profile is named and never offered. Driven by posted
mouse events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import json
import random
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.sim.replay_file import ReplayFileError
from game.games.bakugan.sim.roll_profile import load_profile, profile_path, save_profile
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.new_game import BakuganNewGame, NewGameScene
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.physics.fields import random_field
from game.physics.thrower import Thrower
from game.roll.models import make_roll_model
from game.roll.probabilistic import ProbabilisticRollModel
from game.roll.seam import RollRequest
from game.roll.throwers import SeatThrowers, spec_thrower
from game.ui.app import App
from game.ui.menu import MenuScene
from tests.ui.driver import click, make_app, post, record_words, top_buttons
from tests.ui.editor_driver import centre
from tests.ui.test_screenshots import shots
from tests.ui.window_shots import PROFILE, PROFILE_NAMES, SCREENS, SIZES
from tests.ui.window_shots import make_app as sized_app

__all__ = ["shots"]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The words drawn on the window (through text.blit)."""
    return record_words(monkeypatch)


def open_new_game(tmp_path: Path, profiles: tuple[str, ...] = PROFILE_NAMES) -> tuple[App, NewGameScene]:
    """The menu, then New hot-seat game, with these profiles saved in the user folder first."""
    for name in profiles:
        save_profile(replace(PROFILE, name=name), tmp_path)
    app = make_app(tmp_path)  # the user folder is tmp_path
    app.push(MenuScene(app))
    app.frame()
    click(app, centre(top_buttons(app), "new"))
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    return app, scene


def press(app: App, scene: NewGameScene, key_: str) -> None:
    click(app, centre(scene.buttons(), key_))


def keys(scene: NewGameScene) -> set[str]:
    return {b.key for b in scene.buttons()}


def label(scene: NewGameScene, key_: str) -> str:
    return next(b.label for b in scene.buttons() if b.key == key_)


def throws(scene: NewGameScene, seat: int) -> str:
    """How the seat throws as the screen would start it: a profile's name, "" for its own way."""
    return scene.picks().seats[seat].extras.get("throws", "")


def spec(scene: NewGameScene) -> BakuganNewGame:
    assert isinstance(scene.spec, BakuganNewGame)
    return scene.spec


def started(app: App) -> GameSession:
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene), app.stack.scenes
    return table.session


def test_a_computer_seat_chosen_to_throw_like_a_profile_throws_from_it(tmp_path: Path, drawn: list[str]) -> None:
    app, scene = open_new_game(tmp_path)
    press(app, scene, "count:3")
    assert [row.kind for row in scene.rows[:3]] == ["Human", "Computer", "Computer"]
    assert "throws:0" not in keys(scene)  # a human throws with the mouse
    assert label(scene, "throws:1") == "Throws:\nits own way"
    press(app, scene, "throws:1")  # its own -> Grandpa Joe
    press(app, scene, "throws:1")  # -> Mia
    assert [throws(scene, seat) for seat in range(3)] == ["", "Mia", ""]
    assert label(scene, "throws:1") == "Throws like\nMia"
    scene.seed = 5
    press(app, scene, "start")
    model = started(app).roll_model
    assert isinstance(model, SeatThrowers)  # over the table's physics
    assert set(model.throwers) == {1} and model.throwers[1].spec == load_profile("Mia", tmp_path).spec()
    # seat 1's throw is the profile's throw; seats 0 and 2 throw as the table's model always did
    request = RollRequest(random_field(random.Random(4), 5), {0: None, 1: None, 2: None}, 3)
    made = model.throws(request, random.Random(1))
    rng, plain = random.Random(1), model.config
    assert made[0] == Thrower.shared(plain).throw(0, request, plain.default_skill, rng)
    assert made[1] == spec_thrower(load_profile("Mia", tmp_path).spec(), plain).throw(1, request, rng)
    assert made[2] == Thrower.shared(plain).throw(2, request, plain.default_skill, rng)
    drawn.clear()
    app.frame()  # the table names how each computer seat throws
    assert any(line.startswith("Bob (computer, throws like Mia)") for line in drawn)
    assert any(line.startswith("Cy (computer)") for line in drawn)


def test_the_choice_cycles_through_the_profiles_and_goes_with_the_computer(tmp_path: Path, drawn: list[str]) -> None:
    app, scene = open_new_game(tmp_path)
    for want in ("Grandpa Joe", "Mia", ""):
        press(app, scene, "throws:1")
        assert throws(scene, 1) == want
    press(app, scene, "throws:1")
    drawn.clear()
    post(pygame.MOUSEMOTION, pos=centre(scene.buttons(), "throws:1"), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()  # the profile under the mouse, in words
    assert "Grandpa Joe in practice: 40 throws, 55% opened, aim spread ±4.0°" in drawn
    press(app, scene, "kind:1")  # Computer -> Hard computer: the throwing stays
    assert scene.rows[1].kind == "Hard computer" and throws(scene, 1) == "Grandpa Joe"
    press(app, scene, "kind:1")  # -> Human: throws with the mouse, the choice gone
    assert scene.rows[1].kind == "Human" and throws(scene, 1) == "" and "throws:1" not in keys(scene)
    press(app, scene, "kind:1")
    assert throws(scene, 1) == ""


def play_a_profile_game(tmp_path: Path) -> GameSession:
    """Two computer seats, Ann throwing like Grandpa Joe and Bob like Mia, played to their fourth roll
    (fast rolls) and autosaved on the way."""
    app, scene = open_new_game(tmp_path)
    app.roll_model, _ = make_roll_model("fast")
    press(app, scene, "kind:0")  # both seats computers, so the session can play on its own
    press(app, scene, "throws:0")
    press(app, scene, "throws:1")
    press(app, scene, "throws:1")
    scene.seed = 9
    press(app, scene, "start")
    session = started(app)
    assert isinstance(session.roll_model, SeatThrowers) and set(session.roll_model.throwers) == {0, 1}
    while len(session.rolls) < 4 and not session.over:
        if session.chance_to_act():
            session.roll()
        else:
            assert session.think() is not None
    return session


def continued(tmp_path: Path) -> TableScene:
    """A fresh program on the same user folder: the menu's Continue."""
    app = make_app(tmp_path)
    app.roll_model, _ = make_roll_model("fast")
    app.push(MenuScene(app))
    app.frame()
    click(app, centre(top_buttons(app), "continue"))
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene), app.stack.scenes
    return table


def test_a_game_with_profile_seats_saves_them_and_replays_to_the_same_hash(tmp_path: Path) -> None:
    """Throws are chance: the save keeps their outcomes, so it loads to the same state; it keeps
    which profile each seat throws like too, so a continued game throws as it did."""
    session = play_a_profile_game(tmp_path)
    path = tmp_path / "profiles.json"
    session.save(path)
    assert saves.read_game(path).throws == ["Grandpa Joe", "Mia"]
    fast, _ = make_roll_model("fast")
    again = GameSession.load(path, session.game.catalog, roll_model=fast)
    assert again.game.state.state_hash() == session.game.state.state_hash()
    assert again.throws == ["Grandpa Joe", "Mia"] and again.throws_problem == ""
    assert isinstance(again.roll_model, SeatThrowers)
    assert {seat: t.spec.name for seat, t in again.roll_model.throwers.items()} == {0: "Grandpa Joe", 1: "Mia"}
    table = continued(tmp_path)  # the autosave, through the menu
    assert table.session.throws == ["Grandpa Joe", "Mia"]


def test_a_continued_game_whose_profile_is_gone_throws_its_own_way_and_says_why(tmp_path: Path) -> None:
    play_a_profile_game(tmp_path)
    profile_path("Mia", tmp_path).write_text("[]", encoding="utf-8")
    table = continued(tmp_path)
    assert table.session.throws == ["", ""] and not isinstance(table.session.roll_model, SeatThrowers)
    app = table.app
    app.frame()
    assert table.message is not None and "throw their own way now" in table.message[0]
    assert "Mia.json" in table.message[0]


def test_a_save_naming_a_profile_badly_is_refused_with_its_reason(tmp_path: Path) -> None:
    session = play_a_profile_game(tmp_path)
    path = tmp_path / "game.json"
    session.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    for wrong in (["Mia", 3], ["../../etc/passwd"], ["", "", "", "", ""], "Mia"):
        data["ui"]["throws"] = wrong
        path.write_text(json.dumps(data), encoding="utf-8")
        with pytest.raises(ReplayFileError, match=r"ui\.throws"):
            saves.read_game(path)


def test_with_no_profile_saved_the_button_is_off_and_says_how_to_make_one(tmp_path: Path, drawn: list[str]) -> None:
    app, scene = open_new_game(tmp_path, profiles=())
    button = next(b for b in scene.buttons() if b.key == "throws:1")
    assert not button.enabled and button.label == "Throws:\nits own way"
    click(app, button.rect.center)
    assert throws(scene, 1) == ""
    assert "Practise rolling to make a profile they can throw like." in drawn


def test_a_damaged_profile_is_named_and_never_offered(tmp_path: Path, drawn: list[str]) -> None:
    bad = profile_path("Broken", tmp_path)
    bad.parent.mkdir(parents=True)
    bad.write_text("{not a profile", encoding="utf-8")
    (bad.parent / "no good!.json").write_text("{}", encoding="utf-8")  # not a name a profile can have
    app, scene = open_new_game(tmp_path, profiles=("Mia",))
    assert spec(scene).profiles.usable == ("Mia",) and set(spec(scene).profiles.damaged) == {"Broken", "no good!"}
    assert "is not a profile name" in spec(scene).profiles.damaged["no good!"]
    for want in ("Mia", "", "Mia"):
        press(app, scene, "throws:1")
        assert throws(scene, 1) == want
    assert any(line.startswith("Rolling profile not offered: Broken.json") for line in drawn)
    assert any("(and 1 more)" in line for line in drawn)
    assert spec(scene).profiles.damaged["Broken"].startswith("Broken.json:1: not valid JSON")
    assert any("Mia" in line and "practice" in line for line in drawn)


def test_a_profile_damaged_after_it_was_chosen_stops_the_start_with_its_reason(
    tmp_path: Path, drawn: list[str]
) -> None:
    app, scene = open_new_game(tmp_path, profiles=("Mia",))
    press(app, scene, "throws:1")
    profile_path("Mia", tmp_path).write_text("[]", encoding="utf-8")
    press(app, scene, "start")
    assert app.stack.top is scene and app.stack.find(TableScene) is None
    assert scene.error.startswith("Cannot throw like that profile: Mia.json: is not a rolling profile")
    assert spec(scene).profiles.usable == () and "Mia" in spec(scene).profiles.damaged and throws(scene, 1) == ""
    app.frame()
    assert any("not a rolling profile" in line for line in drawn)


def test_rolls_without_throws_refuse_a_profile_seat_with_the_reason(tmp_path: Path) -> None:
    app, scene = open_new_game(tmp_path)
    app.roll_model = ProbabilisticRollModel()
    press(app, scene, "throws:1")
    press(app, scene, "start")
    assert app.stack.find(TableScene) is None and "fast or physics rolls" in scene.error


@pytest.mark.parametrize("size", SIZES)
def test_the_screen_with_two_profiles_saved_at_each_window_size(
    tmp_path: Path, shots: Path, size: tuple[int, int]
) -> None:
    """assets/ui/screenshots/34_new_game_roll_profile_*.png (BAKUGAN_SCREENSHOT_DIR=assets/ui/screenshots)."""
    app = sized_app(size, tmp_path)
    SCREENS["new_game_profiles"](app)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    labels = {b.key: b.label for b in scene.buttons() if b.key.startswith("throws:")}
    assert labels == {
        "throws:1": "Throws like\nGrandpa Joe",
        "throws:2": "Throws like\nMia",
        "throws:3": "Throws:\nits own way",
    }
    app.draw()
    pygame.image.save(app.screen, str(shots / f"34_new_game_roll_profile_{size[0]}x{size[1]}.png"))

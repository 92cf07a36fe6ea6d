"""Issue 33: "Learn to play" for Fusion World and Battle Monsters, through real pygame events at
three window sizes: a new player doing what the guide rings plays every step to a win; a click on
anything else is refused with the reason, and changes nothing; the "press here" label and the box
cross no button and no card zoom; screenshots of two steps of each guide."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.games.battle_monsters.ui.table import MonstersTableScene
from game.games.fusion_world.ui.table import FusionTableScene
from game.ui import card_zoom
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.guided_table import GuidedCards
from game.ui.menu import MenuScene
from tests.ui import window_shots
from tests.ui.card_guide_follower import follow, follow_to_the_end
from tests.ui.driver import click, top_buttons
from tests.ui.test_screenshots import shots
from tests.ui.window_shots import SIZES

__all__ = ["shots"]

GAMES = {
    "fusion": ("fusion_learn", {"energy", "cost", "attack", "battle", "combo", "life", "end", "block"}),
    "monsters": ("monsters_learn", {"summon", "trap", "attack", "action", "stance", "direct"}),
}


def open_guide(size: tuple[int, int], tmp_path: Path, game: str) -> tuple[App, GuidedCards]:
    """From the main menu, through Other games, the game's "Learn to play" button."""
    app = window_shots.make_app(size, tmp_path)
    app.push(MenuScene(app))
    app.frame()
    key = GAMES[game][0]
    from game.ui.games_menu import GamesMenu

    app.push(GamesMenu(app))
    app.frame()
    button = next(b for b in top_buttons(app) if b.key == key)
    click(app, button.rect.center)
    scene = app.stack.top
    assert isinstance(scene, GuidedCards), f"{key} opened {scene}"
    return app, scene


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_new_player_follows_the_guide_to_a_win(tmp_path: Path, size: tuple[int, int], game: str) -> None:
    app, scene = open_guide(size, tmp_path, game)
    taken = follow_to_the_end(app, scene)
    assert scene.course.finished, f"the guide stopped at {scene.course.lesson} at {size}"
    assert len(taken) == len(scene.course.lessons)
    assert set(taken) == GAMES[game][1], "every kind of step taught"
    for _ in range(5):
        app.frame()
    assert scene.game.over and scene.game.core.winner == scene.viewer, "the learner won"
    assert isinstance(app.stack.top, GameOverScene)


def _a_wrong_thing(scene: GuidedCards) -> tuple[int, int]:
    """A lit card or a button that is not the ringed one."""
    target = scene.target_rect()
    assert target is not None
    lit = scene.lit_cards()
    for iid, rect in scene.card_places().items():
        if iid in lit and not rect.colliderect(target):
            return rect.center
    for button in scene.buttons():
        if not button.rect.colliderect(target):
            return button.rect.center
    raise AssertionError("nothing else to press")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_wrong_click_is_refused_with_the_reason(tmp_path: Path, game: str) -> None:
    app, scene = open_guide((1280, 720), tmp_path, game)
    assert isinstance(scene, (FusionTableScene, MonstersTableScene))  # a card table: it has a selected card
    for _ in range(3):  # a few steps in, then a click on something else at each
        while scene.target_rect() is None:
            app.frame()
        before = (len(scene.actions), scene.course.done, scene.selected)
        lesson = scene.course.lesson
        assert lesson is not None
        click(app, _a_wrong_thing(scene))
        app.frame()
        assert (len(scene.actions), scene.course.done, scene.selected) == before, "the wrong click did something"
        words = scene.words()
        assert "is not this step" in words.refusal and lesson.do in words.refusal
        assert lesson.instead in words.refusal, "the guide says why the other is not it"
        follow(app, scene)
        while scene.course.lesson is lesson:
            follow(app, scene)
        assert scene.words().refusal == "", "the reason goes with its step"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_label_crosses_no_button_and_no_zoom(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], game: str
) -> None:
    """At every step, the pointer resting on the ringed thing (a card zooms): the label and the
    box cross no button, and the zoom covers neither; all inside the window."""
    app, scene = open_guide(size, tmp_path, game)
    zooms: list[pygame.Rect] = []
    real_fit: Callable[..., tuple[pygame.Rect, float]] = card_zoom.fit

    def noting(*args: object, **kw: object) -> tuple[pygame.Rect, float]:
        box, scale = real_fit(*args, **kw)
        zooms.append(box.copy())
        return box, scale

    monkeypatch.setattr(card_zoom, "fit", noting)
    window = pygame.Rect((0, 0), size)
    checked = 0
    for _ in range(4000):
        if scene.course.finished:
            break
        target = scene.target_rect()
        if target is None or app.stack.top is not scene:
            app.frame()
            continue
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.center, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(int(card_zoom.REST_S * 60) + 3):
            app.frame()
        zooms.clear()
        app.draw()
        label, box = scene.label_rect(), scene.box()
        assert label is not None
        assert window.contains(label) and window.contains(box), f"{label} or {box} leaves the window at {size}"
        for button in scene.buttons():
            assert not label.colliderect(button.rect), f"'press here' on {button.label!r} at {size}"
            assert not box.colliderect(button.rect), f"the guide's box on {button.label!r} at {size}"
        for zoom in zooms:
            assert not zoom.colliderect(label), f"the zoom {zoom} covers 'press here' {label} at {size}"
        checked += 1
        follow(app, scene)
    assert checked >= len(scene.course.lessons)  # a card, then its button, for most steps


@pytest.mark.parametrize("game", sorted(GAMES))
def test_guide_screenshots(tmp_path: Path, shots: Path, game: str) -> None:
    """assets/ui/screenshots/guide_<game>_step<N>_1280x720.png: the first step and a later one."""
    app, scene = open_guide((1280, 720), tmp_path, game)
    wanted = {0, 4 if game == "monsters" else 6}
    while wanted and not scene.course.finished:
        done = scene.course.done
        if done in wanted and scene.target_rect() is not None:
            wanted.discard(done)
            app.draw()
            pygame.image.save(app.screen, str(shots / f"guide_{game}_step{done + 1}_1280x720.png"))
        follow(app, scene)
    assert not wanted

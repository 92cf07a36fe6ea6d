"""The Battle Monsters table played to its end through real pygame events: two people at one
screen (a hand-over page between them, no card of the other seat's hand or face-down cards ever
named on screen), and against the computer."""

from __future__ import annotations

import os
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.battle_monsters.actions import Attack, ChooseTarget
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.players import HeuristicPlayer
from game.games.battle_monsters.ui.places import card_rects
from game.games.battle_monsters.ui.table import MonstersTableScene, card_of, open_monsters_table
from game.ui import text
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from tests.ui.driver import click, make_app, take_handover
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]

DECKS = [load_deck(p) for p in ready_decks()]


def human_move(app: App, scene: MonstersTableScene) -> None:
    """A person playing as the heuristic would: click the card the move is about, then the lit
    target or the button that says the move."""
    if take_handover(app):
        return
    seat = scene.human_to_act()
    assert seat is not None
    game = scene.game
    action = game.from_seat(seat, HeuristicPlayer(game.core.turn).choose(game.view(seat), game.seat_actions(seat)))
    act_on_screen(app, scene, action)


def act_on_screen(app: App, scene: MonstersTableScene, action: object) -> None:
    """Make `action` as a person would: click its card, then its lit target or its button."""
    rects = card_rects(scene)
    about = action.iid if isinstance(action, ChooseTarget) and action.iid in rects else card_of(action)
    if about is not None and (isinstance(action, ChooseTarget) or scene.selected != about):
        click(app, rects[about].center)
        if isinstance(action, ChooseTarget):
            return
    if isinstance(action, Attack) and action.target is not None:
        click(app, rects[action.target].center)
        return
    press_choice(app, scene, action)


def press_choice(app: App, scene: MonstersTableScene, action: object) -> None:
    """Click the button of `action`, turning the page of buttons until it shows."""
    wanted = f"act:{[a for _, a in scene.choices()].index(action)}"
    for _ in range(20):
        found = {b.key: b for b in scene.buttons()}
        if wanted in found:
            click(app, found[wanted].rect.center)
            return
        click(app, found["more"].rect.center)
    raise AssertionError(f"no button for {action}")


def play_out(app: App, scene: MonstersTableScene, frames: int = 3000) -> None:
    for _ in range(frames):
        if scene.game.over:
            return
        if isinstance(app.stack.top, HandOverScene) or scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()


def test_two_people_play_a_full_game_and_never_see_each_others_hidden_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(tmp_path)
    open_monsters_table(app, DECKS[:2], ["Ann", "Bo"], [False, False], seed=4)
    scene = app.stack.top
    assert isinstance(scene, MonstersTableScene)
    drawn: list[str] = []
    original = text.render

    def spy(words: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(words)
        return original(words, *args, **kwargs)

    monkeypatch.setattr(text, "render", spy)
    handovers = 0
    for _ in range(4000):
        if scene.game.over:
            break
        before = isinstance(app.stack.top, HandOverScene)
        if before or scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()
        if before and app.stack.top is scene:
            handovers += 1
            drawn.clear()
            app.draw()
            s = scene.game.state
            viewer = scene.viewer
            secret = {scene.game.card(i).name for i in s.zone("hand", 1 - viewer)}
            secret |= {scene.game.card(i).name for i in s.field_of(1 - viewer) if not s.visible(i)}
            public = {scene.game.card(i).name for seat in (0, 1) for i in s.zone("graveyard", seat)}
            public |= {scene.game.card(i).name for seat in (0, 1) for i in s.field_of(seat) if s.visible(i)}
            public |= {scene.game.card(i).name for i in s.zone("hand", viewer)}
            public |= {scene.game.card(i).name for i in s.field_of(viewer)}
            for name in secret - public:
                assert not any(name in line for line in drawn), f"{name} shown to seat {viewer}"
    assert scene.game.over and handovers > 4


def test_against_the_computer_to_the_end_and_a_new_game(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    open_monsters_table(app, DECKS[2:4], ["Ann"], [False, True], seed=9)
    scene = app.stack.top
    assert isinstance(scene, MonstersTableScene)
    play_out(app, scene)
    assert scene.game.over
    app.frame()
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    click(app, next(b.rect.center for b in over.buttons() if b.key == "new"))
    assert isinstance(app.stack.top, MonstersTableScene) and app.stack.top is not scene


@pytest.mark.slow  # the strong computer thinks for seconds a turn
def test_against_the_strong_computer_which_thinks_off_the_frame_loop(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    open_monsters_table(app, DECKS[:2], ["Ann"], [False, True], seed=5, levels=["", "strong"])
    scene = app.stack.top
    assert isinstance(scene, MonstersTableScene)
    for _ in range(5000):  # to the computer's second turn
        if scene.game.core.turn >= 5 or scene.game.over:
            break
        if isinstance(app.stack.top, HandOverScene) or scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()
    assert scene.game.core.turn >= 5 or scene.game.over
    assert any(e.turn in (2, 3) and scene.game.name(1) in e.text for e in scene.game.core.log)


def test_monsters_table_screenshots(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path)
    open_monsters_table(app, DECKS[:2], ["Ann"], [False, True], seed=11)
    scene = app.stack.top
    assert isinstance(scene, MonstersTableScene)
    for _ in range(400):
        if scene.game.core.turn >= 6 and scene.human_to_act() is not None and scene.game.pending().kind == "turn":
            break
        if scene.human_to_act() is not None:
            human_move(app, scene)
        else:
            app.frame()
    save(app, shots, "monsters_table")


def test_four_stances_a_trap_and_a_direct_attack_through_clicks(tmp_path: Path, shots: Path) -> None:
    from game.games.battle_monsters.cards import default_pool, read_yaml
    from game.games.battle_monsters.scenario import build_position

    doc = read_yaml(Path("tests/scenarios/battle_monsters/four_stances.yaml"))
    game = build_position(doc, default_pool())
    app = make_app(tmp_path)
    scene = MonstersTableScene(app, DECKS[:2], ["Ann", "Bo"], [False, True], seed=1, position=game)
    app.push(scene)
    app.frame()
    save(app, shots, "monsters_four_stances")
    s = game.state
    titan, drake = (next(i for i in s.field_of(0) if s.cards[i] == c) for c in ("bm-008", "bm-003"))
    serpent = next(i for i in s.field_of(1) if s.cards[i] == "bm-010")
    click(app, card_rects(scene)[titan].center)
    click(app, card_rects(scene)[serpent].center)  # a lit target: the attack is made
    assert game.where(serpent) == "graveyard"
    click(app, card_rects(scene)[drake].center)
    direct = [b for b, (label, _a) in zip(scene.buttons(), scene.choices(), strict=False) if "directly" in label]
    click(app, direct[0].rect.center)
    assert game.state.lives == [5, 5] and any("springs" in e.text for e in game.core.log)  # Mirror Veil
    save(app, shots, "monsters_trap_and_direct_attack")

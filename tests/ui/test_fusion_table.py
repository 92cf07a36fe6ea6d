"""The Fusion World table: opened from the menu, a full game played through real pygame events
(clicks on cards and buttons), hands hidden behind a hand-over page, and screenshots."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path
from typing import Any

import pygame

from game.games.fusion_world.actions import Attack, Charge, EndMain, Redraw
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.ui.draw import card_rects
from game.games.fusion_world.ui.table import FusionTableScene, open_fusion_table
from game.ui.gameover import GameOverScene
from game.ui.games_menu import GamesMenu
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from tests.fusion_world.helpers import pending_kind
from tests.ui.driver import click, key, leave_to_menu, make_app, new_game_after_the_end, take_handover, top_buttons
from tests.ui.editor_driver import centre, menu_app
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]


def button_for(scene: FusionTableScene, wanted: type) -> str | None:
    for k, (_label, action) in enumerate(scene.choices()[:8]):
        if isinstance(action, wanted):
            return f"act:{k}"
    return None


def human_move(app: Any, scene: FusionTableScene) -> None:
    """What a person would do: keep the hand, charge a card, attack the Leader with each ready
    card, otherwise the first button (no block, go on, end the turn...)."""
    if take_handover(app):
        return
    legal = scene.game.legal_actions()
    attacks = [a for a in legal if isinstance(a, Attack) and a.target == scene.game.state.leaders[1 - a.seat]]
    charges = [a.card for a in legal if isinstance(a, Charge) and a.card is not None]
    rects = card_rects(scene)
    if charges and scene.selected is None:
        click(app, rects[charges[0]].center)
        return
    if attacks and scene.selected is None:
        click(app, rects[attacks[0].attacker].center)
        return
    for wanted in (Charge, Attack, Redraw, EndMain):
        found = button_for(scene, wanted)
        if found is not None and (wanted is not EndMain or not attacks):
            if wanted is Attack and scene.selected is None:
                continue
            click(app, centre(scene.buttons(), found))
            return
    click(app, centre(scene.buttons(), "act:0"))


def play_out(app: Any, scene: FusionTableScene, frames: int = 3000) -> None:
    for _ in range(frames):
        if scene.game.over:
            return
        if scene.human_to_act() is not None or isinstance(app.stack.top, HandOverScene):
            human_move(app, scene)
        else:
            app.frame()


def test_fusion_world_opens_from_the_menu_and_plays_to_a_winner(tmp_path: Path) -> None:
    app, menu = menu_app(tmp_path)
    click(app, centre(menu.buttons(), "games"))
    games = app.stack.top
    assert isinstance(games, GamesMenu)
    click(app, centre(games.buttons(), "fusion"))
    click(app, centre(top_buttons(app), "start"))  # the new-game screen
    scene = app.stack.top
    assert isinstance(scene, FusionTableScene) and scene.computer == [False, True]
    play_out(app, scene)
    assert scene.game.over and scene.game.core.winner in (0, 1)
    new_game_after_the_end(app, scene)
    leave_to_menu(app)
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def test_hot_seat_hides_each_hand_behind_a_hand_over(tmp_path: Path, shots: Path) -> None:
    """Two people: the shell's hand-over screen stands before each person's screen (the first
    one's too); no card of the other hand is on the screen either side of it."""
    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, False], 11)
    app.frame()
    seat = scene.game.to_act()
    handover = app.stack.top
    assert isinstance(handover, HandOverScene) and handover.seat == seat
    take_handover(app)
    assert app.stack.top is scene and scene.viewer == seat and not scene.hand_hidden()
    click(app, centre(scene.buttons(), "act:0"))  # keep the hand
    other = 1 - seat
    handover = app.stack.top
    assert isinstance(handover, HandOverScene) and handover.seat == other
    save(app, shots, "fusion_handover")
    key(app, pygame.K_RETURN)
    app.frame()
    assert scene.viewer == other
    shown = set(card_rects(scene))
    assert set(scene.game.state.zone("hand", other)) <= shown and not shown & set(scene.game.state.zone("hand", seat))


def test_redraw_by_clicking_cards(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path)
    scene = open_fusion_table(
        app, default_pool(), load_decks(["ember_rush", "thunder_circus"]), ["Ann", "Bob"], [False, True], 7
    )
    for _ in range(5):
        app.frame()
    assert pending_kind(scene.game) == "redraw" and scene.human_to_act() == 0
    hand = scene.game.state.zone("hand", 0)
    rects = card_rects(scene)
    click(app, rects[hand[1]].center)
    click(app, rects[hand[3]].center)
    assert scene.marked == {hand[1], hand[3]} and scene.choices()[0][0] == "Redraw 2 cards"
    save(app, shots, "fusion_redraw")
    click(app, centre(scene.buttons(), "act:0"))
    assert len(scene.game.state.zone("hand", 0)) == 6
    assert scene.game.to_act() != 0 or pending_kind(scene.game) != "redraw"  # one redraw only


def test_a_click_on_nothing_changes_nothing(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, True], 3)
    app.frame()
    before = scene.game.state.state_hash()
    click(app, (700, 300))
    assert scene.game.state.state_hash() == before


def test_screenshots_mid_battle_with_a_combo_and_an_awakened_leader(tmp_path: Path, shots: Path) -> None:
    from game.games.fusion_world.scenario import build_position

    app = make_app(tmp_path)
    scene = open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, True], 5)
    doc = {
        "players": [
            {
                "name": "Ann",
                "leader": "FW-R00",
                "life": 3,
                "awakened": True,
                "hand": ["FW-R01", "FW-R10", "FW-R04", "FW-R06"],
                "energy": ["FW-R01", "FW-R02", "FW-R03", {"card": "FW-R05", "exhausted": True}],
                "battle": ["FW-R07", {"card": "FW-R06", "under": ["FW-R05"]}],
            },
            {
                "name": "Bob",
                "leader": "FW-Y00",
                "life": 5,
                "hand": ["FW-Y01"] * 4,
                "energy": ["FW-Y01"] * 4,
                "battle": ["FW-Y05"],
            },
        ]
    }
    scene.game = build_position(doc, default_pool())
    scene.viewer = 0
    app.frame()
    rects = card_rects(scene)
    state = scene.game.state
    click(app, rects[state.leaders[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, Attack) or "act:0"))
    if pending_kind(scene.game) == "block":
        for _ in range(3):
            app.frame()
    hand = state.zone("hand", 0)
    click(app, card_rects(scene)[hand[0]].center)
    click(app, centre(scene.buttons(), "act:0"))
    assert state.zone("combo", 0), "the combo did not land"
    click(app, card_rects(scene)[state.leaders[0]].center)
    save(app, shots, "fusion_battle_combo_awakened")


def test_a_puzzle_played_at_the_table(tmp_path: Path, shots: Path) -> None:
    import yaml

    from game.files.paths import game_cards
    from game.files.yaml_lines import LineLoader
    from game.games.fusion_world.actions import Activate, UseExtra
    from game.games.fusion_world.scenario import build_position

    path = game_cards("fusion_world") / "puzzles" / "palm_lethal.yaml"
    doc = yaml.load(path.read_text(encoding="utf-8"), Loader=LineLoader)
    app = make_app(tmp_path)
    game = build_position(doc, default_pool())
    scene = FusionTableScene(
        app, default_pool(), [], game.core.names, [False, True], 0, start=game, goal="Goal: win this turn"
    )
    app.push(scene)
    app.frame()
    state = scene.game.state
    click(app, card_rects(scene)[state.leaders[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, Attack) or "act:0"))
    click(app, card_rects(scene)[state.leaders[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, Activate) or "act:0"))
    click(app, card_rects(scene)[state.zone("hand", 0)[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, UseExtra) or "act:0"))
    save(app, shots, "fusion_puzzle")
    for _ in range(10):
        app.frame()
    assert scene.auto_passes >= 1, "going on was all Ann could do in the attack step: the table went on for her"
    assert scene.game.over and scene.game.core.winner == 0
    over = app.stack.top
    assert isinstance(over, GameOverScene) and "new" not in {b.key for b in over.buttons()}  # a written position
    click(app, centre(over.buttons(), "menu"))
    assert app.stack.top is not scene


def test_rule_3_4_the_player_clicks_the_energy_that_pays(tmp_path: Path, shots: Path) -> None:
    from game.games.fusion_world.actions import PlayCard
    from game.games.fusion_world.scenario import build_position

    doc = {
        "players": [
            {"name": "Ann", "leader": "FW-R00", "hand": ["FW-R02"], "energy": ["FW-R01", "FW-B07", "FW-G02"]},
            {"name": "Bob", "leader": "FW-B00"},
        ]
    }
    game = build_position(doc, default_pool())
    app = make_app(tmp_path)
    scene = FusionTableScene(app, default_pool(), [], ["Ann", "Bob"], [False, True], 0, start=game)
    app.push(scene)
    app.frame()
    red, blue, green = game.state.zone("energy", 0)
    card = game.state.zone("hand", 0)[0]
    rects = card_rects(scene)
    click(app, rects[blue].center)
    click(app, rects[green].center)
    click(app, rects[card].center)
    click(app, centre(scene.buttons(), button_for(scene, PlayCard) or "act:0"))
    assert "rule 3.4.2" in scene.notice and game.state.zone("hand", 0) == [card]  # no red among them: refused
    click(app, rects[blue].center)  # unmark blue, mark red
    click(app, rects[red].center)
    assert scene.marked == {red, green}
    save(app, shots, "fusion_energy_choice")
    click(app, rects[card].center)
    click(app, centre(scene.buttons(), button_for(scene, PlayCard) or "act:0"))
    assert game.state.zone("battle", 0) == [card] and scene.marked == set()
    assert {red, green} <= game.state.exhausted and blue not in game.state.exhausted


def test_a_card_chosen_from_the_drop_area_is_a_button(tmp_path: Path) -> None:
    from game.games.fusion_world.actions import UseExtra
    from game.games.fusion_world.scenario import build_position

    doc = {
        "players": [
            {"name": "Ann", "leader": "FW-R00", "hand": ["FW-R19"], "energy": ["FW-R01"], "drop": ["FW-R01"]},
            {"name": "Bob", "leader": "FW-B00"},
        ]
    }
    game = build_position(doc, default_pool())
    app = make_app(tmp_path)
    scene = FusionTableScene(app, default_pool(), [], ["Ann", "Bob"], [False, True], 0, start=game)
    app.push(scene)
    app.frame()
    click(app, card_rects(scene)[game.state.zone("hand", 0)[0]].center)
    click(app, centre(scene.buttons(), button_for(scene, UseExtra) or "act:0"))
    assert pending_kind(game) == "target"
    labels = [label for label, _ in scene.choices()]
    assert "Target Tobi the Spark" in labels
    click(app, centre(scene.buttons(), f"act:{labels.index('Target Tobi the Spark')}"))
    assert [game.state.cards[i] for i in game.state.zone("hand", 0)] == ["FW-R01"]

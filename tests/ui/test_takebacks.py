"""Take-backs at a hot-seat table, through posted pygame events: asked of the other player on a
screen with no hand, accepted or refused; refused outright once the taker has seen a card hidden
from them when they acted. Undo in a practice game takes back only one's own move."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame

from game.games.bakugan.rules.actions import Energize, PlayCard
from game.games.bakugan.rules.frames import decision_of
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.table import TableScene
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.takeback import TakeBackScene
from tests.helpers import fixture_catalog
from tests.ui.driver import click, key, make_app, spot
from tests.ui.positions import brawl_spec, scenario_session


def _hot_seat(tmp_path: Path, bob_stops: bool) -> tuple[App, TableScene]:
    """Ann and Bob at one screen in the Power step, Ann with priority and the screen."""
    app = make_app(tmp_path, fixture_catalog())
    if not bob_stops:
        app.settings.stops = ["power"]  # no stop when an opponent plays a card: Bob is passed for
    spec = brawl_spec()
    spec["players"][0]["hand"].append("ts-12")  # Insight
    table = TableScene(app, scenario_session(spec))
    app.stack.clear_to(table)
    app.frame()
    assert isinstance(app.stack.top, HandOverScene)
    key(app, pygame.K_RETURN)
    assert table.viewer == 0 and table.handed_to == 0
    return app, table


def _play(app: App, table: TableScene, name: str) -> None:
    game = table.game
    iid = next(i for i in game.state.players[0].hand if game.card(i).name == name)
    click(app, spot(table, Hit("hand", iid)))
    if table.choice is not None:  # a selection: click the first highlighted Bakugan
        target = sorted((h for h in table.highlights() if h.kind == "bakugan"), key=repr)[0]
        click(app, spot(table, target))
    assert any(isinstance(a, PlayCard) and a.card == iid for a in table.session.actions)


def _side_button(table: TableScene, key_: str) -> tuple[int, int]:
    return next(b.rect.center for b in table.side_buttons if b.key == key_ and b.enabled)


def _answer(app: App, answer: str) -> None:
    scene = app.stack.top
    assert isinstance(scene, TakeBackScene), scene
    click(app, next(b.rect.center for b in scene.buttons() if b.key == answer))


def test_a_take_back_accepted_by_the_other_player_replays_without_it(tmp_path: Path) -> None:
    app, table = _hot_seat(tmp_path, bob_stops=False)
    before = table.game.state.state_hash()
    _play(app, table, "Power Up")  # Ann keeps priority after playing (1.14)
    app.frame()
    assert table.viewer == 0 and table.game.state.state_hash() != before
    click(app, _side_button(table, "takeback"))
    scene = app.stack.top
    assert isinstance(scene, TakeBackScene) and scene.plan.taker == 0 and scene.plan.asked == [1]
    assert any("Power Up" in line for line in scene.plan.undone)
    _answer(app, "accept:1")
    assert table.game.state.state_hash() == before and not table.session.actions
    assert table.message is not None and "Ann took back" in table.message[0]
    app.frame()
    assert isinstance(app.stack.top, HandOverScene), "Ann's hand shows again only after a hand-over"


def test_a_take_back_asked_from_the_hand_over_screen_can_be_refused(tmp_path: Path) -> None:
    app, table = _hot_seat(tmp_path, bob_stops=True)
    _play(app, table, "Power Up")
    key(app, pygame.K_SPACE)  # Ann passes: Bob may respond, so the screen is to be handed to him
    app.frame()
    handover = app.stack.top
    assert isinstance(handover, HandOverScene) and handover.seat == 1
    played = len(table.session.actions)
    click(app, handover.take_back.rect.center)
    _answer(app, "refuse:1")
    assert len(table.session.actions) == played
    assert table.message is not None and "Bob refused Ann's take-back" in table.message[0]
    app.frame()
    again = app.stack.top
    assert isinstance(again, HandOverScene) and again.seat == 1


def test_a_take_back_is_refused_once_the_taker_saw_new_hidden_cards(tmp_path: Path) -> None:
    """Ann plays Insight (draw 2) and passes; Bob is passed for; Insight completes and Ann, with
    priority again, has seen two cards that were hidden when she passed. Taking the pass back
    would let her choose again knowing them: refused, naming no card."""
    app, table = _hot_seat(tmp_path, bob_stops=False)
    hand_before = set(table.game.state.players[0].hand)
    _play(app, table, "Insight")
    key(app, pygame.K_SPACE)
    app.frame()
    assert table.viewer == 0 and table.game.to_act() == 0
    drawn = set(table.game.state.players[0].hand) - hand_before
    assert len(drawn) == 2
    actions = len(table.session.actions)
    click(app, _side_button(table, "takeback"))
    assert app.stack.top is table, "no request is put to Bob"
    assert len(table.session.actions) == actions
    assert table.message is not None
    words = table.message[0]
    assert "cannot take back" in words and "2 cards hidden before" in words, words
    assert not any(table.game.card(i).name in words for i in drawn)


def test_undo_in_a_practice_game_takes_back_only_your_own_move(tmp_path: Path) -> None:
    from tests.ui.test_table_actions import new_session, open_table

    session = new_session(practice=True)
    app, table = open_table(tmp_path, session)
    while decision_of(table.game.pending()) == "place_core":
        cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")[0]
        click(app, table.layout.cells[cell])
    first = table.viewer
    iid = next(iter(table.layout.hand))
    click(app, spot(table, Hit("hand", iid)))  # the first player Energizes
    assert session.actions[-1] == Energize(seat=first, card=iid)
    app.frame()
    second = table.viewer
    assert second != first
    assert not session.can_undo(second), "the other player cannot take back the first one's move"
    assert not any(b.key == "undo" and b.enabled for b in table.side_buttons)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert session.actions[-1] == Energize(seat=first, card=iid)

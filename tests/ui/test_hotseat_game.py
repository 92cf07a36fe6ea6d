"""Whole games at the hot-seat table, driven only by posted pygame events (mouse and keys)."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.sim.replay_file import load_replay
from game.games.bakugan.sim.runner import replay
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.new_game import NewGameScene
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from game.ui.menu import MenuScene
from game.ui.save_dialog import SaveDialog
from tests.ui.driver import HumanAtTable, WithButtons, click, key, make_app, play_until, post, type_text


def _button(scene: object, key_: str) -> tuple[int, int]:
    assert isinstance(scene, WithButtons), scene
    buttons = scene.buttons()
    return next((b.rect.centerx, b.rect.centery) for b in buttons if b.key == key_)


def _start_from_menu(
    tmp_path: Path, players: int, computer: list[bool], seed: int, handover: bool = True
) -> tuple[App, TableScene]:
    app = make_app(tmp_path)
    app.roll_model = ProbabilisticRollModel()
    app.push(MenuScene(app))
    app.frame()
    if not handover:  # Settings -> hand-over screen off -> Back
        click(app, _button(app.stack.top, "settings"))
        click(app, _button(app.stack.top, "handover"))
        click(app, _button(app.stack.top, "back"))
        assert not app.settings.handover
    click(app, _button(app.stack.top, "new"))
    setup_scene = app.stack.top
    assert isinstance(setup_scene, NewGameScene)
    click(app, _button(setup_scene, f"count:{players}"))
    for seat in range(players):
        while setup_scene.rows[seat].computer != computer[seat]:  # Human -> Computer -> Hard computer -> Human
            click(app, _button(setup_scene, f"kind:{seat}"))
        click(app, _button(setup_scene, f"next:{seat}"))  # a different deck for each
    # rename seat 1 by typing
    click(app, setup_scene.rows[0].name.rect.center)
    for _ in range(5):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Alice")
    key(app, pygame.K_RETURN)
    setup_scene.seed = seed
    click(app, _button(setup_scene, "start"))
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene), app.stack.scenes
    assert table.game.state.players[0].name == "Alice"
    assert table.session.computer == computer
    return app, table


def _finish_and_save_replay(app: App, table: TableScene, human: HumanAtTable) -> None:
    play_until(app, human, lambda: isinstance(app.stack.top, GameOverScene))
    game = table.game
    assert game.over and game.state.winner is not None
    over = app.stack.top
    click(app, _button(over, "replay"))
    dialog = app.stack.top
    assert isinstance(dialog, SaveDialog)
    for _ in range(40):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "final")
    key(app, pygame.K_RETURN)
    assert dialog.saved_to, dialog.note
    setup, actions, data = load_replay(Path(dialog.saved_to))
    assert replay(setup, table_catalog(app), actions).state.state_hash() == data["final_hash"]
    key(app, pygame.K_ESCAPE)
    click(app, _button(over, "menu"))
    assert isinstance(app.stack.top, MenuScene)


def test_two_humans_play_a_whole_game_with_the_mouse(tmp_path: Path) -> None:
    app, table = _start_from_menu(tmp_path, 2, [False, False], seed=11)
    human = HumanAtTable(app, seed=3)
    _finish_and_save_replay(app, table, human)
    st = human.stats
    assert st.handovers >= 2, st
    assert st.throws_by_drag >= 2, st
    assert st.targets_clicked >= 1, st
    assert st.flips_played >= 1, st
    assert any(r.throws for r in table.session.rolls)
    dragged = [t for r in table.session.rolls for t in r.throws.values() if t is not None]
    assert dragged, "every throw came from a drag, so none is the model's typical throw"
    # the autosave is a complete game that loads again
    assert (tmp_path / "saves" / "autosave.json").exists()


def test_four_players_two_humans_two_computers(tmp_path: Path) -> None:
    app, table = _start_from_menu(tmp_path, 4, [False, True, False, True], seed=5)
    human = HumanAtTable(app, seed=8)
    _finish_and_save_replay(app, table, human)
    st = human.stats
    assert st.handovers >= 1 and st.throws_by_drag >= 1, st
    assert st.flips_played >= 1 and st.targets_clicked >= 1, st
    assert table.game.state.seats == 4
    out = [p for p in table.game.state.players if p.out]
    assert len(out) == 3, "a four-player game ends when one player is left (rule 8.2.4)"


@pytest.mark.parametrize("handover", [True, False])
def test_handover_screen_can_be_turned_off(tmp_path: Path, handover: bool) -> None:
    app, table = _start_from_menu(tmp_path, 2, [False, False], seed=2, handover=handover)
    human = HumanAtTable(app, seed=1)
    seen = False
    for _ in range(300):
        seen = seen or isinstance(app.stack.top, HandOverScene)
        human.step()
        if table.game.state.turn >= 2:
            break
    assert seen == handover
    if not handover:  # open hands: the table simply shows whoever acts
        table.update(0.0)
        assert table.viewer == table.game.to_act() or not table.session.is_human(table.game.to_act())


def test_a_hand_stays_hidden_while_a_computer_acts_between_humans(tmp_path: Path) -> None:
    app, table = _start_from_menu(tmp_path, 3, [False, True, False], seed=4)
    human = HumanAtTable(app, seed=2)
    play_until(app, human, lambda: table.session.computer_to_act() and table.handed_to is not None)
    assert table.hand_hidden()
    spot = next(iter(table.layout.hand.values()), None)
    if spot is not None:
        post(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0))
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.center, rel=(0, 0), buttons=(0, 0, 0)))
        assert table.hovered_card() is None, "no zoom of a hidden hand"

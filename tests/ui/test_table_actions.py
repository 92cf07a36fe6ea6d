"""Each kind of decision taken at the table with real pygame events, and what the table refuses."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.actions import Energize, Pass, PlaceCore, Target
from game.games.bakugan.rules.frames import decision_of
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.discard_view import DiscardScene
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.load_game import LoadScene
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.gameover import GameOverScene
from game.ui.menu import MenuScene
from game.ui.pause import PauseScene
from game.ui.save_dialog import SaveDialog
from tests.helpers import fixture_catalog, fixture_deck
from tests.ui.driver import click, drag, key, make_app, post, spot, type_text
from tests.ui.positions import brawl_spec, scenario_session


def open_table(tmp_path: Path, session: GameSession, catalog: Catalog | None = None) -> tuple[App, TableScene]:
    app = make_app(tmp_path, catalog or fixture_catalog())
    app.settings.handover = False
    app.settings.auto_pass = False  # each test takes its decisions itself
    app.push(MenuScene(app))
    table = TableScene(app, session)
    table.handed_to = table.viewer
    app.push(table)
    app.frame()
    return app, table


def new_session(practice: bool = False, computer: list[bool] | None = None) -> GameSession:
    setup = GameSetup(seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=7)
    return GameSession.new(
        setup, fixture_catalog(), computer or [False, False], practice=practice, roll_model=ProbabilisticRollModel()
    )


def button(table: TableScene, key_: str) -> tuple[int, int]:
    return next(b.rect.center for b in [*table.buttons, *table.side_buttons] if b.key == key_)


def card_named(table: TableScene, seat: int, name: str) -> int:
    game = table.game
    return next(i for i in game.state.players[seat].hand if game.card(i).name == name)


def test_placing_cores_at_setup_only_on_highlighted_cells(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, new_session())
    game = table.game
    assert decision_of(game.pending()) == "place_core"
    legal_cells = {h.ref for h in table.highlights() if h.kind == "cell"}
    assert legal_cells == {(0, 0)}  # rule 1.4.3: the first core goes in the middle
    click(app, table.layout.cells[(0, 0)])
    assert isinstance(table.session.actions[-1], PlaceCore)
    # the next seat places next to it: a cell not touching the field is refused (nothing happens)
    far = max(table.layout.cells, key=lambda c: abs(c[0]) + abs(c[1]))
    before = len(table.session.actions)
    if far not in {h.ref for h in table.highlights() if h.kind == "cell"}:
        click(app, table.layout.cells[far])
        assert len(table.session.actions) == before
    cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")[0]
    post(pygame.MOUSEMOTION, pos=table.layout.cells[cell], rel=(0, 0), buttons=(0, 0, 0))
    app.frame()  # the hovered legal cell shows the core about to be placed
    click(app, table.layout.cells[cell])
    assert len(game.state.field) == 2


def test_energize_select_and_undo_in_a_practice_game(tmp_path: Path) -> None:
    session = new_session(practice=True, computer=[False, True])
    app, table = open_table(tmp_path, session)
    while decision_of(table.game.pending()) == "place_core":
        app.frame()  # the computer places its cores
        cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")
        if cell and table.my_move():
            click(app, table.layout.cells[cell[0]])
    while not table.my_move():
        app.frame()
    assert decision_of(table.game.pending()) == "energize"
    seat = table.viewer
    iid = next(iter(table.layout.hand))
    click(app, spot(table, Hit("hand", iid)))
    assert Energize(seat=seat, card=iid) in session.actions
    assert iid in table.game.state.players[seat].charged
    click(app, button(table, "undo"))  # the computer's moves after it are taken back too
    assert iid in table.game.state.players[seat].hand, "undo replays every action but the last"
    click(app, button(table, "no_energize"))
    assert Energize(seat=seat, card=None) in session.actions
    for _ in range(5):
        app.frame()  # the computer energizes
    assert decision_of(table.game.pending()) == "select"
    bid = next(h.ref for h in table.highlights() if h.kind == "bakugan")
    click(app, spot(table, Hit("bakugan", bid)))
    assert bid in table.game.state.this_turn.selected.values()


def test_an_unplayable_card_says_why_with_the_rule(tmp_path: Path) -> None:
    spec = brawl_spec()
    spec["players"][0]["energy"] = {"charged": 0, "uncharged": 0}
    app, table = open_table(tmp_path, scenario_session(spec))
    power_up = card_named(table, 0, "Power Up")
    assert Hit("hand", power_up) not in table.highlights()
    click(app, spot(table, Hit("hand", power_up)))
    assert table.message is not None
    assert "Can't play Power Up" in table.message[0] and "rule 7.8.1" in table.message[0]
    assert not table.session.actions


def test_x_cost_is_chosen_with_buttons(tmp_path: Path) -> None:
    spec = brawl_spec()
    spec["players"][0]["hand"] = ["ts-17", "ts-10"]
    app, table = open_table(tmp_path, scenario_session(spec))
    click(app, spot(table, Hit("hand", card_named(table, 0, "X Strike"))))
    assert table.choice is not None and table.choice.question == "x"
    click(app, button(table, "x:3"))
    entry = table.game.state.batch[-1]
    assert entry.x == 3 and len(table.game.state.players[0].charged) == 2  # 5 charged, 3 uncharged to pay X


def test_evo_trigger_with_a_target_is_put_on_the_batch(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, scenario_session(brawl_spec()))
    click(app, spot(table, Hit("hand", card_named(table, 0, "Hyper Testoid"))))
    assert table.game.state.batch, "one legal Bakugan for the Evo: no question asked"
    for _ in range(4):
        if decision_of(table.game.pending()) == "trigger":
            break
        key(app, pygame.K_SPACE)
    assert decision_of(table.game.pending()) == "trigger"
    trigger = next(b.key for b in table.buttons if b.key.startswith("trigger:"))
    click(app, button(table, trigger))
    assert table.choice is not None and table.choice.question == "target"
    click(app, spot(table, Hit("bakugan", 3)))  # Bob's open Bulwark
    assert table.game.state.batch[-1].target == ["bakugan", 3]


def test_discard_down_to_seven(tmp_path: Path) -> None:
    spec = brawl_spec(step="reset")
    spec["players"][0]["hand"] = ["ts-12"] * 9
    app, table = open_table(tmp_path, scenario_session(spec))
    assert decision_of(table.game.pending()) == "discard"
    assert "discard" in table.prompt.text
    for _ in range(2):
        iid = next(h.ref for h in table.highlights() if h.kind == "hand")
        click(app, spot(table, Hit("hand", iid)))
    discards = [e for e in table.game.state.log if e.rule == "4.3.2" and "discards" in e.text]
    assert len(discards) == 2  # down to seven; then the next turn begins and Ann draws


def test_forfeit_needs_a_second_click_and_ends_the_game(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, scenario_session(brawl_spec()))
    click(app, button(table, "forfeit"))
    assert not table.game.over and table.forfeit_armed
    click(app, button(table, "forfeit"))
    assert table.game.over and table.game.state.winner == 1
    app.frame()
    assert isinstance(app.stack.top, GameOverScene)


def test_discard_pile_browse_zoom_and_resize(tmp_path: Path) -> None:
    app, table = open_table(tmp_path, scenario_session(brawl_spec()))
    click(app, table.layout.discard[1].center)
    assert isinstance(app.stack.top, DiscardScene)
    post(pygame.MOUSEMOTION, pos=(130, 170), rel=(0, 0), buttons=(0, 0, 0))
    app.frame()
    key(app, pygame.K_ESCAPE)
    assert app.stack.scenes[-1] is table
    post(
        pygame.MOUSEMOTION,
        pos=spot(table, Hit("hand", card_named(table, 0, "Weaken"))),
        rel=(0, 0),
        buttons=(0, 0, 0),
    )
    app.frame()
    hovered = table.hovered_card()
    assert hovered is not None and hovered.name == "Weaken"
    post(pygame.VIDEORESIZE, w=1600, h=900, size=(1600, 900))
    app.frame()
    assert table.layout.size == (1600, 900)
    post(pygame.VIDEORESIZE, w=800, h=500, size=(800, 500))  # smaller than the table allows
    app.frame()
    assert table.layout.size == (1024, 600)
    assert all(table.layout.main.contains(r) for r in table.layout.hand.values())
    post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    app.frame()


def test_save_by_name_load_and_continue(tmp_path: Path) -> None:
    session = new_session(computer=[False, True])
    app, table = open_table(tmp_path, session)
    for _ in range(30):
        if decision_of(table.game.pending()) != "place_core" or not table.my_move():
            app.frame()
            continue
        cell = sorted(h.ref for h in table.highlights() if h.kind == "cell")[0]
        click(app, table.layout.cells[cell])
    state_hash = table.game.state.state_hash()
    click(app, button(table, "menu"))
    assert isinstance(app.stack.top, PauseScene)
    click(app, next(b.rect.center for b in app.stack.top.buttons() if b.key == "save"))
    dialog = app.stack.top
    assert isinstance(dialog, SaveDialog)
    for _ in range(30):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "my game")
    key(app, pygame.K_RETURN)
    assert (tmp_path / "saves" / "my_game.json").exists(), dialog.note
    key(app, pygame.K_ESCAPE)
    click(app, button(table, "menu"))
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "menu"))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    assert (tmp_path / "saves" / "autosave.json").exists()
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "load"))
    loader = app.stack.top
    assert isinstance(loader, LoadScene)
    index = next(i for i, p in enumerate(loader.files) if p.stem == "my_game")
    click(app, next(b.rect.center for b in loader.buttons() if b.key == f"file:{index}"))
    loaded = app.stack.find(TableScene)
    assert isinstance(loaded, TableScene) and loaded is not table
    assert loaded.game.state.state_hash() == state_hash
    assert loaded.session.computer == [False, True]
    assert [type(s).__name__ for s in app.stack.scenes] == ["MenuScene", "TableScene"]
    # continue: the autosave opens the last game
    fresh = MenuScene(app)
    app.stack.clear_to(fresh)
    click(app, next(b.rect.center for b in fresh.buttons() if b.key == "continue"))
    assert isinstance(app.stack.find(TableScene), TableScene)


def test_roll_on_the_physics_table_animates_the_recorded_paths(tmp_path: Path) -> None:
    physics = pytest.importorskip("game.physics")
    spec = brawl_spec(step="roll", selected={0: 1, 1: 1})
    spec["players"][0]["bakugan"] = {0: {"open": True, "cores": ["core-4"]}}
    spec["players"][1]["bakugan"] = {0: {"open": True, "cores": ["core-12"]}}
    session = scenario_session(spec)
    session.roll_model = physics.PhysicsRollModel()
    app, table = open_table(tmp_path, session)
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    centre = proj.to_px((0.0, 0.0))
    drag(app, start, (start[0] - (centre[0] - start[0]) // 3, start[1] + 110))
    assert session.game.state.this_turn.throws[0] is not None
    click(app, button(table, "typical_throw"))  # Bob lets the thrower model throw for him
    app.frame()
    assert table.anim is not None and session.rolls[-1].tracks, "the physics recorded each Bakugan's path"
    assert all(len(ball.path) > 3 for ball in table.anim.balls)
    key(app, pygame.K_SPACE)  # skip the animation
    app.frame()
    assert table.anim is None


def test_an_activated_ability_of_a_hero_with_a_target(tmp_path: Path) -> None:
    from game.games.bakugan.cards.catalog import CARDS_DIR, load_catalog
    from game.games.bakugan.rules.actions import Activate
    from game.games.bakugan.scenario.position import build_scenario
    from tests.helpers import FIXTURES

    catalog = load_catalog(
        CARDS_DIR, files=[FIXTURES / "test_set.yaml", Path(__file__).parent / "fixtures" / "ui_set.yaml"]
    )
    spec = brawl_spec()
    spec["players"][0]["heroes"] = ["ui-1"]
    game = build_scenario(spec, catalog)
    session = GameSession(game, [False, False], roll_model=ProbabilisticRollModel())
    app, table = open_table(tmp_path, session)
    hero = game.state.players[0].heroes[0]
    assert Hit("hero", hero) in table.highlights()
    click(app, spot(table, Hit("hero", hero)))
    assert table.choice is not None and table.choice.question == "target"
    click(app, table.layout.tokens[3])  # Bob's open Bulwark on the field
    assert session.actions[-1] == Activate(seat=0, card=hero, ability=0, target=Target("bakugan", 3))
    assert game.state.batch[-1].kind == "ability"


def test_auto_pass_when_a_human_can_play_nothing(tmp_path: Path) -> None:
    spec = brawl_spec()
    spec["players"][0]["energy"] = {"charged": 0, "uncharged": 0}
    spec["players"][0]["heroes"] = []
    session = scenario_session(spec)
    app = make_app(tmp_path, fixture_catalog())
    app.settings.handover = False
    assert app.settings.auto_pass, "on by default"
    table = TableScene(app, session)
    app.push(table)
    app.frame()
    assert session.actions and session.actions[0] == Pass(seat=0)
    assert table.message is not None and "auto-pass" in table.message[0]


def test_closing_the_window_autosaves_the_current_position(tmp_path: Path) -> None:
    session = new_session()
    app, table = open_table(tmp_path, session)
    click(app, table.layout.cells[(0, 0)])
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.frame()
    assert not app.running
    again = GameSession.load(tmp_path / "saves" / "autosave.json", fixture_catalog())
    assert again.game.state.state_hash() == session.game.state.state_hash()

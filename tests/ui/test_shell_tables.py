"""What the table shell gives every game, through real pygame events: a hot-seat game through the
shell's hand-over screen with nothing hidden shown to whoever may be looking (Fusion World and
Battle Monsters here; Bakugan's in test_hotseat_leaks.py; Toy Battle hides nothing, so two people
play it on the shared screen with no hand-over at all); Escape on the hand-over screen opens the
pause menu, which goes back to the hand-over screen; F1 shows the game's own help; the pause menu
asks before a game nothing saves is left; a forfeit asks, then ends the game."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.games.bakugan.decks import load_deck as load_bakugan_deck
from game.games.bakugan.decks import ready_decks as bakugan_ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.ui.table import MonstersTableScene, open_monsters_table
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.match import load_decks
from game.games.fusion_world.ui.table import FusionTableScene, open_fusion_table
from game.games.toy_battle.ui.table import ToyTableScene, open_toy_table
from game.games.toy_figures import toy_teams
from game.roll.probabilistic import ProbabilisticRollModel
from game.ui.app import App
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.core_table import CoreTable
from game.ui.gameover import GameOverScene
from game.ui.handover import HandOverScene
from game.ui.help_overlay import HelpOverlay
from game.ui.menu import MenuScene
from game.ui.pause import PauseScene
from game.ui.table_shell import TableShell
from game.ui.takeback import TakeBackScene
from tests.helpers import fixture_catalog
from tests.ui import test_fusion_table, test_monsters_table, test_toy_table
from tests.ui.card_secrets import Sight, watching_cards
from tests.ui.driver import click, key, make_app, top_buttons, top_scene
from tests.ui.positions import brawl_spec, scenario_session
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]

FW_PUBLIC = ("leader", "energy", "battle", "combo", "drop", "resolving")


def fusion_sight(table: TableShell) -> Sight:
    assert isinstance(table, FusionTableScene)
    game = table.game
    s = game.state
    public = {i for seat in (0, 1) for zone in FW_PUBLIC for i in s.zone(zone, seat)}
    public |= {i for top in list(public) for i in s.zone("under", top)}
    own = {seat: set(s.zone("hand", seat)) for seat in (0, 1)}
    return Sight({iid: game.card(iid).name for iid in s.cards}, public, own)


def monsters_sight(table: TableShell) -> Sight:
    assert isinstance(table, MonstersTableScene)
    game = table.game
    s = game.state
    public = {i for seat in (0, 1) for i in s.zone("graveyard", seat)}
    public |= {i for seat in (0, 1) for i in s.field_of(seat) if s.visible(i)}
    own = {seat: set(s.zone("hand", seat)) | set(s.field_of(seat)) for seat in (0, 1)}
    pending = game.pending()
    if pending is not None and pending.kind == "graveyard":  # rule 2.4: the seat picks from its own deck
        own[pending.seat] |= set(s.zone("supply", pending.seat))
    return Sight({iid: game.card(iid).name for iid in s.owner}, public, own)


def fusion_hot_seat(app: App) -> TableShell:
    return open_fusion_table(app, default_pool(), load_decks(None), ["Ann", "Bob"], [False, False], 11)


def monsters_hot_seat(app: App) -> TableShell:
    decks = [load_deck(p) for p in ready_decks()]
    return open_monsters_table(app, decks[:2], ["Ann", "Bo"], [False, False], seed=4)


def toy_hot_seat(app: App) -> ToyTableScene:
    open_toy_table(app, toy_teams(None, ["Ann", "Bob"]), [False, False], seed=3)
    table = app.stack.top
    assert isinstance(table, ToyTableScene)
    return table


def fusion_move(app: App, table: TableShell) -> None:
    assert isinstance(table, FusionTableScene)
    test_fusion_table.human_move(app, table)


def monsters_move(app: App, table: TableShell) -> None:
    assert isinstance(table, MonstersTableScene)
    test_monsters_table.human_move(app, table)


def play_watched(app: App, table: TableShell, move: Callable[[App, TableShell], None], frames: int) -> None:
    """People play both seats through the screen: the hand-over screen's button, then the table."""
    for _ in range(frames):
        if table.game_over():
            return
        top = app.stack.top
        if isinstance(top, HandOverScene):
            click(app, top.button.rect.center)
        elif top is table and table.screen_ready():
            move(app, table)
        else:
            app.frame()


@pytest.mark.parametrize(
    ("open_table", "sight", "move"),
    [(fusion_hot_seat, fusion_sight, fusion_move), (monsters_hot_seat, monsters_sight, monsters_move)],
    ids=["fusion-world", "battle-monsters"],
)
def test_a_hot_seat_game_through_the_shells_hand_over_shows_nothing_hidden(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    open_table: Callable[[App], TableShell],
    sight: Callable[[TableShell], Sight],
    move: Callable[[App, TableShell], None],
) -> None:
    app = make_app(tmp_path)
    table = open_table(app)
    with watching_cards(app, monkeypatch, sight) as watcher:
        play_watched(app, table, move, 4000)
    assert table.game_over(), "the game did not reach its end"
    assert watcher.checks > 50 and watcher.handovers > 4, (watcher.checks, watcher.handovers)
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])


def test_toy_battle_hides_nothing_so_two_people_play_it_on_the_shared_screen(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = toy_hot_seat(app)
    handovers = 0
    for _ in range(600):
        if table.game_over():
            break
        handovers += isinstance(app.stack.top, HandOverScene)
        if table.human_to_act() is not None:
            assert table.public_screen()  # both people are looking: nothing is hidden anyway
            test_toy_table.human_move(app, table)
        else:
            app.frame()
    assert table.game_over() and handovers == 0
    while table.show is not None:  # the last roll comes to rest before the game-over screen
        app.frame()
    app.frame()
    assert isinstance(app.stack.top, GameOverScene)


OPENERS = [fusion_hot_seat, monsters_hot_seat]
TITLES: dict[Callable[[App], TableShell], str] = {
    fusion_hot_seat: "Fusion World: help",
    monsters_hot_seat: "Battle Monsters: help",
}


def reach_handover(app: App) -> HandOverScene:
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            return top
        app.frame()
    raise AssertionError("no hand-over screen")


@pytest.mark.parametrize("open_table", OPENERS, ids=["fusion-world", "battle-monsters"])
def test_escape_on_the_hand_over_screen_opens_the_pause_menu_and_f1_the_games_help(
    tmp_path: Path, shots: Path, open_table: Callable[[App], TableShell]
) -> None:
    app = make_app(tmp_path)
    table = open_table(app)
    handover = reach_handover(app)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene) and pause.table is table
    assert {"resume", "save", "settings", "help", "forfeit", "menu"} <= {b.key for b in pause.buttons()}
    save(app, shots, f"shell_pause_on_handover_{table.name}")
    key(app, pygame.K_F1)
    help_screen = app.stack.top
    assert isinstance(help_screen, HelpOverlay) and help_screen.page.title == TITLES[open_table]
    save(app, shots, f"shell_help_{table.name}")
    key(app, pygame.K_ESCAPE)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "resume"))
    assert app.stack.top is handover  # back where it was: nothing of either hand shown
    key(app, pygame.K_RETURN)
    assert top_scene(app) is table and table.viewer == handover.seat


def test_f1_at_each_table_shows_that_games_help(tmp_path: Path) -> None:
    expected = {
        fusion_hot_seat: "Fusion World: help",
        monsters_hot_seat: "Battle Monsters: help",
        toy_hot_seat: "Toy Battle: help",
    }
    for open_table, title in expected.items():
        app = make_app(tmp_path / title.split(":")[0])
        table = open_table(app)
        app.frame()
        key(app, pygame.K_RETURN)  # take the screen when it is handed over
        key(app, pygame.K_F1)
        shown = app.stack.top
        assert isinstance(shown, HelpOverlay) and shown.page.title == title and shown.page == table.help_page()


def test_leaving_a_game_nothing_saves_asks_first(tmp_path: Path) -> None:
    """A Bakugan scenario position is neither autosaved nor opened again from the table: Main menu on
    its pause menu asks, and Keep playing stays."""
    app = make_app(tmp_path, fixture_catalog())
    app.push(MenuScene(app))
    table = TableScene(app, scenario_session(brawl_spec()))
    app.push(table)
    app.frame()
    assert table.loses_on_leave()
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "menu"))
    asked = app.stack.top
    assert isinstance(asked, ConfirmDialog)
    click(app, next(b.rect.center for b in asked.buttons() if b.key == "stay"))
    assert table in app.stack.scenes and not isinstance(app.stack.top, MenuScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "menu"))
    click(app, next(b.rect.center for b in top_buttons(app) if b.key == "leave"))
    assert isinstance(app.stack.top, MenuScene) and len(app.stack.scenes) == 1


def bakugan_hot_seat(app: App) -> TableShell:
    decks = [load_bakugan_deck(p) for p in bakugan_ready_decks()[:2]]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=7)
    session = GameSession.new(
        setup, table_catalog(app), [False, False], roll_model=ProbabilisticRollModel(), autosave=False
    )
    table = TableScene(app, session)
    app.push(table)
    return table


@pytest.mark.parametrize("open_table", [bakugan_hot_seat, fusion_hot_seat, monsters_hot_seat, toy_hot_seat])
def test_a_forfeit_from_the_pause_menu_asks_then_ends_the_game_and_a_new_one_deals_the_same_seats(
    tmp_path: Path, open_table: Callable[[App], TableShell]
) -> None:
    app = make_app(tmp_path)
    table = open_table(app)
    for _ in range(200):  # to a person's own screen
        app.frame()
        key(app, pygame.K_RETURN)
        if app.stack.top is table and table.screen_ready():
            break
    seat = table.viewer
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "forfeit"))
    asked = app.stack.top
    assert isinstance(asked, ConfirmDialog) and table.seat_name(seat) in asked.title
    click(app, next(b.rect.center for b in asked.buttons() if b.key == "forfeit"))
    app.frame()
    assert table.game_over() and table.seat_won(1 - seat)
    over = app.stack.top
    assert isinstance(over, GameOverScene) and over.result.winner == 1 - seat
    click(app, next(b.rect.center for b in over.buttons() if b.key == "new"))
    fresh = app.stack.top if isinstance(app.stack.top, TableShell) else app.stack.find(TableShell)
    assert isinstance(fresh, type(table)) and fresh is not table and not fresh.game_over()
    assert [fresh.seat_name(s) for s in (0, 1)] == [table.seat_name(s) for s in (0, 1)]
    assert fresh.human_seats() == [0, 1]


def to_a_hand_over(
    app: App, table: TableShell, move: Callable[[App, TableShell], None], grantable: bool
) -> HandOverScene:
    """People play until a hand-over screen at which the previous player's take-back can (or
    cannot) be granted."""
    for _ in range(3000):
        top = app.stack.top
        if isinstance(top, HandOverScene) and top.taker is not None:
            if isinstance(table.plan_take_back(), str) != grantable:
                return top
            click(app, top.button.rect.center)
        elif isinstance(top, HandOverScene):
            click(app, top.button.rect.center)
        elif top is table and table.screen_ready():
            move(app, table)
        else:
            app.frame()
    raise AssertionError("no such hand-over screen")


@pytest.mark.parametrize(
    ("open_table", "move"),
    [(fusion_hot_seat, fusion_move), (monsters_hot_seat, monsters_move)],
    ids=["fusion-world", "battle-monsters"],
)
def test_a_take_back_asked_on_the_hand_over_screen_and_accepted(
    tmp_path: Path, open_table: Callable[[App], TableShell], move: Callable[[App, TableShell], None]
) -> None:
    app = make_app(tmp_path)
    table = open_table(app)
    handover = to_a_hand_over(app, table, move, grantable=True)
    plan = table.plan_take_back()
    assert not isinstance(plan, str)
    taker = plan.taker
    assert handover.seat != taker and handover.take_back.label.startswith(f"{table.seat_name(taker)}: take back")
    assert isinstance(table, CoreTable)
    before = type(table.game)
    click(app, handover.take_back.rect.center)
    asking = app.stack.top
    assert isinstance(asking, TakeBackScene) and asking.plan == plan and asking.plan.asked == [1 - taker]
    click(app, next(b.rect.center for b in asking.buttons() if b.key == f"accept:{1 - taker}"))
    assert len(table.actions) == plan.index and type(table.game) is before
    again = reach_handover(app)  # the taker's decision again, behind the hand-over screen
    assert again.seat == taker and table.to_act() == taker


@pytest.mark.parametrize(
    ("open_table", "move"),
    [(fusion_hot_seat, fusion_move), (monsters_hot_seat, monsters_move)],
    ids=["fusion-world", "battle-monsters"],
)
def test_a_take_back_after_seeing_a_hidden_card_is_refused_naming_nothing(
    tmp_path: Path, open_table: Callable[[App], TableShell], move: Callable[[App, TableShell], None]
) -> None:
    app = make_app(tmp_path)
    table = open_table(app)
    handover = to_a_hand_over(app, table, move, grantable=False)
    assert isinstance(table, CoreTable)
    played = len(table.actions)
    click(app, handover.take_back.rect.center)
    assert len(table.actions) == played
    assert table.message is not None and "has since seen" in table.message[0] and table.message_public
    assert isinstance(reach_handover(app), HandOverScene)  # the screen is handed over again


def first_private_move(app: App, table: TableShell, move: Callable[[App, TableShell], None]) -> tuple[int, str]:
    """The first person to act takes the screen and makes a move; (their seat, the state before it)."""
    for _ in range(300):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            click(app, top.button.rect.center)
        elif top is table and table.screen_ready():
            break
        else:
            app.frame()
    assert isinstance(table, CoreTable)
    seat, before = table.viewer, table.game.state.state_hash()
    acted = len(table.actions)
    while len(table.actions) == acted:
        move(app, table)
    return seat, before


def test_toy_battle_take_back_from_the_pause_menu(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    table = toy_hot_seat(app)

    def toy_move(app: App, table: TableShell) -> None:
        assert isinstance(table, ToyTableScene)
        test_toy_table.human_move(app, table)

    taker, before = first_private_move(app, table, toy_move)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, next(b.rect.center for b in pause.buttons() if b.key == "takeback"))
    asking = app.stack.top
    assert isinstance(asking, TakeBackScene) and asking.plan.taker == taker
    click(app, next(b.rect.center for b in asking.buttons() if b.key == f"accept:{1 - taker}"))
    assert app.stack.top is table and table.game.state.state_hash() == before

"""Battle Monsters screens driven through real pygame events: the shell's new-game screen with
its house rules (1.1) and the strong computer, and the puzzles from the main menu's Puzzles, solved and
failed at the table, which says so."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

from game.games.battle_monsters.actions import Skip
from game.games.battle_monsters.puzzle import shipped_puzzles, solve_win_this_turn
from game.games.battle_monsters.ui.new_game import MonstersNewGame
from game.games.battle_monsters.ui.table import MonstersTableScene
from game.ui.app import App
from game.ui.games_menu import GamesMenu
from game.ui.menu import MenuScene
from game.ui.new_game import NewGameScreen
from game.ui.pick_dialog import PickDialog
from game.ui.puzzle_menu import prefix
from tests.ui.driver import click, make_app
from tests.ui.test_monsters_table import act_on_screen
from tests.ui.test_screenshots import save, shots

MONSTERS = prefix("battle-monsters")  # how the Puzzles chooser keys a Battle Monsters puzzle

__all__ = ["shots"]


def press(app: App, scene: NewGameScreen | MonstersTableScene, key: str) -> None:
    click(app, next(b.rect.center for b in scene.buttons() if b.key == key))


def test_rule_1_1_new_game_with_house_rules_and_the_strong_computer(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path / "data")
    menu = GamesMenu(app)
    app.push(menu)
    app.frame()
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "monsters"))
    screen = app.stack.top
    assert isinstance(screen, NewGameScreen) and isinstance(screen.spec, MonstersNewGame)
    press(app, screen, "house:lives")  # 5 -> 3
    press(app, screen, "house:graveyard")  # 2 -> 0
    press(app, screen, "kind:1")  # the computer -> the strong computer
    assert "Starting lives: 3 (house rule)" in [b.label for b in screen.buttons()]
    save(app, shots, "33_monsters_new_game_house_rules")
    press(app, screen, "start")
    table = app.stack.top
    assert isinstance(table, MonstersTableScene)
    assert table.levels == ["", "strong"] and table.game.state.house.lives == 3 and table.game.state.lives == [3, 3]
    assert "house rules (not official)" in table.title_words()


def test_a_deck_too_short_for_the_rules_is_refused_by_rule(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data")
    folder = tmp_path / "data" / "monsters_decks"
    folder.mkdir(parents=True)
    (folder / "short.yaml").write_text("name: Short\ncards:\n  bm-001: 20\n", encoding="utf-8")
    screen = NewGameScreen(app, MonstersNewGame())
    app.push(screen)
    while screen.choices[screen.rows[0].deck].name != "Short":
        press(app, screen, "next:0")
    press(app, screen, "start")
    assert app.stack.top is screen and screen.error == "Short: rule 2.1: the deck has 20 cards; it needs at least 30"
    for _ in range(2):
        press(app, screen, "house:deck_min")  # 30 -> 20 -> 25
    press(app, screen, "start")
    assert "needs at least 25 (house rule)" in screen.error
    press(app, screen, "house:deck_min")  # -> 40
    press(app, screen, "house:deck_min")  # -> 30 (back to the start of the values)
    press(app, screen, "house:deck_min")  # -> 20
    press(app, screen, "start")
    assert isinstance(app.stack.top, MonstersTableScene)


def open_puzzle(app: App, path: Path) -> MonstersTableScene:
    menu = MenuScene(app)
    app.push(menu)
    app.frame()
    click(app, next(b.rect.center for b in menu.buttons() if b.key == "puzzles"))
    chooser = app.stack.top
    assert isinstance(chooser, PickDialog)
    row = chooser.row_of(MONSTERS + str(path))
    assert row is not None, "the Battle Monsters puzzles are listed in the Puzzles chooser"
    click(app, row.center)
    table = app.stack.top
    assert isinstance(table, MonstersTableScene) and table.puzzle is not None
    return table


def test_every_puzzle_solved_at_the_table(tmp_path: Path, shots: Path) -> None:
    app = make_app(tmp_path / "data")
    for k, path in enumerate(shipped_puzzles()):
        table = open_puzzle(app, path)
        if k == 0:
            save(app, shots, "34_monsters_puzzle")
        line = solve_win_this_turn(table.game)
        assert line is not None
        for action in line:
            assert table.outcome() == ""
            act_on_screen(app, table, action)
        assert table.outcome() == "solved" and table.ending_words() == "Puzzle solved!"
        assert [b.key for b in table.buttons()] == ["again", "menu"]
        if k == 0:
            save(app, shots, "35_monsters_puzzle_solved")
        press(app, table, "menu")


def test_a_puzzle_failed_then_tried_again(tmp_path: Path) -> None:
    app = make_app(tmp_path / "data")
    table = open_puzzle(app, shipped_puzzles()[0])
    act_on_screen(app, table, Skip())
    assert table.outcome() == "failed" and "failed" in table.ending_words()
    logged = len(table.game.core.log)
    for _ in range(5):
        app.frame()
    assert len(table.game.core.log) == logged  # the puzzle is over: the computer does not play on
    press(app, table, "again")
    again = app.stack.top
    assert isinstance(again, MonstersTableScene) and again is not table and again.outcome() == ""

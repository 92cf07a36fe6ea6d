"""`play --scenario FILE` for a Battle Monsters puzzle or plain position (`game: battle-monsters`): the
file read and the seats chosen before any window, then the table opened as the command opens it,
played by events. A plain position (no goal) is a game from that position, hot-seat by default."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pytest

from game.cli import main
from game.games.battle_monsters.actions import Attack, Skip
from game.games.battle_monsters.commands import read_play_scenario
from game.games.battle_monsters.puzzle import shipped_puzzles, solve_win_this_turn
from game.ui.menu import MenuScene
from game.ui.monsters_launch import open_play_scenario
from game.ui.monsters_table import MonstersTableScene
from tests.ui.driver import click, make_app
from tests.ui.test_monsters_table import act_on_screen
from tests.ui.test_screenshots import save, shots

__all__ = ["shots"]

PUZZLE = shipped_puzzles()[0]


def open_table(tmp_path: Path, *extra: str) -> MonstersTableScene:
    computer = [int(a) for a in extra if a.isdigit()]
    read = read_play_scenario(PUZZLE, computer, "--hotseat" in extra)
    assert not isinstance(read, int)
    app = make_app(tmp_path / "data")
    open_play_scenario(app, *read)
    app.frame()
    table = app.stack.top
    assert isinstance(table, MonstersTableScene) and isinstance(app.stack.find(MenuScene), MenuScene)
    return table


def test_a_puzzle_opens_at_the_table_with_the_computer_defending_and_is_solved(tmp_path: Path, shots: Path) -> None:
    table = open_table(tmp_path)
    assert table.puzzle is not None and table.puzzle.path == str(PUZZLE)
    assert table.computer == [seat != table.puzzle.seat for seat in range(2)]
    assert f"Puzzle: {table.puzzle.name}" in table.title_words()
    save(table.app, shots, "36_monsters_play_scenario")
    line = solve_win_this_turn(table.game)
    assert line is not None
    for action in line:
        act_on_screen(table.app, table, action)
    assert table.outcome() == "solved" and table.ending_words() == "Puzzle solved!"


def test_hotseat_puzzle_keeps_people_at_both_seats_when_tried_again(tmp_path: Path) -> None:
    table = open_table(tmp_path, "--hotseat")
    assert table.computer == [False, False]
    act_on_screen(table.app, table, Skip())
    assert table.outcome() == "failed"
    if table.handover is not None:  # the turn passed to the other person: their hand stays hidden till they say
        click(table.app, next(b.rect.center for b in table.buttons() if b.key == "ready"))
    click(table.app, next(b.rect.center for b in table.buttons() if b.key == "again"))
    again = table.app.stack.top
    assert isinstance(again, MonstersTableScene) and again is not table
    assert again.computer == [False, False] and again.outcome() == ""


def test_computer_seats_named_on_the_command_line(tmp_path: Path) -> None:
    table = open_table(tmp_path, "1")
    assert table.computer == [True, False]


@pytest.mark.parametrize(
    ("text", "printed", "code"),
    [
        (
            "game: battle-monsters\nname: x\n",
            "{f}:1: neither a position nor a puzzle: a scenario lists its players (a puzzle adds a goal)",
            1,
        ),
        ("game: battle-monsters\ngoal: survive\nplayers: []\n", "{f}:1: a puzzle file has a goal (win_this_turn)", 1),
        ("game: battle-monsters\nplayers: nope\n", "{f}:1: 'players' must list exactly two players", 1),
        (
            "game: battle-monsters\ngoal: win_this_turn\nplayers: nope\n",
            "{f}:1: 'players' must list exactly two players (rule 2.3 is for two)",
            1,
        ),
        ("game: battle-monsters\ngoal: [\n", "{f}:3:", 1),
    ],
)
def test_a_scenario_file_that_cannot_be_used_is_one_line_naming_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, printed: str, code: int
) -> None:
    path = tmp_path / "puzzle.yaml"
    path.write_text(text, encoding="utf-8")
    assert main(["play", "--scenario", str(path)]) == code
    out = capsys.readouterr().out
    assert out.startswith(printed.format(f=path)) and "Traceback" not in out, out


def test_computer_seat_out_of_range_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--scenario", str(PUZZLE), "--computer", "3"]) == 2
    assert "--computer takes seat numbers 1 to 2; got 3" in capsys.readouterr().out


POSITION = """game: battle-monsters
name: Last life
active: 1
players:
  - name: Ann
    supply: [bm-001, bm-001, bm-001]
    hand: [bm-001]
    field:
      - {card: bm-003, stance: attack-visible}
  - name: Bo
    lives: 1
    supply: [bm-001, bm-001, bm-001]
    hand: [bm-106]
"""


def open_position(tmp_path: Path, *extra: str) -> MonstersTableScene:
    path = tmp_path / "last_life.yaml"
    path.write_text(POSITION, encoding="utf-8")
    read = read_play_scenario(path, [int(a) for a in extra if a.isdigit()], "--hotseat" in extra)
    assert not isinstance(read, int)
    app = make_app(tmp_path / "data")
    open_play_scenario(app, *read, path)
    app.frame()
    table = app.stack.top
    assert isinstance(table, MonstersTableScene)
    return table


def take_screen(table: MonstersTableScene, seat: int) -> None:
    assert table.handover == seat, f"expected {seat}'s hand-over page, got {table.handover}"
    click(table.app, next(b.rect.center for b in table.buttons() if b.key == "ready"))
    assert table.viewer == seat and table.handover is None


def test_a_plain_position_is_played_hot_seat_as_a_game_with_no_puzzle_banner(tmp_path: Path, shots: Path) -> None:
    table = open_position(tmp_path)
    assert table.puzzle is None and table.computer == [False, False]
    assert "Puzzle" not in table.title_words()
    take_screen(table, 1)  # Bo acts first: the screen opens on Bo's hand-over page, no hand shown before
    act_on_screen(table.app, table, Skip())  # Bo's turn ends without a win: no "Puzzle failed", play goes on
    assert table.ending_words() == "" and not table.finished()
    take_screen(table, 0)
    save(table.app, shots, "37_monsters_play_position")
    attacker = table.game.state.field_of(0)[0]
    act_on_screen(table.app, table, Attack(attacker, None))
    assert table.game.over and table.ending_words().startswith("Ann wins")
    again = {b.key: b for b in table.buttons()}["again"]
    assert again.label == "Start again"
    click(table.app, again.rect.center)
    reopened = table.app.stack.top
    assert isinstance(reopened, MonstersTableScene) and reopened is not table
    assert not reopened.game.over and reopened.handover == 1 and reopened.source == table.source


def test_a_plain_position_with_a_computer_seat(tmp_path: Path) -> None:
    table = open_position(tmp_path, "2")
    assert table.computer == [False, True] and table.handover is None and table.viewer == 0


def test_a_plain_position_opens_with_exit_code_0_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "last_life.yaml"
    path.write_text(POSITION, encoding="utf-8")
    assert main(["play", "--game", "battle-monsters", "--scenario", str(path)]) == 0
    assert "a puzzle file has a goal" not in capsys.readouterr().out

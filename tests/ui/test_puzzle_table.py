"""Scenario puzzles at the table, opened the way `play --scenario FILE` opens them, played by events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.cli import build_parser, main
from game.games.bakugan.puzzle import PUZZLES_DIR, shipped_puzzles
from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.frames import PriorityFrame, decision_of
from game.ui.app import App
from game.ui.handover import HandOverScene
from game.ui.layout import Hit
from game.ui.menu import MenuScene
from game.ui.puzzle_brief import PuzzleBriefScene
from game.ui.puzzle_mode import PuzzleResultScene
from game.ui.table import TableScene
from game.ui.table_launch import open_scenario, scenario_seats
from tests.ui.driver import button_pos, click, key, make_app, spot

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
UNSOLVABLE = SCENARIOS / "puzzle_last_push_one_energy_short.yaml"  # the solver's no-answer twin, not offered
WIN, SURVIVE = PUZZLES_DIR / "win_this_turn.yaml", PUZZLES_DIR / "survive_this_turn.yaml"
PUZZLES = [*shipped_puzzles(), UNSOLVABLE]
# Last push: Wildfire (aa-38) wins the brawl, Pyrus Strike (bb-107) on a Pyrus Bakugan makes 10 damage
WIN_LINE = [("aa-38", 0, 0), ("bb-107", 0, 0)]
# Hold the line: Ice Barrier (bb-13) on Bob's Bakugan, Venom Blast (bb-135) and Toxify (bb-133) on
# Ann's: Triple Blast Cannon can negate only one of the three
SURVIVE_LINE = [("bb-13", 1, 0), ("bb-135", 0, 0), ("bb-133", 0, 0)]
# Nothing left to hold: Heat on Bob's Bakugan and Toxify on Ann's empty her hand without winning the
# brawl or shrinking the damage, so the flipped Cyndeous Shield (6 Energy with FrostStrike) is Fury
FLIP_LINE = [("aa-35", 1, 0), ("bb-133", 0, 0)]
# All together: Heat wins the brawl, Molten Helix on the Victor doubles the whole Team Attack
TEAM_LINE = [("aa-35", 0, 0), ("bb-105", 0, 0)]


def open_puzzle(app: App, path: Path, *extra: str) -> TableScene:
    """The table as `play --scenario` opens it; a puzzle's brief is read and closed with Enter."""
    args = build_parser().parse_args(["play", "--scenario", str(path), *extra])
    computer = scenario_seats(args.scenario, args.computer, args.hotseat)
    assert isinstance(computer, list)
    app.push(MenuScene(app))
    open_scenario(app, args.scenario, computer)
    app.frame()
    if isinstance(app.stack.top, PuzzleBriefScene):
        key(app, pygame.K_RETURN)
    assert app.stack.find(PuzzleBriefScene) is None
    table = app.stack.find(TableScene)
    assert isinstance(table, TableScene)
    return table


def play_out(app: App, plan: list[tuple[str, int, int]], limit: int = 900) -> PuzzleResultScene:
    """As the human: play each planned card (card id, then the seat and index of the Bakugan it
    targets) when it can be played, and a flipped Flip card when offered; otherwise pass with Space;
    until the puzzle's verdict shows."""
    for _ in range(limit):
        top = app.stack.top
        if isinstance(top, PuzzleResultScene):
            return top
        assert isinstance(top, TableScene)
        if top.anim is not None:
            click(app, top.layout.field.center)
            continue
        if not top.my_move():
            app.frame()
            continue
        game = top.game
        pending = game.pending()
        assert pending is not None and game.to_act() not in (None, CHANCE)
        if decision_of(pending) == "flip" and button_pos(top, "flip_play") is not None:
            click(app, button_pos(top, "flip_play") or (0, 0))
            continue
        if isinstance(pending, PriorityFrame) and plan and top.choice is None:
            card_id, seat, index = plan[0]
            me = game.state.players[top.viewer]
            playable = {a.card for a in top.legal() if hasattr(a, "card")}
            iid = next((i for i in me.hand if game.state.cards[i].card_id == card_id and i in playable), None)
            if iid is not None:
                plan.pop(0)
                click(app, spot(top, Hit("hand", iid)))
                if top.choice is not None:
                    click(app, spot(top, Hit("bakugan", game.state.players[seat].bakugan[index])))
                continue
        key(app, pygame.K_SPACE)
    raise AssertionError("the puzzle was never decided")


@pytest.fixture
def app(tmp_path: Path) -> App:
    return make_app(tmp_path)


@pytest.mark.parametrize("path", PUZZLES, ids=[p.stem for p in PUZZLES])
def test_each_shipped_puzzle_opens_at_its_position_with_the_goal_shown(app: App, path: Path) -> None:
    table = open_puzzle(app, path)
    assert table.puzzle is not None and table.puzzle.banner.startswith("Puzzle: ")
    human = table.puzzle.player
    assert table.session.human_seats() == [human]
    assert table.viewer == human
    assert table.game.state.step.value == "power"
    app.draw()


def test_the_known_solution_solves_win_this_turn_and_retry_reloads(app: App, tmp_path: Path) -> None:
    table = open_puzzle(app, WIN)
    assert table.puzzle is not None and "win this turn" in table.puzzle.banner
    result = play_out(app, list(WIN_LINE))
    assert result.title == "Puzzle solved"
    assert table.game.state.winner == 0
    shots = Path(os.environ.get("BAKUGAN_SCREENSHOT_DIR", tmp_path))
    app.draw()
    pygame.image.save(app.screen, str(shots / "19_puzzle.png"))
    click(app, next(b for b in result.buttons() if b.key == "retry").rect.center)
    fresh = app.stack.top
    assert isinstance(fresh, TableScene) and fresh is not table
    assert not fresh.puzzle_judged and fresh.game.state.winner is None and len(fresh.session.actions) == 0


def test_a_wrong_line_does_not_reach_the_goal(app: App) -> None:
    open_puzzle(app, WIN)
    result = play_out(app, [("aa-38", 0, 0), ("aa-39", 0, 0)])  # Wreathed in Flame: 9 damage, Bob keeps his last card
    assert result.title == "Goal not reached"
    assert result.note == "The turn ended."


def test_the_unsolvable_twin_is_not_reached_by_playing_the_solution(app: App) -> None:
    open_puzzle(app, UNSOLVABLE)
    result = play_out(app, list(WIN_LINE))  # four Energy: Pyrus Strike cannot be paid for after Wildfire
    assert result.title == "Goal not reached"


def test_the_known_solution_survives_the_computers_attack(app: App) -> None:
    table = open_puzzle(app, SURVIVE)
    assert table.puzzle is not None and table.viewer == 1
    result = play_out(app, list(SURVIVE_LINE))
    assert result.title == "Puzzle solved", result.note
    game = table.game
    assert not game.state.players[1].out and game.state.turn == 2
    played = {game.state.cards[i].card_id for i in game.state.players[1].discard}
    assert {"bb-13", "bb-135", "bb-133"} <= played


@pytest.mark.parametrize(
    ("name", "line", "shown"),
    [
        ("win_with_a_flip", FLIP_LINE, "Ann plays Cyndeous Shield"),
        ("win_with_a_team_attack", TEAM_LINE, "Team Attack"),
    ],
)
def test_the_known_solution_wins_the_flip_and_team_attack_puzzles(
    app: App, name: str, line: list[tuple[str, int, int]], shown: str
) -> None:
    table = open_puzzle(app, PUZZLES_DIR / f"{name}.yaml")
    result = play_out(app, list(line))
    assert result.title == "Puzzle solved", result.note
    assert table.game.state.winner == 0
    assert any(shown in str(entry) for entry in table.game.state.log)


def test_surviving_needs_the_right_answers(app: App) -> None:
    open_puzzle(app, SURVIVE)
    result = play_out(app, [])  # Bob answers nothing: Wildfire wins the brawl for 7 against 3 cards
    assert result.title == "Goal not reached"
    assert result.note == "Ann won the game."


def test_hotseat_flag_leaves_every_seat_to_people(app: App) -> None:
    table = open_puzzle(app, SURVIVE, "--hotseat")
    assert table.session.human_seats() == [0, 1]


def test_a_broken_file_prints_file_and_line_and_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "broken.yaml"
    bad.write_text("name: broken\ngoal: {kind: win_this_turn, player: 0}\nposition:\n  players: [1\n")
    assert main(["play", "--scenario", str(bad)]) == 1
    out = capsys.readouterr().out
    assert f"{bad}:" in out and "Traceback" not in out


def test_the_files_rolls_answer_the_roll_the_table_reaches(app: App) -> None:
    path = SCENARIOS / "5_13_2_retracting_player_places_cores_back.yaml"  # both Bakugan open on chosen cores
    table = open_puzzle(app, path)
    assert table.puzzle is not None and table.puzzle.banner.startswith("Scenario: ")
    assert table.session.human_seats() == [0, 1]  # no goal: hot-seat
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, HandOverScene):
            key(app, pygame.K_RETURN)
        elif table.game.state.step.value == "power" and table.anim is None:
            break
        elif table.anim is not None:
            click(app, table.layout.field.center)
        elif button_pos(table, "typical_throw") is not None:
            click(app, button_pos(table, "typical_throw") or (0, 0))
        else:
            app.frame()
    game = table.game
    assert game.state.step.value == "power"
    assert table.session.scripted_rolls == []
    assert game.stats(game.state.players[0].bakugan[0]).bp == 1050
    assert game.stats(game.state.players[1].bakugan[0]).bp == 700

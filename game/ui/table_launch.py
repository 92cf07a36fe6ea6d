"""Bakugan's table opener, the `open_table` its registry entry names: a plan from
game/games/bakugan/commands/play.py opened over the main menu. A saved game and a scenario are
read here (by the table's own readers) before any window opens, so a damaged file is one line
and exit code 1 with or without a display."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.commands.play import AnalysisPlan, MenuPlan, NewGamePlan, ScenarioPlan
from game.games.bakugan.scenario.file import ScenarioFileError
from game.games.bakugan.sim.replay_file import ReplayFileError, replay_checked
from game.games.registry import SavedGame
from game.ui import saves
from game.ui.launch import run_over_menu


def open_table(plan: object) -> int:
    if isinstance(plan, MenuPlan):
        return run_over_menu(lambda app: None)
    if isinstance(plan, NewGamePlan):
        return run_over_menu(lambda app: _new_game(app, plan))
    if isinstance(plan, SavedGame):
        return _saved_game(plan.path or saves.autosave_path())
    if isinstance(plan, ScenarioPlan):
        computer = scenario_seats(plan.path, plan.computer, plan.hotseat)
        if isinstance(computer, int):
            return computer
        return run_over_menu(lambda app: open_scenario(app, plan.path, computer))
    if isinstance(plan, AnalysisPlan):
        return run_over_menu(lambda app: _analysis(app, plan), catalog=plan.analysis.catalog)
    raise TypeError(f"not a Bakugan table plan: {plan!r}")


def _new_game(app: Any, plan: NewGamePlan) -> None:
    from game.ui.session import GameSession
    from game.ui.table import TableScene

    session = GameSession.new(
        plan.setup, app.catalog, plan.computer, practice=plan.practice, players=plan.players, throws=plan.throws
    )
    app.push(TableScene(app, session))


def _saved_game(path: Path) -> int:
    """The save read and replayed before any window: a damaged one is one line and exit 1 (with the
    previous autosave offered when the autosave is damaged)."""
    try:
        saved = saves.read_game(path)
        replay_checked(path, saved.setup, saved.actions, default_catalog())
    except ReplayFileError as exc:
        print(f"{exc}{saves.damaged_autosave_hint(path)}")
        return 1
    except CatalogError as exc:
        print(exc)
        return 1

    def push(app: Any) -> None:
        from game.ui.session import GameSession
        from game.ui.table import TableScene

        app.push(TableScene(app, GameSession.load(path, app.catalog)))

    return run_over_menu(push)


def scenario_seats(path: Path, computer: list[int], hotseat: bool) -> list[bool] | int:
    """Which seats the computer plays, or an exit code after printing what is wrong with the file."""
    from game.ui.puzzle_mode import load_puzzle, puzzle_seats

    try:
        game, puzzle = load_puzzle(path, default_catalog())
    except (ScenarioFileError, CatalogError) as exc:
        print(exc)
        return 1
    bad = [n for n in computer if not 1 <= n <= game.state.seats]
    if bad:
        print(f"--computer takes seat numbers 1 to {game.state.seats}; got {bad}")
        return 2
    return puzzle_seats(game, puzzle, computer, hotseat)


def open_scenario(app: Any, path: Path, computer: list[bool]) -> None:
    """The scenario's table (and a puzzle's brief over it)."""
    from game.ui.puzzle_brief import open_puzzle_table
    from game.ui.puzzle_mode import puzzle_session

    session, puzzle = puzzle_session(path, app.catalog, computer)
    open_puzzle_table(app, session, puzzle)


def _analysis(app: Any, plan: AnalysisPlan) -> None:
    from game.ui.analysis import AnalysisScene

    scene = AnalysisScene(app, plan.analysis)
    if plan.at is not None:
        scene.jump(plan.at)
    app.push(scene)

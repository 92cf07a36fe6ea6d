"""Fusion World's table opener, the `open_table` its registry entry names: a plan from
game/games/fusion_world/commands.py opened over the main menu; and the menu's own way in."""

from __future__ import annotations

from typing import Any

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.commands import FwNewGame, FwPosition
from game.games.fusion_world.save_file import FwSaveError, read_save
from game.games.registry import SavedGame
from game.ui.analysis.spec import AnalysedFile
from game.ui.launch import run_over_menu


def open_table(plan: object) -> int:
    if isinstance(plan, FwNewGame):
        return run_over_menu(lambda app: _new_game(app, plan))
    if isinstance(plan, SavedGame):
        return _saved_game(plan)
    if isinstance(plan, FwPosition):
        return run_over_menu(lambda app: _position(app, plan))
    if isinstance(plan, AnalysedFile):
        from game.games.fusion_world.ui.analysis import SPEC
        from game.ui.analysis.scene import run_analysis

        return run_analysis(SPEC, plan.path, plan.at)
    raise TypeError(f"not a Fusion World table plan: {plan!r}")


def _new_game(app: Any, plan: FwNewGame) -> None:
    from game.games.fusion_world.ui.table import open_fusion_table

    open_fusion_table(app, default_pool(), plan.decks, plan.names, plan.computer, plan.seed, levels=plan.levels)


def _saved_game(plan: SavedGame) -> int:
    """The save read and replayed before any window: a damaged one is one line and exit 1."""
    from game.games.fusion_world.ui.saves import FOLDER

    path = plan.path or FOLDER.autosave_path()
    try:
        read_save(path, default_pool())
    except FwSaveError as exc:
        print(exc)
        return 1
    return run_over_menu(lambda app: FOLDER.open(app, path))


def _position(app: Any, plan: FwPosition) -> None:
    from game.games.fusion_world.ui.table import FusionTableScene

    game = plan.game
    table = FusionTableScene(
        app, default_pool(), [], list(game.core.names), plan.computer, 0, start=game, goal=plan.goal, puzzle=plan.puzzle
    )
    app.push(table)

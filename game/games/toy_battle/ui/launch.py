"""Toy Battle's table opener, the `open_table` its registry entry names: a plan from
game/games/toy_commands.py opened over the main menu (a new game, or a saved game's analysis)."""

from __future__ import annotations

from game.games.toy_commands import ToyNewGame
from game.ui.analysis.spec import AnalysedFile
from game.ui.launch import run_over_menu


def open_table(plan: object) -> int:
    if isinstance(plan, AnalysedFile):
        from game.games.toy_battle.ui.analysis import SPEC
        from game.ui.analysis.scene import run_analysis

        return run_analysis(SPEC, plan.path, plan.at)
    if not isinstance(plan, ToyNewGame):
        raise TypeError(f"not a Toy Battle table plan: {plan!r}")
    from game.games.toy_battle.ui.table import open_toy_table

    return run_over_menu(lambda app: open_toy_table(app, plan.teams, plan.computer, plan.seed))

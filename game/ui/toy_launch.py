"""Toy Battle's table opener, the `open_table` its registry entry names: a plan from
game/games/toy_commands.py opened over the main menu."""

from __future__ import annotations

from game.games.toy_commands import ToyNewGame
from game.ui.launch import run_over_menu


def open_table(plan: object) -> int:
    if not isinstance(plan, ToyNewGame):
        raise TypeError(f"not a Toy Battle table plan: {plan!r}")
    from game.ui.toy_table import open_toy_table

    return run_over_menu(lambda app: open_toy_table(app, plan.teams, plan.computer, plan.seed))

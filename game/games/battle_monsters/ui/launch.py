"""Battle Monsters' table opener, the `open_table` its registry entry names: a plan from
game/games/battle_monsters/commands.py opened over the main menu; and the menu's own way in."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.games.battle_monsters.commands import BmNewGame, BmPosition
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.puzzle import BmPuzzle
from game.ui.analysis.spec import AnalysedFile
from game.ui.launch import run_over_menu


def open_table(plan: object) -> int:
    if isinstance(plan, BmNewGame):
        return run_over_menu(lambda app: _new_game(app, plan))
    if isinstance(plan, BmPosition):
        push = lambda app: open_play_scenario(app, plan.game, plan.puzzle, plan.computer, plan.source)  # noqa: E731
        return run_over_menu(push, menu=False)
    if isinstance(plan, AnalysedFile):
        from game.games.battle_monsters.ui.analysis import SPEC
        from game.ui.analysis.scene import run_analysis

        return run_analysis(SPEC, plan.path, plan.at)
    raise TypeError(f"not a Battle Monsters table plan: {plan!r}")


def _new_game(app: Any, plan: BmNewGame) -> None:
    from game.games.battle_monsters.ui.table import open_monsters_table

    open_monsters_table(app, plan.decks, plan.names, plan.computer, plan.seed, house=plan.house, levels=plan.levels)


def open_play_scenario(
    app: Any, game: BattleMonsters, puzzle: BmPuzzle | None, computer: list[bool], source: Path | None = None
) -> None:
    """The main menu with the scenario's table over it: a puzzle's table says when it is solved or
    failed; a plain position is played on as a game (Start again reopens `source`), two people
    starting behind the shell's hand-over screen of whoever acts first."""
    from game.games.battle_monsters.ui.table import MonstersTableScene
    from game.ui.menu import MenuScene

    app.push(MenuScene(app))
    where = str(source) if source is not None and puzzle is None else ""
    app.push(MonstersTableScene(app, [], game.names, computer, 0, position=game, puzzle=puzzle, source=where))

"""Bakugan's side of the analysis mode's save dialog (game/ui/analysis/dialogs.py): a line saved as
a game the Load menu opens, and also as a scenario `scenario check` runs or as a puzzle."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.games.bakugan.scenario.writer import position_doc, write_scenario
from game.games.bakugan.ui import saves
from game.games.bakugan.ui.puzzles.mode import GOAL_WORDS
from game.ui.analysis.dialogs import SaveLineDialog
from game.ui.app import App

if TYPE_CHECKING:
    from game.games.bakugan.ui.analysis.scene import AnalysisScene


class AnalysisSaveDialog(SaveLineDialog):
    """Save the shown line up to the shown action: as a game, a scenario or a puzzle."""

    where = "Games open from Load; puzzles from Puzzles; scenarios with play --scenario FILE."

    def __init__(self, app: App, scene: AnalysisScene) -> None:
        super().__init__(app, scene)
        self.table = scene

    def kinds(self) -> list[tuple[str, str, bool]]:
        side = self.table.game.name(self.table.viewer)
        open_still = not self.table.game.over  # a puzzle needs something left to decide
        out = [("game", "Save as a game", True), ("scenario", "Save as a scenario", True)]
        return out + [
            (f"puzzle:{goal}", f"Puzzle: {side} to {words}", open_still) for goal, words in GOAL_WORDS.items()
        ]

    def write(self, kind: str, typed: str) -> Path:
        scene = self.table
        name = saves.safe_name(typed)
        line, cursor = scene.line, scene.cursor
        game = line.game_at(cursor)
        if kind == "game":
            path = saves.saves_dir() / f"{name}.json"
            state = game.state
            saves.write_game(
                path, line.setup, line.actions[:cursor], state.state_hash(), state.winner, [False] * state.seats, False
            )
            return path
        title = typed.strip() or name
        about = f"{line.name}, after action {cursor} of {scene.analysis.source.name}"
        puzzle = kind.startswith("puzzle:")
        goal = {"kind": kind.split(":", 1)[1], "player": scene.viewer} if puzzle else None
        folder = saves.puzzles_dir() if puzzle else saves.scenarios_dir()
        path = folder / f"{name}.yaml"
        write_scenario(path, position_doc(game, title, about, goal))
        return path

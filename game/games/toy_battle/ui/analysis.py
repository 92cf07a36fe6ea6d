"""Toy Battle's side of the analysis mode (game/ui/analysis/): its saved game file read as its
table, the table of a game just finished copied. Nothing in Toy Battle is hidden, so it names no
hidden cards; `analyse FILE` reads the file before any window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
from game.games.toy_battle.save_file import read_save
from game.games.toy_battle.ui.saves import FOLDER, saved_table, table_save
from game.games.toy_figures import toy_pieces
from game.ui.analysis.spec import AnalysisSpec, HiddenZone, Table, prepared
from game.ui.app import App


def read_table(app: App, path: Path) -> Table:
    return saved_table(app, *read_save(path, toy_pieces()))


def copy_table(app: App, table: Any) -> Table:
    return saved_table(app, table_save(table), table.game.clone())


def hidden(_table: Any) -> list[HiddenZone]:
    return []


SPEC = AnalysisSpec(
    "toy-battle", "Toy Battle", FOLDER, read_table, copy_table, hidden, "Start: no BakuCore placed", hides=False
)


def prepare_analysis(path: Path, at: int | None) -> object | int:
    """The save read and replayed before any window: a bad one is one line and exit 1."""
    try:
        save, game = read_save(path, toy_pieces())
    except FileProblem as exc:
        print(exc)
        return 1
    return prepared(path, at, len(save.actions), game.core.turn)

"""Fusion World's side of the analysis mode (game/ui/analysis/): a saved game or replay file read
as its table, the table of a game just finished copied, and what each seat holds hidden (its hand
and its life cards, named). `analyse FILE` reads the file before any window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.replay import is_replay, read_as_save
from game.games.fusion_world.save_file import read_save
from game.games.fusion_world.ui.saves import FOLDER, saved_table, table_save
from game.ui.analysis.spec import AnalysisSpec, HiddenZone, Table, prepared
from game.ui.app import App

HIDDEN = (("hand", "hand"), ("life", "life cards"))


def read_table(app: App, path: Path) -> Table:
    pool = default_pool()
    save, game = read_as_save(path, pool) if is_replay(path) else read_save(path, pool)
    return saved_table(app, pool, save, game)


def copy_table(app: App, table: Any) -> Table:
    return saved_table(app, table.pool, table_save(table), table.game.clone())


def hidden(table: Any) -> list[HiddenZone]:
    game = table.game
    return [
        HiddenZone(seat, words, tuple(game.card(iid).name for iid in game.state.zone(zone, seat)))
        for seat in range(2)
        for zone, words in HIDDEN
    ]


SPEC = AnalysisSpec("fusion-world", "Fusion World", FOLDER, read_table, copy_table, hidden)


def prepare_analysis(path: Path, at: int | None) -> object | int:
    """The file read and replayed before any window: a bad one is one line and exit 1."""
    pool = default_pool()
    try:
        save, game = read_as_save(path, pool) if is_replay(path) else read_save(path, pool)
    except FileProblem as exc:
        print(exc)
        return 1
    return prepared(path, at, len(save.actions), game.core.turn)

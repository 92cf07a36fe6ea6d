"""Battle Monsters' side of the analysis mode (game/ui/analysis/): a saved game or replay file read
as its table, the table of a game just finished copied, and what each seat holds hidden (its hand
and its face-down cards, named; the table shows them face up too). `analyse FILE` reads the file
before any window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.errors import FileProblem
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.replay import is_replay, read_as_save
from game.games.battle_monsters.save_file import BmSave, read_save
from game.games.battle_monsters.ui.saves import FOLDER, saved_table, table_save
from game.ui.analysis.spec import AnalysisSpec, HiddenZone, Table, prepared
from game.ui.app import App


def read_file(path: Path) -> tuple[BmSave, BattleMonsters]:
    return read_as_save(path) if is_replay(path) else read_save(path)


def read_table(app: App, path: Path) -> Table:
    return saved_table(app, *read_file(path))


def copy_table(app: App, table: Any) -> Table:
    return saved_table(app, table_save(table), table.game.clone())


def hidden(table: Any) -> list[HiddenZone]:
    game = table.game
    s = game.state
    out = []
    for seat in range(2):
        out.append(HiddenZone(seat, "hand", tuple(game.card(iid).name for iid in s.zone("hand", seat))))
        down = [game.card(iid).name for iid in s.field_of(seat) if not s.visible(iid)]
        out.append(HiddenZone(seat, "face-down cards", tuple(down)))
    return out


SPEC = AnalysisSpec("battle-monsters", "Battle Monsters", FOLDER, read_table, copy_table, hidden)


def prepare_analysis(path: Path, at: int | None) -> object | int:
    """The file read and replayed before any window: a bad one is one line and exit 1."""
    try:
        save, game = read_file(path)
    except FileProblem as exc:
        print(exc)
        return 1
    return prepared(path, at, len(save.actions), game.core.turn)

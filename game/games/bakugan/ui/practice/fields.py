"""Practice core fields saved under a name in the user's folder, and read back with checks.

A file is JSON: {"kind": "practice-field", "version": 1, "name": ..., "cores": [{"id": "A",
"cell": [q, r]}, ...]}. Reading checks everything and raises FieldFileError with what is wrong,
so a damaged file is reported and the field on the table is kept. Writes are atomic.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.files.errors import FieldFileError as FieldFileError
from game.files.read import KB, check_version, load_json
from game.games.bakugan.sim.replay_file import write_json_atomic
from game.roll.hexgrid import Cell
from game.ui.saves import data_dir, safe_name

KIND = "practice-field"
VERSION = 1
MAX_FIELD_BYTES = 64 * KB
MAX_CORES = 52  # every BakuCore there is (cards/bakugan/bakucores.yaml)


def fields_dir() -> Path:
    return data_dir() / "practice_fields"


def field_path(name: str, folder: Path | None = None) -> Path:
    return (folder or fields_dir()) / f"{safe_name(name)}.json"


def save_field(name: str, field: dict[str, Cell], folder: Path | None = None) -> Path:
    path = field_path(name, folder)
    cores = [{"id": core_id, "cell": [cell[0], cell[1]]} for core_id, cell in sorted(field.items())]
    write_json_atomic(path, {"kind": KIND, "version": VERSION, "name": name.strip(), "cores": cores})
    return path


def list_fields(folder: Path | None = None) -> list[str]:
    """The saved fields' file names (without .json), alphabetically."""
    where = folder or fields_dir()
    if not where.is_dir():
        return []
    return sorted(p.stem for p in where.glob("*.json") if not p.name.startswith("."))


def load_field(stem: str, folder: Path | None = None) -> dict[str, Cell]:
    path = (folder or fields_dir()) / f"{stem}.json"
    data = load_json(path, FieldFileError, MAX_FIELD_BYTES, max_nodes=2000)
    return parse_field(data, path.name)


def parse_field(data: Any, source: str) -> dict[str, Cell]:
    if not isinstance(data, dict) or data.get("kind") != KIND:
        raise FieldFileError(source, "not a practice field file")
    check_version(data, source, FieldFileError, "practice field", VERSION)
    cores = data.get("cores")
    if not isinstance(cores, list) or not cores:
        raise FieldFileError(source, "'cores' must be a non-empty list")
    if len(cores) > MAX_CORES:
        raise FieldFileError(source, f"{len(cores)} cores; there are only {MAX_CORES}")
    field: dict[str, Cell] = {}
    for i, entry in enumerate(cores, start=1):
        core_id = entry.get("id") if isinstance(entry, dict) else None
        cell = entry.get("cell") if isinstance(entry, dict) else None
        if not isinstance(core_id, str) or not core_id:
            raise FieldFileError(source, f"core {i} has no id")
        if not (isinstance(cell, list) and len(cell) == 2 and all(type(v) is int for v in cell)):
            raise FieldFileError(source, f"core {core_id} needs a cell of two whole numbers")
        if max(abs(cell[0]), abs(cell[1]), abs(cell[0] + cell[1])) >= MAX_CORES:
            raise FieldFileError(source, f"core {core_id} at {cell[0]},{cell[1]} is off the table")
        if core_id in field:
            raise FieldFileError(source, f"core id {core_id} appears twice")
        if (cell[0], cell[1]) in field.values():
            raise FieldFileError(source, f"two cores on cell {cell}")
        field[core_id] = (cell[0], cell[1])
    return field

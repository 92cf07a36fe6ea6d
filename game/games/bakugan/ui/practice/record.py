"""The player's own practice figures, kept between sessions: throws, opens and cores held per
throwing style, so the table can show them beside a throw. A missing or unreadable file is an
empty record; a full disk loses a figure, never a game."""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass
from pathlib import Path

from game.files.errors import FileProblem
from game.files.read import KB, check_version, load_json
from game.games.bakugan.sim.replay_file import write_json_atomic
from game.roll.seam import ThrowStyle
from game.ui import saves

RECORD_VERSION = 1  # a file without `version` is version 1


@dataclass
class Figures:
    throws: int = 0
    opened: int = 0
    attached: int = 0


def record_path() -> Path:
    return saves.data_dir() / "practice_record.json"


def load(path: Path) -> dict[ThrowStyle, Figures]:
    try:
        data = load_json(path, FileProblem, 64 * KB, max_nodes=1000)
        if isinstance(data, dict):
            check_version(data, path, FileProblem, "practice record", RECORD_VERSION)
    except FileProblem:  # missing, damaged (bounded reading: game/files/read.py) or newer: a fresh record
        return {}
    out: dict[ThrowStyle, Figures] = {}
    for style in ThrowStyle:
        row = data.get(style.value) if isinstance(data, dict) else None
        if not isinstance(row, dict):
            continue
        throws, opened, attached = row.get("throws"), row.get("opened"), row.get("attached")
        if isinstance(throws, int) and isinstance(opened, int) and isinstance(attached, int):
            out[style] = Figures(max(0, throws), max(0, opened), max(0, attached))
    return out


def add(path: Path, style: ThrowStyle, opened: bool, attached: bool) -> None:
    record = load(path)
    figures = record.setdefault(style, Figures())
    figures.throws += 1
    figures.opened += int(opened)
    figures.attached += int(attached)
    with contextlib.suppress(OSError):
        write_json_atomic(path, {"version": RECORD_VERSION, **{s.value: asdict(f) for s, f in record.items()}})


def words(record: dict[ThrowStyle, Figures], style: ThrowStyle) -> str:
    """ "Your practice, rolled: opened 12 of 40 (30%), a core held 8" or "" with no practice."""
    figures = record.get(style)
    if figures is None or figures.throws == 0:
        return ""
    rate = 100 * figures.opened / figures.throws
    return (
        f"Your practice, {style.value}: opened {figures.opened} of {figures.throws} ({rate:.0f}%), "
        f"a core held {figures.attached}"
    )

"""How fast this machine plays test games next to the one the time estimates were measured on,
learned from finished deck tests and kept in a small JSON file in the data folder.

The factor is this machine's CPU time per game over the estimate's (2.0: twice as slow). A missing
file means 1.0, the estimate as measured. An unreadable or malformed one means 1.0 too, but is
reported (a MachineSpeedError naming the file and the problem: logged as a warning and shown on the
Test tab) and is written over by the next finished test; it never stops anything.
"""

from __future__ import annotations

import contextlib
import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TypeGuard

from game.files.atomic_write import write_json_atomic
from game.files.errors import MachineSpeedError
from game.files.read import KB, check_version, load_json
from game.ui.saves import data_dir

LOWEST, HIGHEST = 0.2, 10.0  # a factor outside these says more about a broken measurement than the machine
PRIOR_GAMES = 20  # a finished run of this many games moves the factor half way (in log space) to what it measured


@dataclass(frozen=True)
class MachineSpeed:
    factor: float = 1.0
    runs: int = 0  # the finished runs it was learned from; 0 until the first

    @property
    def learned(self) -> bool:
        return self.runs > 0


UNLEARNED = MachineSpeed()
MAX_SPEED_BYTES = 4 * KB
SPEED_VERSION = 1  # a file without `version` is version 1
_log = logging.getLogger(__name__)


def speed_path() -> Path:
    return data_dir() / "machine_speed.json"


def load_speed(path: Path | None = None) -> MachineSpeed:
    """The learned speed; a damaged file is logged as a warning and counts as unlearned."""
    speed, problem = read_speed(path)
    if problem is not None:
        _log.warning("%s (the time estimates use the speed as measured)", problem)
    return speed


def read_speed(path: Path | None = None) -> tuple[MachineSpeed, MachineSpeedError | None]:
    """The learned speed and, when the file exists but cannot be used, what is wrong with it."""
    path = path or speed_path()
    if not path.exists() and not path.is_symlink():
        return UNLEARNED, None
    try:
        data = load_json(path, MachineSpeedError, MAX_SPEED_BYTES, max_nodes=100)
    except MachineSpeedError as exc:
        return UNLEARNED, exc
    if not isinstance(data, dict):
        return UNLEARNED, MachineSpeedError(path, 'is not a mapping like {"factor": 1.3, "runs": 2}')
    try:
        check_version(data, path, MachineSpeedError, "machine speed", SPEED_VERSION)
    except MachineSpeedError as exc:
        return UNLEARNED, exc
    factor, runs = data.get("factor"), data.get("runs")
    if not _is_number(factor) or factor <= 0:
        return UNLEARNED, MachineSpeedError(path, f"'factor' is {str(factor)[:20]!r}, not a positive number")
    if not isinstance(runs, int) or isinstance(runs, bool) or runs < 0:
        return UNLEARNED, MachineSpeedError(path, f"'runs' is {str(runs)[:20]!r}, not a count of runs (0 or more)")
    return MachineSpeed(_clamped(float(factor)), runs), None


def save_speed(speed: MachineSpeed, path: Path | None = None) -> None:
    """Best effort: a data folder that cannot be written costs the next estimate its accuracy, nothing more."""
    with contextlib.suppress(OSError):
        write_json_atomic(path or speed_path(), {"version": SPEED_VERSION, "factor": speed.factor, "runs": speed.runs})


def learn(speed: MachineSpeed, measured_ms: float, estimated_ms: float, games: int) -> MachineSpeed:
    """The factor after a finished run of `games` games that took `measured_ms` CPU ms a game where
    the estimate (at factor 1.0) said `estimated_ms`: smoothed in log space, as speed is a ratio."""
    if games <= 0 or not (_is_number(measured_ms) and _is_number(estimated_ms)):
        return speed
    if measured_ms <= 0 or estimated_ms <= 0:
        return speed
    seen = _clamped(measured_ms / estimated_ms)
    weight = games / (games + PRIOR_GAMES)
    factor = math.exp((1 - weight) * math.log(speed.factor) + weight * math.log(seen))
    return MachineSpeed(_clamped(factor), speed.runs + 1)


def _is_number(value: object) -> TypeGuard[float]:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _clamped(factor: float) -> float:
    return min(HIGHEST, max(LOWEST, factor)) if factor > 0 else 1.0

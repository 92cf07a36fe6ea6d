"""The numbers the commands take, checked against their limits, each with its own message: a
computer player's budget (`search:N`), how many games, skills or workers, a position's place in a
replay (`--at`). The command modules and the games' player registries call these; a number out of
its limits is an OptionError (a ValueError, so the command line exits 2 naming the option), never
a traceback and never hours of work nobody asked for. Where more would only wait (workers beyond
the machine's cores), the number is brought down instead, with a note saying so."""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from typing import Final

MAX_GAMES: Final = 1_000_000  # per match-up: each game is a task held in memory until it is played
MAX_SKILLS: Final = 11  # a skill sweep plays every pair: 121 cells of --games games each
MAX_WORLDS: Final = 1_000  # a search player's sampled worlds (the strongest measured uses 12)
MAX_HORIZON: Final = 200  # turns a search looks ahead
MAX_SURE: Final = 10.0  # standard errors a search needs before it overrules its heuristic
MAX_ITERATIONS: Final = 100_000  # a tree search's iterations (Fusion World mcts: 48 by default)
MAX_BUDGET: Final = 10_000_000  # positions a puzzle solver may try
MAX_SEED: Final = 2**63  # seeds are stored in replay files, which read 64-bit whole numbers
_WHOLE: Final = re.compile(r"[0-9]+")  # ASCII digits: str.isdigit() also takes "²", which int() refuses
_DECIMAL: Final = re.compile(r"[0-9]+(\.[0-9]+)?")


class OptionError(ValueError):
    """A number on the command line out of its limits (exit code 2)."""


BLANKS: Final = " \t"  # what is trimmed around a name or number: str.strip() also drops "\x1f" and the like


def listed(spec: str) -> list[str]:
    """An option's comma-separated names (`--agents heuristic, hard`), spaces and tabs around each
    trimmed and empty ones dropped; any other character stays, to be refused by name."""
    return [name.strip(BLANKS) for name in spec.split(",") if name.strip(BLANKS)]


def whole(text: str, what: str, low: int, high: int) -> int:
    """`text` as a whole number from low to high; OptionError naming `what` otherwise."""
    digits = text.strip(BLANKS)
    if not _WHOLE.fullmatch(digits) or not low <= int(digits) <= high:
        raise OptionError(f"{what} takes a whole number from {low:,} to {high:,}, not {text[:20]!r}")
    return int(digits)


def decimal(text: str, what: str, low: float, high: float) -> float:
    number = text.strip(BLANKS)
    if not _DECIMAL.fullmatch(number) or not low <= float(number) <= high:
        raise OptionError(f"{what} takes a number from {low:g} to {high:g}, not {text[:20]!r}")
    return float(number)


def in_range(value: int, what: str, low: int, high: int) -> int:
    """A number argparse already read, within its limits."""
    if not low <= value <= high:
        raise OptionError(f"{what} takes {low:,} to {high:,}, not {value:,}")
    return value


def games(value: int) -> int:
    return in_range(value, "--games", 1, MAX_GAMES)


def seed(value: int) -> int:
    return in_range(value, "--seed", -MAX_SEED + 1, MAX_SEED - 1)


def solve_budget(value: int) -> int:
    return in_range(value, "--budget", 1, MAX_BUDGET)


def worlds(text: str, player: str) -> int:
    """The N of a search player's `NAME:N`."""
    return whole(text, f"{player}:WORLDS", 1, MAX_WORLDS)


def iterations(text: str, player: str) -> int:
    return whole(text, f"{player}:ITERATIONS", 1, MAX_ITERATIONS)


def skills(values: Sequence[float]) -> Sequence[float]:
    if len(values) > MAX_SKILLS:
        raise OptionError(f"--skills: {len(values):,} skills; a sweep takes at most {MAX_SKILLS} (it plays every pair)")
    return values


def local_workers(asked: int, tasks: int) -> tuple[int, str]:
    """--jobs brought down to the machine's cores and the run's games (more workers only wait), and
    a note when it was; OptionError below 1."""
    if asked < 1:
        raise OptionError(f"--jobs takes at least 1, not {asked:,}")
    workers = max(1, min(asked, os.cpu_count() or 1, tasks))
    if workers == asked:
        return workers, ""
    return workers, f"--jobs {asked:,}: {workers} worker{'s' if workers != 1 else ''} (one a core, at most one a game)"


def position_after(at: int | None, actions: int) -> int:
    """`--at N`: the position after N of a game's `actions` (None: the end); OptionError outside 0..actions."""
    if at is None:
        return actions
    return in_range(at, f"--at (the game has {actions:,} actions)", 0, actions)

"""What every game's `decks validate` shares: each deck read and judged by the game's rules, one
line for it (and a line per violation), exit code 1 when any cannot be read or breaks a rule."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

D = TypeVar("D")


@dataclass(frozen=True)
class Verdict:
    where: str  # the deck's file
    valid: str  # what the deck is, said when it is valid: "Aquos Flow, 40 cards"
    violations: Sequence[object]  # each broken rule, with its number


def validate_each(
    names: Sequence[str], read: Callable[[str], D], judge: Callable[[D], Verdict], unreadable: type[Exception]
) -> int:
    failed = 0
    for name in names:
        try:
            deck = read(name)
        except unreadable as exc:
            print(exc if name in str(exc) else f"{name}: {exc}")
            failed += 1
            continue
        verdict = judge(deck)
        count = len(verdict.violations)
        if count:
            failed += 1
            print(f"{verdict.where}: INVALID ({count} violation{'s' if count != 1 else ''})")
            for violation in verdict.violations:
                print(f"  - {violation}")
        else:
            print(f"{verdict.where}: valid ({verdict.valid})")
    return 1 if failed else 0


def say_illegal(decks: Iterable[D], judge: Callable[[D], Verdict]) -> bool:
    """Whether a deck breaks its game's rules, the first one said in a line naming it and each
    violation (a file the command cannot use: exit code 1)."""
    for deck in decks:
        verdict = judge(deck)
        if verdict.violations:
            print(f"{verdict.where}: not a legal deck: " + "; ".join(map(str, verdict.violations)))
            return True
    return False


def say_ready(game: str, folder: Path, ready: Sequence[tuple[Path, D]], line: Callable[[D], str]) -> int:
    """`decks list`: a line for each ready deck, its name and what `line` says of it; no ready decks
    at all is a data folder missing (exit 1), not an empty list."""
    if not ready:
        print(f"no ready {game} decks in {folder}")
        return 1
    for path, deck in ready:
        print(f"{path.stem:20s} {line(deck)}")
    return 0

"""What every card game's `cards check` and `cards show NAME` share: the summary of a check, and
the cards a name or id points to."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol, TypeVar


class Named(Protocol):
    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


C = TypeVar("C", bound=Named)


def cards_named(cards: Iterable[C], wanted: str) -> list[C]:
    """The cards whose id or name is `wanted` (any case); failing that, those whose name holds it."""
    every = list(cards)
    key = wanted.lower()
    exact = [c for c in every if key in (c.id.lower(), c.name.lower())]
    return exact or [c for c in every if key in c.name.lower()]


def show_named(cards: Iterable[C], wanted: str, game: str, lines: Callable[[C], list[str]]) -> int:
    """`cards show NAME`: the lines of each card `wanted` points to; exit 1 when none."""
    found = cards_named(cards, wanted)
    if not found:
        print(f"no {game} card {wanted!r}")
        return 1
    for card in found:
        print("\n".join(lines(card)))
    return 0


def say_checked(game: str, cards: int, folder: Path, detail: str) -> int:
    """`cards check`: how many cards load cleanly; no card files at all is no pass (exit 1)."""
    if not cards:
        print(f"no {game} card files in {folder}")
        return 1
    print(f"{cards} {game} cards load cleanly ({detail})")
    return 0

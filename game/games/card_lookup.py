"""What every card game's `cards show NAME` shares: the cards a name or id points to."""

from __future__ import annotations

from collections.abc import Iterable
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

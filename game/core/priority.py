"""Priority and a stack (a "batch" in Bakugan, the "chain" elsewhere): entries wait on the stack,
players in turn either act or pass, and when every active player has passed in a row the top
entry resolves (or, with an empty stack, the window closes)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

Entry = TypeVar("Entry")


@dataclass
class Stack(Generic[Entry]):
    """Last in, first out: `top` resolves first."""

    entries: list[Entry] = field(default_factory=list)

    def push(self, entry: Entry) -> None:
        self.entries.append(entry)

    def pop(self) -> Entry:
        return self.entries.pop()

    @property
    def top(self) -> Entry | None:
        return self.entries[-1] if self.entries else None

    def __len__(self) -> int:
        return len(self.entries)


@dataclass
class Priority:
    """Who holds priority, and how many active players have passed in a row since anyone acted.
    `order` is the seats in the order priority goes round (clockwise from the starting player)."""

    order: tuple[int, ...]
    holder: int
    passes: int = 0

    def acted(self) -> None:
        """The holder did something: everyone must pass again, and the holder keeps priority."""
        self.passes = 0

    def pass_priority(self, active: Sequence[int]) -> bool:
        """The holder passes; priority goes to the next active seat. True when every active player
        has now passed in a row (the caller resolves the stack's top or closes the window)."""
        self.passes += 1
        if self.passes >= len(active):
            return True
        self.holder = self.next_active(self.holder, active)
        return False

    def next_active(self, seat: int, active: Sequence[int]) -> int:
        at = self.order.index(seat)
        for step in range(1, len(self.order) + 1):
            candidate = self.order[(at + step) % len(self.order)]
            if candidate in active:
                return candidate
        return seat

    def restart(self, holder: int) -> None:
        """A new round of priority from `holder` (after an entry resolved)."""
        self.holder = holder
        self.passes = 0

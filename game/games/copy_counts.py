"""What every card game's deck draft shares: copies of each card counted in the order they were
added, one taken out at a time, and the deck's size."""

from __future__ import annotations


class CopyCounts:
    """A mixin for a draft dataclass whose `counts` field maps a card id to its copies."""

    counts: dict[str, int]

    def remove(self, card_id: str) -> None:
        left = self.counts.get(card_id, 0) - 1
        if left > 0:
            self.counts[card_id] = left
        else:
            self.counts.pop(card_id, None)

    @property
    def size(self) -> int:
        return sum(self.counts.values())

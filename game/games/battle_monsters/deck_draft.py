"""A Battle Monsters deck being edited: cards in and out (any number of copies, 2.1), the rules it
breaks listed live, and the YAML deck file it is saved as (atomically: the old file or the whole
new one)."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.files.atomic_write import write_text_atomic
from game.games.battle_monsters.cards import Pool
from game.games.battle_monsters.decks import BmDeck, Violation, validate
from game.games.copy_counts import CopyCounts


@dataclass
class BmDraft(CopyCounts):
    name: str = "New deck"
    plan: str = ""
    counts: dict[str, int] = field(default_factory=dict)  # in the order cards were added

    @classmethod
    def of(cls, deck: BmDeck) -> BmDraft:
        counts: dict[str, int] = {}
        for cid in deck.cards:
            counts[cid] = counts.get(cid, 0) + 1
        return cls(deck.name, deck.plan, counts)

    def add(self, card_id: str) -> None:
        self.counts[card_id] = self.counts.get(card_id, 0) + 1

    def deck(self) -> BmDeck:
        return BmDeck(self.name, self.plan, tuple(cid for cid, n in self.counts.items() for _ in range(n)))

    def problems(self, pool: Pool) -> list[Violation]:
        return validate(self.deck(), pool)

    def yaml_text(self) -> str:
        # JSON strings are valid YAML scalars and escape whatever a name holds
        lines = [f"name: {json.dumps(self.name)}", f"plan: {json.dumps(self.plan)}", "cards:"]
        lines += [f"  {cid}: {copies}" for cid, copies in self.counts.items()]
        return "\n".join(lines) + "\n"

    def save(self, folder: Path) -> Path:
        """Write the deck as FOLDER/<name>.yaml, atomically; the path written."""
        stem = re.sub(r"[^a-z0-9]+", "_", self.name.lower()).strip("_")[:60] or "deck"
        path = folder / f"{stem}.yaml"
        write_text_atomic(path, self.yaml_text())
        return path

"""A Fusion World deck being edited: a Leader, cards in and out, half-deck mode, the rules it
breaks (5.1-5.4, listed live) and the YAML file it is saved as."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.files.atomic_write import write_text_atomic
from game.games.copy_counts import CopyCounts
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck, validate_fw_deck


@dataclass
class FwDraft(CopyCounts):
    name: str = "New deck"
    leader: str = ""
    counts: dict[str, int] = field(default_factory=dict)  # in the order cards were added
    half: bool = False
    plan: str = ""

    @classmethod
    def of(cls, deck: FwDeck) -> FwDraft:
        return cls(deck.name, deck.leader, dict(deck.cards), deck.half, deck.plan)

    def add(self, card_id: str, pool: Pool) -> None:
        """A Leader card becomes the Leader (rule 5.1); any other card goes in once more (too many
        copies are allowed here and listed as a problem, as the rules tab of Bakugan's editor does)."""
        if pool[card_id].kind == "leader":
            self.leader = card_id
        else:
            self.counts[card_id] = self.counts.get(card_id, 0) + 1

    def deck(self) -> FwDeck:
        return FwDeck(self.name, self.plan, self.leader, tuple(self.counts.items()), self.half)

    def problems(self, pool: Pool) -> list[str]:
        return validate_fw_deck(self.deck(), pool)

    def yaml_text(self) -> str:
        lines = [f"name: {_quoted(self.name)}", f"plan: {_quoted(self.plan)}", f"leader: {self.leader}"]
        if self.half:
            lines.append("half: true")
        lines.append("cards:")
        lines += [f"  {card}: {copies}" for card, copies in self.counts.items()]
        return "\n".join(lines) + "\n"

    def save(self, folder: Path) -> Path:
        stem = "".join(c if c.isalnum() else "_" for c in self.name.lower()).strip("_") or "deck"
        path = folder / f"{stem}.yaml"
        write_text_atomic(path, self.yaml_text())
        return path


def _quoted(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'

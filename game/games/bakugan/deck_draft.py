"""The deck being edited: adding and removing cards, the team and its BakuCores, unsaved changes.

Nothing here refuses a card for breaking a deck-building rule: the editor shows every violation
from game.games.bakugan.decks.validate_deck, so the rules live in one place.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardType, CoreType
from game.games.bakugan.decks import DECKS_DIR, DeckList, Violation, validate_deck

TEAM_SIZE = 3  # rule 1.1.2


def empty_deck(name: str = "New deck") -> DeckList:
    return DeckList(name=name, characters=[], cores=[], cards=[])


@dataclass
class DeckDraft:
    catalog: Catalog
    deck: DeckList = field(default_factory=empty_deck)
    dirty: bool = False

    @property
    def path(self) -> Path | None:
        return self.deck.path

    def is_ready_deck(self) -> bool:
        """A deck shipped in cards/bakugan/decks: saving asks for a new name instead of writing over it."""
        return self.path is not None and self.path.resolve().parent == DECKS_DIR.resolve()

    def violations(self) -> list[Violation]:
        return validate_deck(self.deck, self.catalog)

    def copies(self, card_id: str) -> int:
        return self.deck.cards.count(card_id)

    def rename(self, name: str) -> None:
        if name != self.deck.name:
            self.deck.name = name
            self.dirty = True

    def describe(self, plan: str) -> None:
        if plan != self.deck.description:
            self.deck.description = plan
            self.dirty = True

    def add(self, card_id: str) -> str:
        """Add one copy (a Character joins the team); returns why not, or "" when added."""
        card = self.catalog.cards[card_id]
        if card.type is CardType.CHARACTER:
            if len(self.deck.characters) >= TEAM_SIZE:
                return f"The team already has {TEAM_SIZE} Characters (rule 1.1.2): remove one first."
            if card_id in self.deck.characters:
                return f"{card.name} is already on the team."
            self.deck.characters.append(card_id)
            self.fit_cores()
        else:
            cards = self.deck.cards
            last = max((i for i, c in enumerate(cards) if c == card_id), default=len(cards) - 1)
            cards.insert(last + 1, card_id)  # copies stay together, as in a deck file
        self.dirty = True
        return ""

    def remove(self, card_id: str) -> bool:
        """Take one copy out of the deck (or the Character off the team)."""
        if card_id in self.deck.characters:
            self.deck.characters.remove(card_id)
            self.fit_cores()
        elif card_id in self.deck.cards:
            cards = self.deck.cards
            del cards[len(cards) - 1 - cards[::-1].index(card_id)]
        else:
            return False
        self.dirty = True
        return True

    def needed_core_types(self) -> list[CoreType]:
        """The BakuCore indicators of the team, Character by Character (rule 1.2.3)."""
        return [t for c in self.deck.characters if c in self.catalog.cards for t in self.catalog.cards[c].core_types]

    def fit_cores(self) -> None:
        """One BakuCore per indicator, keeping the ones already chosen for a type still needed."""
        spare = list(self.deck.cores)
        fitted: list[str] = []
        for core_type in self.needed_core_types():
            kept = next((c for c in spare if c in self.catalog.cores and self.catalog.cores[c].type is core_type), None)
            if kept is not None:
                spare.remove(kept)
                fitted.append(kept)
            else:
                fitted.append(self.cores_of(core_type)[0])
        self.deck.cores = fitted

    def cores_fit_team(self) -> bool:
        """The BakuCores are one per indicator of the team (what fit_cores makes)."""
        cores = self.catalog.cores
        have = Counter(cores[c].type for c in self.deck.cores if c in cores)
        return len(self.deck.cores) == sum(have.values()) and have == Counter(self.needed_core_types())

    def cores_of(self, core_type: CoreType) -> list[str]:
        return [c.id for c in sorted(self.catalog.cores.values(), key=lambda c: c.number) if c.type is core_type]

    def cycle_core(self, index: int, step: int = 1) -> None:
        """Swap BakuCore `index` for the next (or previous) one of the same type."""
        current = self.catalog.cores.get(self.deck.cores[index])
        if current is None:
            return
        options = self.cores_of(current.type)
        self.deck.cores[index] = options[(options.index(current.id) + step) % len(options)]
        self.dirty = True

    def card_counts(self) -> Counter[str]:
        return Counter(self.deck.cards)

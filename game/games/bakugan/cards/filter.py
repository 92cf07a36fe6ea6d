"""Filtering the card catalogue: by faction, type, Energy cost, B-Power and words in the card."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CARD_ID_PATTERN, CardDef, CardType, Faction
from game.games.bakugan.cards.text import card_text
from game.games.bakugan.deck_stats import cost_bucket

_ID = re.compile(rf"^{CARD_ID_PATTERN}$")  # a card id matches only that card, not bb-13x
TYPE_ORDER = {t: i for i, t in enumerate(CardType)}


@dataclass
class CardFilter:
    """Empty sets mean "any". Costs are cost-curve columns ("0".."6", "7+", "X")."""

    factions: set[Faction] = field(default_factory=set)
    types: set[CardType] = field(default_factory=set)
    costs: set[str] = field(default_factory=set)
    min_bp: int = 0  # cards without B-Power pass only when this is 0
    text: str = ""

    def matches(self, card: CardDef) -> bool:
        if self.factions and not self.factions.intersection(card.factions):
            return False
        if self.types and card.type not in self.types:
            return False
        if self.costs and cost_bucket(card) not in self.costs:
            return False
        if self.min_bp > 0 and (card.bp is None or card.bp < self.min_bp):
            return False
        words = self.text.lower().split()
        return all(card.id == word if _ID.match(word) else word in _searchable(card) for word in words)

    def is_empty(self) -> bool:
        return not (self.factions or self.types or self.costs or self.min_bp or self.text.strip())


_SEARCHABLE: dict[str, str] = {}


def _searchable(card: CardDef) -> str:
    """Name, id, set, type and generated text, lower case (made once per card id)."""
    found = _SEARCHABLE.get(card.id)
    if found is None:
        found = f"{card.name} {card.id} {card.set} {card.type.value} {card_text(card)}".lower()
        _SEARCHABLE[card.id] = found
    return found


def sort_key(card: CardDef) -> tuple[int, int, str, str]:
    return (TYPE_ORDER[card.type], card.cost if card.cost is not None else -1, card.name, card.id)


def filter_cards(catalog: Catalog, wanted: CardFilter) -> list[CardDef]:
    """The matching cards: Characters first, then by type, Energy cost and name."""
    return sorted((c for c in catalog.cards.values() if wanted.matches(c)), key=sort_key)

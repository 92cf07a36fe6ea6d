"""The Bakugan toys every player sees on the table (rule 1.4.1: each toy sits rolled up on its
face-down Character card; 1.11.1: toy and card are the same Bakugan). A toy shows the Bakugan's
name and Faction, which its Character card prints too (an Evo matches both, 3.3.1); the rest of
the card (Damage Rating, abilities, card set) stays hidden while the card is face down (3.2.1)."""

from __future__ import annotations

from dataclasses import dataclass

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.state import GameState


@dataclass(frozen=True, slots=True)
class Toy:
    """What the toy itself tells: the Bakugan's name and its Faction(s) as printed."""

    name: str
    factions: tuple[str, ...]

    def words(self) -> str:
        return f"{self.name} ({'/'.join(self.factions)})" if self.factions else self.name


def toy_of(state: GameState, catalog: Catalog, bid: int) -> Toy:
    """The toy of Bakugan `bid`, as its Character card names it (public, face down or up)."""
    card = catalog.cards[state.cards[state.bakugan[bid].character].card_id]
    return Toy(card.name, card.faction_values)

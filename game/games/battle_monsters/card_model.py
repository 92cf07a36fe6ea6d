"""Battle Monsters' card definitions as the engine reads them: a card and the pool of cards by id.
Apart from their loader (cards.py, which stays interpreted for its YAML loader) so that the
compiled engine and players read their fields natively."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from game.core.frozen import Rebuilt, rebuilt
from game.games.battle_monsters.words import Ability, Aura, Grant, describe_ability, describe_aura, describe_grant


@dataclass(frozen=True)
class BmCard:
    id: str
    name: str
    type: str  # monster, spell, trap
    attack: int = 0
    defence: int = 0
    keywords: tuple[str, ...] = ()
    elements: tuple[str, ...] = ()
    timing: str = "once"  # spells and traps: used once (then to the graveyard), or lasting (8.2)
    abilities: tuple[Ability, ...] = ()
    auras: tuple[Aura, ...] = ()  # lasting effects while the card is face up (5.5)
    grants: tuple[Grant, ...] = ()  # lasting changes to what cards may do, while face up (1.2)
    # read at every step of the rules and views: a field set once, not a property worked out at each read
    is_monster: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_monster", self.type == "monster")

    def __reduce__(self) -> Rebuilt:  # compiled and frozen: pickled as a call (game/core/frozen.py)
        return rebuilt(self)

    def text(self) -> str:
        """The card's text, generated from its abilities and lasting effects."""
        parts = [describe_ability(a) for a in self.abilities] + [describe_aura(a) for a in self.auras]
        parts += [describe_grant(g) for g in self.grants]
        if self.type != "monster" and self.timing == "lasting":
            parts.append("It stays on the field while face up.")
        return " ".join(parts)

    def header(self) -> str:
        if self.is_monster:
            tags = "/".join(self.elements + self.keywords)
            return f"{self.name} [{tags}] ATK {self.attack} / DEF {self.defence}"
        return f"{self.name} [{self.type}, {self.timing}]"


class Pool:
    """Every card by id."""

    def __init__(self, cards: Iterable[BmCard]) -> None:
        self.cards: dict[str, BmCard] = {}
        for card in cards:
            self.cards[card.id] = card

    def __getitem__(self, cid: str) -> BmCard:
        return self.cards[cid]

    def __contains__(self, cid: object) -> bool:
        return cid in self.cards

    def __len__(self) -> int:
        return len(self.cards)

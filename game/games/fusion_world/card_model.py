"""Fusion World's card definitions as the engine reads them: a card, a Leader's awakened side, and
the pool of cards by id. Apart from their loader (cards.py, which stays interpreted for its YAML
loader) so that the compiled engine and players read their fields natively."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.frozen import Rebuilt, rebuilt
from game.games.fusion_world.words import KEYWORD_TEXT, KEYWORDS, Ability, Evolve


@dataclass(frozen=True)
class Awakened:
    """A Leader's awakened side: its name, power and abilities, and the life at or below which
    the Leader may awaken (rule 8.3)."""

    name: str
    power: int
    life_at_most: int
    abilities: tuple[Ability, ...] = ()

    def __reduce__(self) -> Rebuilt:  # compiled and frozen: pickled as a call (game/core/frozen.py)
        return rebuilt(self)


@dataclass(frozen=True)
class FwCard:
    id: str
    name: str
    kind: str  # leader, battle or extra
    colour: str
    character: str = ""  # the character's name (Evolve goes by it, P9)
    traits: tuple[str, ...] = ()
    cost: int = 0  # total energy cost (rule 3.4.1)
    colour_cost: int = 0  # how many of the paying energy cards must be of the card's colour (3.4.2)
    power: int = 0
    combo_power: int = 0
    combo_cost: int = 0
    keywords: frozenset[str] = frozenset()
    evolve: Evolve | None = None
    abilities: tuple[Ability, ...] = ()
    awakened: Awakened | None = None
    source_line: int = field(default=0, compare=False)

    def __reduce__(self) -> Rebuilt:  # compiled and frozen: pickled as a call (game/core/frozen.py)
        return rebuilt(self)

    @property
    def combos(self) -> bool:
        return self.kind == "battle" and self.combo_power > 0

    def text(self) -> str:
        """The card's rules text, generated from its words."""
        parts = [KEYWORD_TEXT[k] for k in KEYWORDS if k in self.keywords]
        if self.evolve is not None:
            parts.append(self.evolve.describe(self.colour))
        parts += [a.describe(from_hand=self.kind == "extra") for a in self.abilities]
        return " ".join(parts)

    def awakened_text(self) -> str:
        if self.awakened is None:
            return ""
        head = (
            f"[Awaken] At {self.awakened.life_at_most} life or less: {self.awakened.name}, {self.awakened.power} power."
        )
        return " ".join([head, *(a.describe() for a in self.awakened.abilities)])

    def header(self) -> str:
        trait = f" <{'/'.join(self.traits)}>" if self.traits else ""
        if self.kind == "leader":
            return f"{self.name} — {self.colour} Leader, {self.power} power{trait}"
        cost = f"cost {self.cost}" + (f" ({self.colour_cost} {self.colour})" if self.colour_cost else "")
        if self.kind == "extra":
            return f"{self.name} — {self.colour} extra card, {cost}"
        combo = f", combo +{self.combo_power} for {self.combo_cost}" if self.combo_power else ""
        return f"{self.name} — {self.colour} battle card, {cost}, {self.power} power{combo}{trait}"


@dataclass(frozen=True)
class Pool:
    cards: dict[str, FwCard]  # a dict: compiled, read natively (a Mapping is read through the generic protocol)

    def __reduce__(self) -> Rebuilt:  # compiled and frozen: pickled as a call (game/core/frozen.py)
        return rebuilt(self)

    def __getitem__(self, card_id: str) -> FwCard:
        return self.cards[card_id]

    def leaders(self) -> list[FwCard]:
        return [c for c in self.cards.values() if c.kind == "leader"]

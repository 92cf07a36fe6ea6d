"""Frozen definitions of cards and BakuCores: what is printed, never what happens in a game."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.effects import Ability, PlaySpec


class Faction(str, Enum):
    AQUOS = "Aquos"
    AURELUS = "Aurelus"
    DARKUS = "Darkus"
    HAOS = "Haos"
    PYRUS = "Pyrus"
    VENTUS = "Ventus"


class CardType(str, Enum):
    CHARACTER = "Character"
    EVO = "Evo"
    HERO = "Hero"
    ACTION = "Action"
    FLIP = "Flip"


class CoreType(str, Enum):
    FIST = "Fist"
    FLAMING_FIST = "Flaming Fist"
    SHIELD = "Shield"
    MAGIC_SHIELD = "Magic Shield"
    HELIX = "Helix"


CORE_CODES: dict[str, CoreType] = {
    "FT": CoreType.FIST,
    "FF": CoreType.FLAMING_FIST,
    "SD": CoreType.SHIELD,
    "MS": CoreType.MAGIC_SHIELD,
    "HE": CoreType.HELIX,
}
CORE_CODE_OF: dict[CoreType, str] = {v: k for k, v in CORE_CODES.items()}

SET_CODES: dict[str, str] = {
    "Battle Brawlers": "bb",
    "Resurgence": "br",
    "Age of Aurelus": "aa",
    "EX": "ex",
}


@dataclass(frozen=True)
class CardDef:
    id: str  # set code + collector number, e.g. "bb-2"
    set: str
    number: str
    name: str
    type: CardType
    factions: tuple[Faction, ...]
    cost: int | None  # None for Characters; X costs have cost 0 and x_cost True (rule 1.8.1)
    x_cost: bool = False
    rarity: str = ""
    bp: int | None = None
    dr: int | None = None
    core_types: tuple[CoreType, ...] = ()
    evolves_from: str | None = None
    play: PlaySpec | None = None  # what playing the card does (Action, Flip; Hero/Evo entering)
    abilities: tuple[Ability, ...] = ()  # static, triggered and activated abilities
    unencoded: str | None = None  # why the card's text is not (fully) encoded yet
    source_line: int = 0

    @property
    def label(self) -> str:
        return f"{self.name} ({self.id})"

    @property
    def is_encoded(self) -> bool:
        return self.unencoded is None

    @cached_property
    def faction_values(self) -> tuple[str, ...]:
        """The Factions' names, worked out once (the engine and the agents ask very often)."""
        return tuple(f.value for f in self.factions)

    @cached_property
    def static_abilities(self) -> tuple[Ability, ...]:
        return tuple(a for a in self.abilities if a.kind == "static")

    @cached_property
    def from_discard(self) -> bool:
        """Whether it can be played from the discard pile as though it were in the hand."""
        return any(a.from_discard for a in self.static_abilities)

    @cached_property
    def wins(self) -> bool:
        """Whether a static ability of it says its controller wins the game (if its condition holds)."""
        return any(a.wins for a in self.static_abilities)

    @cached_property
    def activated(self) -> tuple[tuple[int, Ability], ...]:
        """(index, ability) of each activated ability."""
        return tuple((i, a) for i, a in enumerate(self.abilities) if a.kind == "activated")

    @cached_property
    def discard_cost(self) -> int:
        """Cards the player may discard as an additional cost to use a cost rule (0: none)."""
        return max((r.discard for r in self.play.cost_rules), default=0) if self.play is not None else 0

    @cached_property
    def sacrifice(self) -> bool:
        """Whether the card has Sacrifice (rule 7.4.4): it may be played discarding another card."""
        return self.play is not None and self.play.uses_tag("Sacrifice")


@dataclass(frozen=True)
class CoreDef:
    id: str  # "core-22"
    number: int
    type: CoreType
    bp: int = 0
    dr: int = 0
    keywords: tuple[str, ...] = ()  # "DoubleStrike", "ShadowStrike"
    frost: int = 0  # FrostStrike amount granted
    condition_factions: tuple[Faction, ...] = ()
    condition_bp: int = 0
    condition_dr: int = 0
    extra: dict[str, int] = field(default_factory=dict)

    @property
    def code(self) -> str:
        return CORE_CODE_OF[self.type]

    @cached_property
    def type_value(self) -> str:
        return self.type.value

    @cached_property
    def condition_faction_values(self) -> frozenset[str]:
        return frozenset(f.value for f in self.condition_factions)

    @cached_property
    def label(self) -> str:
        """How a player calls it on the field: "Shield core (+200 BP)", "Fist core (+1 DR)"."""
        bonus = []
        if self.bp:
            bonus.append(f"{self.bp:+d} BP")
        if self.dr:
            bonus.append(f"{self.dr:+d} DR")
        return f"{self.type.value} core" + (f" ({', '.join(bonus)})" if bonus else "")

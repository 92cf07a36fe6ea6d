"""Frozen definitions of cards and BakuCores: what is printed, never what happens in a game; and
the catalogue that holds them."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Final

from game.core.frozen import Rebuilt, rebuilt

if TYPE_CHECKING:
    from game.games.bakugan.words import Ability, PlaySpec


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
CORE_CODE_OF: Final[dict[CoreType, str]] = {v: k for k, v in CORE_CODES.items()}

SET_CODES: dict[str, str] = {
    "Battle Brawlers": "bb",
    "Resurgence": "br",
    "Age of Aurelus": "aa",
    "EX": "ex",
}


# a card id: a set code (two letters for the official sets; a player's own set may use up to 12
# letters and digits) and a collector number, e.g. "bb-2", "fan-12"
CARD_ID_PATTERN = r"[a-z][a-z0-9]{1,11}-[0-9]+[ab]?"


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

    # worked out once from the fields above (the engine and the agents ask very often)
    faction_values: tuple[str, ...] = field(init=False, repr=False, compare=False)  # the Factions' names
    static_abilities: tuple[Ability, ...] = field(init=False, repr=False, compare=False)
    # whether it can be played from the discard pile as though it were in the hand
    from_discard: bool = field(init=False, repr=False, compare=False)
    # whether a static ability of it says its controller wins the game (if its condition holds)
    wins: bool = field(init=False, repr=False, compare=False)
    activated: tuple[tuple[int, Ability], ...] = field(init=False, repr=False, compare=False)  # (index, ability)
    # cards the player may discard as an additional cost to use a cost rule (0: none)
    discard_cost: int = field(init=False, repr=False, compare=False)
    # whether the card has Sacrifice (rule 7.4.4): it may be played discarding another card
    sacrifice: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        static = tuple(a for a in self.abilities if a.kind == "static")
        play = self.play
        _fill(
            self,
            faction_values=tuple(f.value for f in self.factions),
            static_abilities=static,
            from_discard=any(a.from_discard for a in static),
            wins=any(a.wins for a in static),
            activated=tuple((i, a) for i, a in enumerate(self.abilities) if a.kind == "activated"),
            discard_cost=max((r.discard for r in play.cost_rules), default=0) if play is not None else 0,
            sacrifice=play is not None and play.uses_tag("Sacrifice"),
        )

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @property
    def label(self) -> str:
        return f"{self.name} ({self.id})"

    @property
    def is_encoded(self) -> bool:
        return self.unencoded is None


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

    type_value: str = field(init=False, repr=False, compare=False)
    condition_faction_values: frozenset[str] = field(init=False, repr=False, compare=False)
    # how a player calls it on the field: "Shield core (+200 BP)", "Fist core (+1 DR)"
    label: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        bonus = []
        if self.bp:
            bonus.append(f"{self.bp:+d} BP")
        if self.dr:
            bonus.append(f"{self.dr:+d} DR")
        _fill(
            self,
            type_value=self.type.value,
            condition_faction_values=frozenset(f.value for f in self.condition_factions),
            label=f"{self.type.value} core" + (f" ({', '.join(bonus)})" if bonus else ""),
        )

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @property
    def code(self) -> str:
        return CORE_CODE_OF[self.type]


@dataclass
class Catalog:
    """Every card and BakuCore definition by id (loaded by game/games/bakugan/cards/catalog.py)."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    cores: dict[str, CoreDef] = field(default_factory=dict)
    sets: dict[str, list[str]] = field(default_factory=dict)  # set name -> card ids in file order

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def find(self, name: str) -> list[CardDef]:
        """Cards whose id or name matches, case-insensitively."""
        key = name.strip().lower()
        if key in self.cards:
            return [self.cards[key]]
        return [c for c in self.cards.values() if c.name.lower() == key]

    def core(self, core_id: str) -> CoreDef:
        return self.cores[core_id]


def _fill(definition: CardDef | CoreDef, **derived: object) -> None:
    """Set a frozen definition's derived fields (plain attributes: the compiled core reads them as
    fields of its class, without the generic attribute lookup a cached_property needs)."""
    for name, value in derived.items():
        object.__setattr__(definition, name, value)

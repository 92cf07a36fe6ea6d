"""Fusion World's words in the card language: a closed set of effects, conditions and ability
types. A card's YAML names them; `parse_ability` builds the frozen objects and refuses anything
else (with SpecError, whose message the loader puts beside the file and line). Every word writes
its own text, so the text on screen is generated from what the engine does."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from game.files.errors import SpecError

COLOURS: Final = ("red", "blue", "green", "yellow", "black")
KEYWORDS: Final = ("Blocker", "DoubleStrike")
KEYWORD_TEXT: Final = {"Blocker": "[Blocker]", "DoubleStrike": "[Double Strike]"}

# Ability types, as printed in brackets (P13).
TIMINGS: Final = ("auto", "activate_main", "activate_battle", "counter_play", "permanent")
TIMING_TEXT: Final = {
    "auto": "[Auto]",
    "activate_main": "[Activate:Main]",
    "activate_battle": "[Activate:Battle]",
    "counter_play": "[Counter:Play]",
    "permanent": "[Permanent]",
}
TRIGGERS: Final = {
    "on_play": "When this card is played",
    "on_attack": "When this card attacks",
    "on_ko": "When this card is KO'd",
    "on_awaken": "When this Leader awakens",
    "on_block": "When this card blocks",
    "on_opponent_play": "When your opponent plays a battle card",
}
CONDITIONS: Final = {
    "your_turn": "during your turn",
    "opponent_turn": "during your opponent's turn",
    "awakened": "while your Leader is awakened",
    "energy_6": "while you have 6 or more energy",
    "life_4": "while you have 4 or fewer life",
}
DURATIONS: Final = {"battle": "during this battle", "turn": "during this turn"}


@dataclass(frozen=True)
class Effect:
    """One thing an ability does. `kind` is one of EFFECTS; `amount` a count or power, `limit` the
    most power (ko, exhaust) or cost (bounce) a target may have, `who` whose card it changes."""

    kind: str
    amount: int = 0
    limit: int = 0
    who: str = "self"
    until: str = "turn"

    @property
    def targeted(self) -> bool:
        return self.kind in TARGETED

    def describe(self) -> str:
        return _EFFECT_TEXT[self.kind](self)


def _power_text(e: Effect) -> str:
    whom = {"self": "this card", "leader": "your Leader"}[e.who]
    return f"{whom} gets {e.amount:+d} power {DURATIONS[e.until]}"


_EFFECT_TEXT: Final[dict[str, Callable[[Effect], str]]] = {
    "draw": lambda e: f"draw {e.amount} card{'s' if e.amount != 1 else ''}",
    "power": _power_text,
    "ko": lambda e: f"KO up to 1 of your opponent's battle cards with {e.limit} power or less",
    "exhaust": lambda e: f"exhaust up to 1 of your opponent's battle cards with {e.limit} power or less",
    "bounce": lambda e: (
        f"return up to 1 of your opponent's battle cards with cost {e.limit} or less to its owner's hand"
    ),
    "ready": lambda e: "make this card active" if e.who == "self" else "make your Leader active",
    "charge": lambda e: (
        f"put the top {e.amount} card{'s' if e.amount != 1 else ''} of your deck into your energy area, exhausted"
    ),
    "negate_play": lambda e: "the battle card being played goes to its owner's drop area instead",
}
EFFECTS: Final = tuple(_EFFECT_TEXT)
TARGETED: Final = frozenset({"ko", "exhaust", "bounce"})


@dataclass(frozen=True)
class Ability:
    """One bracketed ability of a card. Auto abilities have a `trigger`; Activate and Counter
    abilities a `cost` in energy (and `exhaust_self`), used once a turn; a Permanent ability
    gives `power` to `applies_to` while its `condition` holds, or `immune` keeps its card from the
    opponent's effects."""

    timing: str
    effects: tuple[Effect, ...] = ()
    trigger: str = ""
    cost: int = 0
    exhaust_self: bool = False
    condition: str = ""
    power: int = 0
    applies_to: str = "self"
    immune: bool = False

    def describe(self, *, from_hand: bool = False) -> str:
        """The ability's text; `from_hand` for an extra card's (used up once, paid by the card's cost)."""
        head = TIMING_TEXT[self.timing]
        if self.timing == "permanent":
            return f"{head} {self._permanent_text()}"
        parts: list[str] = []
        if self.trigger:
            parts.append(TRIGGERS[self.trigger])
        if self.timing == "counter_play":
            parts.append("When your opponent plays a battle card")
        elif self.timing != "auto" and not from_hand:
            parts.append("once per turn")
        costs = []
        if self.cost:
            costs.append(f"pay {self.cost} energy")
        if self.exhaust_self:
            costs.append("exhaust this card")
        lead = ", ".join(parts)
        if costs:
            lead = f"{lead}, {' and '.join(costs)}" if lead else " and ".join(costs).capitalize()
        body = "; then ".join(e.describe() for e in self.effects)
        return f"{head} {lead}: {body}." if lead else f"{head} {body[:1].upper()}{body[1:]}."

    def _permanent_text(self) -> str:
        when = f" {CONDITIONS[self.condition]}" if self.condition else ""
        if self.immune:
            return f"This card cannot be KO'd, exhausted or returned by your opponent's effects{when}."
        whom = {"self": "This card gets", "leader": "Your Leader gets", "others": "Your other battle cards get"}
        return f"{whom[self.applies_to]} {self.power:+d} power{when}."

    def holds(self, **facts: bool) -> bool:
        """Whether a Permanent ability's condition holds, given the facts by condition name."""
        return not self.condition or facts.get(self.condition, False)


@dataclass(frozen=True)
class Evolve:
    """Play this card on top of your battle card whose character is `onto` (P9), paying `cost`."""

    onto: str
    cost: int
    colour_cost: int = 0

    def describe(self, colour: str) -> str:
        spheres = f", {self.colour_cost} {colour}" if self.colour_cost else ""
        return f"[Evolve] Play on your {self.onto} for {self.cost} energy{spheres}."


# ---------------------------------------------------------------------------------------------
# Reading the YAML


def _int(raw: Mapping[str, Any], key: str, default: int = 0, *, low: int = 0) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SpecError(f"{key} must be a whole number, got {value!r}")
    if value < low:
        raise SpecError(f"{key} must be at least {low}, got {value}")
    return value


def _choice(raw: Mapping[str, Any], key: str, options: Any, default: str = "") -> str:
    value = raw.get(key, default)
    if value == default and default == "":
        return ""
    if value not in options:
        raise SpecError(f"{key} must be one of {', '.join(options)}, got {value!r}")
    return str(value)


def _known_keys(raw: Mapping[str, Any], allowed: set[str], what: str) -> None:
    unknown = sorted(set(raw) - allowed)
    if unknown:
        raise SpecError(f"{what}: unknown key{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}")


def parse_effect(raw: Any) -> Effect:
    if not isinstance(raw, Mapping):
        raise SpecError(f"an effect must be a mapping, got {raw!r}")
    _known_keys(raw, {"effect", "amount", "limit", "who", "until"}, "effect")
    kind = raw.get("effect")
    if kind not in EFFECTS:
        raise SpecError(f"unknown effect {kind!r} (one of {', '.join(EFFECTS)})")
    effect = Effect(
        kind=str(kind),
        amount=_int(raw, "amount"),
        limit=_int(raw, "limit"),
        who=_choice(raw, "who", ("self", "leader"), "self"),
        until=_choice(raw, "until", tuple(DURATIONS), "turn"),
    )
    if kind in ("draw", "charge") and effect.amount < 1:
        raise SpecError(f"{kind} needs an amount of at least 1")
    if kind == "power" and effect.amount == 0:
        raise SpecError("power needs a non-zero amount")
    if kind in TARGETED and effect.limit < 1:
        raise SpecError(f"{kind} needs a limit (the most power or cost a target may have)")
    return effect


def parse_ability(raw: Any) -> Ability:
    if not isinstance(raw, Mapping):
        raise SpecError(f"an ability must be a mapping, got {raw!r}")
    allowed = {"type", "effects", "trigger", "cost", "exhaust_self", "condition", "power", "applies_to", "immune"}
    _known_keys(raw, allowed, "ability")
    timing = raw.get("type")
    if timing not in TIMINGS:
        raise SpecError(f"unknown ability type {timing!r} (one of {', '.join(TIMINGS)})")
    effects_raw = raw.get("effects", [])
    if not isinstance(effects_raw, list):
        raise SpecError("effects must be a list")
    effects = tuple(parse_effect(e) for e in effects_raw)
    exhaust_self = raw.get("exhaust_self", False)
    immune = raw.get("immune", False)
    if not isinstance(exhaust_self, bool) or not isinstance(immune, bool):
        raise SpecError("exhaust_self and immune must be true or false")
    ability = Ability(
        timing=str(timing),
        effects=effects,
        trigger=_choice(raw, "trigger", tuple(TRIGGERS)),
        cost=_int(raw, "cost"),
        exhaust_self=exhaust_self,
        condition=_choice(raw, "condition", tuple(CONDITIONS)),
        power=_int(raw, "power", low=-100_000),
        applies_to=_choice(raw, "applies_to", ("self", "leader", "others"), "self"),
        immune=immune,
    )
    _check_shape(ability)
    return ability


def _check_shape(a: Ability) -> None:
    if a.timing == "auto" and not a.trigger:
        raise SpecError("an auto ability needs a trigger (" + ", ".join(TRIGGERS) + ")")
    if a.timing != "auto" and a.trigger:
        raise SpecError("only auto abilities have a trigger")
    if a.timing == "permanent":
        if a.effects:
            raise SpecError("a permanent ability gives power or immunity, not effects")
        if not a.immune and not a.power:
            raise SpecError("a permanent ability needs power or immune: true")
    elif not a.effects:
        raise SpecError(f"a {a.timing} ability needs at least one effect")
    if a.timing != "counter_play" and any(e.kind == "negate_play" for e in a.effects):
        raise SpecError("negate_play belongs to counter_play abilities")
    if a.timing == "auto" and (a.cost or a.exhaust_self):
        raise SpecError("auto abilities have no cost here")


def parse_evolve(raw: Any) -> Evolve:
    if not isinstance(raw, Mapping):
        raise SpecError("evolve must be a mapping with onto and cost")
    _known_keys(raw, {"onto", "cost", "colour_cost"}, "evolve")
    onto = raw.get("onto")
    if not isinstance(onto, str) or not onto:
        raise SpecError("evolve needs onto: the character name it evolves from")
    return Evolve(onto=onto, cost=_int(raw, "cost"), colour_cost=_int(raw, "colour_cost"))

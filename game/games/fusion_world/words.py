"""Fusion World's words in the card language: a closed set of effects, conditions and ability
types. A card's YAML names them; `parse_ability` builds the frozen objects and refuses anything
else (with SpecError, whose message the loader puts beside the file and line). Every word writes
its own text, so the text on screen is generated from what the engine does. Brackets follow P13:
<Trait>, {Card name}, [Ability type]."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Final

from game.files.errors import SpecError
from game.files.keys import unknown_keys

COLOURS: Final = ("red", "blue", "green", "yellow", "black")
KEYWORDS: Final = ("Blocker", "DoubleStrike")
KEYWORD_TEXT: Final = {"Blocker": "[Blocker]", "DoubleStrike": "[Double Strike]"}

# Ability types, as printed in brackets (P13).
TIMINGS: Final = (
    "auto",
    "activate_main",
    "activate_battle",
    "counter_play",
    "counter_attack",
    "counter_counter",
    "permanent",
)
TIMING_TEXT: Final = {
    "auto": "[Auto]",
    "activate_main": "[Activate:Main]",
    "activate_battle": "[Activate:Battle]",
    "counter_play": "[Counter:Play]",
    "counter_attack": "[Counter:Attack]",
    "counter_counter": "[Counter:Counter]",
    "permanent": "[Permanent]",
}
COUNTERS: Final = {  # a counter's timing -> what it answers, and the effect that cancels that (P7, P8)
    "counter_play": ("When your opponent plays a battle card", "negate_play"),
    "counter_attack": ("When your opponent attacks", "negate_attack"),
    "counter_counter": ("When your opponent uses a counter", "negate_counter"),
}
TRIGGERS: Final = {
    "on_play": "When this card is played",
    "on_attack": "When this card attacks",
    "on_attacked": "When this card is attacked",
    "on_leader_attacked": "When your Leader is attacked",
    "on_ko": "When this card is KO'd",
    "on_your_ko": "When another of your battle cards is KO'd",
    "on_any_ko": "When another battle card is KO'd",
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
WHO: Final = ("self", "leader", "one")  # this card, your Leader, or one of your battle cards you choose
WHOSE: Final = ("opponent", "you")  # whose cards an effect reaches (ko, discard)


@dataclass(frozen=True)
class Effect:
    """One thing an ability does. `kind` is one of EFFECTS; `amount` a count or power, `limit` the
    most power (ko, exhaust) or cost (bounce) a target may have (0 on your own cards: any), `who`
    whose card it changes (power, ready), `whose` whose cards it reaches (ko, discard), `trait`
    and `name` narrow the cards it may choose (<Trait>, {Name})."""

    kind: str
    amount: int = 0
    limit: int = 0
    who: str = "self"
    until: str = "turn"
    whose: str = "opponent"
    trait: str = ""
    name: str = ""

    @property
    def must(self) -> bool:
        """Whether a card must be chosen when one can be (KO of your own card is a price)."""
        return self.kind == "ko" and self.whose == "you"

    @property
    def targeted(self) -> bool:
        """Whether the effect chooses a card when it resolves (asked when there is a choice)."""
        return self.kind in TARGETED or (self.kind in ("power", "ready") and self.who == "one")

    def describe(self) -> str:
        return _EFFECT_TEXT[self.kind](self)


def _battle_cards(e: Effect, owner: str) -> str:
    """ "your opponent's <Beast> battle cards" and the like."""
    trait = f"<{e.trait}> " if e.trait else ""
    return f"{owner} {trait}battle cards"


def _limit(e: Effect, what: str) -> str:
    return f" with {e.limit} {what} or less" if e.limit else ""


def _power_text(e: Effect) -> str:
    if e.who == "one":
        whom = f"up to 1 of {_battle_cards(e, 'your')}"
    else:
        whom = {"self": "this card", "leader": "your Leader"}[e.who]
    return f"{whom} gets {e.amount:+d} power {DURATIONS[e.until]}"


def _ko_text(e: Effect) -> str:
    if e.whose == "you":  # a price, not a choice: one of your cards must go if you have one
        return f"KO 1 of {_battle_cards(e, 'your')}{_limit(e, 'power')}"
    return f"KO up to 1 of {_battle_cards(e, THEIRS)}{_limit(e, 'power')}"


def _ready_text(e: Effect) -> str:
    if e.who == "one":
        return f"make up to 1 of {_battle_cards(e, 'your')} active"
    return "make this card active" if e.who == "self" else "make your Leader active"


def _discard_text(e: Effect) -> str:
    cards = f"{e.amount} card{'s' if e.amount != 1 else ''}"
    if e.whose == "you":
        return f"discard {cards} from your hand"
    return f"your opponent discards {cards} from their hand"


def _recover_text(e: Effect) -> str:
    what = f"{{{e.name}}}" if e.name else (f"<{e.trait}> card" if e.trait else "card")
    return f"add up to 1 {what} from your drop area to your hand"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


THEIRS: Final = "your opponent's"

_EFFECT_TEXT: Final[dict[str, Callable[[Effect], str]]] = {
    "draw": lambda e: f"draw {_plural(e.amount, 'card')}",
    "power": _power_text,
    "ko": _ko_text,
    "exhaust": lambda e: f"exhaust up to 1 of {_battle_cards(e, THEIRS)}{_limit(e, 'power')}",
    "bounce": lambda e: f"return up to 1 of {_battle_cards(e, THEIRS)} with cost {e.limit} or less to its owner's hand",
    "ready": _ready_text,
    "charge": lambda e: f"put the top {_plural(e.amount, 'card')} of your deck into your energy area, exhausted",
    "life": lambda e: f"put the top {_plural(e.amount, 'card')} of your deck into your life area, face down",
    "discard": _discard_text,
    "recover": _recover_text,
    "negate_play": lambda e: "the battle card being played goes to its owner's drop area instead",
    "negate_attack": lambda e: "cancel that attack (the battle ends)",
    "negate_counter": lambda e: "cancel that counter (it goes to the drop area without effect)",
}
EFFECTS: Final = tuple(_EFFECT_TEXT)
TARGETED: Final = frozenset({"ko", "exhaust", "bounce", "recover"})
NEGATES: Final = frozenset({"negate_play", "negate_attack", "negate_counter"})


@dataclass(frozen=True)
class Ability:
    """One bracketed ability of a card. Auto abilities have a `trigger`; Activate abilities a
    `cost` in energy (and `exhaust_self`, `ko_own`: KO one of your other battle cards), used once a
    turn; Counter abilities answer a play, an attack or a counter; a Permanent ability gives
    `power` to `applies_to` (narrowed by `trait`) while its `condition` holds, or `immune` keeps its
    card from the opponent's effects."""

    timing: str
    effects: tuple[Effect, ...] = ()
    trigger: str = ""
    cost: int = 0
    exhaust_self: bool = False
    ko_own: bool = False
    condition: str = ""
    power: int = 0
    applies_to: str = "self"
    immune: bool = False
    trait: str = ""

    @property
    def counter(self) -> bool:
        return self.timing in COUNTERS

    def describe(self, *, from_hand: bool = False) -> str:
        """The ability's text; `from_hand` for an extra card's (used up once, paid by the card's cost)."""
        head = TIMING_TEXT[self.timing]
        if self.timing == "permanent":
            return f"{head} {self._permanent_text()}"
        parts: list[str] = []
        if self.trigger:
            parts.append(TRIGGERS[self.trigger])
        if self.counter:
            parts.append(COUNTERS[self.timing][0])
        elif self.timing != "auto" and not from_hand:
            parts.append("once per turn")
        costs = []
        if self.cost:
            costs.append(f"pay {self.cost} energy")
        if self.exhaust_self:
            costs.append("exhaust this card")
        if self.ko_own:
            costs.append("KO 1 of your other battle cards")
        lead = ", ".join(parts)
        if costs:
            paid = " and ".join(costs)
            lead = f"{lead}, {paid}" if lead else paid[:1].upper() + paid[1:]
        body = "; then ".join(e.describe() for e in self.effects)
        return f"{head} {lead}: {body}." if lead else f"{head} {body[:1].upper()}{body[1:]}."

    def _permanent_text(self) -> str:
        when = f" {CONDITIONS[self.condition]}" if self.condition else ""
        if self.immune:
            return f"This card cannot be KO'd, exhausted or returned by your opponent's effects{when}."
        trait = f"<{self.trait}> " if self.trait else ""
        whom = {
            "self": "This card gets",
            "leader": "Your Leader gets",
            "others": f"Your other {trait}battle cards get",
        }
        return f"{whom[self.applies_to]} {self.power:+d} power{when}."

    def holds(self, facts: Mapping[str, bool]) -> bool:
        """Whether a Permanent ability's condition holds, given the facts by condition name (a
        mapping, not keywords: compiled, a call with **facts made a dict at every ask)."""
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


def _word(raw: Mapping[str, Any], key: str) -> str:
    value = raw.get(key, "")
    if not isinstance(value, str):
        raise SpecError(f"{key} must be a word, got {value!r}")
    return value


def _flag(raw: Mapping[str, Any], key: str) -> bool:
    value = raw.get(key, False)
    if not isinstance(value, bool):
        raise SpecError(f"{key} must be true or false, got {value!r}")
    return value


def _known_keys(raw: Mapping[str, Any], allowed: set[str], what: str) -> None:
    unknown = unknown_keys(raw, allowed)
    if unknown:
        raise SpecError(f"{what}: unknown key{'s' if len(unknown) > 1 else ''} {', '.join(unknown)}")


EFFECT_KEYS: Final = {"effect", "amount", "limit", "who", "until", "whose", "trait", "name"}


def parse_effect(raw: Any) -> Effect:
    if not isinstance(raw, Mapping):
        raise SpecError(f"an effect must be a mapping, got {raw!r}")
    _known_keys(raw, EFFECT_KEYS, "effect")
    kind = raw.get("effect")
    if kind not in EFFECTS:
        raise SpecError(f"unknown effect {kind!r} (one of {', '.join(EFFECTS)})")
    effect = Effect(
        kind=str(kind),
        amount=_int(raw, "amount"),
        limit=_int(raw, "limit"),
        who=_choice(raw, "who", WHO, "self"),
        until=_choice(raw, "until", tuple(DURATIONS), "turn"),
        whose=_choice(raw, "whose", WHOSE, "opponent"),
        trait=_word(raw, "trait"),
        name=_word(raw, "name"),
    )
    _check_effect(effect, raw)
    return effect


def _check_effect(effect: Effect, raw: Mapping[str, Any]) -> None:
    kind = effect.kind
    if kind in ("draw", "charge", "life", "discard") and effect.amount < 1:
        raise SpecError(f"{kind} needs an amount of at least 1")
    if kind == "power" and effect.amount == 0:
        raise SpecError("power needs a non-zero amount")
    if kind in ("exhaust", "bounce") and effect.limit < 1:
        raise SpecError(f"{kind} needs a limit (the most power or cost a target may have)")
    if kind == "ko" and effect.whose == "opponent" and effect.limit < 1:
        raise SpecError("ko on your opponent's cards needs a limit (the most power a target may have)")
    if "whose" in raw and kind not in ("ko", "discard"):
        raise SpecError("whose belongs to ko and discard")
    if "who" in raw and kind not in ("power", "ready"):
        raise SpecError("who belongs to power and ready")
    if effect.trait and not effect.targeted:
        raise SpecError(f"trait narrows a chosen card; {kind} chooses none here")
    if effect.name and kind != "recover":
        raise SpecError("name belongs to recover (a {Card name} from your drop area)")


ABILITY_KEYS: Final = {
    "type",
    "effects",
    "trigger",
    "cost",
    "exhaust_self",
    "ko_own",
    "condition",
    "power",
    "applies_to",
    "immune",
    "trait",
}


def parse_ability(raw: Any) -> Ability:
    if not isinstance(raw, Mapping):
        raise SpecError(f"an ability must be a mapping, got {raw!r}")
    _known_keys(raw, ABILITY_KEYS, "ability")
    timing = raw.get("type")
    if timing not in TIMINGS:
        raise SpecError(f"unknown ability type {timing!r} (one of {', '.join(TIMINGS)})")
    effects_raw = raw.get("effects", [])
    if not isinstance(effects_raw, list):
        raise SpecError("effects must be a list")
    ability = Ability(
        timing=str(timing),
        effects=tuple(parse_effect(e) for e in effects_raw),
        trigger=_choice(raw, "trigger", tuple(TRIGGERS)),
        cost=_int(raw, "cost"),
        exhaust_self=_flag(raw, "exhaust_self"),
        ko_own=_flag(raw, "ko_own"),
        condition=_choice(raw, "condition", tuple(CONDITIONS)),
        power=_int(raw, "power", low=-100_000),
        applies_to=_choice(raw, "applies_to", ("self", "leader", "others"), "self"),
        immune=_flag(raw, "immune"),
        trait=_word(raw, "trait"),
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
        if a.trait and a.applies_to != "others":
            raise SpecError("trait narrows applies_to: others")
    elif not a.effects:
        raise SpecError(f"a {a.timing} ability needs at least one effect")
    elif a.trait:
        raise SpecError("trait on an ability belongs to permanent ones (effects have their own)")
    for negate in NEGATES:
        timing = next(t for t, (_, n) in COUNTERS.items() if n == negate)
        if a.timing != timing and any(e.kind == negate for e in a.effects):
            raise SpecError(f"{negate} belongs to {timing} abilities")
    if a.timing == "auto" and (a.cost or a.exhaust_self or a.ko_own):
        raise SpecError("auto abilities have no cost here")
    if a.ko_own and a.timing not in ("activate_main", "activate_battle"):
        raise SpecError("ko_own is a cost of Activate abilities")


def parse_evolve(raw: Any) -> Evolve:
    if not isinstance(raw, Mapping):
        raise SpecError("evolve must be a mapping with onto and cost")
    _known_keys(raw, {"onto", "cost", "colour_cost"}, "evolve")
    onto = raw.get("onto")
    if not isinstance(onto, str) or not onto:
        raise SpecError("evolve needs onto: the character name it evolves from")
    return Evolve(onto=onto, cost=_int(raw, "cost"), colour_cost=_int(raw, "colour_cost"))

"""Abilities: triggers and their words, Ability (parsing, checking, text) and parse_abilities.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.base import SpecError, _a, _cores_or, _join_or
from game.games.bakugan.words.conditions import Condition
from game.games.bakugan.words.effect import (
    A_COUNT,
    COUNTER_TEXT,
    Boost,
    _per_text,
    standing_count_problem,
    stat_words,
)
from game.games.bakugan.words.params import (
    CONDITION,
    CORES,
    FACTIONS,
    SELECTION,
    SPREAD,
    STEPS,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    Reader,
    build,
    one_of,
    read_fields,
    some_of,
    word_flag,
)
from game.games.bakugan.words.play_spec import CHOOSE_PARAMS, Mode, check_modes, check_selection, describe_modes
from game.games.bakugan.words.selections import Selection
from game.games.bakugan.words.steps import Step, _sentence

# The events of triggered abilities, each with its words on screen
TRIGGER_TEXT = {
    "victor": "When this Bakugan is declared the Victor",
    "you_open": "When you open a Bakugan",
    "this_opens": "When this Bakugan opens",
    "this_holds": "When this Bakugan comes to hold {cores}",
    "enters": "When you play this",
    "you_play_card": "When you play {card}",
    "end_of_turn": "At the end of the turn",
    "you_take_damage": "When you are dealt damage",
    "you_select": "When you select a Bakugan to roll",
    "opponent_plays_flip": "When an opponent plays a Flip card",
    "action_on_this": "When you play an Action card on this Bakugan",
    "you_attack": "When one of your Bakugan attacks",
    "you_discard": "When you discard a card from your hand",
    "this_discarded": "When this card is discarded from your hand",
    "you_deal_damage": "When you have dealt damage in an attack",
    "your_victor": "When one of your Bakugan is declared the Victor",
    "any_victor": "When any Bakugan is declared the Victor",
}


TRIGGERS = tuple(TRIGGER_TEXT)


@dataclass(frozen=True)
class Ability:
    """A static, triggered or activated ability of a Character, Evo or Hero (rules 6.3–6.5)."""

    kind: str  # static | trigger | activated
    # static
    boost: Boost | None = None
    energy_per_card: int = 0  # "Energy cards make N Energy"
    flip_cost_less: int = 0
    hero_cost_less: int = 0
    attack_dr: int = 0  # "+N Damage Rating to your attacks"
    evo_cost_less: int = 0
    next_attack_dr: int = 0  # "your next attack this turn has +N Damage Rating" (once a turn)
    from_discard: bool = False  # "you can play this from your discard pile as though it were in your hand"
    battle_mastery_both: bool = False  # "when you play a card with Battle Mastery, you may choose both"
    attack_per: str = "none"  # ... for each of a count (COUNTERS)
    energy_for_all: bool = False  # energy_per_card applies to every player's Energy cards
    extra_draw: int = 0  # every player draws this many more cards in each Draw Step (5.3)
    all_factions: bool = False  # this Bakugan counts as every faction
    wins: bool = False  # while the condition holds, the controller wins the game
    borrow_cores: bool = False  # your other Bakugan's BakuCores count as this Bakugan's too
    reroll_on_miss: str = ""  # once | always: "you may Reroll this (once each turn) if you miss a roll with it"
    # trigger
    event: str | None = None
    card_faction: tuple[Faction, ...] = ()  # for you_play_card: only cards of these factions
    card_type: tuple[str, ...] = ()  # for you_play_card: only cards of these types
    min_cost: int = 0  # for you_play_card: only cards whose printed cost is at least this
    first: bool = False  # for you_play_card: only the first such card you play each turn
    holding: tuple[str, ...] = ()  # for this_holds: the BakuCores it comes to hold (held none before)
    at_once: bool = False  # it does not use the batch: it completes as it triggers (4.4.4)
    modes: tuple[Mode, ...] = ()  # "choose one", chosen as the trigger goes on the batch
    battle_mastery: bool = False
    optional: bool = False
    select: Selection | None = None
    steps: tuple[Step, ...] = ()
    # shared
    condition: Condition | None = None
    activation_cost: int = 0

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Ability:
        """One of three shapes, each described below: which one is named by its key."""
        if not isinstance(raw, dict):
            raise SpecError("an ability must be a mapping")
        shapes = [k for k in ABILITY_SHAPES if k in raw]
        if len(shapes) != 1:
            raise SpecError("an ability is exactly one of static, trigger or activated")
        ability: Ability = build(cls, ABILITY_SHAPES[shapes[0]], raw)
        return ability

    def mode_steps(self, mode: int) -> tuple[Step, ...]:
        if not self.modes:
            return self.steps
        if mode >= len(self.modes):
            return self.steps + tuple(st for m in self.modes for st in m.steps)
        return self.steps + self.modes[mode].steps

    def describe(self) -> str:
        if self.kind == "static":
            parts: list[str] = []
            if self.boost is not None:
                b = self.boost
                who = b.group_text()
                verb = "has" if b.to == "self" else "have"
                stat = stat_words(b.bp, b.dr, b.frost, b.keywords)
                text = f"{who} {verb} {stat}"
                if b.per != "none":
                    text += " " + COUNTER_TEXT[b.per].format(faction=b.per_faction.value if b.per_faction else "")
                parts.append(text)
            if self.energy_per_card:
                if self.energy_for_all:
                    parts.append(f"every player's Energy cards make {self.energy_per_card} Energy")
                else:
                    parts.append(f"each of your Energy cards makes {self.energy_per_card} Energy")
            if self.extra_draw:
                more = f"{self.extra_draw} more card{'s' if self.extra_draw > 1 else ''}"
                parts.append(f"each player draws {more} in each Draw Step")
            if self.all_factions:
                parts.append("this Bakugan counts as every faction")
            if self.wins:
                parts.append("you win the game")
            if self.borrow_cores:
                parts.append("the BakuCores your other Bakugan hold count as held by this Bakugan too")
            if self.flip_cost_less:
                parts.append(f"your Flip cards cost {self.flip_cost_less} Energy less")
            if self.hero_cost_less:
                parts.append(f"your Hero cards cost {self.hero_cost_less} Energy less")
            if self.evo_cost_less:
                parts.append(f"your Evo cards cost {self.evo_cost_less} Energy less")
            if self.next_attack_dr:
                parts.append(f"your next attack this turn deals {self.next_attack_dr:+d} Damage Rating")
            if self.from_discard:
                parts.append("you may play this card from your discard pile as if it were in your hand")
            if self.battle_mastery_both:
                parts.append("when you play a card with Battle Mastery, you may choose every option")
            if self.attack_dr:
                parts.append(f"your attacks deal {self.attack_dr:+d} Damage Rating{_per_text(self.attack_per, None)}")
            if self.reroll_on_miss:
                when = "once each turn" if self.reroll_on_miss == "once" else "every time"
                parts.append(f"you may Reroll this Bakugan {when} it misses a roll")
            body = " and ".join(parts)
            if self.condition is not None:
                if self.condition.self_holding and len(self.condition.describe().split(" and ")) == 1:
                    return f"[{'/'.join(self.condition.self_holding)}]: {_sentence(body)}"
                return _sentence(f"while {self.condition.describe()}, {body}")
            return _sentence(body)
        if self.kind == "trigger":
            factions = _join_or([f.value for f in self.card_faction]) + " " if self.card_faction else ""
            kinds = _join_or(list(self.card_type)) + " " if self.card_type else ""
            card_words = _a(f"{factions}{kinds}card")
            if self.min_cost:
                card_words += f" that costs {self.min_cost} Energy or more"
            if self.first:
                card_words = "the first " + card_words.split(" ", 1)[1] + " each turn"
            head = TRIGGER_TEXT[self.event or ""].format(
                card=card_words, cores=_a(_cores_or(self.holding)) + " BakuCore"
            )
            if self.condition is not None:
                head += f", if {self.condition.describe()}"
            clauses: list[str] = []
            if self.select is not None:
                clauses.append(f"choose {self.select.describe()}")
            steps = "; ".join(s.describe() for s in self.steps)
            if self.modes:
                steps = (steps + "; " if steps else "") + describe_modes(self.modes, self.battle_mastery)
            if self.optional:
                steps = "you may " + (steps[4:] if steps.startswith("you ") else steps)
            clauses.append(steps)
            at_once = " (at once, not on the batch)" if self.at_once else ""
            return f"{head}{at_once}: " + _sentence(", then ".join(clauses)) if steps else head + "."
        cost = f"Pay {self.activation_cost} Energy" if self.activation_cost else "Free"
        body_parts = []
        if self.select is not None:
            body_parts.append(f"choose {self.select.describe()}")
        body_parts.append("; ".join(s.describe() for s in self.steps))
        return f"{cost}: {_sentence(', then '.join(body_parts))}"


def parse_abilities(raw: Any) -> tuple[Ability, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise SpecError("abilities must be a list")
    return tuple(Ability.parse(a) for a in raw)


def _static_body(value: Any, what: str) -> dict[str, Any]:
    """A static ability's own words, the rest being a boost of this Bakugan (or `to` a group)."""
    if not isinstance(value, dict):
        raise SpecError("static takes a mapping")
    own = STATIC_BODY.keys()
    fields = read_fields(STATIC_BODY, {k: v for k, v in value.items() if k in own})
    rest = {k: v for k, v in value.items() if k not in own}
    if set(rest) - {"to"}:
        boost = cast("Boost", Boost.parse({"to": "self", **rest, "lasting": True}))
        if boost.to == "selected":
            raise SpecError("a static ability cannot act on a selection")
        fields["boost"] = boost
    for per in (fields["boost"].per if "boost" in fields else "none", fields.get("attack_per", "none")):
        problem = standing_count_problem(per, "a static ability")
        if problem is not None:
            raise SpecError(problem)
    return fields


STATIC_BODY = Kind(
    "static",
    "a static ability's words; any other key is a boost of this Bakugan (to: a group instead), as long as "
    "it stays in play",
    (
        Param("energy_per_card", WHOLE, "your Energy cards make N Energy"),
        Param(
            "energy_for",
            word_flag(("you", "all")),
            "all: energy_per_card applies to every player's Energy cards",
            field="energy_for_all",
            default_doc="you",
        ),
        Param("extra_draw", WHOLE, "each player draws N more cards in each Draw Step (5.3)"),
        Param("all_factions", YES_NO, "this Bakugan counts as every faction"),
        Param("borrow_cores", YES_NO, "your other Bakugan's BakuCores count as held by this one too"),
        Param("wins", YES_NO, "with if: you win the game while it holds"),
        Param("flip_cost_less", WHOLE, "your Flip cards cost N Energy less"),
        Param("hero_cost_less", WHOLE, "your Hero cards cost N Energy less"),
        Param("evo_cost_less", WHOLE, "your Evo cards cost N Energy less"),
        Param("from_discard", YES_NO, "this card may be played from your discard pile as if from hand"),
        Param("next_attack_dr", WHOLE, "your next attack this turn deals +N Damage Rating (once)"),
        Param("attack_dr", WHOLE, '"+N Damage Rating to your attacks"'),
        Param("attack_per", A_COUNT, "attack_dr for each of a count"),
        Param("battle_mastery_both", YES_NO, "your Battle Mastery cards may choose every option"),
        Param(
            "reroll_on_miss",
            one_of(("once", "always")),
            "you may Reroll this Bakugan when it misses a roll (once each turn, or every time)",
        ),
    ),
)


def _holding_needs(ability: Any, written: Mapping[str, Any]) -> str | None:
    if (ability.event == "this_holds") != bool(ability.holding):
        return "holding goes with trigger: this_holds, which needs it"
    return None


def _activation_cost(value: Any, what: str) -> dict[str, Any]:
    fields: dict[str, Any] = read_fields(ACTIVATION_COST, value)
    return fields


ACTIVATION_COST = Kind(
    "activated cost",
    "what using the ability costs",
    (Param("energy", WHOLE, "Energy paid", field="activation_cost"),),
    label="activated",
)
CONDITION_PARAM = Param("if", CONDITION, "it works only while this holds", field="condition")
SELECT_PARAM = Param("select", SELECTION, "as for play", field="select")
DO_PARAM = Param("do", STEPS, "the effects", field="steps")

ABILITY_SHAPES = {
    "static": Kind(
        "static ability",
        "a static ability, true while its card is in play (rule 6.5)",
        (Param("static", Reader("a mapping (below)", _static_body), "its words", field=SPREAD), CONDITION_PARAM),
        fixed=(("kind", "static"),),
    ),
    "trigger": Kind(
        "triggered ability",
        "a triggered ability (rule 6.3)",
        (
            Param("trigger", one_of(TRIGGER_TEXT, "a trigger event"), "the event", field="event"),
            CONDITION_PARAM,
            Param("optional", YES_NO, '"you may" (rule 6.3.4)'),
            SELECT_PARAM,
            DO_PARAM,
            Param("card_faction", FACTIONS, "you_play_card: only cards of these factions"),
            Param("card_type", some_of(("Action", "Flip", "Hero", "Evo")), "you_play_card: only cards of these types"),
            Param("min_cost", WHOLE, "you_play_card: only cards whose printed cost is N or more"),
            Param("first", YES_NO, "you_play_card: only the first such card each turn"),
            Param("holding", CORES, "this_holds: the BakuCores (it held none of them before)"),
            Param(
                "at_once",
                YES_NO,
                "it does not use the batch: it completes as it triggers, as a BakuCore's effects do (4.4.4)",
            ),
            *CHOOSE_PARAMS,
        ),
        checks=(check_modes, check_selection, _holding_needs),
        fixed=(("kind", "trigger"),),
    ),
    "activated": Kind(
        "activated ability",
        '"[cost]: [effect]" (rule 6.4)',
        (
            Param("activated", Reader("{energy: N}", _activation_cost), "its cost", field=SPREAD),
            CONDITION_PARAM,
            SELECT_PARAM,
            DO_PARAM,
        ),
        checks=(check_selection,),
        fixed=(("kind", "activated"),),
    ),
}

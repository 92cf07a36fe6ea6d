"""Abilities: triggers and their words, Ability (parsing, checking, text) and parse_abilities.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.cardmodel import Faction
from game.effects.conditions import Condition
from game.effects.effect import COUNTER_TEXT, COUNTERS, Boost, _per_text, stat_words
from game.effects.play_spec import Mode, PlaySpec, describe_modes, parse_modes
from game.effects.selections import Selection
from game.effects.steps import Step, _parse_steps, _sentence
from game.effects.words import SpecError, _a, _choice, _expect_bool, _expect_int, _factions, _join_or, _no_extra
from game.frozen import Rebuilt, rebuilt

TRIGGERS = (
    "victor",
    "you_open",
    "this_opens",
    "enters",
    "you_play_card",
    "end_of_turn",
    "you_take_damage",
    "you_select",
    "opponent_plays_flip",
    "action_on_this",
    "you_attack",
    "you_discard",
    "this_discarded",
    "you_deal_damage",
    "your_victor",
    "any_victor",
)


TRIGGER_TEXT = {
    "victor": "When this Bakugan is declared the Victor",
    "you_open": "When you open a Bakugan",
    "this_opens": "When this Bakugan opens",
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
        if not isinstance(raw, dict):
            raise SpecError("an ability must be a mapping")
        kinds = [k for k in ("static", "trigger", "activated") if k in raw]
        if len(kinds) != 1:
            raise SpecError("an ability is exactly one of static, trigger or activated")
        kind = kinds[0]
        condition = Condition.parse(raw["if"]) if "if" in raw else None
        if kind == "static":
            _no_extra(raw, {"static", "if"}, "static ability")
            body = raw["static"]
            if not isinstance(body, dict):
                raise SpecError("static takes a mapping")
            special_keys = (
                "energy_per_card",
                "flip_cost_less",
                "hero_cost_less",
                "evo_cost_less",
                "reroll_on_miss",
                "attack_dr",
                "battle_mastery_both",
                "attack_per",
                "from_discard",
                "next_attack_dr",
                "energy_for",
                "extra_draw",
                "all_factions",
                "wins",
                "borrow_cores",
            )
            special = {k: body[k] for k in special_keys if k in body}
            rest = {k: v for k, v in body.items() if k not in special}
            if "to" not in rest:
                rest["to"] = "self"
            boost = None
            if set(rest) - {"to"}:
                boost = Boost.parse({**rest, "lasting": True})
                if boost.to == "selected":
                    raise SpecError("a static ability cannot act on a selection")
            return cls(
                kind="static",
                boost=boost,
                energy_per_card=_expect_int(special.get("energy_per_card", 0), "energy_per_card"),
                flip_cost_less=_expect_int(special.get("flip_cost_less", 0), "flip_cost_less"),
                hero_cost_less=_expect_int(special.get("hero_cost_less", 0), "hero_cost_less"),
                attack_dr=_expect_int(special.get("attack_dr", 0), "attack_dr"),
                evo_cost_less=_expect_int(special.get("evo_cost_less", 0), "evo_cost_less"),
                battle_mastery_both=_expect_bool(special.get("battle_mastery_both", False), "battle_mastery_both"),
                from_discard=_expect_bool(special.get("from_discard", False), "from_discard"),
                next_attack_dr=_expect_int(special.get("next_attack_dr", 0), "next_attack_dr"),
                attack_per=_choice(special.get("attack_per", "none"), COUNTERS, "attack_per"),
                energy_for_all=_choice(special.get("energy_for", "you"), ("you", "all"), "energy_for") == "all",
                extra_draw=_expect_int(special.get("extra_draw", 0), "extra_draw"),
                all_factions=_expect_bool(special.get("all_factions", False), "all_factions"),
                wins=_expect_bool(special.get("wins", False), "wins"),
                borrow_cores=_expect_bool(special.get("borrow_cores", False), "borrow_cores"),
                reroll_on_miss=_choice(special["reroll_on_miss"], ("once", "always"), "reroll_on_miss")
                if "reroll_on_miss" in special
                else "",
                condition=condition,
            )
        if kind == "trigger":
            _no_extra(
                raw,
                {
                    "trigger",
                    "if",
                    "optional",
                    "select",
                    "do",
                    "card_faction",
                    "card_type",
                    "min_cost",
                    "first",
                    "choose",
                    "battle_mastery",
                },
                "triggered ability",
            )
            select = Selection.parse(raw["select"]) if "select" in raw else None
            modes, mastery = parse_modes(raw, select)
            types_raw = raw.get("card_type", [])
            ability = cls(
                kind="trigger",
                event=_choice(raw["trigger"], TRIGGERS, "trigger"),
                card_faction=_factions(raw["card_faction"], "card_faction") if "card_faction" in raw else (),
                card_type=tuple(
                    _choice(t, ("Action", "Flip", "Hero", "Evo"), "card_type")
                    for t in (types_raw if isinstance(types_raw, list) else [types_raw])
                ),
                min_cost=_expect_int(raw.get("min_cost", 0), "min_cost"),
                first=_expect_bool(raw.get("first", False), "first"),
                modes=modes,
                battle_mastery=mastery,
                optional=_expect_bool(raw.get("optional", False), "optional"),
                select=Selection.parse(raw["select"]) if "select" in raw else None,
                steps=_parse_steps(raw.get("do"), "trigger do"),
                condition=condition,
            )
            PlaySpec(select=ability.select, steps=ability.steps).check_selection()
            return ability
        _no_extra(raw, {"activated", "if", "select", "do"}, "activated ability")
        body = raw["activated"]
        if not isinstance(body, dict):
            raise SpecError("activated takes a mapping with energy")
        _no_extra(body, {"energy"}, "activated cost")
        ability = cls(
            kind="activated",
            activation_cost=_expect_int(body.get("energy", 0), "activated energy"),
            select=Selection.parse(raw["select"]) if "select" in raw else None,
            steps=_parse_steps(raw.get("do"), "activated do"),
            condition=condition,
        )
        PlaySpec(select=ability.select, steps=ability.steps).check_selection()
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
            head = TRIGGER_TEXT[self.event or ""].format(card=card_words)
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
            return f"{head}: " + _sentence(", then ".join(clauses)) if steps else head + "."
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

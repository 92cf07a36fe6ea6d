"""How a card is played: cost rules, modes ("choose one") and the PlaySpec.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.words.base import SpecError
from game.games.bakugan.words.cards_energy import _count_words
from game.games.bakugan.words.conditions import Condition
from game.games.bakugan.words.effect import A_COUNT, COUNTER_TEXT, standing_count_problem
from game.games.bakugan.words.params import (
    CONDITION,
    SELECTION,
    SPREAD,
    STEPS,
    WHOLE,
    YES_NO,
    Kind,
    Param,
    Reader,
    Short,
    describe,
    parse_described,
)
from game.games.bakugan.words.selections import Selection
from game.games.bakugan.words.steps import Step, _sentence, describe_steps


@dataclass(frozen=True)
class CostRule:
    """A change to a card's own cost: less by a fixed amount or per count, or free, if the
    condition holds (e.g. Domination, Sacrifice: rules 7.4.4, 7.4.5)."""

    less: int = 0
    per: str = "none"
    free: bool = False
    condition: Condition | None = None
    discard: int = 0  # an additional cost: the player may discard this many cards as they play it

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> CostRule:
        rule: CostRule = parse_described(cls, raw)
        return rule

    def describe(self) -> str:
        if self.free:
            text = "this is free to play"
        else:
            text = f"this costs {self.less} Energy less to play"
            if self.per != "none":
                text += " " + COUNTER_TEXT[self.per].format(faction="")
        if self.condition is not None:
            text = f"if {self.condition.describe()}, {text}"
        if self.discard:
            text = f"you may discard {_count_words(self.discard, 'card')} as you play this; if you do, {text}"
        return text


@dataclass(frozen=True)
class Mode:
    """One option of a "choose one" card: its own selection (or the card's) and its steps."""

    select: Selection | None = None
    steps: tuple[Step, ...] = ()

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Mode:
        mode: Mode = parse_described(cls, raw)
        return mode

    def describe(self) -> str:
        text = " and ".join(s.describe() for s in self.steps)
        if self.select is not None:
            text = f"choose {self.select.describe()}: {text}"
        return text


def _cost_rule_needs(rule: Any, written: Mapping[str, Any]) -> str | None:
    if rule.discard < 0 or rule.discard > 3:
        return "discard takes 1 to 3 cards"
    standing = standing_count_problem(rule.per, "a cost rule")
    if standing is not None:
        return standing
    return None if rule.free or rule.less else "needs less or free"


describe(
    CostRule,
    Kind(
        "cost",
        "a change to the card's own cost (play: cost:, one rule or a list of them), if the condition holds "
        "(Domination, Sacrifice: rules 7.4.4, 7.4.5)",
        (
            Param("less", WHOLE, "it costs this much Energy less"),
            Param("per", A_COUNT, "less for each of a count (as for effects)"),
            Param("free", YES_NO, "it costs nothing"),
            Param("if", CONDITION, "only while this holds", field="condition"),
            Param(
                "discard",
                WHOLE,
                "an additional cost: the player may discard this many other cards (1 to 3) "
                "from hand as they play it; the play action names them",
            ),
        ),
        checks=(_cost_rule_needs,),
    ),
)
describe(
    Mode,
    Kind(
        "choose option",
        'one option of a "choose one" card: a list of effects (using the card\'s select), or a mapping',
        (Param("select", SELECTION, "its own selection"), Param("do", STEPS, "its effects", field="steps")),
        shorts=(Short("a list of effects", lambda value: isinstance(value, list), lambda value: {"do": value}),),
    ),
)


def _options(value: Any, what: str) -> tuple[Mode, ...]:
    if not isinstance(value, list) or len(value) < 2:
        raise SpecError(f"{what} takes a list of two or more options")
    return tuple(Mode.parse(m) for m in value)


def check_modes(owner: Any, written: Mapping[str, Any]) -> str | None:
    """A rule of a card or ability with `choose`: each option's effects fit its selection."""
    if owner.battle_mastery and not owner.modes:
        return "battle_mastery needs choose options"
    for mode in owner.modes:
        PlaySpec(select=mode.select or owner.select, steps=mode.steps).check_selection()
    return None


def check_selection(owner: Any, written: Mapping[str, Any]) -> str | None:
    """A rule of a card or ability: its effects act only on what its selection chooses."""
    PlaySpec(select=owner.select, steps=owner.steps, select2=getattr(owner, "select2", None)).check_selection()
    return None


# `choose` and `battle_mastery`, shared by a card's play and a triggered ability
CHOOSE_PARAMS = (
    Param(
        "choose",
        Reader("a list of two or more options", _options),
        '"choose one": the options, chosen with the selections as the card is played (rule 6.7.1), or as '
        "a triggered ability goes on the batch",
        field="modes",
    ),
    Param("battle_mastery", YES_NO, '"Battle Mastery: choose one"'),
)


def describe_modes(modes: tuple[Mode, ...], mastery: bool) -> str:
    if not modes:
        return ""
    head = "Battle Mastery: choose one" if mastery else "choose one"
    return f"{head}: " + "; or ".join(m.describe() for m in modes)


def modes_share_selection(modes: tuple[Mode, ...]) -> bool:
    """Every option uses the card's own selection (so choosing all of them needs one choice)."""
    return all(m.select is None for m in modes)


@dataclass(frozen=True)
class PlaySpec:
    """What happens when the card is played: its selection (made on play, rule 6.2.1), its
    steps, its "choose one" options (chosen on play too: rule 6.7.1 'selections and choices'),
    and changes to its cost."""

    select: Selection | None = None
    steps: tuple[Step, ...] = ()
    cost_rules: tuple[CostRule, ...] = ()
    modes: tuple[Mode, ...] = ()
    battle_mastery: bool = False
    select2: Selection | None = None  # a second choice made on play: `select: [first, second]`

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> PlaySpec:
        spec: PlaySpec = parse_described(cls, raw)
        return spec

    def mode_steps(self, mode: int) -> tuple[Step, ...]:
        """The steps done for the chosen option (len(modes): every option, in order)."""
        if not self.modes:
            return self.steps
        if mode >= len(self.modes):
            return self.steps + tuple(st for m in self.modes for st in m.steps)
        return self.steps + self.modes[mode].steps

    def check_selection(self) -> None:
        needed = set()
        for step in self.steps:
            if getattr(step.effect, "to", None) == "second" and (
                self.select2 is None or self.select2.kind != "bakugan"
            ):
                raise SpecError("an effect acts on the second Bakugan chosen, but play has no second Bakugan selection")
            kind = step.effect.selection_kind()
            if kind:
                needed.add(kind)
            if step.condition and (
                step.condition.selected_faction
                or step.condition.selected_holding
                or step.condition.selected_not_faction
                or step.condition.selected_dr
            ):
                needed.add("bakugan")
        if needed and self.select is None:
            raise SpecError(f"an effect acts on a chosen {' and '.join(sorted(needed))} but play has no select")
        chosen = {s.kind for s in (self.select, self.select2) if s is not None}
        if "hero" in chosen:
            chosen.add("card_in_play")  # a Hero is a card in play: "return a Hero you control"
        if self.select is not None and needed and not needed <= chosen:
            raise SpecError(
                f"effects act on a {' and '.join(sorted(needed))} but select chooses a {' and '.join(sorted(chosen))}"
            )

    def uses_tag(self, tag: str) -> bool:
        steps = [*self.steps, *(st for m in self.modes for st in m.steps)]
        conditions = [s.condition for s in steps] + [c.condition for c in self.cost_rules]
        return any(c is not None and c.tag == tag for c in conditions)

    def describe(self) -> str:
        parts: list[str] = []
        if self.select is not None and self.select2 is not None:
            second = self.select2.describe()
            if self.select2.kind == self.select.kind and second.startswith("a "):
                second = "another " + second[2:]
            parts.append(f"Choose {self.select.describe()}, then {second}.")
        elif self.select is not None:
            parts.append(f"Choose {self.select.describe()}.")
        text = describe_steps(self.steps)
        if text:
            parts.append(text)
        if self.modes:
            parts.append(_sentence(describe_modes(self.modes, self.battle_mastery)))
        parts.extend(_sentence(c.describe()) for c in self.cost_rules)
        return " ".join(parts)


def _selections(value: Any, what: str) -> dict[str, Selection | None]:
    """One selection, or a list of two made together (a Bakugan and a player, or two Bakugan)."""
    if not isinstance(value, list):
        return {"select": Selection.parse(value)}
    if len(value) != 2:
        raise SpecError("select takes one selection, or a list of two")
    first, second = Selection.parse(value[0]), Selection.parse(value[1])
    if first.kind == second.kind and first.kind != "bakugan":
        raise SpecError("two selections of the same kind are supported only for Bakugan")
    return {"select": first, "select2": second}


def _cost_rules(value: Any, what: str) -> tuple[CostRule, ...]:
    return tuple(CostRule.parse(rule) for rule in (value if isinstance(value, list) else [value]))


describe(
    PlaySpec,
    Kind(
        "play",
        "what playing the card does: its selection, its effects in order (rule 1.3.3), its options and "
        "changes to its cost",
        (
            Param(
                "select",
                Reader("a selection, or a list of two", _selections),
                "the choice made on play; [first, second]: a Bakugan and a player, or two different Bakugan "
                "(Bakugan effects use the first, to: second the second)",
                field=SPREAD,
            ),
            Param("do", STEPS, "the effects", field="steps"),
            Param("cost", Reader("a cost rule or a list of them", _cost_rules), "cost rules", field="cost_rules"),
            *CHOOSE_PARAMS,
        ),
        checks=(check_modes, check_selection),
    ),
)

"""How a card is played: cost rules, modes ("choose one") and the PlaySpec.

Part of the card language (game/effects/__init__.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.effects.cards_energy import _count_words
from game.effects.conditions import Condition
from game.effects.effect import COUNTER_TEXT, COUNTERS
from game.effects.selections import Selection
from game.effects.steps import Step, _parse_steps, _sentence, describe_steps
from game.effects.words import SpecError, _choice, _expect_bool, _expect_int, _no_extra
from game.frozen import Rebuilt, rebuilt


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
        if not isinstance(raw, dict):
            raise SpecError("a cost rule must be a mapping")
        _no_extra(raw, {"less", "per", "free", "if", "discard"}, "cost rule")
        rule = cls(
            less=_expect_int(raw.get("less", 0), "cost less"),
            per=_choice(raw.get("per", "none"), COUNTERS, "cost per"),
            free=_expect_bool(raw.get("free", False), "cost free"),
            condition=Condition.parse(raw["if"]) if "if" in raw else None,
            discard=_expect_int(raw.get("discard", 0), "cost discard"),
        )
        if rule.discard < 0 or rule.discard > 3:
            raise SpecError("cost discard takes 1 to 3 cards")
        if not rule.free and not rule.less:
            raise SpecError("a cost rule needs less or free")
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
        if isinstance(raw, list):
            return cls(steps=_parse_steps(raw, "choose option"))
        if not isinstance(raw, dict):
            raise SpecError("a choose option is a list of effects or a mapping with select and do")
        _no_extra(raw, {"select", "do"}, "choose option")
        return cls(
            select=Selection.parse(raw["select"]) if "select" in raw else None,
            steps=_parse_steps(raw.get("do"), "choose option do"),
        )

    def describe(self) -> str:
        text = " and ".join(s.describe() for s in self.steps)
        if self.select is not None:
            text = f"choose {self.select.describe()}: {text}"
        return text


def parse_modes(raw: dict[str, Any], shared: Selection | None) -> tuple[tuple[Mode, ...], bool]:
    """The `choose` options of a card or ability, and whether it has Battle Mastery."""
    modes_raw = raw.get("choose")
    mastery = _expect_bool(raw.get("battle_mastery", False), "battle_mastery")
    if modes_raw is None:
        if mastery:
            raise SpecError("battle_mastery needs choose options")
        return (), False
    if not isinstance(modes_raw, list) or len(modes_raw) < 2:
        raise SpecError("choose takes a list of two or more options")
    modes = tuple(Mode.parse(m) for m in modes_raw)
    for mode in modes:
        PlaySpec(select=mode.select or shared, steps=mode.steps).check_selection()
    return modes, mastery


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
        if not isinstance(raw, dict):
            raise SpecError("play must be a mapping with do (and optionally select, cost, choose)")
        _no_extra(raw, {"select", "do", "cost", "choose", "battle_mastery"}, "play")
        selects = raw.get("select")
        select: Selection | None
        select2: Selection | None
        if isinstance(selects, list):
            if len(selects) != 2:
                raise SpecError("select takes one selection, or a list of two")
            select, select2 = Selection.parse(selects[0]), Selection.parse(selects[1])
            if select.kind == select2.kind and select.kind != "bakugan":
                raise SpecError("two selections of the same kind are supported only for Bakugan")
        else:
            select, select2 = (Selection.parse(selects) if selects is not None else None), None
        steps = _parse_steps(raw.get("do"), "play do")
        costs_raw = raw.get("cost", [])
        if isinstance(costs_raw, dict):
            costs_raw = [costs_raw]
        modes, mastery = parse_modes(raw, select)
        spec = cls(
            select=select,
            steps=steps,
            cost_rules=tuple(CostRule.parse(c) for c in costs_raw),
            modes=modes,
            battle_mastery=mastery,
            select2=select2,
        )
        spec.check_selection()
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

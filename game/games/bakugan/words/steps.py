"""The registry of effect kinds (EFFECT_KINDS), a Step of an ability, and parsing, describing and
running a list of steps.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.games.bakugan.words.base import SpecError, _expect_bool
from game.games.bakugan.words.brawl_cores import (
    AttachCore,
    ChargeEnergy,
    Copy,
    DamageToHand,
    DestroyEvo,
    RecycleDiscard,
    RemoveCore,
    Reroll,
    RevealCore,
    SearchDeck,
    SplitBoost,
    SwapCore,
    TakeControl,
    TakeCore,
    ToDeckBottom,
    UnchargeEnergy,
    VictorBy,
)
from game.games.bakugan.words.cards_energy import (
    Attack,
    DestroyEnergy,
    DestroyHero,
    Discard,
    Draw,
    Energize,
    GainEnergy,
    Negate,
    Retract,
    ReturnToHand,
    SetBase,
    Stop,
)
from game.games.bakugan.words.choices_later import (
    ChooseDiscard,
    CoinFlip,
    CopyNew,
    CopyPlayed,
    DiscountNext,
    EndTurn,
    EnergizeHero,
    EvoFree,
    Later,
    LookReorder,
    OpponentChooses,
    PlayFree,
    ReturnCard,
    Reveal,
)
from game.games.bakugan.words.conditions import Condition
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import Boost, Effect
from game.games.bakugan.words.params import KINDS

# The registry of effect kinds by their name in a card's YAML (the names come from each kind's
# description in game/games/bakugan/words/params.py; kept out of the classes: mypyc would make a ClassVar a field)
EFFECT_KINDS: dict[str, type[Effect]] = {}


EFFECT_NAMES: dict[type[Effect], str] = {}


def register(*classes: type[Effect]) -> None:
    """Add described effect kinds to the registry."""
    for cls in classes:
        name = KINDS[cls].name
        EFFECT_KINDS[name] = cls
        EFFECT_NAMES[cls] = name


register(
    Boost,
    SetBase,
    Draw,
    Discard,
    Negate,
    Stop,
    Retract,
    DestroyEnergy,
    DestroyHero,
    GainEnergy,
    Energize,
    ReturnToHand,
    Attack,
    DamageToHand,
    TakeCore,
    Copy,
    TakeControl,
    SearchDeck,
    RecycleDiscard,
    Reroll,
    DestroyEvo,
    ChargeEnergy,
    ToDeckBottom,
    AttachCore,
    UnchargeEnergy,
    VictorBy,
    RemoveCore,
    SwapCore,
    SplitBoost,
    RevealCore,
    PlayFree,
    Later,
    EnergizeHero,
    DiscountNext,
    EvoFree,
    EndTurn,
    CoinFlip,
    Reveal,
    LookReorder,
    OpponentChooses,
    CopyNew,
    CopyPlayed,
    ChooseDiscard,
    ReturnCard,
)


@dataclass(frozen=True)
class Step:
    """One effect, with the condition it needs and whether it replaces the step before it."""

    effect: Effect
    condition: Condition | None = None
    instead: bool = False  # "... instead": when the condition holds, the previous step is skipped
    may: bool = False  # "you may ...": the controller chooses as the card completes (rule 1.3.1)

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    @classmethod
    def parse(cls, raw: Any) -> Step:
        if not isinstance(raw, dict):
            raise SpecError(f"an effect must be a mapping like {{draw: 1}}, got {raw!r}")
        kinds = [k for k in raw if k not in ("if", "instead", "may")]
        if len(kinds) != 1:
            raise SpecError(
                f"an effect names exactly one kind, got {kinds or 'none'} (kinds: {', '.join(sorted(EFFECT_KINDS))})"
            )
        kind = kinds[0]
        if kind not in EFFECT_KINDS:
            raise SpecError(f"unknown effect kind {kind!r} (kinds: {', '.join(sorted(EFFECT_KINDS))})")
        effect = EFFECT_KINDS[kind].parse(raw[kind])
        condition = Condition.parse(raw["if"]) if "if" in raw else None
        instead = _expect_bool(raw.get("instead", False), "instead")
        if instead and condition is None:
            raise SpecError("'instead' needs an 'if' condition")
        may = _expect_bool(raw.get("may", False), "may")
        return cls(effect=effect, condition=condition, instead=instead, may=may)

    def body(self) -> str:
        """What the step does, without its condition."""
        text = self.effect.describe()
        return "you may " + text.removeprefix("you ") if self.may else text

    def describe(self) -> str:
        text = self.body()
        if self.condition is not None:
            text = f"if {self.condition.describe()}, {text}"
            if self.instead:
                text += " instead"
        return text


def _sentence(text: str) -> str:
    return text[0].upper() + text[1:] + "." if text else ""


def describe_steps(steps: tuple[Step, ...]) -> str:
    """Steps as sentences; consecutive steps under the same condition share one "if" clause."""
    sentences: list[str] = []
    i = 0
    while i < len(steps):
        step = steps[i]
        group = [step]
        while (
            step.condition is not None
            and not step.instead
            and i + len(group) < len(steps)
            and steps[i + len(group)].condition == step.condition
            and not steps[i + len(group)].instead
        ):
            group.append(steps[i + len(group)])
        if len(group) == 1:
            sentences.append(_sentence(step.describe()))
        else:
            assert step.condition is not None
            effects = [g.body() for g in group]
            joined = ", ".join(effects[:-1]) + " and " + effects[-1]
            sentences.append(_sentence(f"if {step.condition.describe()}, {joined}"))
        i += len(group)
    return " ".join(sentences)


def run_steps(
    steps: tuple[Step, ...],
    ctx: EffectContext,
    start: int = 0,
    ask: Callable[[int], None] | None = None,
    pause: Callable[[int], bool] | None = None,
) -> None:
    """Do each step in order from `start` (rule 1.3.3); a step that cannot be done is skipped (rule
    1.3.4). With `ask`, a "you may" step is handed to it (its index) and the run stops there; with
    `pause`, the run stops after a step for which it says so (a decision to wait for)."""
    skip: set[int] = set()
    for i, step in enumerate(steps):
        if step.instead and i > 0 and step.condition is not None and ctx.check(step.condition):
            skip.add(i - 1)
    for i, step in enumerate(steps):
        if i < start or i in skip:
            continue
        if step.condition is not None and not ctx.check(step.condition):
            continue
        if step.may and ask is not None:
            ask(i)
            return
        step.effect.resolve(ctx)
        if pause is not None and pause(i):
            return


def _parse_steps(raw: Any, what: str) -> tuple[Step, ...]:
    if raw is None:
        return ()
    if not isinstance(raw, list):
        raise SpecError(f"{what} must be a list of effects")
    return tuple(Step.parse(item) for item in raw)

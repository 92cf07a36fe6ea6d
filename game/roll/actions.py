"""The actions every game of rolled Bakugan shares (Bakugan and Toy Battle): placing a BakuCore,
selecting and throwing a Bakugan, the roll's outcome and forfeiting, on the `Action` base that
writes any action as JSON. Frozen, plain and serialisable, so a game is a pure function of its
setup, its seed and its action list. Each game names its own kinds of action in JSON with
`name_kinds` (Bakugan's: game/games/bakugan/rules/actions.py)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Final

from game.core.frozen import Rebuilt, rebuilt
from game.roll.seam import RollOutcome, Throw

CHANCE: Final = -1  # to_act when the next action is a chance outcome (a roll)


@dataclass(frozen=True)
class Action:
    """Each kind writes its __init__ out: the compiled core then builds actions without the frozen
    dataclass's interpreted __init__ (tests/test_explicit_inits.py checks them against the fields)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": KIND_OF[type(self)]}
        for f in fields(self):
            out[f.name] = encode(getattr(self, f.name))
        return out

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


@dataclass(frozen=True)
class PlaceCore(Action):
    """Place one of your BakuCores on the field (rules 1.4.3, 4.7.3)."""

    seat: int
    core: str
    cell: tuple[int, int]

    def __init__(self, seat: int, core: str, cell: tuple[int, int]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "core", core)
        object.__setattr__(self, "cell", cell)


@dataclass(frozen=True)
class SelectBakugan(Action):
    """Choose the unopened Bakugan to roll (rule 5.6.1)."""

    seat: int
    bakugan: int

    def __init__(self, seat: int, bakugan: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "bakugan", bakugan)


@dataclass(frozen=True)
class ThrowBakugan(Action):
    """The thrower's choices; None lets the roll model throw as a typical player (rule 5.7.1)."""

    seat: int
    throw: Throw | None = None

    def __init__(self, seat: int, throw: Throw | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "throw", throw)


@dataclass(frozen=True)
class RollResults(Action):
    """The chance outcome of a simultaneous roll, one per rolling player."""

    outcomes: tuple[tuple[int, RollOutcome], ...]

    def __init__(self, outcomes: tuple[tuple[int, RollOutcome], ...]) -> None:
        object.__setattr__(self, "outcomes", outcomes)

    def by_seat(self) -> dict[int, RollOutcome]:
        return dict(self.outcomes)


@dataclass(frozen=True)
class Forfeit(Action):
    """Concede at any time; does not use the batch (rule 4.4.4)."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


# Each kind's name in JSON (the kinds are kept out of the classes: mypyc would make a dataclass's
# ClassVar a field)
ROLL_ACTION_TYPES: Final[dict[str, type[Action]]] = {
    "place_core": PlaceCore,
    "select": SelectBakugan,
    "throw": ThrowBakugan,
    "roll_results": RollResults,
    "forfeit": Forfeit,
}
KIND_OF: Final[dict[type[Action], str]] = {cls: kind for kind, cls in ROLL_ACTION_TYPES.items()}


def name_kinds(kinds: Mapping[str, type[Action]]) -> None:
    """A game's own kinds of action, by the name each has in JSON."""
    KIND_OF.update({cls: kind for kind, cls in kinds.items()})


def encode(value: Any) -> Any:
    """A field of an action as JSON: a throw and a roll's outcome field by field, a tuple as a list,
    a value with a `json_form` (a Bakugan card's target) as that, anything else as it is."""
    if isinstance(value, Throw):
        return {
            f.name: (getattr(value, f.name).value if f.name == "style" else getattr(value, f.name))
            for f in fields(value)
        }
    if isinstance(value, RollOutcome):
        return {
            "result": value.result.value,
            "cores": list(value.cores),
            "reason": value.reason,
            "rule": value.rule,
            "rest_cm": list(value.rest_cm) if value.rest_cm else None,
        }
    if isinstance(value, tuple):
        return [encode(v) for v in value]
    json_form = getattr(value, "json_form", None)
    return json_form() if json_form is not None else value

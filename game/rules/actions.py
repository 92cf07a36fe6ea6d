"""Actions: the only way a game changes (design.md). Each is frozen, plain and serialisable.

Player decisions, priority plays and the chance outcome of a roll are all actions, so a game is
a pure function of its setup, its seed and its action list.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from game.roll import RollOutcome, RollResult, Throw, ThrowStyle

CHANCE = -1  # to_act when the next action is a chance outcome (a roll)


@dataclass(frozen=True)
class Action:
    KIND: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.KIND}
        for f in fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out


@dataclass(frozen=True)
class Target:
    """A selection made when playing (rule 6.2.1): a Bakugan, a player, a batch entry or a card."""

    kind: str  # bakugan | player | batch_card | hero
    ref: int

    def __str__(self) -> str:
        return f"{self.kind}:{self.ref}"


@dataclass(frozen=True)
class PlaceCore(Action):
    """Place one of your BakuCores on the field (rules 1.4.3, 4.7.3)."""

    KIND: ClassVar[str] = "place_core"
    seat: int
    core: str
    cell: tuple[int, int]


@dataclass(frozen=True)
class Energize(Action):
    """Energize a card from hand, or decline with card=None (rules 5.4, 7.2.4)."""

    KIND: ClassVar[str] = "energize"
    seat: int
    card: int | None


@dataclass(frozen=True)
class SelectBakugan(Action):
    """Choose the unopened Bakugan to roll (rule 5.6.1)."""

    KIND: ClassVar[str] = "select"
    seat: int
    bakugan: int


@dataclass(frozen=True)
class ThrowBakugan(Action):
    """The thrower's choices; None lets the roll model throw as a typical player (rule 5.7.1)."""

    KIND: ClassVar[str] = "throw"
    seat: int
    throw: Throw | None = None


@dataclass(frozen=True)
class RollResults(Action):
    """The chance outcome of a simultaneous roll, one per rolling player."""

    KIND: ClassVar[str] = "roll_results"
    outcomes: tuple[tuple[int, RollOutcome], ...]

    def by_seat(self) -> dict[int, RollOutcome]:
        return dict(self.outcomes)


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a card from hand (or a flipped Flip card when offered), paying its cost (rule 6.2)."""

    KIND: ClassVar[str] = "play"
    seat: int
    card: int
    target: Target | None = None
    x: int = 0
    sacrifice: int | None = None  # card discarded from hand as it is played (rule 7.4.4)
    mode: int = 0  # the option chosen for a "choose one" card
    target2: Target | None = None  # the card's second selection, if it has one (rule 6.2.1)
    discards: tuple[int, ...] = ()  # cards discarded as an additional cost (a cost rule with discard)


@dataclass(frozen=True)
class Activate(Action):
    """Use an activated ability of a card in play (rule 6.4)."""

    KIND: ClassVar[str] = "activate"
    seat: int
    card: int
    ability: int
    target: Target | None = None


@dataclass(frozen=True)
class Pass(Action):
    KIND: ClassVar[str] = "pass"
    seat: int


@dataclass(frozen=True)
class Decline(Action):
    """Say no to an offered choice (a flipped Flip card, an optional trigger)."""

    KIND: ClassVar[str] = "decline"
    seat: int


@dataclass(frozen=True)
class ChooseCard(Action):
    """Pick a card for a pending decision: which card to discard, which trigger goes next."""

    KIND: ClassVar[str] = "choose"
    seat: int
    card: int
    target: Target | None = None
    mode: int = 0  # the option chosen for a "choose one" trigger


@dataclass(frozen=True)
class ChooseCore(Action):
    """Pick a BakuCore on the field for a pending decision (attach it to a Bakugan)."""

    KIND: ClassVar[str] = "choose_core"
    seat: int
    core: str


@dataclass(frozen=True)
class Forfeit(Action):
    """Concede at any time; does not use the batch (rule 4.4.4)."""

    KIND: ClassVar[str] = "forfeit"
    seat: int


ACTION_TYPES: dict[str, type[Action]] = {
    cls.KIND: cls
    for cls in (
        PlaceCore,
        Energize,
        SelectBakugan,
        ThrowBakugan,
        RollResults,
        PlayCard,
        Activate,
        Pass,
        Decline,
        ChooseCard,
        ChooseCore,
        Forfeit,
    )
}


def _encode(value: Any) -> Any:
    if isinstance(value, Target):
        return {"kind": value.kind, "ref": value.ref}
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
        return [_encode(v) for v in value]
    return value


def action_from_json(data: dict[str, Any]) -> Action:
    kind = data.get("kind")
    cls = ACTION_TYPES.get(str(kind))
    if cls is None:
        raise ValueError(f"unknown action kind {kind!r}")
    kwargs: dict[str, Any] = {}
    for f in fields(cls):
        if f.name not in data:
            continue
        raw = data[f.name]
        if f.name in ("target", "target2") and raw is not None:
            raw = Target(kind=raw["kind"], ref=int(raw["ref"]))
        elif f.name == "throw" and raw is not None:
            raw = Throw(**{**raw, "style": ThrowStyle(raw["style"])})
        elif f.name == "outcomes":
            raw = tuple(
                (
                    int(seat),
                    RollOutcome(
                        result=RollResult(o["result"]),
                        cores=tuple(o["cores"]),
                        reason=o.get("reason", ""),
                        rule=o.get("rule", ""),
                        rest_cm=tuple(o["rest_cm"]) if o.get("rest_cm") else None,
                    ),
                )
                for seat, o in raw
            )
        elif f.name == "discards":
            raw = tuple(int(i) for i in raw)
        elif f.name == "cell":
            raw = (int(raw[0]), int(raw[1]))
        kwargs[f.name] = raw
    return cls(**kwargs)


def _quick_init(cls: type) -> None:
    """Give a frozen dataclass an __init__ with the same parameters and defaults that fills the
    instance dict directly. The generated frozen __init__ goes through object.__setattr__ field by
    field, and legal-action lists make thousands of actions per game."""
    params: list[str] = []
    defaults: dict[str, Any] = {}
    body: list[str] = []
    for f in fields(cls):
        if f.default_factory is not MISSING or f.init is False:
            return  # keep the dataclass's own __init__
        if f.default is MISSING:
            params.append(f.name)
        else:
            defaults[f"_default_{f.name}"] = f.default
            params.append(f"{f.name}=_default_{f.name}")
        body.append(f"    d[{f.name!r}] = {f.name}")
    if not params:
        return
    source = f"def __init__(self, {', '.join(params)}):\n    d = self.__dict__\n" + "\n".join(body) + "\n"
    namespace: dict[str, Any] = {}
    exec(source, dict(defaults), namespace)  # the source is built only from these classes' field names
    namespace["__init__"].__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = namespace["__init__"]  # type: ignore[misc]


def _quicken(base: type) -> None:
    sub: type
    for sub in base.__subclasses__():
        if "__post_init__" not in vars(sub) and getattr(sub, "__dataclass_params__", None) is not None:
            _quick_init(sub)
        _quicken(sub)


_quicken(Action)
_quick_init(Target)

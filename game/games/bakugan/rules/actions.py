"""Actions: the only way a game changes (design.md). Each is frozen, plain and serialisable.

Player decisions, priority plays and the chance outcome of a roll are all actions, so a game is
a pure function of its setup, its seed and its action list.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final

from game.core.frozen import Rebuilt, rebuilt
from game.roll.seam import RollOutcome, RollResult, Throw, ThrowStyle

CHANCE: Final = -1  # to_act when the next action is a chance outcome (a roll)


@dataclass(frozen=True)
class Action:
    """Each kind writes its __init__ out: the compiled core then builds actions without the frozen
    dataclass's interpreted __init__ (tests/test_explicit_inits.py checks them against the fields)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": KIND_OF[type(self)]}
        for f in fields(self):
            out[f.name] = _encode(getattr(self, f.name))
        return out

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)


@dataclass(frozen=True)
class Target:
    """A selection made when playing (rule 6.2.1): a Bakugan, a player, a batch entry or a card."""

    kind: str  # bakugan | player | batch_card | hero
    ref: int

    def __init__(self, kind: str, ref: int) -> None:
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "ref", ref)

    # written out, as the dataclass's would be: compiled, a target is compared natively (legal
    # targets are searched with `in` when a card resolves), not by an interpreted __eq__
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Target):
            return NotImplemented
        return self.kind == other.kind and self.ref == other.ref

    def __hash__(self) -> int:
        return hash((self.kind, self.ref))

    def __reduce__(self) -> Rebuilt:
        return rebuilt(self)

    def __str__(self) -> str:
        return f"{self.kind}:{self.ref}"


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
class Energize(Action):
    """Energize a card from hand, or decline with card=None (rules 5.4, 7.2.4)."""

    seat: int
    card: int | None

    def __init__(self, seat: int, card: int | None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


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
class PlayCard(Action):
    """Play a card from hand (or a flipped Flip card when offered), paying its cost (rule 6.2)."""

    seat: int
    card: int
    target: Target | None = None
    x: int = 0
    sacrifice: int | None = None  # card discarded from hand as it is played (rule 7.4.4)
    mode: int = 0  # the option chosen for a "choose one" card
    target2: Target | None = None  # the card's second selection, if it has one (rule 6.2.1)
    discards: tuple[int, ...] = ()  # cards discarded as an additional cost (a cost rule with discard)
    energy: tuple[int, ...] = ()  # the Energy cards uncharged to pay, the player's pick (empty: automatic)

    def __init__(
        self,
        seat: int,
        card: int,
        target: Target | None = None,
        x: int = 0,
        sacrifice: int | None = None,
        mode: int = 0,
        target2: Target | None = None,
        discards: tuple[int, ...] = (),
        energy: tuple[int, ...] = (),
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "sacrifice", sacrifice)
        object.__setattr__(self, "mode", mode)
        object.__setattr__(self, "target2", target2)
        object.__setattr__(self, "discards", discards)
        object.__setattr__(self, "energy", energy)


@dataclass(frozen=True)
class Activate(Action):
    """Use an activated ability of a card in play (rule 6.4)."""

    seat: int
    card: int
    ability: int
    target: Target | None = None
    energy: tuple[int, ...] = ()  # the Energy cards uncharged to pay, the player's pick (empty: automatic)

    def __init__(
        self, seat: int, card: int, ability: int, target: Target | None = None, energy: tuple[int, ...] = ()
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "ability", ability)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "energy", energy)


@dataclass(frozen=True)
class Pass(Action):
    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class Decline(Action):
    """Say no to an offered choice (a flipped Flip card, an optional trigger)."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class ChooseCard(Action):
    """Pick a card for a pending decision: which card to discard, which trigger goes next."""

    seat: int
    card: int
    target: Target | None = None
    mode: int = 0  # the option chosen for a "choose one" trigger

    def __init__(self, seat: int, card: int, target: Target | None = None, mode: int = 0) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "mode", mode)


@dataclass(frozen=True)
class ChooseCore(Action):
    """Pick a BakuCore on the field for a pending decision (attach it to a Bakugan)."""

    seat: int
    core: str

    def __init__(self, seat: int, core: str) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "core", core)


@dataclass(frozen=True)
class IllegalPlay(Action):
    """A card play already made at the table that the rules did not allow, to be reversed (rule
    7.8.1): the card goes back to the hand and the Energy spent on it (`energy`: the Energy cards
    uncharged for it) goes to the player's Energy Pool. Never among the legal actions."""

    seat: int
    card: int
    target: Target | None = None
    x: int = 0
    energy: tuple[int, ...] = ()

    def __init__(
        self, seat: int, card: int, target: Target | None = None, x: int = 0, energy: tuple[int, ...] = ()
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "target", target)
        object.__setattr__(self, "x", x)
        object.__setattr__(self, "energy", energy)


@dataclass(frozen=True)
class Uncharge(Action):
    """An Energy ability (rule 6.6.1): the player with priority uncharges one of their charged
    Energy cards on its own, ahead of the play that needs it; its energy goes to their Energy Pool,
    it does not use the batch and the player keeps priority (4.4.4, 6.6.2). Allowed only while the
    energy is needed to play a card or use an ability (1.7.1). `card`: which one (None: the most
    recently charged). Never among the legal actions: a play's own payment uncharges the same cards,
    so listing both would only double every play a player may make."""

    seat: int
    card: int | None = None

    def __init__(self, seat: int, card: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True)
class Forfeit(Action):
    """Concede at any time; does not use the batch (rule 4.4.4)."""

    seat: int

    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


# Each kind's name in JSON (the kinds are kept out of the classes: mypyc would make a dataclass's
# ClassVar a field)
ACTION_TYPES: dict[str, type[Action]] = {
    "place_core": PlaceCore,
    "energize": Energize,
    "select": SelectBakugan,
    "throw": ThrowBakugan,
    "roll_results": RollResults,
    "play": PlayCard,
    "activate": Activate,
    "pass": Pass,
    "decline": Decline,
    "choose": ChooseCard,
    "choose_core": ChooseCore,
    "forfeit": Forfeit,
    "illegal_play": IllegalPlay,
    "uncharge": Uncharge,
}
KIND_OF: dict[type[Action], str] = {cls: kind for kind, cls in ACTION_TYPES.items()}


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
        elif f.name in ("discards", "energy"):
            raw = tuple(int(i) for i in raw)
        elif f.name == "cell":
            raw = (int(raw[0]), int(raw[1]))
        kwargs[f.name] = raw
    return cls(**kwargs)

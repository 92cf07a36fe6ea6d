"""Actions: the only way a game changes (design.md). Each is frozen, plain and serialisable.

Player decisions, priority plays and the chance outcome of a roll are all actions, so a game is
a pure function of its setup, its seed and its action list.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from game.core.frozen import Rebuilt, rebuilt
from game.roll.actions import CHANCE as CHANCE
from game.roll.actions import ROLL_ACTION_TYPES, name_kinds
from game.roll.actions import Action as Action
from game.roll.actions import Forfeit as Forfeit
from game.roll.actions import PlaceCore as PlaceCore
from game.roll.actions import RollResults as RollResults
from game.roll.actions import SelectBakugan as SelectBakugan
from game.roll.actions import ThrowBakugan as ThrowBakugan
from game.roll.seam import RollOutcome, RollResult, Throw, ThrowStyle


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

    def json_form(self) -> dict[str, Any]:
        return {"kind": self.kind, "ref": self.ref}


@dataclass(frozen=True)
class Energize(Action):
    """Energize a card from hand, or decline with card=None (rules 5.4, 7.2.4)."""

    seat: int
    card: int | None

    def __init__(self, seat: int, card: int | None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


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


# Each kind's name in JSON (the kinds are kept out of the classes: mypyc would make a dataclass's
# ClassVar a field); the kinds shared with Toy Battle are named in game/roll/actions.py
BAKUGAN_ACTION_TYPES: dict[str, type[Action]] = {
    "energize": Energize,
    "play": PlayCard,
    "activate": Activate,
    "pass": Pass,
    "decline": Decline,
    "choose": ChooseCard,
    "choose_core": ChooseCore,
    "illegal_play": IllegalPlay,
    "uncharge": Uncharge,
}
name_kinds(BAKUGAN_ACTION_TYPES)
ACTION_TYPES: dict[str, type[Action]] = {**ROLL_ACTION_TYPES, **BAKUGAN_ACTION_TYPES}


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

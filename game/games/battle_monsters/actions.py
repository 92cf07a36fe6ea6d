"""Every Battle Monsters action, as frozen data (replays store them with `to_json`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

STANCES: Final = ("attack-visible", "defence-visible", "attack-invisible", "defence-invisible")


@dataclass(frozen=True)
class CoinFlip:
    """The chance outcome of rule 2.2: which seat goes first."""

    first: int


@dataclass(frozen=True)
class ToGraveyard:
    """Rule 2.4: one of the two cards a player selects from their deck to start in the graveyard."""

    card: str


@dataclass(frozen=True)
class Summon:
    iid: int
    stance: str


@dataclass(frozen=True)
class Reveal:
    iid: int


@dataclass(frozen=True)
class Switch:
    iid: int


@dataclass(frozen=True)
class Attack:
    iid: int
    target: int | None  # None: the player (4.3)


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Discard:
    iid: int


@dataclass(frozen=True)
class Skip:
    pass


@dataclass(frozen=True)
class OfferDraw:
    pass


@dataclass(frozen=True)
class AnswerDraw:
    accept: bool


@dataclass(frozen=True)
class ChooseTarget:
    iid: int


@dataclass(frozen=True)
class Surrender:
    seat: int


SUB_ACTIONS: Final = (Summon, Reveal, Switch, Attack)
TURN_ACTIONS: Final = (Draw, Discard, Skip)
ACTION_TYPES: Final = {
    cls.__name__: cls
    for cls in (
        CoinFlip,
        ToGraveyard,
        Summon,
        Reveal,
        Switch,
        Attack,
        Draw,
        Discard,
        Skip,
        OfferDraw,
        AnswerDraw,
        ChooseTarget,
        Surrender,
    )
}


def to_json(action: Any) -> dict[str, Any]:
    return {"type": type(action).__name__, **asdict(action)}


class ActionFileError(ValueError):
    pass


def from_json(data: Any) -> Any:
    """An action from its JSON form, or ActionFileError saying what is wrong."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise ActionFileError(f"not an action: {data!r}")
    cls = ACTION_TYPES[data["type"]]
    fields = {k: v for k, v in data.items() if k != "type"}
    try:
        return cls(**fields)
    except TypeError as exc:
        raise ActionFileError(f"{data['type']}: {exc}") from None

"""Every Battle Monsters action, as frozen data (replays store them with `to_json`)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any, Final

STANCES: Final = ("attack-visible", "defence-visible", "attack-invisible", "defence-invisible")


@dataclass(frozen=True)
class CoinFlip:
    """The chance outcome of rule 2.2: which seat goes first."""

    first: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, first: int) -> None:
        object.__setattr__(self, "first", first)


@dataclass(frozen=True)
class ToGraveyard:
    """Rule 2.4: one of the two cards a player selects from their deck to start in the graveyard."""

    card: str

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, card: str) -> None:
        object.__setattr__(self, "card", card)


@dataclass(frozen=True)
class Summon:
    iid: int
    stance: str

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int, stance: str) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "stance", stance)


@dataclass(frozen=True)
class Reveal:
    iid: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int) -> None:
        object.__setattr__(self, "iid", iid)


@dataclass(frozen=True)
class Switch:
    iid: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int) -> None:
        object.__setattr__(self, "iid", iid)


@dataclass(frozen=True)
class Attack:
    iid: int
    target: int | None  # None: the player (4.3)

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int, target: int | None) -> None:
        object.__setattr__(self, "iid", iid)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True)
class Draw:
    pass


@dataclass(frozen=True)
class Discard:
    iid: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int) -> None:
        object.__setattr__(self, "iid", iid)


@dataclass(frozen=True)
class Skip:
    pass


@dataclass(frozen=True)
class OfferDraw:
    pass


@dataclass(frozen=True)
class AnswerDraw:
    accept: bool

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, accept: bool) -> None:
        object.__setattr__(self, "accept", accept)


@dataclass(frozen=True)
class ChooseTarget:
    iid: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, iid: int) -> None:
        object.__setattr__(self, "iid", iid)


@dataclass(frozen=True)
class Surrender:
    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


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

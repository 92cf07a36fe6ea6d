"""Fusion World's actions: what a player (or the engine) does, as small frozen records that a
replay file writes as JSON (`encode`, `decode`).

An action that pays energy may name the energy cards that pay (`pay`, rule 3.4: the payer
exhausts them); left out, the engine's suggestion pays (RULINGS.md R3). Fields added after the
first replays were written (`pay`, `cost_card`) are left out of the JSON while unset, so those
replays read and write as before."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Final

from game.files.keys import unknown_keys


@dataclass(frozen=True)
class Redraw:
    """Rule 6.4: return these hand cards (none: keep the hand), shuffle, draw as many."""

    seat: int
    cards: tuple[int, ...] = ()

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, cards: tuple[int, ...] = ()) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True)
class Charge:
    """Rule 7.3: put `card` from the hand into the energy area, active (None: charge nothing)."""

    seat: int
    card: int | None = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


Payment = tuple[int, ...] | None  # the energy cards that pay, or None: the engine's suggestion (R3)


@dataclass(frozen=True)
class PlayCard:
    """Rule 8.1: play a battle card from the hand; `onto` the battle card it evolves from (Evolve)."""

    seat: int
    card: int
    onto: int | None = None
    pay: Payment = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int, onto: int | None = None, pay: Payment = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "onto", onto)
        object.__setattr__(self, "pay", pay)


@dataclass(frozen=True)
class Activate:
    """Rules 8.2, 10.1: an Activate ability of the Leader or a battle card (`key` as in Trigger);
    `cost_card` the battle card of yours KO'd to pay a `ko_own` cost."""

    seat: int
    source: int
    key: str
    pay: Payment = None
    cost_card: int | None = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, source: int, key: str, pay: Payment = None, cost_card: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "pay", pay)
        object.__setattr__(self, "cost_card", cost_card)


@dataclass(frozen=True)
class UseExtra:
    """Rule 8.2.2: use an extra card from the hand (its Activate:Main or Activate:Battle ability)."""

    seat: int
    card: int
    pay: Payment = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int, pay: Payment = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "pay", pay)


@dataclass(frozen=True)
class Awaken:
    """Rule 8.3: turn the Leader to its awakened side."""

    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class Attack:
    """Rule 8.4: exhaust `attacker` (Leader or battle card) and attack `target`."""

    seat: int
    attacker: int
    target: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, attacker: int, target: int) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "target", target)


@dataclass(frozen=True)
class EndMain:
    """Rule 8.5: go to the end phase."""

    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class Counter:
    """P8: answer with a Counter extra card (None: let it be): a battle card being played
    (Counter:Play), an attack (Counter:Attack) or a counter (Counter:Counter)."""

    seat: int
    card: int | None = None
    pay: Payment = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int | None = None, pay: Payment = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "pay", pay)


@dataclass(frozen=True)
class Block:
    """Rule 8.4.3: exhaust a Blocker to become the attack's target (None: no block)."""

    seat: int
    blocker: int | None = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, blocker: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "blocker", blocker)


@dataclass(frozen=True)
class Combo:
    """Rule 11.1: a battle card from the hand or the battle area to the combo area."""

    seat: int
    card: int
    pay: Payment = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int, pay: Payment = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "pay", pay)


@dataclass(frozen=True)
class Proceed:
    """Rules 10.1, 10.2: end this battle step."""

    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


@dataclass(frozen=True)
class ResolveFirst:
    """P2: of your auto abilities waiting together, resolve this one next."""

    seat: int
    source: int
    key: str

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, source: int, key: str) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "source", source)
        object.__setattr__(self, "key", key)


@dataclass(frozen=True)
class ChooseTarget:
    """A target for the effect resolving now (None: no target, "up to 1")."""

    seat: int
    card: int | None = None

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, card: int | None = None) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "card", card)


@dataclass(frozen=True)
class TakeLife:
    """P11: the damaged player chooses which life cards (by position, bottom 0) go to the hand."""

    seat: int
    positions: tuple[int, ...]

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, positions: tuple[int, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "positions", positions)


@dataclass(frozen=True)
class Discard:
    """An effect's discard: the hand's owner chooses which cards go to the drop area."""

    seat: int
    cards: tuple[int, ...]

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int, cards: tuple[int, ...]) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "cards", cards)


@dataclass(frozen=True)
class Concede:
    """Give up the game at any time."""

    seat: int

    # written out: compiled, a dataclass still runs the decorator's interpreted __init__ (tests/test_explicit_inits.py)
    def __init__(self, seat: int) -> None:
        object.__setattr__(self, "seat", seat)


ACTIONS: Final[dict[str, type]] = {
    cls.__name__: cls
    for cls in (
        Redraw,
        Charge,
        PlayCard,
        Activate,
        UseExtra,
        Awaken,
        Attack,
        EndMain,
        Counter,
        Block,
        Combo,
        Proceed,
        ResolveFirst,
        ChooseTarget,
        TakeLife,
        Discard,
        Concede,
    )
}
LATER_FIELDS: Final = ("pay", "cost_card")  # left out of the JSON while None (the replays before them)


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def encode(action: Any) -> dict[str, Any]:
    """The action as JSON data: every action's fields are flat (numbers, text, tuples of numbers),
    read field by field (dataclasses.asdict deep-copied each one: a twentieth of a game)."""
    kind = type(action)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(action))
    data: dict[str, Any] = {"action": kind.__name__}
    for name in names:
        value = getattr(action, name)
        if value is None and name in LATER_FIELDS:
            continue
        data[name] = list(value) if isinstance(value, tuple) else value
    return data


def decode(raw: dict[str, Any]) -> Any:
    """An action from its JSON form; ValueError names what is wrong."""
    data = dict(raw)
    name = data.pop("action", None)
    cls = ACTIONS.get(str(name))
    if cls is None:
        raise ValueError(f"unknown action {name!r} (one of {', '.join(ACTIONS)})")
    fields = {f.name for f in dataclasses.fields(cls)}
    if set(data) - fields:
        raise ValueError(f"{name}: unknown field(s) {', '.join(unknown_keys(data, fields))}")
    for key, value in data.items():
        if isinstance(value, list):
            data[key] = tuple(value)
    try:
        return cls(**data)
    except TypeError as exc:
        raise ValueError(f"{name}: {exc}") from None

"""Decisions: what a game is waiting for, and the registry of decision kinds.

A `Decision` is owed by one seat (or by chance: seat CHANCE). Each kind of decision is one
`DecisionKind`, ideally in a module of its own, that knows four things about it: its legal
actions, how an action answering it changes the game, why an action is refused, and how to say
an action in words. Adding a kind is adding one module and registering it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, Generic, Protocol, TypeVar

from game.core.errors import IllegalAction

CHANCE: Final = -1  # the seat of a chance decision: the driver asks a chance model, not a player

GameT = TypeVar("GameT", contravariant=True)
ActionT = TypeVar("ActionT")


@dataclass(frozen=True)
class Decision:
    """One decision owed: `kind` names its DecisionKind, `seat` who makes it (or CHANCE), and
    `data` holds what the kind needs to know (the cards on offer, how many to choose, ...)."""

    kind: str
    seat: int
    data: Mapping[str, Any] | None = None

    def get(self, key: str, default: Any = None) -> Any:
        return default if self.data is None else self.data.get(key, default)


class DecisionKind(Protocol[GameT]):
    """What a game's rules say about one kind of decision. `GameT` is the game class; `Any`
    actions, since each game has its own.

    `one_shot` kinds are answered by one action: the core takes the decision off the stack
    before `apply` runs. Others (a priority window, a choice of several cards one by one) stay
    until their `apply` calls `game.finish(decision)`. The decision is a `Decision`, or a frame
    of the game's own shape (Bakugan's priority windows, decisions and rolls)."""

    name: str
    one_shot: bool

    def legal(self, game: GameT, decision: Any) -> list[Any]:
        """Every action that answers the decision now (empty for chance decisions)."""
        ...

    def apply(self, game: GameT, decision: Any, action: Any) -> None:
        """Change the game for a legal `action` (the core checked that it is legal)."""
        ...

    def explain(self, game: GameT, decision: Any, action: Any) -> IllegalAction:
        """Why `action` is refused now: the most specific rule, and the reason in words."""
        ...

    def describe(self, game: GameT, action: Any) -> str:
        """The action in a player's words, for buttons and the log."""
        ...

    def allows(self, game: GameT, decision: Any, action: Any) -> bool:
        """Whether `action` answers the decision: membership in `legal` unless the kind takes
        actions it cannot list (a throw's aim, a roll's outcome)."""
        ...


class BasicKind:
    """Defaults for a decision kind: one-shot, allows what `legal` lists, explains a refusal by
    `refusal_rule` and `refusal`, describes by `str`. Subclass it and set `name`."""

    name = ""
    one_shot = True
    refusal_rule = ""
    refusal = "that is not one of the choices now"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return []

    def allows(self, game: Any, decision: Decision, action: Any) -> bool:
        return action in self.legal(game, decision)

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        raise NotImplementedError(f"decision kind {self.name!r} does not say how it applies")

    def explain(self, game: Any, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction(self.refusal_rule, self.refusal)

    def describe(self, game: Any, action: Any) -> str:
        return str(action)


class UnknownDecision(KeyError):
    pass


class NamedKind(Protocol):
    """Anything a registry can hold: a kind with a name."""

    @property
    def name(self) -> str: ...


KindT = TypeVar("KindT", bound=NamedKind)


class KindRegistry(Generic[KindT]):
    """Kinds by name, each registered once. `DecisionRegistry` holds `DecisionKind`s answering
    core `Decision`s; a game whose pending decisions are of its own shape (Bakugan's frames)
    registers kinds of its own protocol here."""

    __slots__ = ("_kinds",)

    def __init__(self, kinds: Iterable[KindT] = ()) -> None:
        self._kinds: dict[str, KindT] = {}
        for kind in kinds:
            self.register(kind)

    def register(self, kind: KindT) -> None:
        if kind.name in self._kinds:
            raise ValueError(f"decision kind {kind.name!r} is registered twice")
        self._kinds[kind.name] = kind

    def __getitem__(self, name: str) -> KindT:
        try:
            return self._kinds[name]
        except KeyError:
            raise UnknownDecision(name) from None

    def __contains__(self, name: object) -> bool:
        return name in self._kinds

    def names(self) -> list[str]:
        return list(self._kinds)


class DecisionRegistry(KindRegistry[DecisionKind[GameT]], Generic[GameT]):
    """The decision kinds of one game on the core loop (game.py), by name."""

    __slots__ = ()

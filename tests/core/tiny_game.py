"""A tiny game on the core, the smallest that uses each part: a coin flip (chance with listed
outcomes) picks who starts; players take one or two tokens from a shared pile into their own
zone; whoever takes the last token wins. Also the example in game/core/README.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Self

from game.core import (
    CHANCE,
    SHARED,
    BasicKind,
    CoreGame,
    CoreState,
    Decision,
    DecisionRegistry,
    IllegalAction,
    Moved,
    Phase,
    Removed,
    Rules,
    Shuffled,
    WinCondition,
    ZoneSpec,
    ZoneTable,
)


@dataclass(frozen=True)
class Take:
    seat: int
    count: int


@dataclass(frozen=True)
class Coin:
    heads: bool


@dataclass
class TinyState:
    core: CoreState
    starter: int = 0
    last_taker: int | None = None
    moves_heard: list[tuple[Any, str]] = field(default_factory=list)
    other_events: list[Any] = field(default_factory=list)


class CoinKind(BasicKind):
    name = "coin"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return [Coin(True), Coin(False)]

    def outcomes(self, game: Any, decision: Decision) -> list[tuple[Any, float]]:
        return [(Coin(True), 0.5), (Coin(False), 0.5)]

    def apply(self, game: Tiny, decision: Decision, action: Coin) -> None:
        game.state.starter = 0 if action.heads else 1


class TakeKind(BasicKind):
    name = "take"
    refusal_rule = "T.2"

    def legal(self, game: Tiny, decision: Decision) -> list[Any]:
        left = len(game.core.zones[("pile", SHARED)])
        return [Take(decision.seat, n) for n in (1, 2) if n <= left]

    def apply(self, game: Tiny, decision: Decision, action: Take) -> None:
        for _ in range(action.count):
            game.move(game.core.zones[("pile", SHARED)][-1], ("taken", action.seat), cause="take", rule="T.2")
        game.state.last_taker = action.seat

    def explain(self, game: Tiny, decision: Decision, action: Any) -> IllegalAction:
        if getattr(action, "seat", None) != decision.seat:
            return IllegalAction("T.1", "it is the other player's turn")
        return IllegalAction("T.2", "take one or two tokens, no more than are left")

    def describe(self, game: Tiny, action: Take) -> str:
        return f"take {action.count}"


def _flip(game: Tiny) -> None:
    game.ask("coin", CHANCE)


def _take(game: Tiny) -> None:
    mover = (game.state.starter + game.core.turn - 1) % 2
    game.ask("take", mover)


def _empty_pile(game: Tiny) -> int | None:
    return game.state.last_taker if not game.core.zones[("pile", SHARED)] else None


def _heard(game: Tiny, event: Moved) -> None:
    game.state.moves_heard.append((event.item, event.cause))


def _other(game: Tiny, event: Removed | Shuffled) -> None:
    game.state.other_events.append(event)


ZONES = (ZoneSpec("pile", per_seat=False, ordered=True), ZoneSpec("taken"))

TINY_RULES: Rules[Tiny] = Rules(
    name="tiny",
    zones=ZONES,
    setup=(Phase("flip", _flip),),
    turn=(Phase("take", _take),),
    decisions=DecisionRegistry([CoinKind(), TakeKind()]),
    wins=(WinCondition("took the last token", "T.3", _empty_pile),),
    subscribers=((Moved, _heard), (Removed, _other), (Shuffled, _other)),
)


class Tiny(CoreGame[TinyState]):
    rules = TINY_RULES

    @classmethod
    def new(cls, tokens: int = 5) -> Self:
        zones = ZoneTable(ZONES, 2)
        for n in range(tokens):
            zones.move(n, ("pile", SHARED))
        game = cls(TinyState(core=CoreState(seats=2, names=["Ann", "Bob"], zones=zones)))
        game.start()
        return game

    def view(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "pile": len(self.core.zones[("pile", SHARED)])}

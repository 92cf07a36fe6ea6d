"""Rule 2.2: a coin flip decides who goes first; both players see it."""

from __future__ import annotations

from typing import Any

from game.core import BasicKind, Decision
from game.games.battle_monsters.actions import CoinFlip


class CoinKind(BasicKind):
    name = "coin"
    refusal_rule = "2.2"
    refusal = "the coin decides who goes first"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return []

    def allows(self, game: Any, decision: Decision, action: Any) -> bool:
        return isinstance(action, CoinFlip) and action.first in (0, 1)

    def outcomes(self, game: Any, decision: Decision) -> list[tuple[Any, float]]:
        return [(CoinFlip(0), 0.5), (CoinFlip(1), 0.5)]

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        game.state.first = action.first
        game.log(f"the coin is flipped: {game.name(action.first)} goes first", "2.2")

    def describe(self, game: Any, action: Any) -> str:
        return f"coin: {game.name(action.first)} goes first"


KIND: CoinKind = CoinKind()

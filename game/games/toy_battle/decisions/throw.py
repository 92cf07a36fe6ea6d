"""Throwing the selected Bakugan (rule 5.7.1): any aim is allowed, None is the usual throw."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.roll.actions import ThrowBakugan

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


class ThrowKind(BasicKind):
    name = "throw"

    def legal(self, game: ToyBattle, decision: Decision) -> list[Any]:
        return [ThrowBakugan(seat=decision.seat, throw=None)]

    def allows(self, game: ToyBattle, decision: Decision, action: Any) -> bool:
        return isinstance(action, ThrowBakugan) and action.seat == decision.seat

    def apply(self, game: ToyBattle, decision: Decision, action: ThrowBakugan) -> None:
        game.state.throws[action.seat] = action.throw

    def explain(self, game: ToyBattle, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction("5.7.1", f"{game.core.names[decision.seat]} throws now")

    def describe(self, game: ToyBattle, action: ThrowBakugan) -> str:
        return f"Throw {game.bakugan_name(game.state.selected[action.seat])}"


KIND = ThrowKind()

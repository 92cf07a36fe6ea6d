"""Selecting an unopened Bakugan for the brawl (rule 5.6.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.roll.actions import SelectBakugan

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


class SelectKind(BasicKind):
    name = "select"

    def legal(self, game: ToyBattle, decision: Decision) -> list[Any]:
        return [
            SelectBakugan(seat=decision.seat, bakugan=int(bid)) for bid in game.core.zones[("closed", decision.seat)]
        ]

    def apply(self, game: ToyBattle, decision: Decision, action: SelectBakugan) -> None:
        game.state.selected[action.seat] = action.bakugan
        game.log(f"{game.core.names[action.seat]} selects {game.bakugan_name(action.bakugan)}", "5.6.1")

    def explain(self, game: ToyBattle, decision: Decision, action: Any) -> IllegalAction:
        if not isinstance(action, SelectBakugan) or action.seat != decision.seat:
            return IllegalAction("5.6.1", f"{game.core.names[decision.seat]} selects a Bakugan now")
        return IllegalAction("5.6.1", "only one of your unopened Bakugan can be selected")

    def describe(self, game: ToyBattle, action: SelectBakugan) -> str:
        return f"Select {game.bakugan_name(action.bakugan)}"


KIND = SelectKind()

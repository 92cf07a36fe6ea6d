"""Placing a BakuCore on the field before the first turn (rules 1.4.3, 4.7.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.toy_battle.state import field_zone
from game.roll.actions import PlaceCore
from game.roll.hexgrid import frontier

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


class PlaceCoreKind(BasicKind):
    name = "place_core"

    def legal(self, game: ToyBattle, decision: Decision) -> list[Any]:
        core = decision.get("core")
        return [PlaceCore(seat=decision.seat, core=core, cell=c) for c in frontier(game.state.cells.values())]

    def apply(self, game: ToyBattle, decision: Decision, action: PlaceCore) -> None:
        game.state.cells[action.core] = action.cell
        game.move(action.core, field_zone(), cause="place", rule="4.7.3")

    def explain(self, game: ToyBattle, decision: Decision, action: Any) -> IllegalAction:
        if not isinstance(action, PlaceCore) or action.seat != decision.seat:
            return IllegalAction("1.4.3", f"{game.core.names[decision.seat]} places the next BakuCore")
        if action.core != decision.get("core"):
            return IllegalAction("1.4.3", f"the BakuCore to place now is {decision.get('core')}")
        if not game.state.cells:
            return IllegalAction("1.4.3", "the first BakuCore goes in the centre")
        return IllegalAction("4.7.3", "a BakuCore must touch a side of one already placed")

    def describe(self, game: ToyBattle, action: PlaceCore) -> str:
        return f"Place {game.core_label(action.core)} at {action.cell}"


KIND = PlaceCoreKind()

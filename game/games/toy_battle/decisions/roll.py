"""The roll's outcome, a chance node (rule 5.7.2), and the brawl it decides: if only one Bakugan
opens it wins; if both do, the higher B-Power wins, the starting player winning ties; the
loser's Bakugan retracts. If neither opens, both throw again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.toy_battle.state import field_zone, on_zone
from game.roll.actions import RollResults
from game.roll.seam import RollResult

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


class RollKind(BasicKind):
    name = "roll"

    def allows(self, game: ToyBattle, decision: Decision, action: Any) -> bool:
        return isinstance(action, RollResults) and set(action.by_seat()) == {0, 1}

    def apply(self, game: ToyBattle, decision: Decision, action: RollResults) -> None:
        s = game.state
        outcomes = action.by_seat()
        opened: list[int] = []
        for seat in (s.starting, 1 - s.starting):
            bid = s.selected[seat]
            outcome = outcomes[seat]
            if outcome.result is RollResult.OPENED:
                game.move(bid, ("open", seat), cause="open", rule="5.7.2")
                for core in outcome.cores:
                    if game.core.zones.zone_of(core) == field_zone():
                        game.move(core, on_zone(bid), cause="attach", rule="5.7.2")
                        del s.cells[core]
                opened.append(bid)
                game.log(f"{game.core.names[seat]}'s {game.bakugan_name(bid)} opens ({game.bp(bid)} B-Power)", "5.7.2")
            else:
                game.log(f"{game.core.names[seat]}'s Bakugan does not open ({outcome.result.value})", "5.7.2")
        s.throws = {}
        if not opened:
            game.log("Neither Bakugan opened: roll again", "5.7.2")
            game.goto("throw")
            return
        winner = max(opened, key=lambda b: (game.bp(b), s.bakugan[b].owner == s.starting))
        owner = s.bakugan[winner].owner
        game.log(f"{game.core.names[owner]} wins the brawl", "5.10.1")
        for bid in opened:
            if bid != winner:
                game.move(bid, ("closed", s.bakugan[bid].owner), cause="retract", rule="5.13.2")
        s.starting = owner
        s.selected = {}

    def explain(self, game: ToyBattle, decision: Decision, action: Any) -> IllegalAction:
        if not isinstance(action, RollResults):
            return IllegalAction("5.7.1", "the roll's outcome is awaited")
        return IllegalAction("5.7.1", "both players' roll outcomes are needed")

    def describe(self, game: ToyBattle, action: RollResults) -> str:
        return "; ".join(f"{game.core.names[seat]}: {o.result.value}" for seat, o in sorted(action.by_seat().items()))


KIND = RollKind()

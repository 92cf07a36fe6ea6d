"""Rule 6.4: one redraw: return any number of hand cards, shuffle, draw as many."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world.actions import Redraw

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class RedrawKind(BasicKind):
    name = "redraw"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        hand = sorted(game.state.zone("hand", decision.seat))
        return [Redraw(decision.seat, tuple(c)) for n in range(len(hand) + 1) for c in combinations(hand, n)]

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        hand = set(game.state.zone("hand", decision.seat))
        return (
            isinstance(action, Redraw)
            and action.seat == decision.seat
            and len(set(action.cards)) == len(action.cards)
            and set(action.cards) <= hand
        )

    def apply(self, game: FusionWorld, decision: Decision, action: Redraw) -> None:
        seat = action.seat
        if not action.cards:
            game.log(f"{game.name(seat)} keeps the hand", "6.4")
            return
        for iid in action.cards:
            game.move(iid, ("deck", seat), cause="redraw", rule="6.4")
        game.shuffle_deck(seat)
        game.log(f"{game.name(seat)} returns {len(action.cards)} card(s) and redraws", "6.4")
        game.draw(seat, len(action.cards), rule="6.4")

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction(
            "6.4", f"{game.name(decision.seat)} returns cards from their own hand, each once, or keeps it"
        )

    def describe(self, game: FusionWorld, action: Redraw) -> str:
        if not action.cards:
            return "Keep this hand"
        return "Redraw " + ", ".join(game.card(i).name for i in action.cards)


KIND: RedrawKind = RedrawKind()

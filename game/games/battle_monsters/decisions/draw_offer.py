"""Rule 3.4: both players may agree to a draw; the opponent answers an offer."""

from __future__ import annotations

from typing import Any

from game.core import BasicKind, Decision
from game.games.battle_monsters.actions import AnswerDraw


class DrawOfferKind(BasicKind):
    name = "draw_offer"
    refusal_rule = "3.4"
    refusal = "accept or decline the offered draw"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return [AnswerDraw(False), AnswerDraw(True)]

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        if action.accept:
            game.state.ended = "agreed draw"
            game.win(None, "both players agreed to a draw", "3.4")
        else:
            game.log(f"{game.name(decision.seat)} declines the draw", "3.4")

    def describe(self, game: Any, action: Any) -> str:
        return "accept the draw" if action.accept else "decline the draw"


KIND: DrawOfferKind = DrawOfferKind()

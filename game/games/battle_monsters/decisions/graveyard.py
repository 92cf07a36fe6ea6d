"""Rule 2.4: each player selects two cards of their deck to start in the graveyard (one a decision)."""

from __future__ import annotations

from typing import Any

from game.core import BasicKind, Decision
from game.games.battle_monsters.actions import ToGraveyard


class GraveyardKind(BasicKind):
    name = "graveyard"
    refusal_rule = "2.4"
    refusal = "select a card of your own deck"

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        s = game.state
        return [ToGraveyard(cid) for cid in sorted({s.cards[i] for i in s.reading("supply", decision.seat)})]

    def allows(self, game: Any, decision: Decision, action: Any) -> bool:
        """Whether `action` is one of legal's, asked of it alone (no list built and compared)."""
        if not isinstance(action, ToGraveyard):
            return False
        s = game.state
        return any(s.cards[i] == action.card for i in s.reading("supply", decision.seat))

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        s = game.state
        iid = next(i for i in s.reading("supply", decision.seat) if s.cards[i] == action.card)
        game.move(iid, ("graveyard", decision.seat), cause="start", rule="2.4")
        game.log(f"{game.name(decision.seat)} starts with {game.card(iid).name} in the graveyard", "2.4")

    def describe(self, game: Any, action: Any) -> str:
        return f"put {game.pool[action.card].name} in the graveyard"


KIND: GraveyardKind = GraveyardKind()

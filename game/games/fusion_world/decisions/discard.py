"""An effect's discard: the player whose hand it is chooses which cards go to the drop area; then
the ability goes on with its next effect."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import resolve
from game.games.fusion_world.actions import Discard

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


class DiscardKind(BasicKind):
    name = "discard"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        """Each different choice once (two copies of a card are the same choice)."""
        s = game.state
        hand = sorted(s.zone("hand", decision.seat))
        seen: set[tuple[str, ...]] = set()
        found: list[Any] = []
        for cards in combinations(hand, int(decision.get("count", 1))):
            names = tuple(sorted(s.cards[i] for i in cards))
            if names not in seen:
                seen.add(names)
                found.append(Discard(decision.seat, cards))
        return found

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        hand = set(game.state.zone("hand", decision.seat))
        return (
            isinstance(action, Discard)
            and action.seat == decision.seat
            and len(set(action.cards)) == len(action.cards) == int(decision.get("count", 1))
            and set(action.cards) <= hand
        )

    def apply(self, game: FusionWorld, decision: Decision, action: Discard) -> None:
        resolve.discard(game, action.seat, action.cards)
        played = decision.get("played")
        resolve.resume(
            game,
            int(decision.get("controller")),
            int(decision.get("source")),
            str(decision.get("key")),
            int(decision.get("index")),
            played=None if played is None else int(played),
            after=tuple(int(i) for i in decision.get("after", ())),
            answered=True,
        )

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        return IllegalAction(
            "8.2", f"{game.name(decision.seat)} discards {decision.get('count', 1)} different cards of their own hand"
        )

    def describe(self, game: FusionWorld, action: Discard) -> str:
        return "Discard " + ", ".join(game.card(i).name for i in action.cards)


KIND: DiscardKind = DiscardKind()

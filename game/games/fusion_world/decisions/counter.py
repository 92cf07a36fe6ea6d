"""P8 and RULINGS.md R14, R15: a counter window. A battle card is being played and paid for
(Counter:Play), an attack was declared (Counter:Attack), or a counter was used (Counter:Counter):
the player answering may use a Counter extra card from the hand, naming the energy that pays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import BasicKind, Decision, IllegalAction
from game.games.fusion_world import play
from game.games.fusion_world.actions import Counter

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

WORDS = {"play": "Counter:Play", "attack": "Counter:Attack", "counter": "Counter:Counter"}


def window(decision: Decision) -> str:
    return str(decision.get("window", "play"))


class CounterKind(BasicKind):
    name = "counter"
    refusal_rule = "P8"

    def legal(self, game: FusionWorld, decision: Decision) -> list[Any]:
        found = play.counters(game, decision.seat, play.WINDOWS[window(decision)])
        return [Counter(decision.seat, None), *(Counter(decision.seat, c) for c in found)]

    def allows(self, game: FusionWorld, decision: Decision, action: Any) -> bool:
        if not isinstance(action, Counter) or action.seat != decision.seat:
            return False
        if action.card is None:
            return action.pay is None
        if action.card not in play.counters(game, decision.seat, play.WINDOWS[window(decision)]):
            return False
        card = game.card(action.card)
        return play.payment(game, action.seat, card.cost, card.colour, card.colour_cost, action.pay) is not None

    def apply(self, game: FusionWorld, decision: Decision, action: Counter) -> None:
        played = decision.get("played")
        after = tuple(int(i) for i in decision.get("after", ()))
        play.counter(game, action, window(decision), None if played is None else int(played), after)

    def explain(self, game: FusionWorld, decision: Decision, action: Any) -> IllegalAction:
        which = window(decision)
        if isinstance(action, Counter) and action.card is not None and action.pay is not None:
            card = game.card(action.card)
            found = play.payment_refusal(game, action.seat, card.cost, card.colour, card.colour_cost, action.pay)
            if found is not None and action.card in play.counters(game, decision.seat, play.WINDOWS[which]):
                return IllegalAction(*found)
        return IllegalAction(
            play.COUNTER_RULES[which],
            f"answer with a {WORDS[which]} extra card from your hand you can pay for, or none",
        )

    def describe(self, game: FusionWorld, action: Counter) -> str:
        return "No counter" if action.card is None else f"Counter with {game.card(action.card).name}"


KIND: CounterKind = CounterKind()

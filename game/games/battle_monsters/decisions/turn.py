"""A player's turn (6.1): sub-actions (7.2-7.5) as often as the cards allow, then exactly one
action (6.2-6.4), which ends the turn. The decision stays on the stack until that action."""

from __future__ import annotations

from typing import Any

from game.core import Decision, IllegalAction
from game.games.battle_monsters import legal
from game.games.battle_monsters.actions import (
    Attack,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Switch,
)
from game.games.battle_monsters.values import permits


class TurnKind:
    name = "turn"
    one_shot = False

    def legal(self, game: Any, decision: Decision) -> list[Any]:
        return legal.turn_actions(game, decision.seat)

    def allows(self, game: Any, decision: Decision, action: Any) -> bool:
        return legal.turn_allows(game, decision.seat, action)

    def explain(self, game: Any, decision: Decision, action: Any) -> IllegalAction:
        return legal.explain(game, decision.seat, action)

    def apply(self, game: Any, decision: Decision, action: Any) -> None:
        seat = decision.seat
        if isinstance(action, (Draw, Discard, Skip)):
            game.finish(decision)  # 6.1: the action ends the turn; nothing more may follow it
            game.take_action(seat, action)
        elif isinstance(action, OfferDraw):
            game.state.draw_offered = True
            game.log(f"{game.name(seat)} offers a draw", "3.4")
            game.ask("draw_offer", 1 - seat)
        elif isinstance(action, Summon):
            game.summon(seat, action.iid, action.stance)
        elif isinstance(action, Reveal):
            game.state.acted.add(action.iid)
            game.reveal(seat, action.iid)
        elif isinstance(action, Switch):
            game.state.acted.add(action.iid)
            game.switch_mode(action.iid)
            game.log(
                f"{game.name(seat)} switches {game.public_name(action.iid)} to {game.state.stance[action.iid]}", "7.4"
            )
        elif isinstance(action, Attack):
            _count_attack(game, action.iid)
            game.attack(seat, action.iid, action.target)

    def describe(self, game: Any, action: Any) -> str:
        return str(game.describe_action(action))


def _count_attack(game: Any, iid: int) -> None:
    """An attack is the card's sub-action (7.1), unless its card lets it attack twice (1.2): then
    the first attack is counted and the sub-action kept for the second."""
    s = game.state
    if iid not in s.attacks and permits(game, iid, "attack_twice"):
        s.attacks[iid] = 1
        return
    s.acted.add(iid)
    if iid in s.attacks:
        s.attacks[iid] += 1


KIND: TurnKind = TurnKind()

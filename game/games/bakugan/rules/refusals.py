"""Why an action is refused: the most specific rule and the reason (explain_illegal).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads; it asks the legal
actions (legal.py) what would be legal, and the damage record (damage_record.py) for the FrostStrike
of the damage being dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.action_refusals import refusal_of_action
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    ChooseCore,
    Decline,
    PlayCard,
    RollResults,
)
from game.games.bakugan.rules.card_zones import is_energy_in_play
from game.games.bakugan.rules.damage_record import DamageRecord
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.evo_refusal import wrong_evo_target
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.specific_refusals import specific_refusal
from game.games.bakugan.rules.state import Step

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class Refusals:
    """The most specific rule behind an action that is not legal now, and the reason in words."""

    __slots__ = ("legal", "record")

    def __init__(self, legal: LegalActions, record: DamageRecord) -> None:
        self.legal = legal
        self.record = record

    def explain_illegal(self, game: Game, action: Action) -> IllegalAction:
        """Why an action is not legal now, with the rule behind it: what forbids the action itself
        (game/games/bakugan/rules/action_refusals.py) before whose turn it is, and what the pending
        decision waits for (its kind's `explain` and `refuse_other`) before priority (1.14.2)."""
        s = game.state
        top = game.pending()
        if s.step is Step.OVER:
            return IllegalAction("1.5.1", "the game is over")
        seat = getattr(action, "seat", None)
        if isinstance(seat, int) and not 0 <= seat < s.seats:
            return IllegalAction("8.1.1" if s.seats > 2 else "1.1.1", f"there is no player {seat} in this game")
        if isinstance(seat, int) and s.players[seat].out:
            return IllegalAction("8.2.4", f"{game.name(seat)} is out of the game and takes no further part")
        if isinstance(action, (PlayCard, Activate)) and s.step in (Step.DRAW, Step.ENERGIZE):
            return IllegalAction("5.2.1", "no cards can be played or abilities used during the Start Phase")
        if isinstance(action, (PlayCard, Activate)) and s.step in (Step.CHARGE, Step.RESET):
            return IllegalAction("5.15.1", "the Play Step is the last time in a turn cards are played")
        specific = specific_refusal(game, action)
        if specific is not None:
            return specific
        expected = game.to_act()
        if expected is None:
            return IllegalAction("1.14", "no decision is pending")
        if expected == CHANCE and not isinstance(action, RollResults):
            return IllegalAction("5.7.1", "the Bakugan are rolling; the next action is the roll's outcome")
        itself = refusal_of_action(game, action)
        if isinstance(top, DecisionFrame):
            kind = kind_of(top.decision)
            mine = seat == expected
            return (
                (kind.explain(game, top, action) if mine and itself is None else None)
                or itself
                or kind.refuse_other(game, top, action)
            )
        if itself is not None:
            return itself
        if isinstance(action, (ChooseCard, ChooseCore, Decline)):
            return IllegalAction("1.14.2", f"no choice is waiting: {game.name(expected)} has priority")
        if expected != CHANCE and seat != expected:
            who = game.name(expected)
            return IllegalAction(
                "1.14.2", f"it is {who}'s decision, not {game.name(seat) if seat is not None else 'chance'}'s"
            )
        if isinstance(action, PlayCard):
            return self.explain_play(game, action)
        if isinstance(action, Activate):
            return self._explain_activate(game, action)
        return IllegalAction("1.14.2", f"{type(action).__name__} is not one of the actions of priority now")

    def _explain_activate(self, game: Game, action: Activate) -> IllegalAction:
        """Why using an activated ability of the player's own (action_refusals checked that) with
        priority is refused: its cost (6.4.2) or its selection (1.13.1)."""
        bid, ability = next(
            (bid, ability)
            for iid, bid, index, ability in self.legal.activated_abilities(game, action.seat)
            if iid == action.card and index == action.ability
        )
        cost, can_make = ability.activation_cost, self.legal.available_energy(game, action.seat)
        if cost > can_make:
            return IllegalAction(
                "6.4.2", f"all costs must be paid to use it: it costs {cost} Energy and you can make only {can_make}"
            )
        if action.target not in self.legal.targets(game, action.seat, ability.select, bid):
            return IllegalAction("1.13.1", f"{action.target} is not a legal selection for that ability")
        return IllegalAction("6.4.2", "that ability cannot be used now")

    def explain_play(self, game: Game, action: PlayCard, flipping: bool = False) -> IllegalAction:
        """Why playing this card from where it is (action_refusals.py allows it) is refused: with
        priority, or as the Flip card just flipped (`flipping`: FrostStrike adds to its cost, 7.3.3)."""
        s = game.state
        player = s.players[action.seat]
        card = game.card(action.card)  # where it is, and its type, action_refusals.py has checked
        if not card.is_encoded:
            return IllegalAction("cards", f"{card.label} is not encoded yet: {card.unencoded}")
        frost = self.record.current_frost(game) if flipping else 0
        if action.discards and len(action.discards) != card.discard_cost:
            return IllegalAction(
                "1.15", f"{card.name} takes {card.discard_cost or 'no'} cards discarded as an additional cost"
            )
        if action.discards and not set(action.discards) <= set(player.hand) - {action.card}:
            return IllegalAction("1.15", "the cards discarded as a cost must be other cards from your hand")
        cost = self.legal.card_cost(
            game, action.seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards)
        )
        can_make = self.legal.available_energy(game, action.seat)
        if cost > can_make:
            return IllegalAction("7.8.1", f"{card.name} costs {cost} Energy and you can make only {can_make}")
        if action.target is not None and action.target.kind == "hero" and is_energy_in_play(s, action.target.ref):
            return IllegalAction("3.7.2", "that card is an Energy card while in play, not a Hero")
        targets = [
            t
            for t in self.legal.card_targets(game, action.seat, card)
            if self.legal.second_targets(game, action.seat, card, t)
        ]
        if card.type is CardType.EVO and action.target not in targets:
            refused = wrong_evo_target(game, action.seat, card, action.target)
            if refused.rule == "3.3.1" and not targets:
                return IllegalAction(
                    "3.3.1", f"{card.name} needs your {card.evolves_from} of a matching Faction, and you have none"
                )
            return refused
        if not targets:
            return IllegalAction("1.13.1", f"{card.name} needs a selection and there is none available")
        if action.target not in targets:
            return IllegalAction("1.13.1", f"{action.target} is not a legal selection for {card.name}")
        if action.target2 not in self.legal.second_targets(game, action.seat, card, action.target):
            return IllegalAction(
                "1.13.1",
                f"{action.target2} is not a legal second selection for {card.name} (one of each, not the same)",
            )
        if action.sacrifice is not None and not card.sacrifice:
            return IllegalAction("7.4.4", f"{card.name} has no Sacrifice")
        if action.x and not card.x_cost:
            return IllegalAction("1.8.1", f"{card.name} has no X in its cost")
        return IllegalAction("7.8.1", "that play is not legal now")

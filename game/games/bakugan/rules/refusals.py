"""Why an action is refused: the most specific rule and the reason (explain_illegal).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads; it asks the legal
actions (legal.py) what would be legal, and the damage record (damage_record.py) for the FrostStrike
of the damage being dealt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
    Activate,
    Energize,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    ThrowBakugan,
)
from game.games.bakugan.rules.card_zones import is_energy_in_play
from game.games.bakugan.rules.damage_record import DamageRecord
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.specific_refusals import specific_refusal
from game.games.bakugan.rules.state import (
    Step,
)
from game.roll.hexgrid import frontier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class Refusals:
    """The most specific rule behind an action that is not legal now, and the reason in words."""

    __slots__ = ("legal", "record")

    def __init__(self, legal: LegalActions, record: DamageRecord) -> None:
        self.legal = legal
        self.record = record

    def explain_illegal(self, game: Game, action: Action) -> IllegalAction:
        """Why an action is not legal now, with the rule behind it."""
        s = game.state
        top = game.pending()
        if s.step is Step.OVER:
            return IllegalAction("1.5.1", "the game is over")
        seat = getattr(action, "seat", None)
        if isinstance(seat, int) and 0 <= seat < s.seats and s.players[seat].out:
            return IllegalAction("8.2.4", f"{game.name(seat)} is out of the game and takes no further part")
        if isinstance(action, (PlayCard, Activate)) and s.step in (Step.DRAW, Step.ENERGIZE):
            return IllegalAction("5.2.1", "no cards can be played or abilities used during the Start Phase")
        specific = specific_refusal(game, action)
        if specific is not None:
            return specific
        expected = game.to_act()
        if expected is None:
            return IllegalAction("1.14", "no decision is pending")
        if expected == CHANCE and not isinstance(action, RollResults):
            return IllegalAction("5.7.1", "the Bakugan are rolling; the next action is the roll's outcome")
        if expected != CHANCE and seat != expected:
            who = game.name(expected)
            return IllegalAction(
                "1.14.2", f"it is {who}'s decision, not {game.name(seat) if seat is not None else 'chance'}'s"
            )
        if isinstance(top, DecisionFrame):
            refused = kind_of(top.decision).explain(game, top, action)
            if refused is not None:
                return refused
            if isinstance(action, PlayCard):
                return IllegalAction("1.14.2", "a decision is pending; cards can be played only with priority")
        if isinstance(action, PlayCard):
            return self.explain_play(game, action)
        if isinstance(action, PlaceCore):
            if not s.field and action.cell != (0, 0):
                return IllegalAction("1.4.3", "the first BakuCore goes in the centre of the play area")
            if action.cell not in frontier(s.field.values()):
                return IllegalAction(
                    "4.7.3", "a BakuCore must be placed with a full side touching a BakuCore already on the field"
                )
            if s.step is Step.SETUP:
                return IllegalAction("1.4.3", "that BakuCore is not one of yours still to place")
            return IllegalAction("4.7.3", "that BakuCore is not one of those going back onto the field now")
        if isinstance(action, Activate):
            return self._explain_activate(game, action)
        if isinstance(action, Energize) and action.card is not None:
            return IllegalAction("5.4.1", "you can Energize only a card from your own hand, once in this step")
        if isinstance(action, SelectBakugan):
            return IllegalAction("5.6.1", "choose one of your own unopened Bakugan")
        if isinstance(action, ThrowBakugan):
            return IllegalAction(
                "5.7.1", "Bakugan are rolled in the Roll Step (or when a card says to roll again), not now"
            )
        if isinstance(action, Pass) and top is not None and not isinstance(top, PriorityFrame):
            return IllegalAction("1.14", "there is a decision to make, not priority to pass")
        return IllegalAction("1.14", f"{type(action).__name__} is not a legal action now")

    def _explain_activate(self, game: Game, action: Activate) -> IllegalAction:
        top = game.pending()
        if not isinstance(top, PriorityFrame):
            return IllegalAction("1.14.2", "a decision is pending; abilities can be used only with priority")
        found = [
            (bid, ability)
            for iid, bid, index, ability in self.legal.activated_abilities(game, action.seat)
            if iid == action.card and index == action.ability
        ]
        if not found and is_energy_in_play(game.state, action.card):
            return IllegalAction("3.7.2", "that card is an Energy card while in play; its abilities do not apply")
        if not found:
            return IllegalAction("6.4.1", "that is not an activated ability of a card you control in play")
        bid, ability = found[0]
        cost, can_make = ability.activation_cost, self.legal.available_energy(game, action.seat)
        if cost > can_make:
            return IllegalAction(
                "6.4.2", f"all costs must be paid to use it: it costs {cost} Energy and you can make only {can_make}"
            )
        if action.target not in self.legal.targets(game, action.seat, ability.select, bid):
            return IllegalAction("1.13.1", f"{action.target} is not a legal selection for that ability")
        return IllegalAction("6.4.2", "that ability cannot be used now")

    def explain_play(self, game: Game, action: PlayCard, flipping: bool = False) -> IllegalAction:
        """Why playing this card is refused: with priority, or as the Flip card just flipped
        (`flipping`: FrostStrike adds to its cost, rule 7.3.3)."""
        s = game.state
        player = s.players[action.seat]
        if not flipping and is_energy_in_play(s, action.card):
            return IllegalAction("3.7.2", "that card is an Energy card while in play, not a card to play")
        if not flipping and action.card not in player.hand:
            return IllegalAction("6.2.1", "that card is not in your hand")
        card = game.card(action.card)
        if not card.is_encoded:
            return IllegalAction("cards", f"{card.label} is not encoded yet: {card.unencoded}")
        if card.type is CardType.FLIP and not flipping:
            return IllegalAction("3.6.1", "Flip cards are played only when flipped from your deck by damage")
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
        if not targets and card.type is CardType.EVO:
            return IllegalAction(
                "3.3.1", f"{card.name} needs your {card.evolves_from} of a matching Faction, and you have none"
            )
        if not targets:
            return IllegalAction("1.13.1", f"{card.name} needs a selection and there is none available")
        if action.target not in targets:
            if card.type is CardType.EVO:
                return IllegalAction(
                    "3.3.1", f"{card.name} must be played on your {card.evolves_from} of a matching Faction"
                )
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

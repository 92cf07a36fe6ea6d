"""Refusals of an action for what it is, whoever's turn it is: a card played from anywhere but
the hand (6.2.1), a Flip card not just flipped (3.6.1), an ability that is not one of yours
(6.4.1), a BakuCore moved that stays where it is (4.1.2, 7.2.5), a Bakugan that cannot be
selected (5.6.1), an Energize or a throw out of its step (5.4.1, 5.7.1).

`Game.explain_illegal` asks here before it says whose decision it is (1.14.2) or what the pending
decision is waiting for, so a refusal names the rule that forbids the action itself. None: the
action would be fine in itself, and the refusal is about timing or turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    Energize,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    ThrowBakugan,
    Uncharge,
)
from game.games.bakugan.rules.card_zones import is_energy_in_play
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.energy_ability import uncharge_refusal
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from game.roll.hexgrid import frontier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def refusal_of_action(game: Game, action: Action) -> IllegalAction | None:
    """The rule that forbids this action in itself, or None."""
    if isinstance(action, PlayCard):
        return _play(game, action)
    if isinstance(action, Activate):
        return _activate(game, action)
    if isinstance(action, PlaceCore):
        return _place(game, action)
    if isinstance(action, SelectBakugan):
        return _select(game, action)
    if isinstance(action, Energize):
        return _energize(game, action)
    if isinstance(action, Uncharge):
        return uncharge_refusal(game, action)
    if isinstance(action, RollResults):
        return IllegalAction("5.7.1", "no Bakugan is being rolled: there is no roll outcome to give")
    if isinstance(action, ThrowBakugan) and not any(kind_of(f.decision).takes_throw for f in _decisions(game)):
        return IllegalAction("5.7.1", "Bakugan are rolled in the Roll Step, or when a card says to roll again")
    return None


def _decisions(game: Game, seat: int | None = None) -> list[DecisionFrame]:
    """The decisions on the stack (of one seat, if given)."""
    return [f for f in game.state.frames if isinstance(f, DecisionFrame) and (seat is None or f.seat == seat)]


def _play(game: Game, action: PlayCard) -> IllegalAction | None:
    s = game.state
    if not 0 <= action.card < len(s.cards):
        return IllegalAction("6.2.1", f"there is no card {action.card}")
    if is_energy_in_play(s, action.card):
        return IllegalAction("3.7.2", "that card is an Energy card while in play, not a card to play")
    if any(kind_of(f.decision).offers_card(game, f, action.card) for f in _decisions(game, action.seat)):
        return None  # a Flip card just flipped, a card offered for free: the decision says what may be done
    card = game.card(action.card)
    if card.type is CardType.FLIP:
        return IllegalAction("3.6.1", "Flip cards are played only when flipped from your deck by damage")
    player = s.players[action.seat]
    if action.card in player.hand or (action.card in player.discard and card.from_discard):
        return None
    return IllegalAction("6.2.1", f"a card is played from its player's hand, and {card.name} is {_where(game, action)}")


def _where(game: Game, action: PlayCard) -> str:
    s = game.state
    for p in s.players:
        whose = "your" if p.seat == action.seat else f"{p.name}'s"
        for name, zone in (("hand", p.hand), ("deck", p.deck), ("discard pile", p.discard)):
            if action.card in zone:
                return f"in {whose} {name}"
    if any(e.card == action.card for e in s.batch):
        return "in the batch"
    return "in play"


def _activate(game: Game, action: Activate) -> IllegalAction | None:
    mine = game.legal.activated_abilities(game, action.seat)
    if any(iid == action.card and index == action.ability for iid, _, index, _ in mine):
        return None
    if is_energy_in_play(game.state, action.card):
        return IllegalAction("3.7.2", "that card is an Energy card while in play; its abilities do not apply")
    return IllegalAction("6.4.1", "that is not an activated ability of a card you control in play")


def _place(game: Game, action: PlaceCore) -> IllegalAction | None:
    s = game.state
    if action.core not in s.cores:
        return IllegalAction("4.7.3", f"there is no BakuCore {action.core}")
    if action.core in s.field:
        return IllegalAction("4.1.2", "a BakuCore on the field is not moved again unless the rules require it")
    if any(action.core in b.cores for b in s.bakugan):
        return IllegalAction(
            "7.2.5", "a BakuCore a Bakugan holds goes back onto the field only when the Bakugan retracts"
        )
    in_transit = any(action.core in kind_of(f.decision).cores_in_transit(f) for f in _decisions(game))
    if not in_transit and s.step is not Step.SETUP:
        return IllegalAction("4.7.3", "that BakuCore is not going back onto the field now")
    if not in_transit and s.cores[action.core].owner != action.seat:
        return IllegalAction("1.4.3", "each player places their own BakuCores")
    if not s.field and action.cell != (0, 0):
        return IllegalAction("1.4.3", "the first BakuCore goes in the centre of the play area")
    if action.cell not in frontier(s.field.values()):
        return IllegalAction(
            "4.7.3", "a BakuCore must be placed with a full side touching a BakuCore already on the field"
        )
    return None


def _select(game: Game, action: SelectBakugan) -> IllegalAction | None:
    s = game.state
    if not 0 <= action.bakugan < len(s.bakugan):
        return IllegalAction("5.6.1", f"there is no Bakugan {action.bakugan}")
    bak = s.bakugan[action.bakugan]
    if bak.controller != action.seat:
        return IllegalAction("5.6.1", "each player chooses one of their own Bakugan to roll")
    if bak.open:
        return IllegalAction("5.6.1", "an open Bakugan is not rolled: choose an unopened one")
    if not any(SelectBakugan in kind_of(f.decision).answers for f in _decisions(game)):
        return IllegalAction("5.6.1", "the Bakugan to roll is chosen in the Selection Step")
    return None


def _energize(game: Game, action: Energize) -> IllegalAction | None:
    s = game.state
    if s.step in _AFTER_ENERGIZING:  # every player has decided this turn: a second Energize
        return IllegalAction("5.4.2", "you have decided whether to Energize this turn: there is no second chance")
    if s.step is not Step.ENERGIZE:
        return IllegalAction("5.4.1", "a card is Energized from the hand in the Energize Step (3.7.1)")
    if action.card is not None and action.card not in s.players[action.seat].hand:
        return IllegalAction("5.4.1", "players Energize a card from their own hand")
    return None


# the steps of a turn after its Energize Step (5.1.1: Roll, Brawl and End Phases)
_AFTER_ENERGIZING: Final = frozenset(Step) - {Step.SETUP, Step.DRAW, Step.ENERGIZE, Step.OVER}

"""`discard`: the player discards cards from hand one at a time: for the hand limit in the Reset
step (rule 4.3.2), for an effect or a Sacrifice paid as a card is played (4.5.1, 7.4.4).
`count`: how many are still to go; `options`: [card type] when only that type may go;
`optional`: Decline ends it; `card`: the eid of the card whose Sacrifice this pays."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.state import Step

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class DiscardKind(Kind):
    name = "discard"
    picks_from_hand = True
    choice = "a card from your hand to discard"
    declined = ("discards no more cards", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seat = frame.seat
        hand = _discardable(game, frame)
        return [ChooseCard(seat=seat, card=i) for i in hand] + ([Decline(seat=seat)] if frame.optional else [])

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCard):
            super().apply(game, frame, action)
            return
        s = game.state
        name = s.players[action.seat].name
        game.log(f"{name} discards {game.card(action.card).name}", "4.3.2" if s.step is Step.RESET else "4.5.1")
        game.discard_from_hand(action.seat, action.card)
        frame.count -= 1
        resolving = game.resolving_entry()
        if frame.card is not None:  # a Sacrifice paid as a card is played: frame.card is its eid
            resolving = next((e for e in s.batch if e.eid == frame.card), None)
            if resolving is not None:
                resolving.sacrificed = True
        if resolving is not None:
            resolving.tally += 1
            resolving.did = True
        if frame.count <= 0 or not _discardable(game, frame):
            s.frames.pop()

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        limit = game.state.step is Step.RESET
        if isinstance(action, Decline) and limit:
            return IllegalAction("4.3.2", "a player with more than seven cards keeps seven and discards the rest")
        if not isinstance(action, ChooseCard) or action.seat != frame.seat:
            return super().explain(game, frame, action)
        if action.card not in game.state.players[frame.seat].hand:
            return IllegalAction("4.3.2" if limit else "4.5.1", "a card is discarded from your own hand")
        wanted = frame.options[0] if frame.options else ""
        if wanted and game.card(action.card).type.value != wanted:
            return IllegalAction("4.5.1", f"only a {wanted} card may be discarded for this")
        return super().explain(game, frame, action)

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        owner = game.name(frame.seat)
        if game.state.step is Step.RESET:
            return IllegalAction("4.3.2", f"{owner} has more than seven cards and discards down to seven first")
        if frame.card is not None:
            return IllegalAction("7.4.4", f"{owner} discards for Sacrifice as the card is played, before anyone acts")
        return super().refuse_other(game, frame, action)


def _discardable(game: Game, frame: DecisionFrame) -> list[int]:
    hand = game.state.players[frame.seat].hand
    if frame.options:
        return [i for i in hand if game.card(i).type.value == frame.options[0]]
    return hand


KIND: Kind = DiscardKind()

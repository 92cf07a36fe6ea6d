"""`energize_pick`: an effect's controller Energizes cards picked from a player's hand (rule
7.2.4). `options`: [the hand's owner, charged (1) or uncharged (0)]; `count`: how many more
(0: any number); Decline ends it when the card says "you may", the count is open or nothing fits."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class EnergizePickKind(Kind):
    name = "energize_pick"
    choice = "a card from the hand the card names"
    picks_from_hand = True
    declined = ("Energizes no more cards", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seat = frame.seat
        picks: list[Action] = [ChooseCard(seat=seat, card=i) for i in game.state.players[frame.options[0]].hand]
        return [*picks, *([Decline(seat=seat)] if frame.optional or frame.count == 0 or not picks else [])]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCard):
            super().apply(game, frame, action)
            return
        s = game.state
        owner = s.players[frame.options[0]]
        energy = "charged" if frame.options[1] else "uncharged"
        game.move_card(action.card, ("hand", owner.seat), (energy, owner.seat), cause="energize", rule="7.2.4")
        game.log(f"{game.name(action.seat)} Energizes a card from {owner.name}'s hand", "7.2.4")
        frame.count -= 1
        if frame.count == 0 or not owner.hand:
            s.frames.pop()


KIND: Kind = EnergizePickKind()

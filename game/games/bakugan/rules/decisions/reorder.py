"""`reorder`: the player puts cards looked at back on top of their deck in the order chosen
(rule 4.1.2), one at a time. `options`: the cards still to place; `count`: how many are placed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class ReorderKind(Kind):
    name = "reorder"
    choice = "one of the cards you are looking at"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return [ChooseCard(seat=frame.seat, card=i) for i in frame.options]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        player = game.state.players[action.seat]
        at = len(player.deck) - 1 - frame.count  # its place once it is out of the deck
        game.move_card(action.card, ("deck", action.seat), ("deck", action.seat), index=at, cause="reorder")
        frame.count += 1
        frame.options.remove(action.card)
        if len(frame.options) <= 1:
            game.state.frames.pop()
            game.log(f"{player.name} puts the cards back on top of their deck", "4.1.2")


KIND: Kind = ReorderKind()

"""`energize`: in the Energize step each player, in turn, may Energize one card from hand
(rules 5.4.1, 5.4.2, 7.2.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.action_builders import energize_action
from game.games.bakugan.rules.actions import Action, Energize
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class EnergizeKind(Kind):
    name = "energize"
    picks_from_hand = True
    answers: tuple[type[Action], ...] = (Energize,)
    must = ("5.4.1", "Energize a card from your hand, or decline to")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seat = frame.seat
        return [energize_action(seat, None), *[energize_action(seat, i) for i in game.state.players[seat].hand]]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, Energize)
        game.state.frames.pop()
        if action.card is None:
            game.log(f"{game.name(action.seat)} does not Energize", "5.4.2")
            return
        player = game.state.players[action.seat]
        game.move_card(action.card, ("hand", action.seat), ("charged", action.seat), cause="energize")
        game.log(
            f"{player.name} Energizes a card ({len(player.charged) + len(player.uncharged)} Energy cards)", "7.2.4"
        )

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        turn = f"it is {game.name(frame.seat)}'s turn"
        return IllegalAction("5.4.1", f"starting with the starting player, each player may Energize a card: {turn}")


KIND: Kind = EnergizeKind()

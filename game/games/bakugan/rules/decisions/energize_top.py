"""`energize_top`: the player may Energize the top cards of their deck (rule 7.2.4).
`options`: [how many, charged (1) or uncharged (0)]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class EnergizeTopKind(Kind):
    name = "energize_top"
    choice = "the top card of your deck"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        deck = game.state.players[frame.seat].deck
        return [*([ChooseCard(seat=frame.seat, card=deck[-1])] if deck else []), Decline(seat=frame.seat)]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCard):
            super().apply(game, frame, action)
            return
        s = game.state
        s.frames.pop()
        player = s.players[action.seat]
        n = min(frame.options[0], len(player.deck))
        energy = "charged" if frame.options[1] else "uncharged"
        for _ in range(n):
            game.move_card(player.deck[-1], ("deck", action.seat), (energy, action.seat), cause="energize")
        game.log(f"{player.name} Energizes the top {n} card(s) of their deck", "7.2.4")


KIND: Kind = EnergizeTopKind()

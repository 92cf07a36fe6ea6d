"""`copy_new`: the player copies a card (`options`: the cards that may be copied) with new
selections; the copy enters the batch (rule 7.7.1). Decline when "you may" or nothing can be copied."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.state import BatchEntry

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class CopyNewKind(Kind):
    name = "copy_new"
    choice = "the card to copy, with legal selections of your own (7.7.1)"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        copies = [a for iid in frame.options for a in game.legal.copy_options(game, frame.seat, iid)]
        return [*copies, *([Decline(seat=frame.seat)] if frame.optional or not copies else [])]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCard):
            super().apply(game, frame, action)
            return
        s = game.state
        s.frames.pop()
        player = s.players[action.seat]
        card = game.card(action.card)
        copy_entry = BatchEntry(
            eid=s.next_eid,
            kind="copy",
            controller=action.seat,
            card_id=card.id,
            target=[action.target.kind, action.target.ref] if action.target else None,
            mode=action.mode,
            played_before=player.cards_played,
        )
        s.next_eid += 1
        s.batch.append(copy_entry)
        game.log(f"{player.name} copies {card.name} with new selections", "7.7.1")


KIND: Kind = CopyNewKind()

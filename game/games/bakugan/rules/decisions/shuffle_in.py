"""`shuffle_in`: the player puts any number of cards from hand into their deck, one at a time,
then the deck is shuffled (rule 4.2.2); each counts for "for each card shuffled". Decline, or
an empty hand, ends it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class ShuffleInKind(Kind):
    name = "shuffle_in"
    choice = "a card from your hand"
    picks_from_hand = True

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        choices: list[Action] = [ChooseCard(seat=frame.seat, card=i) for i in game.state.players[frame.seat].hand]
        return [*choices, Decline(seat=frame.seat)] if frame.optional else choices

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        player = game.state.players[frame.seat]
        if isinstance(action, ChooseCard):
            game.move_card(action.card, ("hand", frame.seat), ("deck", frame.seat), cause="shuffle_in")
            entry = game.resolving_entry()
            if entry is not None:
                entry.tally += 1
                entry.did = True
            if player.hand:
                return
        game.drop_frame(frame)
        entry = game.resolving_entry()
        moved = entry.tally if entry is not None else 0
        game.log(f"{player.name} shuffles {moved} card{'s' if moved != 1 else ''} from hand into their deck", "4.2.2")
        game.rng().shuffle(player.deck)


KIND: Kind = ShuffleInKind()

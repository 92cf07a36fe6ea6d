"""`discard_pick`: the player picks a card in their discard pile (`from_discard`, rule 4.5.1) to
go to hand, on top of the deck or into it (shuffled). `options`: [where, the cards...]; one
choice per different card; Decline when the card says "you may" (`optional`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.word_choices import WHERE

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class DiscardPickKind(Kind):
    name = "discard_pick"
    choice = "a card in your discard pile that the card lets you take"
    declined = ("takes no card from their discard pile", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        seen: dict[str, int] = {}
        for iid in frame.options[1:]:
            seen.setdefault(game.state.cards[iid].card_id, iid)
        picks: list[Action] = [ChooseCard(seat=frame.seat, card=i) for i in sorted(seen.values())]
        return [*picks, Decline(seat=frame.seat)] if frame.optional or not picks else picks

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCard):
            super().apply(game, frame, action)
            return
        game.drop_frame(frame)
        entry = game.resolving_entry()
        player = game.state.players[frame.seat]
        where = str(frame.options[0])
        source = ("discard", player.seat)
        if where == "hand":
            game.move_card(action.card, source, ("hand", player.seat), cause="from_discard", rule="4.5.1")
        else:
            game.move_card(action.card, source, ("deck", player.seat), cause="from_discard", rule="4.5.1")
            if where != "deck_top":
                game.rng().shuffle(player.deck)
        game.log(f"{player.name} puts {game.card(action.card).name} from their discard pile {WHERE[where]}", "4.5.1")
        if entry is not None:
            entry.tally += 1
            entry.did = True


KIND: Kind = DiscardPickKind()

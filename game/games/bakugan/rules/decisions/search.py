"""`search`: the player takes one card of their deck into hand, then shuffles the deck (rule
4.2.2): any card ("you may": Decline offered), or one of a card type (`options`: [type]),
revealed, which must be taken. Copies of a card are one choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class SearchKind(Kind):
    name = "search"
    choice = "a card in your deck of the kind searched for"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        wanted = frame.options[0] if frame.options else "any"
        seen: dict[str, int] = {}
        for iid in reversed(game.state.players[frame.seat].deck):
            if wanted == "any" or game.card(iid).type.value == wanted:
                seen.setdefault(game.state.cards[iid].card_id, iid)
        choices: list[Action] = [ChooseCard(seat=frame.seat, card=i) for i in sorted(seen.values())]
        return [*choices, Decline(seat=frame.seat)] if frame.optional else choices

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        player = game.state.players[frame.seat]
        if isinstance(action, ChooseCard):
            game.move_card(action.card, ("deck", frame.seat), ("hand", frame.seat), cause="search", rule="4.2.2")
            shown = "reveals" if frame.options else "takes"
            name = game.card(action.card).name
            game.log(f"{player.name} searches their deck, {shown} {name} and puts it into their hand", "4.2.2")
        game.drop_frame(frame)
        game.rng().shuffle(player.deck)


KIND: Kind = SearchKind()

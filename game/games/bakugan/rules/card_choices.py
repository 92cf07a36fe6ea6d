"""Cards a player picks one at a time for an effect: from hand into the deck, or from the deck.

`shuffle_in`: any number of cards from hand go into the deck, which is then shuffled (counted for
"for each card shuffled"). `search`: one card of the deck goes to hand, then the deck is shuffled
(rule 4.2.2): any card ("you may": Decline allowed), or a card of a named type, revealed, which
must be taken when the deck holds one. `shuffle_in` ends with Decline (or an empty hand). The
decisions themselves are game/games/bakugan/rules/decisions/shuffle_in.py and search.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def offer_shuffle_in(game: Game, seat: int) -> None:
    if game.state.players[seat].hand:
        game.push_decision("shuffle_in", seat, optional=True)


def offer_search(game: Game, seat: int, card_type: str = "any") -> None:
    """Searching for `card_type` ("any", or a card type to reveal): the player picks the card."""
    player = game.state.players[seat]
    if card_type == "any" and player.deck:
        game.push_decision("search", seat, optional=True)
    elif card_type != "any" and any(game.card(i).type.value == card_type for i in player.deck):
        game.push_decision("search", seat, options=[card_type])
    else:
        game.log(f"{game.name(seat)} finds no such card in their deck", "1.3.4")
        game.rng().shuffle(player.deck)

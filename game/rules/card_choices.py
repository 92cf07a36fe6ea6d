"""Cards a player picks one at a time for an effect: from hand into the deck, or from the deck.

`shuffle_in`: any number of cards from hand go into the deck, which is then shuffled (counted for
"for each card shuffled"). `search`: one card of the deck goes to hand, then the deck is shuffled
(rule 4.2.2): any card ("you may": Decline allowed), or a card of a named type, revealed, which
must be taken when the deck holds one. `shuffle_in` ends with Decline (or an empty hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from game.rules.actions import Action, ChooseCard, Decline

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.rules.state import Frame

DECISIONS: Final = ("shuffle_in", "search")


def offer_shuffle_in(game: Game, seat: int) -> None:
    if game.state.players[seat].hand:
        game._decision("shuffle_in", seat, optional=True)


def offer_search(game: Game, seat: int, card_type: str = "any") -> None:
    """Searching for `card_type` ("any", or a card type to reveal): the player picks the card."""
    player = game.state.players[seat]
    if card_type == "any" and player.deck:
        game._decision("search", seat, optional=True)
    elif card_type != "any" and any(game.card(i).type.value == card_type for i in player.deck):
        game._decision("search", seat, options=[card_type])
    else:
        game.log(f"{game.name(seat)} finds no such card in their deck", "1.3.4")
        game.rng().shuffle(player.deck)


def legal(game: Game, frame: Frame) -> list[Action]:
    player = game.state.players[frame.seat]
    if frame.decision == "shuffle_in":
        cards = player.hand
    else:  # one choice per different card: copies of a card are the same choice
        wanted = frame.options[0] if frame.options else "any"
        seen: dict[str, int] = {}
        for iid in reversed(player.deck):
            if wanted == "any" or game.card(iid).type.value == wanted:
                seen.setdefault(game.state.cards[iid].card_id, iid)
        cards = sorted(seen.values())
    choices: list[Action] = [ChooseCard(seat=frame.seat, card=i) for i in cards]
    return [*choices, Decline(seat=frame.seat)] if frame.optional else choices


def choose(game: Game, frame: Frame, iid: int) -> None:
    player = game.state.players[frame.seat]
    if frame.decision == "search":
        game.move_card(iid, ("deck", frame.seat), ("hand", frame.seat), cause="search", rule="4.2.2")
        shown = "reveals" if frame.options else "takes"
        name = game.card(iid).name
        game.log(f"{player.name} searches their deck, {shown} {name} and puts it into their hand", "4.2.2")
        finish(game, frame)
        return
    game.move_card(iid, ("hand", frame.seat), ("deck", frame.seat), cause="shuffle_in")
    entry = game._resolving_entry()
    if entry is not None:
        entry.tally += 1
        entry.did = True
    if not player.hand:
        finish(game, frame)


def finish(game: Game, frame: Frame) -> None:
    """Decline, or nothing left to pick: the deck is shuffled (4.2.2)."""
    s = game.state
    player = s.players[frame.seat]
    s.frames.remove(frame)
    if frame.decision == "shuffle_in":
        entry = game._resolving_entry()
        moved = entry.tally if entry is not None else 0
        game.log(f"{player.name} shuffles {moved} card{'s' if moved != 1 else ''} from hand into their deck", "4.2.2")
    game.rng().shuffle(player.deck)

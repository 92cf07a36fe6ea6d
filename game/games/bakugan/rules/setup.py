"""Building the opening state from decks and a seed (rules 1.1.2, 1.4.1, 1.10.1)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList, validate_deck
from game.games.bakugan.rules.state import Bakugan, CardInst, CoreInst, GameState, PlayerState


class SetupError(ValueError):
    pass


@dataclass(frozen=True)
class Seat:
    name: str
    deck: DeckList


@dataclass(frozen=True)
class GameSetup:
    seats: tuple[Seat, ...]
    seed: int = 0
    check_decks: bool = True
    options: dict[str, int] = field(default_factory=dict)


def check_deck(deck: DeckList, catalog: Catalog, called: str) -> None:
    """Raise SetupError listing every deck-building rule the deck breaks (`called` names it)."""
    violations = validate_deck(deck, catalog)
    if violations:
        listed = "; ".join(str(v) for v in violations)
        raise SetupError(f"{called} is not legal: {listed}")


def build_state(setup: GameSetup, catalog: Catalog) -> GameState:
    if not 2 <= len(setup.seats) <= 4:
        raise SetupError("Bakugan Battle Planet is played by 2 to 4 players (rules 1.1.1, 8.1.1)")
    if setup.check_decks:
        for seat in setup.seats:
            check_deck(seat.deck, catalog, f"{seat.name}'s deck {seat.deck.name!r}")
    cards: list[CardInst] = []
    players: list[PlayerState] = []
    bakugan: list[Bakugan] = []
    cores: dict[str, CoreInst] = {}
    for index, seat in enumerate(setup.seats):
        player = PlayerState(seat=index, name=seat.name)
        for card_id in seat.deck.characters:  # rule 1.4.1: Characters face down, toys on top
            iid = len(cards)
            cards.append(CardInst(iid=iid, card_id=card_id, owner=index))
            bid = len(bakugan)
            bakugan.append(Bakugan(bid=bid, owner=index, controller=index, character=iid))
            player.bakugan.append(bid)
        for card_id in seat.deck.cards:
            iid = len(cards)
            cards.append(CardInst(iid=iid, card_id=card_id, owner=index))
            player.deck.append(iid)
        for n, core_id in enumerate(seat.deck.cores, start=1):
            cid = f"s{index}c{n}"
            cores[cid] = CoreInst(cid=cid, core_id=core_id, owner=index)
            player.cores.append(cid)
        players.append(player)
    return GameState(
        seats=len(setup.seats), seed=setup.seed, players=players, cards=cards, bakugan=bakugan, cores=cores
    )

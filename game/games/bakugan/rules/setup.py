"""Building the opening state from decks and a seed (rules 1.1.2, 1.4.1, 1.10.1)."""

from __future__ import annotations

import random
from collections.abc import Sequence
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
        for card_id in characters_on_table(
            seat.deck.characters, catalog, setup.seed, index
        ):  # rule 1.4.1: Characters face down, toys on top
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


def characters_on_table(characters: Sequence[str], catalog: Catalog, seed: int, seat: int) -> list[str]:
    """A seat's Characters in the order their Bakugan are numbered. Each Bakugan's number is public
    and its toy (name and Faction) too (rule 1.4.1), so two Characters behind the same toy are
    numbered in a seeded random order, never the deck list's: a face-down Bakugan's number then
    tells no more than its toy. Characters behind different toys keep the deck list's order."""
    order = list(characters)
    cards = catalog.cards
    places: dict[tuple[str, tuple[str, ...]], list[int]] = {}
    for at, card_id in enumerate(order):
        card = cards.get(card_id)
        if card is not None:
            places.setdefault((card.name, card.faction_values), []).append(at)
    shared = [spots for spots in places.values() if len(spots) > 1]
    if shared:
        rng = random.Random(f"toys {seed} {seat}")  # its own stream: the game's draws stay the same
        for spots in shared:
            behind = [order[i] for i in spots]
            rng.shuffle(behind)
            for i, card_id in zip(spots, behind, strict=True):
                order[i] = card_id
    return order

"""Rule 1.4.1 and 3.2.1 in a seat's view: each Bakugan toy sits on its face-down Character card,
so the toy (the Bakugan's name and Faction) is public, and the rest of the card (its id and set,
Damage Rating, B-Power, abilities) stays hidden until it is face up. Two games that differ only in
which card of the same toy lies face down under an opponent's Bakugan look the same to the seat;
its owner and, face up, everyone see the difference."""

from __future__ import annotations

import dataclasses

from game.games.bakugan.cards.model import CardDef, Catalog
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from tests.ai.positions import new_game
from tests.games.cases import public_data


def _another_version(card: CardDef) -> CardDef:
    """A second printing of the same Bakugan (project-made): same name and Faction, other set,
    number, Damage Rating, B-Power and no abilities."""
    return dataclasses.replace(
        card, id=f"zz-{card.number}", set="zz", dr=(card.dr or 0) + 100, bp=(card.bp or 0) + 50, abilities=()
    )


def _with_version(game: Game, bid: int) -> tuple[Game, CardDef]:
    """A copy of the game in which Bakugan `bid`'s Character is that other printing."""
    character = game.state.bakugan[bid].character
    printed = game.card(character)
    version = _another_version(printed)
    catalog = Catalog(cards={**game.catalog.cards, version.id: version}, cores=game.catalog.cores)
    copy = game.clone()
    copy.state.cards[character] = dataclasses.replace(copy.state.cards[character], card_id=version.id)
    return Game(copy.state, catalog), version


def test_1_4_1_a_face_down_bakugan_shows_its_toy_to_every_seat() -> None:
    game, _ = new_game(3)
    for seat in (0, 1):
        for b in PlayerView(game, seat).parts.bakugan:
            printed = game.card(game.state.bakugan[b.bid].character)
            assert not b.face_up
            assert (b.toy, b.toy_factions) == (printed.name, printed.faction_values)
            assert (b.character is None) == (b.owner != seat)


def test_3_2_1_the_rest_of_a_face_down_character_never_reaches_another_seat() -> None:
    game, _ = new_game(3)
    theirs = game.state.players[1].bakugan[0]
    other, version = _with_version(game, theirs)
    printed = game.card(game.state.bakugan[theirs].character)
    assert (version.name, version.faction_values) == (printed.name, printed.faction_values)
    mine, seen = PlayerView(game, 0), PlayerView(other, 0)
    seat_view = seen.seat_view()
    assert public_data(mine.seat_view()) == public_data(seat_view)
    words = repr(public_data(seat_view))
    for secret in (version.id, printed.id, "zz"):
        assert f"'{secret}'" not in words, f"seat 0's view names {secret!r}"
    assert mine.public_card(game.state.bakugan[theirs].character) is None
    # the owner sees which card it is: the check above could fail
    assert public_data(PlayerView(game, 1).seat_view()) != public_data(PlayerView(other, 1).seat_view())


def test_3_2_1_refused_variant_face_up_the_card_is_everyones() -> None:
    game, _ = new_game(3)
    theirs = game.state.players[1].bakugan[0]
    other, _ = _with_version(game, theirs)
    for g in (game, other):
        g.state.bakugan[theirs].face_up = True
        g.invalidate()
    assert public_data(PlayerView(game, 0).seat_view()) != public_data(PlayerView(other, 0).seat_view())


def _two_printings_behind_one_toy(seed: int) -> tuple[Game, str, str]:
    """A game whose seat 1 has two printings of the same toy: its deck's first Character and a
    second printing put in place of its second Character (rules 1.4.1, 1.11.1)."""
    game, (mine, theirs) = new_game(3)
    first = game.catalog.cards[theirs.characters[0]]
    version = _another_version(first)
    catalog = Catalog(cards={**game.catalog.cards, version.id: version}, cores=game.catalog.cores)
    deck = dataclasses.replace(theirs, characters=[first.id, version.id, theirs.characters[2]])
    setup = GameSetup(seats=(Seat("A", mine), Seat("B", deck)), seed=seed)
    return Game.new(dataclasses.replace(setup, check_decks=False), catalog), first.id, version.id


def test_1_4_1_two_characters_behind_one_toy_are_numbered_in_no_deck_list_order() -> None:
    """A Bakugan's number is public: with two printings behind the same toy, the number of the
    first Bakugan of that toy says nothing of which printing lies under it (seeded order)."""
    under_first: set[str] = set()
    for seed in range(16):
        game, first, version = _two_printings_behind_one_toy(seed)
        bakugan = [game.state.bakugan[b] for b in game.state.players[1].bakugan]
        printings = [game.state.cards[b.character].card_id for b in bakugan]
        assert sorted(printings[:2]) == sorted([first, version])  # the toy keeps its places
        under_first.add(printings[0])
        again, _, _ = _two_printings_behind_one_toy(seed)
        assert [again.state.cards[b.character].card_id for b in again.state.bakugan] == [
            game.state.cards[b.character].card_id for b in game.state.bakugan
        ]  # the same seed numbers them the same (replays)
    assert under_first == {first, version}


def test_1_4_1_characters_behind_different_toys_keep_the_deck_list_order() -> None:
    game, (mine, theirs) = new_game(3)
    for seat, deck in enumerate((mine, theirs)):
        printed = [game.state.cards[game.state.bakugan[b].character].card_id for b in game.state.players[seat].bakugan]
        assert printed == list(deck.characters)

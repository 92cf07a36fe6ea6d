"""Deck building (rules 1.1.2, 1.2.1-1.2.3, 4.2.1) and setup (rules 7.5.1, 1.4.3, 4.7.3, 1.4.4, 1.14.1)."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.bakugan.decks import DeckList, validate_deck
from game.games.bakugan.rules.actions import Energize, PlaceCore
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.setup import GameSetup, Seat, SetupError
from game.games.bakugan.rules.state import Step
from game.roll.hexgrid import neighbours
from tests.helpers import fixture_catalog, fixture_deck, log_rules, new_game
from tests.rules.support import decision


def rules_of(deck: DeckList) -> list[str]:
    return [v.rule for v in validate_deck(deck, fixture_catalog())]


def pyrus(
    *, characters: list[str] | None = None, cores: list[str] | None = None, cards: list[str] | None = None
) -> DeckList:
    """The Pyrus fixture deck with the lists given in place of its own."""
    deck = fixture_deck("test_pyrus")
    return dataclasses.replace(
        deck,
        characters=deck.characters if characters is None else characters,
        cores=deck.cores if cores is None else cores,
        cards=deck.cards if cards is None else cards,
    )


# ---------------------------------------------------------------- deck building


def test_valid_fixture_decks_have_no_violations() -> None:
    for name in ("test_pyrus", "test_aquos"):
        assert validate_deck(fixture_deck(name), fixture_catalog()) == []


def test_1_1_2_three_characters() -> None:
    assert rules_of(pyrus(characters=["ts-1", "ts-2"])) == ["1.1.2"]


def test_1_1_2_six_bakucores() -> None:
    deck = fixture_deck("test_pyrus")
    assert rules_of(pyrus(cores=deck.cores[:5])).count("1.1.2") == 1


def test_1_2_1_at_most_three_copies() -> None:
    deck = fixture_deck("test_pyrus")
    cards = [c for c in deck.cards if c != "ts-40"] + ["ts-10"] * 2  # 5 Power Up, 40 cards
    violations = validate_deck(pyrus(cards=cards), fixture_catalog())
    assert [v.rule for v in violations] == ["1.2.1"]
    assert "Power Up" in violations[0].message


def test_1_2_1_copies_counted_by_name_and_set_not_by_id() -> None:
    # ts-57 is another printing of Power Up in the same set: 3 + 1 is four copies.
    deck = fixture_deck("test_pyrus")
    cards = list(deck.cards)
    cards[cards.index("ts-40")] = "ts-57"
    assert rules_of(pyrus(cards=cards)) == ["1.2.1"]


def test_1_2_2_card_must_share_a_faction_with_the_team() -> None:
    deck = fixture_deck("test_pyrus")
    cards = list(deck.cards)
    cards[cards.index("ts-40")] = "ts-56"  # Gale is Ventus only
    violations = validate_deck(pyrus(cards=cards), fixture_catalog())
    assert [v.rule for v in violations] == ["1.2.2"]
    assert "Gale" in violations[0].message and "Ventus" in violations[0].message


def test_1_2_3_cores_must_match_the_indicators() -> None:
    deck = fixture_deck("test_pyrus")  # indicators SD FT / FT HE / FT FT
    cores = list(deck.cores)
    cores[cores.index("core-1")] = "core-37"  # an FT swapped for an MS
    violations = validate_deck(pyrus(cores=cores), fixture_catalog())
    assert [v.rule for v in violations] == ["1.2.3"]
    assert "missing 1 Fist" in violations[0].message and "Magic Shield" in violations[0].message


def test_4_2_1_exactly_forty_cards() -> None:
    deck = fixture_deck("test_pyrus")
    assert rules_of(pyrus(cards=deck.cards[:39])) == ["4.2.1"]
    assert rules_of(pyrus(cards=[*deck.cards, "ts-40"])) == ["4.2.1"]  # 41: a third Hyper Testoid


def test_deck_violations_are_all_listed_at_once() -> None:
    deck = fixture_deck("test_pyrus")
    cards = [c for c in deck.cards if c != "ts-40"] + ["ts-10", "ts-56"]  # 4 Power Up, a Ventus card, 40
    cards.append("ts-12")  # 41 cards, 4 Insight
    bad = pyrus(characters=["ts-1", "ts-2"], cores=deck.cores[:5], cards=cards)
    rules = set(rules_of(bad))
    assert {"1.1.2", "1.2.1", "1.2.2", "4.2.1"} <= rules


# ---------------------------------------------------------------- setup


def place_all(game: Game) -> list[int]:
    """Make every core placement with the first legal cell; return the placing seats in order."""
    seats = []
    while decision(game) == "place_core":
        action = game.legal_actions()[0]
        assert isinstance(action, PlaceCore)
        seats.append(action.seat)
        game.apply(action)
    return seats


def test_7_5_1_core_toss_decides_who_places_first_and_is_logged() -> None:
    for seed in range(4):
        game = new_game(seed)
        toss = [e for e in game.state.log if e.rule == "7.5.1"]
        assert len(toss) == 1 and "toss" in toss[0].text
        winner = game.state.starting
        assert game.name(winner) in toss[0].text.split("wins the toss")[0]
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.decision == "place_core" and top.seat == winner


def test_1_4_3_core_placement_alternates_starting_with_the_toss_winner() -> None:
    game = new_game(3)
    first = game.state.starting
    seats = place_all(game)
    assert seats == [first, 1 - first] * 6
    assert len(game.state.field) == 12


def test_1_4_3_first_core_goes_in_the_centre() -> None:
    game = new_game(0)
    cells = {a.cell for a in game.legal_actions() if isinstance(a, PlaceCore)}
    assert cells == {(0, 0)}


def test_4_7_3_each_later_core_touches_a_side() -> None:
    game = new_game(1)
    place_all(game)
    cells = list(game.state.field.values())
    for i, cell in enumerate(cells[1:], start=1):
        assert set(neighbours(cell)) & set(cells[:i]), f"{cell} touches no earlier core"


def test_4_7_3_core_not_touching_a_side_is_refused() -> None:
    game = new_game(1)
    first = game.legal_actions()[0]
    assert isinstance(first, PlaceCore)
    game.apply(first)
    seat = game.to_act()
    assert seat is not None
    core = next(a.core for a in game.legal_actions() if isinstance(a, PlaceCore))
    with pytest.raises(IllegalAction) as err:
        game.apply(PlaceCore(seat=seat, core=core, cell=(2, 0)))  # a gap between it and the first core
    assert err.value.rule == "4.7.3"
    assert "touch" in err.value.reason
    assert core not in game.state.field


def test_1_4_3_placing_another_players_core_is_refused() -> None:
    game = new_game(1)
    seat = game.to_act()
    assert seat is not None
    theirs = game.state.players[1 - seat].cores[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlaceCore(seat=seat, core=theirs, cell=(0, 0)))
    assert err.value.rule == "1.4.3"


def test_1_4_4_shuffle_and_draw_five_before_turn_one() -> None:
    game = new_game(2)
    place_all(game)
    rules = log_rules(game)
    assert "1.4.4" in rules and rules.index("1.4.4") < rules.index("5.3.1")
    # five in the opening hand, plus the turn-1 draw (rule 5.3.1)
    for player in game.state.players:
        assert len(player.hand) == 6
        assert len(player.deck) == 40 - 6


def test_1_14_1_player_who_placed_the_final_core_starts_turn_1() -> None:
    for seed in range(4):
        game = new_game(seed)
        seats = place_all(game)
        assert game.state.turn == 1
        assert game.state.starting == seats[-1]
        assert seats[0] != seats[-1]  # the toss winner places first, the other player last
        assert "1.14.1" in log_rules(game)
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.decision == "energize" and top.seat == seats[-1]


def test_1_14_1_most_recent_brawl_winner_starts_later_turns() -> None:
    from tests.helpers import scenario
    from tests.rules.support import at_step, pass_until

    game = scenario(step="play", starting=0, last_victor=1)
    pass_until(game, at_step(Step.ENERGIZE))
    assert game.state.turn == 2
    assert game.state.starting == 1
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.seat == 1
    assert any(e.rule == "1.14.1" and "most recent brawl" in e.text for e in game.state.log)


def test_1_14_1_starting_player_kept_when_they_won_the_last_brawl() -> None:
    from tests.helpers import scenario
    from tests.rules.support import at_step, pass_until

    game = scenario(step="play", starting=1, last_victor=1)
    pass_until(game, at_step(Step.ENERGIZE))
    assert game.state.starting == 1
    game.apply(Energize(seat=1, card=None))
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.seat == 0


def test_1_1_2_a_game_refuses_an_illegal_deck_with_every_rule() -> None:
    deck = fixture_deck("test_pyrus")
    bad = pyrus(characters=["ts-1", "ts-2"], cards=deck.cards[:39])
    with pytest.raises(SetupError) as err:
        Game.new(GameSetup(seats=(Seat("Ann", bad), Seat("Bob", fixture_deck("test_aquos")))), fixture_catalog())
    text = str(err.value)
    assert "Ann" in text and "rule 1.1.2" in text and "rule 4.2.1" in text

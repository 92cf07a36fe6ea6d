"""Rule 2.5.1 for a card other than a Bakugan: an effect changes a Hero card's Factions; the change
ends with the turn (5.17.1) unless lasting, and when the Hero leaves play (4.1.3)."""

from __future__ import annotations

from game.games.bakugan.rules.actions import Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.hero_factions import hero_factions
from game.games.bakugan.rules.state import Step
from tests.rules.support import brawl, give
from tests.rules.test_language_in_play import play_action

ANN, BOB = 0, 1


def bob_hero_made_darkus(lasting: bool) -> tuple[Game, int]:
    game = brawl(step="play")
    hero = give(game, BOB, "ts-31", "heroes")  # Scholar: Pyrus and Aquos
    spec = {"faction": "Darkus", "to": "selected_hero", "lasting": lasting}
    play_action(game, {"select": {"kind": "hero"}, "do": [{"change_faction": spec}]}, Target("hero", hero))
    return game, hero


def factions_of(game: Game, hero: int) -> tuple[str, ...]:
    return hero_factions(game.state.modifiers, hero, game.card(hero).faction_values)


def test_2_5_1_a_heros_faction_is_replaced() -> None:
    game, hero = bob_hero_made_darkus(lasting=False)
    assert factions_of(game, hero) == ("Darkus",)


def test_2_5_1_a_heros_changed_faction_ends_with_the_turn() -> None:
    game, hero = bob_hero_made_darkus(lasting=False)
    game.state.step = Step.RESET
    game.state.stage = 0
    game.steps._step_reset(game)
    assert factions_of(game, hero) == ("Pyrus", "Aquos")


def test_4_1_3_a_hero_leaving_play_returns_to_its_printed_factions() -> None:
    game, hero = bob_hero_made_darkus(lasting=True)
    game.move_card(hero, ("heroes", BOB), ("hand", BOB), cause="returned", rule="4.1.3")
    assert not [m for m in game.state.modifiers if m.hero is not None]
    assert factions_of(game, hero) == ("Pyrus", "Aquos")


def test_2_5_1_a_hero_changing_control_keeps_its_changed_faction() -> None:
    game, hero = bob_hero_made_darkus(lasting=True)
    game.move_card(hero, ("heroes", BOB), ("heroes", ANN), cause="control", rule="7.10.1")
    assert factions_of(game, hero) == ("Darkus",)


def test_a_state_without_a_hero_change_hashes_as_before() -> None:
    """The new Modifier field is left out while unset, so recorded hashes stay valid."""
    from game.games.bakugan.rules.state import Modifier

    game = brawl()
    game.state.modifiers.append(Modifier(bid=0, bp=100))
    assert "hero" not in game.state.to_json()["modifiers"][0]


def test_2_5_1_every_seat_sees_a_heros_changed_faction() -> None:
    """Heroes in play are public, and so are their Factions as changed: each seat's view gives them
    beside the Heroes' card ids, typed and as dicts."""
    from game.games.bakugan.rules.view import PlayerView

    game, _hero = bob_hero_made_darkus(lasting=True)
    other = give(game, BOB, "ts-31", "heroes")  # the same Hero, unchanged
    game.invalidate()
    for seat in (ANN, BOB):
        view = PlayerView(game, seat)
        assert view.parts.players[BOB].heroes[-2:] == ("ts-31", "ts-31")
        assert view.parts.hero_factions[BOB][-2:] == (("Darkus",), ("Pyrus", "Aquos"))
        assert view["hero_factions"][BOB][-2:] == [["Darkus"], ["Pyrus", "Aquos"]]
        assert view.seat_view().hero_factions == view.parts.hero_factions
    assert factions_of(game, other) == ("Pyrus", "Aquos")


def test_4_1_3_the_view_shows_printed_factions_once_the_hero_leaves_play() -> None:
    """Back in play after leaving it, the Hero is a new card with its printed Factions."""
    from game.games.bakugan.rules.view import PlayerView

    game, hero = bob_hero_made_darkus(lasting=True)
    game.move_card(hero, ("heroes", BOB), ("hand", BOB), cause="returned", rule="4.1.3")
    game.move_card(hero, ("hand", BOB), ("heroes", BOB), cause="played", rule="3.5.1")
    game.invalidate()
    view = PlayerView(game, ANN)
    assert view.parts.players[BOB].heroes[-1] == "ts-31"
    assert view.parts.hero_factions[BOB][-1] == ("Pyrus", "Aquos")

"""Card facts: what a game's cards can ever do, so the engine skips looking for what none has."""

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.bakugan.rules.card_facts import card_facts, work_out
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.stats import cost_reduction, energy_per_card, extra_draws

CATALOG = default_catalog()


def _game(*decks: str) -> Game:
    lists = [load_deck(resolve_deck_path(d)) for d in decks]
    return Game.new(GameSetup(seats=tuple(Seat(d.name, d) for d in lists), seed=7), CATALOG)


def test_facts_say_what_some_card_of_the_game_has() -> None:
    game = _game("aquos_flow", "pyrus_fury")
    facts = card_facts(game.state, CATALOG)
    abilities = [a for c in game.state.cards for a in CATALOG.cards[c.card_id].static_abilities]
    assert facts.energy_per_card == any(a.energy_per_card > 1 for a in abilities)
    assert facts.extra_draw == any(a.extra_draw for a in abilities)
    assert facts.wins == any(a.wins for a in abilities)


def test_without_such_cards_the_totals_are_the_rules_defaults() -> None:
    game = _game("aquos_flow", "pyrus_fury")
    facts = card_facts(game.state, CATALOG)
    if not facts.energy_per_card:
        assert energy_per_card(game.state, CATALOG, 0) == 1  # rule 7.2.3: one Energy per card
    if not facts.extra_draw:
        assert extra_draws(game.state, CATALOG) == 0
    if not facts.cost_less:
        card = CATALOG.cards[game.state.cards[game.state.players[0].deck[0]].card_id]
        assert cost_reduction(game.state, CATALOG, 0, card) == 0


def test_a_card_changed_by_hand_is_seen_after_invalidate() -> None:
    game = _game("aquos_flow", "pyrus_fury")
    winner = next(c.id for c in CATALOG.cards.values() if any(a.wins for a in c.static_abilities))
    assert not card_facts(game.state, CATALOG).wins or work_out((winner,), CATALOG).wins
    game.state.cards[0].card_id = winner
    game.invalidate()
    assert card_facts(game.state, CATALOG).wins

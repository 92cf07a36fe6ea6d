"""cost_reduction answers 0 for Action and Character cards without looking at the static abilities
in play (game/games/bakugan/rules/stats.py): only Flip, Hero and Evo cards are made cheaper by
them (rules 1.15, 2.3). In random games, for every seat and card type, it equals the reduction
counted from every static ability in play."""

from __future__ import annotations

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules.stats import _cost_reduction, cost_reduction
from tests.ai.positions import positions


def test_the_cost_reduction_of_every_card_type_equals_the_abilities_count_in_random_games() -> None:
    cards_by_type: dict[CardType, CardDef] = {}
    reduced = compared = 0
    for seed in range(6):
        for game in positions(seed, every=3):
            if not cards_by_type:
                cards_by_type = {card.type: card for card in game.catalog.cards.values()}
            s = game.state
            for seat in range(s.seats):
                for card_type, card in cards_by_type.items():
                    counted = _cost_reduction(s, game.catalog, seat, card_type)
                    assert cost_reduction(s, game.catalog, seat, card) == counted, (
                        f"seed {seed}, turn {s.turn}: seat {seat}'s {card_type.value} cards"
                    )
                    reduced += counted > 0
                    compared += 1
    assert set(cards_by_type) == set(CardType) and compared > 1000
    assert reduced > 0  # some position had a card made cheaper

"""Card-language capabilities checked through the engine: attack bonuses and Underdog."""

from __future__ import annotations

import dataclasses

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules.state import CardInst, DamageRun
from game.games.bakugan.rules.stats import check_condition
from game.games.bakugan.words import Ability, Condition
from tests.helpers import scenario


def test_attack_bonus_adds_to_brawl_damage_and_attacks() -> None:
    game = scenario(step="power", players=[{"bakugan": {0: {"open": True, "in_brawl": True}}}, {}])
    coach = Ability.parse({"static": {"attack_dr": 2}})
    assert coach.attack_dr == 2
    brawl = DamageRun(target=1, attacker=0, origin_bid=0, brawl=True)
    attack = DamageRun(target=1, attacker=0, origin_bid=None, fixed=3)
    assert game.damage_total(brawl) == 3 and game.damage_total(attack) == 3
    hero = dataclasses.replace(game.catalog.cards["ts-30"], id="zz-coach", abilities=(coach,))
    game.catalog = Catalog(cards={**game.catalog.cards, "zz-coach": hero}, cores=game.catalog.cores)
    game.state.cards.append(CardInst(iid=len(game.state.cards), card_id="zz-coach", owner=0))
    game.state.players[0].heroes.append(len(game.state.cards) - 1)
    assert game.damage_total(brawl) == 5 and game.damage_total(attack) == 5


def test_underdog_is_lower_b_power_than_an_opposing_brawler() -> None:
    game = scenario(
        step="power",
        players=[
            {"bakugan": {0: {"open": True, "in_brawl": True}}},
            {"bakugan": {0: {"open": True, "in_brawl": True}}},
        ],
    )
    underdog = Condition.parse({"self_underdog": True})
    assert check_condition(game.state, game.catalog, underdog, 0, self_bid=0)  # 400 < 600
    assert not check_condition(game.state, game.catalog, underdog, 1, self_bid=3)

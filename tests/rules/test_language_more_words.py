"""Words added so every rule can be written: a card in a discard pile chosen by a cost
range, the Victor's Damage Rating as a count, "a Hero you control" as a selection of a card in
play; counts that only an effect completing knows are refused in static abilities and cost rules.
Their behaviour is shown by scenarios: 4_5_1_a_card_from_the_discard_pile_by_cost,
7_2_10_the_victors_damage_rating_as_a_number, 7_10_1_a_hero_you_control."""

from __future__ import annotations

import pytest

from game.games.bakugan.words import PlaySpec, SpecError, parse_abilities


def text(play: object) -> str:
    return PlaySpec.parse(play).describe()


def test_4_5_1_a_cost_range_in_the_discard_pile_reads_as_printed() -> None:
    assert "a card with cost 3 or more in your discard pile" in text({"do": [{"from_discard": {"min_cost": 3}}]})
    assert "Action card with cost 1 or less" in text({"do": [{"from_discard": {"max_cost": 1, "card_type": "Action"}}]})
    assert "cost 2 to 4" in text({"do": [{"from_discard": {"min_cost": 2, "max_cost": 4}}]})


def test_7_2_10_the_victors_damage_rating_is_a_count_of_effects() -> None:
    assert "draw a card for each 1 Damage Rating the Victor has" in text({"do": [{"draw": {"per": "victor_dr"}}]})
    attack = text({"do": [{"attack": {"dr": 1, "per": "victor_dr"}}]})
    assert "an attack on each opponent for 1 Damage Rating for each 1 Damage Rating the Victor has" in attack


@pytest.mark.parametrize(
    "abilities",
    [
        [{"static": {"bp": 100, "per": "victor_dr"}}],
        [{"static": {"attack_dr": 1, "attack_per": "tally"}}],
    ],
)
def test_6_5_1_a_static_ability_counts_only_what_stands(abilities: object) -> None:
    with pytest.raises(SpecError, match="static ability cannot count"):
        parse_abilities(abilities)


def test_1_15_a_cost_rule_counts_only_what_stands() -> None:
    with pytest.raises(SpecError, match="cost rule cannot count victor_dr"):
        PlaySpec.parse({"do": [{"draw": 1}], "cost": {"less": 1, "per": "victor_dr"}})


def test_7_10_1_a_hero_you_control_is_a_card_in_play() -> None:
    recall = text({"select": {"kind": "hero", "side": "yours"}, "do": [{"return_card": {}}]})
    assert recall.startswith("Choose a Hero card you control")
    mine = text({"select": {"kind": "card_in_play", "side": "yours"}, "do": [{"return_card": {}}]})
    assert "Choose a Hero or Evo card you control" in mine

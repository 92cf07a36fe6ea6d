"""Fusion World rules 2-11 (sections numbered in game/games/fusion_world/rulebook.py), each from a
small explicit position, with the refused variant where there is one."""

from __future__ import annotations

from tests.fusion_world.helpers import Table

RED = "FW-R01"  # Tobi the Spark: red, cost 1 (1 red), 10000 power, combo +5000 for 0
BLUE = "FW-B07"  # Umi: blue, cost 1, 10000 power, combo +5000 for 0


def attack_leader(t: Table, attacker: str = "0.leader") -> None:
    t.do("Attack", seat=0, attacker=attacker, target="1.leader")


def through_damage(t: Table) -> None:
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)


def test_rule_2_1_empty_life_area_loses() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "life": 1}])
    attack_leader(t)
    through_damage(t)
    assert t.game.core.winner == 0 and t.game.over
    assert t.game.core.log[-1].rule == "2.1"


def test_rule_2_2_empty_deck_loses() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "deck": 1}], phase="main")
    t.do("EndMain", seat=0)  # seat 1 draws its last card in its charge phase
    assert t.game.core.winner == 0
    assert t.game.core.log[-1].rule == "2.2"


def test_rule_2_2_1_half_deck_remakes_the_deck_from_the_drop_area() -> None:
    t = Table(half=True, players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "deck": 1, "drop": [BLUE, BLUE]}])
    t.do("EndMain", seat=0)
    assert not t.game.over
    assert len(t.zone("deck", 1)) == 2 and t.zone("drop", 1) == []
    assert "2.2.1" in t.rules()


def test_rule_3_3_extra_card_goes_to_the_drop_area_after_use() -> None:
    t = Table(players=[{"leader": "FW-B00", "hand": ["FW-B11"], "energy": ["FW-B01"]}, {"leader": "FW-R00"}])
    t.do("UseExtra", seat=0, card="0.hand.FW-B11")
    assert t.zone("drop", 0) == ["FW-B11"] and len(t.zone("hand", 0)) == 2


def test_rule_3_4_1_total_cost_is_paid_by_exhausting_energy() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R02"], "energy": [RED, BLUE]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    assert all(i in t.s.exhausted for i in t.s.zone("energy", 0))


def test_rule_3_4_1_refused_without_enough_energy() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R02"], "energy": [RED]}, {"leader": "FW-B00"}])
    t.refused("3.4.1", "PlayCard", seat=0, card="0.hand.FW-R02")


def test_rule_3_4_2_refused_without_the_colour() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R02"], "energy": [BLUE, BLUE]}, {"leader": "FW-B00"}])
    t.refused("3.4.2", "PlayCard", seat=0, card="0.hand.FW-R02")


def test_rule_3_4_2_payment_keeps_the_colour_for_later() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [BLUE, RED], "energy": [RED, BLUE]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.FW-B07")  # colourless cost: pays with the blue energy
    t.do("PlayCard", seat=0, card="0.hand.FW-R01")  # the red energy is still there for the red sphere
    assert t.zone("battle", 0) == [BLUE, RED]


def test_rule_7_1_charge_phase_readies_exhausted_cards() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "leader_exhausted": True, "energy": [{"card": RED, "exhausted": True}]},
            {"leader": "FW-B00"},
        ],
        phase="charge",
    )
    assert not t.s.exhausted
    assert "7.1" in t.rules()


def test_rule_7_2_draw_in_the_charge_phase() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}], phase="charge")
    assert len(t.zone("hand", 0)) == 1 and len(t.zone("deck", 0)) == 19


def test_rule_7_2_first_player_does_not_draw_on_turn_1() -> None:
    t = Table(turn=1, first=0, players=[{"leader": "FW-R00", "hand": [RED]}, {"leader": "FW-B00"}], phase="charge")
    assert len(t.zone("hand", 0)) == 1 and len(t.zone("deck", 0)) == 20


def test_rule_7_3_charge_one_card_active() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED, BLUE]}, {"leader": "FW-B00"}], phase="charge")
    t.do("Charge", seat=0, card="0.hand.FW-B07")
    assert t.zone("energy", 0) == [BLUE] and t.s.zone("energy", 0)[0] not in t.s.exhausted
    assert t.decision() == "main"


def test_rule_7_3_charging_is_optional_and_only_from_the_hand() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED], "battle": [BLUE]}, {"leader": "FW-B00"}], phase="charge")
    t.refused("7.3", "Charge", seat=0, card="0.battle.0")
    t.do("Charge", seat=0, card=None)
    assert t.zone("energy", 0) == []


def test_rule_8_1_battle_card_enters_the_battle_area_active() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED], "energy": [RED]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.FW-R01")
    assert t.zone("battle", 0) == [RED] and t("0.battle.0") not in t.s.exhausted


def test_rule_8_1_refused_for_an_extra_card() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R10"], "energy": [RED]}, {"leader": "FW-B00"}])
    t.refused("8.1", "PlayCard", seat=0, card="0.hand.FW-R10")


def test_rule_8_2_activate_main_ability() -> None:
    t = Table(players=[{"leader": "FW-B00", "battle": ["FW-B09"]}, {"leader": "FW-R00"}])
    t.do("Activate", seat=0, source="0.battle.0", key="c0")
    assert len(t.zone("hand", 0)) == 1 and t("0.battle.0") in t.s.exhausted


def test_rule_8_2_1_once_per_turn_and_its_cost() -> None:
    t = Table(players=[{"leader": "FW-B00", "energy": [BLUE] * 4}, {"leader": "FW-R00"}])
    t.do("Activate", seat=0, source="0.leader", key="f0")
    t.refused("8.2.1", "Activate", seat=0, source="0.leader", key="f0")
    t2 = Table(players=[{"leader": "FW-B00"}, {"leader": "FW-R00"}])
    t2.refused("3.4.1", "Activate", seat=0, source="0.leader", key="f0")


def test_rule_8_2_activate_battle_waits_for_a_battle() -> None:
    t = Table(players=[{"leader": "FW-R00", "energy": [RED]}, {"leader": "FW-B00"}])
    t.refused("8.2", "Activate", seat=0, source="0.leader", key="f0")


def test_rule_8_2_2_extra_card_from_the_hand() -> None:
    t = Table(
        players=[{"leader": "FW-R00", "hand": ["FW-R11"], "energy": [RED, RED]}, {"leader": "FW-B00", "battle": [BLUE]}]
    )
    t.do("UseExtra", seat=0, card="0.hand.FW-R11")
    t.do("ChooseTarget", seat=0, card="1.battle.0")
    assert t.zone("battle", 1) == [] and t.zone("drop", 1) == [BLUE] and t.zone("drop", 0) == ["FW-R11"]


def test_rule_8_3_awaken_at_the_life_shown() -> None:
    t = Table(players=[{"leader": "FW-R00", "life": 4}, {"leader": "FW-B00"}])
    t.do("Awaken", seat=0)
    assert t.s.awakened[0] and t.game.power(t("0.leader")) == 20000
    assert len(t.zone("hand", 0)) == 1  # its awakened side draws a card (Auto, on awakening)


def test_rule_8_3_refused_above_the_life_shown() -> None:
    t = Table(players=[{"leader": "FW-R00", "life": 5}, {"leader": "FW-B00"}])
    t.refused("8.3", "Awaken", seat=0)


def test_rule_8_4_attack_exhausts_the_attacker() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}])
    attack_leader(t)
    assert t("0.leader") in t.s.exhausted and t.decision() == "step"


def test_rule_8_4_refused_with_an_exhausted_card() -> None:
    t = Table(players=[{"leader": "FW-R00", "leader_exhausted": True}, {"leader": "FW-B00"}])
    t.refused("8.4", "Attack", seat=0, attacker="0.leader", target="1.leader")


def test_rule_8_4_1_cards_attack_the_turn_they_are_played() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED], "energy": [RED]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.FW-R01")
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    assert t.s.battle is not None


def test_rule_8_4_2_first_player_does_not_attack_on_turn_1() -> None:
    t = Table(turn=1, first=0, players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}])
    t.refused("8.4.2", "Attack", seat=0, attacker="0.leader", target="1.leader")


def test_rule_8_4_3_blocker_becomes_the_target() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "battle": ["FW-B01"]}])
    attack_leader(t)
    assert t.decision() == "block"
    t.do("Block", seat=1, blocker="1.battle.0")
    assert t.s.battle.target == t("1.battle.0")
    through_damage(t)
    assert t.zone("drop", 1) == ["FW-B01"] and len(t.zone("life", 1)) == 8


def test_rule_8_4_3_exhausted_blocker_cannot_block() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "battle": [{"card": "FW-B01", "exhausted": True}]}])
    attack_leader(t)
    assert t.decision() == "step"
    t.refused("8.4.3", "Block", seat=1, blocker="1.battle.0")


def test_rule_8_5_and_9_end_phase_passes_the_turn() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}])
    t.do("EndMain", seat=0)
    assert t.s.active_seat() == 1 and t.game.core.turn == 4
    assert "9" in t.rules()


def test_rule_8_5_refused_during_a_battle_step() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}])
    attack_leader(t)
    t.refused("10.1", "EndMain", seat=0)


def test_rule_10_1_attack_step_combo_and_activate_battle() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED], "energy": [RED]}, {"leader": "FW-B00"}])
    attack_leader(t)
    t.do("Combo", seat=0, card="0.hand.FW-R01")
    t.do("Activate", seat=0, source="0.leader", key="f0")
    assert t.zone("combo", 0) == [RED] and t.game.power(t("0.leader")) == 20000


def test_rule_10_2_defence_step_belongs_to_the_defender() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "hand": [BLUE]}])
    attack_leader(t)
    t.refused("10.1", "Combo", seat=1, card="1.hand.FW-B07")
    t.do("Proceed", seat=0)
    t.do("Combo", seat=1, card="1.hand.FW-B07")
    t.do("Proceed", seat=1)
    assert len(t.zone("life", 1)) == 8  # 15000 against 20000: the defender wins


def test_rule_10_3_tie_goes_to_the_attacker() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00"}])
    attack_leader(t)
    through_damage(t)
    assert len(t.zone("life", 1)) == 7


def test_rule_10_3_1_defeated_leader_takes_a_life_card_into_the_hand() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "life": ["FW-B12", BLUE]}])
    attack_leader(t)
    through_damage(t)
    assert t.zone("hand", 1) == ["FW-B12"] and t.zone("life", 1) == [BLUE]


def test_rule_10_3_2_defeated_battle_card_is_kod() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "battle": [BLUE]}])
    t.do("Attack", seat=0, attacker="0.leader", target="1.battle.0")
    through_damage(t)
    assert t.zone("drop", 1) == [BLUE]


def test_rule_10_3_3_combo_cards_go_to_the_drop_area() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED]}, {"leader": "FW-B00", "hand": [BLUE]}])
    attack_leader(t)
    t.do("Combo", seat=0, card="0.hand.FW-R01")
    t.do("Proceed", seat=0)
    t.do("Combo", seat=1, card="1.hand.FW-B07")
    t.do("Proceed", seat=1)
    assert t.zone("drop", 0) == [RED] and t.zone("drop", 1) == [BLUE] and t.s.battle is None


def test_rule_11_1_combo_from_the_battle_area_while_active() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": [RED, {"card": RED, "exhausted": True}]}, {"leader": "FW-B00"}])
    attack_leader(t)
    t.do("Combo", seat=0, card="0.battle.0")
    t.refused("11.1", "Combo", seat=0, card="0.battle.0")  # the other copy is exhausted
    assert t.zone("combo", 0) == [RED]


def test_rule_11_1_the_attacker_cannot_combo_itself() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": [RED]}, {"leader": "FW-B00"}])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    t.refused("11.1", "Combo", seat=0, card="0.battle.0")


def test_rule_11_2_combo_cost_refused_without_energy() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-Y07"]}, {"leader": "FW-B00"}])
    attack_leader(t)
    t.refused("11.2", "Combo", seat=0, card="0.hand.FW-Y07")


def test_rule_11_3_combo_power_adds_in_the_damage_step() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "hand": ["FW-B01", "FW-B01"]}])
    attack_leader(t)
    t.do("Proceed", seat=0)
    t.do("Combo", seat=1, card="1.hand.0")
    t.do("Combo", seat=1, card="1.hand.0")
    t.do("Proceed", seat=1)
    assert "35000" in t.log()[-3] or any("15000 against 35000" in line for line in t.log())


def test_rule_11_4_combos_resolve_one_card_at_a_time() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": [RED, RED]}, {"leader": "FW-B00"}])
    attack_leader(t)
    t.do("Combo", seat=0, card="0.hand.0")
    assert t.zone("combo", 0) == [RED] and t.zone("hand", 0) == [RED]


def test_rule_2_2_1_a_written_empty_half_deck_is_remade_when_drawn_from() -> None:
    t = Table(half=True, players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "deck": 0, "drop": [BLUE, RED]}])
    assert not t.game.over
    t.do("EndMain", seat=0)
    assert len(t.zone("hand", 1)) == 1 and len(t.zone("deck", 1)) == 1 and not t.game.over


def test_rule_1_two_players() -> None:
    import pytest

    from game.games.fusion_world.game import FusionWorld
    from tests.fusion_world.helpers import pool

    with pytest.raises(ValueError, match="rule 1"):
        FusionWorld.new([("A", "FW-R00", [RED] * 50)], pool())


def test_rule_4_charge_main_end_in_order() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "hand": [BLUE]}])
    t.do("EndMain", seat=0)
    assert t.game.phase == "charge" and t.decision() == "charge" and t.game.to_act() == 1
    t.do("Charge", seat=1, card=None)
    assert t.game.phase == "main" and t.decision() == "main"
    rules = t.rules()
    assert rules.index("8.5") < rules.index("9") < rules.index("4") < rules.index("7.2")


def test_rule_3_1_awakened_side_replaces_the_front() -> None:
    t = Table(players=[{"leader": "FW-Y00", "life": 4, "leader_exhausted": True}, {"leader": "FW-B00"}])
    assert t.game.label(t("0.leader")) == "Raiko, Storm Juggler"
    t.do("Awaken", seat=0)
    assert t.game.label(t("0.leader")) == "Raiko, Thunder Ringmaster" and t.game.power(t("0.leader")) == 20000
    assert t("0.leader") not in t.s.exhausted  # its Auto: the Leader becomes active
    assert [key for key, _ in t.game.abilities(t("0.leader"))] == ["f0", "b0", "b1"]


def test_ruling_r5_battle_ends_when_its_card_leaves() -> None:
    t = Table(
        players=[{"leader": "FW-R00", "energy": [RED, RED], "hand": ["FW-R01"]}, {"leader": "FW-Y00", "battle": [BLUE]}]
    )
    t.do("Attack", seat=0, attacker="0.leader", target="1.battle.0")
    t.do("Combo", seat=0, card="0.hand.FW-R01")
    t.game.to_drop(t("1.battle.0"), cause="ko", rule="10.3.2")  # as an effect would
    assert t.s.battle is None and t.decision() == "main" and t.zone("drop", 0) == [RED]
    assert "R5" in t.rules()


def test_ruling_r11_double_strike_on_a_leader_only_from_a_battle_card() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R03"]}, {"leader": "FW-B00", "life": 3}])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)
    assert t.decision() == "life"
    t.do("TakeLife", seat=1, positions=[2, 1])
    assert len(t.zone("life", 1)) == 1 and len(t.zone("hand", 1)) == 2


def test_rule_3_2_battle_cards_fight_in_the_battle_area_and_support_from_the_combo_area() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": [RED], "hand": [RED]}, {"leader": "FW-B00", "battle": [BLUE]}])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.battle.0")
    t.do("Combo", seat=0, card="0.hand.FW-R01")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)  # 10000 + 5000 against 10000
    assert t.zone("drop", 1) == [BLUE] and t.zone("battle", 0) == [RED] and t.zone("drop", 0) == [RED]

"""The FAQ answers P1-P14 of the Fusion World rules, each from a small explicit position."""

from __future__ import annotations

from game.games.fusion_world.cards import default_pool
from tests.fusion_world.helpers import Table

RED = "FW-R01"
BLUE = "FW-B07"


def test_p1_auto_abilities_trigger_in_the_opponents_turn() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-Y00", "battle": ["FW-Y09"]}])
    t.do("Attack", seat=0, attacker="0.leader", target="1.battle.0")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)  # Ringside Medic is KO'd in its owner's opponent's turn: its owner draws
    assert t.zone("drop", 1) == ["FW-Y09"] and len(t.zone("hand", 1)) == 1


def test_p2_a_players_simultaneous_autos_resolve_in_the_order_they_choose() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["T-TWIN"], "energy": [RED]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.T-TWIN")
    assert t.decision() == "order" and t.game.to_act() == 0
    t.do("ResolveFirst", seat=0, source="0.battle.0", key="c1")
    assert t.game.power(t("0.battle.0")) == 10000 and len(t.zone("hand", 0)) == 1
    log = t.log()
    assert log.index(next(x for x in log if "gets +5000" in x)) < log.index(next(x for x in log if "draws 1" in x))


def test_p2_refused_to_choose_another_players_ability() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["T-TWIN"], "energy": [RED]}, {"leader": "FW-B00"}])
    t.do("PlayCard", seat=0, card="0.hand.T-TWIN")
    t.refused("P2", "ResolveFirst", seat=0, source="1.leader", key="f0")


def test_p3_the_turn_players_autos_resolve_first() -> None:
    t = Table(
        players=[
            {"leader": "FW-B00", "hand": ["FW-B03"], "energy": [BLUE, BLUE]},
            {"leader": "FW-Y00", "battle": ["FW-Y05"]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-B03")  # Mizura draws (on play); Gorr grows (opponent's play)
    log = t.log()
    draw = next(k for k, x in enumerate(log) if "draws 1" in x)
    grow = next(k for k, x in enumerate(log) if "Strongman Gorr gets +5000" in x)
    assert draw < grow
    assert t.game.power(t("1.battle.0")) == 20000


def test_p4_an_auto_triggered_during_a_resolution_waits_for_it() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["T-STRIKE"], "energy": [RED]},
            {"leader": "FW-Y00", "battle": ["FW-Y09"]},
        ]
    )
    t.do("UseExtra", seat=0, card="0.hand.T-STRIKE")
    t.do("ChooseTarget", seat=0, card="1.battle.0")  # KO the Medic, then draw: the Medic's draw comes after
    log = t.log()
    mine = next(k for k, x in enumerate(log) if x.startswith("Player 1 draws"))
    theirs = next(k for k, x in enumerate(log) if x.startswith("Player 2 draws"))
    assert mine < theirs


def test_p5_permanent_abilities_apply_in_the_opponents_turn() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-G00", "battle": ["FW-G07"]}])
    assert t.s.active_seat() == 0
    assert t.game.power(t("1.leader")) == 20000  # Yew: your Leader +5000, no condition


def test_p5_unless_they_say_otherwise() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R07"]}, {"leader": "FW-G00", "battle": ["FW-G04"]}])
    assert t.game.power(t("0.battle.0")) == 20000  # Sekka: +5000 during your turn
    assert t.game.power(t("1.battle.0")) == 20000  # Oaken: +5000 during your opponent's turn
    t.do("EndMain", seat=0)
    assert t.game.power(t("0.battle.0")) == 15000 and t.game.power(t("1.battle.0")) == 15000


def test_p6_permanent_abilities_end_when_the_card_leaves_the_battle_area() -> None:
    t2 = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-G00", "battle": ["FW-G07"]}])
    t2.do("Attack", seat=0, attacker="0.leader", target="1.battle.0")
    assert t2.game.power(t2("1.leader")) == 20000
    t2.game.to_drop(t2("1.battle.0"), cause="ko", rule="10.3.2")
    assert t2.game.power(t2("1.leader")) == 15000


def test_p7_counter_before_permanent() -> None:
    """Leviat's Permanent keeps it from the opponent's effects, but not before it is in the battle area."""
    t = Table(
        players=[
            {"leader": "FW-B00", "hand": ["FW-B08"], "energy": [BLUE] * 5},
            {"leader": "FW-R00", "hand": ["FW-R12"], "energy": [RED, RED]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-B08")
    assert t.decision() == "counter" and t.game.to_act() == 1
    t.do("Counter", seat=1, card="1.hand.FW-R12")
    assert t.zone("battle", 0) == [] and t.zone("drop", 0) == ["FW-B08"] and t.zone("drop", 1) == ["FW-R12"]


def test_p7_once_in_play_the_permanent_holds() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R11"], "energy": [RED, RED]},
            {"leader": "FW-B00", "battle": ["FW-B08"]},
        ]
    )
    t.do("UseExtra", seat=0, card="0.hand.FW-R11")
    assert t.decision() == "main" and t.zone("battle", 1) == ["FW-B08"]  # no target: Leviat is immune


def test_p8_counter_play_procedure() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R02"], "energy": [RED, RED]},
            {"leader": "FW-B00", "hand": ["FW-B10"], "energy": [BLUE, BLUE]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    # 1. declared and paid; the card waits
    assert t.zone("resolving", 0) == ["FW-R02"] and all(i in t.s.exhausted for i in t.s.zone("energy", 0))
    t.do("Counter", seat=1, card="1.hand.FW-B10")
    # 2. the counter is paid, 3. it resolves (the card goes to the drop area, its player draws), 4. nothing enters
    assert all(i in t.s.exhausted for i in t.s.zone("energy", 1))
    assert t.zone("drop", 0) == ["FW-R02"] and t.zone("battle", 0) == [] and len(t.zone("hand", 1)) == 1
    assert "P8" in t.rules()


def test_p8_no_counter_and_the_card_enters() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R02"], "energy": [RED, RED]},
            {"leader": "FW-B00", "hand": ["FW-B10"], "energy": [BLUE, BLUE]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    t.do("Counter", seat=1, card=None)
    assert t.zone("battle", 0) == ["FW-R02"]


def test_p8_refused_counter_it_cannot_pay() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R02"], "energy": [RED, RED]},
            {"leader": "FW-B00", "hand": ["FW-B10", "FW-R12"], "energy": [BLUE, BLUE]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    t.refused("P8", "Counter", seat=1, card="1.hand.FW-R12")  # Flash Retort needs red


def test_p9_evolve_by_character_name() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R06"], "battle": ["FW-R05"], "energy": [RED, RED]},
            {"leader": "FW-B00"},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-R06", onto="0.battle.0")
    assert t.zone("battle", 0) == ["FW-R06"] and t.zone("under", t("0.battle.0")) == ["FW-R05"]


def test_p9_refused_on_another_character() -> None:
    t = Table(
        players=[{"leader": "FW-R00", "hand": ["FW-R06"], "battle": [RED], "energy": [RED, RED]}, {"leader": "FW-B00"}]
    )
    t.refused("P9", "PlayCard", seat=0, card="0.hand.FW-R06", onto="0.battle.0")


def test_p10_evolution_stack_is_one_card() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00"},
            {"leader": "FW-B00", "battle": [{"card": "FW-B04", "exhausted": True, "under": ["FW-B03"]}]},
        ]
    )
    t.refused("P10", "Attack", seat=0, attacker="0.leader", target="1.battle.0.under.0")
    t.do("Attack", seat=0, attacker="0.leader", target="1.battle.0")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)  # 15000 against 20000: the stack stays whole
    assert t.zone("battle", 1) == ["FW-B04"]


def test_p10_ko_takes_the_whole_stack() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "battle": ["FW-R03"]},
            {"leader": "FW-B00", "battle": [{"card": "FW-B04", "under": ["FW-B03"]}]},
        ]
    )
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.battle.0")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)
    assert sorted(t.zone("drop", 1)) == ["FW-B03", "FW-B04"]


def test_p11_double_strike_the_damaged_player_chooses() -> None:
    life = ["FW-B12", BLUE, "FW-B11", BLUE]  # written top first
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R03"]}, {"leader": "FW-B00", "life": life}])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)
    assert t.decision() == "life" and t.game.to_act() == 1
    t.refused("P11", "TakeLife", seat=1, positions=[0, 0])
    t.do("TakeLife", seat=1, positions=[1, 0])  # the two at the bottom
    assert sorted(t.zone("hand", 1)) == ["FW-B07", "FW-B11"]


def test_p12_attack_triggers_before_blocker() -> None:
    t = Table(players=[{"leader": "FW-G00", "battle": ["FW-G09"]}, {"leader": "FW-B00", "battle": ["FW-B01"]}])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    assert t.decision() == "target"  # Vine Lash's attack trigger comes first
    t.do("ChooseTarget", seat=0, card="1.battle.0")
    assert t.decision() == "block"
    assert [a.blocker for a in t.game.legal_actions()] == [None]  # the Blocker is exhausted now


def test_p13_brackets_in_the_generated_text() -> None:
    pool = default_pool()
    assert pool["FW-B05"].text().startswith("[Blocker] [Auto]")
    assert "<Sailor>" in pool["FW-B05"].header()
    assert "[Counter:Play] When your opponent plays a battle card:" in pool["FW-R12"].text()
    assert "[Activate:Main] once per turn, exhaust this card:" in pool["FW-B09"].text()


def test_p14_battle_goes_on_when_the_attacked_card_readies() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-Y00", "leader_exhausted": True, "life": 4}])
    t.do("Attack", seat=0, attacker="0.leader", target="1.leader")
    t.do("Proceed", seat=0)
    t.do("Awaken", seat=1)  # Raiko's awakened side makes the Leader active
    assert t("1.leader") not in t.s.exhausted and t.s.battle is not None
    t.do("Proceed", seat=1)  # 15000 against 20000
    assert len(t.zone("life", 1)) == 4 and any("the defender wins" in x for x in t.log())

"""The card words added for issue 35, each from a small written position with its refused variant
(the rule it cites), and the computer players using them sensibly."""

from __future__ import annotations

import random

import pytest

from game.games.fusion_world.actions import Activate, ChooseTarget, Counter, Discard, UseExtra, decode
from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.decks import FwDeck
from game.games.fusion_world.match import play_fw_game, replay
from game.games.fusion_world.players import HeuristicFwPlayer
from tests.fusion_world.helpers import Table


def choose(t: Table) -> object:
    seat = t.game.to_act()
    assert seat is not None
    return HeuristicFwPlayer(0).choose(t.game.view(seat), t.game.legal_actions())


def test_rule_3_4_2_the_payer_names_the_energy_and_refused_without_the_colour() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R02"], "energy": ["FW-B07", "FW-R01", "FW-G02"]},
                       {"leader": "FW-B00"}])  # fmt: skip
    t.refused("3.4.2", "PlayCard", seat=0, card="0.hand.0", pay=["0.energy.0", "0.energy.2"])
    t.refused("3.4.1", "PlayCard", seat=0, card="0.hand.0", pay=["0.energy.1"])
    t.do("PlayCard", seat=0, card="0.hand.0", pay=["0.energy.1", "0.energy.0"])
    assert [t(f"0.energy.{k}") in t.s.exhausted for k in range(3)] == [True, True, False]


def test_rule_8_2_1_a_ko_cost_names_another_of_your_battle_cards_and_refused_otherwise() -> None:
    t = Table(
        players=[{"leader": "FW-B00", "battle": ["FW-R15", "FW-R01"]}, {"leader": "FW-B00", "battle": ["FW-B07"]}]
    )
    t.refused("8.2.1", "Activate", seat=0, source="0.battle.0", key="c0")
    t.refused("8.2.1", "Activate", seat=0, source="0.battle.0", key="c0", cost_card="1.battle.0")
    t.refused("8.2.1", "Activate", seat=0, source="0.leader", key="f0", cost_card="0.battle.1")
    t.do("Activate", seat=0, source="0.battle.0", key="c0", cost_card="0.battle.1")
    assert t.zone("drop", 0) == ["FW-R01"] and len(t.zone("hand", 0)) == 2


def test_ruling_r14_counter_attack_cancels_and_refused_outside_an_attack() -> None:
    t = Table(players=[{"leader": "FW-R00"}, {"leader": "FW-B00", "hand": ["FW-B13"], "energy": ["FW-B01", "FW-B01"]}])
    t.do("Attack", seat=0, attacker="0.leader", target="1.leader")
    assert t.decision() == "counter"
    t.do("Counter", seat=1, card="1.hand.0")
    assert t.s.battle is None and t.decision() == "main" and "R14" in t.rules()
    t2 = Table(players=[{"leader": "FW-B00", "hand": ["FW-B13"], "energy": ["FW-B01", "FW-B01"]}, {"leader": "FW-R00"}])
    t2.refused("P8", "UseExtra", seat=0, card="0.hand.0")  # a counter answers; it is not used in the main phase


def test_ruling_r15_counter_counter_and_refused_with_a_card_that_is_no_counter() -> None:
    t = Table(
        players=[
            {"leader": "FW-R00", "hand": ["FW-R02", "FW-R23", "FW-R14"], "energy": ["FW-R01"] * 4},
            {"leader": "FW-B00", "hand": ["FW-B10"], "energy": ["FW-B01", "FW-B01"]},
        ]
    )
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    t.do("Counter", seat=1, card="1.hand.0")
    t.refused("R15", "Counter", seat=0, card="0.hand.FW-R14")  # Counter:Attack, not Counter:Counter
    t.do("Counter", seat=0, card="0.hand.FW-R23")
    assert t.zone("battle", 0) == ["FW-R02"] and t.zone("drop", 1) == ["FW-B10"]


def test_rule_8_2_discard_by_the_hands_owner_and_refused_for_another_hand() -> None:
    t = Table(players=[{"leader": "FW-B00", "hand": ["FW-B15"], "energy": ["FW-B01", "FW-B01"]},
                       {"leader": "FW-R00", "hand": ["FW-R01", "FW-R10"]}])  # fmt: skip
    t.do("UseExtra", seat=0, card="0.hand.0")
    assert t.decision() == "discard" and t.game.to_act() == 1
    t.refused("8.2", "Discard", seat=1, cards=["1.hand.0", "1.hand.1"])
    t.do("Discard", seat=1, cards=["1.hand.FW-R10"])
    assert t.zone("hand", 1) == ["FW-R01"] and t.zone("drop", 1) == ["FW-R10"]


def test_rule_p14_the_attacked_card_readied_and_the_battle_goes_on() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R03"]},
                       {"leader": "FW-Y00", "battle": [{"card": "FW-Y24"}]}])  # fmt: skip
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.battle.0")
    assert t("1.battle.0") not in t.s.exhausted and t.s.battle is not None  # on_attacked: make this card active
    t.do("Proceed", seat=0)
    t.do("Proceed", seat=1)
    assert t.zone("drop", 1) == ["FW-Y24"]


def test_ruling_r16_a_ko_of_your_own_card_must_choose_and_refused_none() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R31"], "energy": ["FW-R01"] * 3, "battle": ["FW-R01"]},
                       {"leader": "FW-B00"}])  # fmt: skip
    t.do("PlayCard", seat=0, card="0.hand.0")
    t.refused("8.2", "ChooseTarget", seat=0, card=None)
    t.do("ChooseTarget", seat=0, card="0.battle.0")
    assert t.zone("battle", 0) == ["FW-R31"]


# ---- the computer players --------------------------------------------------------------------------


def test_heuristic_uses_counter_attack_when_the_leader_would_be_hit_only() -> None:
    bob = {"leader": "FW-B00", "hand": ["FW-B13"], "energy": ["FW-B01", "FW-B01"], "battle": ["FW-B07"]}
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R03"]}, dict(bob)])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.leader")
    assert choose(t) == Counter(1, t("1.hand.0"))
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R03"]}, dict(bob)])
    t.do("Attack", seat=0, attacker="0.battle.0", target="1.battle.0")
    assert choose(t) == Counter(1, None)  # a battle card attacked: keep the card


def test_heuristic_answers_a_cancelling_counter_with_a_counter_counter() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R02", "FW-R23"], "energy": ["FW-R01"] * 3},
                       {"leader": "FW-B00", "hand": ["FW-B10", "FW-B14"], "energy": ["FW-B01"] * 2}])  # fmt: skip
    t.do("PlayCard", seat=0, card="0.hand.FW-R02")
    t.do("Counter", seat=1, card="1.hand.FW-B10")  # Riptide Denial cancels the play
    assert choose(t) == Counter(0, t("0.hand.FW-R23"))


def test_heuristic_pays_a_ko_cost_with_a_weak_card_only_and_kos_its_weakest() -> None:
    t = Table(players=[{"leader": "FW-R00", "battle": ["FW-R15", "FW-R09", "FW-R01"]}, {"leader": "FW-B00"}])
    action = choose(t)
    assert action == Activate(0, t("0.battle.0"), "c0", cost_card=t("0.battle.FW-R01"))
    strong = Table(players=[{"leader": "FW-R00", "battle": ["FW-R15", "FW-R09"]}, {"leader": "FW-B00"}])
    assert not isinstance(choose(strong), Activate)  # 25000 power is too dear a price
    own = Table(players=[{"leader": "FW-R00", "hand": ["FW-R31"], "energy": ["FW-R01"] * 3,
                          "battle": ["FW-R09", "FW-R01"]}, {"leader": "FW-B00"}])  # fmt: skip
    own.do("PlayCard", seat=0, card="0.hand.0")
    assert choose(own) == ChooseTarget(0, own("0.battle.FW-R01"))


def test_heuristic_skips_a_recover_with_nothing_to_recover_and_discards_its_cheapest() -> None:
    t = Table(players=[{"leader": "FW-R00", "hand": ["FW-R19"], "energy": ["FW-R01"], "drop": ["FW-R03"]},
                       {"leader": "FW-B00"}])  # fmt: skip
    assert not isinstance(choose(t), UseExtra)  # no <Monk> card in the drop area
    d = Table(players=[{"leader": "FW-B00", "hand": ["FW-B15"], "energy": ["FW-B01", "FW-B01"]},
                       {"leader": "FW-R00", "hand": ["FW-R09", "FW-R01"]}])  # fmt: skip
    d.do("UseExtra", seat=0, card="0.hand.0")
    assert choose(d) == Discard(1, (d("1.hand.FW-R01"),))


def _colour_deck(colour: str, rng: random.Random) -> FwDeck:
    pool = default_pool()
    ids = sorted(c.id for c in pool.cards.values() if c.colour == colour and c.kind != "leader")
    rng.shuffle(ids)
    leader = next(c.id for c in pool.leaders() if c.colour == colour)
    return FwDeck(colour, "", leader, (*((i, 4) for i in ids[:12]), (ids[12], 2)))


@pytest.mark.parametrize("seed", range(4))
def test_games_of_the_whole_pool_end_and_replay(seed: int) -> None:
    rng = random.Random(seed)
    colours = rng.sample(["red", "blue", "green", "yellow"], 2)
    decks = [_colour_deck(c, rng) for c in colours]
    agents = ["heuristic", "heuristic"] if seed % 2 else ["random", "heuristic"]
    game, result = play_fw_game(decks, default_pool(), agents, seed)
    assert game.over
    again = replay(decks, default_pool(), seed, [decode(a) for a in result.replay])
    assert again.state.state_hash() == result.final_hash

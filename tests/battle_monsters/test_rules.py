"""Battle Monsters rules, one test per section of game/games/battle_monsters/rulebook.py, each from
a small written position, with the refused variant citing its rule."""

from __future__ import annotations

from typing import Any

import pytest

from game.core import IllegalAction
from game.games.battle_monsters.actions import Attack, CoinFlip, Draw, Reveal, Skip, Summon, Switch, ToGraveyard
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.decisions.graveyard import KIND as GRAVEYARD
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.scenario import BmScenarioRun, build_position, check_expect, run_steps

SUPPLY = ["bm-001"] * 5


def position(
    mine: list[dict[str, Any]] | None = None,
    theirs: list[dict[str, Any]] | None = None,
    hand: list[str] | None = None,
    their_hand: list[str] | None = None,
    **extra: Any,
) -> BattleMonsters:
    doc: dict[str, Any] = {
        "players": [
            {"name": "Ann", "hand": hand or [], "supply": list(SUPPLY), "field": mine or []},
            {"name": "Bo", "hand": their_hand or [], "supply": list(SUPPLY), "field": theirs or []},
        ],
        **extra,
    }
    return build_position(doc, default_pool())


def play(game: BattleMonsters, steps: list[Any], expect: dict[str, Any] | None = None) -> BmScenarioRun:
    run = BmScenarioRun("test")
    run_steps(game, [{"do": s} if not isinstance(s, dict) or "do" not in s else s for s in steps], "test", run)
    check_expect(game, expect, "test", run)
    assert run.ok, run.failures
    return run


def on(card: str, stance: str = "attack-visible", **flags: Any) -> dict[str, Any]:
    return {"card": card, "stance": stance, **flags}


def refused(game: BattleMonsters, action: Any) -> str:
    with pytest.raises(IllegalAction) as caught:
        game.apply_action(action)
    return caught.value.rule


def iid_of(game: BattleMonsters, cid: str, zone: str = "field", seat: int = 0) -> int:
    return next(i for i in game.state.zone(zone, seat) if game.state.cards[i] == cid)


# ---- 1: which rule wins ---------------------------------------------------------------------------


def test_1_3_the_effect_played_last_wins() -> None:
    # Dragon Banner (+200 to dragons) then Still Waters (fire monsters have attack 0): 0.
    game = position([on("bm-003"), on("bm-104")], hand=["bm-109"])
    play(game, [{"summon": "bm-109", "stance": "attack-visible"}], {"attack": {"bm-003": 0}})
    # the other order: Still Waters first, then Dragon Banner: 0 + 200
    game = position([on("bm-003"), on("bm-109")], hand=["bm-104"])
    play(game, [{"summon": "bm-104", "stance": "attack-visible"}], {"attack": {"bm-003": 200}})


def test_1_2_a_card_effect_changes_a_value() -> None:
    game = position([on("bm-001"), on("bm-005", "defence-visible")])
    play(game, [], {"attack": {"bm-001": 400}})


# ---- 2: starting the game -------------------------------------------------------------------------


def test_2_game_start_coin_graveyard_lives_and_hands() -> None:
    deck = ["bm-001"] * 20 + ["bm-003"] * 10
    game = BattleMonsters.new([("Ann", deck), ("Bo", deck)], seed=3)
    assert game.to_act() == -1 and game.chance_outcomes() is not None  # 2.2: the coin
    outcome = game.chance_outcomes()
    assert outcome is not None and sorted(p for _, p in outcome) == [0.5, 0.5]
    game.apply_action(outcome[1][0])
    assert game.state.first == 1 and game.to_act() == 1  # 2.4: the first player selects first
    for _ in range(4):
        game.apply_action(game.legal_actions()[0])
    s = game.state
    assert [len(s.zone("graveyard", p)) for p in (0, 1)] == [2, 2]  # 2.4
    assert [len(s.zone("hand", p)) for p in (0, 1)] == [5, 5]  # 2.3
    assert s.lives == [5, 5] and s.active() == 1 and game.to_act() == 1


def test_2_4_a_graveyard_choice_is_allowed_as_legal_lists_it() -> None:
    """The graveyard decision allows an action asked alone (GraveyardKind.allows) exactly when
    its legal actions list it, and refuses by rule 2.4 a card the deck does not hold."""
    deck = ["bm-001"] * 20 + ["bm-003"] * 10
    game = BattleMonsters.new([("Ann", deck), ("Bo", ["bm-005"] * 30)], seed=3)
    game.apply_action(CoinFlip(0))
    asked = [ToGraveyard(c) for c in ("bm-001", "bm-003", "bm-005", "bm-999")] + [Draw(), Skip()]
    for _ in range(4):
        decision = game.pending()
        legal = game.legal_actions()
        assert [GRAVEYARD.allows(game, decision, a) for a in asked] == [a in legal for a in asked]
        if decision.seat == 0:
            with pytest.raises(IllegalAction) as refused:
                game.apply_action(ToGraveyard("bm-005"))
            assert refused.value.rule == "2.4"
        game.apply_action(legal[-1])


# ---- 3: ending the game ---------------------------------------------------------------------------


def test_3_1_no_lives_left_loses() -> None:
    game = build_position(
        {"players": [{"supply": SUPPLY, "field": [on("bm-001")]}, {"supply": SUPPLY, "lives": 1}]}, default_pool()
    )
    play(game, [{"attack": "bm-001", "target": "player"}], {"winner": 0, "over": True, "lives": [5, 0]})


def test_3_2_a_player_whose_supply_ran_out_loses_at_the_start_of_their_turn() -> None:
    game = build_position({"players": [{"supply": ["bm-001"]}, {"supply": []}]}, default_pool())
    play(game, ["draw"], {"winner": 0, "over": True})


def test_3_3_surrender_ends_the_game() -> None:
    game = position()
    play(game, [{"surrender": 0}], {"winner": 1, "over": True})


def test_3_4_an_agreed_draw_ends_the_game_with_no_winner() -> None:
    game = position()
    play(game, ["offer_draw", {"answer_draw": True}], {"winner": None, "over": True})


def test_3_4_refused_in_tournament_mode() -> None:
    from game.games.battle_monsters.actions import OfferDraw

    game = position(tournament=True)
    assert refused(game, OfferDraw()) == "3.4"


# ---- 4: monsters and battles ----------------------------------------------------------------------


def test_4_1_attack_mode_defender_uses_attack_points() -> None:
    # 300 attacks an attack-mode 100/400 monster: 300 > 100, the defender goes
    game = position([on("bm-001")], [on("bm-009")])
    play(game, [{"attack": "bm-001", "target": "bm-009"}], {"graveyard": {1: ["bm-009"]}, "field": {0: ["bm-001"]}})


def test_4_1_defence_mode_defender_uses_defence_points() -> None:
    # 300 attacks a defence-mode 100/500 monster: 500 > 300, the attacker goes (4.2)
    game = position([on("bm-001")], [on("bm-009", "defence-visible")])
    play(game, [{"attack": "bm-001", "target": "bm-009"}], {"graveyard": {0: ["bm-001"]}, "field": {1: ["bm-009"]}})


def test_4_2_a_tie_sends_neither_monster_away() -> None:
    game = position([on("bm-018")], [on("bm-018")])
    play(game, [{"attack": "bm-018", "target": "bm-018"}], {"field": {0: ["bm-018"], 1: ["bm-018"]}})


def test_4_3_direct_attack_costs_a_life_only_without_visible_monsters() -> None:
    game = position([on("bm-001")], [on("bm-009", "attack-invisible")])
    play(game, [{"attack": "bm-001", "target": "player"}], {"lives": [5, 4]})


def test_4_3_refused_direct_attack_while_a_visible_monster_stands() -> None:
    game = position([on("bm-001")], [on("bm-009", "defence-visible")])
    assert refused(game, Attack(iid_of(game, "bm-001"), None)) == "4.3"


def test_4_3_refused_direct_attack_with_attack_0() -> None:
    game = position([on("bm-001"), on("bm-109")])  # Still Waters: fire monsters have attack 0
    assert refused(game, Attack(iid_of(game, "bm-001"), None)) == "4.3"


def test_4_5_refused_attack_from_defence_mode() -> None:
    game = position([on("bm-001", "defence-visible")], [on("bm-009")])
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-009", seat=1))) == "4.5"


def test_4_5_refused_attack_with_attack_below_0() -> None:
    # Withering Fog (-150) and Hex Weaver (-100) on Lantern Keeper (150, +50 its own aura): -50
    game = position([on("bm-033")], [on("bm-108"), on("bm-039", "defence-visible")])
    assert refused(game, Attack(iid_of(game, "bm-033"), None)) == "4.5"


def test_4_4_effects_find_monsters_by_keyword_never_by_name() -> None:
    # Dragon Banner reaches Thornback Lizard (a dragon by keyword), not Kiln... only keywords count
    game = position([on("bm-023"), on("bm-104"), on("bm-002")])
    play(game, [], {"attack": {"bm-023": 600, "bm-002": 400}})


# ---- 5: stances -----------------------------------------------------------------------------------


def test_5_1_a_spell_summoned_face_up_applies_at_once_and_goes() -> None:
    game = position(hand=["bm-102"])
    play(game, [{"summon": "bm-102", "stance": "attack-visible"}], {"hand_count": [2, 0], "graveyard": {0: ["bm-102"]}})


def test_5_1_refused_attack_on_an_attack_visible_spell() -> None:
    game = position([on("bm-001")], [on("bm-104")])
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-104", seat=1))) == "5.1"


def test_5_2_a_defence_visible_spell_can_be_attacked_and_goes() -> None:
    game = position([on("bm-001")], [on("bm-105", "defence-visible")])
    play(game, [{"attack": "bm-001", "target": "bm-105"}], {"graveyard": {1: ["bm-105"]}})


def test_5_3_refused_attack_on_an_attack_invisible_card() -> None:
    game = position([on("bm-001")], [on("bm-009", "attack-invisible")])
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-009", seat=1))) == "5.3"


def test_5_3_refused_attack_by_a_face_down_monster() -> None:
    game = position([on("bm-001", "attack-invisible")], [on("bm-009")])
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-009", seat=1))) == "5.3"


def test_5_4_a_defence_invisible_monster_can_be_attacked_with_its_defence() -> None:
    game = position([on("bm-003")], [on("bm-009", "defence-invisible")])  # 600 against 500
    play(game, [{"attack": "bm-003", "target": "bm-009"}], {"graveyard": {1: ["bm-009"]}})


def test_5_5_a_face_down_card_applies_no_effects() -> None:
    game = position([on("bm-001"), on("bm-005", "defence-invisible")])
    play(game, [], {"attack": {"bm-001": 300}})


def test_5_5_summoning_face_down_skips_the_summon_effect() -> None:
    game = position(hand=["bm-011"])  # Mist Oracle draws when summoned face up
    play(game, [{"summon": "bm-011", "stance": "defence-invisible"}], {"hand_count": [0, 0]})
    game = position(hand=["bm-011"])
    play(game, [{"summon": "bm-011", "stance": "defence-visible"}], {"hand_count": [1, 0]})


# ---- 6: the turn ----------------------------------------------------------------------------------


def test_6_1_the_action_ends_the_turn() -> None:
    game = position()
    play(game, ["skip"])
    assert game.state.active() == 1 and game.to_act() == 1


def test_6_1_refused_a_sub_action_after_the_action() -> None:
    game = position([on("bm-001")])
    game.apply_action(Skip())
    # the turn passed: Ann's card is not the acting player's
    assert refused(game, Switch(iid_of(game, "bm-001"))) == "6.1"


def test_6_2_draw_takes_one_card() -> None:
    game = position()
    play(game, ["draw"], {"hand_count": [1, 0], "supply_count": [4, 5]})


def test_6_2_refused_draw_from_an_empty_supply() -> None:
    game = build_position({"players": [{"supply": ["bm-001"]}, {"supply": SUPPLY}]}, default_pool())
    game.move(game.state.zone("supply", 0)[0], ("hand", 0), cause="test")
    assert refused(game, Draw()) == "6.2"


def test_6_3_discard_as_the_action_fires_no_graveyard_effect() -> None:
    game = position(hand=["bm-029"])  # Cloud Wisp draws when sent to the graveyard from the field
    play(game, [{"discard": "bm-029"}], {"hand_count": [0, 0], "graveyard": {0: ["bm-029"]}})


def test_6_4_skip_changes_nothing_but_the_turn() -> None:
    game = position(hand=["bm-001"])
    play(game, ["skip"], {"hand_count": [1, 0], "supply_count": [5, 5]})


# ---- 7: sub-actions -------------------------------------------------------------------------------


def test_7_1_refused_a_second_sub_action_with_one_card() -> None:
    game = position([on("bm-001")], [on("bm-009")])
    game.apply_action(Switch(iid_of(game, "bm-001")))
    assert refused(game, Switch(iid_of(game, "bm-001"))) == "7.1"


def test_7_1_sub_actions_caused_by_effects_do_not_count() -> None:
    # Thunder Hawk's attack switches the opponent's monster by its effect; the target keeps its sub-action
    game = position([on("bm-030")], [on("bm-009", "defence-visible")])
    play(game, [{"attack": "bm-030", "target": "bm-009"}], {"graveyard": {1: ["bm-009"]}})


def test_7_2_reveal_turns_a_card_face_up() -> None:
    game = position([on("bm-001", "defence-invisible")])
    play(game, [{"reveal": "bm-001"}], {"stance": {"bm-001": "defence-visible"}})


def test_7_2_refused_reveal_of_a_face_up_card() -> None:
    game = position([on("bm-001")])
    assert refused(game, Reveal(iid_of(game, "bm-001"))) == "7.2"


def test_7_3_refused_attack_the_turn_a_monster_was_summoned() -> None:
    game = position(hand=["bm-001"], theirs=[on("bm-009")])
    game.apply_action(Summon(iid_of(game, "bm-001", "hand"), "attack-visible"))
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-009", seat=1))) == "7.3"


def test_7_3_refused_attack_the_turn_a_monster_was_revealed() -> None:
    game = position([on("bm-001", "attack-invisible")], [on("bm-009")])
    game.apply_action(Reveal(iid_of(game, "bm-001")))
    assert refused(game, Attack(iid_of(game, "bm-001"), iid_of(game, "bm-009", seat=1))) in ("7.1", "7.3")


def test_7_3_only_monsters_attack() -> None:
    game = position([on("bm-104")])
    assert refused(game, Attack(iid_of(game, "bm-104"), None)) == "7.3"


def test_7_4_switch_mode_between_attack_and_defence() -> None:
    game = position([on("bm-001"), on("bm-002", "defence-invisible")])
    play(
        game,
        [{"switch": "bm-001"}, {"switch": "bm-002"}],
        {"stance": {"bm-001": "defence-visible", "bm-002": "attack-invisible"}},
    )


def test_7_5_summoning_is_not_the_cards_sub_action() -> None:
    game = position(hand=["bm-001"])
    play(
        game,
        [{"summon": "bm-001", "stance": "defence-visible"}, {"switch": "bm-001"}],
        {"stance": {"bm-001": "attack-visible"}},
    )


def test_7_5_any_number_of_summons_in_a_turn() -> None:
    game = position(hand=["bm-001", "bm-002", "bm-009"])
    play(
        game,
        [{"summon": c, "stance": "attack-visible"} for c in ("bm-001", "bm-002", "bm-009")],
        {"field": {0: ["bm-001", "bm-002", "bm-009"]}},
    )


def test_7_5_refused_summon_of_a_card_not_in_hand() -> None:
    game = position([on("bm-001")])
    assert refused(game, Summon(iid_of(game, "bm-001"), "attack-visible")) == "7.5"


# ---- 8: spells and traps --------------------------------------------------------------------------


def test_8_2_a_lasting_spell_stays_while_face_up() -> None:
    game = position([on("bm-003")], hand=["bm-104"])
    play(
        game,
        [{"summon": "bm-104", "stance": "attack-visible"}],
        {"field": {0: ["bm-003", "bm-104"]}, "attack": {"bm-003": 800}},
    )


def test_8_1_a_face_down_spell_applies_when_revealed() -> None:
    game = position([on("bm-102", "attack-invisible")])
    play(game, [{"reveal": "bm-102"}], {"hand_count": [2, 0], "graveyard": {0: ["bm-102"]}})


def test_8_3_a_face_down_trap_springs_on_the_opponents_attack() -> None:
    game = position([on("bm-003")], [on("bm-201", "attack-invisible"), on("bm-009", "defence-visible")])
    play(
        game,
        [{"attack": "bm-003", "target": "bm-009"}],
        {"graveyard": {0: ["bm-003"], 1: ["bm-201"]}, "field": {1: ["bm-009"]}, "log_has": "springs"},
    )


def test_8_3_a_trap_with_a_condition_waits_for_it() -> None:
    # Ambush Net: only a summoned monster with attack 600 or more
    game = position(hand=["bm-001", "bm-003"], theirs=[on("bm-203", "attack-invisible")])
    play(game, [{"summon": "bm-001", "stance": "attack-visible"}], {"field": {0: ["bm-001"], 1: ["bm-203"]}})
    play(
        game,
        [{"summon": "bm-003", "stance": "attack-visible"}],
        {"field": {0: ["bm-001"], 1: []}, "graveyard": {0: ["bm-003"], 1: ["bm-203"]}},
    )


def test_8_3_a_trap_stops_a_direct_attack() -> None:
    game = position([on("bm-001")], [on("bm-202", "defence-invisible")])
    play(game, [{"attack": "bm-001", "target": "player"}], {"lives": [5, 5], "graveyard": {1: ["bm-202"]}})


def test_8_4_a_face_down_spell_attacked_in_defence_goes_to_the_graveyard() -> None:
    game = position([on("bm-001")], [on("bm-105", "defence-invisible")])
    play(game, [{"attack": "bm-001", "target": "bm-105"}], {"graveyard": {1: ["bm-105"]}})


def test_an_effect_target_is_chosen_when_several_could_be() -> None:
    game = position(hand=["bm-101"], theirs=[on("bm-001"), on("bm-002")])
    play(game, [{"summon": "bm-101", "stance": "attack-visible"}])
    assert game.pending() is not None and game.pending().kind == "target"
    play(game, [{"target": "bm-002"}], {"field": {1: ["bm-001"]}, "graveyard": {1: ["bm-002"]}})

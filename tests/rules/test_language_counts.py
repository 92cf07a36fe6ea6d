"""Card-language conditions, counts, selection filters and discard forms, each through the engine.

Cards are made for the test from a fixture card with its text replaced (tests/rules/support.py),
played in a small position, and the state change is checked.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.rules.actions import ChooseCard, Decline, PlayCard, Target
from game.games.bakugan.rules.core_moves import retract
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.stats import check_condition
from game.games.bakugan.words import Condition
from tests.rules.support import brawl, custom_card, decision, decision_frame, give, in_brawl, pass_until

ANN, BOB = 0, 1
ANN_B, BOB_B = 0, 3


def holds(game: Game, raw: dict[str, Any], seat: int = ANN, **kw: Any) -> bool:
    return check_condition(game.state, game.catalog, Condition.parse(raw), seat, **kw)


def play(game: Game, iid: int, target: Target | None = None, **kw: Any) -> None:
    action = PlayCard(seat=game.to_act() or 0, card=iid, target=target, **kw)
    game.apply(action)


def resolve(game: Game) -> None:
    """Everyone passes until the batch is empty (decisions are answered by the test itself)."""
    pass_until(game, lambda g: not g.state.batch or decision(g) is not None)


def action(game: Game, new_id: str, play_spec: dict[str, Any], cost: int = 0, seat: int = ANN) -> int:
    custom_card(game, "ts-10", new_id, play=play_spec, cost=cost)
    return give(game, seat, new_id)


# ------------------------------------------------------------------------------------- conditions


def test_your_brawler_holding_reads_your_bakugan_in_the_brawl() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(cores=["core-1"])}}, bob={"bakugan": {0: in_brawl(cores=["core-22"])}})
    assert holds(game, {"your_brawler_holding": ["FT"]})
    assert not holds(game, {"your_brawler_holding": ["SD"]})  # Bob's Shield is not yours
    assert holds(game, {"your_brawler_holding": ["SD"]}, seat=BOB)


def test_self_cores_counts_the_bakugans_own_cores() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(cores=["core-1", "core-22"]), 1: in_brawl(cores=["core-4"])}})
    assert holds(game, {"self_cores": 2}, self_bid=0)
    assert not holds(game, {"self_cores": 2}, self_bid=1)
    assert not holds(game, {"self_cores": 1})  # no Bakugan of its own: false


def test_controls_hero_matches_the_name_or_its_first_words() -> None:
    game = brawl()
    custom_card(game, "ts-30", "zz-mag", name="Magnus, Ultimate Rival")
    custom_card(game, "ts-30", "zz-dan", name="Dan Kouzo")
    give(game, ANN, "zz-mag", "heroes")
    give(game, ANN, "zz-dan", "heroes")
    assert holds(game, {"controls_hero": "Magnus"}) and holds(game, {"controls_hero": ["Dan", "Magnus"]})
    assert not holds(game, {"controls_hero": "Dan Kou"})  # a name is matched on whole words
    assert not holds(game, {"controls_hero": "Magnus"}, seat=BOB)
    assert not holds(game, {"controls_hero": "Magnus, Ultimate Rival", "hero_copies": 2})
    give(game, ANN, "zz-mag", "heroes")
    assert holds(game, {"controls_hero": "Magnus, Ultimate Rival", "hero_copies": 2})


def test_open_bakugan_is_an_exact_count() -> None:
    game = brawl()
    assert holds(game, {"open_bakugan": 1})
    game = brawl(ann={"bakugan": {0: in_brawl(), 1: {"open": True}}})
    assert not holds(game, {"open_bakugan": 1}) and holds(game, {"open_bakugan": 2})


def test_opponent_hand_empty() -> None:
    game = brawl(bob={"hand": []}, ann={"hand": ["ts-10"]})
    assert holds(game, {"opponent_hand_empty": True})
    assert not holds(game, {"opponent_hand_empty": True}, seat=BOB)


def test_discard_cards_and_factions_played() -> None:
    game = brawl(ann={"discard": ["ts-10"] * 3, "played_factions": ["Pyrus", "Aquos", "Pyrus"]})
    assert holds(game, {"discard_cards": 3}) and not holds(game, {"discard_cards": 4})
    assert holds(game, {"factions_played": 2}) and not holds(game, {"factions_played": 3})


def test_selected_dr_is_read_after_the_boost_before_it() -> None:
    game = brawl(ann={"energy": {"charged": 5}})
    iid = action(
        game, "zz-talon", {"select": "bakugan", "do": [{"boost": {"dr": 4}}, {"draw": 1, "if": {"selected_dr": 7}}]}
    )
    hand = len(game.state.players[ANN].hand)
    play(game, iid, Target("bakugan", ANN_B))  # Testoid: 3 + 4 = 7
    resolve(game)
    assert len(game.state.players[ANN].hand) == hand  # played one, drew one
    iid = action(
        game, "zz-talon", {"select": "bakugan", "do": [{"boost": {"dr": 4}}, {"draw": 1, "if": {"selected_dr": 7}}]}
    )
    hand = len(game.state.players[ANN].hand)
    play(game, iid, Target("bakugan", BOB_B))  # Bulwark: 2 + 4 = 6
    resolve(game)
    assert len(game.state.players[ANN].hand) == hand - 1


# ------------------------------------------------------------------------------------- counts


def test_other_cards_played_leaves_out_the_card_itself() -> None:
    game = brawl(ann={"energy": {"charged": 5}, "cards_played": 2})
    iid = action(game, "zz-flood", {"select": "bakugan", "do": [{"boost": {"dr": 2, "per": "other_cards_played"}}]})
    before = game.stats(ANN_B).dr
    play(game, iid, Target("bakugan", ANN_B))
    resolve(game)
    assert game.stats(ANN_B).dr == before + 4  # two other cards, not three


def test_flips_in_discard_and_selected_frost() -> None:
    game = brawl(ann={"energy": {"charged": 5}, "discard": ["ts-20", "ts-21", "ts-10"]})
    iid = action(
        game,
        "zz-slash",
        {
            "select": "bakugan",
            "do": [
                {"boost": {"bp": 100, "per": "flips_in_discard"}},
                {"boost": {"frost": 2}},
                {"boost": {"dr": 1, "per": "selected_frost"}},
            ],
        },
    )
    bp, dr = game.stats(ANN_B).bp, game.stats(ANN_B).dr
    play(game, iid, Target("bakugan", ANN_B))
    resolve(game)
    assert (game.stats(ANN_B).bp, game.stats(ANN_B).dr) == (bp + 200, dr + 2)


def test_draw_discard_and_energy_per_count() -> None:
    game = brawl(
        ann={
            "energy": {"charged": 5},
            "heroes": ["ts-30", "ts-31"],
            "bakugan": {0: in_brawl(cores=["core-1", "core-22"])},
        },
        bob={"hand": ["ts-10"] * 4},
    )
    iid = action(
        game, "zz-insp", {"do": [{"draw": {"count": 1, "per": "heroes"}}, {"gain_energy": {"per": "cores_held"}}]}
    )
    hand = len(game.state.players[ANN].hand)
    play(game, iid)
    resolve(game)
    assert len(game.state.players[ANN].hand) == hand - 1 + 2
    assert game.state.players[ANN].pool == 2
    iid = action(
        game,
        "zz-rite",
        {"select": "player", "do": [{"discard": {"who": "selected", "per": "team_faction", "faction": "Pyrus"}}]},
    )
    play(game, iid, Target("player", BOB))
    resolve(game)
    assert decision(game) == "discard" and decision_frame(game).count == 3


def test_draw_until_the_hand_matches_an_opponent() -> None:
    game = brawl(ann={"energy": {"charged": 5}, "hand": []}, bob={"hand": ["ts-10"] * 5})
    iid = action(game, "zz-match", {"do": [{"draw": {"until": "opponent_hand"}}]})
    play(game, iid)
    resolve(game)
    assert len(game.state.players[ANN].hand) == 5


def test_attack_bonus_per_hero() -> None:
    from game.games.bakugan.rules.state import DamageRun

    game = brawl()
    custom_card(game, "ts-30", "zz-benton", abilities=[{"static": {"attack_dr": 1, "attack_per": "heroes"}}])
    give(game, ANN, "zz-benton", "heroes")
    run = DamageRun(target=BOB, attacker=ANN, origin_bid=None, fixed=2)
    assert game.damage_total(run) == 3
    give(game, ANN, "ts-31", "heroes")
    assert game.damage_total(run) == 4


# ------------------------------------------------------------------------------------- selections


def test_max_cost_limits_heroes_and_batch_cards() -> None:
    game = brawl(ann={"energy": {"charged": 5}}, bob={"heroes": ["ts-30", "ts-31"]})
    iid = action(game, "zz-gaze", {"select": {"kind": "hero", "max_cost": 1}, "do": [{"destroy_hero": None}]})
    targets = [a.target for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == iid]
    cheap = game.state.players[BOB].heroes[1]  # Scholar costs 1, Captain 2
    assert targets == [Target("hero", cheap)]
    game2 = brawl(ann={"energy": {"charged": 9}, "hand": ["ts-10", "ts-11"]})
    ink = action(
        game2,
        "zz-ink",
        {"select": {"kind": "batch_card", "card_type": ["Hero", "Action"], "max_cost": 1}, "do": [{"negate": None}]},
    )
    power, damage = game2.state.players[ANN].hand[:2]
    play(game2, power, Target("bakugan", ANN_B))
    play(game2, damage, Target("bakugan", ANN_B))
    targets = [a.target for a in game2.legal_actions() if isinstance(a, PlayCard) and a.card == ink]
    assert [game2.state.batch[0].eid] == [t.ref for t in targets if t]  # Damage Up costs 2


def test_other_leaves_out_the_abilitys_own_bakugan() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(), 1: {"open": True}}})
    custom_card(
        game,
        "ts-6",
        "zz-phaedrus",
        abilities=[
            {
                "trigger": "victor",
                "select": {"kind": "bakugan", "open_only": True, "other": True},
                "do": [{"retract": None}],
            }
        ],
    )
    ability = game.catalog.cards["zz-phaedrus"].abilities[0]
    targets = game.legal.targets(game, ANN, ability.select, self_bid=ANN_B)
    assert Target("bakugan", ANN_B) not in targets and Target("bakugan", 1) in targets


def test_faction_filter_on_a_group() -> None:
    game = brawl()
    custom_card(game, "ts-30", "zz-maggie", abilities=[{"static": {"frost": 2, "to": "all", "only_faction": "Aquos"}}])
    custom_card(
        game, "ts-30", "zz-olivia", abilities=[{"static": {"bp": -100, "to": "all", "except_faction": "Aquos"}}]
    )
    bp = game.stats(ANN_B).bp
    give(game, ANN, "zz-maggie", "heroes")
    give(game, ANN, "zz-olivia", "heroes")
    assert game.stats(BOB_B).frost == 2 and game.stats(ANN_B).frost == 0
    assert game.stats(ANN_B).bp == bp - 100 and game.stats(BOB_B).bp == 600


# ------------------------------------------------------------------------------------- discards


def test_optional_discard_of_a_card_type_and_if_you_do() -> None:
    spec = {
        "do": [{"discard": {"who": "you", "card_type": "Flip", "optional": True}}, {"draw": 2, "if": {"did": True}}]
    }
    game = brawl(ann={"energy": {"charged": 5}, "hand": ["ts-20", "ts-10"]})
    iid = action(game, "zz-trunk", spec)
    play(game, iid)
    resolve(game)
    legal = game.legal_actions()
    flip = game.state.players[ANN].hand[0]
    assert legal == [ChooseCard(seat=ANN, card=flip), Decline(seat=ANN)]  # only the Flip card, or no
    game.apply(ChooseCard(seat=ANN, card=flip))
    assert len(game.state.players[ANN].hand) == 3  # Power Up and two new cards
    game = brawl(ann={"energy": {"charged": 5}, "hand": ["ts-20"]})
    iid = action(game, "zz-trunk", spec)
    play(game, iid)
    resolve(game)
    game.apply(Decline(seat=ANN))
    assert len(game.state.players[ANN].hand) == 1  # declined: no draw


def test_any_number_of_discards_counts_them() -> None:
    spec = {
        "select": "bakugan",
        "do": [{"discard": {"who": "you", "any_number": True}}, {"boost": {"dr": 3, "per": "tally"}}],
    }
    game = brawl(ann={"energy": {"charged": 5}, "hand": ["ts-10", "ts-11", "ts-12"]})
    iid = action(game, "zz-night", spec)
    dr = game.stats(ANN_B).dr
    play(game, iid, Target("bakugan", ANN_B))
    resolve(game)
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseCard)))
    game.apply(Decline(seat=ANN))
    assert game.stats(ANN_B).dr == dr + 6 and len(game.state.players[ANN].hand) == 1


def test_discard_whole_hands_then_draw_that_many() -> None:
    game = brawl(ann={"energy": {"charged": 5}, "hand": ["ts-11", "ts-11"]}, bob={"hand": ["ts-10"] * 4})
    iid = action(game, "zz-inferno", {"do": [{"discard": {"who": "each", "hand": True, "redraw": True}}]})
    play(game, iid)
    resolve(game)
    ann, bob = game.state.players
    assert len(ann.hand) == 2 and len(bob.hand) == 4
    assert all(game.state.cards[i].card_id == "ts-12" for i in ann.hand + bob.hand)  # the new cards
    assert len(ann.discard) == 3 and len(bob.discard) == 4


def test_discard_forms_are_checked_when_cards_load() -> None:
    from game.games.bakugan.words import SpecError, Step

    with pytest.raises(SpecError, match="redraw needs hand"):
        Step.parse({"discard": {"redraw": True}})
    with pytest.raises(SpecError, match="whole hand"):
        Step.parse({"discard": {"hand": True, "optional": True}})


def test_a_lost_second_selection_does_only_its_own_part() -> None:
    """Rules 1.13.1, 6.7.1: the second Bakugan is no longer open when the card completes."""
    game = brawl(ann={"energy": {"charged": 5}}, bob={"bakugan": {0: in_brawl(), 1: {"open": True}}})
    spec = {
        "select": ["bakugan", {"kind": "bakugan", "open_only": True}],
        "do": [{"boost": {"dr": 3}}, {"boost": {"bp": -200, "to": "second"}}],
    }
    iid = action(game, "zz-two", spec)
    dr, bp = game.stats(ANN_B).dr, game.stats(4).bp
    play(game, iid, Target("bakugan", ANN_B), target2=Target("bakugan", 4))
    retract(game, 4)
    resolve(game)
    assert game.stats(ANN_B).dr == dr + 3 and game.stats(4).bp == bp
    assert any("second selection is no longer legal" in e.text for e in game.state.log)


def test_discard_cards_as_an_additional_cost_to_play_for_free() -> None:
    from game.games.bakugan.rules.engine import IllegalAction

    game = brawl(ann={"energy": {"charged": 0}, "hand": ["ts-10", "ts-10", "ts-11"]})
    custom_card(game, "ts-40", "zz-vicerox", play={"cost": {"free": True, "discard": 2}})
    evo = give(game, ANN, "zz-vicerox")
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == evo]
    names = sorted(tuple(sorted(game.state.cards[i].card_id for i in a.discards)) for a in plays)
    assert names == [("ts-10", "ts-10"), ("ts-10", "ts-11")]  # no Energy: only by discarding two
    one = PlayCard(seat=ANN, card=evo, target=Target("bakugan", ANN_B), discards=(plays[0].discards[0],))
    with pytest.raises(IllegalAction, match=r"rule 1\.15"):
        game.apply(one)
    game.apply(plays[0])
    assert len(game.state.players[ANN].hand) == 1 and len(game.state.players[ANN].discard) == 2


def test_x_split_between_b_power_and_damage_rating() -> None:
    game = brawl(ann={"energy": {"charged": 5}})
    custom_card(game, "ts-17", "zz-growth", play={"select": "bakugan", "do": [{"split_boost": {"bp": 100, "dr": 1}}]})
    iid = give(game, ANN, "zz-growth")
    bp, dr = game.stats(ANN_B).bp, game.stats(ANN_B).dr
    play(game, iid, Target("bakugan", ANN_B), x=3)
    resolve(game)
    assert decision(game) == "option"
    modes = [a.mode if isinstance(a, ChooseCard) else None for a in game.legal_actions()]
    assert modes == [0, 1, 2, 3]  # how many of X go to Damage Rating
    game.apply(ChooseCard(seat=ANN, card=-1, mode=2))
    assert (game.stats(ANN_B).bp, game.stats(ANN_B).dr) == (bp + 100, dr + 2)

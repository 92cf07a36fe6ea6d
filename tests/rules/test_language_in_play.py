"""Card-language forms that act on cards in play and on the turn: destroying Heroes, Evos and
Energy, keeping Energy uncharged, the Victor by Damage Rating, statics for every player."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.rules.actions import PlayCard, Target
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import bakugan_factions, check_condition
from game.games.bakugan.words import Condition
from tests.rules.support import at_step, brawl, custom_card, decision, decision_frame, give, in_brawl, pass_until

ANN, BOB = 0, 1
ANN_B, BOB_B = 0, 3


def play_action(game: Game, play_spec: dict[str, Any], target: Target | None = None) -> None:
    custom_card(game, "ts-10", "zz-card", play=play_spec, cost=0)
    iid = give(game, game.to_act() or 0, "zz-card")
    game.apply(PlayCard(seat=game.to_act() or 0, card=iid, target=target))
    pass_until(game, lambda g: not g.state.batch or decision(g) is not None)


def test_destroy_every_hero_of_opponents_and_count_them() -> None:
    game = brawl(ann={"heroes": ["ts-31"]}, bob={"heroes": ["ts-30", "ts-31"]})
    play_action(game, {"do": [{"destroy_hero": {"all": "opponents"}}, {"draw": {"per": "tally"}}]})
    ann, bob = game.state.players
    assert len(ann.heroes) == 1 and not bob.heroes and len(bob.discard) == 2
    assert len(ann.hand) == 2  # one card for each Hero destroyed


def test_a_hero_destroys_itself_when_you_take_damage() -> None:
    game = brawl(step="damage", damage={"target": ANN, "attacker": BOB, "fixed": 2})
    custom_card(game, "ts-30", "zz-max", abilities=[{"trigger": "you_take_damage", "do": [{"destroy_hero": "this"}]}])
    hero = give(game, ANN, "zz-max", "heroes")
    game.triggers.fire_seat(game, ANN, "you_take_damage")
    game.settle()
    pass_until(game, lambda g: not g.state.batch and not g.state.pending_triggers)
    assert hero not in game.state.players[ANN].heroes and hero in game.state.players[ANN].discard


def test_destroy_every_other_evo_keeps_this_one() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(evos=["ts-40"])}}, bob={"bakugan": {0: in_brawl(evos=["ts-41"])}})
    custom_card(
        game,
        "ts-40",
        "zz-gorthion",
        abilities=[{"trigger": "enters", "do": [{"destroy_evo": {"to": "all", "all": True, "except_self": True}}]}],
    )
    evo = give(game, ANN, "zz-gorthion", "discard")
    game.state.players[ANN].discard.remove(evo)
    game.state.bakugan[ANN_B].evos.append(evo)
    game.triggers.fire_card(game, ANN, evo, ANN_B, "enters")
    pass_until(game, lambda g: not g.state.batch and not g.state.pending_triggers)
    assert game.state.bakugan[ANN_B].evos == [evo]  # Hyper Testoid under it goes; this one stays
    assert game.state.bakugan[BOB_B].evos == []


def test_destroy_energy_down_to_a_number_keeps_charged_cards() -> None:
    game = brawl(ann={"energy": {"charged": 4, "uncharged": 2}}, bob={"energy": {"charged": 2}})
    play_action(game, {"do": [{"destroy_energy": {"who": "each", "down_to": 3}}]})
    ann, bob = game.state.players
    assert (len(ann.charged), len(ann.uncharged)) == (3, 0)
    assert (len(bob.charged), len(bob.uncharged)) == (2, 0)


def test_uncharged_energy_held_through_the_charge_step() -> None:
    """Rule 5.16.1, changed by the card: the held cards stay horizontal this turn only."""
    game = brawl(step="play", bob={"energy": {"charged": 4}})
    play_action(
        game,
        {
            "select": {"kind": "player", "side": "opposing"},
            "do": [{"uncharge_energy": {"count": 3, "who": "selected", "hold": True}}],
        },
        Target("player", BOB),
    )
    bob = game.state.players[BOB]
    assert (len(bob.charged), len(bob.uncharged)) == (1, 3)
    pass_until(game, lambda g: decision(g) == "energize")  # the next turn has begun
    assert (len(bob.charged), len(bob.uncharged)) == (1, 3) and not game.state.this_turn.held_uncharged
    # the next Charge Step charges them as usual
    game.state.step = Step.CHARGE
    game.steps._step_charge(game)
    assert (len(bob.charged), len(bob.uncharged)) == (4, 0)


def test_victor_by_damage_rating_this_turn() -> None:
    """Rule 5.10.1 changed by a card: Testoid (400 B-Power, 3 DR) beats Bulwark (600, 2)."""
    game = brawl()
    play_action(game, {"do": [{"victor_by": "dr"}]})
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == ANN_B
    assert any("Victor with 3 Damage Rating" in e.text for e in game.state.log)
    plain = brawl()
    pass_until(plain, at_step(Step.VICTOR))
    assert plain.state.this_turn.victor == BOB_B


def test_energy_for_every_player_and_extra_draws() -> None:
    game = brawl(ann={"energy": {"charged": 2}}, bob={"energy": {"charged": 3}})
    custom_card(game, "ts-30", "zz-dan", abilities=[{"static": {"energy_per_card": 2, "energy_for": "all"}}])
    custom_card(game, "ts-30", "zz-strata", abilities=[{"static": {"extra_draw": 1}}])
    give(game, ANN, "zz-dan", "heroes")
    assert game.legal.available_energy(game, ANN) == 4 and game.legal.available_energy(game, BOB) == 6
    give(game, BOB, "zz-strata", "heroes")
    hands = [len(p.hand) for p in game.state.players]
    game.state.frames = []
    game.steps._enter(game, Step.DRAW)
    game.steps.advance(game)
    assert [len(p.hand) for p in game.state.players] == [h + 2 for h in hands]


def test_counts_as_every_faction() -> None:
    game = brawl()
    custom_card(game, "ts-1", "zz-titan", abilities=[{"static": {"all_factions": True}}])
    game.state.cards[game.state.bakugan[ANN_B].character].card_id = "zz-titan"
    assert set(bakugan_factions(game.state, game.catalog, game.state.bakugan[ANN_B])) >= {
        "Aquos",
        "Haos",
        "Ventus",
    }
    assert check_condition(
        game.state,
        game.catalog,
        Condition.parse({"selected_faction": "Darkus"}),
        ANN,
        selected_bid=ANN_B,
    )
    assert game.stats(ANN_B).factions == ("Aquos", "Aurelus", "Darkus", "Haos", "Pyrus", "Ventus")


def test_remove_a_core_the_player_picks_and_places_it() -> None:
    """Rules 6.5.2, 4.7.3: the removed BakuCore gives no more bonus; the card's controller places it."""
    from game.games.bakugan.rules.actions import ChooseCore, PlaceCore

    game = brawl(bob={"bakugan": {0: in_brawl(cores=["core-16", "core-37"])}})  # +5 DR, +500 B-Power
    bp, dr = game.stats(BOB_B).bp, game.stats(BOB_B).dr
    play_action(
        game,
        {"select": {"kind": "bakugan", "side": "opposing"}, "do": [{"remove_core": None}]},
        Target("bakugan", BOB_B),
    )
    assert decision(game) == "remove_core"
    held = list(game.state.bakugan[BOB_B].cores)
    assert game.legal_actions() == [ChooseCore(seat=ANN, core=c) for c in held]
    game.apply(ChooseCore(seat=ANN, core=held[0]))  # the Flaming Fist
    assert (game.stats(BOB_B).bp, game.stats(BOB_B).dr) == (bp, dr - 5)
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "place_core"
    assert top.seat == ANN and top.options == [held[0]]
    place = next(a for a in game.legal_actions() if isinstance(a, PlaceCore))
    game.apply(place)
    assert held[0] in game.state.field


def test_remove_every_core_of_opposing_bakugan() -> None:
    game = brawl(bob={"bakugan": {0: in_brawl(cores=["core-16", "core-37"])}})
    play_action(game, {"do": [{"remove_core": {"to": "opposing", "all": True}}]})
    assert game.state.bakugan[BOB_B].cores == []
    assert decision(game) == "place_core" and len(decision_frame(game).options) == 2


def test_swap_one_core_each_with_a_choice_only_where_there_is_one() -> None:
    from game.games.bakugan.rules.actions import ChooseCore

    game = brawl(
        ann={"bakugan": {0: in_brawl(cores=["core-1"])}},
        bob={"bakugan": {0: in_brawl(cores=["core-16", "core-37"])}},
    )
    mine = game.state.bakugan[ANN_B].cores[0]
    play_action(game, {"do": [{"swap_core": {"from": "your_brawler"}}]})
    assert decision(game) == "swap_core"  # Ann's one core is taken without asking; Bob's two: a choice
    theirs = game.state.bakugan[BOB_B].cores[1]
    game.apply(ChooseCore(seat=ANN, core=theirs))
    assert game.state.bakugan[ANN_B].cores == [theirs]
    assert mine in game.state.bakugan[BOB_B].cores and theirs not in game.state.bakugan[BOB_B].cores


def test_swap_needs_a_core_on_each_side() -> None:
    game = brawl(bob={"bakugan": {0: in_brawl(cores=["core-16"])}})
    play_action(game, {"do": [{"swap_core": {"from": "your_brawler"}}]})
    assert game.state.bakugan[ANN_B].cores == [] and len(game.state.bakugan[BOB_B].cores) == 1
    assert any("nothing is swapped" in e.text for e in game.state.log)


def test_yours_holding_reads_every_bakugan_of_yours() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(), 1: {"open": True, "cores": ["core-1"]}}})
    assert check_condition(game.state, game.catalog, Condition.parse({"yours_holding": ["FT"]}), ANN)
    assert not check_condition(game.state, game.catalog, Condition.parse({"your_brawler_holding": ["FT"]}), ANN)


def test_shuffle_any_number_of_cards_from_hand_into_the_deck() -> None:
    from game.games.bakugan.rules.actions import ChooseCard, Decline

    game = brawl(ann={"hand": ["ts-11", "ts-11", "ts-11"]})
    dr = game.stats(ANN_B).dr
    play_action(
        game,
        {
            "select": "bakugan",
            "do": [{"discard": {"who": "you", "any_number": True, "to": "deck"}}, {"boost": {"dr": 1, "per": "tally"}}],
        },
        Target("bakugan", ANN_B),
    )
    assert decision(game) == "shuffle_in" and Decline(seat=ANN) in game.legal_actions()
    deck = len(game.state.players[ANN].deck)
    for _ in range(2):
        game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseCard)))
    game.apply(Decline(seat=ANN))
    ann = game.state.players[ANN]
    assert len(ann.hand) == 1 and len(ann.deck) == deck + 2 and game.stats(ANN_B).dr == dr + 2


def test_search_for_any_card_one_choice_per_card() -> None:
    from game.games.bakugan.rules.actions import ChooseCard, Decline

    game = brawl(ann={"deck": ["ts-10", "ts-10", "ts-20", "ts-30"]})
    play_action(game, {"do": [{"search_deck": "any"}]})
    assert decision(game) == "search"
    picks = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert sorted(game.state.cards[a.card].card_id for a in picks) == ["ts-10", "ts-20", "ts-30"]
    assert Decline(seat=ANN) in game.legal_actions()
    hero = next(a for a in picks if game.state.cards[a.card].card_id == "ts-30")
    game.apply(hero)
    assert hero.card in game.state.players[ANN].hand and len(game.state.players[ANN].deck) == 3


def test_4_2_2_search_for_a_card_type_the_player_picks_which() -> None:
    """A search for a named type offers each different card of that type; one must be taken."""
    from game.games.bakugan.rules.actions import ChooseCard, Decline

    game = brawl(ann={"deck": ["ts-10", "ts-11", "ts-20", "ts-30", "ts-10"]})
    play_action(game, {"do": [{"search_deck": "Action"}]})
    assert decision(game) == "search"
    legal = game.legal_actions()
    picks = [a for a in legal if isinstance(a, ChooseCard)]
    assert sorted(game.state.cards[a.card].card_id for a in picks) == ["ts-10", "ts-11"]
    assert Decline(seat=ANN) not in legal
    refused = game.explain_illegal(Decline(seat=ANN))
    assert refused is not None
    chosen = next(a for a in picks if game.state.cards[a.card].card_id == "ts-11")
    game.apply(chosen)
    assert chosen.card in game.state.players[ANN].hand
    assert any("reveals" in e.text and e.rule == "4.2.2" for e in game.state.log)


def test_4_2_2_search_for_a_type_the_deck_lacks_finds_nothing() -> None:
    game = brawl(ann={"deck": ["ts-20", "ts-30"]})
    hand = len(game.state.players[ANN].hand)
    play_action(game, {"do": [{"search_deck": "Action"}]})
    assert decision(game) != "search"
    assert len(game.state.players[ANN].hand) == hand and len(game.state.players[ANN].deck) == 2


def test_a_card_that_wins_the_game_while_its_condition_holds() -> None:
    """Rule 1.3.1: the card's text overrides rule 1.5.1; the game ends when it comes to rest."""
    game = brawl()
    custom_card(game, "ts-30", "zz-dan", name="Dan Kouzo")
    custom_card(game, "ts-30", "zz-lia", name="Lia")
    custom_card(
        game, "ts-30", "zz-dragonoid", abilities=[{"static": {"wins": True}, "if": {"controls_hero": ["Dan", "Lia"]}}]
    )
    give(game, ANN, "zz-dragonoid", "heroes")
    give(game, ANN, "zz-dan", "heroes")
    play_action(game, {"do": [{"draw": 1}]})
    assert not game.over  # Lia is missing
    give(game, ANN, "zz-lia", "heroes")
    from game.games.bakugan.rules.actions import Pass

    game.apply(Pass(seat=game.to_act() or 0))  # the next time the game comes to rest
    assert game.over and game.state.winner == ANN


def test_borrowed_cores_count_for_this_bakugan_too() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(), 1: {"open": True, "cores": ["core-16"]}}})  # +5 DR elsewhere
    custom_card(game, "ts-1", "zz-pandoxx", abilities=[{"static": {"borrow_cores": True}}])
    dr = game.stats(ANN_B).dr
    game.state.cards[game.state.bakugan[ANN_B].character].card_id = "zz-pandoxx"
    game.invalidate()  # a change by hand
    assert game.stats(ANN_B).dr == dr + 5 and game.stats(1).dr == 5 + 5  # Blazer keeps its own
    assert check_condition(game.state, game.catalog, Condition.parse({"self_holding": ["FF"]}), ANN, self_bid=ANN_B)


def test_a_trigger_on_dealing_ten_or_more_damage_in_an_attack() -> None:
    ability = [{"trigger": "you_deal_damage", "if": {"damage_dealt": 10}, "do": [{"draw": 3}]}]
    for fixed, drawn in ((9, 0), (10, 3)):
        game = brawl(step="power", bob={"deck": ["ts-10"] * 12})
        custom_card(game, "ts-30", "zz-cee", abilities=ability)
        give(game, ANN, "zz-cee", "heroes")
        play_action(game, {"do": [{"attack": {"dr": fixed}}]})
        pass_until(game, lambda g: not g.state.batch and not g.state.pending_triggers)
        assert len(game.state.players[ANN].hand) == drawn, fixed


def test_an_evo_played_this_turn_is_not_an_old_evo() -> None:
    game = brawl(ann={"hand": ["ts-40"], "energy": {"charged": 5}}, bob={"bakugan": {0: in_brawl(evos=["ts-41"])}})
    evo = game.state.players[ANN].hand[0]
    game.apply(PlayCard(seat=ANN, card=evo, target=Target("bakugan", ANN_B)))
    pass_until(game, lambda g: decision(g) == "trigger")  # Hyper Testoid's "when you play this"
    game.apply(game.legal_actions()[0])
    pass_until(game, lambda g: not g.state.batch)
    assert game.state.bakugan[ANN_B].evos == [evo]
    custom_card(
        game,
        "ts-10",
        "zz-wane",
        play={"select": {"kind": "bakugan", "old_evo": True}, "do": [{"destroy_evo": None}]},
        cost=0,
    )
    wane = give(game, ANN, "zz-wane")
    targets = [a.target for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == wane]
    assert targets == [Target("bakugan", BOB_B)]  # Bob's Evo is from an earlier turn; Ann's is new
    game.state.this_turn.evos_this_turn = []  # the next turn (5.17): Ann's Evo is old now
    game.invalidate()
    targets = [a.target for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == wane]
    assert Target("bakugan", ANN_B) in targets


def test_a_heros_victor_ability_and_the_discarded_cards_cost() -> None:
    """'Victor -' on a Hero: when one of your Bakugan is declared the Victor (5.10.2)."""
    from game.games.bakugan.rules.actions import ChooseCard

    game = brawl(ann={"hand": ["ts-16"], "bakugan": {0: in_brawl(cores=["core-37", "core-40"])}})  # Testoid wins
    custom_card(
        game,
        "ts-30",
        "zz-magnus",
        abilities=[
            {
                "trigger": "your_victor",
                "select": "bakugan",
                "do": [
                    {"discard": {"who": "you", "optional": True}},
                    {"boost": {"dr": 1, "per": "discarded_cost"}, "if": {"did": True}},
                ],
            }
        ],
    )
    give(game, ANN, "zz-magnus", "heroes")
    dr = game.stats(ANN_B).dr
    pass_until(game, lambda g: decision(g) == "trigger")
    game.apply(ChooseCard(seat=ANN, card=game.state.pending_triggers[0].eid, target=Target("bakugan", ANN_B)))
    pass_until(game, lambda g: decision(g) == "discard")
    game.apply(ChooseCard(seat=ANN, card=game.state.players[ANN].hand[0]))  # Offering costs 3
    assert game.stats(ANN_B).dr == dr + 3


def test_a_face_up_core_on_the_field_is_seen_by_every_player_until_placed_again() -> None:
    """Rule 1.12.1: a BakuCore's bonus side; the view shows it to all once it is turned face up.
    Face down, another player's BakuCore is named in a view by an alias (aliases.py), which an
    action may name it by too."""
    from game.games.bakugan.rules.actions import ChooseCore, Decline, PlaceCore
    from game.games.bakugan.rules.aliases import core_aliases

    game = brawl(field=[{"core": "core-37", "owner": BOB, "cell": [0, 0]}])
    cid = next(iter(game.state.field))
    alias = core_aliases(game.state, ANN)[cid]
    assert game.view(ANN)["field"][alias]["core"] is None  # Bob's BakuCore, bonus side down
    play_action(game, {"do": [{"reveal_core": None}]})
    assert decision(game) == "reveal_core"
    assert game.legal_actions() == [ChooseCore(seat=ANN, core=cid), Decline(seat=ANN)]
    game.apply(ChooseCore(seat=ANN, core=alias))  # the BakuCore Ann sees by that name
    assert game.view(ANN)["field"][cid]["core"] == "core-37"
    cell = game.state.field.pop(cid)  # picked up and placed back: bonus side down again
    game.push_decision("place_core", BOB, options=[cid])
    game.apply(PlaceCore(seat=BOB, core=cid, cell=cell))
    assert game.view(ANN)["field"][core_aliases(game.state, ANN)[cid]]["core"] is None

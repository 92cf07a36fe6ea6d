"""Victor, damage, Flip cards, Stop, strike keywords, Team Attack and retracting (5.10-5.13, 3.6, 7.2.9, 7.3)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import Decline, Pass, PlaceCore, PlayCard, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DamageFrame, DecisionFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import closed, opened, pass_priority, roll, scenario
from tests.rules.support import at_step, brawl, decision, decision_card, in_brawl, log_texts, pass_until

STOPPER = "ts-20"  # Flip, cost 0: Stop
FILLER = "ts-12"


def ids(game: Game, iids: list[int]) -> list[str]:
    return [game.state.cards[i].card_id for i in iids]


def to_damage_done(game: Game) -> None:
    """Pass until the damage is dealt and the Damage Step's window is open (or a decision comes up)."""
    pass_until(
        game,
        lambda g: (
            decision(g) is not None
            or (g.state.step is Step.DAMAGE and not any(isinstance(f, DamageFrame) for f in g.state.frames))
        ),
    )


# ---------------------------------------------------------------- Victor (5.10.1)


def test_5_10_1_highest_b_power_is_the_victor() -> None:
    game = brawl()  # Ann's Testoid 400, Bob's Bulwark 600
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 3
    assert log_texts(game, "5.10.1")


def test_5_10_1_victor_uses_b_power_after_cards() -> None:
    game = brawl(ann={"hand": ["ts-10"], "energy": {"charged": 1}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_until(game, at_step(Step.VICTOR))
    assert game.stats(0).bp == 700 and game.state.this_turn.victor == 0


@pytest.mark.parametrize("starting", [0, 1])
def test_5_10_1_tie_goes_to_the_starting_player(starting: int) -> None:
    # Testoid 400 + SD core 100 = 500 against Tidal 500
    game = brawl(ann={"bakugan": {0: in_brawl(cores=["core-22"])}}, bob={"bakugan": {1: in_brawl()}}, starting=starting)
    assert game.stats(0).bp == game.stats(4).bp == 500
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == (0 if starting == 0 else 4)
    assert any("tie" in e.text for e in game.state.log if e.rule in ("5.10.1", "8.2.2"))


def test_2_9_2_b_power_below_zero_counts_as_zero() -> None:
    # Striker 200 with a -300 SD core
    game = brawl(ann={"bakugan": {2: in_brawl(cores=["core-31"])}})
    assert game.stats(2).bp == 0


def test_2_9_2_negative_b_power_ties_with_zero() -> None:
    # Ann's Striker 200 - 300 = -100 counts as 0; Bob's Tidal 500 - 500 = 0: a tie, Ann starts and wins it
    game = brawl(
        ann={"bakugan": {2: in_brawl(cores=["core-31"])}},
        bob={"bakugan": {1: in_brawl(cores=["core-42"])}},
    )
    assert game.stats(2).bp == 0 and game.stats(4).bp == 0
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 2


# ---------------------------------------------------------------- damage (5.11.1, 1.8.1)


def test_5_11_1_damage_flips_cards_one_at_a_time_to_the_discard_pile() -> None:
    game = brawl(ann={"deck": ["ts-10", "ts-11", "ts-14", FILLER]})  # Bulwark deals 2
    to_damage_done(game)
    ann = game.state.players[0]
    assert ids(game, ann.discard) == ["ts-10", "ts-11"]  # top card first
    assert ids(game, ann.deck) == [FILLER, "ts-14"]  # deck is stored bottom first
    assert any("takes 2 damage" in t for t in log_texts(game, "5.11.1"))
    assert game.state.players[1].discard == []  # only the other player is dealt damage


def test_1_8_1_negative_damage_rating_deals_no_damage() -> None:
    # Testoid 3 DR with -3 and -2 FT cores: -2; Ann is the only brawler
    game = brawl(ann={"bakugan": {0: in_brawl(cores=["core-10", "core-9"])}}, bob={"bakugan": {}})
    assert game.stats(0).dr == -2
    to_damage_done(game)
    assert game.state.this_turn.victor == 0
    assert len(game.state.players[1].deck) == 10 and game.state.players[1].discard == []


# ---------------------------------------------------------------- Flip cards (3.6.1), Stop (7.2.9)


def flip_brawl(deck: list[str], **ann: object) -> Game:
    game = brawl(ann={"deck": deck, **ann})  # Bob's Bulwark (2 DR) wins
    pass_until(game, lambda g: decision(g) is not None or g.state.step is Step.RETRACT)
    return game


def test_3_6_1_flipped_flip_card_offered_before_the_rest_of_the_damage() -> None:
    game = flip_brawl([STOPPER, "ts-10", "ts-11"])
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "flip" and top.seat == 0
    assert ids(game, game.state.players[0].discard) == [STOPPER]
    assert len(game.state.players[0].deck) == 2  # the second card has not been flipped yet
    actions = game.legal_actions()
    assert PlayCard(seat=0, card=decision_card(game), target=None) in actions and Decline(seat=0) in actions
    with pytest.raises(IllegalAction) as err:  # Bob may not act before Ann decides (3.6.1, not priority)
        game.apply(Pass(seat=1))
    assert err.value.rule == "3.6.1"


def test_3_6_1_declined_flip_card_damage_goes_on() -> None:
    game = flip_brawl([STOPPER, "ts-10", "ts-11"])
    game.apply(Decline(seat=0))
    to_damage_done(game)
    assert ids(game, game.state.players[0].discard) == [STOPPER, "ts-10"]
    assert ids(game, game.state.players[0].deck) == ["ts-11"]


def test_7_2_9_stop_ends_the_rest_of_the_damage() -> None:
    game = flip_brawl([STOPPER, "ts-10", "ts-11"])
    stopper = decision_card(game)
    game.apply(PlayCard(seat=0, card=stopper, target=None))
    assert game.to_act() == 0  # rule 3.6.2: normal priority, the player who played keeps it
    pass_priority(game, 2)
    to_damage_done(game)
    ann = game.state.players[0]
    assert ids(game, ann.discard) == [STOPPER]  # the Stopper, played, ends in the discard pile
    assert ids(game, ann.deck) == ["ts-11", "ts-10"]
    assert log_texts(game, "7.2.9")


def test_3_6_1_flip_card_in_hand_cannot_be_played() -> None:
    game = brawl(ann={"hand": [STOPPER]})
    card = game.state.players[0].hand[0]
    assert not any(getattr(a, "card", None) == card for a in game.legal_actions())
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=card, target=None))
    assert err.value.rule == "3.6.1"
    assert card in game.state.players[0].hand


def test_3_6_1_only_the_flipped_card_can_be_played() -> None:
    game = flip_brawl([STOPPER, "ts-10"], hand=[STOPPER])
    in_hand = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=in_hand, target=None))
    assert err.value.rule == "3.6.1"


def frost_brawl(energy: int) -> Game:
    # Bob's Frosty holds an SD core: 350 + 100 + 300 = 750, 4 DR, 1 FrostStrike
    game = brawl(
        ann={"deck": [STOPPER, "ts-10", "ts-11", "ts-14", "ts-15", FILLER], "energy": {"charged": energy}},
        bob={"bakugan": {2: in_brawl(cores=["core-22"])}},
    )
    assert game.stats(5).frost == 1
    pass_until(game, lambda g: decision(g) is not None or g.state.step is Step.RETRACT)
    return game


def test_7_3_3_froststrike_raises_flip_costs() -> None:
    game = frost_brawl(energy=1)
    assert decision(game) == "flip"
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    ann = game.state.players[0]
    assert len(ann.uncharged) == 1 and len(ann.charged) == 0  # 0 + 1 FrostStrike
    assert any("FrostStrike" in t for t in log_texts(game, "3.6.1"))
    pass_priority(game, 2)
    to_damage_done(game)
    assert len(ann.deck) == 5  # stopped after one card


def test_7_3_3_flip_card_made_unaffordable_is_not_offered() -> None:
    game = frost_brawl(energy=0)
    assert decision(game) != "flip"
    to_damage_done(game)
    ann = game.state.players[0]
    assert ids(game, ann.discard) == [STOPPER, "ts-10", "ts-11", "ts-14"]  # all 4 damage


def test_7_3_1_doublestrike_doubles_the_damage() -> None:
    game = brawl(
        ann={"bakugan": {0: in_brawl(cores=["core-37"])}, "hand": ["ts-50"], "energy": {"charged": 1}},
    )  # Testoid 900 wins, 3 DR
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert "DoubleStrike" in game.stats(0).keywords
    to_damage_done(game)
    assert len(game.state.players[1].discard) == 6


def test_7_3_2_shadowstrike_ignores_reductions() -> None:
    # Testoid 900 with MS +500, ShadowStrike core and a -1 DR core; Bob plays Weaken (-200 BP, -2 DR)
    game = brawl(
        ann={"bakugan": {0: in_brawl(cores=["core-37", "core-51", "core-8"])}},
        bob={"hand": ["ts-14"], "energy": {"charged": 1}},
    )
    assert game.stats(0).dr == 3
    pass_priority(game)
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    st = game.stats(0)
    assert (st.bp, st.dr) == (900, 3)
    to_damage_done(game)
    assert len(game.state.players[1].discard) - 1 == 3  # Weaken itself plus 3 damage


def test_7_3_2_without_shadowstrike_reductions_count() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(cores=["core-37", "core-8"])}})
    assert game.stats(0).dr == 2


# ---------------------------------------------------------------- Team Attack (5.12)


def team_attack_game(hand: list[str] | None = None, **bob: object) -> Game:
    # All of Ann's Bakugan open; Testoid in the brawl (3 DR), Blazer 5 DR, Striker 4 - 4 - 3 = -3 DR
    return brawl(
        ann={
            "bakugan": {
                0: in_brawl(),
                1: {"open": True},
                2: {"open": True, "cores": ["core-20", "core-10"]},
            },
            "hand": hand or [],
            "energy": {"charged": 1},
        },
        bob={"bakugan": {}, "deck": [FILLER] * 20, **bob},
    )


def test_5_12_1_team_attack_when_all_bakugan_open_and_victor() -> None:
    game = team_attack_game()
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 0 and game.state.this_turn.team_attack
    assert log_texts(game, "5.12.1")


def test_5_12_1_no_team_attack_with_a_closed_bakugan() -> None:
    game = brawl(ann={"bakugan": {0: in_brawl(), 1: {"open": True}}}, bob={"bakugan": {}})
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 0 and not game.state.this_turn.team_attack
    to_damage_done(game)
    assert len(game.state.players[1].discard) == 3


def test_5_12_2_team_attack_sums_damage_ratings_without_negatives() -> None:
    game = team_attack_game()
    assert game.stats(2).dr == -3
    to_damage_done(game)
    assert len(game.state.players[1].discard) == 3 + 5 + 0


def test_5_12_3_and_5_13_3_team_attack_retracts_all_and_returns_cores() -> None:
    game = team_attack_game()
    to_damage_done(game)
    pass_until(game, lambda g: decision(g) is not None)
    assert not any(game.state.bakugan[b].open for b in game.state.players[0].bakugan)
    assert log_texts(game, "5.13.3")
    placed = 0
    while decision(game) == "place_core":
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.seat == 0 and top.options
        game.apply(next(a for a in game.legal_actions() if isinstance(a, PlaceCore)))
        placed += 1
    assert placed == 2 and len(game.state.field) == 2


# ---------------------------------------------------------------- retracting (5.13.2)


def retract_game() -> Game:
    """Ann opens on her MS core (900) and wins; Bob's Tidal opens on Ann's -100 SD core."""
    game = scenario(
        step="roll",
        starting=0,
        selected={0: 0, 1: 1},
        field=[
            {"core": "core-37", "owner": 0, "cell": [0, 0]},
            {"core": "core-29", "owner": 0, "cell": [1, 0]},
            {"core": "core-23", "owner": 1, "cell": [0, 1]},
        ],
    )
    ms = next(c for c, cell in game.state.field.items() if cell == (0, 0))
    sd = next(c for c, cell in game.state.field.items() if cell == (1, 0))
    roll(game, {0: opened(ms), 1: opened(sd)})
    assert (game.stats(0).bp, game.stats(4).bp) == (900, 400)
    pass_until(game, lambda g: decision(g) is not None)
    return game


def test_5_13_2_loser_retracts_and_places_the_core_back_even_one_it_does_not_own() -> None:
    game = retract_game()
    s = game.state
    assert s.step is Step.RETRACT
    assert not s.bakugan[4].open and s.bakugan[4].cores == []
    assert s.bakugan[0].open and not s.bakugan[0].in_brawl  # the Victor stays open (rule 5.13.1)
    top = game.pending()
    # rule 5.13.2: Bob, the non-Victor player, retracts and places back Ann's core
    assert isinstance(top, DecisionFrame) and top.decision == "place_core" and top.seat == 1
    (core,) = top.options
    assert s.cores[core].owner == 0
    legal = [a for a in game.legal_actions() if isinstance(a, PlaceCore)]
    assert legal and all(a.core == core for a in legal)
    game.apply(legal[0])
    assert s.field[core] == legal[0].cell
    assert log_texts(game, "5.13.2")


def test_5_13_2_core_placed_back_must_touch_a_side() -> None:
    game = retract_game()
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.options
    core = top.options[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlaceCore(seat=1, core=core, cell=(5, 5)))
    assert err.value.rule == "4.7.3"
    with pytest.raises(IllegalAction) as err:  # and only by the retracting player, not the core's owner
        placing = game.legal_actions()[0]
        assert isinstance(placing, PlaceCore)
        game.apply(PlaceCore(seat=0, core=core, cell=placing.cell))
    assert err.value.rule == "5.13.2"


def test_5_13_1_nothing_to_retract_when_the_brawl_had_one_bakugan() -> None:
    game = scenario(step="roll", starting=0, selected={0: 0, 1: 0})
    roll(game, {0: opened(), 1: closed()})
    pass_until(game, lambda g: g.state.step is Step.PLAY)
    assert game.state.bakugan[0].open and not game.state.bakugan[0].in_brawl


# ---------------------------------------------------------------- more on the damage


def test_5_10_1_only_bakugan_rolled_in_this_brawl_can_be_victor() -> None:
    # Ann's Testoid is open from an earlier brawl with 900 B-Power but not in this brawl
    game = brawl(ann={"bakugan": {0: {"open": True, "cores": ["core-37"]}, 1: in_brawl()}})
    assert game.stats(0).bp == 900
    pass_until(game, at_step(Step.VICTOR))
    assert game.state.this_turn.victor == 3


def test_7_2_9_stop_for_another_faction_does_not_stop() -> None:
    # Pyrus Block stops only damage from a Pyrus origin; Bob's Bulwark is Aquos
    game = flip_brawl(["ts-21", "ts-10", "ts-11"], energy={"charged": 1})
    assert decision(game) == "flip"
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    pass_priority(game, 2)
    to_damage_done(game)
    assert ids(game, game.state.players[0].discard) == ["ts-21", "ts-10"]


def flip_then_answer(bob_hand: list[str], ann_hand: list[str] | None = None) -> Game:
    """Bob's Bulwark (2 DR) wins; Ann flips Peek (a Flip that does not stop) and plays it."""
    game = brawl(
        ann={
            "deck": ["ts-61", "ts-10", "ts-11", "ts-14", "ts-15", FILLER],
            "hand": ann_hand or [],
            "energy": {"charged": 2},
        },
        bob={"hand": bob_hand, "energy": {"charged": 2}},
    )
    pass_until(game, lambda g: decision(g) is not None)
    assert decision(game) == "flip"
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    return game


def test_5_11_2_opposing_change_to_victors_damage_after_a_flip_has_no_effect() -> None:
    game = flip_then_answer(["ts-11"])  # Damage Up: +3 DR
    pass_priority(game)  # Ann passes, Bob answers on his Victor
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 3)))
    pass_priority(game, 4)
    to_damage_done(game)
    ann = game.state.players[0]
    assert ids(game, ann.discard) == ["ts-61", "ts-10"]  # 2 damage, not 5
    assert log_texts(game, "5.11.2")


def test_5_11_2_flip_owners_own_answer_can_change_the_damage() -> None:
    game = flip_then_answer([], ann_hand=["ts-14"])  # Weaken: -200 BP, -2 DR on an opposing Bakugan
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 3)))
    pass_priority(game, 4)
    to_damage_done(game)
    assert game.stats(3).dr == 0
    assert sorted(ids(game, game.state.players[0].discard)) == ["ts-14", "ts-61"]  # Peek and Weaken; no more damage


def test_7_3_3_froststrike_gained_after_a_flip_is_not_retroactive() -> None:
    # Bob's Bulwark has no FrostStrike when damage begins; Bob gives it 1 in answer to Peek.
    # Ann (no Energy left) can still play the Stopper flipped next at its printed cost 0.
    game = brawl(
        ann={"deck": ["ts-61", STOPPER, "ts-11", "ts-14"]},
        bob={"hand": ["ts-62"]},
    )
    pass_until(game, lambda g: decision(g) is not None)
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    pass_priority(game)
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 3)))
    pass_until(game, lambda g: decision(g) is not None)
    assert game.stats(3).frost == 1
    assert decision(game) == "flip"
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.card is not None and game.state.cards[top.card].card_id == STOPPER
    game.apply(PlayCard(seat=0, card=top.card, target=None))
    pass_priority(game, 2)
    to_damage_done(game)
    assert ids(game, game.state.players[0].deck) == ["ts-14", "ts-11"]  # stopped after two cards


def test_5_12_2_doublestrike_on_a_non_attacking_bakugan_does_not_double() -> None:
    game = team_attack_game(hand=["ts-50"])
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 1)))  # on Blazer
    pass_priority(game, 2)
    to_damage_done(game)
    assert len(game.state.players[1].discard) == 3 + 5 + 0


def test_5_12_2_doublestrike_on_the_victor_doubles_the_team_attack() -> None:
    game = team_attack_game(hand=["ts-50"])
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))  # on Testoid
    pass_priority(game, 2)
    to_damage_done(game)
    assert len(game.state.players[1].discard) == (3 + 5 + 0) * 2


def test_5_12_2_cores_on_non_attacking_bakugan_count() -> None:
    # Blazer holds a +3 DR FT core: 3 + (5 + 3) + 0
    game = brawl(
        ann={"bakugan": {0: in_brawl(), 1: {"open": True, "cores": ["core-3"]}, 2: {"open": True}}},
        bob={"bakugan": {}, "deck": [FILLER] * 20},
    )
    to_damage_done(game)
    assert len(game.state.players[1].discard) == 3 + 8 + 4


def test_5_13_2_core_shared_with_the_victor_stays_with_the_victor() -> None:
    # Both open on one SD core (+100): Ann 500, Bob 700. Ann retracts; Bob's Bulwark still holds the core.
    game = scenario(
        step="roll", starting=0, selected={0: 0, 1: 0}, field=[{"core": "core-22", "owner": 0, "cell": [0, 0]}]
    )
    sd = next(iter(game.state.field))
    roll(game, {0: opened(sd), 1: opened(sd)})
    pass_until(game, lambda g: decision(g) is not None or g.state.step is Step.PLAY)
    assert game.state.step is Step.PLAY
    assert not game.state.bakugan[0].open and game.state.bakugan[3].cores == [sd]
    assert sd not in game.state.field


def test_7_3_2_gaining_shadowstrike_reverts_this_turns_reductions() -> None:
    game = brawl(ann={"hand": ["ts-63"]}, bob={"hand": ["ts-14"], "energy": {"charged": 1}}, starting=1)
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 0)))  # Weaken
    pass_priority(game, 2)
    assert (game.stats(0).bp, game.stats(0).dr) == (200, 1)
    pass_priority(game)  # Bob passes, Ann answers
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert (game.stats(0).bp, game.stats(0).dr) == (400, 3)


def return_own_hero(game: Game, seat: int) -> int:
    """An ability of `seat`'s Hero returns that Hero to its owner's hand (return_to_hand), now."""
    from game.games.bakugan.rules.effect_ctx import EngineContext
    from game.games.bakugan.rules.state import BatchEntry

    (hero,) = game.state.players[seat].heroes
    entry = BatchEntry(eid=99, kind="ability", controller=seat, card_id=game.state.cards[hero].card_id, card=hero)
    EngineContext(game, entry).return_self_to_hand()
    assert hero in game.state.players[seat].hand
    return hero


def test_5_11_2_hero_returning_itself_in_answer_to_a_flip_keeps_its_part_in_the_damage() -> None:
    game = flip_then_answer([])
    game.state.players[1].heroes.append(game.state.players[1].deck.pop())  # Bob's card as a Hero in play
    game.invalidate()
    hero = return_own_hero(game, 1)
    assert game.state.this_turn.flip_answers.damage_kept_heroes == [[hero, 1]]
    assert log_texts(game, "5.11.2")


def test_5_11_2_hero_returning_itself_outside_an_answered_flip_is_not_recorded() -> None:
    # refused variant: with no damage being dealt, a Hero leaving play is not kept for any damage (5.11.2)
    game = brawl(bob={"heroes": ["ts-30"]})
    return_own_hero(game, 1)
    assert game.state.this_turn.flip_answers.damage_kept_heroes == []
    assert not log_texts(game, "5.11.2")

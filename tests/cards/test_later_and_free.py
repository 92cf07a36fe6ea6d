"""Delayed effects, free plays, hidden cards shown by an effect, and choosing every option.

The every-card test (test_every_card.py) plays each of these cards; here the parts that happen
later in the turn, or that depend on who may see what, are followed to the end with real cards.
"""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.rules.actions import ChooseCard, Decline, Pass, PlayCard, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame, decision_of
from game.games.bakugan.rules.state import Modifier, Step
from tests.cards.positions import (
    ANN,
    ANN_BRAWLER,
    BOB,
    BOB_BRAWLER,
    FILLER,
    Driver,
    build,
    catalog,
    options_for,
    plain_hero,
    play_options,
    quiet,
    spec_for,
)
from tests.cards.test_every_card import _stop_flip


def _position(card_id: str, **extra: Any) -> Game:
    card = catalog().cards[card_id]
    return build(spec_for(card, options_for(card), **extra))


def _play(game: Game, card_id: str, target: Target | None = None, mode: int = 0) -> None:
    iid = next(i for i in game.state.players[ANN].hand if game.state.cards[i].card_id == card_id)
    options = [a for a in play_options(game, iid) if a.mode == mode]
    game.apply(next(a for a in options if target is None or a.target == target))


def _bob_flips_and_plays(game: Game, driver: Driver) -> None:
    """Pass until Bob flips a Flip card from his deck, and play it (3.6.1)."""
    for _ in range(60):
        top = game.pending()
        assert top is not None
        if isinstance(top, DecisionFrame) and top.decision == "flip" and top.seat == BOB:
            assert top.card is not None
            game.apply(play_options(game, top.card)[0])
            return
        driver.act()
    raise AssertionError("Bob never flipped his Flip card")


def _flip_position(card_id: str, **extra: Any) -> tuple[Game, Driver]:
    """Power Step: Ann's Bakugan will win; Bob's deck has a Stop Flip card on top and Energy."""
    card = catalog().cards[card_id]
    spec = spec_for(card, options_for(card), **extra)
    spec["players"][1]["deck"] = [_stop_flip(), *[FILLER] * 10]
    spec["players"][1]["energy"] = {"charged": 6, "card": FILLER}
    game = build(spec)
    game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))
    game.invalidate()
    return game, Driver(game)


# ---------------------------------------------------------------------------------------------
# Delayed effects


def test_6_7_1_delayed_retract_happens_at_the_end_of_the_turn() -> None:
    """bb-4 Bubble Net: +300 now; the Bakugan it chose retracts when the turn ends, not before."""
    game = _position("bb-4", step="play")
    game.state.bakugan[ANN_BRAWLER].in_brawl = False
    game.invalidate()
    _play(game, "bb-4", Target("bakugan", ANN_BRAWLER))
    driver = Driver(game)
    driver.until(quiet)
    assert game.state.bakugan[ANN_BRAWLER].open  # done, but the retract waits
    assert len(game.state.this_turn.delayed) == 1
    driver.until(lambda g: g.state.step is not Step.PLAY)
    assert not game.state.bakugan[ANN_BRAWLER].open
    assert not game.state.this_turn.delayed


@pytest.mark.parametrize(("card_id", "drawn"), [("aa-40", 3), ("aa-159", 1)])
def test_6_7_1_delayed_draw_when_an_opponent_plays_a_flip(card_id: str, drawn: int) -> None:
    """aa-40 AtmosFEAR (may draw three), aa-159 Titan Trunkanious Ultra (Victor: draw one): the
    draw waits for an opponent's Flip card this turn."""
    evo = catalog().cards[card_id].type.value == "Evo"
    game, driver = _flip_position(card_id, evo_on=evo)
    if not evo:
        _play(game, card_id, Target("bakugan", ANN_BRAWLER))
    driver.until(lambda g: g.state.step is Step.DAMAGE or bool(g.state.this_turn.delayed))
    assert len(game.state.this_turn.delayed) == 1 or not evo
    _bob_flips_and_plays(game, driver)
    before = len(game.state.players[ANN].hand)
    driver.until(quiet)
    assert len(game.state.players[ANN].hand) == before + drawn
    # aa-40 says "if" (once); aa-159 says "when ... this turn" and waits for the next Flip card too
    assert len(game.state.this_turn.delayed) == (card_id == "aa-159")


def test_6_7_1_delayed_return_to_hand_from_the_discard_pile() -> None:
    """aa-44 Regrowth: after it completes it is in the discard pile; an opposing Flip brings it back."""
    game, driver = _flip_position("aa-44")
    _play(game, "aa-44", Target("bakugan", ANN_BRAWLER))
    driver.until(quiet)
    regrowth = next(i for i in game.state.players[ANN].discard if game.state.cards[i].card_id == "aa-44")
    _bob_flips_and_plays(game, driver)
    driver.until(quiet)
    assert regrowth in game.state.players[ANN].hand


def test_5_17_1_a_delayed_effect_that_never_happened_ends_with_the_turn() -> None:
    """aa-40 with no opposing Flip card: at the next turn nothing is waiting and nothing is drawn."""
    game = _position("aa-40")
    _play(game, "aa-40", Target("bakugan", ANN_BRAWLER))
    driver = Driver(game)
    driver.until(quiet)
    assert len(game.state.this_turn.delayed) == 1
    driver.until(lambda g: g.state.turn == 3)
    assert not game.state.this_turn.delayed


def test_power_roll_retracts_every_bakugan_after_the_attack() -> None:
    """aa-52 Power Roll, flipped from Ann's deck: once the damage ends, every Bakugan retracts."""
    card = catalog().cards["aa-52"]
    spec = spec_for(card, options_for(card), step="damage", deck_top=["aa-52"])
    spec["victor"] = {"player": BOB, "bakugan": 0}
    spec["damage"] = {"target": ANN}
    game = build(spec)
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "flip" and top.card is not None
    game.apply(play_options(game, top.card)[0])
    driver = Driver(game)
    driver.until(lambda g: g.current_damage() is None and quiet(g))
    assert not game.state.bakugan[ANN_BRAWLER].open and not game.state.bakugan[BOB_BRAWLER].open


# ---------------------------------------------------------------------------------------------
# Free plays


def test_2_3_3_a_card_played_for_free_costs_nothing() -> None:
    """br-7 Hurricane Winds: pay for it, then play Super Shot from hand at no cost."""
    game = _position("br-7")
    before = game.legal.available_energy(game, ANN)
    _play(game, "br-7", Target("bakugan", ANN_BRAWLER))
    Driver(game).until(lambda g: decision_of(g.pending()) == "play_free")
    assert game.legal.available_energy(game, ANN) == before - (catalog().cards["br-7"].cost or 0)
    free = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    offered = [game.card(a.card) for a in free]
    assert offered and all(c.type.value == "Action" and (c.cost or 0) <= 4 for c in offered)
    assert all(a.card in game.state.players[ANN].hand for a in free)
    game.apply(free[0])
    assert game.legal.available_energy(game, ANN) == before - (catalog().cards["br-7"].cost or 0)
    assert game.state.batch[-1].card == free[0].card


def test_2_3_3_only_an_offered_card_can_be_played_for_free() -> None:
    game = _position("br-7")
    _play(game, "br-7", Target("bakugan", ANN_BRAWLER))
    Driver(game).until(lambda g: decision_of(g.pending()) == "play_free")
    ann = game.state.players[ANN]
    ann.hand.append(ann.deck.pop())  # a card drawn earlier, of a kind the free play does not offer
    game.invalidate()
    offered = {a.card for a in game.legal_actions() if isinstance(a, PlayCard)}
    kept = next(i for i in ann.hand if i not in offered)
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=ANN, card=kept, target=Target("bakugan", ANN_BRAWLER)))
    assert err.value.rule == "2.3.3"
    in_deck = next(i for i in ann.deck if game.card(i).type.value != "Flip")
    with pytest.raises(IllegalAction) as err:  # not from the hand at all: that is what forbids it (6.2.1)
        game.apply(PlayCard(seat=ANN, card=in_deck, target=Target("bakugan", ANN_BRAWLER)))
    assert err.value.rule == "6.2.1"
    game.apply(Decline(seat=ANN))
    assert game.pending() is not None


def test_4_2_2_a_revealed_card_is_seen_by_every_player() -> None:
    """br-36 Air Zero reveals the top card: both views name it; it was hidden before."""
    game = _position("br-36")
    top = game.state.players[ANN].deck[-1]
    assert top not in game.view(BOB)["known_cards"]
    _play(game, "br-36")
    Driver(game).until(lambda g: decision_of(g.pending()) == "play_free")
    for seat in (ANN, BOB):
        assert game.view(seat)["known_cards"][top] == game.state.cards[top].card_id


def test_4_3_1_a_hand_looked_at_is_seen_only_by_the_player_looking() -> None:
    """br-19 Mind Control: Ann sees Bob's hand and may play an Action from it; Bob's view of
    Ann's cards does not change. The card played goes to Bob's discard pile (7.10.2)."""
    game = _position("br-19")
    bob_hand = list(game.state.players[BOB].hand)
    _play(game, "br-19")
    Driver(game).until(lambda g: decision_of(g.pending()) == "play_free")
    assert set(game.view(ANN)["known_cards"]) == set(bob_hand)
    assert not game.view(BOB)["known_cards"]
    free = next(a for a in game.legal_actions() if isinstance(a, PlayCard))
    bob_discard = len(game.state.players[BOB].discard)
    game.apply(free)
    Driver(game).until(quiet)
    assert len(game.state.players[BOB].discard) == bob_discard + 1
    assert free.card in game.state.players[BOB].discard


def test_4_2_2_cards_looked_at_on_a_deck_stay_hidden_from_the_opponent() -> None:
    """aa-71 Lia looks at three cards: only Ann knows them; a Hero among them may be played."""
    card = catalog().cards["aa-71"]
    spec = spec_for(card, options_for(card), step="roll", ann_open=False, bob_open=False, heroes=["aa-71"])
    spec["players"][0]["deck"] = [FILLER, plain_hero(), FILLER, *[FILLER] * 10]
    game = build(spec)
    driver = Driver(game)
    driver.until(lambda g: decision_of(g.pending()) == "play_free")
    assert len(game.view(ANN)["known_cards"]) == 3
    assert not game.view(BOB)["known_cards"]
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    assert [game.state.cards[a.card].card_id for a in plays] == [plain_hero()]


def test_this_discarded_card_may_be_played_from_the_discard_pile() -> None:
    """bb-196 China Riot: discarded from hand, it may be played for free and stays in play."""
    game = _position("bb-196", hand=["bb-196", FILLER])
    game.push_decision("discard", ANN, count=1)
    game.invalidate()
    riot = game.state.players[ANN].hand[0]
    driver = Driver(game)
    driver.act()  # discards China Riot
    driver.until(quiet)
    assert riot in game.state.players[ANN].heroes


# ---------------------------------------------------------------------------------------------
# Choose one / Battle Mastery


def test_battle_mastery_every_option_with_magnus_in_play() -> None:
    """aa-11 Bodybreaker with aa-68 Magnus, Living Arm of Tiko in play: a third option, both."""
    game = _position("aa-11")
    iid = game.state.players[ANN].hand[0]
    assert {a.mode for a in play_options(game, iid)} == {0, 1}
    game = _position("aa-11", heroes=["aa-68"])
    iid = game.state.players[ANN].hand[0]
    assert {a.mode for a in play_options(game, iid)} == {0, 1, 2}
    before = game.stats(ANN_BRAWLER)
    _play(game, "aa-11", Target("bakugan", ANN_BRAWLER), mode=2)
    Driver(game).until(quiet)
    after = game.stats(ANN_BRAWLER)
    assert (after.bp - before.bp, after.dr - before.dr) == (300, 4)


def test_6_7_1_choose_one_with_its_own_selection() -> None:
    """bb-59 Blinding Glam: -3 to an opposing Bakugan, or +3 to one of yours: each option
    offers only its own kind of Bakugan."""
    game = _position("bb-59")
    iid = game.state.players[ANN].hand[0]
    by_mode: dict[int, set[int]] = {}
    for a in play_options(game, iid):
        assert a.target is not None
        by_mode.setdefault(a.mode, set()).add(game.state.bakugan[a.target.ref].controller)
    assert by_mode == {0: {BOB}, 1: {ANN}}
    with pytest.raises(IllegalAction):
        game.apply(PlayCard(seat=ANN, card=iid, target=Target("bakugan", ANN_BRAWLER), mode=0))
    assert game.pending() is not None and isinstance(Pass(seat=ANN), Pass)


# ---------------------------------------------------------------------------------------------
# Costs, the turn, coins


def _flipped(card_id: str, **extra: Any) -> Game:
    """Damage Step: Bob's Victor deals damage to Ann, whose top card is this Flip card."""
    card = catalog().cards[card_id]
    spec = spec_for(card, options_for(card), step="damage", deck_top=[card_id], **extra)
    spec["victor"] = {"player": BOB, "bakugan": 0}
    spec["damage"] = {"target": ANN}
    return build(spec)


def test_1_3_1_blackhole_ends_the_turn() -> None:
    """bb-146 Blackhole: the rest of the damage is not dealt, the brawl ends without a Retract
    step, Energy cards stay uncharged, and the next turn starts."""
    game = _flipped("bb-146")
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "flip" and top.card is not None
    deck = len(game.state.players[ANN].deck)
    game.apply(play_options(game, top.card)[0])
    uncharged = len(game.state.players[ANN].uncharged)
    assert uncharged > 0  # Ann paid for it
    Driver(game).until(lambda g: g.state.turn == 3)
    assert len(game.state.players[ANN].deck) == deck - 1  # only the next turn's draw: no more damage
    assert len(game.state.players[ANN].uncharged) == uncharged  # no Charge step (5.16 skipped)
    assert game.state.bakugan[BOB_BRAWLER].open  # nothing retracted it


def test_1_3_1_a_coin_flip_is_seeded_and_both_sides_come_up() -> None:
    """br-62 Lost at Sea: heads stops the damage, tails does not; the flip is drawn from the
    game's seed, so the same seed gives the same side (replays agree)."""
    sides: dict[bool, int] = {}
    for seed in range(12):
        game = _flipped("br-62")
        game.state.seed = seed
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.card is not None
        game.apply(play_options(game, top.card)[0])
        Driver(game).until(quiet)
        heads = any(e.text.endswith("heads") for e in game.state.log if "flips a coin" in e.text)
        run_stopped = any("is stopped" in e.text for e in game.state.log)
        assert run_stopped == heads
        sides[heads] = seed
        again = _flipped("br-62")
        again.state.seed = seed
        again.apply(play_options(again, top.card)[0])
        Driver(again).until(quiet)
        assert again.state.state_hash() == game.state.state_hash()
    assert set(sides) == {True, False}


def test_2_3_the_next_card_costs_less_once() -> None:
    """br-45 Superfuel: after opening on the Reroll, the next card costs 3 less, then no more."""
    game = _position("br-45", hand=["br-45", "bb-163", "bb-163"])
    luck = catalog().cards["bb-163"]
    _play(game, "br-45")
    Driver(game).until(quiet)
    assert game.card_cost(ANN, luck) == (luck.cost or 0) - 3
    game.state.players[ANN].hand.append(game.state.players[ANN].deck.pop())  # any card to play next
    filler = catalog().cards[FILLER]
    iid = next(i for i in game.state.players[ANN].hand if game.state.cards[i].card_id == FILLER)
    game.invalidate()
    game.apply(next(a for a in play_options(game, iid)))
    assert game.card_cost(ANN, luck) == luck.cost
    assert game.card_cost(ANN, filler) == filler.cost


def test_2_3_3_evo_cards_are_free_for_every_player_this_turn() -> None:
    """br-10 Sneak Attack: Evo cards cost nothing, for both players, until the turn ends."""
    game = _position("br-10")
    evo = next(c for c in catalog().cards.values() if c.type.value == "Evo" and c.is_encoded and (c.cost or 0) >= 3)
    assert game.card_cost(BOB, evo) == evo.cost
    _play(game, "br-10")
    driver = Driver(game)
    driver.until(quiet)
    assert game.card_cost(ANN, evo) == 0 and game.card_cost(BOB, evo) == 0
    driver.until(lambda g: g.state.turn == 3)
    assert game.card_cost(BOB, evo) == evo.cost


def test_2_3_free_after_a_card_that_costs_five_or_more() -> None:
    """aa-25 Haos Suplex: free once a card with a printed cost of 5 or more was played this turn."""
    suplex = catalog().cards["aa-25"]
    game = _position("aa-25")
    assert game.card_cost(ANN, suplex) == suplex.cost
    game.state.players[ANN].played_costs.append(4)
    assert game.card_cost(ANN, suplex) == suplex.cost
    game.state.players[ANN].played_costs.append(5)
    assert game.card_cost(ANN, suplex) == 0


def test_7_2_4_an_opponent_energizes_a_card_from_your_hand() -> None:
    """aa-212 Pandoxx Ultra, Victor: Bob chooses one of Ann's cards (he looks at her hand to do
    so); it becomes Ann's Energy card, charged: the card does not say "uncharged" (RULINGS.md)."""
    game = _position("aa-212")
    game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))
    game.invalidate()
    driver = Driver(game)
    driver.until(lambda g: decision_of(g.pending()) == "energize_pick")
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.seat == BOB
    hand = list(game.state.players[ANN].hand)
    assert set(game.view(BOB)["known_cards"]) == set(hand)
    energy = len(game.state.players[ANN].charged)
    game.apply(next(a for a in game.legal_actions() if not isinstance(a, Decline)))
    assert len(game.state.players[ANN].hand) == len(hand) - 1
    assert len(game.state.players[ANN].charged) == energy + 1


# ---------------------------------------------------------------------------------------------
# Deck tops, an opponent's choice, copies, the discard pile


def _decide(game: Game, decision: str) -> None:
    Driver(game).until(lambda g: decision_of(g.pending()) == decision)


def test_4_1_2_look_at_three_and_put_them_back_in_the_order_chosen() -> None:
    """bb-78 The Sky's Hymn: the three top cards come back in the chosen order; only Ann saw them."""
    game = _position("bb-78")
    top3 = game.state.players[ANN].deck[-3:]  # the last is the top
    _play(game, "bb-78")
    _decide(game, "reorder")
    assert set(game.view(ANN)["known_cards"]) == set(top3) and not game.view(BOB)["known_cards"]
    wanted = [top3[0], top3[2], top3[1]]  # new order, top first
    for iid in wanted[:2]:
        game.apply(ChooseCard(seat=ANN, card=iid))
    deck = game.state.players[ANN].deck
    # Domination holds here, so the card then draws the card put on top
    assert wanted[0] in game.state.players[ANN].hand
    assert list(reversed(deck[-2:])) == wanted[1:]


def test_an_opponent_chooses_which_option_happens() -> None:
    """bb-38 Gravity Shift: Bob, not Ann, picks +1000 B-Power or +10 Damage Rating."""
    game = _position("bb-38")
    before = game.stats(ANN_BRAWLER)
    _play(game, "bb-38", Target("bakugan", ANN_BRAWLER))
    _decide(game, "option")
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.seat == BOB
    game.apply(ChooseCard(seat=BOB, card=-1, mode=1))
    Driver(game).until(quiet)
    after = game.stats(ANN_BRAWLER)
    assert (after.bp - before.bp, after.dr - before.dr) == (0, 10)


def test_7_7_1_copy_an_action_discarded_this_turn_with_new_selections() -> None:
    """aa-19 Nova Burst: Ann discarded Super Shot this turn; the copy boosts the Bakugan she picks."""
    game = _position("aa-19", hand=["aa-19", FILLER])
    game.push_decision("discard", ANN, count=1)
    game.invalidate()
    game.apply(ChooseCard(seat=ANN, card=game.state.players[ANN].hand[1]))
    before = game.stats(BOB_BRAWLER).bp
    _play(game, "aa-19")
    _decide(game, "copy_new")
    picks = [a for a in game.legal_actions() if isinstance(a, ChooseCard)]
    assert {game.state.cards[a.card].card_id for a in picks} == {FILLER}
    game.apply(next(a for a in picks if a.target == Target("bakugan", BOB_BRAWLER)))
    Driver(game).until(quiet)
    assert game.stats(BOB_BRAWLER).bp == before + 300


def test_7_7_1_nothing_to_copy_when_no_action_was_discarded() -> None:
    card = catalog().cards["aa-19"]
    o = options_for(card)
    o.discarded_action = False  # the Actions in the discard pile went there before this turn
    game = build(spec_for(card, o))
    _play(game, "aa-19")
    Driver(game).until(quiet)
    assert any("no Action card to copy" in e.text for e in game.state.log)


def test_an_evo_played_from_the_discard_pile() -> None:
    """br-116 Maximus Garganoid Ultra can be played from the discard pile as if from hand."""
    card = catalog().cards["br-116"]
    spec = spec_for(card, options_for(card), hand=[FILLER])
    spec["players"][0]["discard"] = ["br-116"]
    game = build(spec)
    iid = next(i for i in game.state.players[ANN].discard if game.state.cards[i].card_id == "br-116")
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == iid]
    assert plays
    game.apply(plays[0])
    Driver(game).until(quiet)
    assert iid in game.state.bakugan[ANN_BRAWLER].evos
    other = _position("br-106")  # an Evo without that text stays in the discard pile
    other.state.players[ANN].discard.append(other.state.players[ANN].hand.pop(0))
    other.invalidate()
    assert not any(
        isinstance(a, PlayCard) and a.card in other.state.players[ANN].discard for a in other.legal_actions()
    )


def test_each_player_may_energize_the_top_of_their_deck() -> None:
    """bb-175 Hyperdrive: each player decides for themselves; Ann takes two, Bob declines."""
    game = _flipped("bb-175")
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.card is not None
    game.apply(play_options(game, top.card)[0])
    ann, bob = (len(p.uncharged) + len(p.charged) for p in game.state.players)
    _decide(game, "energize_top")
    first = game.pending()
    assert isinstance(first, DecisionFrame) and first.seat == ANN  # the starting player decides first
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ChooseCard)))
    second = game.pending()
    assert isinstance(second, DecisionFrame) and second.decision == "energize_top" and second.seat == BOB
    game.apply(Decline(seat=BOB))
    after = [len(p.uncharged) + len(p.charged) for p in game.state.players]
    assert after == [ann + 2, bob]


def test_divine_intervention_plays_an_evo_only_on_the_rerolled_bakugan() -> None:
    """br-27: after opening on the Reroll, an Evo for free, but only on the Bakugan rolled."""
    evo = catalog().cards["aa-152"]
    base = next(
        c.id for c in catalog().cards.values() if c.name == evo.evolves_from and set(c.factions) & set(evo.factions)
    )
    card = catalog().cards["br-27"]
    spec = spec_for(card, options_for(card), hand=["br-27", "aa-152"])
    spec["players"][0]["characters"] = [base, base, spec["players"][0]["characters"][2]]
    spec["players"][0]["bakugan"][1] = {"open": True, "in_brawl": False, "opened_turn": 1}
    game = build(spec)
    _play(game, "br-27")
    _decide(game, "play_free")
    plays = [a for a in game.legal_actions() if isinstance(a, PlayCard)]
    assert plays and {a.target for a in plays} == {Target("bakugan", game.state.this_turn.selected[ANN])}


def test_7_7_1_toshi_copies_only_the_first_action_each_turn() -> None:
    """bb-193 Toshi: the first Action card Ann plays this turn is copied (same selection); the
    second is not."""
    card = catalog().cards["bb-193"]
    game = build(spec_for(card, options_for(card), hand=[FILLER, FILLER], heroes=["bb-193"]))
    before = game.stats(ANN_BRAWLER).bp
    driver = Driver(game)
    _play(game, FILLER, Target("bakugan", ANN_BRAWLER))
    driver.until(quiet)
    assert game.stats(ANN_BRAWLER).bp == before + 600  # Super Shot and its copy
    _play(game, FILLER, Target("bakugan", ANN_BRAWLER))
    driver.until(quiet)
    assert game.stats(ANN_BRAWLER).bp == before + 900


def test_7_7_1_victor_copies_the_next_action_played() -> None:
    """bb-228 Titan Garganoid Ultra: after it is the Victor, the next Action Ann plays is copied."""
    card = catalog().cards["bb-228"]
    game = build(spec_for(card, options_for(card), evo_on=True, hand=[FILLER, FILLER]))
    game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))
    game.invalidate()
    driver = Driver(game)
    driver.until(lambda g: g.state.step is Step.VICTOR and quiet(g))
    assert len(game.state.this_turn.delayed) == 1
    before = game.stats(BOB_BRAWLER).bp
    _play(game, FILLER, Target("bakugan", BOB_BRAWLER))
    driver.until(quiet)
    assert game.stats(BOB_BRAWLER).bp == before + 600
    _play(game, FILLER, Target("bakugan", BOB_BRAWLER))
    driver.until(quiet)
    assert game.stats(BOB_BRAWLER).bp == before + 900  # only the next one


def test_a_granted_victor_ability_waits_for_the_rolled_bakugan_to_win() -> None:
    """br-23 Shadow Dogs: if the rerolled Bakugan then wins the brawl, Bob discards two cards."""
    game = _position("br-23")
    game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))
    game.invalidate()
    hand = len(game.state.players[BOB].hand)
    _play(game, "br-23")
    driver = Driver(game)
    driver.until(lambda g: g.state.step is Step.VICTOR and quiet(g))
    assert game.state.this_turn.victor == game.state.this_turn.selected[ANN]
    assert len(game.state.players[BOB].hand) == hand - 2


def test_4_3_1_a_revealed_hand_and_the_card_chosen_from_it() -> None:
    """br-65 Darkus Blitz: Bob's hand is shown to both players; Ann picks an Action, Bob discards it."""
    game = _flipped("br-65")
    bob_hand = list(game.state.players[BOB].hand)
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.card is not None
    game.apply(play_options(game, top.card)[0])
    _decide(game, "choose_discard")
    for seat in (ANN, BOB):
        assert set(bob_hand) <= set(game.view(seat)["known_cards"])
    pick = game.legal_actions()[0]
    assert isinstance(pick, ChooseCard) and pick.seat == ANN
    game.apply(pick)
    assert pick.card in game.state.players[BOB].discard


def test_1_16_1_a_bonus_to_the_next_attack_only() -> None:
    """bb-190 Masato Kazami: with two cards played this turn, Ann's next attack (her Victor's) gets
    +2 Damage Rating; an attack after it does not; without two cards played, nothing."""
    from game.games.bakugan.rules.state import DamageRun

    card = catalog().cards["bb-190"]
    for played, bonus in ((2, 2), (1, 0)):
        spec = spec_for(card, options_for(card), heroes=["bb-190"])
        spec["players"][0]["cards_played"] = played
        game = build(spec)
        game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))
        game.invalidate()
        dr = game.stats(ANN_BRAWLER).damage
        deck = len(game.state.players[BOB].deck)
        Driver(game).until(lambda g: g.state.step is Step.DAMAGE and quiet(g))
        assert len(game.state.players[BOB].deck) == deck - dr - bonus
        later = DamageRun(target=BOB, attacker=ANN, origin_bid=None, fixed=3)
        game.damage.begin_attack(game, ANN, [later])
        assert game.damage_total(later) == 3  # once a turn


def test_4_1_3_a_hero_or_an_evo_returns_to_its_owners_hand() -> None:
    """br-63 Flash Flood: Heroes and top Evo cards can be chosen (not Character cards); a Hero
    chosen leaves play for its owner's hand."""
    card = catalog().cards["br-63"]
    o = options_for(card)
    game = _flipped("br-63", bob_heroes=[plain_hero()])
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.card is not None
    options = play_options(game, top.card)
    kinds = {(a.target.kind, a.target.ref) for a in options if a.target is not None}
    hero = game.state.players[BOB].heroes[0]
    assert ("hero", hero) in kinds
    assert all(k != "bakugan" or game.state.bakugan[r].evos for k, r in kinds)
    assert o.bob_evo and ("bakugan", BOB_BRAWLER) in kinds
    game.apply(next(a for a in options if a.target == Target("hero", hero)))
    Driver(game).until(quiet)
    assert hero in game.state.players[BOB].hand and hero not in game.state.players[BOB].heroes

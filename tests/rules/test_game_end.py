"""Ending the game: damage with an empty deck (1.5.1) and forfeit (4.4.4)."""

from __future__ import annotations

import random

import pytest

from game.games.bakugan.cards.catalog import CARDS_DIR, default_catalog
from game.games.bakugan.decks import load_deck
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.rules.actions import (
    CHANCE,
    Decline,
    Energize,
    Forfeit,
    Pass,
    PlayCard,
    RollResults,
    Target,
    ThrowBakugan,
)
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.invariants import check_invariants
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.view import PlayerView
from game.roll.probabilistic import ProbabilisticRollModel
from tests.helpers import new_game, scenario
from tests.rules.support import brawl, decision, decision_card, decision_frame, log_texts, pass_until


def over(game: Game) -> bool:
    return game.state.step is Step.OVER


def test_1_5_1_dealt_damage_with_an_empty_deck_loses() -> None:
    game = brawl(ann={"deck": []})  # Bob's Bulwark wins and deals 2
    pass_until(game, over)
    assert game.state.winner == 1 and game.state.players[0].out
    assert game.to_act() is None and game.legal_actions() == []
    assert log_texts(game, "1.5.1")


def test_1_5_1_deck_running_out_during_the_damage_loses() -> None:
    game = brawl(ann={"deck": ["ts-12"]})
    pass_until(game, over)
    assert game.state.winner == 1
    assert len(game.state.players[0].discard) == 1


def test_1_5_1_last_card_dealt_exactly_does_not_lose() -> None:
    game = brawl(ann={"deck": ["ts-12", "ts-12"]})
    pass_until(game, lambda g: over(g) or g.state.step is Step.PLAY)
    assert not over(game) and not game.state.players[0].out
    assert game.state.players[0].deck == []


def test_1_5_1_no_action_after_the_game_is_over() -> None:
    game = brawl(ann={"deck": []})
    pass_until(game, over)
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(seat=1))
    assert err.value.rule == "1.5.1"


def test_4_4_4_forfeit_at_any_time_ends_a_two_player_game() -> None:
    game = new_game(0)  # setup: a core placement is pending
    placer = game.to_act()
    assert placer is not None and decision(game) == "place_core"
    game.apply(Forfeit(seat=1 - placer))  # not their decision, and still allowed
    assert over(game) and game.state.winner == placer
    assert game.state.players[1 - placer].out
    assert log_texts(game, "4.4.4")


def test_4_4_4_forfeit_with_cards_in_the_batch() -> None:
    game = brawl(ann={"hand": ["ts-10"], "energy": {"charged": 1}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    game.apply(Forfeit(seat=0))  # does not use the batch: no need for priority
    assert over(game) and game.state.winner == 1


def test_4_4_4_forfeit_during_the_energize_step() -> None:
    game = scenario(step="energize", players=[{"hand": ["ts-10"]}, {"hand": ["ts-11"]}])
    game.apply(Energize(seat=0, card=None))
    game.apply(Forfeit(seat=0))
    assert over(game) and game.state.winner == 1


def test_4_4_4_no_forfeit_once_the_game_is_over() -> None:
    game = brawl()
    game.apply(Forfeit(seat=1))
    with pytest.raises(IllegalAction) as err:
        game.apply(Forfeit(seat=0))
    assert err.value.rule == "4.4.4"
    assert game.state.winner == 0


def test_1_5_1_no_damage_dealt_no_loss_with_an_empty_deck() -> None:
    # Bob's Bulwark wins with a -4 FF core: -2 Damage Rating deals nothing (rule 1.8.1)
    game = brawl(ann={"deck": []}, bob={"bakugan": {0: {"open": True, "in_brawl": True, "cores": ["core-20"]}}})
    pass_until(game, lambda g: over(g) or g.state.step is Step.PLAY)
    assert not over(game) and not game.state.players[0].out


def test_4_4_4_forfeit_while_the_bakugan_are_rolling() -> None:
    game = scenario(step="roll", selected={0: 0, 1: 0})
    while decision(game) == "throw":
        game.apply(ThrowBakugan(seat=decision_frame(game).seat))
    assert game.to_act() == CHANCE
    game.apply(Forfeit(seat=0))
    assert over(game) and game.state.winner == 1


def test_1_5_1_stop_on_the_last_card_saves_the_player() -> None:
    # Bob's Bulwark deals 2; Ann's only card is a Stopper: played, no more damage is dealt
    game = brawl(ann={"deck": ["ts-20"]})
    pass_until(game, lambda g: decision(g) is not None)
    assert decision(game) == "flip"
    game.apply(PlayCard(seat=0, card=decision_card(game), target=None))
    pass_until(game, lambda g: over(g) or g.state.step is Step.PLAY)
    assert not over(game) and not game.state.players[0].out


def test_1_5_1_declined_stop_on_the_last_card_loses() -> None:
    game = brawl(ann={"deck": ["ts-20"]})
    pass_until(game, lambda g: decision(g) is not None)
    game.apply(Decline(seat=0))
    assert over(game) and game.state.winner == 1


def _random_aquos_frost_game(seed: int, actions: int) -> Game:
    """Aquos Frost against Aquos Frost, `actions` random legal actions from a seeded start."""
    deck = load_deck(CARDS_DIR / "decks" / "aquos_frost.yaml")
    game = Game.new(GameSetup(seats=(Seat("A", deck), Seat("B", deck)), seed=seed), default_catalog())
    agents = [RandomAgent(seed * 7 + i) for i in range(2)]
    model, rng = ProbabilisticRollModel(), random.Random(seed)
    for _ in range(actions):
        seat = game.to_act()
        assert seat is not None
        if seat == CHANCE:
            game.apply(RollResults(outcomes=tuple(sorted(model.roll(game.roll_request(), rng).items()))))
        else:
            game.apply(agents[seat].choose(PlayerView(game, seat), game.legal_actions()))
    return game


def test_4_4_4_forfeit_while_placing_an_opponents_core_back_leaves_it_on_the_field() -> None:
    """Found by random games (issue 35): seat 0 retracted its Bakugan holding seat 1's BakuCore
    and forfeited while placing it back; the game ended and the core was in no zone."""
    game = _random_aquos_frost_game(seed=2, actions=56)
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "place_core" and top.seat == 0
    going_back = list(top.options)
    assert any(game.state.cores[c].owner == 1 for c in going_back)
    game.apply(Forfeit(seat=0))
    assert game.state.winner == 1
    assert all(c in game.state.field for c in going_back)
    assert check_invariants(game) == []

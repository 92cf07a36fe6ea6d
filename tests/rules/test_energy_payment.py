"""Which Energy cards pay (rules 1.7.1, 7.2.3) and an illegal play reversed (7.8.1); the scenario
files 1_7_1_the_player_picks_the_energy_cards_to_uncharge.yaml and 7_8_1_an_illegal_play_is_reversed.yaml
play them through."""

from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Activate, IllegalPlay, PlayCard, Target, action_from_json
from game.games.bakugan.rules.engine import Game
from tests.rules.support import brawl, custom_card, give, log_texts


def _ann(**ann: object) -> Game:
    return brawl(ann={"bakugan": {0: {"open": True, "in_brawl": True}}, **ann})


def _power_up(game: Game, energy: tuple[int, ...]) -> PlayCard:
    testoid = game.state.players[0].bakugan[0]
    return PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", testoid), energy=energy)


def test_7_2_3_only_your_own_charged_energy_cards_pay() -> None:
    game = _ann(hand=["ts-10"], energy={"charged": 1, "uncharged": 1})
    give(game, 1, "ts-12", zone="charged")
    used, theirs = game.state.players[0].uncharged[0], game.state.players[1].charged[0]
    before = game.state.state_hash()
    for pick in ((used,), (theirs,), (game.state.players[0].charged[0],) * 2):
        with pytest.raises(IllegalAction) as refused:
            game.apply(_power_up(game, pick))
        assert refused.value.rule == "7.2.3"
    assert game.state.state_hash() == before


def test_1_7_1_the_pool_pays_first_so_no_energy_card_may_be_named() -> None:
    game = _ann(hand=["ts-10"], energy={"charged": 1}, pool=1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(_power_up(game, (game.state.players[0].charged[0],)))
    assert refused.value.rule == "1.7.1"
    game.apply(_power_up(game, ()))
    assert game.state.players[0].pool == 0 and len(game.state.players[0].charged) == 1


def test_1_7_1_an_activated_ability_is_paid_with_the_cards_named() -> None:
    game = _ann(energy={"charged": 2})
    custom_card(game, "ts-31", "zz-sage", abilities=[{"activated": {"energy": 1}, "do": [{"draw": 1}]}])
    hero = give(game, 0, "zz-sage", zone="heroes")
    first = game.state.players[0].charged[0]
    assert Activate(seat=0, card=hero, ability=0) in game.legal_actions()
    game.apply(Activate(seat=0, card=hero, ability=0, energy=(first,)))
    assert game.state.players[0].uncharged == [first]


def test_7_8_1_reversal_is_recorded_like_any_action() -> None:
    action = IllegalPlay(seat=0, card=4, target=Target("bakugan", 1), x=2, energy=(7, 8))
    assert action_from_json(action.to_json()) == action
    play = PlayCard(seat=0, card=4, energy=(7,))
    assert action_from_json(play.to_json()) == play


def test_7_8_1_a_card_that_cannot_be_played_is_reversed_naming_why() -> None:
    # Weaken selects an opposing face-up Bakugan, and Bob has none (1.13.1)
    game = _ann(hand=["ts-14"], energy={"charged": 1})
    game.state.bakugan[game.state.players[1].bakugan[0]].face_up = False
    game.invalidate()
    card = game.state.players[0].hand[0]
    energy = (game.state.players[0].charged[0],)
    game.apply(IllegalPlay(seat=0, card=card, energy=energy))
    assert game.state.players[0].hand == [card] and game.state.players[0].pool == 1
    assert any("which is illegal (rule 1.13.1" in t for t in log_texts(game))
    assert log_texts(game, "7.8.1")


def test_7_8_1_only_a_card_in_hand_can_be_returned() -> None:
    game = _ann(hand=["ts-10"], discard=["ts-11"])
    with pytest.raises(IllegalAction) as refused:
        game.apply(IllegalPlay(seat=0, card=game.state.players[0].discard[0]))
    assert refused.value.rule == "7.8.1"


def test_7_8_1_every_player_saw_the_card_played_illegally() -> None:
    game = _ann(hand=["ts-11"])  # Damage Up costs 2; Ann has no Energy
    card = game.state.players[0].hand[0]
    game.apply(IllegalPlay(seat=0, card=card, target=Target("bakugan", game.state.players[0].bakugan[0])))
    assert game.view(1)["known_cards"] == {card: "ts-11"}
    assert any(t.startswith("Ann plays Damage Up, which is illegal") and "costs 2 Energy" in t for t in log_texts(game))

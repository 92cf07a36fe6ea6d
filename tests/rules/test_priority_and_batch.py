"""Priority and the batch: rules 1.14, 4.4, 6.1-6.7, 7.8.1, 1.7, 1.8."""

from __future__ import annotations

from typing import Any

import pytest

from game.games.bakugan.rules.actions import Pass, PlayCard, Target
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.state import Step
from tests.helpers import pass_priority, scenario


def power_step(**players: dict[str, Any]) -> Game:
    return scenario(
        step="power",
        starting=0,
        players=[
            {"bakugan": {0: {"open": True, "in_brawl": True}}, "energy": {"charged": 3}, **players.get("ann", {})},
            {"bakugan": {0: {"open": True, "in_brawl": True}}, "energy": {"charged": 3}, **players.get("bob", {})},
        ],
    )


def test_1_14_4_player_who_plays_keeps_priority() -> None:
    game = power_step(ann={"hand": ["ts-10", "ts-10"]})
    card = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=card, target=Target("bakugan", 0)))
    assert game.to_act() == 0
    assert len(game.state.batch) == 1


def test_1_14_2_after_completion_priority_returns_to_starting_player() -> None:
    game = power_step(bob={"hand": ["ts-10"]})
    pass_priority(game)  # Ann passes, Bob gets priority
    assert game.to_act() == 1
    card = game.state.players[1].hand[0]
    game.apply(PlayCard(seat=1, card=card, target=Target("bakugan", 3)))
    pass_priority(game, 2)  # Bob then Ann pass: the card completes
    assert not game.state.batch
    assert game.to_act() == 0  # back to the starting player
    assert game.stats(3).bp == 600 + 300


def test_4_4_3_end_of_batch_resolves_first() -> None:
    game = power_step(ann={"hand": ["ts-10"]}, bob={"hand": ["ts-14"]})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game)
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    texts = [e.text for e in game.state.log]
    weaken = next(i for i, t in enumerate(texts) if t.startswith("Weaken completes"))
    assert not any(t.startswith("Power Up completes") for t in texts[:weaken])
    assert len(game.state.batch) == 1  # Power Up still waits


def test_1_14_6_step_ends_only_after_consecutive_passes() -> None:
    game = power_step()
    pass_priority(game)
    assert game.state.step is Step.POWER
    pass_priority(game)
    assert game.state.step is not Step.POWER


def test_5_2_1_no_card_plays_in_start_phase_illegal() -> None:
    game = scenario(step="energize", players=[{"hand": ["ts-10"]}, {}])
    card = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=card, target=None))
    assert err.value.rule in ("5.2.1", "1.14.2")


def test_7_8_1_card_without_enough_energy_is_refused() -> None:
    game = power_step(ann={"hand": ["ts-16"], "energy": {"charged": 1}})
    card = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=card, target=Target("bakugan", 0)))
    assert err.value.rule == "7.8.1"
    assert "costs 3" in err.value.reason
    assert card in game.state.players[0].hand  # nothing lost


def test_1_7_1_uncharge_only_what_is_needed() -> None:
    game = power_step(ann={"hand": ["ts-11"], "energy": {"charged": 3}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    ann = game.state.players[0]
    assert len(ann.uncharged) == 2 and len(ann.charged) == 1 and ann.pool == 0


def test_1_8_1_x_is_what_was_paid() -> None:
    game = power_step(ann={"hand": ["ts-17"], "energy": {"charged": 3}})
    card = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=card, target=None, x=2))
    assert len(game.state.players[0].uncharged) == 2
    assert game.state.batch[0].x == 2


def test_1_13_1_card_needing_a_selection_with_none_cannot_be_played() -> None:
    game = power_step(ann={"hand": ["ts-13"]})  # Nullify needs an Action card in the batch
    card = game.state.players[0].hand[0]
    assert not any(getattr(a, "card", None) == card for a in game.legal_actions())
    with pytest.raises(IllegalAction) as err:
        game.apply(PlayCard(seat=0, card=card, target=None))
    assert err.value.rule == "1.13.1"


def test_6_10_2_negated_card_does_nothing_and_is_discarded() -> None:
    game = power_step(ann={"hand": ["ts-10"]}, bob={"hand": ["ts-13"]})
    power = game.state.players[0].hand[0]
    game.apply(PlayCard(seat=0, card=power, target=Target("bakugan", 0)))
    pass_priority(game)
    eid = game.state.batch[0].eid
    game.apply(PlayCard(seat=1, card=game.state.players[1].hand[0], target=Target("batch_card", eid)))
    pass_priority(game, 2)
    assert not game.state.batch
    assert power in game.state.players[0].discard
    assert game.stats(0).bp == 400


def test_7_4_4_sacrifice_discards_and_makes_it_free() -> None:
    game = power_step(ann={"hand": ["ts-16", "ts-12"], "energy": {"charged": 0}})
    offering, fodder = game.state.players[0].hand
    game.apply(PlayCard(seat=0, card=offering, target=Target("bakugan", 0), sacrifice=fodder))
    assert fodder in game.state.players[0].discard
    pass_priority(game, 2)
    assert game.stats(0).bp == 900


def test_7_4_1_turbo_bonus_instead() -> None:
    game = power_step(ann={"hand": ["ts-15"], "energy": {"charged": 4}}, bob={"energy": {"charged": 1}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert game.stats(0).dr == 3 + 6


def test_7_4_1_no_turbo_without_more_energy() -> None:
    game = power_step(ann={"hand": ["ts-15"], "energy": {"charged": 2}}, bob={"energy": {"charged": 2}})
    game.apply(PlayCard(seat=0, card=game.state.players[0].hand[0], target=Target("bakugan", 0)))
    pass_priority(game, 2)
    assert game.stats(0).dr == 3 + 2


def test_pass_out_of_turn_is_refused() -> None:
    game = power_step()
    with pytest.raises(IllegalAction) as err:
        game.apply(Pass(seat=1))
    assert err.value.rule == "1.14.2"

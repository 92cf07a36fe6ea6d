"""The Roll Step (rule 5.7.2), illegal rolls (7.8.2) and mis-rolls (7.9.1)."""

from __future__ import annotations

import pytest

from game.games.bakugan.rules.actions import RollResults
from game.games.bakugan.rules.engine import Game, IllegalAction
from game.games.bakugan.rules.state import Step
from game.roll.seam import RollOutcome, RollResult
from tests.helpers import closed, opened, roll, scenario
from tests.rules.support import decision, decision_frame, log_texts, step_now

FIELD = [
    {"core": "core-22", "owner": 0, "cell": [0, 0]},  # SD +100 B-Power
    {"core": "core-37", "owner": 1, "cell": [1, 0]},  # MS +500 B-Power
]


def roll_step(**spec: object) -> Game:
    """Roll Step: Ann rolls Testoid (400), Bob rolls Bulwark (600)."""
    return scenario(step="roll", starting=0, selected={0: 0, 1: 0}, field=FIELD, **spec)


def core_at(game: Game, cell: tuple[int, int]) -> str:
    return next(cid for cid, c in game.state.field.items() if c == cell)


def test_5_7_2_neither_opens_roll_again() -> None:
    game = roll_step()
    roll(game, {0: closed(), 1: closed()})
    assert game.state.step is Step.ROLL
    assert decision(game) == "throw"  # the Roll Step starts over
    assert any("starts over" in t for t in log_texts(game, "5.7.2"))
    assert not any(b.open for b in game.state.bakugan)
    roll(game, {0: closed(), 1: opened()})
    assert step_now(game) is Step.POWER


def test_5_7_2_opened_bakugan_is_revealed_and_in_the_brawl() -> None:
    game = roll_step()
    sd = core_at(game, (0, 0))
    roll(game, {0: opened(sd), 1: closed()})
    ann = game.state.bakugan[0]
    assert ann.open and ann.face_up and ann.in_brawl and ann.cores == [sd]
    assert sd not in game.state.field
    assert not game.state.bakugan[3].open and not game.state.bakugan[3].face_up
    assert game.state.step is Step.POWER


def test_5_7_2_both_on_the_same_core_both_get_the_bonus() -> None:
    game = roll_step()
    ms = core_at(game, (1, 0))
    roll(game, {0: opened(ms), 1: opened(ms)})
    assert game.stats(0).bp == 400 + 500
    assert game.stats(3).bp == 600 + 500


def test_5_7_2_open_without_attaching_gets_no_bonus() -> None:
    game = roll_step()
    roll(game, {0: opened(), 1: opened(core_at(game, (1, 0)))})
    assert game.state.bakugan[0].open and game.state.bakugan[0].cores == []
    assert game.stats(0).bp == 400
    assert game.stats(3).bp == 1100
    assert any("no bonus" in t for t in log_texts(game, "5.7.2"))


def test_5_7_2_only_an_opened_bakugan_can_hold_cores() -> None:
    game = roll_step()
    roll_throws(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(
            RollResults(outcomes=((0, RollOutcome(RollResult.CLOSED, cores=(core_at(game, (0, 0)),))), (1, closed())))
        )
    assert err.value.rule == "5.7.2"


def test_5_7_2_outcome_needed_for_exactly_the_rolling_players() -> None:
    game = roll_step()
    roll_throws(game)
    with pytest.raises(IllegalAction) as err:
        game.apply(RollResults(outcomes=((0, opened()),)))
    assert err.value.rule == "5.7.1"


def roll_throws(game: Game) -> None:
    from game.games.bakugan.rules.actions import ThrowBakugan

    while decision(game) == "throw":
        game.apply(ThrowBakugan(seat=decision_frame(game).seat))


def illegal(reason: str = "released too close to the BakuCore Field") -> RollOutcome:
    return RollOutcome(RollResult.ILLEGAL, reason=reason, rule="7.8.2")


def misroll() -> RollOutcome:
    return RollOutcome(RollResult.MISROLL, reason="rolled off the table", rule="7.9.1")


def test_7_8_2_illegal_roll_counts_as_missed() -> None:
    game = roll_step()
    sd = core_at(game, (0, 0))
    roll(game, {0: illegal(), 1: opened()})
    ann = game.state.bakugan[0]
    assert not ann.open and not ann.in_brawl and ann.cores == []
    assert game.state.field[sd] == (0, 0)  # the core stays where it was
    assert any("illegal" in t and "missed" in t for t in log_texts(game, "7.8.2"))
    assert game.state.step is Step.POWER
    assert [b.bid for b in game.state.bakugan if b.in_brawl] == [3]


def test_7_8_2_illegal_roll_cannot_pick_up_cores() -> None:
    game = roll_step()
    roll_throws(game)
    sd = core_at(game, (0, 0))
    with pytest.raises(IllegalAction) as err:
        game.apply(
            RollResults(outcomes=((0, RollOutcome(RollResult.ILLEGAL, cores=(sd,), rule="7.8.2")), (1, closed())))
        )
    assert err.value.rule == "5.7.2"
    assert game.state.field[sd] == (0, 0)


def test_7_8_2_both_illegal_is_no_open_roll_again() -> None:
    game = roll_step()
    roll(game, {0: illegal(), 1: illegal("bounced onto the play area")})
    assert game.state.step is Step.ROLL and decision(game) == "throw"


def test_7_9_1_misroll_does_not_open() -> None:
    game = roll_step()
    roll(game, {0: misroll(), 1: opened()})
    assert not game.state.bakugan[0].open
    assert any("mis-roll" in t for t in log_texts(game, "7.9.1"))
    assert game.state.step is Step.POWER


def test_7_9_2_both_misroll_roll_again() -> None:
    game = roll_step()
    roll(game, {0: misroll(), 1: misroll()})
    assert game.state.step is Step.ROLL and decision(game) == "throw"

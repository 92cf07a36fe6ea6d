"""The deck test's choices: every one is a computer player or roll model the simulator knows, the
steppers stay inside their lists, and the time estimate grows with what costs time."""

from __future__ import annotations

from game.games.bakugan.players.registry import check_agent_spec
from game.games.bakugan.players.search import DEFAULT_ROLLOUTS
from game.games.bakugan.ui.editor.machine_speed import MachineSpeed
from game.games.bakugan.ui.editor.test_options import (
    AGENT_CHOICES,
    ROLL_CHOICES,
    START_AND_REPORT_S,
    TestOptions,
    agent_words,
    duration_words,
    game_ms,
)
from game.roll.models import ROLL_MODELS


def test_every_choice_is_known_to_the_simulator() -> None:
    for spec in AGENT_CHOICES:
        check_agent_spec(spec)  # raises on an unknown player or budget
    assert f"search:{DEFAULT_ROLLOUTS}" in AGENT_CHOICES
    assert set(ROLL_CHOICES) == set(ROLL_MODELS)


def test_steppers_move_along_their_list_and_stop_at_its_ends() -> None:
    options = TestOptions()
    assert options.stepped("mine", -1).mine == "random"
    assert options.stepped("mine", -1).stepped("mine", -1).mine == "random"
    assert not options.stepped("mine", -1).can_step("mine", -1)
    assert options.stepped("rolls", 2).rolls == "physics" and not options.stepped("rolls", 2).can_step("rolls", 1)
    assert options.stepped("games", 1).games == 20 and options.stepped("games", -3).games == 1


def test_the_estimate_grows_with_physics_search_worlds_and_games() -> None:
    fast = game_ms(("heuristic", "heuristic"), "fast")
    assert game_ms(("heuristic", "heuristic"), "physics") > fast
    assert game_ms(("random", "random"), "fast") < fast
    assert game_ms(("search:32", "heuristic"), "fast") > game_ms(("search:4", "heuristic"), "fast") > 10 * fast
    # play-outs cut two turns on cost about half as much as play-outs to the end of the game
    assert game_ms(("search:12:2", "heuristic"), "fast") < game_ms(("search:12", "heuristic"), "fast")
    assert game_ms(("hard", "heuristic"), "fast") == game_ms(("search:24:3:0.5:tuned", "heuristic"), "fast")
    ten, fifty = TestOptions(games=10), TestOptions(games=50)
    assert fifty.seconds(12) - START_AND_REPORT_S == 5 * (ten.seconds(12) - START_AND_REPORT_S)
    assert TestOptions(theirs="search:32", games=50).estimate(12) == "600 games, about 26 min on one free core"


def test_a_learned_machine_speed_scales_the_estimate_and_says_where_it_came_from() -> None:
    options = TestOptions()
    slower = MachineSpeed(2.0, 1)
    assert options.seconds(12, slower) == 2 * options.seconds(12)
    assert options.estimate(12) == "120 games, about 4 s on one free core"
    assert options.estimate(12, slower) == "120 games, about 8 s on this machine (timed by your last test)"
    assert options.estimate(12, MachineSpeed(2.0, 3)).endswith("(timed by your last tests)")


def test_words_for_players_and_durations() -> None:
    assert agent_words("search:12") == "search (12 worlds)" and agent_words("heuristic") == "heuristic"
    assert [duration_words(s) for s in (0.2, 42, 600, 7200)] == ["1 s", "42 s", "10 min", "2.0 h"]
    assert TestOptions().summary() == "heuristic players, fast rolls, 10 games per opponent"
    assert TestOptions(theirs="search:4", rolls="physics", games=1).summary() == (
        "heuristic vs search (4 worlds), physics rolls, 1 game per opponent"
    )

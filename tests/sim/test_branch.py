"""The analysis core: positions at any action of a line, branches, and files it refuses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import Pass
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.branch import SNAP, Analysis, AnalysisError
from game.games.bakugan.sim.replay_file import save_replay
from game.games.bakugan.sim.runner import play_game, replay
from game.roll.probabilistic import ProbabilisticRollModel
from tests.helpers import fixture_catalog, fixture_deck


def played_game(path: Path, seed: int = 4) -> Path:
    """A whole heuristic game between the fixture decks, saved as a replay file."""
    setup = GameSetup(
        seats=(Seat("Ann", fixture_deck("test_pyrus")), Seat("Bob", fixture_deck("test_aquos"))), seed=seed
    )
    agents = [HeuristicAgent(seed=1, catalog=fixture_catalog()), HeuristicAgent(seed=2, catalog=fixture_catalog())]
    game, record = play_game(setup, fixture_catalog(), agents, ProbabilisticRollModel())
    assert game.over
    save_replay(path, setup, record.actions, record.final_hash, record.winner)
    return path


def test_position_at_any_action_is_the_replay_of_that_many(tmp_path: Path) -> None:
    analysis = Analysis.load(played_game(tmp_path / "g.json"), fixture_catalog())
    line = analysis.played
    assert len(line) > 2 * SNAP
    for n in (0, 1, SNAP - 1, SNAP, SNAP + 1, len(line) // 2, len(line) - 1, len(line)):
        expected = replay(analysis.setup, fixture_catalog(), line.actions[:n]).state.state_hash()
        assert line.game_at(n).state.state_hash() == expected, n
    assert [e.index for e in line.entries] == list(range(1, len(line) + 1))
    assert any(e.log for e in line.entries) and all(e.words for e in line.entries)


def test_a_branch_shares_the_prefix_and_leaves_the_game_as_played_alone(tmp_path: Path) -> None:
    analysis = Analysis.load(played_game(tmp_path / "g.json"), fixture_catalog())
    played = analysis.played
    before = (list(played.actions), played.end.state.state_hash())
    n = len(played) // 2
    branch = analysis.branch(played, n)
    assert branch.fork == n and branch.actions == played.actions[:n]
    game = branch.end
    legal = game.legal_actions()
    different = next(a for a in legal if a != played.actions[n])
    branch.append(different)
    assert branch.departs(n + 1) and not branch.departs(n)
    assert (played.actions, played.end.state.state_hash()) == before
    expected = replay(analysis.setup, fixture_catalog(), [*played.actions[:n], different]).state.state_hash()
    assert branch.game_at(n + 1).state.state_hash() == expected
    assert analysis.lines == [played, branch]
    # a branch of the branch still marks every action the game as played did not have
    twig = analysis.branch(branch, n + 1)
    assert twig.fork == n and twig.departs(n + 1) and twig.actions == branch.actions
    assert analysis.forks(played) == {n: [branch.name]} and analysis.forks(branch) == {n + 1: [twig.name]}


def test_a_file_whose_actions_break_the_rules_is_refused_naming_the_action(tmp_path: Path) -> None:
    path = played_game(tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["actions"][3] = Pass(seat=0).to_json()  # the core placement has no priority to pass
    path.write_text(json.dumps(data))
    with pytest.raises(AnalysisError, match=r"g.json: action 4 of \d+ \(pass\) breaks the rules"):
        Analysis.load(path, fixture_catalog())


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "bad.json:1: not valid JSON"),
        ('{"format": "something else"}', "not a replay or saved game"),
        ('{"format": "bakugan-replay", "seed": 1}', "'seats' must list 2 to 4 players"),
    ],
)
def test_unreadable_files_are_refused_with_the_problem(tmp_path: Path, content: str, problem: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(AnalysisError, match=problem):
        Analysis.load(path, fixture_catalog())


def test_a_deck_with_unknown_cards_is_refused(tmp_path: Path) -> None:
    path = played_game(tmp_path / "g.json")
    data = json.loads(path.read_text())
    data["seats"][0]["deck"]["cards"][0] = "1 zz-999"
    path.write_text(json.dumps(data))
    with pytest.raises(AnalysisError, match="does not know: zz-999"):
        Analysis.load(path, fixture_catalog())

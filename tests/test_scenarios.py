"""Every scenario file under tests/scenarios/, and every shipped puzzle in game/data/puzzles/, runs and all its
expectations hold."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.puzzle import shipped_puzzles
from game.games.bakugan.scenario import file as scenario_file
from game.games.bakugan.scenario.file import ScenarioFileError, build_game, read_scenario, run_scenario
from game.roll.probabilistic import ProbabilisticRollModel
from tests.helpers import fixture_catalog, new_game, random_step

SCENARIOS = sorted((Path(__file__).parent / "scenarios").glob("*.yaml")) + shipped_puzzles()


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario_file(path: Path) -> None:
    run = run_scenario(path)
    failures = [str(c) for c in run.checks if not c.ok]
    assert run.checks, f"{path} checks nothing"
    assert not failures, "\n".join(failures)


def loading_error(tmp_path: Path, text: str) -> str:
    """The message of the ScenarioFileError that running this file raises."""
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(ScenarioFileError) as err:
        run_scenario(path, fixture_catalog())
    return str(err.value)


def test_scenario_error_names_file_and_line(tmp_path: Path) -> None:
    message = loading_error(
        tmp_path,
        "name: broken\nposition:\n  step: power\n"
        "  players: [{characters: [nope-1, ts-2, ts-6]}, {characters: [ts-3, ts-4, ts-5]}]\n",
    )
    assert "bad.yaml:3" in message and "nope-1" in message


def test_batch_target_out_of_range_is_a_loading_error_with_its_line(tmp_path: Path) -> None:
    message = loading_error(
        tmp_path,
        "name: negates nothing\n"
        "position:\n"
        "  step: power\n"
        "  players:\n"
        "    - {characters: [ts-1, ts-2, ts-6], hand: [ts-13], energy: {charged: 2}}\n"
        "    - {characters: [ts-3, ts-4, ts-5]}\n"
        "actions:\n"
        "  - pass: 0\n"
        "  - play: {seat: 0, card: ts-13, target: {batch: 2}}\n",
    )
    assert "bad.yaml:9" in message and "no batch entry 2" in message


def test_position_batch_target_below_the_entry_only(tmp_path: Path) -> None:
    message = loading_error(
        tmp_path,
        "name: a batch entry aims above itself\n"
        "position:\n"
        "  step: power\n"
        "  players: [{characters: [ts-1, ts-2, ts-6]}, {characters: [ts-3, ts-4, ts-5]}]\n"
        "  batch: [{card: ts-13, controller: 0, target: {batch: 0}}]\n",
    )
    assert "bad.yaml:3" in message and "no batch entry 0" in message


@pytest.mark.parametrize("seed", range(6))
def test_saved_positions_load_back_to_the_same_state(seed: int, tmp_path: Path) -> None:
    game = new_game(seed)
    agents = [RandomAgent(seed), RandomAgent(seed + 1)]
    model, rng = ProbabilisticRollModel(), random.Random(seed)
    for step in range(300):
        if game.over:
            break
        random_step(game, agents, model, rng)
        if step % 37 == 0:
            path = tmp_path / f"pos{step}.yaml"
            path.write_text(yaml.safe_dump({"name": "saved", "state": json.loads(json.dumps(game.state.to_json()))}))
            loaded = build_game(read_scenario(path), path, fixture_catalog())
            assert loaded.state.state_hash() == game.state.state_hash()
            assert loaded.legal_actions() == game.legal_actions()


def test_start_toss_needs_a_state_not_a_position(tmp_path: Path) -> None:
    message = loading_error(
        tmp_path,
        "name: toss without a state\n"
        "start: toss\n"
        "position:\n"
        "  step: power\n"
        "  players: [{characters: [ts-1, ts-2, ts-6]}, {characters: [ts-3, ts-4, ts-5]}]\n",
    )
    assert "bad.yaml:1" in message and "7.5.1" in message


def test_3_7_2_card_type_expectation_fails_on_the_wrong_type(tmp_path: Path) -> None:
    """The card_type expectation reads the type a card has where it is now: Energy in play (3.7.2)."""
    path = tmp_path / "types.yaml"
    path.write_text(
        "name: types\n"
        "position:\n"
        "  step: power\n"
        "  players:\n"
        "    - {characters: [ts-1, ts-2, ts-6], hand: [ts-10], energy: {card: ts-10, charged: 1}}\n"
        "    - {characters: [ts-3, ts-4, ts-5]}\n"
        "expect: {card_type: {'0.ts-10': Action, '0.ts-1': Character}}\n"
    )
    checks = {c.what: c for c in run_scenario(path, fixture_catalog()).checks}
    wrong = checks["card 0.ts-10 type"]
    assert not wrong.ok and wrong.actual == ["Action", "Energy"]
    assert checks["card 0.ts-1 type"].ok


def test_a_search_cut_short_proves_no_puzzle_unsolvable(monkeypatch: pytest.MonkeyPatch) -> None:
    """`expect: {solvable: false}` passes only when the solver searched everything."""
    twin = Path(__file__).parent / "scenarios" / "puzzle_last_push_one_energy_short.yaml"
    assert all(c.ok for c in run_scenario(twin).checks)
    monkeypatch.setattr(scenario_file, "SOLVE_BUDGET", 5)
    (check,) = run_scenario(twin).checks
    assert not check.ok and check.actual == "undecided (node budget ran out)"


def test_a_scenario_path_with_dotdot_finds_its_card_sets(tmp_path: Path) -> None:
    """card_sets are read beside the scenario however its path is written (issue 35)."""
    folder = tmp_path / "mine"
    (folder / "cards").mkdir(parents=True)
    (folder / "cards" / "test_set.yaml").write_text(
        (Path(__file__).parent / "scenarios" / "cards" / "test_set.yaml").read_text()
    )
    source = Path(__file__).parent / "scenarios" / "7_2_9_stop.yaml"
    (folder / "stop.yaml").write_text(source.read_text())
    roundabout = tmp_path / "mine" / ".." / "mine" / "stop.yaml"
    run = run_scenario(roundabout)
    assert run.checks and all(c.ok for c in run.checks)


def test_card_sets_still_cannot_leave_the_scenario_folder_by_dotdot(tmp_path: Path) -> None:
    (tmp_path / "set.yaml").write_text((Path(__file__).parent / "scenarios" / "cards" / "test_set.yaml").read_text())
    (tmp_path / "inner").mkdir()
    source = (Path(__file__).parent / "scenarios" / "7_2_9_stop.yaml").read_text()
    scenario = tmp_path / "inner" / "s.yaml"
    scenario.write_text(source.replace("card_sets: [cards/test_set.yaml]", "card_sets: [../set.yaml]"))
    with pytest.raises(ScenarioFileError, match="no such file in the scenario's folder"):
        run_scenario(tmp_path / "inner" / ".." / "inner" / "s.yaml")

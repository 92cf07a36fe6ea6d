"""This machine's speed for the deck test's estimate: kept in a small JSON file that a bad or
missing copy of never breaks (it just means the estimate as measured; a bad one is reported, naming
the file and the problem, in the log and on the Test tab), and learned in log space."""

from __future__ import annotations

import json
import logging
import math
from pathlib import Path

import pytest

from game.games.bakugan.ui.editor.machine_speed import (
    HIGHEST,
    LOWEST,
    PRIOR_GAMES,
    UNLEARNED,
    MachineSpeed,
    learn,
    load_speed,
    read_speed,
    save_speed,
    speed_path,
)
from tests.ui.editor_driver import open_editor, tab


def test_the_speed_file_round_trips_in_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "data"))
    assert speed_path() == tmp_path / "data" / "machine_speed.json"
    assert load_speed() == UNLEARNED and UNLEARNED.factor == 1.0 and not UNLEARNED.learned
    save_speed(MachineSpeed(1.75, 3))
    assert load_speed() == MachineSpeed(1.75, 3) and load_speed().learned


@pytest.mark.parametrize(
    "content",
    [
        "",
        "{not json",
        "[1.5, 2]",
        '{"factor": "fast", "runs": 2}',
        '{"factor": 1.5}',
        '{"factor": 1.5, "runs": -1}',
        '{"factor": 1.5, "runs": true}',
        '{"factor": NaN, "runs": 2}',
        '{"factor": -3, "runs": 2}',
    ],
)
def test_a_corrupt_speed_file_means_the_estimate_as_measured_and_is_reported(
    tmp_path: Path, content: str, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "machine_speed.json"
    path.write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING):
        assert load_speed(path).factor == 1.0
    speed, problem = read_speed(path)
    assert speed == UNLEARNED and problem is not None and str(problem).startswith(str(path))
    assert str(problem) in caplog.text


def test_a_missing_speed_file_is_no_problem(tmp_path: Path) -> None:
    assert read_speed(tmp_path / "machine_speed.json") == (UNLEARNED, None)


def test_binary_speed_file_is_reported_and_the_test_tab_says_so(tmp_path: Path) -> None:
    (tmp_path / "machine_speed.json").write_bytes(bytes(range(256)))
    app, editor = open_editor(tmp_path)
    tab(app, editor, "test")
    assert "machine_speed.json:2: is not UTF-8 text" in editor.state.note and editor.state.note_bad
    tab(app, editor, "rules")  # the editor carries on
    assert editor.test_tab.speed == UNLEARNED


def test_a_factor_out_of_range_is_kept_inside_it(tmp_path: Path) -> None:
    path = tmp_path / "machine_speed.json"
    path.write_text(json.dumps({"factor": 500.0, "runs": 1}), encoding="utf-8")
    assert load_speed(path) == MachineSpeed(HIGHEST, 1)


def test_a_folder_that_cannot_be_written_is_not_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a_file"
    blocker.write_text("", encoding="utf-8")
    save_speed(MachineSpeed(2.0, 1), blocker / "machine_speed.json")  # its folder is a file
    assert load_speed(blocker / "machine_speed.json") == UNLEARNED


def test_learning_moves_the_factor_in_log_space_by_the_run_size() -> None:
    twice_as_slow = learn(UNLEARNED, 200.0, 100.0, PRIOR_GAMES)
    assert twice_as_slow.runs == 1 and twice_as_slow.factor == pytest.approx(math.sqrt(2))  # half way
    big_run = learn(UNLEARNED, 200.0, 100.0, 100 * PRIOR_GAMES)
    assert big_run.factor == pytest.approx(2.0, rel=0.01)
    back = learn(MachineSpeed(2.0, 4), 50.0, 100.0, PRIOR_GAMES)  # from 2x slower, a run 2x faster
    assert back.factor == pytest.approx(1.0) and back.runs == 5
    assert learn(UNLEARNED, 1e6, 1.0, 10**9).factor == pytest.approx(HIGHEST)  # a measurement past the range
    assert learn(UNLEARNED, 1e-6, 1.0, 10**9).factor == pytest.approx(LOWEST)
    assert learn(MachineSpeed(HIGHEST, 9), 1e6, 1.0, 1).factor == HIGHEST


def test_nothing_measured_teaches_nothing() -> None:
    speed = MachineSpeed(1.5, 2)
    for measured, estimated, games in ((100.0, 100.0, 0), (0.0, 100.0, 12), (math.nan, 100.0, 12), (100.0, 0.0, 3)):
        assert learn(speed, measured, estimated, games) is speed

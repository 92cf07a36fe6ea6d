"""The action loop every game's scenario files share (game/scenarios/runner.py), on a counter game:
`{add: N}` adds N (a negative N is refused citing rule "C1"), `expect: {total: N}` checks it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.core.errors import IllegalAction
from game.games.bakugan.scenario.file import read_scenario_tree
from game.scenarios.runner import Check, ScenarioFileError, ScenarioPlay, run_actions


class Counter:
    def __init__(self) -> None:
        self.total = 0
        self.chance_steps = 0

    def apply(self, written: Any) -> None:
        amount = int(written["add"])  # KeyError or TypeError when written wrong
        if amount < 0:
            raise IllegalAction("C1", "only additions")
        self.total += amount

    def expect(self, expect: Any, line: int) -> list[Check]:
        want = expect["total"]
        return [Check(want == self.total, "total", want, self.total, line)]

    def play(self) -> ScenarioPlay:
        def chance() -> None:
            self.chance_steps += 1

        return ScenarioPlay(
            apply=self.apply,
            expect=self.expect,
            state_hash=lambda: str(self.total),
            written_wrong=(KeyError, TypeError, ValueError),
            before_item=chance,
        )


def _run(tmp_path: Path, actions: str) -> tuple[Counter, list[Check], bool, Path]:
    path = tmp_path / "counter.yaml"
    path.write_text("name: counting\nactions:\n" + actions, encoding="utf-8")
    doc = read_scenario_tree(path)
    counter, checks = Counter(), list[Check]()
    finished = run_actions(path, doc["actions"], doc.line, counter.play(), checks)
    return counter, checks, finished, path


def test_actions_expectations_and_refusals_run_in_order_with_their_lines(tmp_path: Path) -> None:
    counter, checks, finished, _ = _run(
        tmp_path,
        "  - {add: 2}\n"
        "  - expect: {total: 2}\n"
        "  - illegal: {action: {add: -1}, rule: C1}\n"
        "  - {add: 3}\n"
        "  - expect: {total: 4}\n",
    )
    assert finished and counter.total == 5 and counter.chance_steps == 5
    assert [(c.ok, c.what, c.line) for c in checks] == [
        (True, "total", 4),
        (True, "refused: only additions", 5),
        (True, "refused action changed nothing", 5),
        (False, "total", 7),
    ]


def test_an_illegal_item_the_game_allows_or_refuses_citing_another_rule_fails(tmp_path: Path) -> None:
    _, checks, finished, _ = _run(
        tmp_path, "  - illegal: {action: {add: 1}}\n  - illegal: {action: {add: -1}, rule: C9}\n"
    )
    assert finished
    assert [str(c) for c in checks] == [
        "FAIL line 3: action should be refused (expected None, actual 'accepted')",
        "FAIL line 4: refused: only additions (expected 'C9', actual 'C1')",
        "PASS line 4: refused action changed nothing",
    ]


def test_a_refused_action_fails_the_run_there(tmp_path: Path) -> None:
    counter, checks, finished, _ = _run(tmp_path, "  - {add: 1}\n  - {add: -2}\n  - {add: 5}\n")
    assert not finished and counter.total == 1
    assert [str(c) for c in checks] == [
        "FAIL line 4: action {'add': -2} refused (expected 'legal', actual 'rule C1: only additions')"
    ]


@pytest.mark.parametrize(
    ("item", "problem"),
    [
        ("{sub: 1}", "bad action {'sub': 1}: 'add'"),
        ("42", "bad action 42: 'int' object is not subscriptable"),
        ("illegal: {rule: C1}", "bad action {'illegal': {'rule': 'C1'}}: 'action'"),
        ("expect: {count: 1}", "bad action {'expect': {'count': 1}}: 'total'"),
    ],
)
def test_an_item_written_wrong_names_the_file_and_its_line(tmp_path: Path, item: str, problem: str) -> None:
    with pytest.raises(ScenarioFileError) as caught:
        _run(tmp_path, f"  - {{add: 1}}\n  - {item}\n")
    assert (caught.value.line, caught.value.message) == (4, problem)
    assert str(tmp_path / "counter.yaml") in str(caught.value)

"""A Bakugan scenario written wrong is refused naming the line and the rule, never played on: a
card of the wrong type where only one type goes (an Action card among the Characters), a roll
written wrong that the scenario never reaches, a seat counted from the end (-1 was the last seat),
a state pasted as JSON text nested too deeply."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.files.paths import PUZZLES_DIR
from game.games.bakugan.scenario.file import ScenarioFileError, run_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _written(tmp: Path, source: Path, old: str, new: str) -> Path:
    text = source.read_text(encoding="utf-8")
    assert old in text
    path = tmp / source.name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    (tmp / "cards").mkdir(exist_ok=True)
    fixture = SCENARIOS / "cards" / "test_set.yaml"
    if fixture.exists():
        (tmp / "cards" / "test_set.yaml").write_text(fixture.read_text(encoding="utf-8"), encoding="utf-8")
    return path


def _refused(path: Path, *words: str) -> str:
    with pytest.raises(ScenarioFileError) as caught:
        run_scenario(path)
    said = str(caught.value)
    assert all(word in said for word in words), said
    return said


@pytest.mark.parametrize(
    ("old", "new", "words"),
    [
        (
            "characters: [aa-204, aa-200, aa-205]",
            "characters: [aa-38, aa-200, aa-205]",
            (":14:", "rule 3.2.1", "Wildfire (aa-38) is an Action card, not a Character card"),
        ),
        (
            "hand: [aa-38, bb-107, aa-39]",
            "hand: [aa-38, bb-107, aa-39]\n      heroes: [aa-39]",
            (":17:", "rule 3.4.2", "not a Hero card"),
        ),
    ],
)
def test_a_card_of_the_wrong_type_in_a_typed_place_is_refused(
    old: str, new: str, words: tuple[str, ...], tmp_path: Path
) -> None:
    _refused(_written(tmp_path, PUZZLES_DIR / "win_this_turn.yaml", old, new), *words)


def test_an_evo_that_is_not_an_evo_card_is_refused(tmp_path: Path) -> None:
    path = _written(
        tmp_path,
        PUZZLES_DIR / "win_this_turn.yaml",
        "bakugan: {0: {open: true, in_brawl: true}}",
        "bakugan: {0: {open: true, in_brawl: true, evos: [aa-38]}}",
    )
    _refused(path, "rule 3.3.2", "is an Action card, not an Evo card")


def test_a_roll_written_wrong_is_refused_even_when_the_scenario_never_reaches_it(tmp_path: Path) -> None:
    source = SCENARIOS / "5_7_2_neither_opens.yaml"
    extra = "  - {0: closed, 1: opened}\n  - {0: sideways, 1: closed}\n"  # never used: the run ends first
    path = _written(tmp_path, source, "  - {0: closed, 1: opened}\n", extra)
    _refused(path, "bad roll", "sideways")
    wrong_seat = _written(
        tmp_path, source, "  - {0: closed, 1: opened}\n", "  - {0: closed, 1: opened}\n  - {-1: closed}\n"
    )
    _refused(wrong_seat, "bad roll", "seat -1: there are 2 (counted from 0)")


def test_a_seat_counted_from_the_end_is_refused_where_it_names_a_player(tmp_path: Path) -> None:
    source = SCENARIOS / "5_7_2_neither_opens.yaml"
    expect = _written(tmp_path, source, "expect:\n", "expect:\n  players: {-1: {hand: 0}}\n")
    _refused(expect, "seat -1: there are 2 (counted from 0)")
    bakugan = _written(tmp_path, source, '"1.0": {open: true', '"-1.0": {open: true')
    _refused(bakugan, "-1")


def test_an_action_naming_a_seat_the_game_does_not_have_is_the_rules_refusal(tmp_path: Path) -> None:
    """`pass: -1` is not the last seat: the rules refuse it (1.1.1), as they refuse seat 5."""
    source = SCENARIOS / "5_7_2_neither_opens.yaml"
    path = _written(tmp_path, source, "actions:\n", "actions:\n  - illegal: {action: {pass: -1}, rule: '1.1.1'}\n")
    run = run_scenario(path)
    assert run.failed == 0 and any("there is no player -1" in str(c) for c in run.checks), [str(c) for c in run.checks]


def test_a_state_pasted_as_json_text_nested_too_deeply_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "state.yaml"
    deep = "[" * 100_000 + "]" * 100_000
    path.write_text(f"name: deep\nstate: '{deep}'\n", encoding="utf-8")
    _refused(path, "state.yaml:2", "state: ", "nested")

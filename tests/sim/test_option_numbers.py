"""The names and numbers an option lists (game/sim/limits.py): only spaces and tabs are trimmed, so
a control character typed into a player's number is refused by name, not silently dropped
(`str.strip` would have passed `search:5\\x1f` as `search:5`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main
from game.sim import limits


def test_names_trim_spaces_and_tabs_and_drop_empty_ones() -> None:
    assert limits.listed(" heuristic ,\thard,, ") == ["heuristic", "hard"]


def test_a_control_character_stays_in_the_name() -> None:
    assert limits.listed("search:5\x1f") == ["search:5\x1f"]


@pytest.mark.parametrize("text", ["5\x1f", "\x1f5", "5\n", "5\x0b"])
def test_a_number_with_a_control_character_is_refused(text: str) -> None:
    with pytest.raises(limits.OptionError, match="takes a whole number"):
        limits.whole(text, "search", 1, 1_000)
    with pytest.raises(limits.OptionError, match="takes a number"):
        limits.decimal(text, "sure", 0.0, 10.0)


def test_a_number_between_spaces_is_read() -> None:
    assert limits.whole(" 12 ", "search", 1, 1_000) == 12
    assert limits.decimal("\t0.5 ", "sure", 0.0, 10.0) == 0.5


@pytest.mark.parametrize("game", ["bakugan", "fusion-world", "battle-monsters"])
def test_simulate_refuses_a_players_number_ending_in_a_control_character(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["simulate", "--game", game, "--agents", "search:5\x1f", "--out", str(tmp_path), "--games", "1"])
    said = capsys.readouterr()
    assert code == 2
    assert "takes a whole number" in said.out + said.err

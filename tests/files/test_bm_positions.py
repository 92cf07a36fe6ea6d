"""A Battle Monsters position the rules could not reach, or a value written wrongly, is refused
naming its rule and the line of the value itself, through `scenario check` (the shared loader)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main

ANN = "  - name: Ann\n    lives: 3\n    supply: [bm-001]\n"
BOB = "  - name: Bob\n    supply: [bm-001]\n"


def _check(tmp_path: Path, capsys: pytest.CaptureFixture[str], players: str, extra: str = "") -> str:
    path = tmp_path / "bm.yaml"
    path.write_text(f"game: battle-monsters\nname: bm\n{extra}players:\n{players}", encoding="utf-8")
    assert main(["scenario", "check", str(path)]) == 1
    return capsys.readouterr().out


def test_a_legal_position_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bm.yaml"
    path.write_text(f"game: battle-monsters\nname: bm\nplayers:\n{ANN}{BOB}", encoding="utf-8")
    assert main(["scenario", "check", str(path)]) == 0, capsys.readouterr().out


def test_3_1_zero_lives_is_a_lost_game_named_on_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB + "    lives: 0\n")
    assert "bm.yaml:9:" in out and "rule 3.1: lives are from 1 to 99" in out


def test_2_3_lives_are_a_whole_number(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB + "    lives: many\n")
    assert "bm.yaml:9:" in out and "rule 2.3: lives are from 1 to 99" in out


def test_2_2_active_is_a_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB, extra="turn: 3\nactive: 2\n")
    assert "bm.yaml:4:" in out and "rule 2.2: 'active' is the seat whose turn it is" in out


def test_6_1_the_turn_counts_from_one(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB, extra="turn: 0\n")
    assert "bm.yaml:3:" in out and "rule 6.1: turn is a whole number from 1" in out


def test_7_3_new_is_true_or_false_on_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    field = "    field:\n      - card: bm-001\n        new: soon\n"
    out = _check(tmp_path, capsys, ANN + BOB + field)
    assert "bm.yaml:11:" in out and "rule 7.3: new is true or false" in out


def test_a_player_written_as_a_lone_value_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + "  - Bob\n")
    assert "bm.yaml:7:" in out and "each player is a mapping" in out


def test_a_bad_field_item_names_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB + "    field:\n      - {card: bm-001}\n      - bm-999\n")
    assert "bm.yaml:11:" in out and "a field card is {card: ID, stance: STANCE}" in out


def test_an_unknown_card_names_the_zone_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = _check(tmp_path, capsys, ANN + BOB + "    hand: [bm-999]\n")
    assert "bm.yaml:9:" in out and "Bob's hand: unknown card 'bm-999'" in out

"""A written `position:` the rules could not reach is refused naming the rule it breaks and the line
of the part at fault (a player, a Bakugan's state, the energy, a field entry); the legal twin loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.bakugan.scenario.file import ScenarioFileError, build_game, read_scenario
from tests.helpers import fixture_catalog

ANN = "    - {characters: [ts-1, ts-2, ts-6], hand: [ts-10]}\n"
BOB = "    - {characters: [ts-3, ts-4, ts-5]}\n"


def _file(tmp_path: Path, players: str = ANN + BOB, extra: str = "") -> Path:
    path = tmp_path / "pos.yaml"
    path.write_text(f"name: pos\nposition:\n  step: power\n{extra}  players:\n{players}")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(ScenarioFileError) as err:
        build_game(read_scenario(path), path, fixture_catalog())
    return str(err.value)


def loads(path: Path) -> None:
    build_game(read_scenario(path), path, fixture_catalog())


def test_1_1_2_a_team_of_three_characters_loads(tmp_path: Path) -> None:
    loads(_file(tmp_path))


def test_1_1_2_two_characters_are_refused_on_their_players_line(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + "    - {characters: [ts-3, ts-4]}\n"))
    assert "pos.yaml:6:" in message and "rule 1.1.2: player 1 has 2 Characters; a team has three" in message


def test_1_1_2_a_player_with_no_characters_is_refused(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + "    - {hand: [ts-10]}\n"))
    assert "pos.yaml:6:" in message and "player 1 has 0 Characters" in message


def test_1_7_1_negative_energy_names_the_energy_line(tmp_path: Path) -> None:
    players = ANN + "    - characters: [ts-3, ts-4, ts-5]\n      energy:\n        charged: -1\n"
    message = refusal(_file(tmp_path, players))
    assert "pos.yaml:8:" in message and "rule 1.7.1: player 1's charged Energy is -1" in message


def test_1_11_1_a_bakugans_state_is_true_or_false(tmp_path: Path) -> None:
    players = ANN + "    - characters: [ts-3, ts-4, ts-5]\n      bakugan:\n        0: {open: maybe}\n"
    message = refusal(_file(tmp_path, players))
    assert "pos.yaml:8:" in message and "rule 1.11.1: player 1's Bakugan 0's open is true or false" in message


def test_1_1_1_an_unknown_key_of_a_player_is_named(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + "    - {characters: [ts-3, ts-4, ts-5], hnad: [ts-10]}\n"))
    assert "pos.yaml:6:" in message and "player 1 has unknown key(s) hnad" in message


def test_1_1_1_an_unknown_key_of_the_position_is_named(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  stepp: roll\n"))
    assert "pos.yaml:4:" in message and "the position has unknown key(s) stepp" in message  # the key's own line


def test_1_14_1_the_starting_player_is_a_seat(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  starting: 2\n"))
    assert "pos.yaml:4:" in message and "rule 1.14.1: starting is player 2; players are 0 to 1" in message


def test_5_1_1_the_turn_counts_from_one(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  turn: 0\n"))
    assert "rule 5.1.1: turn is a turn number from 1, not 0" in message


def test_5_10_1_the_victor_is_a_bakugan_of_the_team(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  victor: {player: 0, bakugan: 3}\n"))
    assert "pos.yaml:4:" in message and "rule 5.10.1: victor is Bakugan 3;" in message


def test_5_6_1_a_selected_bakugan_belongs_to_a_seat(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  selected: {4: 0}\n"))
    assert "rule 5.6.1: selected is player 4;" in message


def test_5_11_1_damage_is_dealt_to_a_player_in_the_game(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="  damage: {target: 5}\n"))
    assert "pos.yaml:4:" in message and "rule 5.11.1: damage target is player 5;" in message


def test_1_4_3_a_field_entry_off_the_field_names_its_own_line(tmp_path: Path) -> None:
    field = "  field:\n    - {core: core-1, cell: [0, 0], owner: 0}\n    - {core: core-2, cell: [99, 0], owner: 1}\n"
    message = refusal(_file(tmp_path, extra=field))
    assert "pos.yaml:6:" in message and "rule 1.4.3: field entry 2 at 99,0 is off the field" in message

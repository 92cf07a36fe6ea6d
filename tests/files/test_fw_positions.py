"""A Fusion World `players:` position the rules could not reach is refused naming the rule it
breaks and the line of the value at fault (game/games/fusion_world/scenario_legal.py); the legal
twin loads."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.bakugan.scenario.file import ScenarioFileError, read_scenario_tree
from game.games.fusion_world.cards import Pool, default_pool
from game.games.fusion_world.scenario import position_from_file

ANN = "  - leader: FW-R00\n    hand: [FW-R01]\n"
BOB = "  - leader: FW-B00\n"
LIFE_ADDERS = ("FW-R24", "FW-G13", "FW-G25")  # the cards whose effects put cards into a life area


def _file(tmp_path: Path, players: str = ANN + BOB, extra: str = "") -> Path:
    path = tmp_path / "fw.yaml"
    path.write_text(f"game: fusion-world\nname: fw\n{extra}players:\n{players}", encoding="utf-8")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(ScenarioFileError) as err:
        position_from_file(path, read_scenario_tree(path), default_pool())
    return str(err.value)


def test_a_legal_position_loads(tmp_path: Path) -> None:
    path = _file(tmp_path, ANN + "  - leader: FW-B00\n    life: 3\n    deck: [FW-B01, FW-B01]\n")
    game = position_from_file(path, read_scenario_tree(path), default_pool())
    assert len(game.state.zone("life", 1)) == 3


def test_1_three_players_are_refused(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + BOB))
    assert "fw.yaml:4:" in message and "rule 1: a game has two players" in message


def test_1_a_player_written_as_a_lone_value_names_its_line(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + "  - Bob\n"))
    assert "fw.yaml:6:" in message and "rule 1: player 1 is a mapping" in message


def test_6_5_nine_life_cards_are_refused_on_the_life_line_where_no_card_adds_life(tmp_path: Path) -> None:
    path = _file(tmp_path, ANN + BOB + "    life: 9\n")
    no_life = Pool({k: c for k, c in default_pool().cards.items() if k not in LIFE_ADDERS})
    with pytest.raises(ScenarioFileError) as err:
        position_from_file(path, read_scenario_tree(path), no_life)
    assert "fw.yaml:7:" in str(err.value) and "rule 6.5: player 1 has 9 life cards" in str(err.value)
    game = position_from_file(path, read_scenario_tree(path), default_pool())  # Verdant Pact can reach it
    assert len(game.state.zone("life", 1)) == 9


def test_2_1_no_life_cards_is_a_lost_game(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    life: 0\n"))
    assert "fw.yaml:7:" in message and "rule 2.1: player 1 has no life cards" in message


def test_2_2_an_empty_deck_is_a_lost_game_but_not_in_half_deck_mode(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    deck: 0\n"))
    assert "fw.yaml:7:" in message and "rule 2.2: player 1's deck is empty" in message
    path = _file(tmp_path, ANN + BOB + "    deck: 0\n", extra="half: true\n")
    position_from_file(path, read_scenario_tree(path), default_pool())  # 2.2.1: remade from the drop


def test_5_2_more_cards_than_a_deck_are_refused(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    deck: 45\n"))
    assert "fw.yaml:6:" in message and "rule 5.2: player 1 has 53 cards besides the Leader; a deck has 50" in message
    message = refusal(_file(tmp_path, ANN + BOB + "    deck: 20\n", extra="half: true\n"))
    assert "rule 5.2: player 1 has 28 cards besides the Leader; a deck has 25" in message


def test_5_2_a_negative_deck_count_names_its_line(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    deck: -1\n"))
    assert "fw.yaml:7:" in message and "rule 5.2: player 1's deck is -1" in message


def test_5_1_a_battle_card_as_leader_is_refused(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + "  - name: Bob\n    leader: FW-R01\n"))
    assert "fw.yaml:7:" in message and "rule 5.1: player 1's leader FW-R01 is a battle card" in message


def test_5_3_a_leader_in_the_hand_names_its_item_line(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    hand:\n      - FW-B01\n      - FW-R00\n"))
    assert "fw.yaml:9:" in message and "rule 5.3: player 1's hand holds the Leader card FW-R00" in message


def test_5_4_a_fifth_copy_is_refused(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    hand: [FW-B01, FW-B01, FW-B01]\n    drop: [FW-B01, FW-B01]\n"))
    assert "rule 5.4: player 1 has 5 copies of FW-B01" in message


def test_6_2_the_active_seat_is_0_or_1(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="turn: 3\nactive: 2\n"))
    assert "fw.yaml:4:" in message and "rule 6.2: active is a seat, 0 or 1, not 2" in message


def test_9_active_and_first_must_agree_with_the_turn(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="turn: 3\nfirst: 0\nactive: 1\n"))
    assert "fw.yaml:5:" in message and "rule 9: on turn 3" in message


def test_4_the_turn_counts_from_one(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, extra="turn: 0\n"))
    assert "fw.yaml:3:" in message and "rule 4: turn is a turn number from 1, not 0" in message


def test_7_1_only_cards_in_play_are_exhausted(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    hand:\n      - {card: FW-B01, exhausted: true}\n"))
    assert "fw.yaml:8:" in message and "rule 7.1: only cards in play are exhausted; not in the hand" in message


def test_3_2_cards_lie_under_a_battle_card_only(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    drop:\n      - {card: FW-B01, under: [FW-B01]}\n"))
    assert "fw.yaml:8:" in message and "rule 3.2: cards lie under a battle card only" in message


def test_an_unknown_card_names_its_item_line(tmp_path: Path) -> None:
    message = refusal(_file(tmp_path, ANN + BOB + "    energy:\n      - FW-B01\n      - FW-Z99\n"))
    assert "fw.yaml:9:" in message and "bad position: player 1's energy: 'FW-Z99' is not a known card id" in message

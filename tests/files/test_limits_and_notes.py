"""Unbounded work from a file refused with its own message, and values a file may set brought into
range with a note: the Battle Monsters puzzle solver's bounds, settings out of range, stop names
this program does not know, a rolling profile with a throwing style it does not know, and an
installation missing its data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from game.files.errors import FileProblem


def _bm_puzzle(tmp: Path, extra_hand: int) -> Path:
    from game.games.battle_monsters.puzzle import PUZZLES_DIR

    doc = yaml.safe_load((PUZZLES_DIR / "01_undertow.yaml").read_text(encoding="utf-8"))
    doc["players"][0]["hand"] += ["bm-001"] * extra_hand
    path = tmp / f"big_{extra_hand}.yaml"
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    return path


@pytest.mark.parametrize("extra", [300, 900])
def test_the_battle_monsters_solver_refuses_a_position_too_big_to_search_at_once(extra: int, tmp_path: Path) -> None:
    from game.games.battle_monsters.puzzle import PuzzleTooBig, load_puzzle, solve_win_this_turn

    game, _ = load_puzzle(_bm_puzzle(tmp_path, extra))
    with pytest.raises(PuzzleTooBig, match=f"{extra + 4} cards in the hands and on the field; at most 40"):
        solve_win_this_turn(game)


def test_the_battle_monsters_solver_stops_at_its_budget_of_positions(tmp_path: Path) -> None:
    from game.games.battle_monsters.puzzle import PuzzleTooBig, load_puzzle, solve_win_this_turn

    game, _ = load_puzzle(_bm_puzzle(tmp_path, 25))
    with pytest.raises(PuzzleTooBig, match="more than 500 positions to try in this turn"):
        solve_win_this_turn(game, budget=500)


def test_a_battle_monsters_scenario_zone_is_bounded(tmp_path: Path) -> None:
    from game.games.battle_monsters.puzzle import load_puzzle

    for extra in (2_000, 100_000):
        with pytest.raises(FileProblem, match=f"{extra + 2:,} cards; a zone holds at most 1,000"):
            load_puzzle(_bm_puzzle(tmp_path, extra))


def test_settings_out_of_range_are_brought_into_range_with_a_note(tmp_path: Path) -> None:
    from game.ui.settings import Settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"text_scale": 1e6, "volume": -3, "ui_scale": 0, "anim_speed": 2.0}), encoding="utf-8")
    settings, notes = Settings.load_reporting(path)
    assert (settings.text_scale, settings.volume, settings.ui_scale, settings.anim_speed) == (1.3, 0.0, 0.0, 2.0)
    assert notes == [
        "settings.json: text_scale: 1e+06 is out of range (0.9 to 1.3); 1.3 is used",
        "settings.json: volume: -3 is out of range (0 to 1); 0 is used",
    ]


def test_the_settings_ranges_are_the_menus_choices() -> None:
    from game.ui.comfort_menu import ANIMATION_SPEEDS as SPEEDS
    from game.ui.settings import RANGES
    from game.ui.ui_scale import CHOICES, TEXT_CHOICES

    assert RANGES["anim_speed"] == (min(SPEEDS), max(SPEEDS))
    assert RANGES["text_scale"] == (min(TEXT_CHOICES), max(TEXT_CHOICES))
    assert RANGES["ui_scale"][1] == max(CHOICES)


def test_unknown_stop_names_are_named_and_never_leave_a_player_stopping_nowhere(tmp_path: Path) -> None:
    from game.ui.settings import Settings, default_stops

    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps({"stops": ["powr", "atack"], "player_stops": {"Ann": ["power", "nope"], "Bo": []}}),
        encoding="utf-8",
    )
    settings, notes = Settings.load_reporting(path)
    assert settings.stops == default_stops()  # not [], which would mean "never stop"
    bakugan = {name: [k for k in own if ":" not in k] for name, own in settings.player_stops.items()}
    assert bakugan == {"Ann": ["power"], "Bo": []}  # an empty list given is the player's choice
    others = [k for k in default_stops() if ":" in k]  # the other games' stops, unknown to a file this old
    assert all(own[-len(others) :] == others for own in settings.player_stops.values())
    assert "'powr', 'atack' left out" in notes[0] and "the default stops are used" in notes[0]
    assert notes[1].startswith("settings.json: player_stops: Ann: unknown stop(s) 'nope' left out")


def test_a_rolling_profile_with_an_unknown_style_is_refused_and_never_offered(tmp_path: Path) -> None:
    from game.games.bakugan.sim.roll_profile import RollProfile, load_profile, profile_path, save_profile
    from game.games.bakugan.ui.table_throwers import SavedProfiles

    good = RollProfile("Mia", 20, 4.0, 0.1, 10.0, 2.0, 0.5, {"rolled": 1.0}, 0.5, 0.3)
    save_profile(good, tmp_path)
    data = json.loads(profile_path("Mia", tmp_path).read_text(encoding="utf-8"))
    data["styles"] = {"rolled": 0.5, "lobbed": 0.5}
    bad = profile_path("Lob", tmp_path)
    bad.write_text(json.dumps({**data, "name": "Lob"}), encoding="utf-8")
    with pytest.raises(FileProblem, match="unknown throwing style 'lobbed'"):
        load_profile("Lob", tmp_path)
    offered = SavedProfiles.read(tmp_path)
    assert offered.usable == ("Mia",) and "lobbed" in offered.damaged["Lob"]
    assert not list(profile_path("Mia", tmp_path).parent.glob("*.tmp"))


def test_an_installation_without_its_data_says_so_instead_of_listing_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.games.battle_monsters import decks as bm_decks
    from game.games.fusion_world import cards as fw_cards
    from game.games.fusion_world import decks as fw_decks

    monkeypatch.setattr(bm_decks, "DECKS_DIR", tmp_path)
    monkeypatch.setattr(fw_decks, "DECKS_DIR", tmp_path)
    monkeypatch.setattr(fw_cards, "CARDS_DIR", tmp_path)
    for call in (bm_decks.ready_decks, fw_decks.ready_fw_decks, fw_cards.load_pool):
        with pytest.raises(FileProblem, match="the program's data is missing"):
            call()

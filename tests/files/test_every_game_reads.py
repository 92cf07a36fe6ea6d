"""One way of reading every file of every game (game/files/read.py): a key written twice in a
deck, a scenario or a card set of any game is refused with both lines; `version: 99` is refused by
name in every kind of file; JSON nested 100,000 deep is a clear error wherever a game reads JSON
(replays, saves, the autosave, recorded throws), never a RecursionError."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml

from game.cli import main
from game.files.errors import FileProblem
from game.files.paths import DECKS_DIR, PUZZLES_DIR
from game.games.battle_monsters import cards as bm_cards
from game.games.battle_monsters import decks as bm_decks
from game.games.battle_monsters import puzzle as bm_puzzle
from game.games.fusion_world import cards as fw_cards
from game.games.fusion_world import decks as fw_decks
from game.games.fusion_world import puzzle as fw_puzzle

FW_DECKS, FW_SETS, FW_PUZZLES = fw_decks.DECKS_DIR, fw_cards.CARDS_DIR, fw_puzzle.PUZZLES_DIR
BM_DECKS, BM_PUZZLES = bm_decks.DECKS_DIR, bm_puzzle.PUZZLES_DIR
DEEP = "[" * 100_000 + "]" * 100_000


def _refused(call: Callable[[], Any], *words: str) -> str:
    """The FileProblem the call raises, as the player reads it; each of `words` must be in it."""
    with pytest.raises(FileProblem) as caught:
        call()
    said = str(caught.value)
    assert all(word in said for word in words), said
    return said


def _copy(source: Path, tmp: Path, edit: Callable[[str], str], name: str = "") -> Path:
    path = tmp / (name or source.name)
    path.write_text(edit(source.read_text(encoding="utf-8")), encoding="utf-8")
    return path


def _twice(key_line: str) -> Callable[[str], str]:
    """The text with `key_line` (a whole line of it) written again right after itself."""

    def edit(text: str) -> str:
        lines = text.splitlines()
        at = next(n for n, line in enumerate(lines) if line.strip() == key_line.strip())
        return "\n".join([*lines[: at + 1], lines[at], *lines[at + 1 :]]) + "\n"

    return edit


def _version_99(text: str) -> str:
    return "version: 99\n" + text


# --- keys written twice ---------------------------------------------------------------------------


def test_a_key_written_twice_in_a_deck_of_any_game_is_refused_with_both_lines(tmp_path: Path) -> None:
    from game.games.bakugan.decks import load_deck
    from game.games.battle_monsters.decks import load_deck as load_bm_deck
    from game.games.fusion_world.decks import load_fw_deck

    bakugan = _copy(DECKS_DIR / "aquos_flow.yaml", tmp_path, lambda t: t + "name: Twice\n", "b.yaml")
    _refused(lambda: load_deck(bakugan), "'name' is written twice", "first on line")
    fusion = _copy(FW_DECKS / "ember_rush.yaml", tmp_path, _twice("  FW-R01: 4"), "f.yaml")
    _refused(lambda: load_fw_deck(fusion), "'FW-R01' is written twice (first on line 5)", "f.yaml:6")
    monsters = _copy(BM_DECKS / "tidal_wall.yaml", tmp_path, _twice("  bm-009: 3"), "m.yaml")
    _refused(lambda: load_bm_deck(monsters), "'bm-009' is written twice (first on line 4)", "m.yaml:5")


def test_a_key_written_twice_in_a_scenario_of_any_game_is_refused(tmp_path: Path) -> None:
    from game.games.registry import run_any_scenario

    bakugan = _copy(PUZZLES_DIR / "win_this_turn.yaml", tmp_path, lambda t: t + "name: again\n", "b.yaml")
    _refused(lambda: run_any_scenario(bakugan), "'name' is written twice")
    fusion = _copy(FW_PUZZLES / "palm_lethal.yaml", tmp_path, lambda t: t + "name: again\n", "f.yaml")
    _refused(lambda: run_any_scenario(fusion), "'name' is written twice")
    monsters = _copy(BM_PUZZLES / "01_undertow.yaml", tmp_path, _twice("active: 0"), "m.yaml")
    _refused(lambda: run_any_scenario(monsters), "'active' is written twice")


def test_a_key_written_twice_in_a_card_set_of_any_game_is_refused(tmp_path: Path) -> None:
    from game.games.bakugan.cards.catalog import load_catalog

    bakugan = tmp_path / "own.yaml"
    bakugan.write_text("cards:\n  - id: own-1\n    name: One\n    name: Two\n    type: action\n", encoding="utf-8")
    _refused(lambda: load_catalog(files=[bakugan]), "'name' is written twice (first on line 3)")
    fusion = _copy(FW_SETS / "red.yaml", tmp_path, _twice("  power: 15000"), "red.yaml")
    _refused(lambda: fw_cards.load_pool([fusion]), "'power' is written twice")
    monsters = tmp_path / "bm.yaml"
    monsters.write_text("- {id: x-1, name: A, name: B, type: monster}\n", encoding="utf-8")
    _refused(lambda: bm_cards.load_files([monsters]), "'name' is written twice")


# --- version 99, by name, in every kind of file -----------------------------------------------------


def test_version_99_is_refused_by_name_in_every_yaml_file_of_every_game(tmp_path: Path) -> None:
    from game.games.bakugan.decks import load_deck
    from game.games.battle_monsters.decks import load_deck as load_bm_deck
    from game.games.fusion_world.decks import load_fw_deck
    from game.games.registry import run_any_scenario

    def newer(call: Callable[[], Any]) -> None:
        _refused(call, "version 99 is newer than this program reads")

    newer(lambda: load_deck(_copy(DECKS_DIR / "aquos_flow.yaml", tmp_path, _version_99, "b.yaml")))
    newer(lambda: load_fw_deck(_copy(FW_DECKS / "ember_rush.yaml", tmp_path, _version_99, "f.yaml")))
    newer(lambda: load_bm_deck(_copy(BM_DECKS / "tidal_wall.yaml", tmp_path, _version_99, "m.yaml")))
    for puzzle in (
        PUZZLES_DIR / "win_this_turn.yaml",
        FW_PUZZLES / "palm_lethal.yaml",
        BM_PUZZLES / "01_undertow.yaml",
    ):

        def run_newer(p: Path = puzzle) -> object:
            return run_any_scenario(_copy(p, tmp_path, _version_99))

        newer(run_newer)
    fusion_set = tmp_path / "fw_set.yaml"
    fusion_set.write_text("version: 99\ncards: []\n", encoding="utf-8")
    newer(lambda: fw_cards.load_pool([fusion_set]))
    monsters_set = tmp_path / "bm_set.yaml"
    monsters_set.write_text("version: 99\ncards: []\n", encoding="utf-8")
    newer(lambda: bm_cards.load_files([monsters_set]))


def test_version_99_is_refused_by_name_in_every_json_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.games.bakugan.sim.roll_profile import load_profile
    from game.ui.settings import Settings

    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    profile = tmp_path / "roll_profiles" / "Mia.json"
    profile.parent.mkdir()
    profile.write_text(json.dumps({"version": 99}), encoding="utf-8")
    _refused(lambda: load_profile("Mia", tmp_path), "rolling profile version 99 is newer")
    settings = tmp_path / "settings.json"
    settings.write_text(json.dumps({"version": 99, "volume": 0.5}), encoding="utf-8")
    _, notes = Settings.load_reporting(settings)
    assert any("settings version 99 is newer" in note for note in notes), notes
    from game.games.bakugan.ui.editor.machine_speed import read_speed
    from game.games.bakugan.ui.practice.record import load as load_record

    speed = tmp_path / "machine_speed.json"
    speed.write_text(json.dumps({"version": 99, "factor": 2.0, "runs": 3}), encoding="utf-8")
    learned, problem = read_speed(speed)
    assert problem is not None and "machine speed version 99 is newer" in str(problem) and learned.runs == 0
    record = tmp_path / "practice_record.json"
    record.write_text(json.dumps({"version": 99, "rolled": {"throws": 5, "opened": 2, "attached": 1}}))
    assert load_record(record) == {}  # a newer record is not read as this version's (a fresh one starts)


def _fw_replay(tmp: Path) -> Path:
    assert (
        main(
            [
                "simulate",
                "--game",
                "fusion-world",
                "--games",
                "1",
                "--out",
                str(tmp / "fw"),
                "--save-replays",
                str(tmp / "fwr"),
            ]
        )
        == 0
    )
    return tmp / "fwr" / "game_00000.json"


def _bm_replay(tmp: Path) -> Path:
    assert (
        main(
            [
                "simulate",
                "--game",
                "battle-monsters",
                "--games",
                "1",
                "--out",
                str(tmp / "bm"),
                "--save-replays",
                str(tmp / "bmr"),
            ]
        )
        == 0
    )
    return tmp / "bmr" / "game_00000.json"


@pytest.mark.parametrize("write", [_fw_replay, _bm_replay], ids=["fusion-world", "battle-monsters"])
def test_a_replay_of_version_99_is_refused_by_name(
    write: Callable[[Path], Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**data, "version": 99}), encoding="utf-8")
    capsys.readouterr()
    assert main(["replay", str(path), "--verify"]) == 1
    said = capsys.readouterr().out
    assert "replay version 99 is newer than this program reads" in said and "verified" not in said


# --- JSON nested 100,000 deep ------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["fusion-world", "battle-monsters"])
def test_a_replay_nested_100000_deep_is_a_clear_error(
    game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "deep.json"
    path.write_text(f'{{"game": "{game}", "format": "{game}-replay", "actions": {DEEP}}}', encoding="utf-8")
    assert main(["replay", str(path), "--verify"]) == 1
    said = capsys.readouterr()
    assert "deep.json" in said.out + said.err and "nested" in said.out + said.err


def test_a_fusion_world_save_nested_100000_deep_is_damaged_and_the_autosave_still_writes(tmp_path: Path) -> None:
    from game.games.fusion_world.cards import default_pool
    from game.games.fusion_world.game import FusionWorld
    from game.games.fusion_world.match import load_decks, players_of
    from game.games.fusion_world.save_file import FwSave, read_save, write_save

    path = tmp_path / "autosave.json"
    path.write_text(f'{{"format": "fusion-world-save", "version": 1, "actions": {DEEP}}}', encoding="utf-8")
    _refused(lambda: read_save(path, default_pool()), "autosave.json", "damaged", "nested")
    decks = load_decks(None)
    players = players_of(decks)
    game = FusionWorld.new(players, default_pool(), seed=3)
    write_save(path, FwSave(players, 3, False, [], [False, True]), game)  # over the deep one: no RecursionError
    save, _ = read_save(path, default_pool())
    assert save.seed == 3
    assert not (tmp_path / "autosave.previous.json").exists()  # the damaged copy is not kept as the good one


def test_recorded_throws_nested_100000_deep_are_one_problem_line_and_the_rest_count(tmp_path: Path) -> None:
    from game.games.bakugan.sim.roll_profile import load_throws, throws_path

    path = throws_path("Mia", tmp_path)
    path.parent.mkdir(parents=True)
    good = {"field": {"0": [0, 0]}, "throw": [0, 10, 90, 1.5, "rolled", 0, 0], "result": "opened", "cores": 1}
    path.write_text(json.dumps(good) + "\n" + DEEP + "\n" + json.dumps(good) + "\n", encoding="utf-8")
    records, problems = load_throws("Mia", tmp_path)
    assert len(records) == 2 and len(problems) == 1 and "Mia.jsonl:2" in problems[0] and "nested" in problems[0]


def test_the_yaml_loaders_of_every_game_refuse_a_tree_nested_too_deep(tmp_path: Path) -> None:
    from game.games.battle_monsters.decks import load_deck as load_bm_deck
    from game.games.fusion_world.decks import load_fw_deck

    deep = tmp_path / "deep.yaml"
    deep.write_text("name: x\ncards: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    # "nested too deep" from the bounded reader, or PyYAML 6.0.4's own "exceeded maximum nesting depth"
    _refused(lambda: load_fw_deck(deep), "deep.yaml", "nest")
    _refused(lambda: load_bm_deck(deep), "deep.yaml", "nest")


def test_a_bakugan_scenario_is_read_the_same_way(tmp_path: Path) -> None:
    """The shipped puzzles still read (the duplicate-key loader keeps every line mark)."""
    from game.games.bakugan.scenario.file import read_scenario

    doc = read_scenario(PUZZLES_DIR / "win_this_turn.yaml")
    assert doc.line == 1 and yaml.safe_load((PUZZLES_DIR / "win_this_turn.yaml").read_text()) == dict(doc)

"""Property tests for the loaders test_loader_properties.py does not cover yet, so that every
loader of every game has one (Fusion World and Battle Monsters card sets, replays, scenario and
puzzle files, house rules, recorded throws), and one per number an option takes: whatever goes
in, the loader gives a value or its own FileProblem, and the command line gives an exit code with
a line saying what is wrong, never a traceback."""

from __future__ import annotations

import contextlib
import copy
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli import main
from game.files.errors import FileProblem
from tests.files.test_loader_properties import _mutations, _one_value_changed, trees

EXAMPLES = int(os.environ.get("BAKUGAN_FUZZ_EXAMPLES", "40"))
FAST = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
RARE = settings(max_examples=max(10, EXAMPLES // 3), deadline=None, suppress_health_check=list(HealthCheck))


def _only(error: type[Exception], load: Callable[[], Any]) -> None:
    with contextlib.suppress(error):
        load()


def _write(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.write_bytes(data)
    return path


def _any_file(data: st.DataObject, sample: Path, dump: Callable[[Any], str] = yaml.safe_dump) -> bytes:
    """Bytes, a YAML or JSON tree, or the sample file mutated."""
    return data.draw(
        st.binary(max_size=300)
        | trees.map(lambda t: dump(t).encode())
        | _mutations(sample.read_text(encoding="utf-8")[:4000]).map(str.encode)
    )


# ------------------------------------------------------------------ card sets


@FAST
@given(data=st.data())
def test_fusion_world_card_set_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    from game.games.fusion_world.cards import CARDS_DIR, load_pool

    path = _write(tmp_path_factory.mktemp("fw"), "set.yaml", _any_file(data, CARDS_DIR / "red.yaml"))
    _only(FileProblem, lambda: load_pool([path]))


@FAST
@given(data=st.data())
def test_battle_monsters_card_set_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: st.DataObject) -> None:
    from game.games.battle_monsters.cards import CARDS_DIR, load_files

    path = _write(tmp_path_factory.mktemp("bm"), "set.yaml", _any_file(data, CARDS_DIR / "monsters.yaml"))
    _only(FileProblem, lambda: load_files([path]))


# ------------------------------------------------------------------ scenario and puzzle files


def _puzzles() -> dict[str, Path]:
    from game.games.battle_monsters.puzzle import PUZZLES_DIR as BM
    from game.games.fusion_world.puzzle import PUZZLES_DIR as FW

    return {"fusion-world": FW / "palm_lethal.yaml", "battle-monsters": BM / "02_hidden_veil.yaml"}


@pytest.mark.parametrize("game", ["fusion-world", "battle-monsters"])
@RARE
@given(data=st.data())
def test_other_games_scenario_file_of_any_input(
    tmp_path_factory: pytest.TempPathFactory, game: str, data: st.DataObject
) -> None:
    """A whole scenario file (its position, actions, goal and expectations) run by `scenario check`."""
    from game.games.registry import run_any_scenario

    path = _write(tmp_path_factory.mktemp("s"), "s.yaml", _any_file(data, _puzzles()[game]))
    _only(FileProblem, lambda: run_any_scenario(path))


@RARE
@given(data=st.data())
def test_battle_monsters_puzzle_opened_for_play_of_any_input(
    tmp_path_factory: pytest.TempPathFactory, data: st.DataObject
) -> None:
    from game.games.battle_monsters.puzzle import load_for_play

    path = _write(tmp_path_factory.mktemp("p"), "p.yaml", _any_file(data, _puzzles()["battle-monsters"]))
    _only(FileProblem, lambda: load_for_play(path))


# ------------------------------------------------------------------ replays, house rules, recorded throws


@pytest.fixture(scope="module")
def fw_replay_doc(tmp_path_factory: pytest.TempPathFactory) -> Any:
    out = tmp_path_factory.mktemp("fw_replay")
    args = ["simulate", "--game", "fusion-world", "--games", "1", "--out", str(out / "run")]
    assert main([*args, "--save-replays", str(out / "r")]) == 0
    return json.loads(next((out / "r").glob("*.json")).read_text(encoding="utf-8"))


@RARE
@given(data=st.data())
def test_fusion_world_replay_of_any_tree_or_one_value_changed(fw_replay_doc: Any, data: st.DataObject) -> None:
    from game.games.fusion_world.cards import default_pool
    from game.games.fusion_world.replay import checked, replay_game

    doc = _one_value_changed(copy.deepcopy(fw_replay_doc), data) if data.draw(st.booleans()) else data.draw(trees)
    path = Path("replay.json")
    _only(FileProblem, lambda: replay_game(path, checked(path, doc), default_pool()))


@FAST
@given(
    spec=st.text(max_size=40)
    | st.lists(st.sampled_from(["lives=", "hand=", "deck=", "draws=", ","]) | st.text(max_size=4)).map("".join)
)
def test_house_rules_of_any_text(spec: str) -> None:
    from game.games.battle_monsters.house import HouseRuleError, parse_house

    _only(HouseRuleError, lambda: parse_house(spec))


@FAST
@given(data=st.binary(max_size=400) | trees.map(lambda t: (json.dumps(t) + "\n").encode()))
def test_recorded_throws_of_any_input(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    from game.games.bakugan.sim.roll_profile import load_throws, throws_path

    folder = tmp_path_factory.mktemp("throws")
    path = throws_path("Mia", folder)
    path.parent.mkdir(parents=True)
    path.write_bytes(data)
    _records, problems = load_throws("Mia", folder)
    assert all(p.startswith(str(path)) for p in problems)


# ------------------------------------------------------------------ numbers the options take


def _exit_code(argv: list[str]) -> int:
    """The exit code of the command line (argparse's refusals included), its output swallowed."""
    try:
        return main(argv)
    except SystemExit as exc:  # argparse: a value that is not a number at all
        return int(exc.code or 0)


OUT_OF_RANGE = st.one_of(st.integers(max_value=0), st.integers(min_value=10**7 + 1, max_value=10**40)).map(str)


def _not_a_whole_number(text: str) -> bool:
    """Not what int() reads (it reads "٣" as 3) and not an option's dash."""
    try:
        int(text)
    except ValueError:
        return not text.startswith("-")
    return False


NOT_NUMBERS = st.text(min_size=1, max_size=8).filter(_not_a_whole_number)


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games"],
        ["simulate", "--game", "fusion-world", "--games"],
        ["simulate", "--game", "battle-monsters", "--games"],
        ["scenario", "solve", "cards/fusion_world/puzzles/palm_lethal.yaml", "--budget"],
    ],
    ids=["bakugan games", "fusion-world games", "battle-monsters games", "solve budget"],
)
@FAST
@given(value=OUT_OF_RANGE | NOT_NUMBERS)
def test_a_count_out_of_its_range_is_exit_code_2(
    argv: list[str], value: str, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    out = ["--out", str(tmp_path_factory.mktemp("o"))] if argv[0] == "simulate" else []
    root = Path(__file__).resolve().parents[2]
    args = [a.replace("cards/", f"{root}/cards/") for a in argv]
    assert _exit_code([*args, value, *out]) == 2
    said = capsys.readouterr()
    assert "Traceback" not in said.out + said.err


@FAST
@given(value=st.integers(max_value=0).map(str) | NOT_NUMBERS)
def test_jobs_below_one_or_not_a_number_is_exit_code_2(
    value: str, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    """(More jobs than cores are brought down with a note: test_bad_inputs.py.)"""
    out = str(tmp_path_factory.mktemp("o"))
    assert _exit_code(["simulate", "--decks", "aquos_flow", "pyrus_fury", "--jobs", value, "--out", out]) == 2
    assert "Traceback" not in capsys.readouterr().out


@pytest.mark.parametrize(
    ("game", "player"),
    [("bakugan", "search"), ("fusion-world", "search"), ("fusion-world", "mcts"), ("battle-monsters", "search")],
)
@FAST
@given(value=OUT_OF_RANGE | NOT_NUMBERS.filter(lambda t: "," not in t))
def test_a_players_number_out_of_its_range_is_refused(
    game: str, player: str, value: str, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    decks = ["--decks", "aquos_flow", "pyrus_fury"] if game == "bakugan" else []
    out = str(tmp_path_factory.mktemp("o"))
    code = _exit_code(["simulate", "--game", game, *decks, "--agents", f"{player}:{value}", "--out", out])
    said = capsys.readouterr()
    assert code in (1, 2) and "Traceback" not in said.out + said.err  # Battle Monsters' code: the registry's
    assert "takes a whole number" in said.out + said.err or "unknown" in said.out + said.err


@FAST
@given(
    skills=st.lists(st.floats(allow_nan=True, allow_infinity=True).map(str) | st.text(max_size=5), max_size=30).map(
        ",".join
    )
)
def test_any_skills_are_refused_or_swept(skills: str, tmp_path_factory: pytest.TempPathFactory) -> None:
    from game.games.bakugan.sim.skill_sweep import parse_skills

    with contextlib.suppress(ValueError):
        assert 2 <= len(parse_skills(skills)) <= 11


@pytest.fixture(scope="module")
def bakugan_replay(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("replay")
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "1", "--agents", "random"]
    assert main([*args, "--out", str(out / "run"), "--save-replays", str(out / "r")]) == 0
    return next((out / "r").glob("*.json"))


@FAST
@given(at=st.integers(min_value=-(10**30), max_value=10**30))
def test_at_anywhere_is_a_position_or_refused(
    at: int, bakugan_replay: Path, tmp_path_factory: pytest.TempPathFactory, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path_factory.mktemp("s") / "s.yaml"
    code = _exit_code(["scenario", "save", str(bakugan_replay), "--at", str(at), "--out", str(out)])
    actions = len(json.loads(bakugan_replay.read_text(encoding="utf-8"))["actions"])
    assert code == (0 if 0 <= at <= actions else 2)
    assert out.exists() == (code == 0)
    capsys.readouterr()

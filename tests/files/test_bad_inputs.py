"""Each bad input issue 20 names, through the command line where a user meets it: exit 1 with the
file, the line where there is one and the problem; never a traceback, a hang or lost data."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml

from game.cli import main
from game.files.paths import CARDS_DIR, DECKS_DIR, PUZZLES_DIR
from game.games.bakugan.cards.catalog import CatalogError, default_catalog, load_catalog
from game.games.bakugan.deck_text import import_text
from game.sim.store import GAMES_FILE, RunStore
from game.ui import saves
from game.ui.settings import Settings

ALIAS_BOMB = "a: &a [x,x,x,x,x,x,x,x,x]\n" + "".join(
    f"{n}: &{n} [{', '.join([f'*{p}'] * 9)}]\n" for p, n in zip("abcdefgh", "bcdefghi", strict=True)
)


def run(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(args)
    out = capsys.readouterr()
    return code, out.out + out.err


def deck_with(tmp_path: Path, name: str, text: str | bytes) -> str:
    path = tmp_path / name
    path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return str(path)


LEGAL = (DECKS_DIR / "aquos_flow.yaml").read_text()


@pytest.mark.parametrize(
    ("name", "text", "words"),
    [
        ("count.yaml", "name: x\ncards: 40\n", "'cards' must be a list, not 40"),
        ("binary.yaml", bytes(range(256)), "is not UTF-8 text"),
        ("bomb.yaml", ALIAS_BOMB, "counting YAML aliases as copies"),
        ("huge.yaml", LEGAL.replace("  - 2 bb-219", "  - 100000000 bb-219", 1), "asks for 100000000 copies"),
        ("v99.yaml", "version: 99\n" + LEGAL, "version 99 is newer than this program reads"),
        ("list.yaml", "- a\n- b\n", "a deck file is a mapping"),
    ],
)
def test_a_bad_deck_file_is_an_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, text: str | bytes, words: str
) -> None:
    path = deck_with(tmp_path, name, text)
    start = time.perf_counter()
    code, out = run(["decks", "validate", path], capsys)
    assert code == 1 and words in out and "Traceback" not in out
    assert time.perf_counter() - start < 10  # the alias bomb fails at once, not after gigabytes
    code, out = run(["simulate", "--decks", path, "pyrus_fury", "--games", "1", "--out", str(tmp_path / "o")], capsys)
    assert code in (1, 2) and name in out  # 2: a readable deck the rules refuse (an illegal count)


def test_the_alias_bomb_is_437_bytes_and_refused_fast(tmp_path: Path) -> None:
    from game.games.bakugan.decks import DeckFileError, load_deck

    assert len(ALIAS_BOMB) < 450
    start = time.perf_counter()
    with pytest.raises(DeckFileError, match="aliases"):
        load_deck(Path(deck_with(tmp_path, "bomb.yaml", ALIAS_BOMB)))
    assert time.perf_counter() - start < 2


# ------------------------------------------------------------------ replays and saves


@pytest.fixture(scope="module")
def replay_doc(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    out = tmp_path_factory.mktemp("r")
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "1", "--agents", "random"]
    assert main([*args, "--out", str(out / "run"), "--save-replays", str(out / "r")]) == 0
    doc: dict[str, object] = json.loads(next((out / "r").glob("*.json")).read_text())
    return doc


def _damaged(doc: dict[str, object], how: str) -> dict[str, object]:
    doc = json.loads(json.dumps(doc))
    actions = doc["actions"]
    seats = doc["seats"]
    assert isinstance(actions, list) and isinstance(seats, list)
    if how == "null action":
        actions[3] = None
    elif how == "seat out of range":
        actions[-1] = {"kind": "forfeit", "seat": 9}
    elif how.startswith("a pass by seat"):  # issue 35: "list index out of range" before
        actions[3] = {"kind": "pass", "seat": int(how.split()[-1])}
    elif how == "unknown card":
        seats[0]["deck"]["characters"][0] = "zz-999"
    elif how == "deck null":
        seats[1]["deck"] = None
    elif how == "version 99":
        doc["version"] = 99
    return doc


@pytest.mark.parametrize(
    ("how", "words"),
    [
        ("null action", "action 4"),
        ("seat out of range", "cannot be played"),
        ("a pass by seat 2", "action 4 (pass) cannot be played: rule 1.1.1: there is no player 2 in this game"),
        ("a pass by seat -1", "action 4 (pass) cannot be played: rule 1.1.1: there is no player -1 in this game"),
        ("unknown card", "zz-999"),
        ("deck null", "seat 2's deck"),
        ("version 99", "replay version 99 is newer"),
    ],
)
def test_a_damaged_replay_or_save_is_an_error_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], replay_doc: dict[str, object], how: str, words: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_damaged(replay_doc, how)))
    code, out = run(["replay", str(path), "--verify"], capsys)
    assert code == 1 and words in out and str(path) in out and "Traceback" not in out
    code, out = run(["scenario", "save", str(path), "--out", str(tmp_path / "s.yaml")], capsys)
    assert code == 1 and words in out
    code, out = run(["play", "--load", str(path)], capsys)  # read before any window opens
    assert code == 1 and words in out


def test_the_autosave_keeps_the_previous_good_copy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, replay_doc: dict[str, object]
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    latest = saves.autosave_path()
    latest.parent.mkdir(parents=True)
    latest.write_text(json.dumps(replay_doc))
    saves.keep_previous_autosave()  # what the session does before writing the autosave again
    latest.write_text('{"format": "bakugan-replay", "actions": [')  # the new one damaged
    assert saves.read_game(saves.previous_autosave_path()).setup.seed == replay_doc["seed"]
    assert "autosave before it is kept" in saves.damaged_autosave_hint(latest)
    saves.keep_previous_autosave()  # a damaged latest never replaces the good previous copy
    assert saves.previous_autosave_path().exists()
    assert [p.name for p in tmp_path.rglob(".*")] == []  # no temporary files left


def test_an_autosave_that_cannot_be_written_never_stops_play(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.games.bakugan.decks import load_deck
    from game.games.bakugan.rules.setup import GameSetup, Seat
    from game.ui.session import GameSession

    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    (tmp_path / "saves").write_text("a file where the folder should be")
    decks = [load_deck(DECKS_DIR / f"{name}.yaml") for name in ("aquos_flow", "pyrus_fury")]
    setup = GameSetup(seats=(Seat("Ann", decks[0]), Seat("Bob", decks[1])), seed=3)
    session = GameSession.new(setup, default_catalog(), [False, False])
    session.write_autosave()
    assert session.autosave_problem.startswith("Autosave failed")


# ------------------------------------------------------------------ scenarios


def _puzzle(tmp_path: Path, change: str) -> str:
    doc = yaml.safe_load((PUZZLES_DIR / "win_this_turn.yaml").read_text())
    first = doc["position"]["players"][0]
    if change == "five characters":
        first["characters"] = first["characters"] + first["characters"][:2]
    elif change == "negative energy":
        first["energy"] = {"charged": -3}
    elif change == "cell far away":
        doc["position"]["field"] = [{"core": "core-1", "cell": [999, -999], "owner": 0}]
    elif change == "seat out of range":
        doc["position"]["field"] = [{"core": "core-1", "cell": [0, 0], "owner": 7}]
    elif change == "bakugan out of range":
        first["bakugan"] = {9: {"open": True}}
    elif change == "bad goal":
        doc["goal"] = {"kind": "win_forever", "player": 0}
    elif change == "goal seat":
        doc["goal"] = {"kind": "win_this_turn", "player": 5}
    elif change == "card set elsewhere":
        doc["card_sets"] = [str(CARDS_DIR / "ex.yaml")]
    elif change == "card set redefines":
        (tmp_path / "copy.yaml").write_text((CARDS_DIR / "ex.yaml").read_text())
        doc["card_sets"] = ["copy.yaml"]
    path = tmp_path / "p.yaml"
    path.write_text(yaml.safe_dump(doc, sort_keys=False))
    return str(path)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ("five characters", "rule 1.1.2: player 0 has 5 Characters; a team has three"),
        ("negative energy", "rule 1.7.1: player 0's charged Energy is -3"),
        ("cell far away", "rule 1.4.3: field entry 1 at 999,-999 is off the field"),
        ("seat out of range", "rule 1.4.3: field entry 1 belongs to player 7"),
        ("bakugan out of range", "rule 1.1.2: player 0 has no Bakugan 9"),
        ("bad goal", "goal is like {kind: win_this_turn, player: 0}"),
        ("goal seat", "goal player '5' is not a seat"),
        ("card set elsewhere", "no such file in the scenario's folder"),
        ("card set redefines", "defines cards that exist already"),
    ],
)
def test_an_impossible_scenario_names_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: str, words: str
) -> None:
    path = _puzzle(tmp_path, change)
    code, out = run(["scenario", "solve", path, "--budget", "10"], capsys)
    assert code == 1 and words in out and f"{path}:" in out and "Traceback" not in out
    code, out = run(["scenario", "check", path], capsys)
    assert code == 1 and words in out


# ------------------------------------------------------------------ run folders


def test_a_run_folder_is_never_emptied_without_overwrite(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run"
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "random", "--out", str(out)]
    assert run([*args, "--games", "3"], capsys)[0] == 0
    before = (out / GAMES_FILE).read_text()
    code, said = run([*args, "--games", "2"], capsys)
    assert code == 1 and "already holds a run (3 finished games" in said and "--overwrite" in said
    assert (out / GAMES_FILE).read_text() == before
    assert run([*args, "--games", "2", "--overwrite"], capsys)[0] == 0
    assert len((out / GAMES_FILE).read_text().splitlines()) == 2


def test_out_naming_a_file_or_an_unwritable_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "random", "--games", "1", "--out"]
    a_file = tmp_path / "file"
    a_file.write_text("mine")
    code, said = run([*args, str(a_file)], capsys)
    assert code == 1 and "is a file" in said and a_file.read_text() == "mine"
    code, said = run([*args, str(a_file / "below")], capsys)
    assert code == 1 and "cannot be made" in said
    code, said = run([*args, str(tmp_path / "o"), "--save-replays", str(a_file)], capsys)
    assert code == 1 and "is a file; --save-replays names a folder" in said
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        code, said = run([*args, str(locked)], capsys)
        assert code == 1 and "cannot be written" in said


def test_jobs_are_capped_at_cores_and_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.games.bakugan.commands.simulate import local_workers as worker_count

    assert worker_count(300, 2) <= 2
    assert worker_count(300, 10_000) <= (os.cpu_count() or 1)
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "random", "--games", "2", "--jobs", "300"]
    code, said = run([*args, "--out", str(tmp_path / "o")], capsys)
    assert code == 0 and "--jobs 300:" in said


def test_a_cut_short_last_line_does_not_swallow_the_next_game(tmp_path: Path) -> None:
    store = RunStore(tmp_path)
    store.start({"seed": 1}, resume=False)
    store.append([{"index": 0, "winner": 0}])
    with (tmp_path / GAMES_FILE).open("a") as games:
        games.write('{"index": 1, "win')  # the run was stopped mid-line
    assert set(store.start({"seed": 1}, resume=True)) == {0}
    store.append([{"index": 2, "winner": 1}])
    assert set(store.load()) == {0, 2}


def test_workers_exit_when_their_parent_dies(tmp_path: Path) -> None:
    """kill -9 of the parent: the child notices its parent is gone and exits (no orphans)."""
    script = (
        "import multiprocessing, time\n"
        "from game.sim.parent_watch import exit_with_parent\n"
        "def child(ready):\n"
        "    exit_with_parent(0.05)\n"
        "    ready.set()\n"
        "    time.sleep(60)\n"
        "if __name__ == '__main__':\n"
        "    ctx = multiprocessing.get_context('fork')\n"
        "    ready = ctx.Event()\n"
        "    p = ctx.Process(target=child, args=(ready,))\n"
        "    p.start()\n"
        "    ready.wait(30)  # the child watches its parent before the parent is killed\n"
        "    print(p.pid, flush=True)\n"
        "    time.sleep(60)\n"
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", script], stdout=subprocess.PIPE, text=True, cwd=Path(__file__).parents[2]
    )
    assert parent.stdout is not None
    child = int(parent.stdout.readline())
    parent.send_signal(signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and _alive(child):
        time.sleep(0.05)
    assert not _alive(child)


def _alive(pid: int) -> bool:
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    return "State:\tZ" not in status  # a zombie has exited; only its parent's reaping is left


# ------------------------------------------------------------------ card files, text lists, settings


def test_an_empty_bakucores_file_fails_cards_check(tmp_path: Path) -> None:
    (tmp_path / "bakucores.yaml").write_text("")
    with pytest.raises(CatalogError, match=r"the cores file needs 'cores: \[...\]'"):
        load_catalog(tmp_path)


def test_cards_on_a_header_line_are_read() -> None:
    result = import_text("Characters: aa-164, bb-292, bb-282\nCores: core-40\n", default_catalog())
    assert result.deck.characters == ["aa-164", "bb-292", "bb-282"] and result.deck.cores == ["core-40"]
    result = import_text("Characters: aa-164, nothing-like-it\n", default_catalog())
    assert result.deck.characters == ["aa-164"]
    assert [(p.line, p.text) for p in result.problems] == [(1, "nothing-like-it")]


def test_a_wrongly_typed_setting_is_reported_and_its_default_used(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"computer_delay": "slow", "handover": False}))
    loaded, problems = Settings.load_reporting(path)
    assert loaded.computer_delay == Settings().computer_delay and loaded.handover is False
    assert len(problems) == 1 and "computer_delay is 'slow'" in problems[0]
    path.write_text(json.dumps({"version": 99}))
    loaded, problems = Settings.load_reporting(path)
    assert loaded == Settings() and "newer than this program reads" in problems[0]


def test_a_written_roll_the_game_cannot_use_is_dropped_and_the_table_rolls_on() -> None:
    from game.ui.puzzle_mode import puzzle_session

    session, _ = puzzle_session(PUZZLES_DIR / "win_this_turn.yaml", default_catalog())
    session.scripted_rolls = [{0: "opened core-999"}]
    before = len(session.actions)
    assert session._scripted_roll({}) is None
    assert session.scripted_rolls == [] and "cannot be used" in session.script_problem
    assert len(session.actions) == before  # nothing applied; the roll model answers instead


def test_a_kept_game_this_run_would_not_have_played_is_played_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run"
    args = ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "random", "--games", "2", "--out", str(out)]
    assert run(args, capsys)[0] == 0
    games = out / GAMES_FILE
    lines = games.read_text().splitlines()
    games.write_text(lines[0] + "\n" + json.dumps({"index": 1, "seed": 5}) + "\n" + json.dumps({"index": 7}) + "\n")
    code, said = run([*args, "--resume"], capsys)
    assert code == 0 and "2 games, 2 finished" in said  # game 1 played again, the stray line dropped
    (out / "run.json").unlink()
    code, said = run([*args, "--resume"], capsys)
    assert code == 1 and "no run.json to resume" in said

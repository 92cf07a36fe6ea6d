"""Every command's usage errors: a clear message, no traceback, and the exit codes README documents
(2: the command line is wrong; 1: a file the command cannot use, or a failed check)."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.cli import main

USAGE = [
    ["bogus"],
    ["decks"],
    ["decks", "validate"],
    ["decks", "list", "--game", "chess"],
    ["cards", "show"],
    ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--gauntlet", "aquos_flow"],
    ["simulate", "--games", "ten"],
    ["simulate", "--decks", "aquos_flow"],
    ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "0"],
    ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--jobs", "-3", "--games", "1"],
    ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--agents", "wizard", "--games", "1"],
    ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--skill-sweep", "--skills", "7", "--games", "1"],
    ["simulate", "--game", "toy-battle", "--games", "0"],
    ["simulate", "--game", "fusion-world", "--games", "-1"],
    ["simulate", "--game", "fusion-world", "--agents", "genius"],
    ["simulate", "--game", "battle-monsters", "--games", "0"],
    ["replay"],
    ["scenario", "save", "x.json"],
    ["practice", "--seed", "x"],
    ["play", "--game", "chess"],
    ["play", "--decks", "aquos_flow"],
    ["play", "--computer", "9"],
    ["play", "--decks", "aquos_flow", "pyrus_fury", "--computer", "3"],
    ["play", "--hotseat"],
    ["play", "--roll-profile", "me"],
]

FILES = [
    ["decks", "validate", "no_such_deck"],
    ["cards", "check", "{tmp}/missing.yaml"],
    ["simulate", "--gauntlet", "no_such_deck", "--games", "1"],
    ["simulate", "--game", "toy-battle", "--decks", "no_such_deck", "pyrus_fury", "--games", "1"],
    ["simulate", "--game", "fusion-world", "--decks", "no_such_deck", "ember_rush", "--games", "1"],
    ["simulate", "--game", "battle-monsters", "--decks", "no_such_deck", "tidal_wall", "--games", "1"],
    ["replay", "{tmp}/missing.json", "--verify"],
    ["replay", "{tmp}"],
    ["analyse", "{tmp}/missing.json"],
    ["scenario", "solve", "{tmp}/missing.yaml"],
    ["scenario", "save", "{tmp}/missing.json", "--out", "{tmp}/out.yaml"],
    ["play", "--decks", "no_such_deck", "pyrus_fury"],
    ["play", "--load", "{tmp}/missing.json"],
    ["play", "--scenario", "{tmp}/missing.yaml"],
    ["play", "--game", "toy-battle", "--decks", "no_such_deck", "pyrus_fury"],
    ["play", "--game", "fusion-world", "--load", "{tmp}/missing.json"],
    ["play", "--game", "battle-monsters", "--decks", "no_such_deck", "tidal_wall"],
]


def cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """The command's exit code and all it printed (stdout and stderr)."""
    try:
        code = main(args)
    except SystemExit as stop:  # argparse's own usage errors
        code = int(stop.code or 0)
    out = capsys.readouterr()
    return code, (out.out + out.err).strip()


def _exit_code(args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    return cli([a.replace("{tmp}", str(tmp_path)) for a in args], capsys)


@pytest.mark.parametrize("args", USAGE, ids=[" ".join(a) for a in USAGE])
def test_a_wrong_command_line_exits_2_with_one_clear_line(
    args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    code, out = _exit_code(args, tmp_path, capsys)
    assert code == 2, out
    last = out.splitlines()[-1]
    assert "Traceback" not in out and len(last) > 10


@pytest.mark.parametrize("args", FILES, ids=[" ".join(a) for a in FILES])
def test_a_file_the_command_cannot_use_exits_1_naming_it(
    args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    code, out = _exit_code(args, tmp_path, capsys)
    assert code == 1, out
    named = next(a for a in args if "missing" in a or "no_such" in a or a == "{tmp}")
    assert named.replace("{tmp}", str(tmp_path)) in out and "Traceback" not in out and ":0:" not in out

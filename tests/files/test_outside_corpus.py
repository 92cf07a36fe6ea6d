"""An outside tester's corpus: every kind of bad content (binary, not UTF-8, empty, an alias bomb,
nulls, wrong types, deep nesting, huge counts, a version too new, another game's marker) fed to
every loader through the real command that reads it, for all three card games. Each must end in
a clean error naming the file (exit 1, or 2 for a roll profile named on the command line), with
no traceback and within a time limit; the file itself is left as it was."""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from game.cli import main
from tests.files.test_bad_inputs import ALIAS_BOMB

SECONDS = 20

# content name -> bytes; {game} is replaced by the game marker line of the loader under test
CONTENTS: dict[str, str | bytes] = {
    "binary": bytes(range(256)),
    "latin-1": "{game}name: Caf\xe9\n".encode("latin-1"),
    "empty": "",
    "null": "{game}~\n",
    "a list": "{game}- 1\n- 2\n",
    "a number": "42\n",
    "alias bomb": "{game}" + ALIAS_BOMB,
    "deep nesting": "{game}x: " + "[" * 3000 + "]" * 3000 + "\n",
    "json null action": '{{"game": "{name}", "version": 1, "actions": [null], "decks": null}}',
    "version 99": "{game}version: 99\nname: x\n",
    "wrong types": "{game}name: [1, 2]\ncards: {{a: 1}}\ncharacters: 7\nplayers: nope\nposition: 3\n",
    "huge count": "{game}name: x\ncards: ['100000000 bb-13']\nseats: 100000000\nplayers: [{{}}]\n",
    "nul bytes": "{game}name: x\0y\n",
}

GAMES = {"bakugan": "", "fusion-world": "game: fusion-world\n", "battle-monsters": "game: battle-monsters\n"}

# loader -> (file name, command with {f} for the file, games it applies to)
LOADERS: dict[str, tuple[str, list[str], tuple[str, ...]]] = {
    "deck": ("deck.yaml", ["decks", "validate", "--game", "{game}", "{f}"], tuple(GAMES)),
    "card set": ("set.yaml", ["cards", "check", "{f}"], ("bakugan",)),
    "scenario": ("scenario.yaml", ["scenario", "check", "{f}"], tuple(GAMES)),
    "puzzle": ("puzzle.yaml", ["scenario", "solve", "{f}", "--budget", "10"], tuple(GAMES)),
    "scenario at the table": ("scenario.yaml", ["play", "--scenario", "{f}"], tuple(GAMES)),
    "replay": ("replay.json", ["replay", "{f}", "--verify"], tuple(GAMES)),
    "save": ("save.json", ["play", "--load", "{f}"], ("bakugan",)),
    "analysis": ("game.json", ["analyse", "{f}"], ("bakugan",)),
    "save as scenario": ("game.json", ["scenario", "save", "{f}", "--out", "{out}"], ("bakugan",)),
}

CASES = [
    (loader, game, content)
    for loader, (_name, _command, games) in LOADERS.items()
    for game in games
    for content in CONTENTS
]


@contextmanager
def time_limit(seconds: int) -> Iterator[None]:
    def stop(signum: int, frame: object) -> None:
        raise TimeoutError(f"no answer in {seconds} s")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def content_for(content: str, game: str) -> bytes:
    raw = CONTENTS[content]
    if isinstance(raw, bytes):
        return raw
    return raw.format(game=GAMES[game], name=game).encode()


@pytest.mark.parametrize(("loader", "game", "content"), CASES, ids=["/".join(c) for c in CASES])
def test_bad_content_is_a_clean_error_naming_the_file(
    loader: str,
    game: str,
    content: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    name, command, _games = LOADERS[loader]
    path = tmp_path / name
    data = content_for(content, game)
    path.write_bytes(data)
    fill = {"{f}": str(path), "{game}": game, "{out}": str(tmp_path / "o.yaml")}
    args = [fill.get(a, a) for a in command]
    with time_limit(SECONDS):
        try:
            code = main(args)
        except SystemExit as stop:
            code = int(stop.code or 0)
    out = capsys.readouterr()
    text = out.out + out.err
    assert code == 1, text
    assert str(path) in text and "Traceback" not in text, text
    assert path.read_bytes() == data  # nothing written over


PROFILE_COMMANDS = {  # `play` reads the profile before it looks for a display, so headless too
    "simulate": ["simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "1", "--roll-profile", "me"],
    "play": ["play", "--decks", "aquos_flow", "pyrus_fury", "--computer", "2", "--roll-profile", "me"],
}


@pytest.mark.parametrize("command", PROFILE_COMMANDS)
@pytest.mark.parametrize("content", [*CONTENTS, "wrong figure"])
def test_a_bad_rolling_profile_is_a_clean_error_naming_the_file(
    command: str,
    content: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path))
    path = tmp_path / "roll_profiles" / "me.json"
    path.parent.mkdir()
    data = b'{"name": "me", "throws": "many"}' if content == "wrong figure" else content_for(content, "bakugan")
    path.write_bytes(data)
    with time_limit(SECONDS):
        code = main(PROFILE_COMMANDS[command])
    out = capsys.readouterr()
    text = out.out + out.err
    assert code == 1 and str(path) in text and "Traceback" not in text, text
    assert path.read_bytes() == data


@pytest.mark.parametrize("content", CONTENTS)
def test_a_bad_battle_monsters_card_set_of_a_scenario_names_the_card_file(
    content: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Battle Monsters' CardFileError is a FileProblem: the card file named, exit 1, nothing lost."""
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    cards = tmp_path / "set.yaml"
    data = content_for(content, "battle-monsters")
    cards.write_bytes(data)
    scenario = tmp_path / "scenario.yaml"
    scenario.write_text("game: battle-monsters\ncard_sets: [set.yaml]\nplayers: [{}, {}]\n", encoding="utf-8")
    with time_limit(SECONDS):
        code = main(["scenario", "check", str(scenario)])
    out = capsys.readouterr()
    text = out.out + out.err
    assert code == 1 and str(cards) in text and "Traceback" not in text, text
    assert cards.read_bytes() == data


TEAM = "    - {characters: [aa-164, bb-292, bb-13]}\n"
# game -> impossible position: (file text, the line at fault, the rule cited); each through `scenario check`
IMPOSSIBLE: dict[str, tuple[str, int, str]] = {
    "bakugan/turn 0": ("position:\n  players:\n" + TEAM * 2 + "  turn: 0\n", 5, "5.1.1"),
    "bakugan/a lone player": ("position:\n  players:\n" + TEAM + "    - 7\n", 4, "1.1.2"),
    "fusion-world/fifty-three cards": (
        "game: fusion-world\nplayers:\n  - leader: FW-R00\n  - leader: FW-B00\n    deck: 45\n", 4, "5.2"),
    "fusion-world/a leader in hand": (
        "game: fusion-world\nplayers:\n  - leader: FW-R00\n    hand:\n      - FW-B00\n  - leader: FW-B00\n", 5, "5.3"),
    "battle-monsters/no lives": (
        "game: battle-monsters\nplayers:\n  - {supply: [bm-001]}\n  - supply: [bm-001]\n    lives: 0\n", 5, "3.1"),
    "battle-monsters/turn 0": (
        "game: battle-monsters\nturn: 0\nplayers:\n  - {supply: [bm-001]}\n  - {supply: [bm-001]}\n", 2, "6.1"),
}  # fmt: skip


@pytest.mark.parametrize("case", IMPOSSIBLE)
def test_an_impossible_position_names_its_line_and_rule(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BAKUGAN_SAVE_DIR", str(tmp_path / "user"))
    text, line, rule = IMPOSSIBLE[case]
    path = tmp_path / "scenario.yaml"
    path.write_text(text, encoding="utf-8")
    with time_limit(SECONDS):
        code = main(["scenario", "check", str(path)])
    out = capsys.readouterr()
    said = out.out + out.err
    assert code == 1 and f"{path}:{line}:" in said and f"rule {rule}:" in said and "Traceback" not in said, said
    assert path.read_text(encoding="utf-8") == text

"""The README's command table: one row per command, each row's command line one the real argument
parser takes and the default game reads, every option a row names an option of its command, and
the table of which game reads which option as the registry says (game/commands/options_doc.py)."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game.cli import build_parser
from game.commands.game_options import refusal
from game.commands.options_doc import README, SECTIONS, commands, options_of
from game.files.doc_sections import rewritten
from game.games.registry import game_entry

PARSERS = dict(commands(build_parser()))
PREFIX = "python main.py"


def command_rows() -> list[tuple[str, str]]:
    """(command line, what it does) of each row of the table under '## Commands'."""
    section = README.read_text(encoding="utf-8").split("## Commands\n", 1)[1]
    table = section.split("\n| command | what it does |\n|---|---|\n", 1)[1].split("\n\n", 1)[0]
    rows = []
    for line in table.splitlines():
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
        assert len(cells) == 2, line
        spans = re.findall(r"`([^`]*)`", cells[0])
        assert len(spans) == 1 and cells[0] == f"`{spans[0]}`", f"one command line a row: {cells[0]}"
        rows.append((spans[0], cells[1]))
    return rows


ROWS = command_rows()


def named_command(argv: list[str]) -> str:
    """The command (as `decks validate`) a command line runs: the longest known prefix of its words."""
    words = [w for w in argv if not w.startswith("-")][:2]
    return next((c for c in (" ".join(words), words[0] if words else "") if c in PARSERS), "")


@pytest.mark.parametrize("line,what", ROWS, ids=[line for line, _ in ROWS])
def test_the_parser_takes_each_command_line_and_its_game_reads_it(line: str, what: str) -> None:
    assert line.startswith(PREFIX), line
    argv = shlex.split(line)[2:]
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:
        pytest.fail(f"the parser refuses `{line}` (exit {stop.code})")
    command = named_command(argv)
    if command and hasattr(args, "game"):
        assert refusal(PARSERS[command], args, game_entry(args.game), command) == "", line
    for span in [*re.findall(r"`([^`]*)`", what), re.sub(r"`[^`]*`", "", what)]:
        words = span.split()  # an option quoted with its own command is that command's
        owner = named_command(words) if words and words[0] in PARSERS else command
        known = set(options_of(PARSERS[owner])) | {"--game", "--help"} if owner else {"--help"}
        named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", span))
        assert named <= known, f"{line}: {named - known} are not options of {owner or 'the program'}"


def test_one_row_per_command() -> None:
    named = [named_command(shlex.split(line)[2:]) for line, _ in ROWS]
    assert len(named) == len(set(named)), named
    offered = {c for c in PARSERS if not any(other.startswith(f"{c} ") for other in PARSERS)}  # leaf commands
    assert set(named) - {""} == offered


def test_the_options_by_game_table_is_the_registrys() -> None:
    text = README.read_text(encoding="utf-8")
    assert rewritten(text, SECTIONS, "README.md") == text, "python -m game.commands.options_doc --write"


def test_the_readme_names_each_path_of_the_layout_once() -> None:
    text = README.read_text(encoding="utf-8")
    layout = text.split("## Layout\n", 1)[1].split("\n## ", 1)[0]
    paths = re.findall(r"[\w/.-]+\.md", layout)
    names = [Path(p).name for p in paths]
    assert len(names) == len(set(names)), paths
    for path in paths:
        assert (README.parent / path).is_file(), path


def test_python_m_game_runs_the_commands_and_the_readme_names_the_entry_point() -> None:
    root = README.parent
    done = subprocess.run(
        [sys.executable, "-m", "game", "decks", "list", "--game", "battle-monsters"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0 and "tidal_wall" in done.stdout, done.stderr
    scripts = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts == {"bakugan-sim": "game.cli:main"}
    assert "`bakugan-sim COMMAND`" in README.read_text(encoding="utf-8")

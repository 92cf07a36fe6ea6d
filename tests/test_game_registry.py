"""The game registry (game/games/registry.py): every registered game runs the shared commands, its
entry's hooks exist with the shapes the commands call them with, and every option a game does
not read is refused for it with one line and exit code 2 (README: exit codes)."""

from __future__ import annotations

import argparse
import ast
import inspect
import json
from pathlib import Path

import pytest

from game.cli import build_parser
from game.commands.options_doc import commands, options_of
from game.games.registry import ENTRY_MODULES, GameEntry, game_entry, game_names, registered
from tests.files.test_cli_usage import cli as run

GAMES = [entry.name for entry in registered()]
HOOKS = {  # the command each hook serves, and how many arguments the command passes it
    "list_decks": ("decks list", 0),
    "validate_decks": ("decks validate", 2),
    "simulate": ("simulate", 1),
    "prepare_play": ("play", 1),
    "open_table": ("play", 1),
    "check_cards": ("cards check", 1),
    "show_card": ("cards show", 1),
    "card_coverage": ("cards coverage", 1),
    "replay": ("replay", 4),
    "run_scenario": ("scenario check", 2),
    "solve_scenario": ("scenario solve", 3),
    "save_scenario": ("scenario save", 3),
    "prepare_scenario_play": ("play", 3),
    "prepare_analysis": ("analyse", 2),
}
PARSERS = dict(commands(build_parser()))


def takes_game(command: str) -> bool:
    return any(action.dest == "game" for action in PARSERS[command]._actions)


def test_every_package_registers_one_game_under_its_own_name() -> None:
    assert len(registered()) == len(ENTRY_MODULES) == len(set(GAMES)) == 4
    assert game_names()[0] == "bakugan" and game_entry(None).name == "bakugan"
    for module, entry in zip(ENTRY_MODULES, registered(), strict=True):
        assert module.split(".")[2] == entry.name.replace("-", "_")


@pytest.mark.parametrize("entry", registered(), ids=GAMES)
def test_every_hook_imports_and_takes_what_its_command_passes(entry: GameEntry) -> None:
    for hook, (command, arity) in HOOKS.items():
        call = getattr(entry, hook)
        if call is None:
            assert command not in entry.options or hook in ("prepare_scenario_play", "prepare_analysis"), hook
            continue
        assert command in entry.options, f"{entry.name}.{hook} serves {command}, which its options leave out"
        module, _, name = call.target.partition(":")
        target = getattr(__import__(module, fromlist=[name]), name)
        try:
            inspect.signature(target).bind(*[None] * arity)
        except TypeError:
            pytest.fail(f"{call.target} cannot be called with the {arity} arguments {command} passes")


@pytest.mark.parametrize("entry", registered(), ids=GAMES)
def test_the_options_an_entry_reads_are_options_of_its_commands(entry: GameEntry) -> None:
    for command, labels in entry.options.items():
        assert command in PARSERS, f"{entry.name} names a command {command!r} there is not"
        assert labels <= set(options_of(PARSERS[command])), f"{entry.name} {command}: {labels}"


@pytest.mark.parametrize("game", GAMES)
def test_simulate_runs_for_every_game(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)  # the default --out (simulations/latest) lands here
    code, out = run(["simulate", "--game", game, "--games", "2"], capsys)
    assert code == 0, out
    entry = game_entry(game)
    if entry.reads("simulate", "--out"):
        assert (tmp_path / "simulations" / "latest" / "report.md").is_file(), out
    else:
        assert f"2 {entry.title} games" in out


@pytest.mark.parametrize("game", GAMES)
def test_decks_list_lists_the_games_own_decks_and_each_validates(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["decks", "list", "--game", game], capsys)
    names = [line.split()[0] for line in out.splitlines()]
    assert code == 0 and len(names) >= 2, out
    code, out = run(["decks", "validate", "--game", game, *names], capsys)
    assert code == 0, out
    assert len(out.splitlines()) == len(names)


def own_cards(game: str) -> int:
    """How many cards the game's own pool holds."""
    if game == "fusion-world":
        from game.games.fusion_world.cards import default_pool as fw_pool

        return len(fw_pool().cards)
    if game == "battle-monsters":
        from game.games.battle_monsters.cards import default_pool as bm_pool

        return len(bm_pool())
    from game.games.bakugan.cards.catalog import default_catalog

    return len(default_catalog().cards)


@pytest.mark.parametrize("game", [e.name for e in registered() if e.check_cards is not None])
def test_cards_check_checks_the_games_own_cards(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["cards", "check", "--game", game], capsys)
    assert code == 0, out
    assert out.splitlines()[0].startswith(f"{own_cards(game)} "), out  # not another game's count


def sample(action: argparse.Action) -> list[str]:
    """The option on a command line, with a value unlike its default."""
    if action.nargs == 0:
        return [action.option_strings[0]]
    value = str(list(action.choices)[-1]) if action.choices else "2" if action.type is int else "x"
    values = [value] * (action.nargs if isinstance(action.nargs, int) else 1)  # --compare A B takes two
    return [action.option_strings[0], *values] if action.option_strings else values


def refusals() -> list[tuple[str, str, str]]:
    """Every (game, command, option) where the game does not read an option of a command that takes
    --game (options that bring their own file, which names its own game, aside)."""
    out = []
    for entry in registered():
        for command, parser in PARSERS.items():
            if command not in entry.options or not takes_game(command):
                continue
            for label in options_of(parser):
                if not entry.reads(command, label) and label not in ("--scenario", "--hotseat"):
                    out.append((entry.name, command, label))
    return out


@pytest.mark.parametrize("game,command,label", refusals(), ids=[" ".join(r) for r in refusals()])
def test_an_option_the_game_does_not_read_is_refused_with_one_line(
    game: str,
    command: str,
    label: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    parser = PARSERS[command]
    action = next(a for a in parser._actions if label in (a.option_strings or [str(a.metavar)]))
    required = ["x"] if command in ("decks validate", "cards show") and label not in ("FILE", "NAME") else []
    code, out = run([*command.split(), *required, "--game", game, *sample(action)], capsys)
    assert code == 2, out
    assert (
        out
        == f"{command} {label} does not apply to {game_entry(game).title} (it applies to "
        + out.split("(it applies to ")[1]
    ), out
    assert len(out.splitlines()) == 1 and "Traceback" not in out


UNTAKEN = [(e.name, c) for e in registered() for c in PARSERS if takes_game(c) and c not in e.options]


@pytest.mark.parametrize("game,command", UNTAKEN, ids=[" ".join(u) for u in UNTAKEN])
def test_a_command_the_game_does_not_take_is_refused_with_one_line(
    game: str, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = ["x"] if command == "cards show" else []
    code, out = run([*command.split(), *extra, "--game", game], capsys)
    assert code == 2 and out.startswith(f"{command} does not apply to {game_entry(game).title}"), out


@pytest.mark.parametrize("command", ["simulate", "play"])
@pytest.mark.parametrize("spec", ["lives=--3", "lives=²", "lives=0", "hand=x", "draws=maybe", "colour=3", "lives"])
def test_a_bad_house_rule_exits_2_naming_the_rule(spec: str, command: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run([command, "--game", "battle-monsters", "--house", spec], capsys)
    assert code == 2, out
    assert len(out.splitlines()) == 1 and out.startswith("house rule") and "Traceback" not in out


def short_deck(tmp_path: Path, game: str) -> Path:
    """A deck file of the game that reads cleanly but breaks its deck-building rules."""
    path = tmp_path / f"{game}_short.yaml"
    if game == "fusion-world":
        path.write_text("name: Short\nleader: FW-R01\ncards:\n  FW-R02: 5\n", encoding="utf-8")
    elif game == "battle-monsters":
        path.write_text("name: Short\ncards:\n  bm-001: 2\n", encoding="utf-8")
    else:  # Bakugan's (Toy Battle borrows its teams: two Bakugan are no team)
        from game.games.bakugan.decks import resolve_deck_path

        lines = resolve_deck_path("aquos_flow").read_text(encoding="utf-8").splitlines()
        if game == "toy-battle":
            lines = [line if not line.startswith("characters:") else "characters: [aa-164, bb-292]" for line in lines]
        path.write_text("\n".join(lines[:12]) + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_deck_in_simulate_exits_1_naming_it(
    game: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    other = {"fusion-world": "ember_rush", "battle-monsters": "tidal_wall"}.get(game, "pyrus_fury")
    code, out = run(
        ["simulate", "--game", game, "--decks", str(short_deck(tmp_path, game)), other, "--games", "1"], capsys
    )
    assert code == 1, out
    assert "not a legal deck" in out and ("Short" in out or "_short.yaml" in out), out
    assert not (tmp_path / "simulations").exists() or not any((tmp_path / "simulations").rglob("report.md"))


BM_PUZZLE = Path(__file__).resolve().parents[1] / "cards/battle_monsters/puzzles/01_undertow.yaml"


def test_a_scenario_names_its_own_game_and_its_options_are_that_games(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["play", "--scenario", str(BM_PUZZLE), "--game", "fusion-world"], capsys)
    assert code == 2 and "is a Battle Monsters scenario" in out, out
    code, out = run(["play", "--scenario", str(BM_PUZZLE), "--practice"], capsys)
    assert code == 2 and out == "play --practice does not apply to Battle Monsters (it applies to Bakugan)", out
    code, out = run(["play", "--scenario", str(BM_PUZZLE), "--decks", "a", "b"], capsys)
    assert code == 2 and "--scenario" in out, out


def test_battle_monsters_puzzles_are_solved_by_scenario_solve(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(["scenario", "solve", str(BM_PUZZLE)], capsys)
    assert code == 0 and out.startswith("win_this_turn for player 0: reachable\na winning line: "), out
    code, out = run(["scenario", "solve", str(BM_PUZZLE), "--budget", "1"], capsys)
    assert code == 0 and "unknown (search budget ran out" in out, out


@pytest.mark.parametrize(
    "args,code,words",
    [
        (["replay", "{fw}", "--analyse"], 1, "not a Fusion World saved game"),
        (["analyse", "{fw}"], 1, "not a Fusion World saved game"),
        (["replay", "{toy}", "--analyse"], 1, "replay does not apply to Toy Battle"),
        (["scenario", "save", "{fw}", "--out", "{tmp}/x.yaml"], 1, "scenario save does not apply to Fusion World"),
        (["replay", "{toy}", "--verify"], 1, "replay does not apply to Toy Battle"),
        (["replay", "{chess}"], 1, "unknown game 'chess'"),
        (["scenario", "check", "{toy_yaml}"], 1, "Toy Battle has no scenario files"),
        (["scenario", "solve", "{toy_yaml}"], 1, "Toy Battle has no scenario files"),
        (["play", "--scenario", "{chess_yaml}"], 1, "unknown game 'chess'"),
    ],
)
def test_a_file_of_a_game_the_command_does_not_take(
    args: list[str], code: int, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    files = {"fw": "fusion-world", "toy": "toy-battle", "chess": "chess"}
    for key, game in files.items():
        (tmp_path / f"{key}.json").write_text(json.dumps({"game": game, "actions": []}), encoding="utf-8")
        (tmp_path / f"{key}_yaml.yaml").write_text(f"game: {game}\nname: x\n", encoding="utf-8")
    where = {key: str(tmp_path / f"{key}.json") for key in files}
    where |= {f"{key}_yaml": str(tmp_path / f"{key}_yaml.yaml") for key in files} | {"tmp": str(tmp_path)}
    got, out = run([a.format(**where) for a in args], capsys)
    assert got == code and words in out and "Traceback" not in out, out


def test_no_game_package_imports_the_screens() -> None:
    """A game's table opens through its entry's `open_table`, a `module:function` imported when
    called: no module of a game package outside its screens (its ui/ sub-package, held to the
    shell's rules by tests/ui/test_shell_layers.py) imports game.ui or pygame, at its top or in a
    function."""
    games = Path(__file__).resolve().parents[1] / "game" / "games"
    found = []
    for module in sorted(games.rglob("*.py")):
        if "ui" in module.relative_to(games).parts[1:-1]:
            continue  # a game's screens
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            names += [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{module.relative_to(games)}: {n}" for n in names if n.split(".")[0] == "pygame"]
            found += [f"{module.relative_to(games)}: {n}" for n in names if n == "game.ui" or n.startswith("game.ui.")]
    assert not found, found

"""Layers that hold (issue 32, point 4), read from the imports of every module under game/ (ast,
so imports inside functions and under TYPE_CHECKING count too):

- the core and the shared packages (files, roll, physics, scenarios, sim) import no game and no
  screen;
- a game (a package in game/games/) imports no other game;
- a game's rules import no screen: pygame and game.ui only in the shell and a game's `board`
  package;
- the shell (game/ui) imports no game, only the registry's interface (game/games/registry.py).

Modules at the top of game/games/ (the registry, toy_figures.py) are where games are joined, and
the command line (game/cli.py, game/commands/) chooses among games: neither is held here.

What breaks a rule today and cannot be untangled yet is in ALLOWED with its reason; the list only
shrinks: a line whose import is gone fails the test until it is removed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
SHARED: Final = ("game.core", "game.files", "game.roll", "game.physics", "game.scenarios", "game.sim")
REGISTRY: Final = ("game.games.registry",)
BOARD: Final = "board"  # game.games.<game>.board: a game's drawing, which may use the shell

BAKUGAN_SCREENS = "Bakugan's table and screens, to move into game/games/bakugan/ with the table shell (#32.3)"
EDITOR = "the deck editor is Bakugan's, to move into game/games/bakugan/ with the table shell (#32.3)"
FUSION_SCREENS = "Fusion World's table, to move into game/games/fusion_world/ with the table shell (#32.3)"
MONSTERS_SCREENS = "Battle Monsters' table, to move into game/games/battle_monsters/ with the table shell (#32.3)"
TOY_SCREENS = "Toy Battle's table, to move into game/games/toy_battle/ with the table shell (#32.3)"
MENUS = "the menus choose games by name until they read the registry (#32.2)"

# (importing module, game or screen imported): why it is allowed for now
OPENERS: Final = "each game's table opener, called through its registry entry; moves into its ui/ with the shell"
ALLOWED: Final[dict[tuple[str, str], str]] = {
    **{
        (f"game.ui.{module}", game): OPENERS
        for module, game in (
            ("fusion_launch", "fusion_world"),
            ("launch", "bakugan"),
            ("monsters_launch", "battle_monsters"),
            ("table_launch", "bakugan"),
            ("toy_launch", "toy_commands"),
        )
    },
    **{
        (f"game.ui.{module}", "bakugan"): BAKUGAN_SCREENS
        for module in (
            "analysis",
            "analysis_dialogs",
            "analysis_draw",
            "analysis_timeline",
            "app",
            "card_face",
            "cards",
            "choice",
            "coach",
            "computer_thinking",
            "field_draw",
            "guide_steps",
            "guided_game",
            "guided_setup",
            "handover",
            "hero_look",
            "hotseat",
            "layout",
            "log_panel",
            "new_game",
            "players",
            "practice_fields",
            "practice_profile",
            "practice_record",
            "practice_session",
            "prompt",
            "puzzle_mode",
            "save_dialog",
            "saves",
            "seats_draw",
            "session",
            "table",
            "table_draw",
            "table_marks",
            "table_throwers",
            "takeback",
            "toy_table",
        )
    },
    **{
        (f"game.ui.editor.{module}", "bakugan"): EDITOR
        for module in (
            "catalogue_panel",
            "charts_tab",
            "deck_files",
            "deck_panel",
            "deck_testing",
            "file_actions",
            "filter_bar",
            "hands_tab",
            "scene",
            "side_panel",
            "state",
            "team_view",
            "test_options",
            "test_tab",
        )
    },
    **{
        (f"game.ui.{module}", "fusion_world"): FUSION_SCREENS
        for module in ("fusion_draw", "fusion_editor", "fusion_puzzles", "fusion_saves", "fusion_table")
    },
    **{
        (f"game.ui.{module}", "battle_monsters"): MONSTERS_SCREENS
        for module in ("monsters_draw", "monsters_editor", "monsters_new_game", "monsters_table")
    },
    ("game.ui.toy_table", "toy_battle"): TOY_SCREENS,
    ("game.ui.games_menu", "fusion_world"): MENUS,
    ("game.ui.games_menu", "toy_figures"): MENUS,
    ("game.ui.puzzle_chooser", "bakugan"): MENUS,
    ("game.ui.puzzle_chooser", "battle_monsters"): MENUS,
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(source: str, module: str, is_package: bool = False) -> Iterator[str]:
    """Every module the source of `module` imports, by absolute name (`from a import b` names a
    and a.b: b may be a module)."""
    here = module.split(".")
    package = here if is_package else here[:-1]
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            yield module
            yield from (f"{module}.{alias.name}" for alias in node.names)


def game_of(module: str) -> str | None:
    """The game package a module belongs to (game.games.<game>...), or the top-level module of
    game/games/ it is (toy_figures), or None."""
    parts = module.split(".")
    if len(parts) < 3 or parts[:2] != ["game", "games"]:
        return None
    return parts[2]


def is_game_package(name: str) -> bool:
    return (GAME / "games" / name).is_dir()


def is_screen(module: str) -> bool:
    return module == "pygame" or module.startswith(("pygame.", "game.ui"))


def broken(importer: str, imported: str) -> tuple[str, str] | None:
    """The rule `importer` breaks by importing `imported` as (what it imports: a game or "screen",
    the rule), or None."""
    target = game_of(imported)
    in_game = game_of(importer)
    if importer.startswith(SHARED) and (target is not None or is_screen(imported)):
        return (target or "screen", "the core and the shared packages import no game and no screen")
    if in_game is not None and is_game_package(in_game):
        board = importer.split(".")[3:4] == [BOARD]
        if target is not None and target != in_game and is_game_package(target):
            return (target, "a game imports no other game")
        if is_screen(imported) and not board:
            return ("screen", "a game's rules import no screen (pygame and game.ui only in the shell and boards)")
    if importer.startswith("game.ui") and target is not None and not imported.startswith(REGISTRY):
        return (target, "the shell imports no game, only the registry's interface")
    return None


@cache
def violations() -> dict[tuple[str, str], set[str]]:
    """(importer, what it imports) -> the rules broken, over every module under game/."""
    found: dict[tuple[str, str], set[str]] = {}
    for path in sorted(GAME.rglob("*.py")):
        importer = module_name(path)
        for imported in imports(path.read_text(encoding="utf-8"), importer, path.name == "__init__.py"):
            hit = broken(importer, imported)
            if hit is not None:
                found.setdefault((importer, hit[0]), set()).add(hit[1])
    return found


def test_no_module_breaks_a_layer_beyond_the_allowed() -> None:
    found = violations()
    new = {key: sorted(rules) for key, rules in found.items() if key not in ALLOWED}
    assert not new, "imports across the layers:\n" + "\n".join(f"  {k[0]} -> {k[1]}: {r}" for k, r in new.items())


def test_the_allowed_list_only_shrinks() -> None:
    gone = sorted(set(ALLOWED) - set(violations()))
    assert not gone, f"no longer imported: remove from ALLOWED in tests/test_layers.py: {gone}"


def test_each_rule_is_seen_when_broken() -> None:
    """The rules themselves, on imports written for them."""
    assert broken("game.core.game", "game.games.bakugan.rules.engine")
    assert broken("game.roll.seam", "pygame")
    assert broken("game.games.toy_battle.game", "game.games.bakugan.rules.actions")
    assert broken("game.games.fusion_world.words", "game.games.bakugan")
    assert broken("game.games.battle_monsters.game", "pygame.draw")
    assert broken("game.games.battle_monsters.game", "game.ui.app")
    assert broken("game.ui.shell", "game.games.fusion_world.game")
    assert not broken("game.games.battle_monsters.board.field", "pygame")
    assert not broken("game.ui.shell", "game.games.registry")
    assert not broken("game.games.registry", "game.games.bakugan.scenario.file")
    assert not broken("game.games.fusion_world.game", "game.core")
    assert not broken("game.games.fusion_world.game", "game.games.fusion_world.state")


def test_imports_are_read_as_absolute_names() -> None:
    source = (
        "from . import state\nfrom ..bakugan.words import SpecError\nimport pygame\nfrom game.games import toy_battle"
    )
    names = set(imports(source, "game.games.fusion_world.cards"))
    assert {"game.games.fusion_world.state", "game.games.bakugan.words", "pygame", "game.games.toy_battle"} <= names
    assert "game.games.fusion_world.state" in set(imports("from . import state", "game.games.fusion_world", True))

"""Layers that hold (issue 32, point 4), read from the imports of every module under game/ (ast,
so imports inside functions and under TYPE_CHECKING count too):

- the core and the shared packages (files, roll, physics, scenarios, sim) import no game and no
  screen;
- a game (a package in game/games/) imports no other game;
- a game's rules import no screen: pygame and game.ui only in the shell and a game's `ui`
  package (its table, board, cards and menus on the table shell);
- the shell (game/ui) imports no game, only the registry's interface (game/games/registry.py and
  game/games/screens.py, which finds each game's screens for the menus).

Modules at the top of game/games/ (the registry, toy_figures.py) are where games are joined, and
the command line (game/cli.py, game/commands/) chooses among games: neither is held here.

What breaks a rule today and cannot be untangled yet is in ALLOWED with its reason; the list only
shrinks: a line whose import is gone fails the test until it is removed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
SHARED: Final = ("game.core", "game.files", "game.roll", "game.physics", "game.scenarios", "game.sim")
REGISTRY: Final = ("game.games.registry", "game.games.screens")
BOARD: Final = "ui"  # game.games.<game>.ui: a game's screens, on the table shell

# (importing module, game or screen imported): why it is allowed for now
ALLOWED: Final[dict[tuple[str, str], str]] = {}


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
            return ("screen", "a game's rules import no screen (pygame and game.ui only in the shell and a game's ui)")
    if importer.startswith("game.ui") and target is not None and not imported.startswith(REGISTRY):
        return (target, "the shell imports no game, only the registry's interface")
    return None


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
    assert not broken("game.games.battle_monsters.ui.field", "pygame")
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

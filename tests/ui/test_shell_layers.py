"""The layers of the screens, read from the code (every import, at the top or inside a function,
found with ast over game/):

- pygame is imported only by the table shell (game/ui/) and the games' screens (game/games/<g>/ui/);
- a game's rules (anything in game/games/<g>/ outside its ui/) import no screen: neither the shell
  nor any game's ui/;
- the shell imports no game: from game/games/ only the registry's interface (registry.py, screens.py).

(The whole layer test, core and games included, is tests/test_layers.py; this one holds the screens.)"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"
REGISTRY_INTERFACE = ("game.games.registry", "game.games.screens")


def module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, root: Path) -> Iterator[tuple[int, str, str]]:
    """(line, what is imported, the module named) for every import in the file, relative ones made
    absolute: `from a.b import c` imports a.b.c (a module or a name in a.b) from a.b."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            for alias in node.names:  # `from game.games.x import ui` names a module; `import App` a name in one
                yield node.lineno, f"{base}.{alias.name}", base


def is_screen(module: str) -> bool:
    """The shell, or a game's ui/ sub-package."""
    parts = module.split(".")
    if parts[:2] == ["game", "ui"]:
        return True
    return parts[:2] == ["game", "games"] and len(parts) >= 4 and parts[3] == "ui"


def is_game(module: str) -> bool:
    parts = module.split(".")
    interface = any(module == m or module.startswith(m + ".") for m in REGISTRY_INTERFACE)
    return parts[:2] == ["game", "games"] and len(parts) >= 3 and not interface


def violations(root: Path) -> list[str]:
    """One line per offending import statement and rule: file, line, what it breaks."""
    found: dict[tuple[str, int, str], str] = {}
    for path in sorted((root / "game").rglob("*.py")):
        name = module_name(path, root)
        where = path.relative_to(root).as_posix()
        shell = name.split(".")[:2] == ["game", "ui"]
        for line, module, named in imports(path, root):
            broken = ""
            if module.split(".")[0] == "pygame" and not is_screen(name):
                broken = "pygame outside the screens"
            elif is_game(name) and not is_screen(name) and is_screen(module):
                broken = "a game's rules import a screen"
            elif shell and is_game(module):
                broken = "the shell imports a game"
            if broken:
                found.setdefault((where, line, broken), named)
    return [f"{where}:{line}: {broken} ({module})" for (where, line, broken), module in sorted(found.items())]


def test_the_screens_keep_their_layers() -> None:
    assert violations(ROOT) == []


def _tree(tmp_path: Path, files: dict[str, str]) -> Path:
    for rel, body in files.items():
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body, encoding="utf-8")
    return tmp_path


def test_each_rule_is_caught(tmp_path: Path) -> None:
    """The walk finds each kind of violation, at the top of a file or inside a function."""
    root = _tree(
        tmp_path,
        {
            "game/__init__.py": "",
            "game/ui/menu.py": "from game.games.registry import GAMES\nfrom game.games.fusion.ui import table\n",
            "game/ui/ok.py": "import pygame\nfrom game.games import screens\n",
            "game/games/fusion/rules.py": "def f():\n    import pygame\n    from game.ui.app import App\n",
            "game/games/fusion/ui/table.py": "import pygame\nfrom game.games.fusion import rules\nimport game.ui\n",
            "game/games/fusion/commands.py": "from .ui import table\n",
            "game/core/game.py": "import pygame.draw\n",
        },
    )
    assert violations(root) == [
        "game/core/game.py:1: pygame outside the screens (pygame.draw)",
        "game/games/fusion/commands.py:1: a game's rules import a screen (game.games.fusion.ui)",
        "game/games/fusion/rules.py:2: pygame outside the screens (pygame)",
        "game/games/fusion/rules.py:3: a game's rules import a screen (game.ui.app)",
        "game/ui/menu.py:2: the shell imports a game (game.games.fusion.ui)",
    ]

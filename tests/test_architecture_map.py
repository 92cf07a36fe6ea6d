"""ARCHITECTURE.md is the map of the code: every module under game/ is named there or in its
package's own map (a README.md beside it, or its __init__.py docstring; ui/editor/ keeps one).

ARCHITECTURE.md names modules in its fenced trees: a line `game/games/` (at the left edge) opens a
package, an entry `name.py` or `name/` below it (indented two more per level) is a module or a
subpackage, and the lines indented further are the entry's text. A module counts as named when
  - its path (game/x/y.py) is written anywhere in ARCHITECTURE.md, or
  - an entry of its own package is it, or a file entry there mentions `stem.py`, or
  - the text of the entry of its package or an enclosing one mentions its stem as a word
    (so `decisions/ ... place_core, energize, ...` names game/games/bakugan/rules/decisions/place_core.py), or
  - the own map of its package or an enclosing one mentions its stem as a word.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
_PACKAGE_LINE = re.compile(r"^game/[\w/]*$")
_ENTRY = re.compile(r"^([\w.]+(?:\.py|/))(?:,|\s|$)")


@dataclass
class Entry:
    """One entry of a tree in ARCHITECTURE.md: a module or a subpackage, and its text."""

    indent: int
    path: str  # "game/rules/state.py" or "game/rules/decisions/"
    lines: list[str]

    @property
    def is_package(self) -> bool:
        return self.path.endswith("/")

    @property
    def package(self) -> str:
        """The package the entry speaks for: itself for a subpackage, its folder for a module."""
        return self.path if self.is_package else self.path.rsplit("/", 1)[0] + "/"


def tree_entries(architecture: str) -> list[Entry]:
    entries: list[Entry] = []
    for block in _FENCE.findall(architecture):
        package: str | None = None
        open_packages: list[Entry] = []
        current: Entry | None = None
        for line in block.splitlines():
            body = line.strip()
            if not body:
                continue
            indent = len(line) - len(line.lstrip())
            if indent == 0 and _PACKAGE_LINE.match(body.split()[0]):
                package, open_packages, current = body.split()[0], [], None
                continue
            if package is None:
                continue
            match = _ENTRY.match(body)
            if match and (current is None or indent <= current.indent + 2):
                while open_packages and open_packages[-1].indent >= indent:
                    open_packages.pop()
                parent = open_packages[-1].path if open_packages else package
                current = Entry(indent, parent + match.group(1), [body])
                entries.append(current)
                if current.is_package:
                    open_packages.append(current)
            elif current is not None:
                current.lines.append(body)
    return entries


def own_maps(game_dir: Path) -> dict[str, str]:
    """Each package's own map: its README.md and its __init__.py docstring, by "game/x/" path."""
    maps: dict[str, str] = {}
    for folder in [game_dir, *sorted(p for p in game_dir.rglob("*") if p.is_dir())]:
        text = ""
        readme = folder / "README.md"
        if readme.is_file():
            text += readme.read_text(encoding="utf-8")
        init = folder / "__init__.py"
        if init.is_file():
            text += ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        if text:
            maps[folder.relative_to(game_dir.parent).as_posix() + "/"] = text
    return maps


def _mentions(text: str, stem: str, *, with_suffix: bool) -> bool:
    suffix = r"\.py" if with_suffix else r"(?:\.py)?"
    return re.search(rf"(?<!\w){re.escape(stem)}{suffix}(?!\w)", text) is not None


def unnamed_modules(root: Path) -> list[str]:
    architecture = (root / "ARCHITECTURE.md").read_text(encoding="utf-8")
    entries = tree_entries(architecture)
    maps = own_maps(root / "game")
    unnamed: list[str] = []
    for module in sorted((root / "game").rglob("*.py")):
        if module.name == "__init__.py":
            continue
        path = module.relative_to(root).as_posix()
        package = module.parent.relative_to(root).as_posix() + "/"
        stem = module.stem
        named = (
            path in architecture
            or any(
                entry.path == path
                or (
                    not entry.is_package
                    and entry.package == package
                    and _mentions(" ".join(entry.lines), stem, with_suffix=True)
                )
                or (
                    entry.is_package
                    and package.startswith(entry.path)
                    and _mentions(" ".join(entry.lines), stem, with_suffix=False)
                )
                for entry in entries
            )
            or any(
                package.startswith(map_package) and _mentions(text, stem, with_suffix=False)
                for map_package, text in maps.items()
            )
        )
        if not named:
            unnamed.append(path)
    return unnamed


def test_every_module_under_game_is_on_a_map() -> None:
    unnamed = unnamed_modules(ROOT)
    assert not unnamed, (
        "modules named neither in ARCHITECTURE.md nor in their package's own map "
        "(README.md or __init__.py docstring): " + ", ".join(unnamed)
    )


def _tree(tmp_path: Path, architecture: str, files: dict[str, str]) -> Path:
    (tmp_path / "ARCHITECTURE.md").write_text(architecture, encoding="utf-8")
    for name, text in files.items():
        target = tmp_path / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    return tmp_path


ARCH = """# Architecture

```
game/
  cardmodel.py      card facts; cardtext.py (a card's text)
  rules/
    state.py        the state
    decisions/      one module per kind: place_core, throw
```
"""


def test_a_new_module_named_nowhere_is_reported(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        ARCH,
        {
            "game/__init__.py": "",
            "game/cardmodel.py": "",
            "game/cardtext.py": "",
            "game/rules/__init__.py": "",
            "game/rules/state.py": "",
            "game/rules/engine.py": "",
            "game/rules/decisions/__init__.py": "",
            "game/rules/decisions/throw.py": "",
            "game/rules/decisions/roll.py": "",
        },
    )
    assert unnamed_modules(root) == ["game/rules/decisions/roll.py", "game/rules/engine.py"]


def test_a_module_in_its_package_map_or_by_full_path_counts(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        ARCH + "\n`game/rules/engine.py` is the front.\n",
        {
            "game/rules/engine.py": "",
            "game/rules/decisions/roll.py": "",
            "game/ui/editor/__init__.py": '"""The deck editor.\n\nscene.py  the screen\n"""\n',
            "game/ui/editor/scene.py": "",
            "game/ui/editor/layout.py": "",
            "game/games/fw/README.md": "| `roll.py` | a roll |\n",
            "game/games/fw/roll.py": "",
        },
    )
    assert unnamed_modules(root) == ["game/rules/decisions/roll.py", "game/ui/editor/layout.py"]

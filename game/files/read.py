"""Reading a user's file with bounded resources: its size, its text (UTF-8), its YAML or JSON tree
(nesting depth and node count, aliases expanded, so a 437-byte alias bomb fails at once), and its
format version. Every failure is raised as the caller's FileProblem type (or made by the caller's
ProblemMaker, for error types whose arguments come in another order). YAML keys written twice in
one mapping are refused (game/files/yaml_lines.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Protocol

import yaml

from game.files.errors import FileProblem
from game.files.yaml_lines import UniqueKeyLoader

KB = 1024
MB = 1024 * KB
MAX_NODES = 200_000  # a deck has about 60, a saved game a few thousand, the largest card set ~60,000
MAX_DEPTH = 60


class ProblemMaker(Protocol):
    """A FileProblem type, or a function making one, from the file, the problem and the line."""

    def __call__(self, path: Path | str | None, problem: str, line: int | None = None, /) -> FileProblem: ...


def read_bytes(path: Path, error: ProblemMaker, max_bytes: int) -> bytes:
    """The file's bytes; refuses a folder, a missing file or a file over max_bytes."""
    try:
        if path.is_dir():
            raise error(path, "is a folder, not a file")
        size = path.stat().st_size
        if size > max_bytes:
            raise error(path, f"is {size:,} bytes; at most {max_bytes:,} are read for this kind of file")
        raw = path.read_bytes()[: max_bytes + 1]
    except OSError as exc:
        raise error(path, f"cannot be read: {exc.strerror or exc}") from exc
    if len(raw) > max_bytes:  # grew while being read, or a device
        raise error(path, f"is over {max_bytes:,} bytes")
    return raw


def read_text(path: Path, error: ProblemMaker, max_bytes: int) -> str:
    """The file's text; refuses a folder, a missing file, a file over max_bytes or not UTF-8."""
    raw = read_bytes(path, error, max_bytes)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise error(path, f"is not UTF-8 text (byte {exc.start}: {raw[exc.start]:#04x})", line) from exc


def parse_yaml(
    text: str, path: Path | str, error: ProblemMaker, loader: type[Any] | None = None, max_nodes: int = MAX_NODES
) -> Any:
    """YAML text to a tree, checked for size once aliases are expanded."""
    try:
        data = yaml.load(text, Loader=loader or UniqueKeyLoader)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        raise error(path, f"not valid YAML: {getattr(exc, 'problem', None) or exc}", line) from exc
    except (RecursionError, MemoryError) as exc:
        raise error(path, "nested too deeply to read") from exc
    brackets = text.count("[") + text.count("{")  # flow-style nesting (block style needs 2 columns a level)
    if "&" in text or len(text) > max_nodes or brackets > MAX_DEPTH:  # without anchors, nodes <= characters
        check_tree(data, path, error, max_nodes)
    return data


def load_yaml(
    path: Path,
    error: ProblemMaker,
    max_bytes: int,
    loader: type[Any] | None = None,
    max_nodes: int = MAX_NODES,
) -> Any:
    return parse_yaml(read_text(path, error, max_bytes), path, error, loader, max_nodes)


def parse_json(text: str, path: Path | str, error: ProblemMaker, max_nodes: int = MAX_NODES) -> Any:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(path, f"not valid JSON: {exc.msg} (column {exc.colno})", exc.lineno) from exc
    except (RecursionError, MemoryError) as exc:
        raise error(path, "nested too deeply to read") from exc
    check_tree(data, path, error, max_nodes)
    return data


def load_json(path: Path, error: ProblemMaker, max_bytes: int, max_nodes: int = MAX_NODES) -> Any:
    return parse_json(read_text(path, error, max_bytes), path, error, max_nodes)


def check_tree(data: Any, path: Path | str, error: ProblemMaker, max_nodes: int = MAX_NODES) -> None:
    """Count the nodes as if every alias were copied out; stop at the first node over a bound."""
    count = 0
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > max_nodes:
            raise error(path, f"holds more than {max_nodes:,} values (counting YAML aliases as copies); refused")
        if depth > MAX_DEPTH:
            raise error(path, f"nested more than {MAX_DEPTH} levels deep; refused")
        if isinstance(node, dict):
            stack.extend((v, depth + 1) for v in node.values())
            stack.extend((k, depth + 1) for k in node if isinstance(k, tuple))
        elif isinstance(node, list | tuple | set):
            stack.extend((v, depth + 1) for v in node)


def check_version(
    data: dict[str, Any], path: Path | str, error: ProblemMaker, what: str, current: int, oldest: int = 1
) -> int:
    """The file's version: missing means the first; a newer one, or one older than `oldest`, is refused."""
    version = data.get("version", 1)
    if type(version) is not int:
        raise error(path, f"'version' must be a whole number, not {version!r}")
    if version > current:
        raise error(path, f"{what} version {version} is newer than this program reads ({current}); update the program")
    if version < oldest:
        raise error(path, f"{what} version {version} is older than this program reads (oldest {oldest})")
    return version


def expect(cond: bool, path: Path | str, error: ProblemMaker, problem: str, line: int | None = None) -> None:
    if not cond:
        raise error(path, problem, line)


def whole(value: Any) -> bool:
    """A whole number that is not a bool."""
    return type(value) is int

"""The optional compiled build of the hot modules (mypyc, built by game/compiled_build.py): whether
it is in use, and the guard that keeps a stale build from ever running.

Python imports a compiled module before the .py beside it, so a source edited after the build
would silently run old code. The build writes a stamp (game/compiled_core.json) with a hash of
every source the compiled modules read; `import game` checks it (a stat per source while nothing
changed) and, when a source changed, imports every compiled module from its .py instead, with one
warning. BAKUGAN_PURE_PYTHON=1 does the same, fresh build or not, without a warning (the test
suite sets it).

This module is never compiled itself.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from importlib.machinery import EXTENSION_SUFFIXES, ModuleSpec
from pathlib import Path
from types import ModuleType
from typing import Any

PACKAGE = Path(__file__).resolve().parent
ROOT = PACKAGE.parent
STAMP = PACKAGE / "compiled_core.json"
PURE_ENV = "BAKUGAN_PURE_PYTHON"
WARNED_ENV = "BAKUGAN_COMPILED_STALE_WARNED"  # worker processes do not repeat the parent's warning
BUILD_COMMAND = "python -m game build-fast"

# What the guard found at `import game`: absent (no build), ready (compiled modules load),
# pure (BAKUGAN_PURE_PYTHON), stale (a source changed), broken (stamp or artefacts unusable).
state = "absent"
reason = ""


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def source_record(path: Path) -> dict[str, Any]:
    """What the stamp keeps of a source: its hash, and size and mtime to skip hashing it again."""
    info = path.stat()
    return {"sha256": file_digest(path), "size": info.st_size, "mtime_ns": info.st_mtime_ns}


def changed_sources(sources: dict[str, dict[str, Any]], root: Path = ROOT) -> list[str]:
    """Sources (paths relative to root) that differ from the stamp; hashed only when size or mtime moved."""
    changed = []
    for rel, recorded in sources.items():
        path = root / rel
        try:
            info = path.stat()
        except OSError:
            changed.append(rel)
            continue
        if info.st_size == recorded["size"] and info.st_mtime_ns == recorded["mtime_ns"]:
            continue
        if info.st_size != recorded["size"] or file_digest(path) != recorded["sha256"]:
            changed.append(rel)
    return changed


def read_stamp(path: Path = STAMP) -> dict[str, Any] | None:
    try:
        stamp: dict[str, Any] = json.loads(path.read_text())
    except FileNotFoundError:
        return None
    return stamp


def check_stamp(stamp: dict[str, Any], root: Path = ROOT) -> tuple[str, str]:
    """(state, reason) for a stamp: ready when the build matches every source it was made from."""
    try:
        if stamp["ext_suffix"] not in EXTENSION_SUFFIXES:
            return "absent", "built for another Python"  # this interpreter cannot load those files anyway
        missing = [rel for rel in stamp["artefacts"] if not (root / rel).exists()]
        if missing:
            return "broken", f"{missing[0]} is missing"
        changed = changed_sources(stamp["sources"], root)
    except (KeyError, TypeError) as exc:
        return "broken", f"unreadable stamp ({exc!r})"
    if changed:
        more = f" (and {len(changed) - 1} more)" if len(changed) > 1 else ""
        return "stale", f"{changed[0]}{more} changed since the build"
    return "ready", ""


class SourceOnly:
    """Meta-path finder that imports the listed modules from their .py files, never a compiled file."""

    def __init__(self, sources: dict[str, Path]) -> None:
        self.sources = sources

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        source = self.sources.get(name)
        if source is None:
            return None
        if source.name == "__init__.py":  # a package: its submodules are found beside it
            return importlib.util.spec_from_file_location(name, source, submodule_search_locations=[str(source.parent)])
        return importlib.util.spec_from_file_location(name, source)


def use_sources(stamp: dict[str, Any], root: Path = ROOT) -> SourceOnly:
    finder = SourceOnly({name: root / rel for name, rel in stamp.get("modules", {}).items()})
    sys.meta_path.insert(0, finder)
    return finder


def guard(stamp_path: Path = STAMP, root: Path = ROOT) -> None:
    """Run once by `import game`, before any compiled module can be imported."""
    global state, reason
    stamp = read_stamp(stamp_path)
    if stamp is None:
        return
    state, reason = check_stamp(stamp, root)
    if state == "absent":
        return
    if os.environ.get(PURE_ENV):
        state, reason = "pure", f"{PURE_ENV} is set"
    if state == "ready":
        return
    use_sources(stamp, root)
    if state != "pure" and not os.environ.get(WARNED_ENV):
        os.environ[WARNED_ENV] = "1"
        print(
            f"warning: compiled core ignored, running pure Python: {reason}. "
            f"Rebuild it with `{BUILD_COMMAND}` or remove it with `{BUILD_COMMAND} --clean`.",
            file=sys.stderr,
        )


def compiled_modules() -> list[str]:
    """Modules of the compiled core loaded in this process from compiled files."""
    return sorted(
        name
        for name, module in list(sys.modules.items())
        if name.startswith("game.") and str(getattr(module, "__file__", "")).endswith(tuple(EXTENSION_SUFFIXES))
    )


def describe() -> str:
    """One line for the simulate command and the benchmarks."""
    if state == "ready":
        stamp = read_stamp() or {}
        return f"compiled core: in use ({len(stamp.get('modules', {}))} modules compiled with mypyc)"
    if state == "absent":
        return f"compiled core: not built, pure Python (`{BUILD_COMMAND}` builds it)"
    return f"compiled core: not in use, pure Python ({reason})"

"""Docs with sections written from the code: each sits between `<!-- generated: NAME -->` and
`<!-- end: NAME -->`, the text around it is written by hand, and a module's `main` says whether
the file is up to date or (`--write`) rewrites the sections, so a test can fail when they differ."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

Sections = Mapping[str, Callable[[], str]]


def markers(name: str) -> tuple[str, str]:
    return f"<!-- generated: {name} -->\n", f"<!-- end: {name} -->"


def sections_in(text: str, names: list[str]) -> dict[str, str]:
    """The generated sections as they stand in the docs."""
    found = {}
    for name in names:
        start, end = markers(name)
        if start in text and end in text:
            found[name] = text.split(start, 1)[1].split(end, 1)[0]
    return found


def rewritten(text: str, sections: Sections, doc: str) -> str:
    """The docs with every generated section written afresh."""
    for name, make in sections.items():
        start, end = markers(name)
        if start not in text or end not in text:
            raise ValueError(f"{doc} has no section {name} (markers {start.strip()} ... {end})")
        before, rest = text.split(start, 1)
        after = rest.split(end, 1)[1]
        text = before + start + make() + end + after
    return text


def check_or_write(argv: list[str], path: Path, sections: Sections, command: str) -> int:
    """`python -m MODULE`: whether the file is up to date (exit 1 when not); `--write` rewrites it."""
    text = path.read_text(encoding="utf-8")
    fresh = rewritten(text, sections, path.name)
    if "--write" in argv:
        path.write_text(fresh, encoding="utf-8")
        print(f"wrote {path}")
        return 0
    if fresh != text:
        print(f"{path} is out of date: {command} --write")
        return 1
    print(f"{path} is up to date")
    return 0

"""The parameter tables of the card language's docs (game/data/cards/LANGUAGE.md), written from the
descriptions in game/games/bakugan/words/params.py, so a parameter cannot be added without its line in the docs.

    python -m game.games.bakugan.words.language_doc           # says whether LANGUAGE.md is up to date
    python -m game.games.bakugan.words.language_doc --write   # rewrites its generated sections

Each generated section sits between `<!-- generated: NAME -->` and `<!-- end: NAME -->`; the
text around them is written by hand. tests/cards/test_language_doc.py fails when they differ."""

from __future__ import annotations

import dataclasses
import enum
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import game.games.bakugan.words  # noqa: F401  (every kind registers its description as its module is imported)
from game.files import doc_sections
from game.files.paths import CARDS_DIR
from game.games.bakugan.words.abilities import ABILITY_SHAPES, ACTIVATION_COST, STATIC_BODY, Ability
from game.games.bakugan.words.conditions import Condition
from game.games.bakugan.words.params import KINDS, NO_DEFAULT, NOTHING, SPREAD, WORD_LISTS, Kind, Param
from game.games.bakugan.words.play_spec import CostRule, Mode, PlaySpec
from game.games.bakugan.words.selections import Selection
from game.games.bakugan.words.steps import EFFECT_KINDS

LANGUAGE_MD = CARDS_DIR / "LANGUAGE.md"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return str(value)


def _default(cls: type[Any] | None, param: Param) -> str:
    if param.required:
        return "needed"
    if param.default_doc:
        return "" if param.default_doc == NO_DEFAULT else param.default_doc
    if cls is None or param.field == SPREAD or "." in param.target:
        return ""
    field = {f.name: f for f in dataclasses.fields(cls)}.get(param.target)
    if field is None or field.default is dataclasses.MISSING or field.default in (None, "", ()):
        return ""
    return _value(field.default)


def _param_line(cls: type[Any] | None, param: Param) -> str:
    default = _default(cls, param)
    how = param.read.doc
    if default == "needed":
        how += ", needed"
    elif default:
        how += f", default {default}"
    return f"  - `{param.key}` ({how}): {param.doc}"


def _kind_entry(name: str, cls: type[Any] | None, kind: Kind) -> str:
    lines = [f"- **`{name}`** ({kind.forms(keys=False)}): {kind.doc}"]
    value_only = not kind.mapping and NOTHING not in kind.shorts  # the value is always written
    lines.extend(_param_line(None if value_only else cls, p) for p in kind.params)
    return "\n".join(lines) + "\n"


def effects_section() -> str:
    return "".join(_kind_entry(name, cls, KINDS[cls]) for name, cls in sorted(EFFECT_KINDS.items()))


def _single(cls: type[Any], first: str = "") -> str:
    kind = KINDS[cls]
    return _kind_entry(first or kind.name, cls, kind)


def words_section() -> str:
    lines = []
    for name in sorted(WORD_LISTS):
        words = WORD_LISTS[name]
        listed = "; ".join(f"`{w}`: {t}" if t else f"`{w}`" for w, t in words.items())
        lines.append(f"- **{name}**: {listed}")
    return "\n".join(lines) + "\n"


def abilities_section() -> str:
    entries = [_kind_entry(shape, Ability, kind) for shape, kind in ABILITY_SHAPES.items()]
    entries.append(_kind_entry("static: {...}", Ability, STATIC_BODY))
    entries.append(_kind_entry("activated: {...}", Ability, ACTIVATION_COST))
    return "".join(entries)


SECTIONS: dict[str, Callable[[], str]] = {
    "play": lambda: _single(PlaySpec),
    "selections": lambda: _single(Selection),
    "effects": effects_section,
    "words": words_section,
    "choose": lambda: _single(Mode),
    "conditions": lambda: _single(Condition, "if"),
    "cost": lambda: _single(CostRule),
    "abilities": abilities_section,
}


def sections_in(text: str) -> dict[str, str]:
    """The generated sections as they stand in the docs."""
    return doc_sections.sections_in(text, list(SECTIONS))


def rewritten(text: str) -> str:
    """The docs with every generated section written afresh from the descriptions."""
    return doc_sections.rewritten(text, SECTIONS, "LANGUAGE.md")


def main(argv: list[str], path: Path = LANGUAGE_MD) -> int:
    return doc_sections.check_or_write(argv, path, SECTIONS, "python -m game.games.bakugan.words.language_doc")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

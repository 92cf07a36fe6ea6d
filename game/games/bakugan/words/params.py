"""Each word of the card language described once: its parameters (YAML key, the field it fills,
how it is read, whether it is needed, a phrase for the docs), its short forms and the rules
between its parameters. One parser (`build`, `parse_described`) reads any word from its
description; the docs' lists (game/games/bakugan/words/language_doc.py) are written from the same description.

The descriptions live in module-level tables keyed by class (KINDS), not in class attributes: the
compiled core (tools/compile_core.py) would make a dataclass's class attribute a field.

Part of the card language (game/games/bakugan/words/__init__.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from game.files.keys import unknown_keys
from game.games.bakugan.words.base import (
    SpecError,
    _choice,
    _core_codes,
    _expect_bool,
    _expect_int,
    _faction,
    _factions,
    _names,
)


@dataclass(frozen=True)
class Reader:
    """How one parameter's value is read: `read(value, what)` returns the field's value or raises
    SpecError naming `what`; `doc` says what is written ("a whole number"), `words` the accepted
    words of a word list (with their on-screen phrases where the language has them)."""

    doc: str
    read: Callable[[Any, str], Any]
    words: Mapping[str, str] = dataclasses.field(default_factory=dict)


def _as_words(words: tuple[str, ...] | Mapping[str, str]) -> dict[str, str]:
    return dict(words) if isinstance(words, Mapping) else dict.fromkeys(words, "")


WORD_LISTS: dict[str, Mapping[str, str]] = {}  # the word lists the docs list once, by name


def one_of(words: tuple[str, ...] | Mapping[str, str], name: str = "") -> Reader:
    """One word of a list (a Mapping gives each word its on-screen phrase); a named list is listed
    once in the docs, under its name, and its parameters point there."""
    table = _as_words(words)
    options = tuple(table)
    if name:
        WORD_LISTS[name] = table
    doc = name or f"one of {'|'.join(options)}"

    def read(value: Any, what: str) -> str:
        if isinstance(value, str) and value in table:
            return value
        return _choice(value, options, what)  # refused, with the words allowed

    return Reader(doc, read, table)


def some_of(words: tuple[str, ...] | Mapping[str, str]) -> Reader:
    """One word or a list of words, read as a tuple."""
    table = _as_words(words)
    options = tuple(table)

    def read(value: Any, what: str) -> tuple[str, ...]:
        if not isinstance(value, list | str):
            raise SpecError(f"{what} is one of {', '.join(options)} or a list of them, got {value!r}")
        items = value if isinstance(value, list) else [value]
        return tuple(_choice(item, options, what) for item in items)

    return Reader(f"[{'|'.join(options)}, ..]", read, table)


def word_flag(words: tuple[str, str]) -> Reader:
    """One of two words, read as true when it is the second ("to: deck" sets to_deck)."""
    return Reader(f"one of {'|'.join(words)}", lambda value, what: _choice(value, words, what) == words[1])


def _card_name(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise SpecError(f"{what} must be a card name, got {value!r}")
    return value


WHOLE = Reader("a whole number", _expect_int)
YES_NO = Reader("true or false", _expect_bool)
FACTION = Reader("a faction", _faction)
FACTIONS = Reader("a faction or a list of them", _factions)
CORES = Reader("a BakuCore icon (FT, FF, SD, MS, HE) or a list of them", _core_codes)
NAMES = Reader("a card name or a list of them", _names)
CARD_NAME = Reader("a card name", _card_name)


SPREAD = "*"
NO_DEFAULT = "-"  # a default_doc: the docs name no default (the key left out means something else)


@dataclass(frozen=True)
class Param:
    """One parameter of a word. `field` is the dataclass field it fills when not named as the key;
    a missing parameter leaves the field's own default, or `default_from` the fields read so far.
    `only_with` (key, words): the parameter is allowed only while that key has one of those words.
    `default_doc` says the default in the docs when the field's own does not (NO_DEFAULT: none).
    `sets`: more fields set when the parameter is given. A `field` of "*" takes a mapping of fields
    from the reader (one key filling several fields, as `select: [first, second]`)."""

    key: str
    read: Reader
    doc: str = ""
    field: str = ""
    required: bool = False
    default_from: Callable[[Mapping[str, Any]], Any] | None = None
    default_doc: str = ""
    only_with: tuple[str, tuple[str, ...]] | None = None
    sets: tuple[tuple[str, Any], ...] = ()

    @property
    def target(self) -> str:
        return self.field or self.key


# A rule between parameters: given the built object and the mapping written, a problem (worded
# after the kind's name, e.g. "needs bp or dr") or None.
Check = Callable[[Any, Mapping[str, Any]], str | None]


@dataclass(frozen=True)
class Short:
    """A short form: a value that is not a mapping, written for a mapping (`draw: 2` for
    `draw: {count: 2}`). `expand` gives the mapping; `fields`, when set, the fields themselves."""

    doc: str
    accepts: Callable[[Any], bool]
    expand: Callable[[Any], dict[str, Any]] = lambda value: {}
    fields: Callable[[Any], dict[str, Any]] | None = None


def _is_nothing(value: Any) -> bool:
    return value is None or value is True or (isinstance(value, dict) and not value)


NOTHING = Short("nothing", _is_nothing)


def word(text: str, fields: dict[str, Any] | None = None) -> Short:
    """A short form that is one word (`destroy_hero: this`)."""
    given = dict(fields or {})
    return Short(f"`{text}`", lambda value: value == text, fields=(lambda value: dict(given)) if fields else None)


def number_for(key: str) -> Short:
    """A bare whole number standing for one parameter (`draw: 2`)."""
    return Short("N", lambda value: isinstance(value, int) and not isinstance(value, bool), lambda v: {key: v})


def value_for(key: str, doc: str) -> Short:
    """Any value that is not a mapping standing for one parameter (`search_deck: Hero`)."""
    return Short(doc, lambda value: not isinstance(value, dict), lambda v: {key: v})


@dataclass(frozen=True)
class Kind:
    """A word of the language: its name, what it does (for the docs), its parameters, its short
    forms, whether a mapping may be written, the keys that exclude each other, its rules, and the
    fields built from a group of parameters (`parts`: field -> class, keys written `field.name`)."""

    name: str
    doc: str
    params: tuple[Param, ...] = ()
    shorts: tuple[Short, ...] = ()
    mapping: bool = True
    exclusive: tuple[tuple[str, str], ...] = ()
    checks: tuple[Check, ...] = ()
    parts: tuple[tuple[str, type[Any]], ...] = ()
    label: str = ""  # the prefix of a parameter's messages, when not the name
    fixed: tuple[tuple[str, Any], ...] = ()  # fields every object of this kind has (an Ability's kind)

    def keys(self) -> set[str]:
        return {p.key for p in self.params}

    def forms(self, keys: bool = True) -> str:
        """What the word takes, in words: "nothing, N or a mapping (count, who)"."""
        names = [s.doc for s in self.shorts]
        if self.mapping:
            listed = keys and self.params
            names.append(f"a mapping ({', '.join(p.key for p in self.params)})" if listed else "a mapping")
        if not self.params and names in (["nothing"], ["nothing", "`this`"]):
            return "no parameters"
        return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)


def prefix(kind: Kind) -> str:
    return f"{kind.label or kind.name} "


def read_fields(kind: Kind, value: Any) -> dict[str, Any]:
    """The dataclass fields a written value gives, checked against the kind's description."""
    if kind.mapping and type(value) is dict and value:
        return _read_mapping(kind, value)
    for short in kind.shorts:
        if short.accepts(value):
            if short.fields is not None:
                return short.fields(value)
            if not kind.mapping:
                return _read_bare(kind, short.expand(value))
            value = short.expand(value)
            break
    else:
        if not (kind.mapping and isinstance(value, dict)):
            if not kind.params and not kind.mapping:
                raise SpecError(f"{kind.name} takes no parameters")
            raise SpecError(f"{kind.name} takes {kind.forms()}, got {value!r}")
    return _read_mapping(kind, value)


def _read_bare(kind: Kind, written: dict[str, Any]) -> dict[str, Any]:
    """A word written only as a bare value: its message names the word alone."""
    fields: dict[str, Any] = {}
    for param in kind.params:
        if param.key in written:
            fields[param.target] = param.read.read(written[param.key], kind.name)
    return fields


@dataclass(frozen=True)
class _Plan:
    """A kind's description arranged for reading: by key, with each key's message label."""

    by_key: dict[str, Param]
    reading: dict[str, tuple[Callable[[Any, str], Any], str, str, tuple[tuple[str, Any], ...]]]
    allowed: frozenset[str]
    unwritten: tuple[Param, ...]  # needed, or with a default read from the other fields
    only_with: tuple[Param, ...]


_PLANS: dict[int, _Plan] = {}  # by id(kind): the kinds live as long as their modules


def _plan(kind: Kind) -> _Plan:
    plan = _PLANS.get(id(kind))
    if plan is None:
        label = prefix(kind)
        plan = _Plan(
            by_key={p.key: p for p in kind.params},
            reading={p.key: (p.read.read, p.target, f"{label}{p.key}", p.sets) for p in kind.params},
            allowed=frozenset(kind.keys()),
            unwritten=tuple(p for p in kind.params if p.required or p.default_from is not None),
            only_with=tuple(p for p in kind.params if p.only_with is not None),
        )
        _PLANS[id(kind)] = plan
    return plan


def _read_mapping(kind: Kind, written: Mapping[str, Any]) -> dict[str, Any]:
    plan = _plan(kind)
    if not plan.allowed.issuperset(written):
        extra = unknown_keys(written, plan.allowed)
        allowed = ", ".join(sorted(plan.allowed))
        raise SpecError(f"{kind.name}: unknown parameter(s) {', '.join(extra)} (allowed: {allowed})")
    for first, second in kind.exclusive:
        if first in written and second in written:
            raise SpecError(f"{kind.name} takes {first} or {second}, not both")
    fields: dict[str, Any] = dict(kind.fixed) if kind.fixed else {}
    reading = plan.reading
    for key, raw in written.items():
        read, target, label, sets = reading[key]
        if target == SPREAD:
            fields.update(read(raw, label))
        else:
            fields[target] = read(raw, label)
        if sets:
            fields.update(sets)
    for param in plan.unwritten:
        if param.key in written:
            continue
        if param.required:
            raise SpecError(f"{kind.name} needs {param.key}")
        if param.default_from is not None:
            fields[param.target] = param.default_from(fields)
    if plan.only_with:
        _check_only_with(kind, plan, written, fields)
    return _gather_parts(kind, fields) if kind.parts else fields


def _check_only_with(kind: Kind, plan: _Plan, written: Mapping[str, Any], fields: Mapping[str, Any]) -> None:
    refused: dict[str, list[str]] = {}
    for param in plan.only_with:
        if param.only_with is None or param.key not in written:
            continue
        key, words = param.only_with
        target = plan.by_key[key].target
        current = fields.get(target, _field_default(kind, target))
        if current not in words:
            refused.setdefault(f"{key} {current}", []).append(param.key)
    for where, keys in refused.items():
        raise SpecError(f"{kind.name} {where} takes no {', '.join(sorted(keys))}")


_DEFAULTS: dict[str, dict[str, Any]] = {}


def _field_default(kind: Kind, field: str) -> Any:
    cls = KIND_CLASSES.get(kind.name)
    if cls is None:
        return None
    if kind.name not in _DEFAULTS:
        _DEFAULTS[kind.name] = {f.name: f.default for f in dataclasses.fields(cls)}
    return _DEFAULTS[kind.name].get(field)


def _gather_parts(kind: Kind, fields: dict[str, Any]) -> dict[str, Any]:
    for name, cls in kind.parts:
        own = {k.split(".", 1)[1]: fields.pop(k) for k in [k for k in fields if k.startswith(name + ".")]}
        if own:
            fields[name] = cls(**own)
    return fields


def run_checks(kind: Kind, built: Any, written: Any) -> None:
    if not kind.checks:
        return
    mapping = written if isinstance(written, dict) else {}
    for check in kind.checks:
        problem = check(built, mapping)
        if problem:
            raise SpecError(f"{kind.name} {problem}")


def build(cls: type[Any], kind: Kind, value: Any) -> Any:
    """Read a written value into an object of `cls` as `kind` describes it."""
    if kind.mapping and type(value) is dict and value:
        built = cls(**_read_mapping(kind, value))
    else:
        built = cls(**read_fields(kind, value))
    if kind.checks:
        run_checks(kind, built, value)
    return built


KINDS: dict[type[Any], Kind] = {}  # every described class, with its description
KIND_CLASSES: dict[str, type[Any]] = {}  # and by name


def describe(cls: type[Any], kind: Kind) -> None:
    """Register a class's description (at import of the class's module)."""
    KINDS[cls] = kind
    KIND_CLASSES[kind.name] = cls


def parse_described(cls: type[Any], value: Any) -> Any:
    """Parse a value into an object of a described class (the classes' `parse` calls this)."""
    return build(cls, KINDS[cls], value)


def _steps(value: Any, what: str) -> Any:
    from game.games.bakugan.words.steps import _parse_steps  # steps.py imports every kind, and so this module

    return _parse_steps(value, what)


def _condition(value: Any, what: str) -> Any:
    from game.games.bakugan.words.conditions import Condition  # conditions.py is described here too

    return Condition.parse(value)


def _selection(value: Any, what: str) -> Any:
    from game.games.bakugan.words.selections import Selection  # selections.py is described here too

    return Selection.parse(value)


STEPS = Reader("a list of effects", _steps)
CONDITION = Reader("a condition (see Conditions)", _condition)
SELECTION = Reader("a selection (see Selections)", _selection)

"""Load and validate the card sets in cards/bakugan/ into frozen definitions.

Every problem in every file is collected and reported together, each naming the file, the line,
the card and what is wrong, so a person fixing a set sees all of it at once.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.files.errors import CardSetError
from game.files.errors import Problem as Problem
from game.files.keys import unknown_keys
from game.files.paths import CARDS_DIR as CARDS_DIR
from game.files.paths import CORES_FILE_NAME as CORES_FILE
from game.files.read import MB, check_version, load_yaml
from game.files.yaml_lines import LineDict as LineDict
from game.files.yaml_lines import LineLoader
from game.games.bakugan.cards.model import CORE_CODES, CardDef, CardType, CoreDef, CoreType, Faction
from game.games.bakugan.cards.model import (
    Catalog as Catalog,  # compiled with the card definitions (tools/compile_core.py)
)
from game.games.bakugan.words import PlaySpec, SpecError, parse_abilities


class CatalogError(CardSetError):
    """Every problem of the card files at once (the first names the file and line)."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        first = problems[0] if problems else Problem("", 0, "", "no problems")
        super().__init__(first.file or None, first.message, first.line or None)

    def describe(self) -> str:
        lines = "\n".join(f"  {p}" for p in self.problems)
        return f"{len(self.problems)} problem(s) in the card files:\n{lines}"

    def __reduce__(self) -> tuple[type[CatalogError], tuple[list[Problem]]]:
        # rebuilt from its problems when it crosses from a worker process to the parent
        return (CatalogError, (self.problems,))


CARD_FIELDS = {
    "id",
    "number",
    "name",
    "type",
    "factions",
    "cost",
    "rarity",
    "bp",
    "dr",
    "cores",
    "evolves_from",
    "play",
    "abilities",
    "unencoded",
}


def _parse_card(raw: LineDict, set_name: str) -> CardDef:
    extra = unknown_keys(raw, CARD_FIELDS)
    if extra:
        raise SpecError(f"unknown field(s) {', '.join(extra)}")
    for required in ("id", "name", "type", "factions"):
        if required not in raw:
            raise SpecError(f"missing field {required!r}")
    try:
        card_type = CardType(raw["type"])
    except ValueError:
        raise SpecError(f"unknown type {raw['type']!r} (one of {', '.join(t.value for t in CardType)})") from None
    factions_raw = raw["factions"] if isinstance(raw["factions"], list) else [raw["factions"]]
    try:
        factions = tuple(Faction(f) for f in factions_raw)
    except ValueError:
        raise SpecError(f"unknown faction in {factions_raw!r}") from None
    cost_raw = raw.get("cost")
    x_cost = cost_raw == "X"
    cost = 0 if x_cost else cost_raw
    if card_type is CardType.CHARACTER:
        if cost is not None:
            raise SpecError("a Character card has no energy cost")
    elif not isinstance(cost, int) or isinstance(cost, bool) or cost < 0:
        raise SpecError(f"cost must be a whole number 0 or more, or X; got {cost_raw!r}")
    bp, dr = raw.get("bp"), raw.get("dr")
    if card_type in (CardType.CHARACTER, CardType.EVO):
        if not isinstance(bp, int) or not isinstance(dr, int):
            raise SpecError(f"a {card_type.value} card needs whole-number bp and dr")
    elif bp is not None or dr is not None:
        raise SpecError(f"a {card_type.value} card has no bp or dr")
    core_types: tuple[CoreType, ...] = ()
    if card_type is CardType.CHARACTER:
        cores = raw.get("cores")
        if not isinstance(cores, list) or len(cores) != 2 or any(c not in CORE_CODES for c in cores):
            raise SpecError(f"a Character card needs cores: two of {', '.join(CORE_CODES)} (rule 2.11.1)")
        core_types = tuple(CORE_CODES[c] for c in cores)
    evolves_from = raw.get("evolves_from")
    if card_type is CardType.EVO and not evolves_from:
        raise SpecError("an Evo card needs evolves_from (rule 3.3.1)")
    play = PlaySpec.parse(raw["play"]) if "play" in raw else None
    if play is not None and card_type is CardType.CHARACTER:
        raise SpecError("a Character card is never played; give it abilities instead")
    abilities = parse_abilities(raw.get("abilities"))
    in_hand_only = all(a.kind == "trigger" and a.event == "this_discarded" for a in abilities)
    if abilities and card_type in (CardType.ACTION, CardType.FLIP) and not in_hand_only:
        raise SpecError(
            f"a {card_type.value} card does what its play says; abilities are for cards in play "
            "(only a this_discarded trigger works from the hand)"
        )
    unencoded = raw.get("unencoded")
    if unencoded is not None and not isinstance(unencoded, str):
        raise SpecError("unencoded must be a short reason in words")
    if card_type in (CardType.ACTION, CardType.FLIP) and play is None and unencoded is None:
        raise SpecError(f"a {card_type.value} card needs play (or unencoded: reason)")
    return CardDef(
        id=str(raw["id"]),
        set=set_name,
        number=str(raw.get("number", str(raw["id"]).split("-", 1)[-1])),
        name=str(raw["name"]),
        type=card_type,
        factions=factions,
        cost=cost,
        x_cost=x_cost,
        rarity=str(raw.get("rarity", "")),
        bp=bp,
        dr=dr,
        core_types=core_types,
        evolves_from=evolves_from,
        play=play,
        abilities=abilities,
        unencoded=unencoded,
        source_line=raw.line,
    )


def _parse_core(raw: LineDict) -> CoreDef:
    allowed = {"id", "number", "type", "bp", "dr", "keywords", "frost", "if_factions", "if_bp", "if_dr"}
    extra = unknown_keys(raw, allowed)
    if extra:
        raise SpecError(f"unknown field(s) {', '.join(extra)}")
    if raw.get("type") not in CORE_CODES:
        raise SpecError(f"type must be one of {', '.join(CORE_CODES)}")
    keywords = raw.get("keywords", [])
    return CoreDef(
        id=str(raw["id"]),
        number=int(raw["number"]),
        type=CORE_CODES[raw["type"]],
        bp=int(raw.get("bp", 0)),
        dr=int(raw.get("dr", 0)),
        keywords=tuple(keywords),
        frost=int(raw.get("frost", 0)),
        condition_factions=tuple(Faction(f) for f in raw.get("if_factions", [])),
        condition_bp=int(raw.get("if_bp", 0)),
        condition_dr=int(raw.get("if_dr", 0)),
    )


# what a wrongly written card raises while it is read (SpecError names the problem; the rest are
# shapes the card language did not expect, reported all the same)
CARD_WRITTEN_WRONG = (SpecError, KeyError, ValueError, TypeError, AttributeError, RecursionError)
MAX_SET_BYTES = 16 * MB
SET_VERSION = 1  # a set file without `version` is version 1
MAX_SET_NODES = 2_000_000  # the largest shipped set has about 60,000


def _read_yaml(path: Path, problems: list[Problem]) -> Any:
    try:
        return load_yaml(path, CardSetError, MAX_SET_BYTES, LineLoader, MAX_SET_NODES)
    except CardSetError as exc:
        problems.append(Problem(str(path), exc.line or 0, "", exc.problem))
    return None


def load_catalog(directory: Path | None = None, files: Iterable[Path] | None = None) -> Catalog:
    """Load every card set and the BakuCores; raise CatalogError listing all problems."""
    directory = directory or CARDS_DIR
    problems: list[Problem] = []
    catalog = Catalog()
    set_files = (
        sorted(files) if files is not None else sorted(p for p in directory.glob("*.yaml") if p.name != CORES_FILE)
    )
    for path in set_files:
        doc = _read_yaml(path, problems)
        if doc is None:
            continue
        if not isinstance(doc, dict) or "set" not in doc or not isinstance(doc.get("cards"), list):
            problems.append(Problem(str(path), 1, "", "a set file needs 'set: NAME' and 'cards: [...]'"))
            continue
        try:
            check_version(doc, path, CardSetError, "card set", SET_VERSION)
        except CardSetError as exc:
            problems.append(Problem(str(path), doc.line if isinstance(doc, LineDict) else 1, "", exc.problem))
            continue
        set_name = str(doc["set"])
        ids = catalog.sets.setdefault(set_name, [])
        for raw in doc["cards"]:
            line = getattr(raw, "line", 0)
            label = f"{raw.get('name', '?')} ({raw.get('id', '?')})" if isinstance(raw, dict) else "?"
            if not isinstance(raw, LineDict):
                problems.append(Problem(str(path), line, label, "each card must be a mapping"))
                continue
            try:
                card = _parse_card(raw, set_name)
            except CARD_WRITTEN_WRONG as exc:
                problems.append(Problem(str(path), line, label, str(exc) or type(exc).__name__))
                continue
            if card.id in catalog.cards:
                other = catalog.cards[card.id]
                problems.append(Problem(str(path), line, label, f"duplicate id, first at line {other.source_line}"))
                continue
            catalog.cards[card.id] = card
            ids.append(card.id)
    cores_path = directory / CORES_FILE
    if files is None or cores_path.exists():
        _load_cores(cores_path, catalog, problems)
    if problems:
        raise CatalogError(problems)
    return catalog


def _load_cores(path: Path, catalog: Catalog, problems: list[Problem]) -> None:
    before = len(problems)
    doc = _read_yaml(path, problems)
    if len(problems) > before:
        return
    if not isinstance(doc, dict) or not isinstance(doc.get("cores"), list) or not doc["cores"]:
        problems.append(Problem(str(path), 1, "", "the cores file needs 'cores: [...]' listing the BakuCores"))
        return
    for raw in doc["cores"]:
        line = getattr(raw, "line", 0)
        if not isinstance(raw, LineDict):
            problems.append(Problem(str(path), line, "?", "each BakuCore is a mapping (id, number, type, ...)"))
            continue
        try:
            core = _parse_core(raw)
        except (SpecError, KeyError, ValueError, TypeError) as exc:
            problems.append(Problem(str(path), line, str(raw.get("id", "?")), str(exc)))
            continue
        if core.id in catalog.cores:
            problems.append(Problem(str(path), line, core.id, "duplicate BakuCore id"))
            continue
        catalog.cores[core.id] = core


_CACHE: dict[str, Catalog] = {}


def official_catalog() -> Catalog:
    """The shipped catalogue alone, loaded once per process."""
    if "official" not in _CACHE:
        _CACHE["official"] = load_catalog()
    return _CACHE["official"]


def default_catalog() -> Catalog:
    """The shipped catalogue with the players' own sets beside it (game/games/bakugan/cards/user_cards.py: a set file
    with a problem is left out, never fatal), loaded once per process."""
    if "default" not in _CACHE:
        from game.games.bakugan.cards.user_cards import load_user_sets, with_user_sets

        official = official_catalog()
        _CACHE["default"] = with_user_sets(official, load_user_sets(official))
    return _CACHE["default"]


def timed_load() -> tuple[Catalog, float]:
    start = time.perf_counter()
    catalog = load_catalog()
    return catalog, time.perf_counter() - start

"""Players' own card sets: YAML files in the user's card folder, loaded beside the official sets.

A set file is written like cards/*.yaml (the format guide for players: docs/OWN_CARDS.md). Each
file is checked on its own, with file and line for every problem; a file with a problem is left
out (and reported by `cards check`), so the app never dies on one. A player's card may never take
an official card's id, nor a set an official set's name: the official cards stay as printed.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from game.files import paths
from game.games.bakugan.cards.catalog import Catalog, CatalogError, Problem, _read_yaml, load_catalog
from game.games.bakugan.cards.model import CARD_ID_PATTERN, CardDef

CARDS_ENV = "BAKUGAN_USER_CARDS"  # tests and portable installs point the folder elsewhere


def user_cards_dir() -> Path:
    """The folder of players' own set files (the one place to repoint it)."""
    env = os.environ.get(CARDS_ENV)
    return Path(env) if env else paths.user_cards_dir()


@dataclass
class UserSets:
    """What the user's folder gave: the sets that loaded and the problems of those that did not."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    sets: dict[str, list[str]] = field(default_factory=dict)
    problems: list[Problem] = field(default_factory=list)


def check_set_file(path: Path, official: Catalog) -> tuple[Catalog | None, list[Problem]]:
    """One set file against the official cards: the set, or every problem with its line."""
    problems = _official_clashes(path, official)
    try:
        loaded = load_catalog(path.parent, files=[path])
    except CatalogError as exc:
        return None, sorted([*exc.problems, *problems], key=lambda p: p.line)
    if not loaded.cards and not problems:
        problems = [Problem(str(path), 1, "", "holds no cards (a set file is `set: NAME` and a list of `cards:`)")]
    return (None, problems) if problems else (loaded, [])


def _official_clashes(path: Path, official: Catalog) -> list[Problem]:
    """The set's name or a card's id taken from the official sets (read from the raw file, so
    they are reported even beside other problems)."""
    doc = _read_yaml(path, [])
    if not isinstance(doc, dict):
        return []
    problems = []
    name = str(doc.get("set", ""))
    if name in official.sets:
        problems.append(Problem(str(path), 1, "", f"set name {name!r} is an official set's; choose another"))
    for raw in doc.get("cards") or []:
        card_id = raw.get("id") if isinstance(raw, dict) else None
        if isinstance(card_id, str) and not re.fullmatch(CARD_ID_PATTERN, card_id):
            problems.append(
                Problem(
                    str(path),
                    getattr(raw, "line", 0),
                    f"{raw.get('name', '?')} ({card_id})",
                    "an id is a set code of 2 to 12 small letters or digits, a dash and a number, like fan-1",
                )
            )
        if isinstance(card_id, str) and card_id in official.cards:
            first = official.cards[card_id]
            problems.append(
                Problem(
                    str(path),
                    getattr(raw, "line", 0),
                    f"{raw.get('name', '?')} ({card_id})",
                    f"id {card_id!r} is the official card {first.name!r} ({first.set}): "
                    "players' own cards take ids of their own",
                )
            )
    return problems


def load_user_sets(official: Catalog, directory: Path | None = None) -> UserSets:
    """Every *.yaml in the folder, each checked on its own; a card id used by two files is
    kept from the first file (by name) and reported in the second."""
    found = UserSets()
    folder = directory or user_cards_dir()
    if not folder.is_dir():
        return found
    for path in sorted(folder.glob("*.yaml")):
        loaded, problems = check_set_file(path, official)
        if loaded is not None:
            clashes = [c for c in loaded.cards.values() if c.id in found.cards]
            problems = [
                Problem(str(path), c.source_line, c.label, f"id {c.id!r} is already used by another of your sets")
                for c in clashes
            ]
        if problems or loaded is None:
            found.problems.extend(problems)
            continue
        found.cards.update(loaded.cards)
        for name, ids in loaded.sets.items():
            found.sets.setdefault(name, []).extend(ids)
    return found


def with_user_sets(official: Catalog, user: UserSets) -> Catalog:
    """The official catalogue with the user's sets beside it (the official one is left as it was)."""
    if not user.cards:
        return official
    sets = dict(official.sets)
    for name, ids in user.sets.items():
        sets[name] = list(ids)
    return Catalog(cards={**official.cards, **user.cards}, cores=official.cores, sets=sets)


def is_players_own(card: CardDef, official: Catalog) -> bool:
    return card.id not in official.cards

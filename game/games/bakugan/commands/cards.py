"""`cards check`, `cards coverage` and `cards show` for Bakugan: the catalogue and sets of one's own."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog, timed_load
from game.games.bakugan.cards.model import Catalog
from game.games.bakugan.cards.text import card_header, card_text
from game.games.bakugan.cards.user_cards import check_set_file, load_user_sets, user_cards_dir


def check_cards(files: Sequence[Path]) -> int:
    try:
        catalog, seconds = timed_load()
    except CatalogError as exc:
        print(exc)
        return 1
    if files:
        return check_own_sets(files, catalog)
    print(f"{len(catalog.cards)} cards and {len(catalog.cores)} BakuCores load cleanly ({seconds * 1000:.0f} ms)")
    own = load_user_sets(catalog)
    folder = user_cards_dir()
    if own.cards or own.problems:
        print(f"your own cards ({folder}): {len(own.cards)} in {len(own.sets)} set(s) load cleanly")
    for problem in own.problems:
        print(f"  {problem}")
    return 1 if own.problems else 0


def check_own_sets(paths: Sequence[Path], official: Catalog) -> int:
    """`cards check FILE`: each file as a set of a player's own cards, every problem with its line."""
    failed = 0
    for path in paths:
        loaded, problems = check_set_file(path, official)
        if loaded is None:
            failed += 1
            print(f"{path}: {len(problems)} problem(s)")
            for problem in problems:
                print(f"  {problem}")
            continue
        names = ", ".join(loaded.sets)
        print(f"{path}: {len(loaded.cards)} card(s) of {names} load cleanly")
    return 1 if failed else 0


def card_coverage(listing: bool) -> int:
    catalog = default_catalog()  # a CatalogError is reported by the command line (exit 1)
    total = encoded = 0
    missing: list[str] = []
    for set_name, ids in catalog.sets.items():
        cards = [catalog.cards[i] for i in ids]
        done = sum(c.is_encoded for c in cards)
        print(f"{set_name:18s} {done:4d} / {len(cards):4d} encoded")
        total += len(cards)
        encoded += done
        missing.extend(f"  {c.id:8s} {c.name}: {c.unencoded}" for c in cards if not c.is_encoded)
    reasons = Counter(c.unencoded for c in catalog.cards.values() if c.unencoded)
    if reasons:
        print("what is missing, by reason:")
        for reason, n in reasons.most_common():
            print(f"  {n:4d}  {reason}")
    if listing and missing:
        print("cards not encoded:")
        print("\n".join(missing))
    print(f"encoded {encoded} / {total} cards")
    return 0


def compact(value: Any) -> str:
    """A dataclass tree without its default fields: the encoded structure, readable."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = []
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            default = (
                f.default
                if f.default is not dataclasses.MISSING
                else (f.default_factory() if f.default_factory is not dataclasses.MISSING else dataclasses.MISSING)
            )
            if item == default or item in ((), None):
                continue
            parts.append(f"{f.name}={compact(item)}")
        return f"{type(value).__name__}({', '.join(parts)})"
    if isinstance(value, tuple):
        return "[" + ", ".join(compact(v) for v in value) + "]"
    if isinstance(value, Enum):
        return str(value.value)
    return repr(value)


def show_card(name: str) -> int:
    catalog = default_catalog()  # a CatalogError is reported by the command line (exit 1)
    found = catalog.find(name)
    if not found:
        close = [c for c in catalog.cards.values() if name.lower() in c.name.lower()][:10]
        print(f"no card named {name!r}" + (": did you mean " + ", ".join(c.label for c in close) if close else ""))
        return 1
    for card in found:
        print(card_header(card))
        print(f"  set: {card.set} #{card.number}, rarity: {card.rarity}")
        print(f"  text: {card_text(card) or '(no text)'}")
        if card.play is not None:
            print(f"  play: {compact(card.play)}")
        for ability in card.abilities:
            print(f"  ability: {compact(ability)}")
    return 0

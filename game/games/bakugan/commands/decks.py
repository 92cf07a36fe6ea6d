"""`decks validate` and `decks list` for Bakugan."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path, validate_deck


def validate_decks(names: Sequence[str], playable: bool) -> int:
    """Each deck against the deck-building rules (and, with --playable, every card encoded)."""
    try:
        catalog = default_catalog()
    except CatalogError as exc:
        print(exc)
        return 1
    failed = 0
    for name in names:
        try:
            deck = load_deck(resolve_deck_path(name))
        except DeckFileError as exc:
            print(exc if exc.path else f"{name}: {exc}")
            failed += 1
            continue
        violations = validate_deck(deck, catalog, require_encoded=playable)
        if violations:
            failed += 1
            print(f"{deck.path}: INVALID ({len(violations)} violation{'s' if len(violations) != 1 else ''})")
            for v in violations:
                print(f"  - {v}")
        else:
            print(f"{deck.path}: valid ({deck.name}, {len(deck.cards)} cards)")
    return 1 if failed else 0


def list_decks() -> int:
    for path in ready_decks():
        try:
            deck = load_deck(path)
        except DeckFileError as exc:
            print(f"{path.stem:28s} (cannot be read: {exc.problem})")
            continue
        print(f"{path.stem:28s} {deck.name}: {deck.description}")
    return 0

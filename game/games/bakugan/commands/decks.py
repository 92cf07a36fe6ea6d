"""`decks validate` and `decks list` for Bakugan. A card catalogue that cannot be read is a
CatalogError, which the command line reports with its file and line (exit 1)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import Catalog
from game.games.bakugan.decks import DeckFileError, DeckList, load_deck, ready_decks, resolve_deck_path, validate_deck
from game.games.deck_checks import Verdict, validate_each


def read_deck(name: str) -> DeckList:
    return load_deck(resolve_deck_path(name))


def validate_decks(names: Sequence[str], playable: bool) -> int:
    """Each deck against the deck-building rules (and, with --playable, every card encoded)."""
    return validate_each(names, read_deck, judge_deck(default_catalog(), playable), DeckFileError)


def judge_deck(catalog: Catalog, playable: bool = False) -> Callable[[DeckList], Verdict]:
    """A deck against the deck-building rules (1.1.2, 1.2, 1.10.1, 2.11.2, 4.2.1)."""

    def judge(deck: DeckList) -> Verdict:
        violations = validate_deck(deck, catalog, require_encoded=playable)
        return Verdict(str(deck.path), f"{deck.name}, {len(deck.cards)} cards", violations)

    return judge


def list_decks() -> int:
    return list_ready(lambda deck: f"{deck.name}: {deck.description}")


def list_ready(describe: Callable[[DeckList], str]) -> int:
    """A line for each ready deck: its name and what `describe` says of it."""
    for path in ready_decks():
        try:
            deck = load_deck(path)
        except DeckFileError as exc:
            print(f"{path.stem:28s} (cannot be read: {exc.problem})")
            continue
        print(f"{path.stem:28s} {describe(deck)}")
    return 0

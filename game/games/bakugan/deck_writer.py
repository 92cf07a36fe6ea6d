"""Writing a deck as a cards/bakugan/decks YAML file, laid out like the ready decks (one card line per
entry, with the card's name, type and faction as a comment)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import yaml

from game.files.atomic_write import write_text_atomic
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList


def _scalar(value: str) -> str:
    """The value bare when YAML reads it back unchanged, else as a double-quoted string."""
    try:
        plain_ok = yaml.safe_load(f"k: {value}") == {"k": value}
    except yaml.YAMLError:
        plain_ok = False
    return value if plain_ok and value == value.strip() else json.dumps(value, ensure_ascii=False)


def _comment(card_id: str, catalog: Catalog) -> str:
    card = catalog.cards.get(card_id)
    if card is None:
        return "unknown card"
    return f"{card.name} ({card.type.value}, {'/'.join(f.value for f in card.factions)})"


def deck_yaml(deck: DeckList, catalog: Catalog) -> str:
    lines = [f"name: {_scalar(deck.name)}"]
    if deck.description:
        lines.append(f"description: {json.dumps(deck.description, ensure_ascii=False)}")
    lines.append(f"characters: [{', '.join(deck.characters)}]")
    lines.append(f"cores: [{', '.join(deck.cores)}]")
    lines.append("cards:")
    for card_id, count in Counter(deck.cards).items():
        lines.append(f"  - {count} {card_id:<8} # {_comment(card_id, catalog)}")
    return "\n".join(lines) + "\n"


def save_deck(deck: DeckList, path: Path, catalog: Catalog) -> None:
    write_text_atomic(path, deck_yaml(deck, catalog))

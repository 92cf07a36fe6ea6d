"""Card and core definitions, actions and the card language pickle (tasks and results cross process
boundaries), compiled or not: a compiled frozen dataclass pickles through game/frozen.py."""

from __future__ import annotations

import pickle

from game.catalog import default_catalog


def test_every_card_and_core_definition_pickles() -> None:
    catalog = default_catalog()
    for definition in [*catalog.cards.values(), *catalog.cores.values()]:
        copy = pickle.loads(pickle.dumps(definition))
        assert copy == definition
        assert copy.label == definition.label

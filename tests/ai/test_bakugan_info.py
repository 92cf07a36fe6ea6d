"""A computer player's reading of the Bakugan in its view: reused only for an unchanged entry."""

from __future__ import annotations

import copy

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.bakugan.players.bakugan_info import _info, read_bakugan


def _entries() -> list[dict[str, object]]:
    deck = load_deck(resolve_deck_path("aquos_flow"))
    first, second = deck.characters[0], deck.characters[1]
    return [
        {"bid": 0, "owner": 0, "controller": 0, "open": False, "face_up": False, "in_brawl": False,
         "character": first, "evos": [], "cores": []},
        {"bid": 1, "owner": 1, "controller": 1, "open": True, "face_up": True, "in_brawl": True,
         "character": second, "evos": [], "cores": [], "bp": 450, "dr": 2, "frost": 0, "keywords": []},
    ]  # fmt: skip


def test_an_entry_equal_to_the_last_one_read_gives_the_same_reading() -> None:
    catalog = default_catalog()
    entries = _entries()
    first = read_bakugan(entries, catalog, seat=0)
    again = read_bakugan(copy.deepcopy(entries), catalog, seat=0)
    assert again == first
    assert again[1] is first[1]  # reused, not worked out again


def test_a_changed_entry_is_read_again() -> None:
    catalog = default_catalog()
    entries = _entries()
    read_bakugan(entries, catalog, seat=0)
    changed = copy.deepcopy(entries)
    changed[1]["bp"] = 650
    changed[0]["open"] = True
    now = read_bakugan(changed, catalog, seat=0)
    assert now[1].bp == 650 and now[0].open
    assert now == {e["bid"]: _info(e, catalog) for e in changed}
    # and another seat's view is read on its own (what it sees may differ)
    assert read_bakugan(entries, catalog, seat=1) == {e["bid"]: _info(e, catalog) for e in entries}

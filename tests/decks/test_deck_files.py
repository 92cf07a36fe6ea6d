"""Deck files written like the ready decks, and the plain text list read back line by line."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import SET_CODES
from game.games.bakugan.deck_text import export_text, import_text
from game.games.bakugan.deck_writer import deck_yaml, save_deck
from game.games.bakugan.decks import DeckList, load_deck, ready_decks, validate_deck


def same_deck(a: DeckList, b: DeckList) -> bool:
    return (a.name, a.description, a.characters, a.cores, a.cards) == (
        b.name,
        b.description,
        b.characters,
        b.cores,
        b.cards,
    )


@pytest.mark.parametrize("path", ready_decks(), ids=lambda p: p.stem)
def test_writing_a_ready_deck_gives_back_its_file_byte_for_byte(path: Path) -> None:
    assert deck_yaml(load_deck(path), default_catalog()) == path.read_text(encoding="utf-8")


def test_a_saved_deck_loads_back_with_awkward_names(tmp_path: Path) -> None:
    deck = load_deck(ready_decks()[0])
    deck.name = 'Tricky: "quoted" # not a comment'
    deck.description = "Line with: colons, 'quotes' and #hash"
    save_deck(deck, tmp_path / "d.yaml", default_catalog())
    assert same_deck(load_deck(tmp_path / "d.yaml"), deck)


@pytest.mark.parametrize("path", ready_decks(), ids=lambda p: p.stem)
def test_text_export_reads_back_to_the_same_deck(path: Path) -> None:
    catalog = default_catalog()
    deck = load_deck(path)
    result = import_text(export_text(deck, catalog), catalog)
    assert result.problems == []
    assert same_deck(result.deck, deck)


def test_a_hand_written_list_with_bad_lines_reports_each_by_number_and_keeps_the_rest() -> None:
    catalog = default_catalog()
    source = "\n".join(
        [
            "# my list",  # 1
            "3 Ice Barrier (bb)",  # 2: name and set code
            "2x bb-7",  # 3: bare id
            "Ebb",  # 4: a name no other card has, no count: one copy
            "1 Ice Barier",  # 5: misspelt
            "4 Ice Barrier (Battle Brawlers)",  # 6: set name
            "1 Hyper Cubbo (aa)",  # 7: two cards share this name and set
            "0 Ice Barrier",  # 8: no copies
            "Cores:",  # 9
            "core-40 (whatever)",  # 10
            "Magic Shield",  # 11: not an id
            "core-999",  # 12
            "Characters:",  # 13
            "Goreene Ultra (aa-164)",  # 14
            "Goreene Ultra (bb-13)",  # 15: id and name disagree
        ]
    )
    result = import_text(source, catalog, default_name="mine")
    bad = {p.line: p.message for p in result.problems}
    assert set(bad) == {5, 7, 8, 11, 12, 15}, bad
    assert "did you mean Ice Barrier" in bad[5]
    assert "aa-80" in bad[7] and "write the id" in bad[7]
    assert "bb-13 is Ice Barrier" in bad[15]
    deck = result.deck
    assert deck.name == "mine"
    assert deck.cards.count("bb-13") == 7 and deck.cards.count("bb-7") == 3
    assert deck.cores == ["core-40"] and deck.characters == ["aa-164"]
    assert "line 5" in str(result.problems[0])
    # rules are checked by the deck rules, not by the reader: seven Ice Barriers break rule 1.2.1
    assert any(v.rule == "1.2.1" for v in validate_deck(deck, catalog))


def test_a_name_in_two_sets_needs_the_set_or_the_id() -> None:
    catalog = default_catalog()
    both = catalog.find("Lightning")
    assert len({c.set for c in both}) > 1
    result = import_text("Deck:\n2 Lightning\n", catalog)
    assert [p.line for p in result.problems] == [2] and "more than one card" in result.problems[0].message
    first = both[0]
    assert import_text(f"2 Lightning ({SET_CODES[first.set]})", catalog).deck.cards == [first.id] * 2

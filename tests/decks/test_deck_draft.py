"""Editing a deck: cards in and out, the team and the BakuCores it needs, unsaved changes."""

from __future__ import annotations

from collections import Counter

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.decks import load_deck, ready_decks


def test_adding_keeps_copies_together_and_removing_takes_one_copy() -> None:
    draft = DeckDraft(default_catalog())
    for card_id in ("bb-13", "bb-7", "bb-13"):
        assert draft.add(card_id) == ""
    assert draft.deck.cards == ["bb-13", "bb-13", "bb-7"] and draft.dirty
    assert draft.remove("bb-13") and draft.deck.cards == ["bb-13", "bb-7"]
    assert not draft.remove("bb-999")


def test_a_fourth_character_is_refused_citing_rule_1_1_2() -> None:
    catalog = default_catalog()
    draft = DeckDraft(catalog)
    characters = [c.id for c in catalog.cards.values() if c.type is CardType.CHARACTER][:4]
    for card_id in characters[:3]:
        assert draft.add(card_id) == ""
    reason = draft.add(characters[3])
    assert "rule 1.1.2" in reason and draft.deck.characters == characters[:3]


def test_the_cores_follow_the_team_indicators_and_keep_earlier_choices() -> None:
    catalog = default_catalog()
    deck = load_deck(ready_decks()[0])
    draft = DeckDraft(catalog)
    for card_id in deck.characters:
        draft.add(card_id)
    needed = Counter(t for c in deck.characters for t in catalog.cards[c].core_types)
    assert Counter(catalog.cores[c].type for c in draft.deck.cores) == needed
    assert not [v for v in draft.violations() if v.rule == "1.2.3"]
    draft.cycle_core(0)
    chosen = draft.deck.cores[0]
    draft.remove(deck.characters[2])
    draft.add(deck.characters[2])
    assert chosen in draft.deck.cores  # the Characters that stayed kept their BakuCores


def test_cycling_a_core_stays_within_its_type() -> None:
    draft = DeckDraft(default_catalog(), load_deck(ready_decks()[0]))
    kind = draft.catalog.cores[draft.deck.cores[2]].type
    seen = set()
    for _ in range(len(draft.cores_of(kind))):
        draft.cycle_core(2)
        seen.add(draft.deck.cores[2])
        assert draft.catalog.cores[draft.deck.cores[2]].type is kind
    assert seen == set(draft.cores_of(kind))


def test_a_ready_deck_is_known_as_one() -> None:
    assert DeckDraft(default_catalog(), load_deck(ready_decks()[0])).is_ready_deck()
    assert not DeckDraft(default_catalog()).is_ready_deck()


def test_an_imported_team_with_missing_cores_can_be_fitted() -> None:
    deck = load_deck(ready_decks()[0])
    deck.cores = deck.cores[:2]
    draft = DeckDraft(default_catalog(), deck)
    assert not draft.cores_fit_team()
    draft.fit_cores()
    assert draft.cores_fit_team() and len(draft.deck.cores) == 6
    assert not [v for v in draft.violations() if v.rule in ("1.2.3", "1.1.2")]

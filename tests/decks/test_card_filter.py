"""Filtering the catalogue the way the deck editor's controls do."""

from __future__ import annotations

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.cards.filter import CardFilter, filter_cards
from game.games.bakugan.cards.model import CardType, Faction
from game.games.bakugan.cards.text import card_text


def test_each_filter_narrows_and_every_card_shown_matches() -> None:
    catalog = default_catalog()
    everything = filter_cards(catalog, CardFilter())
    assert len(everything) == len(catalog.cards)
    wanted = CardFilter(factions={Faction.AQUOS}, types={CardType.EVO}, costs={"3", "4"}, min_bp=500)
    shown = filter_cards(catalog, wanted)
    assert 0 < len(shown) < len(everything)
    for card in shown:
        assert Faction.AQUOS in card.factions and card.type is CardType.EVO
        assert card.cost in (3, 4) and card.bp is not None and card.bp >= 500


def test_text_search_reads_names_ids_and_generated_card_text() -> None:
    catalog = default_catalog()
    assert [c.id for c in filter_cards(catalog, CardFilter(text="bb-13"))] == ["bb-13"]
    ice = filter_cards(catalog, CardFilter(text="ice barrier"))
    assert "bb-13" in {c.id for c in ice}
    frost = filter_cards(catalog, CardFilter(text="froststrike"))
    assert frost and all("froststrike" in f"{c.name} {card_text(c)}".lower() for c in frost)
    assert len(frost) > len([c for c in frost if "froststrike" in c.name.lower()])  # found in the text too
    assert filter_cards(catalog, CardFilter(text="no card says zzqx")) == []


def test_characters_come_first_then_cheaper_cards() -> None:
    shown = filter_cards(default_catalog(), CardFilter(factions={Faction.PYRUS}))
    kinds = [c.type for c in shown]
    assert kinds[0] is CardType.CHARACTER
    actions = [c.cost or 0 for c in shown if c.type is CardType.ACTION]
    assert actions == sorted(actions)

"""The Fusion World deck being edited: Leader, cards in and out, live rule problems, saving."""

from __future__ import annotations

from pathlib import Path

from game.games.fusion_world.cards import default_pool
from game.games.fusion_world.deck_draft import FwDraft
from game.games.fusion_world.decks import load_fw_deck, resolve_fw_deck, validate_fw_deck


def test_a_draft_round_trips_through_its_file(tmp_path: Path) -> None:
    pool = default_pool()
    draft = FwDraft.of(load_fw_deck(resolve_fw_deck("ember_rush")))
    draft.name = 'Ember "Mk 2"'
    path = draft.save(tmp_path)
    again = load_fw_deck(path)
    assert again.name == 'Ember "Mk 2"' and again.cards == draft.deck().cards
    assert validate_fw_deck(again, pool) == []


def test_rules_are_listed_live() -> None:
    pool = default_pool()
    draft = FwDraft()
    assert any(p.startswith("rule 5.1") for p in draft.problems(pool))
    draft.add("FW-G00", pool)  # a Leader card becomes the Leader
    assert draft.leader == "FW-G00" and draft.size == 0
    for _ in range(5):
        draft.add("FW-G01", pool)
    assert any(p.startswith("rule 5.4") for p in draft.problems(pool))
    draft.remove("FW-G01")
    assert not any(p.startswith("rule 5.4") for p in draft.problems(pool))
    assert any(p.startswith("rule 5.2") for p in draft.problems(pool))

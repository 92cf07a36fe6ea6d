"""Counts worded in the right number on every screen ('Batch: 1 card', 'Batch has 2 cards')."""

from __future__ import annotations

from game.ui.words import counted


def test_one_is_singular_and_every_other_count_plural() -> None:
    assert counted(1, "card") == "1 card"
    assert counted(2, "card") == "2 cards"
    assert counted(0, "card") == "0 cards"

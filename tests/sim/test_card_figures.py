"""Per-card figures: counted by hand on a few games, every card of the deck listed, and the
Markdown table shows them all with their intervals and the bias warning."""

from __future__ import annotations

import pytest

from game.sim.card_figures import BIAS_OF_PLAYED, SideGame, card_figures
from game.sim.card_figures_md import card_table
from game.sim.wilson import rate


def _games() -> list[SideGame]:
    return [
        SideGame(opening=["a", "b"], drawn={"a": 1, "b": 1, "c": 1}, won=True, played={"a": 1}),
        SideGame(opening=["b"], drawn={"b": 2}, won=False, played={"b": 1}),
        SideGame(opening=["c"], drawn={"c": 1, "a": 1}, won=True),
        SideGame(opening=["b"], drawn={"b": 1}, won=False),
        SideGame(opening=["a"], drawn={"a": 1}, won=None),  # unfinished: counted in per-game figures only
    ]


def test_figures_counted_by_hand() -> None:
    figures = card_figures(_games(), {"a": 2, "b": 1, "c": 1, "never": 3})
    a = figures["a"]
    assert a["copies"] == 2
    assert a["won_when_drawn"]["n"] == 2 and a["won_when_drawn"]["successes"] == 2  # games 1 and 3
    assert a["won_in_opening_hand"]["n"] == 1 and a["won_in_opening_hand"]["successes"] == 1
    assert a["won_drawn_later"]["n"] == 1  # game 3
    assert a["won_never_drawn"]["n"] == 2 and a["won_never_drawn"]["successes"] == 0  # games 2 and 4
    assert a["improvement_when_drawn"]["rate"] == pytest.approx(1.0)
    assert a["opening_hand_effect"]["rate"] == pytest.approx(1.0 - 1 / 3)
    assert a["drawn_per_game"] == pytest.approx(3 / 5)
    assert a["won_when_played"]["n"] == 1 and a["won_when_played"]["bias"] == BIAS_OF_PLAYED
    b = figures["b"]
    assert b["won_in_opening_hand"] == rate(1, 3)
    assert b["won_never_drawn"] == rate(1, 1)
    assert figures["never"]["games_drawn"] == 0 and figures["never"]["won_never_drawn"] == rate(2, 4)
    assert figures["never"]["copies"] == 3


def test_table_lists_every_card_of_the_deck() -> None:
    figures = card_figures(_games(), {"a": 2, "b": 1, "c": 1, "never": 3})
    lines = card_table(figures)
    rows = [line for line in lines if line.startswith("| ") and not line.startswith("| Card")]
    assert len(rows) == 4
    assert any(row.startswith("| never (never)") for row in rows)
    text = "\n".join(lines)
    assert "Opening-hand effect" in text and "biased" in text and "†" in text

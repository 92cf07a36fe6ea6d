"""The per-card table of a report (game/sim/card_figures.py's figures), every card of the deck,
with what the figures can and cannot say."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.sim.markdown import FEW_NOTE, points, short_pct, table

READING = (
    "Per card, over the finished games (win rates in %, 95% intervals; differences in points). "
    "**Opening-hand effect** (won with the card in the opening hand minus without it) is the fair "
    "figure: the shuffle deals the opening hand whatever happens later. **Improvement when drawn** "
    "(won when drawn, opening hand or later, minus won when never drawn) leans towards cards that "
    "long games reach. Sorted by the opening-hand effect. Win rates when a card was played are "
    "left out: they are biased (a card is played when the game calls for it: a Bakugan Flip card when "
    "damage flips it, mostly in lost games); report.json keeps them with that warning."
)


def card_table(
    cards: Mapping[str, Mapping[str, Any]], extra: Sequence[tuple[str, str]] = (), note: bool = True
) -> list[str]:
    """Every card's row; `extra` adds (header, key) columns of per-game counts after Played/game."""
    order = sorted(
        cards.items(),
        key=lambda kv: (-float(kv[1]["opening_hand_effect"]["rate"]), -int(kv[1]["copies"]), kv[0]),
    )
    rows = []
    for card_id, c in order:
        name = str(c.get("name", card_id))
        kind = f", {c['type']}" if c.get("type") else ""
        rows.append(
            [
                f"{name} ({card_id}{kind})",
                str(c["copies"]),
                f"{c['drawn_per_game']:.2f}",
                f"{c['played_per_game']:.2f}",
                *(f"{float(c.get(key, 0.0)):.2f}" for _, key in extra),
                short_pct(c["won_when_drawn"]),
                short_pct(c["won_in_opening_hand"]),
                short_pct(c["won_drawn_later"]),
                short_pct(c["won_never_drawn"]),
                points(c["improvement_when_drawn"]),
                points(c["opening_hand_effect"]),
            ]
        )
    header = [
        "Card",
        "Copies",
        "Drawn/game",
        "Played/game",
        *(title for title, _ in extra),
        "Won when drawn",
        "In opening hand",
        "Drawn later",
        "Never drawn",
        "Improvement when drawn",
        "Opening-hand effect",
    ]
    lines = [READING, ""] if note else []
    return [*lines, *table(header, rows), "", FEW_NOTE]

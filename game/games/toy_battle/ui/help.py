"""F1 at the Toy Battle table: its mouse, and the game in a few lines."""

from __future__ import annotations

from game.ui.help_overlay import HelpPage

KEYS: tuple[tuple[str, str], ...] = (
    ("Click a lit cell", "place a BakuCore there (setup)"),
    ("Click a Bakugan", "select one of your closed Bakugan for the brawl"),
    ("Throw", "throw the selected Bakugan: the roll decides what opens"),
)

NOTES: tuple[tuple[str, str], ...] = (
    (
        "The game",
        "Toy Battle is played with the Bakugan alone, no cards: each player brings three Bakugan and "
        "six BakuCores. The players place their cores in turn, and whoever placed last starts. Each "
        "turn both select a closed Bakugan and throw. If only one opens, it wins the brawl; if both do, "
        "the higher B-Power wins (a BakuCore's bonus counts for the Bakugan that opens on it), the "
        "starting player winning ties; the loser retracts; if neither opens, both throw again. A player "
        "wins once all three of their Bakugan are open after winning a brawl.",
    ),
    ("Nothing is hidden", "Every decision is taken on the shared screen: two people need no hand-over."),
)

PAGE = HelpPage("Toy Battle: help", KEYS, NOTES)

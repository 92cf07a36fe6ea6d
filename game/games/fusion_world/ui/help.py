"""F1 at the Fusion World table: its keys and mouse, and the game in a few lines (rules numbered
as game/games/fusion_world/rulebook.py numbers them)."""

from __future__ import annotations

from game.ui.help_overlay import HelpPage

KEYS: tuple[tuple[str, str], ...] = (
    ("Click a lit card", "see what it can do, then click a button"),
    ("Click a button", "do that: play, attack, combo, block, end the turn..."),
    ("Redraw", "click the cards to return, then Redraw (or Keep this hand)"),
    ("Ctrl+S", "save the game (or Save at the top right)"),
)

NOTES: tuple[tuple[str, str], ...] = (
    (
        "Winning",
        "You win when your opponent's life area is empty (rule 2.1) or their deck is (2.2). Each "
        "player starts with 8 life cards, face down (6.5).",
    ),
    (
        "A turn",
        "Charge a hand card as energy (7.3), then in the main phase (8) pay energy to play battle "
        "and extra cards, use abilities and attack the opposing Leader or a battle card (8.4). The "
        "defender may block with a Blocker (8.4.3) and both sides add combo cards (11); the higher "
        "power wins, ties go to the attacker (10.3). A defeated Leader's player takes a life card "
        "into the hand (10.3.1).",
    ),
    (
        "Reading the table",
        "Your side is at the bottom, your hand under it; exhausted cards are dimmed. The panel on "
        "the right has both players' life, deck, hand and drop counts, the selected card's text and "
        "the log with rule numbers.",
    ),
)

PAGE = HelpPage("Fusion World: help", KEYS, NOTES)

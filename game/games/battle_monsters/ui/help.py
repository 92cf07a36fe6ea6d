"""F1 at the Battle Monsters table: its keys and mouse, and the game in a few lines (rules numbered
as game/games/battle_monsters/rulebook.py numbers them)."""

from __future__ import annotations

from game.ui.help_overlay import HelpPage

KEYS: tuple[tuple[str, str], ...] = (
    ("Click a lit card", "see what it can do: summon, reveal, switch, attack"),
    ("Click a button", "do that; Draw, Discard or Skip ends your turn"),
    ("Click a lit target", "attack it with the selected monster"),
    ("Hover a card", "read its text on the right (cards you may see)"),
    ("More choices...", "the next page of buttons when they do not all fit"),
)

NOTES: tuple[tuple[str, str], ...] = (
    (
        "Winning",
        "Each player starts with 5 lives and 5 cards (2.3). A player whose lives reach 0 loses (3.1), "
        "and so does one whose supply deck has run out (3.2); a player may surrender (3.3).",
    ),
    (
        "A turn",
        "Any sub-actions, then exactly one action, which ends the turn (6.1): Draw, Discard or Skip. "
        "Summon is free (7.5); each card may Reveal, Attack or Switch Mode once a turn (7.1).",
    ),
    (
        "Stances",
        "Attack-Visible cards stand upright, Defence-Visible lie sideways; Invisible ones are face "
        "down (5.1-5.4). Attack mode battles with attack points, defence mode with defence points (4.1); "
        "the loser goes to the graveyard (4.2). Face-down cards apply no effects, traps excepted (5.5).",
    ),
)

PAGE = HelpPage("Battle Monsters: help", KEYS, NOTES)

"""F1 at the Bakugan table (and its menus): the keys and mouse, how to read the cards, and the
BakuCore and faction legends (icon, colour and name)."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui import cards, icons
from game.ui import text, theme
from game.ui.help_overlay import HelpPage
from game.ui.theme import px

KEYS: tuple[tuple[str, str], ...] = (
    ("Click a card", "play it (a yellow edge: you can play it now)"),
    ("Hover a card", "read it in full"),
    ("Hover a BakuCore", "its name and bonus"),
    ("Right click", "cancel a choice"),
    ("Space", "pass, or skip the roll animation"),
    ("Drag on the table", "throw: press, pull back, let go"),
    ("1, 2, 3", "throw style: rolled, slid, spun"),
    ("Mouse wheel", "scroll the log"),
    ("Ctrl+Z", "undo (practice games)"),
)

CARDS = (
    "The cost is on the white gem (X: you choose it). B-Power is on the dark box, Damage Rating on "
    "the red one, keywords on blue chips. Heroes have a gold frame, Evos a steel one, Flip cards a red "
    "tag. Energy cards stand upright while charged and lie sideways once used."
)


def legends(surface: pygame.Surface, area: pygame.Rect) -> None:
    """The BakuCores and factions, each with its icon, colour and name."""
    text.blit(surface, "BakuCores", area.topleft, theme.LARGE, theme.TEXT, bold=True)
    r = px(13)
    line_h = max(2 * r + px(6), theme.font(theme.BODY).get_linesize())
    y = area.y + px(34)
    for kind, name in icons.CORE_NAME.items():
        cards.core_chip(surface, (area.x + r, y + line_h // 2), r, kind)
        words = text.fit(f"{name}: {icons.CORE_ROLE[kind]}", area.width - 2 * r - px(10), theme.BODY)
        text.blit(surface, words, (area.x + 2 * r + px(10), y + line_h // 2), theme.BODY, anchor="midleft")
        y += line_h
    y += px(12)
    text.blit(surface, "Factions", (area.x, y), theme.LARGE, theme.TEXT, bold=True)
    y += px(34)
    col_w = area.width // 2
    for i, faction in enumerate(theme.FACTION):
        x = area.x + (i % 2) * col_w
        row_y = y + (i // 2) * line_h
        cards.faction_badge(surface, faction, (x + r, row_y + line_h // 2), r)
        text.blit(surface, faction, (x + 2 * r + px(10), row_y + line_h // 2), theme.BODY, anchor="midleft")
    y += 3 * line_h + px(12)
    tips = (
        "Closed Bakugan are balls with a seam; open ones stand on the BakuCores they hold, "
        "with their B-Power above them. Settings: size, text, sound, motion, colour-blind palette."
    )
    text.blit_wrapped(surface, tips, pygame.Rect(area.x, y, area.width, area.bottom - y), theme.SMALL, theme.TEXT_DIM)


PAGE = HelpPage("Bakugan: help", KEYS, (("Reading the cards", CARDS),), legends)

"""A Bakugan whose Character card lies face down, as every player sees it: the toy rolled up on the
card (rule 1.4.1), in its Faction's colour, with its name; hovered, what the toy tells and what
stays hidden until the card turns face up (3.2.1). Reads the toy only (rules/toys.py)."""

from __future__ import annotations

import pygame

from game.games.bakugan.rules.toys import Toy
from game.games.bakugan.ui import cards
from game.ui import figures, text, theme
from game.ui.theme import px

HIDDEN_LINE = "Character card face down: its Damage Rating and abilities show when it turns face up"


def draw_toy_on_back(surface: pygame.Surface, toy: Toy, rect: pygame.Rect) -> None:
    """The card back with the toy on it: the closed ball in the Faction's colour, the name below."""
    surface.blit(cards.back(rect.w, rect.h), rect)
    colour = theme.faction_colour(toy.factions)
    r = max(px(6), min(rect.w, rect.h) // 4)
    centre = (rect.centerx, rect.y + rect.h * 2 // 5)
    figures.closed_ball(surface, centre, r, colour, theme.PANEL_DARK)
    if rect.w < px(40):
        return  # a narrow panel: the ball alone (hover names it)
    size = theme.SMALL if rect.w >= px(60) else theme.SMALL - 2
    name = text.render(text.fit(toy.name, rect.w - px(6), size, True), size, theme.TEXT, True)
    where = name.get_rect(midtop=(rect.centerx, centre[1] + r + px(3)))
    where.bottom = min(where.bottom, rect.bottom - px(2))
    pygame.draw.rect(surface, theme.PANEL_DARK, where.inflate(px(6), px(2)), border_radius=4)
    surface.blit(name, where)


def toy_tooltip(surface: pygame.Surface, toy: Toy, owner: str, pos: tuple[int, int], bounds: pygame.Rect) -> None:
    """What a hovered face-down Bakugan shows everyone: its name, Faction and owner, and that the
    rest of its card is hidden."""
    colour = theme.faction_colour(toy.factions)
    factions = " / ".join(toy.factions) or "no Faction"
    lines = [
        text.render(f"{owner}'s {toy.name}", theme.BODY, theme.TEXT, True),
        text.render(f"{factions} Bakugan", theme.SMALL, colour),
        text.render(HIDDEN_LINE, theme.SMALL, theme.TEXT_DIM),
    ]
    r = px(14)
    width = max(line.get_width() for line in lines) + 2 * r + px(20)
    height = max(sum(line.get_height() for line in lines) + px(12), 2 * r + px(10))
    box = pygame.Rect(pos[0] + px(16), pos[1] + px(12), width, height)
    box.clamp_ip(bounds)
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(surface, colour, box, 2, border_radius=8)
    figures.closed_ball(surface, (box.x + px(6) + r, box.y + px(6) + r), r, colour)
    y = box.y + px(6)
    for line in lines:
        surface.blit(line, (box.x + 2 * r + px(14), y))
        y += line.get_height()

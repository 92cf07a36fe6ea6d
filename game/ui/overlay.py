"""Shared drawing for full-screen and dialog scenes: a dimmed backdrop and a centred box."""

from __future__ import annotations

import pygame

from game.ui import text, theme


def dim(surface: pygame.Surface, alpha: int = 170) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 10, 14, alpha))
    surface.blit(veil, (0, 0))


def panel(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 150) -> None:
    """A see-through dark panel (buttons over a drawn title screen stay readable)."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, (8, 10, 18, alpha), veil.get_rect(), border_radius=theme.px(14))
    surface.blit(veil, rect)


def box(surface: pygame.Surface, width: int, height: int, title: str) -> pygame.Rect:
    rect = pygame.Rect(0, 0, width, height)
    rect.center = surface.get_rect().center
    pygame.draw.rect(surface, theme.PANEL, rect, border_radius=12)
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, 2, border_radius=12)
    text.blit(
        surface, title, (rect.centerx, rect.y + theme.px(18)), theme.LARGE + 4, theme.TEXT, bold=True, anchor="midtop"
    )
    return rect


def column_buttons(
    keys: list[tuple[str, str]], centre_x: int, top: int, width: int = 320, height: int = 44, gap: int = 12
) -> list[tuple[str, str, pygame.Rect]]:
    out = []
    y = top
    for key, label in keys:
        out.append((key, label, pygame.Rect(centre_x - width // 2, y, width, height)))
        y += height + gap
    return out

"""F1: the help of the game on screen, over whatever screen is open: its keys and mouse at a
glance, then the shell's own keys, and its notes (or a legend the game draws itself). The page
comes from the nearest scene in the stack that has one (a table, a game's menu); without one, the
shell's keys alone. F1, Escape or a click closes it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.theme import px

# every screen's keys, the same in every game
SHELL_KEYS: tuple[tuple[str, str], ...] = (
    ("Escape", "menu, or back"),
    ("F11", "full screen on and off"),
    ("F1", "this help"),
)


@dataclass(frozen=True)
class HelpPage:
    """One game's help: its keys and mouse, its notes (heading, words) and, when it has one, a
    legend it draws itself in the right-hand column (then the notes go under the keys)."""

    title: str
    keys: tuple[tuple[str, str], ...] = ()
    notes: tuple[tuple[str, str], ...] = ()
    legend: Callable[[pygame.Surface, pygame.Rect], None] | None = None


SHELL_PAGE = HelpPage("Help", notes=(("Playing", "Choose a game in the menu; F1 at its table shows its own help."),))


def page_for(scenes: list[Scene]) -> HelpPage:
    """The help of the nearest scene (top first) that has a page; the shell's when none has."""
    for scene in reversed(scenes):
        page = scene.help_page()
        if page is not None:
            return page
    return SHELL_PAGE


class HelpOverlay(Scene):
    name = "help"
    transparent = True
    ui_scaled = True

    def __init__(self, app: App, page: HelpPage | None = None) -> None:
        super().__init__(app)
        self.page = page if page is not None else page_for(app.stack.scenes)

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface, 200)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - px(40), px(1000)), min(h - px(30), px(620)))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
        text.blit(surface, self.page.title, (box.x + px(24), box.y + px(14)), theme.TITLE - 8, theme.ACCENT, bold=True)
        text.blit(
            surface,
            "F1, Escape or a click closes this",
            (box.right - px(24), box.y + px(24)),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="topright",
        )
        top = box.y + px(68)
        left = pygame.Rect(box.x + px(24), top, box.width * 56 // 100 - px(24), box.bottom - top - px(16))
        right = pygame.Rect(left.right + px(24), top, box.right - left.right - px(48), left.height)
        y = self._keys(surface, left)
        legend = self.page.legend
        if legend is not None:
            _notes(surface, pygame.Rect(left.x, y, left.width, left.bottom - y), self.page.notes, theme.SMALL)
            legend(surface, right)
        else:
            _notes(surface, right, self.page.notes, theme.BODY)

    def _keys(self, surface: pygame.Surface, area: pygame.Rect) -> int:
        """The game's keys, then the shell's; returns the y below them."""
        text.blit(surface, "Keys and mouse", area.topleft, theme.LARGE, theme.TEXT, bold=True)
        keys = [*self.page.keys, *SHELL_KEYS]
        line_h = theme.font(theme.BODY).get_linesize() + px(4)
        key_w = max(text.render(k, theme.BODY, bold=True).get_width() for k, _ in keys) + px(14)
        y = area.y + px(34)
        for key, what in keys:
            if y + line_h > area.bottom:
                break
            text.blit(surface, key, (area.x, y), theme.BODY, theme.ACCENT, bold=True)
            words = text.fit(what, area.width - key_w, theme.BODY)
            text.blit(surface, words, (area.x + key_w, y), theme.BODY, theme.TEXT)
            y += line_h
        return y + px(14)


def _notes(surface: pygame.Surface, area: pygame.Rect, notes: tuple[tuple[str, str], ...], size: int) -> None:
    """Each note's heading and its words, wrapped, while they fit."""
    y = area.y
    for heading, words in notes:
        if y + px(60) > area.bottom:
            break
        text.blit(surface, heading, (area.x, y), theme.LARGE, theme.TEXT, bold=True)
        y += px(34)
        y = text.blit_wrapped(surface, words, pygame.Rect(area.x, y, area.width, area.bottom - y), size) + px(12)

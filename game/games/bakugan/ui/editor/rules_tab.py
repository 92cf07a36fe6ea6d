"""Every deck-building violation with its rule (game/games/bakugan/decks.py decides them), cards the simulator
cannot fully play, and the lines an import could not read."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui.editor.side_panel import StaticTab
from game.ui import text, theme
from game.ui.editor_tabs import heading
from game.ui.theme import px
from game.ui.words import counted

CHECKED = (
    "Three Characters and six BakuCores (1.1.2) matching their indicators (1.2.3); exactly 40 cards (4.2.1); "
    "at most three copies by name and set (1.2.1); every card shares a faction with the team (1.2.2); "
    "no Character shuffled into the deck (1.10.1)."
)


class RulesTab(StaticTab):
    @property
    def title(self) -> str:
        n = len(self.state.violations())
        return f"Rules ({n})" if n else "Rules: OK"

    def stamp(self) -> object:
        return (self.state.import_source, len(self.state.import_problems))

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        bottom = r.bottom - px(110)  # room for "What is checked"
        violations = self.state.violations()
        y = heading(surface, "Deck-building check", r.topleft)
        if not violations:
            y = _para(surface, "This deck follows every deck-building rule.", r, y, theme.GOOD)
        for v in violations:
            if y > bottom:
                break
            label = text.blit(surface, f"rule {v.rule}", (r.x, y), theme.SMALL, theme.BAD, bold=True)
            indent = label.width + px(8)
            y = _para(surface, v.message, pygame.Rect(r.x + indent, y, r.width - indent, 0), y)
        problems = [f"line {p.line}: {p.text} - {p.message}" for p in self.state.import_problems]
        y = self._section(surface, f"Lines not read from {self.state.import_source}", problems, theme.ACCENT, y, bottom)
        unencoded = self.state.unencoded()
        if unencoded:
            lines = [f"{counted(len(unencoded), 'card')} not fully encoded: games play only their encoded part."]
            lines += [v.message for v in unencoded]
            y = self._section(surface, "Simulator notes", lines, theme.TEXT_DIM, y, bottom)
        heading(surface, "What is checked", (r.x, r.bottom - px(104)))
        _para(surface, CHECKED, r, r.bottom - px(80), theme.TEXT_DIM)

    def _section(
        self, surface: pygame.Surface, title: str, lines: list[str], colour: theme.Colour, y: int, bottom: int
    ) -> int:
        if not lines or y > bottom - px(40):
            return y
        y = heading(surface, title, (self.rect.x, y + px(10)))
        for line in lines:
            if y > bottom:
                break
            y = _para(surface, line, self.rect, y, colour)
        return y


def _para(surface: pygame.Surface, words: str, box: pygame.Rect, y: int, colour: theme.Colour = theme.TEXT) -> int:
    """Wrapped text from y inside box's columns; returns the y after it."""
    area = pygame.Rect(box.x, y, box.width, 10_000)
    return text.blit_wrapped(surface, words, area, theme.SMALL, colour) + px(4)

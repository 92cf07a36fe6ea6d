"""The puzzle's brief, over its table as it opens (and again when its goal strip is clicked): the
name, the goal, and the file's description of the position (what is in play and in hand, never the
solution). "Start" (or Enter, Space, Escape) leaves the table to play; the computer seats wait."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui.puzzles.mode import Puzzle
from game.games.bakugan.ui.session import GameSession
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button

WIDTH = 640
TEXT_W = WIDTH - 60
MAX_LINES = 12
START_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


class PuzzleBriefScene(Scene):
    name = "puzzle_brief"
    transparent = True
    ui_scaled = True

    def __init__(self, app: App, puzzle: Puzzle) -> None:
        super().__init__(app)
        self.puzzle = puzzle
        self.mouse = (0, 0)

    def lines(self) -> list[str]:
        """The description wrapped at the UI scale (text.wrap keeps what it wrapped)."""
        return text.wrap(self.puzzle.description, theme.px(TEXT_W), theme.BODY)[:MAX_LINES]

    def _box(self) -> pygame.Rect:
        line_h = theme.font(theme.BODY).get_linesize() + 2
        box = pygame.Rect(0, 0, theme.px(WIDTH), theme.px(190) + len(self.lines()) * line_h)
        box.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        return box

    def start_button(self) -> Button:
        box = self._box()
        rect = pygame.Rect(0, 0, theme.px(220), theme.px(46))
        rect.midbottom = (box.centerx, box.bottom - theme.px(18))
        return Button("start", "Start", rect, colour=theme.ACCENT_SOFT, size=theme.LARGE)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif self._starts(event):
            self.app.pop()

    def _starts(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return bool(event.button == 1 and self.start_button().hit(event.pos))
        return event.type == pygame.KEYDOWN and event.key in START_KEYS

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box = self._box()
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, 2, border_radius=12)
        px = theme.px
        title = text.fit(self.puzzle.name, box.width - px(40), theme.LARGE + 4, bold=True)
        text.blit(
            surface, title, (box.centerx, box.y + px(18)), theme.LARGE + 4, theme.TEXT, bold=True, anchor="midtop"
        )
        banner = text.fit(self.puzzle.banner, box.width - px(40), theme.BODY, bold=True)
        text.blit(surface, banner, (box.centerx, box.y + px(58)), theme.BODY, theme.ACCENT, bold=True, anchor="midtop")
        y = box.y + px(96)
        line_h = theme.font(theme.BODY).get_linesize() + 2
        for line in self.lines():
            text.blit(surface, line, (box.x + px(30), y), theme.BODY, theme.TEXT)
            y += line_h
        self.start_button().draw(surface, self.mouse)


def open_puzzle_table(app: App, session: GameSession, puzzle: Puzzle) -> None:
    """The puzzle's table, with its brief on top when the file describes a puzzle with a goal."""
    from game.games.bakugan.ui.table import TableScene

    app.push(TableScene(app, session, puzzle=puzzle))
    if puzzle.goal is not None and puzzle.description:
        app.push(PuzzleBriefScene(app, puzzle))

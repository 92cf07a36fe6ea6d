"""The game log in words, each entry with its rule number, wrapped and scrollable."""

from __future__ import annotations

import pygame

from game.rules.state import LogEntry
from game.ui import text, theme
from game.ui.theme import px

LOG_SIZE = 18


class LogLines:
    """Wrapped lines of the log, recomputed only when the log grows or the width changes."""

    def __init__(self) -> None:
        self._count = -1
        self._width = -1
        self._size = -1  # the text's pixel size (the UI scale and text size settings change it)
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.version = 0  # changes whenever the lines do (the drawn panel is kept until then)

    def refresh(self, log: list[LogEntry], width: int) -> None:
        size = theme.real_size(LOG_SIZE)
        if len(log) == self._count and width == self._width and size == self._size:
            return
        if width != self._width or size != self._size or len(log) < self._count:
            self.lines = []
            self._count = 0
            self._size = size
        for entry in log[self._count :]:
            rule = f"  [{entry.rule}]" if entry.rule else ""
            body = f"T{entry.turn} {entry.text}{rule}"
            colour = theme.TEXT if entry.rule else theme.TEXT_DIM
            for i, line in enumerate(text.wrap(body, width, LOG_SIZE)):
                self.lines.append(("   " + line if i else line, colour))
        self._count = len(log)
        self._width = width
        self.version += 1


_DRAWN: dict[int, tuple[tuple[object, ...], pygame.Surface]] = {}


def draw_log(surface: pygame.Surface, rect: pygame.Rect, lines: LogLines, scroll: int) -> None:
    """The panel is drawn once for each change of the lines, scroll or size, then blitted."""
    key = (lines.version, scroll, tuple(rect), theme.real_size(LOG_SIZE), theme.scale())
    kept = _DRAWN.get(id(lines))
    if kept is None or kept[0] != key:
        panel = pygame.Surface(rect.size)
        _draw_log(panel, panel.get_rect(), lines, scroll)
        kept = (key, panel)
        if len(_DRAWN) > 8:
            _DRAWN.clear()
        _DRAWN[id(lines)] = kept
    surface.blit(kept[1], rect)


def _draw_log(surface: pygame.Surface, rect: pygame.Rect, lines: LogLines, scroll: int) -> None:
    pygame.draw.rect(surface, theme.PANEL_DARK, rect)
    title = text.fit("Log (rule numbers in brackets; scroll with the wheel)", rect.width - px(16), theme.SMALL)
    text.blit(surface, title, (rect.x + px(8), rect.y + px(6)), theme.SMALL, theme.TEXT_DIM)
    line_h = theme.font(LOG_SIZE).get_linesize()
    area = pygame.Rect(rect.x + px(8), rect.y + px(26), rect.width - px(16), rect.height - px(30))
    visible = max(1, area.height // line_h)
    end = max(0, len(lines.lines) - scroll)
    start = max(0, end - visible)
    y = area.y
    for line, colour in lines.lines[start:end]:
        surface.blit(text.render(line, LOG_SIZE, colour), (area.x, y))
        y += line_h
    if scroll:
        text.blit(
            surface,
            f"{scroll} newer lines below",
            (rect.right - px(8), rect.bottom - px(4)),
            theme.SMALL,
            theme.ACCENT,
            anchor="bottomright",
        )

"""The game log in words, each entry with its rule number, wrapped and scrollable: any game's log
whose entries have a turn, a text and a rule, with the names the viewer may not read replaced
(the game's redaction, game/ui/log_redact.py). Every game's table keeps a `LogPanel` and draws it
where its look puts the log."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.ui import text, theme
from game.ui.theme import px

LOG_SIZE = 18
LOG_TITLES = ("Log (rule numbers in brackets; scroll with the wheel)", "Log (rule numbers in brackets; wheel scrolls)")


class LogEntry(Protocol):
    @property
    def turn(self) -> int: ...
    @property
    def text(self) -> str: ...
    @property
    def rule(self) -> str: ...


class Redactor(Protocol):
    """What the viewer may not read: card names and the words that stand for them."""

    @property
    def replacements(self) -> dict[str, str]: ...

    def mentions(self, line: str) -> frozenset[str]:
        """The names the line holds (to know which lines a change of hiding touches)."""

    def __call__(self, line: str) -> str: ...


class LogLines:
    """Wrapped lines of the log, an entry rewrapped only when it is new, the width changes, or it
    names a card whose hiding changed (`Redactor`: what the viewer may not read)."""

    def __init__(self) -> None:
        self._width = -1
        self._size = -1  # the text's pixel size (the UI scale and text size settings change it)
        self._hidden: frozenset[tuple[str, str]] = frozenset()
        self._redactor: Redactor | None = None
        self._blocks: list[list[tuple[str, tuple[int, int, int]]]] = []
        self._mentions: list[frozenset[str]] = []
        self.lines: list[tuple[str, tuple[int, int, int]]] = []
        self.version = 0  # changes whenever the lines do (the drawn panel is kept until then)

    def refresh(self, log: Sequence[LogEntry], width: int, redact: Redactor | None = None) -> None:
        size = theme.real_size(LOG_SIZE)
        count = len(self._blocks)
        if len(log) == count and width == self._width and redact is self._redactor and size == self._size:
            return  # every frame: nothing new
        self._redactor = redact
        hidden = frozenset(redact.replacements.items()) if redact is not None else frozenset()
        if len(log) == count and width == self._width and hidden == self._hidden and size == self._size:
            return
        if width != self._width or size != self._size or len(log) < count:
            self._blocks, self._mentions, count = [], [], 0
        changed = {name for name, _ in hidden ^ self._hidden}
        for i in range(count) if changed else ():
            if self._mentions[i] & changed:
                self._blocks[i] = self._block(log[i], width, redact)
        for entry in log[count:]:
            self._mentions.append(redact.mentions(entry.text) if redact is not None else frozenset())
            self._blocks.append(self._block(entry, width, redact))
        self._width, self._hidden, self._size = width, hidden, size
        self.lines = [line for block in self._blocks for line in block]
        self.version += 1

    @staticmethod
    def _block(entry: LogEntry, width: int, redact: Redactor | None) -> list[tuple[str, tuple[int, int, int]]]:
        rule = f"  [{entry.rule}]" if entry.rule else ""
        turn = f"T{entry.turn}" if entry.turn > 0 else "Setup:"
        body = f"{turn} {entry.text if redact is None else redact(entry.text)}{rule}"
        colour = theme.TEXT if entry.rule else theme.TEXT_DIM
        return [("   " + line if i else line, colour) for i, line in enumerate(text.wrap(body, width, LOG_SIZE))]


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
    title = text.fit_first(LOG_TITLES, rect.width - px(16), theme.SMALL)
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


class LogPanel:
    """A table's log panel: its wrapped lines, how far it is scrolled back, and where it was last
    drawn (the wheel scrolls it while the pointer is over it). A table keeps one, refreshes it with
    the log as its viewer may read it, and draws it where its own look puts the log."""

    def __init__(self) -> None:
        self.lines = LogLines()
        self.scroll = 0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def refresh(self, log: Sequence[LogEntry], width: int, redact: Redactor | None = None) -> None:
        self.lines.refresh(log, max(1, width - px(16)), redact)

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, log: Sequence[LogEntry], redact: Redactor | None
    ) -> None:
        """The log in `rect`, wrapped to its width (the wrapping is kept until the log, the width or
        the hiding changes: a cache, not the table's state)."""
        self.rect = pygame.Rect(rect)
        if rect.width > px(24) and rect.height > px(40):
            self.refresh(log, rect.width, redact)
            draw_log(surface, self.rect, self.lines, self.scroll)

    def wheel(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        """The wheel over the panel scrolls it (True when it did)."""
        if event.type != pygame.MOUSEWHEEL or not self.rect.collidepoint(mouse):
            return False
        self.scroll = max(0, min(len(self.lines.lines) - 3, self.scroll + event.y * 3))
        return True

    def forget(self) -> None:
        """Someone else may be looking: back to the newest lines."""
        self.scroll = 0

"""The two small boxes of practice rolling's field editor: name a field to save, pick one to load."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.ui import text, theme
from game.ui.widgets import TextField

BOX_W = 420
ROW_H = 30
MAX_ROWS = 10


def _box(centre: tuple[int, int], height: int) -> pygame.Rect:
    box = pygame.Rect(0, 0, BOX_W, height)
    box.center = centre
    return box


def _frame(screen: pygame.Surface, box: pygame.Rect, title: str, hint: str) -> None:
    pygame.draw.rect(screen, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(screen, theme.ACCENT, box, 2, border_radius=8)
    text.blit(screen, title, (box.x + 16, box.y + 12), theme.BODY, theme.ACCENT, bold=True)
    text.blit(screen, hint, (box.x + 16, box.bottom - 26), theme.SMALL, theme.TEXT_DIM)


@dataclass
class NameFieldBox:
    """Type a name; Enter saves, Esc cancels."""

    centre: tuple[int, int]
    entry: TextField = field(init=False)

    def __post_init__(self) -> None:
        box = _box(self.centre, 130)
        self.entry = TextField(pygame.Rect(box.x + 16, box.y + 44, BOX_W - 32, 36), "", max_len=40)
        self.entry.focused = True

    @property
    def name(self) -> str:
        return self.entry.value.strip()

    def type_key(self, event: pygame.event.Event) -> None:
        self.entry.focused = True
        self.entry.handle(event)

    def draw(self, screen: pygame.Surface) -> None:
        box = _box(self.centre, 130)
        _frame(screen, box, "Save this core field as", "Enter saves, Esc cancels")
        self.entry.draw(screen)


@dataclass
class PickFieldBox:
    """The saved fields as rows to click; Esc cancels."""

    centre: tuple[int, int]
    names: list[str]

    def _box(self) -> pygame.Rect:
        return _box(self.centre, 80 + ROW_H * min(len(self.names), MAX_ROWS))

    def rows(self) -> list[tuple[pygame.Rect, str]]:
        box = self._box()
        return [
            (pygame.Rect(box.x + 16, box.y + 40 + ROW_H * i, BOX_W - 32, ROW_H - 4), name)
            for i, name in enumerate(self.names[:MAX_ROWS])
        ]

    def name_at(self, pos: tuple[int, int]) -> str | None:
        return next((name for rect, name in self.rows() if rect.collidepoint(pos)), None)

    def draw(self, screen: pygame.Surface, mouse: tuple[int, int]) -> None:
        box = self._box()
        more = len(self.names) - MAX_ROWS
        hint = "Click one to put it on the table; Esc cancels" + (f" ({more} more not shown)" if more > 0 else "")
        _frame(screen, box, "Load a saved core field", hint)
        for rect, name in self.rows():
            fill = theme.BUTTON_HOVER if rect.collidepoint(mouse) else theme.BUTTON
            pygame.draw.rect(screen, fill, rect, border_radius=5)
            shown = text.fit(name.replace("_", " "), rect.width - 16)
            text.blit(screen, shown, (rect.x + 8, rect.centery), anchor="midleft")

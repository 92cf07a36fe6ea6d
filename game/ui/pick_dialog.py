"""Choosing one item from a scrolling list in a box (a deck to load, a text list to import)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scroll_list import ScrollList
from game.ui.widgets import Button

ROW_H = 34


@dataclass(frozen=True)
class PickItem:
    key: str
    label: str
    detail: str = ""


class PickDialog(Scene):
    name = "pick"
    transparent = True
    ui_scaled = True

    def __init__(
        self,
        app: App,
        title: str,
        items: list[PickItem],
        picked: Callable[[PickItem], None],
        empty: str = "",
        note: str = "",
    ) -> None:
        super().__init__(app)
        self.title = title
        self.note = note  # a problem to say above the list (a file that could not be read)
        self.items = items
        self.picked = picked
        self.empty = empty
        self.list = ScrollList(ROW_H)
        self.list.set_count(len(items))
        self.mouse = (0, 0)

    def _box(self) -> pygame.Rect:
        w, h = self.app.size
        px = theme.px
        box = pygame.Rect(0, 0, px(640), min(h - 60, px(560)))
        box.center = (w // 2, h // 2)
        self.list.row_h = px(ROW_H)
        self.list.rect = pygame.Rect(box.x + px(24), box.y + px(70), box.width - px(48), box.height - px(140))
        self.list.set_count(len(self.items))
        return box

    def cancel_button(self) -> Button:
        box = self._box()
        return Button(
            "cancel",
            "Cancel",
            pygame.Rect(box.centerx - theme.px(90), box.bottom - theme.px(58), theme.px(180), theme.px(42)),
        )

    def row_of(self, key: str) -> pygame.Rect | None:
        """Where an item's row is on screen (tests click it)."""
        self._box()
        keys = [item.key for item in self.items]
        if key not in keys:
            return None
        self.list.scroll_to(max(self.list.top, keys.index(key) - self.list.shown + 1))
        self.list.scroll_to(min(self.list.top, keys.index(key)))
        return next((rect for i, rect in self.list.rows() if i == keys.index(key)), None)

    def handle(self, event: pygame.event.Event) -> None:
        self._box()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif self.list.handle(event, self.mouse):
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.cancel_button().hit(event.pos):
                self.app.pop()
                return
            index = self.list.row_at(event.pos)
            if index is not None:
                self.app.pop()
                self.picked(self.items[index])

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box = self._box()
        overlay.box(surface, box.width, box.height, self.title)
        for index, row in self.list.rows():
            item = self.items[index]
            hot = row.collidepoint(self.mouse)
            pygame.draw.rect(
                surface, theme.BUTTON_HOVER if hot else theme.PANEL_DARK, row.inflate(0, -4), border_radius=5
            )
            detail = text.blit(
                surface,
                item.detail,
                (row.right - theme.px(10), row.centery),
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="midright",
            )
            label = text.fit(item.label, detail.x - row.x - theme.px(24), theme.BODY)
            text.blit(surface, label, (row.x + theme.px(10), row.centery), theme.BODY, theme.TEXT, anchor="midleft")
        self.list.draw_bar(surface)
        if self.note:
            line = text.fit(self.note, box.width - theme.px(40), theme.SMALL)
            text.blit(surface, line, (box.centerx, box.y + theme.px(48)), theme.SMALL, theme.BAD, anchor="midtop")
        if not self.items:
            text.blit_wrapped(surface, self.empty, self.list.rect.inflate(-20, -20), theme.BODY, theme.TEXT_DIM)
        self.cancel_button().draw(surface, self.mouse)

"""Saving the game (or, after it ends, its replay) under a name the player types, for every table:
the game writes the file (TableShell.save_named, save_replay_named) and says where."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.files import paths
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button, TextField

if TYPE_CHECKING:
    from game.ui.table_shell import TableShell


class SaveDialog(Scene):
    name = "save"
    transparent = True
    ui_scaled = True

    def __init__(self, app: App, table: TableShell, *, replay: bool) -> None:
        super().__init__(app)
        self.table = table
        self.replay = replay
        default = time.strftime("game %Y-%m-%d %H%M") if not replay else time.strftime("replay %Y-%m-%d %H%M")
        self.field = TextField(pygame.Rect(0, 0, 380, 40), default, max_len=40)
        self.field.focused = True
        self.mouse = (0, 0)
        self.note = ""
        self.saved_to: str = ""

    def _rects(self) -> tuple[pygame.Rect, list[Button]]:
        w, h = self.app.size
        px = theme.px
        box = pygame.Rect(0, 0, px(520), px(260))
        box.center = (w // 2, h // 2)
        self.field.rect = pygame.Rect(box.x + px(70), box.y + px(90), px(380), px(40))
        done = "Close" if self.saved_to else "Cancel"
        buttons = [
            Button(
                "save", "Save", pygame.Rect(box.x + px(70), box.y + px(170), px(170), px(44)), colour=theme.ACCENT_SOFT
            ),
            Button("cancel", done, pygame.Rect(box.right - px(240), box.y + px(170), px(170), px(44))),
        ]
        return box, buttons

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.field.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self._rects()[1]:
                if b.hit(event.pos):
                    if b.key == "save":
                        self.save()
                    else:
                        self.app.pop()

    def save(self) -> None:
        try:
            if self.replay:
                path = self.table.save_replay_named(self.field.value)
            else:
                path = self.table.save_named(self.field.value)
        except (OSError, ValueError) as exc:
            self.note = f"Could not save: {exc}"
            return
        self.saved_to = str(path)
        self.note = f"Saved to {paths.shown(path)}"

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface)
        box, buttons = self._rects()
        overlay.box(surface, box.width, box.height, "Save replay" if self.replay else "Save game")
        text.blit(surface, "Name:", (box.x + theme.px(70), box.y + theme.px(66)), theme.BODY, theme.TEXT_DIM)
        self.field.draw(surface)
        if self.note:
            text.blit(
                surface,
                text.fit(self.note, box.width - theme.px(30), theme.SMALL),
                (box.centerx, box.y + theme.px(140)),
                theme.SMALL,
                theme.GOOD if self.saved_to else theme.BAD,
                anchor="midtop",
            )
        for b in buttons:
            b.draw(surface, self.mouse)

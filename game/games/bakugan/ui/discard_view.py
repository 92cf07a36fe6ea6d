"""Browsing a discard pile (rule 4.5.2: any player may look through it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.ui import cards
from game.ui import overlay, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.words import counted

if TYPE_CHECKING:
    from game.games.bakugan.ui.table import TableScene

CARD_W, CARD_H = 96, 122


class DiscardScene(Scene):
    name = "discard"
    transparent = True

    def __init__(self, app: App, table: TableScene, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.mouse = (0, 0)

    def _rects(self) -> list[tuple[int, pygame.Rect]]:
        w, _ = self.app.size
        pile = self.table.game.state.players[self.seat].discard
        per_row = max(1, (w - 160) // (CARD_W + 8))
        out = []
        for i, iid in enumerate(reversed(pile)):
            row, col = divmod(i, per_row)
            out.append((iid, pygame.Rect(80 + col * (CARD_W + 8), 110 + row * (CARD_H + 8), CARD_W, CARD_H)))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key not in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
                return
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface, 215)
        game = self.table.game
        w, h = surface.get_size()
        pile = game.state.players[self.seat].discard
        title = f"{game.name(self.seat)}'s discard pile: {counted(len(pile), 'card')}, newest first"
        text.blit(surface, title, (w // 2, 40), theme.LARGE + 4, theme.TEXT, bold=True, anchor="midtop")
        text.blit(
            surface,
            "Hover a card to read it. Click or press Esc to close.",
            (w // 2, 76),
            theme.BODY,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        hovered = None
        for iid, rect in self._rects():
            if rect.bottom > h - 10:
                break
            surface.blit(cards.face(game.card(iid), rect.w, rect.h), rect)
            if rect.collidepoint(self.mouse):
                hovered = iid
        if hovered is not None:
            face = cards.zoom(game.card(hovered))
            r = face.get_rect(bottomright=(w - 20, h - 20))
            if r.collidepoint(self.mouse):
                r.bottomleft = (20, h - 20)
            surface.blit(face, r)

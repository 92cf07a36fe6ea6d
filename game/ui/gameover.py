"""The end of a game: who won and how, a summary per player, and saving the replay."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.games.bakugan.ui.table import TableScene


class GameOverScene(Scene):
    name = "game_over"
    ui_scaled = True

    def __init__(self, app: App, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.mouse = (0, 0)

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        px = theme.px
        y = h - px(90)
        saved = self.table.session.setup is not None

        def at(k: int) -> pygame.Rect:
            return pygame.Rect(w // 2 - px(470) + k * px(240), y, px(220), px(50))

        return [
            Button("replay", "Save replay…", at(0), saved, colour=theme.ACCENT_SOFT, size=theme.LARGE),
            Button("analyse", "Analyse the game", at(1), saved, size=theme.LARGE),
            Button("table", "Look at the table", at(2), size=theme.LARGE),
            Button("menu", "Main menu", at(3), size=theme.LARGE),
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.choose(b.key)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("table")

    def choose(self, key: str) -> None:
        if key == "replay":
            from game.ui.save_dialog import SaveDialog

            self.app.push(SaveDialog(self.app, self.table, replay=True))
        elif key == "analyse":
            from game.games.bakugan.ui.analysis.scene import analyse_session

            analyse_session(self.app, self.table.session)
        elif key == "table":
            self.app.pop()
        elif key == "menu":
            from game.ui.menu import MenuScene

            self.app.stack.clear_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        px = theme.px
        surface.fill(theme.BG)
        game = self.table.game
        s = game.state
        session = self.table.session
        if s.winner is not None:
            headline = f"{game.name(s.winner)} wins!"
            colour = theme.SEAT[s.winner]
        else:
            headline, colour = "Game over", theme.TEXT
        text.blit(surface, headline, (w // 2, px(50)), 64, colour, bold=True, anchor="midtop")
        last = next((e for e in reversed(s.log) if e.rule in ("1.5.1", "8.2.4") and "wins" in e.text), None)
        if last is not None:
            text.blit(
                surface, f"{last.text} [rule {last.rule}]", (w // 2, px(120)), theme.LARGE, theme.TEXT, anchor="midtop"
            )
        rolls = len(session.rolls)
        text.blit(
            surface,
            f"{s.turn} turns · {len(session.actions)} actions · {rolls} rolls at this table",
            (w // 2, px(156)),
            theme.BODY,
            theme.TEXT_DIM,
            anchor="midtop",
        )
        # one line per player
        cols = ("Player", "Result", "Deck", "Hand", "Discard", "Energy", "Bakugan opened")
        xs = tuple(w // 2 + px(x) for x in (-520, -300, -20, 60, 140, 240, 340))
        y = px(210)
        for x, col in zip(xs, cols, strict=True):
            text.blit(surface, col, (x, y), theme.BODY, theme.TEXT_DIM, bold=True)
        y += px(30)
        for p in s.players:
            opened = sum(1 for b in p.bakugan if s.bakugan[b].face_up)
            result = "winner" if s.winner == p.seat else (p.out_reason or "—")
            kind = "computer" if session.computer[p.seat] else "human"
            row = (
                f"{p.name} ({kind})",
                result,
                str(len(p.deck)),
                str(len(p.hand)),
                str(len(p.discard)),
                str(len(p.charged) + len(p.uncharged)),
                f"{opened} of {len(p.bakugan)}",
            )
            pygame.draw.circle(surface, theme.SEAT[p.seat], (xs[0] - px(16), y + px(10)), px(7))
            for x, cell in zip(xs, row, strict=True):
                text.blit(
                    surface,
                    text.fit(cell, px(250), theme.BODY),
                    (x, y),
                    theme.BODY,
                    theme.GOOD if s.winner == p.seat else theme.TEXT,
                )
            y += px(30)
        y += px(16)
        text.blit(surface, "The last moves:", (xs[0], y), theme.BODY, theme.TEXT_DIM, bold=True)
        y += px(26)
        for entry in s.log[-8:]:
            text.blit(surface, text.fit(str(entry), px(1040), theme.BODY), (xs[0], y), theme.BODY, theme.TEXT)
            y += px(22)
            if y > h - px(110):
                break
        for b in self.buttons():
            b.draw(surface, self.mouse)

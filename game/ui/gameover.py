"""The end of a game, for every game: who won and how, a row per player (the game's own columns),
the last moves, and what to do next: save the replay, analyse the game, look at the table, a new
game, the main menu (each only where the game offers it). Escape looks at the table, and Escape
there (or its Results button, or the pause menu's Results) comes back here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.help_overlay import HelpPage
from game.ui.scene import Scene
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.table_shell import TableShell

FIRST_WIDTHS = (220, 280)  # the player's name and the result; the game's figures after them
FIGURE_WIDTH = 100


@dataclass(frozen=True)
class GameSummary:
    """What the game-over screen says: filled in by each game (TableShell.summary)."""

    headline: str
    winner: int | None = None  # the headline in this seat's colour
    reason: str = ""  # how it ended, with its rule
    facts: str = ""  # "12 turns · 80 actions"
    columns: tuple[str, ...] = ()
    rows: tuple[tuple[int, tuple[str, ...]], ...] = ()  # (seat, one cell per column)
    widths: tuple[int, ...] = ()  # each column's width at the design size (default: FIRST_WIDTHS, then FIGURE_WIDTH)
    last: tuple[str, ...] = ()  # the last log lines, as everyone may read them


class GameOverScene(Scene):
    name = "game_over"
    ui_scaled = True

    def __init__(self, app: App, table: TableShell) -> None:
        super().__init__(app)
        self.table = table
        self.mouse = (0, 0)
        self.result = table.summary()

    def help_page(self) -> HelpPage | None:
        return self.table.help_page()

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        px = theme.px
        table = self.table
        specs: list[tuple[str, str, bool]] = []
        if table.can_save_replay() or table.offers_replay():
            specs.append(("replay", "Save replay…", table.can_save_replay()))
        if table.can_analyse() or table.offers_analysis():
            specs.append(("analyse", "Analyse the game", table.can_analyse()))
        specs.append(("table", "Look at the table", True))
        if table.offers_new_game():
            specs.append(("new", table.new_game_label(), True))
        specs.append(("menu", "Main menu", True))
        step = min(px(240), (w - px(40)) // len(specs))
        left = w // 2 - step * len(specs) // 2 + px(10)
        return [
            Button(
                key,
                label,
                pygame.Rect(left + k * step, h - px(90), step - px(20), px(50)),
                enabled,
                colour=theme.ACCENT_SOFT if k == 0 else theme.BUTTON,
                size=theme.LARGE,
            )
            for k, (key, label, enabled) in enumerate(specs)
        ]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.choose(b.key)
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.choose("table")

    def choose(self, key: str) -> None:
        if key == "replay":
            from game.ui.save_dialog import SaveDialog

            self.app.push(SaveDialog(self.app, self.table, replay=True))
        elif key == "analyse":
            self.table.analyse()
        elif key == "table":
            self.app.pop()
        elif key == "new":
            scene = self.table.new_game()
            if scene is not None:
                self.app.pop()
                self.app.replace(scene)  # the new table where the old one was (over the menu)
        elif key == "menu":
            from game.ui.menu import MenuScene

            self.app.stack.clear_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        px = theme.px
        surface.fill(theme.BG)
        result = self.result
        colour = self.table.seat_colour(result.winner) if result.winner is not None else theme.TEXT
        text.blit(surface, result.headline, (w // 2, px(50)), 64, colour, bold=True, anchor="midtop")
        if result.reason:
            line = text.fit(result.reason, w - px(40), theme.LARGE)
            text.blit(surface, line, (w // 2, px(120)), theme.LARGE, theme.TEXT, anchor="midtop")
        if result.facts:
            text.blit(surface, result.facts, (w // 2, px(156)), theme.BODY, theme.TEXT_DIM, anchor="midtop")
        widths = result.widths or (*FIRST_WIDTHS, *[FIGURE_WIDTH] * max(0, len(result.columns) - 2))
        total = sum(widths[: len(result.columns)])
        xs: list[int] = []
        x = w // 2 - px(total // 2)
        for width in widths[: len(result.columns)]:
            xs.append(x)
            x += px(width)
        left = xs[0] if xs else w // 2 - px(520)
        y = px(210)
        for x, col in zip(xs, result.columns, strict=False):
            text.blit(surface, col, (x, y), theme.BODY, theme.TEXT_DIM, bold=True)
        y += px(30)
        for seat, cells in result.rows:
            pygame.draw.circle(surface, self.table.seat_colour(seat), (left - px(16), y + px(10)), px(7))
            shade = theme.GOOD if seat == result.winner else theme.TEXT
            for x, cell, width in zip(xs, cells, widths, strict=False):
                text.blit(surface, text.fit(cell, px(width) - px(10), theme.BODY), (x, y), theme.BODY, shade)
            y += px(30)
        y += px(16)
        if result.last:
            text.blit(surface, "The last moves:", (left, y), theme.BODY, theme.TEXT_DIM, bold=True)
            y += px(26)
        for entry in result.last:
            text.blit(surface, text.fit(entry, w - left - px(20), theme.BODY), (left, y), theme.BODY, theme.TEXT)
            y += px(22)
            if y > h - px(110):
                break
        for b in self.buttons():
            b.draw(surface, self.mouse)

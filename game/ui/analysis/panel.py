"""The analysis mode's panel beside a core game's table: its buttons (step, play on or stop, whose
view, which line, save, menu), every seat's hidden cards named (the game says which, spec.py), the
message of the moment, and the timeline below (timeline.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.analysis.timeline import TimelinePanel
from game.ui.theme import Colour, px
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.analysis.scene import CoreAnalysisScene

BUTTON_H = 34
HIDDEN_SHARE = 0.34  # the most of the panel's height the hidden cards take
HIDDEN_SIZE = theme.SMALL - 2
MESSAGE_LINES = 3


def panel_width(w: int) -> int:
    return max(px(300), min(px(400), round(w * 0.27)))


class AnalysisPanel:
    def __init__(self, start_words: str, banner: str) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.timeline = TimelinePanel(start_words, banner)

    def place(self, w: int, h: int) -> None:
        width = panel_width(w)
        self.rect = pygame.Rect(w - width, 0, width, h)

    def buttons(self, scene: CoreAnalysisScene) -> list[Button]:
        r = self.rect
        gap, height = px(6), px(BUTTON_H)
        first = [("back", "Back", "Left"), ("next", "Next", "Right")]
        first.append(("stop", "Stop", "") if scene.playing else ("play", "Play on from here", "P"))
        viewer = scene.table.viewer
        second = [("view", f"View: {scene.table.seat_name(viewer)}", ""), ("save", "Save…", ""), ("menu", "Menu", "")]
        if len(scene.analysis.lines) > 1 and not scene.playing:
            second.insert(1, ("line", "Line…", ""))
        out: list[Button] = []
        for row, specs in enumerate((first, second)):
            widths = [2.0 if key in ("play", "view") else 1.0 for key, _label, _hot in specs]
            unit = (r.width - px(16) - gap * (len(specs) - 1)) / sum(widths)
            x = float(r.x + px(8))
            y = r.y + px(8) + row * (height + gap)
            for (key, label, hot), share in zip(specs, widths, strict=True):
                width = round(unit * share)
                shown = text.fit(label, width - px(10), theme.SMALL)
                out.append(Button(key, shown, pygame.Rect(round(x), y, width, height), size=theme.SMALL, hotkey=""))
                x += unit * share + gap
                if hot and key == "play":
                    out[-1].colour = theme.ACCENT_SOFT
        game_over = scene.table.game_over() and not scene.playing  # the table shows the position reviewed
        for b in out:
            b.enabled = (
                (b.key != "back" or scene.cursor > 0)
                and (b.key != "next" or scene.cursor < len(scene.line))
                and (b.key != "play" or not game_over)
            )
        return out

    def _hidden_lines(self, scene: CoreAnalysisScene, width: int) -> list[tuple[str, Colour]]:
        lines: list[tuple[str, Colour]] = []
        for zone in scene.spec.hidden(scene.table):
            owner = scene.table.seat_name(zone.seat)
            words = f"{owner}'s {zone.zone} ({len(zone.cards)}): " + (", ".join(zone.cards) or "none")
            colour = scene.table.seat_colour(zone.seat)
            lines += [(part, colour) for part in text.wrap(words, width, HIDDEN_SIZE)]
        return lines

    def draw(self, surface: pygame.Surface, scene: CoreAnalysisScene) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL_DARK, r)
        pygame.draw.line(surface, theme.PANEL_EDGE, r.topleft, r.bottomleft, 2)
        buttons = self.buttons(scene)
        for b in buttons:
            b.draw(surface, scene.mouse)
        y = buttons[-1].rect.bottom + px(8)
        inner = r.width - px(20)
        title = "Hidden in play, shown here" if scene.spec.hides else "Nothing in this game is hidden"
        text.blit(surface, title, (r.x + px(10), y), theme.SMALL, theme.ACCENT, bold=True)
        y += theme.font(theme.SMALL).get_linesize()
        line_h = theme.font(HIDDEN_SIZE).get_linesize()
        lines = self._hidden_lines(scene, inner)
        room = max(1, int(r.height * HIDDEN_SHARE) // line_h)
        if len(lines) > room:
            lines = [*lines[: room - 1], (f"… and {len(lines) - room + 1} more lines", theme.TEXT_DIM)]
        for words, colour in lines:
            text.blit(surface, words, (r.x + px(10), y), HIDDEN_SIZE, colour)
            y += line_h
        y += px(4)
        said_h = theme.font(theme.SMALL - 2).get_linesize()
        if scene.message is not None:  # in a place of its own, so the timeline stays put
            words, colour = scene.message
            for k, part in enumerate(text.wrap(words, inner, theme.SMALL - 2)[:MESSAGE_LINES]):
                text.blit(surface, part, (r.x + px(10), y + k * said_h), theme.SMALL - 2, colour)
        y += MESSAGE_LINES * said_h + px(4)
        self.timeline.rect = pygame.Rect(r.x, y, r.width, r.bottom - y)
        self.timeline.draw(surface, scene.line, scene.cursor, scene.playing, scene.mouse)

"""The Curves tab of a card game's deck editor: the charts the game gives (Fusion World: cost by
colour and colours; Battle Monsters: attack by element and card types), drawn as bars with their
counts, a legend for the stacked colours and a note under each."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.deck_tools import Chart, DeckTools
from game.ui.editor_tabs import PlacedTab, heading
from game.ui.theme import px


class CurvesTab(PlacedTab[str]):
    title = "Curves"

    def __init__(self, tools: DeckTools) -> None:
        super().__init__()
        self.tools = tools

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        charts = self.tools.charts()
        if not self.tools.deck_cards():
            heading(surface, "Curves", r.topleft)
            text.blit(surface, "Add cards to see the deck's curves.", (r.x, r.y + px(34)), theme.SMALL, theme.TEXT_DIM)
            return
        each = r.height // max(1, len(charts))
        for k, chart in enumerate(charts):
            draw_chart(surface, chart, pygame.Rect(r.x, r.y + k * each, r.width, each - px(10)))


def draw_chart(surface: pygame.Surface, chart: Chart, box: pygame.Rect) -> None:
    """The title and legend, the bars with their totals over them and labels under them, the note."""
    y = heading(surface, chart.title, box.topleft)
    x = box.x
    for name, colour in chart.legend:
        width = text.render(name, theme.SMALL - 2).get_width() + px(30)
        if x + width > box.right:
            break
        pygame.draw.rect(surface, colour, (x, y + px(3), px(11), px(11)), border_radius=2)
        x = text.blit(surface, name, (x + px(15), y), theme.SMALL - 2, theme.TEXT_DIM).right + px(12)
    top = y + (px(22) if chart.legend else px(2)) + px(16)  # room for the tallest bar's figure
    note_h = px(18) if chart.note else 0
    base = box.bottom - px(20) - note_h
    if chart.note:
        note = text.fit(chart.note, box.width, theme.SMALL - 1)
        text.blit(surface, note, (box.x, box.bottom - note_h), theme.SMALL - 1, theme.TEXT_DIM)
    bars = chart.bars
    if not bars or base <= top:
        return
    tallest = max(max(bar.total for bar in bars), 1)
    col_w = box.width // len(bars)
    pygame.draw.line(surface, theme.PANEL_EDGE, (box.x, base), (box.right, base))
    for i, bar in enumerate(bars):
        cx = box.x + i * col_w + col_w // 2
        half = max(px(3), min(col_w // 3, px(28)))
        y = base
        for count, colour in bar.parts:
            h = (base - top) * count // tallest
            if count and h:
                pygame.draw.rect(surface, colour, (cx - half, y - h, 2 * half, h))
                y -= h
        if bar.total:
            text.blit(
                surface, str(bar.total), (cx, y - px(1)), theme.SMALL - 1, theme.TEXT, bold=True, anchor="midbottom"
            )
        label = text.fit(bar.label, col_w - px(2), theme.SMALL - 2)
        text.blit(surface, label, (cx, base + px(3)), theme.SMALL - 2, theme.TEXT_DIM, anchor="midtop")

"""The deck's shape, drawn with pygame: the Energy-cost curve by card type, and cards per faction."""

from __future__ import annotations

from collections import Counter

import pygame

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.deck_stats import COST_BUCKETS, cost_curve, faction_counts, type_counts
from game.games.bakugan.ui.editor.side_panel import StaticTab
from game.ui import text, theme
from game.ui.editor_tabs import heading
from game.ui.theme import px

TYPE_COLOUR: dict[CardType, theme.Colour] = {
    CardType.EVO: (214, 120, 70),
    CardType.HERO: (110, 170, 240),
    CardType.ACTION: (96, 200, 120),
    CardType.FLIP: (200, 120, 220),
}


class ChartsTab(StaticTab):
    title = "Charts"

    def _cards(self) -> list[CardDef]:
        catalog = self.state.catalog
        return [catalog.cards[c] for c in self.state.deck.cards if c in catalog.cards]

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        deck = self._cards()
        y = heading(surface, "Energy cost curve", r.topleft)
        chart_h = min(px(190), r.height // 2 - px(60))
        y = draw_cost_curve(surface, pygame.Rect(r.x, y, r.width, chart_h), deck)
        y = heading(surface, "Factions", (r.x, y + px(14)))
        y = draw_factions(surface, pygame.Rect(r.x, y, r.width, r.bottom - y - px(30)), deck)
        types = type_counts(deck)
        summary = "   ".join(f"{types[t]} {t.value}" for t in TYPE_COLOUR if types[t])
        costs = [c.cost for c in deck if c.cost is not None]
        if costs:
            summary += f"   mean cost {sum(costs) / len(costs):.2f}"
        text.blit(surface, summary or "No cards yet", (r.x, r.bottom - px(22)), theme.SMALL, theme.TEXT_DIM)


def draw_cost_curve(surface: pygame.Surface, box: pygame.Rect, deck: list[CardDef]) -> int:
    """Stacked bars per cost column with a legend; returns the y below the chart."""
    curve = cost_curve(deck)
    tallest = max([sum(c.values()) for c in curve.values()] + [4])
    legend_y = box.y
    x = box.x
    for kind, colour in TYPE_COLOUR.items():
        pygame.draw.rect(surface, colour, (x, legend_y + px(3), px(12), px(12)))
        x = text.blit(surface, kind.value, (x + px(16), legend_y), theme.SMALL, theme.TEXT_DIM).right + px(14)
    top = box.y + px(26)
    base = box.bottom - px(20)
    col_w = box.width // len(COST_BUCKETS)
    pygame.draw.line(surface, theme.PANEL_EDGE, (box.x, base), (box.right, base))
    for i, bucket in enumerate(COST_BUCKETS):
        cx = box.x + i * col_w + col_w // 2
        y = base
        for kind, colour in TYPE_COLOUR.items():
            n = curve[bucket][kind]
            if n:
                h = (base - top - px(16)) * n // tallest
                pygame.draw.rect(surface, colour, (cx - col_w // 3, y - h, 2 * (col_w // 3), h))
                y -= h
        total = sum(curve[bucket].values())
        if total:
            text.blit(surface, str(total), (cx, y - px(2)), theme.SMALL, theme.TEXT, bold=True, anchor="midbottom")
        text.blit(surface, bucket, (cx, base + px(3)), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
    return box.bottom


def draw_factions(surface: pygame.Surface, box: pygame.Rect, deck: list[CardDef]) -> int:
    """One horizontal bar per faction in the deck (a two-faction card counts for both)."""
    counts: Counter[str] = faction_counts(deck)
    if not counts:
        return text.blit(surface, "No cards yet", box.topleft, theme.SMALL, theme.TEXT_DIM).bottom
    most = max(counts.values())
    bar_h = min(px(24), max(px(14), box.height // max(1, len(counts)) - px(6)))
    y = box.y
    for faction, n in counts.most_common():
        text.blit(surface, faction, (box.x, y + bar_h // 2), theme.SMALL, theme.TEXT, anchor="midleft")
        w = (box.width - px(130)) * n // most
        pygame.draw.rect(
            surface, theme.FACTION.get(faction, theme.NEUTRAL), (box.x + px(80), y, w, bar_h), border_radius=3
        )
        text.blit(surface, str(n), (box.x + px(86) + w, y + bar_h // 2), theme.SMALL, theme.TEXT, anchor="midleft")
        y += bar_h + px(6)
    return y

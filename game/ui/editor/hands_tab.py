"""Opening hands: a seeded sample hand with a Redraw button, and the exact chance of holding at
least one copy of a card (or a card of a type) by each turn (game/deck_stats.py)."""

from __future__ import annotations

import pygame

from game.cardmodel import CardDef, CardType
from game.deck_stats import OPENING_HAND, cards_seen, chance_by_turn, draw_order
from game.ui import cards, text, theme
from game.ui.editor.side_panel import heading
from game.ui.editor.state import EditorState
from game.ui.widgets import Button

TURNS = 6
SHOWN_DRAWS = 3


class HandsTab:
    title = "Hands"

    def __init__(self, state: EditorState) -> None:
        self.state = state
        self.seed = 1
        self.target = 0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._faces: list[tuple[pygame.Rect, CardDef]] = []

    def place(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def targets(self) -> list[tuple[str, int]]:
        """(label, copies in the deck): card types first, then each card."""
        catalog = self.state.catalog
        deck = [catalog.cards[c] for c in self.state.deck.cards if c in catalog.cards]
        out = []
        for kind in (CardType.EVO, CardType.HERO, CardType.ACTION, CardType.FLIP):
            n = sum(1 for c in deck if c.type is kind)
            if n:
                out.append((f"any {kind.value} card", n))
        for card_id, n in self.state.draft.card_counts().items():
            if card_id in catalog.cards:
                out.append((catalog.cards[card_id].name, n))
        return out

    def buttons(self) -> list[Button]:
        r = self.rect
        return [
            Button(
                "redraw",
                "Redraw",
                pygame.Rect(r.right - 96, r.y - 2, 96, 28),
                len(self.state.deck.cards) > 0,
                size=theme.SMALL,
            ),
            Button("prev", "<", pygame.Rect(r.x, self._odds_top() + 30, 28, 26), size=theme.SMALL),
            Button("next", ">", pygame.Rect(r.right - 28, self._odds_top() + 30, 28, 26), size=theme.SMALL),
        ]

    def _face_size(self) -> tuple[int, int]:
        w = min(90, (self.rect.width - 4 * 6) // OPENING_HAND)
        return w, int(w * 1.4)

    def _odds_top(self) -> int:
        return self.rect.y + 30 + self._face_size()[1] + 64

    def handle(self, event: pygame.event.Event, mouse: tuple[int, int]) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        for b in self.buttons():
            if b.hit(event.pos):
                if b.key == "redraw":
                    self.seed += 1
                else:
                    self.target += 1 if b.key == "next" else -1
                return True
        return False

    def update(self, dt: float) -> None:
        pass

    def stamp(self) -> object:
        return (self.seed, self.target)

    def hover(self, mouse: tuple[int, int]) -> CardDef | None:
        return next((card for rect, card in self._faces if rect.collidepoint(mouse)), None)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        r = self.rect
        title = text.fit(f"Sample opening hand (seed {self.seed})", r.width - 104, theme.BODY, True)
        heading(surface, title, r.topleft)
        catalog = self.state.catalog
        order = [catalog.cards[c] for c in draw_order(self.state.deck.cards, self.seed) if c in catalog.cards]
        w, h = self._face_size()
        self._faces = []
        for i, card in enumerate(order[:OPENING_HAND]):
            rect = pygame.Rect(r.x + i * (w + 6), r.y + 30, w, h)
            surface.blit(cards.face(card, w, h), rect)
            self._faces.append((rect, card))
        if not order:
            text.blit(surface, "Add cards to draw a hand.", (r.x, r.y + 40), theme.SMALL, theme.TEXT_DIM)
        if order:
            hand = "Hand: " + ", ".join(c.name for c in order[:OPENING_HAND])
            draws = [f"turn {t + 1}: {c.name}" for t, c in enumerate(order[OPENING_HAND : OPENING_HAND + SHOWN_DRAWS])]
            lines = f"{hand}. Then draws {', '.join(draws)}." if draws else hand
            box = pygame.Rect(r.x, r.y + 36 + h, r.width, self._odds_top() - r.y - 40 - h)
            text.blit_wrapped(surface, lines, box, theme.SMALL, theme.TEXT_DIM, line_gap=0)
        self._draw_odds(surface)
        for b in self.buttons():
            b.draw(surface, mouse)

    def _draw_odds(self, surface: pygame.Surface) -> None:
        r = self.rect
        y = heading(surface, "Chance to hold at least one", (r.x, self._odds_top()))
        targets = self.targets()
        if not targets:
            return
        label, copies = targets[self.target % len(targets)]
        shown = text.fit(f"{label} ({copies} in {len(self.state.deck.cards)})", r.width - 70, theme.BODY - 1)
        text.blit(surface, shown, (r.centerx, y + 13), theme.BODY - 1, theme.ACCENT, anchor="center")
        y += 36
        size = len(self.state.deck.cards)
        for turn in range(TURNS + 1):
            odds = chance_by_turn(size, copies, turn)
            when = "Opening hand" if turn == 0 else f"By turn {turn}"
            text.blit(
                surface, f"{when} ({cards_seen(turn)} cards)", (r.x, y + 10), theme.SMALL, theme.TEXT, anchor="midleft"
            )
            bar = pygame.Rect(r.x + 170, y + 3, r.width - 250, 14)
            pygame.draw.rect(surface, theme.PANEL_DARK, bar, border_radius=3)
            pygame.draw.rect(
                surface, theme.INFO, (bar.x, bar.y, int(bar.width * float(odds)), bar.height), border_radius=3
            )
            text.blit(
                surface,
                f"{100 * float(odds):.1f}%",
                (r.right, y + 10),
                theme.SMALL,
                theme.TEXT,
                bold=True,
                anchor="midright",
            )
            y += 22
        footnote = "Exact (hypergeometric): five cards, then one a turn from turn 1 (rules 1.4.4, 5.3.1)."
        text.blit_wrapped(surface, footnote, pygame.Rect(r.x, y + 4, r.width, 40), theme.SMALL - 2, theme.TEXT_DIM)

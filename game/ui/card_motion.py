"""Short motions for card tables, any game: a card flying from one rectangle to another (face up,
or its back, or turning over on the way), a flash on a rectangle (an attack, a block, a KO), and a
banner across the table area (a combo, an awaken), never over the side panel.

Motions only show what the game has already done: they run on the frame clock (`update(dt)`),
never hold up a decision or swallow input, are skipped at once by `skip()` (a table calls it on a
click or a key), and are not started at all at animation speed 0 (Settings). `started` counts
them by kind, for the tests.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pygame

from game.ui import card_faces, text, theme
from game.ui.card_faces import CardArt
from game.ui.theme import Colour

FLY_S = 0.4
PULSE_S = 0.6
BANNER_S = 1.3


@dataclass
class Flight:
    art: CardArt  # the face it shows (a back for a card the viewer may not see)
    start: pygame.Rect
    end: pygame.Rect
    begin: float
    length: float
    turn_to: CardArt | None = None  # turns over half way to show this face

    def progress(self, now: float) -> float:
        return (now - self.begin) / self.length


@dataclass
class Pulse:
    rect: pygame.Rect
    colour: Colour
    begin: float
    length: float
    word: str = ""  # a short word drawn across it ("BLOCK", "KO")

    def progress(self, now: float) -> float:
        return (now - self.begin) / self.length


@dataclass
class Banner:
    words: str
    colour: Colour
    begin: float
    length: float

    def progress(self, now: float) -> float:
        return (now - self.begin) / self.length


@dataclass
class CardMotion:
    speed: float = 1.0  # the player's animation speed; 0: nothing starts
    clock: float = 0.0
    flights: list[Flight] = field(default_factory=list)
    pulses: list[Pulse] = field(default_factory=list)
    banners: list[Banner] = field(default_factory=list)
    started: dict[str, int] = field(default_factory=dict)

    def _count(self, kind: str) -> bool:
        if self.speed <= 0:
            return False
        self.started[kind] = self.started.get(kind, 0) + 1
        return True

    def fly(
        self,
        art: CardArt,
        start: pygame.Rect,
        end: pygame.Rect,
        *,
        turn_to: CardArt | None = None,
        delay: float = 0.0,
        kind: str = "fly",
    ) -> None:
        if self._count(kind):
            begin = self.clock + delay / self.speed
            self.flights.append(Flight(art, start.copy(), end.copy(), begin, FLY_S / self.speed, turn_to))

    def pulse(self, rect: pygame.Rect, colour: Colour, word: str = "", *, kind: str = "pulse") -> None:
        if self._count(kind):
            if word:  # one word on a card at a time: the newest ("KO" after "ATTACK") says it
                self.pulses = [p for p in self.pulses if not (p.word and p.rect.colliderect(rect))]
            self.pulses.append(Pulse(rect.copy(), colour, self.clock, PULSE_S / self.speed, word))

    def banner(self, words: str, colour: Colour = theme.ACCENT, *, kind: str = "banner") -> None:
        if self._count(kind):
            self.banners = [Banner(words, colour, self.clock, BANNER_S / self.speed)]  # the newest says it

    def update(self, dt: float) -> None:
        self.clock += dt
        now = self.clock
        self.flights = [f for f in self.flights if f.progress(now) < 1]
        self.pulses = [p for p in self.pulses if p.progress(now) < 1]
        self.banners = [b for b in self.banners if b.progress(now) < 1]

    def skip(self) -> None:
        self.flights.clear()
        self.pulses.clear()
        self.banners.clear()

    def busy(self) -> bool:
        return bool(self.flights or self.pulses or self.banners)

    def landing(self) -> list[pygame.Rect]:
        """Where cards in flight will land (a table may leave those places empty until they do)."""
        return [f.end for f in self.flights]

    # ---------------------------------------------------------------- drawing

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Draw what is moving; banners stay inside `area` (the table, not its side panel)."""
        now = self.clock
        for p in self.pulses:
            _draw_pulse(surface, p, p.progress(now))
        for f in self.flights:
            k = f.progress(now)
            if k >= 0:
                _draw_flight(surface, f, k)
        for b in self.banners:
            _draw_banner(surface, b, b.progress(now), area)


def _draw_flight(surface: pygame.Surface, f: Flight, k: float) -> None:
    ease = 1 - (1 - k) ** 3
    w = round(f.start.w + (f.end.w - f.start.w) * ease)
    h = round(f.start.h + (f.end.h - f.start.h) * ease)
    lift = math.sin(k * math.pi) * min(h, 80) * 0.35
    cx = f.start.centerx + (f.end.centerx - f.start.centerx) * ease
    cy = f.start.centery + (f.end.centery - f.start.centery) * ease - lift
    if w < 4 or h < 4:
        return
    art, squeeze = f.art, 1.0
    if f.turn_to is not None:  # its back, then its face, turning about its upright axis
        squeeze = abs(math.cos(k * math.pi))
        art = f.art if k < 0.5 else f.turn_to
    shown = card_faces.face(art, f.end.w, f.end.h)
    img = pygame.transform.smoothscale(shown, (max(1, round(w * squeeze)), h))
    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))


def _draw_pulse(surface: pygame.Surface, p: Pulse, k: float) -> None:
    grow = round(6 + 10 * k)
    strength = 1 - k
    colour = theme.mix(theme.BG, p.colour, strength)
    ring = p.rect.inflate(grow, grow)
    pygame.draw.rect(surface, colour, ring, max(2, round(5 * strength)), border_radius=10)
    if p.word and k < 0.85:
        size = max(10, min(40, p.rect.height // 3))
        while size > 10 and theme.font_px(size, True).size(p.word)[0] > p.rect.width - 14:
            size -= 1  # the word stays on its card
        tag = text.render_px(p.word, size, theme.TEXT_DARK, True)
        where = tag.get_rect(center=p.rect.center)
        pygame.draw.rect(surface, p.colour, where.inflate(12, 4), border_radius=6)
        surface.blit(tag, where)


def _draw_banner(surface: pygame.Surface, b: Banner, k: float, area: pygame.Rect) -> None:
    size = max(22, min(64, area.height // 12))
    shown = text.render_px(text.fit_px(b.words, area.width - 60, size, True), size, b.colour, True)
    slide = 1 - min(1.0, k * 6)  # slides in over the first sixth
    box = shown.get_rect().inflate(48, 18)
    box.center = (area.centerx + round(slide * area.width * 0.3), area.centery)
    box = box.clamp(area)
    strip = pygame.Surface(box.size, pygame.SRCALPHA)
    fade = 1.0 if k < 0.75 else max(0.0, 1 - (k - 0.75) * 4)
    strip.fill((*theme.PANEL_DARK, round(225 * fade)))
    surface.blit(strip, box.topleft)
    pygame.draw.rect(surface, theme.mix(theme.PANEL_DARK, b.colour, fade), box, 2, border_radius=8)
    if fade < 1.0:
        shown = shown.copy()  # the text cache's surface stays opaque
        shown.set_alpha(round(255 * fade))
    surface.blit(shown, shown.get_rect(center=box.center))

"""The table's motion and sound: what just happened in the game, shown and heard.

Each frame `TableFx.update` compares a small snapshot of the state with the last one: a card on
the batch flies there from its player's hand, damage flips cards from deck to discard one by
one, a new Victor is ringed, Energy cards turn as they are used or recharged, an opened Bakugan
springs up, and each makes its sound. The engine has already decided all of it: effects only
show what is in the state, never hold up a decision, and are skipped entirely at speed "off".
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.ui import bakugan_draw, cards
from game.ui import sound, text, theme

if TYPE_CHECKING:
    from game.games.bakugan.ui.layout import Layout
    from game.games.bakugan.ui.table import TableScene

FLY_S = 0.4
FLIP_S = 0.32
FLIP_GAP_S = 0.22
VICTOR_S = 1.8
POP_S = 0.45
TURN_S = 0.35


@dataclass
class Flight:
    """A card moving from one rectangle to another, face up, or flipping over from its back."""

    card_id: str
    start: pygame.Rect
    end: pygame.Rect
    begin: float  # seconds on the fx clock
    length: float
    flip: bool = False
    seat: int = -1  # whose discard pile a flipped card lands on

    def progress(self, now: float) -> float:
        return (now - self.begin) / self.length

    def rect_at(self, now: float) -> pygame.Rect:
        """Where the card is drawn at `now`: eased from start to end, rising on the way."""
        k = min(1.0, max(0.0, self.progress(now)))
        ease = 1 - (1 - k) ** 3
        w = int(self.start.w + (self.end.w - self.start.w) * ease)
        h = int(self.start.h + (self.end.h - self.start.h) * ease)
        cx = self.start.centerx + (self.end.centerx - self.start.centerx) * ease
        cy = self.start.centery + (self.end.centery - self.start.centery) * ease - math.sin(k * math.pi) * h * 0.4
        return pygame.Rect(int(cx) - max(1, w) // 2, int(cy) - h // 2, max(1, w), h)


@dataclass
class Snapshot:
    batch: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    energy: tuple[tuple[int, int], ...] = ()
    victor: int | None = None
    opened: frozenset[int] = frozenset()
    over: bool = False
    throws: int = 0


@dataclass
class TableFx:
    clock: float = 0.0
    flights: list[Flight] = field(default_factory=list)
    victor_since: float = -99.0
    victor: tuple[int, int] | None = None  # (seat, bakugan)
    victor_length: float = VICTOR_S
    pop_length: float = POP_S
    turn_length: float = TURN_S
    popped: dict[int, float] = field(default_factory=dict)  # bakugan -> when it opened
    turned: dict[int, tuple[float, int, int]] = field(default_factory=dict)  # seat -> (when, charged, used) before
    last: Snapshot | None = None
    hand_rects: dict[int, pygame.Rect] = field(default_factory=dict)
    batch_rows: dict[int, tuple[pygame.Rect, str, int]] = field(default_factory=dict)  # eid -> row, card, seat
    roll_cues: set[tuple[int, str]] = field(default_factory=set)
    anim_id: int = 0
    shown: dict[str, int] = field(default_factory=dict)  # effects started, by kind (tests read it)

    def _count(self, kind: str) -> None:
        self.shown[kind] = self.shown.get(kind, 0) + 1

    def speed(self, scene: TableScene) -> float:
        return max(0.0, scene.app.settings.anim_speed)

    def update(self, dt: float, scene: TableScene) -> None:
        self.clock += dt
        now = self.clock
        snap = _snapshot(scene)
        before = self.last
        self.last = snap
        if before is not None and snap != before:
            self._changes(scene, before, snap)
        self.hand_rects = dict(scene.layout.hand)
        rows = scene.layout.batch_entries
        self.batch_rows = {  # played cards only: abilities and triggers go nowhere when they complete
            e.eid: (rows[e.eid], e.card_id, e.controller)
            for e in scene.game.state.batch
            if e.eid in rows and e.kind == "card"
        }
        self._roll_sounds(scene)
        self.flights = [f for f in self.flights if f.progress(now) < 1.0]

    # ---------------------------------------------------------------- what changed

    def _changes(self, scene: TableScene, before: Snapshot, now_snap: Snapshot) -> None:
        game = scene.game
        s = game.state
        lay = scene.layout
        speed = self.speed(scene)
        animate = speed > 0
        for entry in s.batch:
            if entry.eid in before.batch or entry.eid not in lay.batch_entries:
                continue
            sound.cue("card_play")
            if animate:
                start = self.hand_rects.get(entry.card) if entry.card is not None else None
                if start is None:  # a hidden hand: from the back of its last card (card-shaped, not the name strip)
                    backs = lay.hand_backs.get(entry.controller)
                    start = backs[-1] if backs else lay.deck.get(entry.controller, lay.batch_entries[entry.eid])
                end = batch_spot(lay, lay.batch_entries[entry.eid], start)
                self.flights.append(Flight(entry.card_id, start.copy(), end, self.clock, FLY_S / speed))
                self._count("card")
        for eid in before.batch:  # completed: the card goes from the batch to its discard pile
            row = self.batch_rows.get(eid)
            if eid in now_snap.batch or row is None or not animate:
                continue
            rect, card_id, seat = row
            pile = lay.discard.get(seat)
            if pile is not None:
                start = batch_spot(lay, rect, pile)
                self.flights.append(Flight(card_id, start, pile.copy(), self.clock, FLY_S / speed))
                self._count("complete")
        self._flips(scene, before, now_snap, speed)
        if now_snap.victor is not None and now_snap.victor != before.victor:
            sound.cue("victor")
            if animate:
                bak = s.bakugan[now_snap.victor]
                self.victor = (bak.controller, now_snap.victor)
                self.victor_since = self.clock
                self.victor_length = VICTOR_S / speed
                self._count("victor")
        for bid in now_snap.opened - before.opened:
            if animate:
                self.popped[bid] = self.clock
                self.pop_length = POP_S / speed
            if scene.anim is None:  # the roll's own animation cues these as they happen
                sound.cue("pop_open")
                if s.bakugan[bid].cores:
                    sound.cue("core_click")
        for seat, (counts, old) in enumerate(zip(now_snap.energy, before.energy, strict=False)):
            if counts != old and animate:
                self.turned[seat] = (self.clock, *old)
                self.turn_length = TURN_S / speed
                self._count("energy")
        if now_snap.throws > before.throws:
            sound.cue("throw")
        if now_snap.over and not before.over:
            sound.cue("win")

    def _flips(self, scene: TableScene, before: Snapshot, now_snap: Snapshot, speed: float) -> None:
        """Damage: each card that reached a discard pile during a damage run flips over on its way."""
        game = scene.game
        if game.current_damage() is None and game.state.step.value != "damage":
            return
        lay = scene.layout
        queue_end = max((f.begin for f in self.flights if f.flip), default=self.clock - FLIP_GAP_S)
        for seat, (grown, was) in enumerate(zip(now_snap.discard, before.discard, strict=False)):
            if grown <= was:
                continue
            pile = game.state.players[seat].discard
            for k, iid in enumerate(pile[was:grown]):
                sound.cue("damage_flip")
                if speed <= 0 or seat not in lay.deck:
                    continue
                begin = max(self.clock, queue_end + FLIP_GAP_S / speed) + k * FLIP_GAP_S / speed
                self.flights.append(
                    Flight(
                        game.card(iid).id,
                        lay.deck[seat].copy(),
                        lay.discard[seat].copy(),
                        begin,
                        FLIP_S / speed,
                        flip=True,
                        seat=seat,
                    )
                )
                self._count("flip")
            queue_end = max(queue_end, self.clock)

    def _roll_sounds(self, scene: TableScene) -> None:
        anim = scene.anim
        if anim is None:
            return
        if id(anim) != self.anim_id:
            self.anim_id = id(anim)
            self.roll_cues.clear()
            sound.cue("roll")
        t = min(anim.t, anim.travel) * anim.rate
        for ball in anim.balls:
            opened_at = ball.opened_at()
            if opened_at is not None and t >= opened_at and (ball.seat, "pop") not in self.roll_cues:
                self.roll_cues.add((ball.seat, "pop"))
                sound.cue("pop_open")
                if ball.good:
                    sound.cue("core_click")

    # ---------------------------------------------------------------- asked while drawing

    def pop_scale(self, bid: int) -> float:
        """How large an opened Bakugan is drawn while it springs open (1.0 once it stands)."""
        since = self.popped.get(bid)
        if since is None:
            return 1.0
        k = (self.clock - since) / self.pop_length
        if k >= 1.0 or k < 0:
            return 1.0
        return 0.55 + 0.45 * k + 0.25 * math.sin(k * math.pi)

    def victor_glow(self) -> tuple[int, float] | None:
        """The Victor's Bakugan and how strongly to ring it (fading over VICTOR_S)."""
        if self.victor is None:
            return None
        k = (self.clock - self.victor_since) / self.victor_length
        if k >= 1.0:
            return None
        return self.victor[1], 1.0 - k

    def energy_turn(self, seat: int) -> tuple[float, int] | None:
        """While a seat's Energy cards are turning: how far (0..1) and how many were charged before."""
        turned = self.turned.get(seat)
        if turned is None:
            return None
        k = (self.clock - turned[0]) / self.turn_length
        return (k, turned[1]) if 0 <= k < 1 else None

    def busy(self, seat: int) -> bool:
        """Something of this seat's area is moving now (its panel is drawn afresh each frame)."""
        return self.flipping_to(seat) > 0 or self.energy_turn(seat) is not None

    def flipping_to(self, seat: int) -> int:
        """How many cards are still flipping on their way to a seat's discard pile."""
        return sum(1 for f in self.flights if f.flip and f.seat == seat and f.progress(self.clock) < 1)

    def draw(self, surface: pygame.Surface, scene: TableScene) -> None:
        game = scene.game
        now = self.clock
        glow = self.victor_glow()
        if glow is not None:
            bid, strength = glow
            centre = scene.layout.tokens.get(bid)
            rect = scene.layout.bakugan_cards.get(bid)
            ring = theme.mix(theme.FIELD, theme.ACCENT, strength)
            r = scene.layout.token_radius
            if centre is not None:
                middle = (centre[0], centre[1] - int(r * 0.3))
                grow = int(r * (1.45 + 0.08 * math.sin(now * 10)))
                bakugan_draw.ring_round(surface, centre, r, grow, ring, max(3, r // 4))
                tag = text.render("VICTOR", theme.SMALL, theme.TEXT_DARK, True)
                where = tag.get_rect(center=(middle[0], middle[1] + r // 2))  # across the figure, briefly
                pygame.draw.rect(surface, ring, where.inflate(theme.px(8), theme.px(2)), border_radius=4)
                surface.blit(tag, where)
            if rect is not None:
                pygame.draw.rect(surface, ring, rect.inflate(10, 10), 4, border_radius=8)
        for f in self.flights:
            k = f.progress(now)
            if k < 0:
                continue
            where = f.rect_at(now)
            w, h = where.size
            card = game.catalog.cards.get(f.card_id)
            if card is None or w < 4 or h < 4:
                continue
            if f.flip:  # the card turns over half way: its back, then its face
                turn = abs(math.cos(k * math.pi))
                shown = cards.back(f.end.w, f.end.h) if k < 0.5 else cards.face(card, f.end.w, f.end.h)
                img = pygame.transform.scale(shown, (max(1, int(w * turn)), h))
            else:  # drawn once at its starting size, scaled on the way
                img = pygame.transform.scale(cards.face(card, f.start.w, f.start.h), (w, h))
            surface.blit(img, img.get_rect(center=where.center))


def batch_spot(lay: Layout, row: pygame.Rect, card: pygame.Rect) -> pygame.Rect:
    """Where a card joins or leaves the batch on the table: card-shaped, at the field's right
    edge beside the batch's row, inside the field (a card flying over the side panel would
    cover its words)."""
    spot = card_shaped(row, card)
    spot.right = lay.field.right - theme.px(12)
    spot.clamp_ip(lay.field.inflate(-theme.px(8), -theme.px(8)))
    return spot


def card_shaped(target: pygame.Rect, card: pygame.Rect) -> pygame.Rect:
    """A card-proportioned rectangle centred on target (a batch row), as tall as two rows."""
    h = max(8, target.h * 2)
    w = max(6, round(h * card.w / max(1, card.h)))
    return pygame.Rect(target.centerx - w // 2, target.centery - h // 2, w, h)


def _snapshot(scene: TableScene) -> Snapshot:
    s = scene.game.state
    return Snapshot(
        batch=tuple(e.eid for e in s.batch),
        discard=tuple(len(p.discard) for p in s.players),
        energy=tuple((len(p.charged), len(p.uncharged)) for p in s.players),
        victor=s.this_turn.victor,
        opened=frozenset(i for i, b in enumerate(s.bakugan) if b.open),
        over=scene.session.over,
        throws=len(s.this_turn.throws),
    )

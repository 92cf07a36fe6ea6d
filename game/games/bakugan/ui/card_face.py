"""Card faces and backs drawn by the program, at any size, each drawn once and cached.

A face: a frame in the card's faction colours (split for two factions), the name fitted to its
band (smaller, then on two or three lines; never cut), the cost gem (X for X costs), a type icon,
faction icons, keyword chips, B-Power and Damage Rating boxes, and as much of the generated
text as fits (the zoom shows all of it). Heroes have a gold frame and ribbon, Evos a steel one
with chevrons, Flip cards a red ribbon, so each reads at a glance.
"""

from __future__ import annotations

import re

import pygame

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.cards.text import card_header, card_text
from game.games.bakugan.ui import icons
from game.ui import text, theme
from game.ui.theme import Colour

INK: Colour = (24, 24, 32)
PAPER: Colour = (250, 247, 238)
HERO_GOLD: Colour = (214, 170, 60)
EVO_STEEL: Colour = (150, 170, 190)
FLIP_RED: Colour = (196, 52, 60)

KEYWORD = re.compile(
    r"([+-]\d+ FrostStrike|\bFrostStrike \d+|\bFrostStrike|\bDoubleStrike|\bShadowStrike|\bSacrifice|\bTurbo"
    r"|\bFlow\b|\bFury\b|\bDomination)"
)

_FACES: dict[tuple[object, ...], pygame.Surface] = {}
_BACKS: dict[tuple[int, int, str, float], pygame.Surface] = {}


def colours(card: CardDef) -> tuple[Colour, Colour]:
    """The card's two frame colours (the same twice for one faction)."""
    names = [f.value for f in card.factions if f.value in theme.FACTION]
    first = theme.FACTION[names[0]] if names else theme.NEUTRAL
    second = theme.FACTION[names[1]] if len(names) > 1 else first
    return first, second


def keywords(card: CardDef) -> list[str]:
    """The keywords in the card's text, each once, in order (for the chips)."""
    seen: list[str] = []
    for found in KEYWORD.findall(card_text(card)):
        amount, _, rest = found.partition(" ")
        word = f"{rest} {amount}" if amount[:1] in "+-" else found  # "+7 FrostStrike" -> "FrostStrike +7"
        if word not in seen:
            seen.append(word)
    return seen


def fit_name(name: str, width: int, height: int, start: int, bold: bool = True) -> tuple[int, list[str]]:
    """The size (pixels) and lines that show the whole name in width x height as large as it can:
    on one line, or on two or three when that gives a clearly larger size; never cut."""
    best: tuple[int, list[str]] | None = None
    for lines_wanted in (1, 2, 3):
        size = min(start, int(height / lines_wanted / 0.85))
        while size >= 6:
            lines = text.wrap_px(name, width, size, bold)
            widest = max(theme.font_px(size, bold).size(line)[0] for line in lines)
            if len(lines) <= lines_wanted and widest <= width:
                break
            size -= 1
        if size >= 6 and (best is None or size > best[0] * 1.15):
            best = (size, text.wrap_px(name, width, size, bold))
    return best if best is not None else (6, text.wrap_px(name, width, 6, bold))


KEY: Colour = (1, 2, 3)  # the colour keyed out round the corners of a cached card


def keyed(surf: pygame.Surface) -> pygame.Surface:
    """The surface on an opaque background with its transparent corners colour-keyed: cards have
    no partly transparent pixels, and a keyed blit costs about a third of an alpha blit."""
    out = pygame.Surface(surf.get_size())
    out.fill(KEY)
    out.blit(surf, (0, 0))
    out.set_colorkey(KEY, pygame.RLEACCEL)
    return out


def face(card: CardDef, w: int, h: int) -> pygame.Surface:
    key = (card.id, card.faction_values, w, h, theme.palette_version)  # Factions: a Hero's may change (2.5.1)
    surf = _FACES.get(key)
    if surf is None:
        if len(_FACES) > 600:
            _FACES.clear()
        surf = keyed(_draw_face(card, w, h))
        _FACES[key] = surf
    return surf


def _frame(surf: pygame.Surface, card: CardDef, radius: int, border: int) -> pygame.Rect:
    """The outer frame in the faction colours (or gold for Heroes, steel for Evos); returns the inside."""
    w, h = surf.get_size()
    a, b = colours(card)
    outer = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(surf, a, outer, border_radius=radius)
    if b != a:  # the second faction's colour on the right half, split on a slant
        half = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(half, b, outer, border_radius=radius)
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255), [(w * 0.62, 0), (w, 0), (w, h), (w * 0.38, h)])
        half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(half, (0, 0))
    if card.type is CardType.HERO:
        pygame.draw.rect(surf, HERO_GOLD, outer, max(2, border // 2 + 1), border_radius=radius)
    elif card.type is CardType.EVO:
        pygame.draw.rect(surf, EVO_STEEL, outer, max(2, border // 2 + 1), border_radius=radius)
    pygame.draw.rect(surf, theme.mix(a, (0, 0, 0), 0.5), outer, 1, border_radius=radius)
    inner = outer.inflate(-2 * border, -2 * border)
    body = {
        CardType.HERO: theme.mix(HERO_GOLD, PAPER, 0.75),
        CardType.EVO: theme.mix(EVO_STEEL, PAPER, 0.7),
        CardType.FLIP: theme.mix(FLIP_RED, PAPER, 0.86),
    }.get(card.type, theme.mix(a, PAPER, 0.82))
    pygame.draw.rect(surf, body, inner, border_radius=max(2, radius - border))
    if card.type is CardType.EVO:  # faint chevrons down the body
        step = max(6, inner.width // 5)
        for y in range(inner.y + step, inner.bottom, step):
            mid = inner.centerx
            pygame.draw.lines(
                surf,
                theme.mix(EVO_STEEL, PAPER, 0.45),
                False,
                [(inner.x + 3, y + step // 3), (mid, y), (inner.right - 3, y + step // 3)],
                1,
            )
    return inner


def _band(surf: pygame.Surface, card: CardDef, rect: pygame.Rect) -> None:
    a, b = colours(card)
    left, right = theme.mix(a, (0, 0, 0), 0.15), theme.mix(b, (0, 0, 0), 0.15)
    if left == right:
        pygame.draw.rect(surf, left, rect, border_top_left_radius=4, border_top_right_radius=4)
        return
    for i in range(rect.width):  # a gradient from one faction to the other
        t = i / max(1, rect.width - 1)
        pygame.draw.line(surf, theme.mix(left, right, t), (rect.x + i, rect.y), (rect.x + i, rect.bottom - 1))


def _band_ink(card: CardDef) -> Colour:
    a, b = colours(card)
    return theme.text_on(theme.mix(theme.mix(a, b, 0.5), (0, 0, 0), 0.15))


def cost_gem(surf: pygame.Surface, card: CardDef, centre: tuple[int, int], r: int) -> None:
    """The Energy cost on a white gem (a diamond); X for X costs; nothing for Characters."""
    if card.cost is None:
        return
    cx, cy = centre
    pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
    pygame.draw.polygon(surf, (252, 252, 250), pts)
    pygame.draw.polygon(surf, theme.mix(colours(card)[0], (0, 0, 0), 0.45), pts, max(1, r // 6))
    label = "X" if card.x_cost else str(card.cost)
    size = max(8, int(r * 1.25))
    glyph = text.render_px(label, size, INK, True)
    surf.blit(glyph, glyph.get_rect(center=(cx, cy + 1)))


def _ribbon(card: CardDef) -> tuple[str, Colour] | None:
    if card.type is CardType.HERO:
        return "HERO", theme.mix(HERO_GOLD, (0, 0, 0), 0.2)
    if card.type is CardType.EVO:
        return "EVO", theme.mix(EVO_STEEL, (0, 0, 0), 0.35)
    if card.type is CardType.FLIP:
        return "FLIP", FLIP_RED
    return None


def _type_line(surf: pygame.Surface, card: CardDef, x: int, y: int, right: int, size: int, gem: bool = False) -> int:
    """Type icon and word on the left, faction icons (and on small cards the cost gem) on the
    right; returns the line's bottom."""
    r = max(4, size // 2)
    if gem and card.cost is not None:
        gem_r = r + 4
        cost_gem(surf, card, (right - gem_r, y + size // 2 + 1), gem_r)
        right -= 2 * gem_r + 3
    icon_colour = INK
    ribbon = _ribbon(card)
    if right - x < 60:  # a small card: the type's icon alone (on its ribbon colour if it has one)
        colour = ribbon[1] if ribbon is not None else INK
        icons.TYPE_ICON[card.type.value](surf, (x + r, y + size // 2 + 1), r + 1, colour)
    elif ribbon is not None:  # Heroes, Evos and Flips: a coloured tag instead of the plain word
        word, colour = ribbon
        glyph = text.render_px(word, size, (255, 255, 255), True)
        tag = pygame.Rect(x, y, glyph.get_width() + 2 * r + 8, size + 2)
        pygame.draw.rect(surf, colour, tag, border_radius=3)
        icons.TYPE_ICON[card.type.value](surf, (tag.x + r + 2, tag.centery), r, (255, 255, 255))
        surf.blit(glyph, (tag.x + 2 * r + 5, tag.y + 2))
    else:
        icons.TYPE_ICON[card.type.value](surf, (x + r, y + size // 2 + 1), r, icon_colour)
        glyph = text.render_px(card.type.value, size, INK)
        surf.blit(glyph, (x + 2 * r + 4, y + 1))
    fx = right - r
    for faction in reversed(card.factions):
        colour = theme.FACTION.get(faction.value, theme.NEUTRAL)
        pygame.draw.circle(surf, theme.mix(colour, (0, 0, 0), 0.35), (fx, y + size // 2 + 1), r + 2)
        icons.FACTION_ICON[faction.value](surf, (fx, y + size // 2 + 1), r, theme.mix(colour, (255, 255, 255), 0.35))
        fx -= 2 * r + 6
    return y + size + 3


def stat_boxes(surf: pygame.Surface, bp: int | None, dr: int | None, rect: pygame.Rect) -> None:
    """B-Power (left, gold on dark) and Damage Rating (right, white on red) boxes."""
    if bp is None and dr is None:
        return
    gap = max(2, rect.width // 30)
    half = (rect.width - gap) // 2
    size = max(8, min(int(rect.height * 0.8), int(half / 3.2)))
    for i, (value, label, fill, ink) in enumerate(
        ((bp, "BP", (34, 34, 44), (255, 214, 90)), (dr, "DR", (170, 40, 44), (255, 255, 255)))
    ):
        if value is None:
            continue
        box = pygame.Rect(rect.x + i * (half + gap), rect.y, half, rect.height)
        pygame.draw.rect(surf, fill, box, border_radius=max(2, rect.height // 4))
        number = text.render_px(str(value), size, ink, True)
        tag = text.render_px(label, max(7, size * 2 // 3), theme.mix(ink, fill, 0.35), True)
        total = number.get_width() + 2 + tag.get_width()
        left = box.centerx - total // 2
        surf.blit(number, number.get_rect(midleft=(left, box.centery + 1)))
        surf.blit(tag, tag.get_rect(midleft=(left + number.get_width() + 2, box.centery + 1)))


def chips(surf: pygame.Surface, words: list[str], x: int, bottom: int, right: int, size: int) -> int:
    """Keyword chips in a row ending at `bottom`, as many as fit; returns the row's top."""
    if not words:
        return bottom
    height = size + 4
    top = bottom - height
    for word in words:
        glyph = text.render_px(word, size, (255, 255, 255), True)
        chip = pygame.Rect(x, top, glyph.get_width() + 8, height)
        if chip.right > right:
            break
        pygame.draw.rect(surf, (60, 90, 150), chip, border_radius=height // 2)
        surf.blit(glyph, glyph.get_rect(center=chip.center))
        x = chip.right + 3
    return top


def _draw_face(card: CardDef, w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(4, w // 12)
    border = max(2, w // 24)
    inner = _frame(surf, card, radius, border)
    tiny = w < 70  # a small card: a taller name band and no text (hover to read it)
    gem_in_band = w >= 120  # small cards: the gem goes on the type line, the name gets the band
    gem_r = max(6, min(int(h * 0.085), w // 8)) if card.cost is not None and gem_in_band else 0
    name_w = inner.width - 6 - (2 * gem_r + 2 if gem_r else 0)
    start = max(12, w // 5)
    band_h = max(14, int(h * (0.3 if tiny else 0.28)))
    size, lines = fit_name(card.name, name_w, band_h - 2, start)
    if len(lines) == 1 and not tiny:  # one line is enough: a slimmer band leaves room for the text
        band_h = max(14, int(h * 0.17), theme.font_px(size, True).get_linesize() + 2)
        size, lines = fit_name(card.name, name_w, band_h - 2, size)
    band = pygame.Rect(inner.x, inner.y, inner.width, band_h)
    _band(surf, card, band)
    line_h = theme.font_px(size, True).get_linesize() * 0.85
    y = band.centery - line_h * len(lines) / 2
    for line in lines:
        glyph = text.render_px(line, size, _band_ink(card), True)
        surf.blit(glyph, (band.x + 3, round(y)))
        y += line_h
    if gem_r:
        cost_gem(surf, card, (band.right - gem_r - 1, band.centery), gem_r)
    small = max(8, w // 9)
    y = _type_line(surf, card, inner.x + 3, band.bottom + 3, inner.right - 3, small, gem=not gem_in_band)
    bottom = inner.bottom - 3
    if card.bp is not None or card.dr is not None:
        stats_h = max(12, h // 7)
        stat_boxes(surf, card.bp, card.dr, pygame.Rect(inner.x + 2, bottom - stats_h, inner.width - 4, stats_h))
        bottom -= stats_h + 3
    words = keywords(card)
    if h >= 100:
        bottom = chips(surf, words, inner.x + 3, bottom, inner.right - 3, max(8, w // 11)) - 2
    body_size = max(9, w // 9)
    if not tiny and bottom - y >= body_size:
        _body(surf, card_text(card), pygame.Rect(inner.x + 3, y + 1, inner.width - 6, bottom - y - 1), body_size)
    if not card.is_encoded:
        pygame.draw.line(surf, theme.BAD, (inner.x + 2, inner.bottom - 1), (inner.right - 2, inner.bottom - 1), 3)
    return surf


def _body(surf: pygame.Surface, words: str, rect: pygame.Rect, size: int) -> None:
    """As many lines as fit; the last one ends with an ellipsis when the text goes on (the zoom has it all)."""
    lines = text.wrap_px(words, rect.width, size)
    line_h = theme.font_px(size).get_linesize()
    room = max(0, rect.height // line_h)
    if room == 0:
        return
    shown = lines[:room]
    if len(lines) > room:
        last = shown[-1]
        f = theme.font_px(size)
        while last and f.size(last + "…")[0] > rect.width:
            last = last[:-1]
        shown[-1] = last.rstrip() + "…"
    y = rect.y
    for line in shown:
        surf.blit(text.render_px(line, size, (44, 44, 56)), (rect.x, y))
        y += line_h


def zoom(card: CardDef, width: int, body_size: int) -> pygame.Surface:
    """The card large, with its header and all of its generated text (as tall as it needs)."""
    key = ("zoom", card.id, card.faction_values, width, body_size, theme.palette_version)
    cached = _FACES.get(key)
    if cached is not None:
        return cached
    border = max(4, width // 40)
    inner_w = width - 2 * border
    pad = max(8, width // 30)
    header = card_header(card).split(" — ", 1)[-1]
    body = card_text(card) or "(no card text)"
    if card.type is CardType.FLIP:
        body = "Flip card: played only when flipped from your deck by damage (3.6.1). " + body
    line_h = theme.font_px(body_size).get_linesize()
    head_lines = text.wrap_px(header, inner_w - 2 * pad, body_size)
    body_lines = text.wrap_px(body, inner_w - 2 * pad, body_size)
    band_h = max(40, body_size * 2 + 6)
    small = max(10, body_size - 3)
    stats_h = body_size + 12 if card.bp is not None or card.dr is not None else 0
    words = keywords(card)
    chips_h = small + 10 if words else 0
    height = (
        border * 2
        + band_h
        + small
        + 10
        + line_h * len(head_lines)
        + 12
        + line_h * len(body_lines)
        + chips_h
        + stats_h
        + small
        + 16
    )
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    inner = _frame(surf, card, max(8, width // 24), border)
    band = pygame.Rect(inner.x, inner.y, inner.width, band_h)
    _band(surf, card, band)
    gem_r = band_h // 2 - 4 if card.cost is not None else 0
    size, lines = fit_name(card.name, band.width - 2 * pad - 2 * gem_r, band_h - 4, body_size + 8)
    name_h = theme.font_px(size, True).get_linesize() * 0.85
    y = band.centery - name_h * len(lines) / 2
    for line in lines:
        surf.blit(text.render_px(line, size, _band_ink(card), True), (band.x + pad, round(y)))
        y += name_h
    if gem_r:
        cost_gem(surf, card, (band.right - gem_r - 6, band.centery), gem_r)
    y = _type_line(surf, card, inner.x + pad, band.bottom + 6, inner.right - pad, small) + 4
    for line in head_lines:
        surf.blit(text.render_px(line, body_size, (50, 50, 62)), (inner.x + pad, y))
        y += line_h
    pygame.draw.line(
        surf, theme.mix(colours(card)[0], (0, 0, 0), 0.2), (inner.x + pad, y + 4), (inner.right - pad, y + 4)
    )
    y += 12
    for line in body_lines:
        surf.blit(text.render_px(line, body_size, INK), (inner.x + pad, y))
        y += line_h
    bottom = inner.bottom - small - 8
    if stats_h:
        stat_boxes(
            surf, card.bp, card.dr, pygame.Rect(inner.x + pad, bottom - stats_h + 4, inner.width - 2 * pad, stats_h - 4)
        )
        bottom -= stats_h
    chips(surf, words, inner.x + pad, bottom, inner.right - pad, small)
    ident = text.render_px(card.id, small, (90, 90, 100))
    surf.blit(ident, ident.get_rect(bottomright=(inner.right - pad, inner.bottom - 4)))
    _FACES[key] = surf
    return surf


def back_turned(w: int, h: int, degrees: int, used: bool) -> pygame.Surface:
    """A card back turned by `degrees` (an Energy card being used), dimmed once it is used."""
    key = (w, h, f"turned {degrees} {used}", 0.0)
    surf = _BACKS.get(key)
    if surf is None:
        surf = _draw_back(w, h, "")
        if degrees:
            surf = pygame.transform.rotate(surf, degrees)
        if used:
            surf.fill((170, 170, 170, 255), special_flags=pygame.BLEND_RGBA_MULT)
        surf = keyed(surf)
        _BACKS[key] = surf
    return surf


def back(w: int, h: int, label: str = "") -> pygame.Surface:
    """The card back: a dark card with an orange ring round a closed Bakugan."""
    key = (w, h, label, 0.0)
    surf = _BACKS.get(key)
    if surf is None:
        if len(_BACKS) > 200:
            _BACKS.clear()
        surf = keyed(_draw_back(w, h, label))
        _BACKS[key] = surf
    return surf


def _draw_back(w: int, h: int, label: str) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, min(w, h) // 10)
    pygame.draw.rect(surf, (26, 22, 44), surf.get_rect(), border_radius=radius)
    inner = surf.get_rect().inflate(-max(2, w // 12), -max(2, w // 12))
    pygame.draw.rect(surf, (52, 36, 96), inner, border_radius=max(2, radius - 1))
    pygame.draw.rect(surf, (240, 140, 40), surf.get_rect(), max(1, w // 30), border_radius=radius)
    r = max(3, min(w, h) // 3)
    centre = (w // 2, h // 2 if not label else h // 2 - 4)
    pygame.draw.circle(surf, (240, 140, 40), centre, r, max(1, r // 5))
    icons.ball(surf, centre, r * 0.7, (236, 232, 220))
    if label:
        glyph = text.render_px(label, max(8, w // 7), (236, 232, 220))
        surf.blit(glyph, glyph.get_rect(midbottom=(w // 2, h - 3)))
    return surf

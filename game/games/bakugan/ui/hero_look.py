"""A Hero card as it is now: an effect may have changed its Factions (rule 2.5.1, read from
game/games/bakugan/rules/hero_factions.py). The table draws such a Hero in its new Factions (its face, its
strip on a narrow panel, its zoom) with a small marker saying the Faction changed and to what."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.cards.model import CardDef, Faction
from game.games.bakugan.rules.hero_factions import hero_factions
from game.games.bakugan.ui import card_face
from game.ui import text, theme

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game

_NOW: dict[tuple[str, tuple[str, ...]], CardDef] = {}  # (card id, Factions now) -> the card with them


def hero_now(game: Game, iid: int) -> CardDef:
    """The Hero card in play `iid` with its Factions as they are now (the printed card when unchanged)."""
    card = game.card(iid)
    now = hero_factions(game.state.modifiers, iid, card.faction_values)
    if now == card.faction_values:
        return card
    key = (card.id, now)
    changed = _NOW.get(key)
    if changed is None:
        changed = _NOW[key] = replace(card, factions=tuple(Faction(f) for f in now))
    return changed


def printed_factions(game: Game, card: CardDef) -> tuple[str, ...] | None:
    """The Factions printed on `card` when an effect changed them (None when they are as printed)."""
    printed = game.catalog.cards[card.id].faction_values if card.id in game.catalog.cards else card.faction_values
    return None if printed == card.faction_values else printed


def marker_words(card: CardDef) -> str:
    return "now " + "/".join(card.faction_values)


def draw_strip(surface: pygame.Surface, hero: CardDef, changed: bool, rect: pygame.Rect) -> None:
    """A Hero on a narrow panel: a strip in its Faction's colour with its name, and what its Faction
    is now when an effect changed it (a size smaller, or shorter, where it has no room)."""
    colour = theme.faction_colour(hero.faction_values)
    pygame.draw.rect(surface, colour, rect, border_radius=4)
    pygame.draw.rect(surface, card_face.HERO_GOLD, rect, 2, border_radius=4)
    name, now = hero.name, "/".join(hero.faction_values)
    wordings = [(f"Hero: {name}", theme.SMALL - 2)]
    if changed:
        wordings = [(f"Hero: {name} (now {now})", theme.SMALL - 2)]
        wordings += [(f"{name} (now {now})", size) for size in (theme.SMALL - 2, theme.SMALL - 4)]
        wordings += [(f"{name}: {now}", theme.SMALL - 4)]
    room = rect.width - theme.px(6)
    words, size = next(((w, z) for w, z in wordings if text.render(w, z).get_width() <= room), wordings[-1])
    shown = text.fit(words, room, size)
    text.blit(surface, shown, (rect.x + theme.px(3), rect.centery), size, theme.text_on(colour), anchor="midleft")


def draw_marker(surface: pygame.Surface, card: CardDef, rect: pygame.Rect) -> None:
    """A pill in the new Faction's colour along the bottom of the card: 'now Darkus' where it fits,
    else a small dot of that colour in the corner (hover the card to read the zoom)."""
    colour = theme.faction_colour(card.faction_values)
    size = theme.SMALL - 4
    words = marker_words(card)
    label = text.render(words, size, theme.text_on(colour), True)
    pad = theme.px(3)
    if label.get_width() + 2 * pad <= rect.width - theme.px(4):
        pill = pygame.Rect(0, 0, label.get_width() + 2 * pad, label.get_height() + 2)
        pill.midbottom = (rect.centerx, rect.bottom - theme.px(3))
        pygame.draw.rect(surface, colour, pill, border_radius=pill.height // 2)
        pygame.draw.rect(surface, theme.TEXT, pill, 1, border_radius=pill.height // 2)
        text.blit(surface, words, pill.center, size, theme.text_on(colour), bold=True, anchor="center")
        return
    r = max(3, rect.width // 8)
    centre = (rect.right - r - 2, rect.bottom - r - 2)
    pygame.draw.circle(surface, colour, centre, r)
    pygame.draw.circle(surface, theme.TEXT, centre, r, 1)


def zoom_note(card: CardDef, printed: tuple[str, ...]) -> str:
    return f"Faction changed by an effect (2.5.1): now {'/'.join(card.faction_values)}, printed {'/'.join(printed)}"


def draw_zoom_note(surface: pygame.Surface, card: CardDef, printed: tuple[str, ...], zoom: pygame.Rect) -> None:
    """The zoomed Hero's changed Faction said in a band of the new colour along the zoom's top edge
    (inside the zoom when there is no room above it)."""
    colour = theme.faction_colour(card.faction_values)
    pad = theme.px(6)
    lines = text.wrap(zoom_note(card, printed), zoom.width - 2 * pad, theme.SMALL, True)
    line_h = theme.font(theme.SMALL, True).get_linesize()
    band = pygame.Rect(zoom.x, 0, zoom.width, len(lines) * line_h + 2 * pad)
    band.bottom = zoom.y - theme.px(2)
    if band.top < surface.get_rect().top:
        band.top = zoom.y
    pygame.draw.rect(surface, colour, band, border_radius=theme.px(8))
    pygame.draw.rect(surface, theme.TEXT, band, 2, border_radius=theme.px(8))
    ink = theme.text_on(colour)
    for i, line in enumerate(lines):
        text.blit(surface, line, (band.x + pad, band.y + pad + i * line_h), theme.SMALL, ink, bold=True)

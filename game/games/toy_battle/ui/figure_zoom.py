"""A Toy Battle figure shown large while the pointer rests on its stand, on the shell's zoom
(game/ui/card_zoom.py): a portrait of the Bakugan (open or closed, in its faction's colour, its
owner's colour along the top, its B-Power) beside what a player wants to know of it: whose it is,
its B-Power and the BakuCores it holds, whether it may still be thrown, and how far its owner is
from winning. Nothing in Toy Battle is hidden, so every figure zooms for everyone."""

from __future__ import annotations

import pygame

from game.games.toy_battle.view import BakuganSight, ToyView
from game.ui import figures, text, theme
from game.ui.card_faces import CardArt
from game.ui.card_zoom import Zoom
from game.ui.theme import Colour

GOLD: Colour = (255, 214, 90)


def state_words(b: BakuganSight, view: ToyView) -> str:
    if b.open:
        return "Open: it won a brawl and stays open."
    if dict(view.selected).get(b.owner) == b.bid:
        return "In the brawl: chosen to be thrown this turn."
    return "Closed: it may be chosen for a brawl."


def figure_zoom(view: ToyView, bid: int, seat_colour: Colour) -> Zoom:
    """The zoom of Bakugan `bid` as the view shows it."""
    b = view.bakugan[bid]
    owner = view.names[b.owner]
    labels = {c.core: c.label for c in view.cores}
    held = [labels.get(core, core) for core in b.cores]
    opened = sum(1 for other in view.bakugan if other.owner == b.owner and other.open)
    state = state_words(b, view)
    lines = (
        f"{b.faction or 'No faction'} Bakugan of {owner}.",
        f"B-Power {b.bp}" + ("." if not held else f", counting the BakuCore{'s' if len(held) > 1 else ''} it holds."),
        f"Holds: {', '.join(held)}." if held else "Holds no BakuCore.",
        state,
        f"{owner} has {opened} of 3 Bakugan open: all three open after a won brawl wins the game.",
    )
    words = (b.name, b.faction, str(b.bp), state)
    key = ("toy-figure", b.name, b.faction, b.open, b.bp, seat_colour, state)
    return Zoom(CardArt(key, words, lambda surface: paint_portrait(surface, b, seat_colour)), b.name, lines)


def paint_portrait(surface: pygame.Surface, b: BakuganSight, seat_colour: Colour) -> None:
    """The figure on a card-sized plate: its faction's colour behind it, its owner's along the top,
    its Faction and B-Power above, its name below."""
    w, h = surface.get_size()
    faction = theme.FACTION.get(b.faction, theme.NEUTRAL)
    plate = pygame.Rect(0, 0, w, h)
    radius = max(6, w // 14)
    pygame.draw.rect(surface, theme.mix(faction, theme.PANEL_DARK, 0.78), plate, border_radius=radius)
    glow = pygame.Rect(0, 0, int(w * 0.9), int(w * 0.9))
    glow.center = (w // 2, int(h * 0.48))
    pygame.draw.ellipse(surface, theme.mix(faction, theme.PANEL_DARK, 0.55), glow)
    band = pygame.Rect(0, 0, w, max(6, h // 24))
    pygame.draw.rect(surface, seat_colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
    pygame.draw.rect(surface, faction, plate, max(2, w // 60), border_radius=radius)
    r = int(w * 0.28)
    centre = (w // 2, int(h * 0.48))
    shadow = pygame.Rect(0, 0, int(r * 2.4), max(6, r // 3))
    shadow.center = (centre[0], centre[1] + int(r * 1.15))
    pygame.draw.ellipse(surface, theme.mix(faction, (0, 0, 0), 0.7), shadow)
    if b.open:
        figures.open_figure(surface, (centre[0], centre[1] - r // 5), r, faction, seat_colour)
    else:
        figures.closed_ball(surface, centre, r, faction, None, spin=0.4 + b.bid)
    real = max(12, h // 16)
    pad = max(8, w // 14)
    top = band.bottom + pad // 2
    surface.blit(text.render_px(b.faction or "", real, faction, True), (pad, top))
    badge = text.render_px(str(b.bp), real + 2, GOLD, True)
    box = badge.get_rect(topright=(w - pad, top))
    pygame.draw.rect(surface, (26, 26, 34), box.inflate(real // 2, 4), border_radius=real // 3)
    surface.blit(badge, box)
    name = text.fit_px(b.name, w - 2 * pad, real + 2, True)
    label = text.render_px(name, real + 2, theme.TEXT, True)
    surface.blit(label, label.get_rect(midbottom=(w // 2, h - pad)))
    state = "open" if b.open else "closed"
    small = text.render_px(state, real, theme.GOOD if b.open else theme.TEXT_DIM)
    surface.blit(small, small.get_rect(midbottom=(w // 2, h - pad - label.get_height())))

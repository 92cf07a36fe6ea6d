"""Drawing each player's area: name, Bakugan cards, Heroes, piles, Energy and hand.
Reads the scene and the game; changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.stats import top_card
from game.ui import cards, text, theme
from game.ui.layout import Hit, Layout

if TYPE_CHECKING:
    from game.rules.engine import Game
    from game.ui.table import TableScene


DECISION_WORDS = {
    "place_core": "placing a BakuCore",
    "energize": "choosing a card to Energize",
    "select": "choosing a Bakugan to roll",
    "throw": "throwing",
    "flip": "deciding on a flipped Flip card",
    "discard": "discarding to seven",
    "trigger": "ordering triggered abilities",
}


def draw_player_area(
    surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, rect: pygame.Rect, marks: set[Hit]
) -> None:
    s = game.state
    p = s.players[seat]
    own = seat == lay.viewer
    to_act = game.to_act()
    acting = to_act == seat
    name_rect = lay.names[seat]
    kind = "computer" if scene.session.computer[seat] else "human"
    label = f"{p.name} ({kind})"
    if p.out:
        label += f" — out: {p.out_reason}"
    elif acting:
        top = game.pending()
        what = (
            "has priority"
            if top is not None and top.kind == "priority"
            else DECISION_WORDS.get(top.decision if top else "", "to act")
        )
        label += f" — {what}"
    if Hit("player", seat) in marks:
        pygame.draw.rect(surface, theme.ACCENT, name_rect.inflate(6, 2), 2, border_radius=4)
    pygame.draw.circle(surface, theme.SEAT[seat], (name_rect.x + 7, name_rect.centery), 6)
    text.blit(
        surface,
        text.fit(label, name_rect.width - 20 if not own else 600, theme.BODY, True),
        (name_rect.x + 18, name_rect.centery),
        theme.BODY,
        theme.BAD if p.out else theme.TEXT,
        bold=True,
        anchor="midleft",
    )
    view_bak = {b["bid"]: b for b in scene.view_bakugan()}
    reveal = (own or scene.reveals_all) and not scene.hand_hidden()
    for bid, brect in ((b, lay.bakugan_cards[b]) for b in p.bakugan):
        _bakugan_card(surface, game, bid, brect, view_bak.get(bid, {}), reveal, Hit("bakugan", bid) in marks)
    for iid, hrect in ((i, lay.heroes[i]) for i in p.heroes):
        hero = game.card(iid)
        if hrect.h < 30:  # a narrow panel: a named strip in the Hero's colours (hover to read it)
            colour = cards.card_colour(hero)
            pygame.draw.rect(surface, colour, hrect, border_radius=4)
            text.blit(
                surface,
                text.fit(f"Hero: {hero.name}", hrect.w - 6, theme.SMALL - 2),
                (hrect.x + 3, hrect.centery),
                theme.SMALL - 2,
                theme.text_on(colour),
                anchor="midleft",
            )
        else:
            surface.blit(cards.face(hero, hrect.w, hrect.h), hrect)
        if Hit("hero", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, hrect.inflate(4, 4), 3, border_radius=7)
    # deck and discard
    drect = lay.deck[seat]
    surface.blit(cards.back(drect.w, drect.h), drect)
    text.blit(
        surface, f"Deck {len(p.deck)}", (drect.centerx, drect.bottom + 2), theme.SMALL, theme.TEXT, anchor="midtop"
    )
    xrect = lay.discard[seat]
    if p.discard:
        surface.blit(cards.face(game.card(p.discard[-1]), xrect.w, xrect.h), xrect)
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, xrect, 1, border_radius=6)
    text.blit(
        surface,
        f"Discard {len(p.discard)}",
        (xrect.centerx, xrect.bottom + 2),
        theme.SMALL,
        theme.TEXT,
        anchor="midtop",
    )
    _energy(surface, lay.energy[seat], len(p.charged), len(p.uncharged), p.pool, own)
    if own:
        _hand(surface, scene, lay, game, seat, marks)
    else:
        for brect in lay.hand_backs.get(seat, []):
            surface.blit(cards.back(brect.w, brect.h), brect)
        backs = lay.hand_backs.get(seat, [])
        x = backs[-1].right + 8 if backs else rect.x + 8
        text.blit(
            surface, f"Hand {len(p.hand)}", (x, lay.energy[seat].centery), theme.SMALL, theme.TEXT, anchor="midleft"
        )


def _bakugan_card(
    surface: pygame.Surface, game: Game, bid: int, rect: pygame.Rect, info: dict[str, object], own: bool, marked: bool
) -> None:
    s = game.state
    bak = s.bakugan[bid]
    if bak.face_up or own:
        card = top_card(s, game.catalog, bak)
        surface.blit(cards.face(card, rect.w, rect.h), rect)
        if not bak.face_up:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)
            text.blit(
                surface,
                "face down" if rect.w >= 60 else "down",  # narrow: an opponent's, shown in the analysis mode
                (rect.centerx, rect.bottom - 4),
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="midbottom",
            )
        elif rect.w < 60:  # a small card: one line, state and B-Power
            bp = info.get("bp")
            band = pygame.Rect(rect.x, rect.bottom - 18, rect.w, 18)
            pygame.draw.rect(surface, theme.GOOD if bak.open else theme.PANEL_EDGE, band, border_radius=4)
            ink = theme.TEXT_DARK if bak.open else theme.TEXT
            label = f"{'Open' if bak.open else 'shut'} {bp}"
            text.blit(
                surface,
                text.fit(label, rect.w - 2, 13),
                band.center,
                13,
                ink,
                anchor="center",
            )
        else:
            bp, dr = info.get("bp"), info.get("dr")
            band = pygame.Rect(rect.x, rect.bottom - 30, rect.w, 30)
            pygame.draw.rect(surface, theme.GOOD if bak.open else theme.PANEL_EDGE, band, border_radius=4)
            ink = theme.TEXT_DARK if bak.open else theme.TEXT
            text.blit(
                surface,
                "OPEN" if bak.open else "closed",
                (band.centerx, band.y + 1),
                theme.SMALL - 2,
                ink,
                bold=True,
                anchor="midtop",
            )
            text.blit(
                surface,
                text.fit(f"{bp} BP {dr} DR", rect.w - 2, theme.SMALL - 2),
                (band.centerx, band.y + 15),
                theme.SMALL - 2,
                ink,
                anchor="midtop",
            )
    else:
        surface.blit(cards.back(rect.w, rect.h, "Bakugan" if rect.w >= 60 else ""), rect)
    for i, cid in enumerate(bak.cores):
        kind = game.catalog.cores[s.cores[cid].core_id].type.value
        cards.core_chip(surface, (rect.right - 9, rect.y + 10 + 18 * i), 8, kind)
    if marked:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)


def _energy(surface: pygame.Surface, rect: pygame.Rect, charged: int, uncharged: int, pool: int, own: bool) -> None:
    if own:
        text.blit(surface, "Energy cards", (rect.x, rect.y), theme.SMALL, theme.TEXT_DIM)
        x, y = rect.x, rect.y + 20
        for _ in range(charged):
            pygame.draw.rect(surface, theme.ACCENT, (x, y, 14, 22), border_radius=3)
            x += 18
        for _ in range(uncharged):
            pygame.draw.rect(surface, theme.ACCENT_SOFT, (x, y + 6, 22, 14), border_radius=3)
            x += 26
        text.blit(surface, f"{charged} charged, {uncharged} used", (rect.x, y + 30), theme.SMALL, theme.TEXT)
        text.blit(surface, f"Pool: {pool} Energy", (rect.x, y + 50), theme.SMALL, theme.ACCENT if pool else theme.TEXT)
        return
    msg = f"Energy {charged} charged, {uncharged} used" + (f", pool {pool}" if pool else "")
    text.blit(surface, text.fit(msg, rect.width, theme.SMALL), (rect.x, rect.y + 2), theme.SMALL, theme.TEXT)


def _hand(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, marks: set[Hit]) -> None:
    if scene.hand_hidden():
        for rect in lay.hand.values():
            surface.blit(cards.back(rect.w, rect.h), rect)
        note = f"{game.name(seat)}'s hand is hidden while another player acts"
        text.blit(
            surface, note, (lay.own.centerx, lay.own.bottom - 8), theme.BODY, theme.TEXT, bold=True, anchor="midbottom"
        )
        return
    hovered = lay.hit_at(scene.mouse)
    for iid, rect in lay.hand.items():
        r = rect.move(0, -8) if hovered == Hit("hand", iid) else rect
        surface.blit(cards.face(game.card(iid), r.w, r.h), r)
        if Hit("hand", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
    if not lay.hand:
        text.blit(surface, "(no cards in hand)", (lay.own.x + 12, lay.own.bottom - 70), theme.BODY, theme.TEXT_DIM)

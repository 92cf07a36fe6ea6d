"""Drawing each player's area: name, Bakugan cards, Heroes, piles, Energy and hand.
Reads the scene and the game; changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.rules.frames import PriorityFrame, decision_of
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.rules.toys import toy_of
from game.games.bakugan.ui import card_face, cards, hero_look, toy_look
from game.games.bakugan.ui.layout import Hit, Layout
from game.ui import figures, text, theme
from game.ui.theme import px

if TYPE_CHECKING:
    from game.games.bakugan.cards.model import CardDef
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.view_data import BakuganStats
    from game.games.bakugan.ui.table import TableScene


DECISION_WORDS = {
    "place_core": "placing a BakuCore",
    "energize": "choosing a card to Energize",
    "select": "choosing a Bakugan to roll",
    "throw": "throwing",
    "flip": "deciding on a flipped Flip card",
    "discard": "discarding to seven",
    "trigger": "ordering triggered abilities",
}


DETAIL_SIZES = (theme.SMALL, theme.SMALL - 2)  # a seat's "(computer, throws like NAME)" when the body size is too wide
SHORT_STATUS_SIZES = (*DETAIL_SIZES, theme.SMALL - 3)  # the details with " — to act", before leaving the status out


def draw_player_area(
    surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, rect: pygame.Rect, marks: set[Hit]
) -> None:
    s = game.state
    p = s.players[seat]
    own = seat == lay.viewer
    to_act = game.to_act()
    acting = to_act == seat
    name_rect = lay.names[seat]
    kind = scene.session.seat_kind(seat)
    throws = scene.session.throws[seat]  # a computer seat throwing like a player's rolling profile
    # a person at the table is just their name; a computer seat says so (and whom it throws like)
    details = f"({kind}, throws like {throws})" if throws else ("" if kind == "human" else f"({kind})")
    status = short = ""  # short: the status where the whole one has no room (an out player's is cut)
    if p.out:
        status = short = f" — out: {p.out_reason}"
    elif acting:
        top = game.pending()
        what = "has priority" if isinstance(top, PriorityFrame) else DECISION_WORDS.get(decision_of(top), "to act")
        status, short = f" — {what}", " — to act"
    if Hit("player", seat) in marks:
        pygame.draw.rect(surface, theme.ACCENT, name_rect.inflate(6, 2), 2, border_radius=4)
    pygame.draw.circle(surface, theme.SEAT[seat], (name_rect.x + px(7), name_rect.centery), px(6))
    words = pygame.Rect(name_rect.x + px(18), name_rect.y, name_rect.width - px(20), name_rect.height)
    _name_line(surface, words, p.name, details, (status, short), theme.BAD if p.out else theme.TEXT)
    view_bak = {b.bid: b.stats for b in scene.view_bakugan()}
    reveal = (own or scene.reveals_all) and not scene.hand_hidden()
    for bid, brect in ((b, lay.bakugan_cards[b]) for b in p.bakugan):
        _bakugan_card(surface, game, bid, brect, view_bak.get(bid), reveal, Hit("bakugan", bid) in marks)
    for iid, hrect in ((i, lay.heroes[i]) for i in p.heroes):
        hero = hero_look.hero_now(game, iid)  # in its Factions now: an effect may have changed them (2.5.1)
        changed = hero.faction_values != game.card(iid).faction_values
        if hrect.h < 30:  # a narrow panel: a named strip in the Hero's colours (hover to read it)
            hero_look.draw_strip(surface, hero, changed, hrect)
        else:
            surface.blit(cards.face(hero, hrect.w, hrect.h), hrect)
            if changed:
                hero_look.draw_marker(surface, hero, hrect)
        if Hit("hero", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, hrect.inflate(4, 4), 3, border_radius=7)
    # deck and discard
    drect = lay.deck[seat]
    surface.blit(cards.back(drect.w, drect.h), drect)
    _pile_label(surface, "Deck", len(p.deck), drect)
    xrect = lay.discard[seat]
    in_air = scene.fx.flipping_to(seat)  # cards still flipping over on their way here
    if len(p.discard) > in_air:
        surface.blit(cards.face(game.card(p.discard[-1 - in_air]), xrect.w, xrect.h), xrect)
    else:
        pygame.draw.rect(surface, theme.PANEL_EDGE, xrect, 1, border_radius=6)
    _pile_label(surface, "Discard", len(p.discard), xrect)
    _energy(surface, lay.energy[seat], (len(p.charged), len(p.uncharged)), p.pool, own, scene.fx.energy_turn(seat))
    if own:
        _hand(surface, scene, lay, game, seat, marks)
    else:
        for brect in lay.hand_backs.get(seat, []):
            surface.blit(cards.back(brect.w, brect.h), brect)
        backs = lay.hand_backs.get(seat, [])
        x = backs[-1].right + px(8) if backs else rect.x + px(8)
        text.blit(
            surface, f"Hand {len(p.hand)}", (x, lay.energy[seat].centery), theme.SMALL, theme.TEXT, anchor="midleft"
        )


def _name_line(
    surface: pygame.Surface,
    rect: pygame.Rect,
    name: str,
    details: str,
    statuses: tuple[str, str],
    colour: theme.Colour,
) -> None:
    """'Ann (computer, throws like Mia) — has priority' in `rect`, in bold at the body size when the
    name, the details and the status (at least its short form) fit (`statuses`: the status, then its
    short form where it has no room; an out player's reason is cut at the end). Else the name stays
    at the body size and the details follow a size smaller (two when needed) with the status, or its
    short form (three sizes smaller at most), or, with no room even for that, the details alone (the
    prompt says who is to act): whom the seat throws like is never cut."""
    plain = f"{name} {details}" if details else name
    unchanging = statuses[0] == statuses[1]  # no status, or an out player's (its reason may be cut)
    if _width(plain + statuses[1], theme.BODY) <= rect.width or (
        unchanging and _width(plain, theme.BODY) <= rect.width
    ):
        whole = text.fit_first(tuple(plain + s for s in statuses), rect.width, theme.BODY, True)
        text.blit(surface, whole, rect.midleft, theme.BODY, colour, bold=True, anchor="midleft")
        return
    shown_name = text.fit(name, rect.width * 3 // 5, theme.BODY, True)  # only a very long name is cut
    shown = text.blit(surface, shown_name, rect.midleft, theme.BODY, colour, bold=True, anchor="midleft")
    room = rect.right - shown.right - px(6)
    rest, size = next(
        (
            (words, size)
            for words, sizes in (
                (details + statuses[0], DETAIL_SIZES),
                (details + statuses[1], SHORT_STATUS_SIZES),
                (details, DETAIL_SIZES),
            )
            for size in sizes
            if _width(words, size) <= room
        ),
        (text.fit(details, room, DETAIL_SIZES[-1], True), DETAIL_SIZES[-1]),
    )
    baseline = shown.y + theme.font(theme.BODY, True).get_ascent()  # both parts on one baseline
    top = baseline - theme.font(size, True).get_ascent()
    text.blit(surface, rest, (shown.right + px(6), top), size, colour, bold=True)


def _width(words: str, size: int) -> int:
    return text.render(words, size, bold=True).get_width()


def _pile_label(surface: pygame.Surface, name: str, count: int, pile: pygame.Rect) -> None:
    """The pile's name and count under it, a size smaller if it must; the count alone when even
    that would run into the next pile."""
    room = pile.w + px(12)
    for words, size in (
        (f"{name} {count}", theme.SMALL),
        (f"{name} {count}", theme.SMALL - 3),
        (str(count), theme.SMALL),
    ):
        if text.render(words, size).get_width() <= room:
            break
    text.blit(surface, words, (pile.centerx, pile.bottom + px(2)), size, theme.TEXT, anchor="midtop")


def _bakugan_card(
    surface: pygame.Surface,
    game: Game,
    bid: int,
    rect: pygame.Rect,
    info: BakuganStats | None,
    own: bool,
    marked: bool,
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
            # narrow: an opponent's, shown in the analysis mode
            label = text.render("face down" if rect.w >= px(60) else "down", theme.SMALL, theme.TEXT, True)
            where = label.get_rect(center=rect.center)
            pygame.draw.rect(surface, theme.PANEL_DARK, where.inflate(px(6), px(2)), border_radius=4)
            surface.blit(label, where)
        else:
            _state_band(surface, card, bak.open, info, rect)
    else:  # face down: everyone sees the toy on it (rule 1.4.1), not the card (3.2.1)
        toy_look.draw_toy_on_back(surface, toy_of(s, game.catalog, bid), rect)
    r = max(px(7), rect.w // 9)
    for i, cid in enumerate(bak.cores):
        kind = game.catalog.cores[s.cores[cid].core_id].type.value
        cards.core_chip(surface, (rect.right - r - 1, rect.y + rect.h // 3 + (2 * r + 2) * i), r, kind, (250, 250, 250))
    if marked:
        pygame.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)


def _state_band(
    surface: pygame.Surface, card: CardDef, is_open: bool, info: BakuganStats | None, rect: pygame.Rect
) -> None:
    """Over the card's stat boxes: open (the ball icon opened, green) or closed, with B-Power and DR now
    (printed ones if the view has none)."""
    bp, dr = (info.bp, info.dr) if info is not None else (card.bp or 0, card.dr or 0)
    band_h = max(px(14), rect.h // 6)
    band = pygame.Rect(rect.x + 2, rect.bottom - band_h - 2, rect.w - 4, band_h)
    fill = theme.GOOD if is_open else theme.PANEL_EDGE
    pygame.draw.rect(surface, fill, band, border_radius=4)
    ink = theme.TEXT_DARK if is_open else theme.TEXT
    r = band_h // 2 - 1
    # as they are now: an effect may have changed them (2.5.1)
    factions = list(info.factions) if info is not None else [f.value for f in card.factions]
    colour = theme.faction_colour(factions)
    if is_open:
        pygame.draw.circle(surface, colour, (band.x + r + 2, band.centery), r)
        pygame.draw.line(
            surface, theme.TEXT_DARK, (band.x + 2, band.centery), (band.x + 2 * r + 2, band.centery - r // 2), 2
        )
    else:
        figures.closed_ball(surface, (band.x + r + 2, band.centery), r, colour)
    size = theme.SMALL - 2
    room = band.w - 2 * r - 6
    words = f"{bp} BP {dr} DR"
    if text.render(words, size, ink, True).get_width() > room:
        words = f"{bp} BP" if text.render(f"{bp} BP", size, ink, True).get_width() <= room else f"{bp}"
    text.blit(
        surface,
        text.fit(words, band.w - 2 * r - 6, size, True),
        (band.x + 2 * r + 5, band.centery + 1),
        size,
        ink,
        bold=True,
        anchor="midleft",
    )


def _energy(
    surface: pygame.Surface,
    rect: pygame.Rect,
    counts: tuple[int, int],
    pool: int,
    own: bool,
    turning: tuple[float, int] | None,
) -> None:
    """Energy cards: charged ones upright, used ones turned sideways (turning while they change)."""
    charged, uncharged = counts
    if own:
        text.blit(surface, "Energy cards", (rect.x, rect.y), theme.SMALL, theme.TEXT_DIM)
        ch = px(34)
        cw = px(24)
        y = rect.y + px(20)
        total = charged + uncharged
        step = min(cw + px(4), max(px(8), (rect.width - ch) // max(1, total)))
        x = rect.x
        k, was_charged = turning if turning is not None else (1.0, charged)
        for i in range(total):
            used = i >= charged
            changed = used != (i >= was_charged)  # this card turns now: it was just used or recharged
            degrees = 90.0 * (k if used else 1.0 - k) if changed else (90.0 if used else 0.0)
            turn = round(degrees) // 10 * 10  # ten-degree steps, each drawn once
            card = card_face.back_turned(cw, ch, turn, used)
            surface.blit(card, card.get_rect(midleft=(x, y + ch // 2)))
            x += step if not used else max(step, px(14))
        line_h = theme.font(theme.SMALL).get_linesize()
        text.blit(surface, f"{charged} charged, {uncharged} used", (rect.x, y + ch + px(4)), theme.SMALL, theme.TEXT)
        colour = theme.ACCENT if pool else theme.TEXT
        text.blit(surface, f"Pool: {pool} Energy", (rect.x, y + ch + px(4) + line_h), theme.SMALL, colour)
        return
    msg = f"Energy {charged} charged, {uncharged} used" + (f", pool {pool}" if pool else "")
    text.blit(surface, text.fit(msg, rect.width, theme.SMALL), (rect.x, rect.y + px(2)), theme.SMALL, theme.TEXT)


def hidden_hand(lay: Layout) -> tuple[list[pygame.Rect], pygame.Rect]:
    """A hidden hand drawn as a stack of backs at the left of the hand's row, and the room beside
    it for the words saying why (the words never cross a card)."""
    rects = list(lay.hand.values())
    if not rects:
        return [], lay.own.inflate(-px(24), 0)
    first = rects[0]
    step = min(px(22), first.w // 3)
    backs = [first.move(i * step, 0) for i in range(len(rects))]
    left = backs[-1].right + px(18)
    note = pygame.Rect(left, first.y, max(px(60), lay.own.right - px(12) - left), first.h)
    return backs, note


def _hand(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, seat: int, marks: set[Hit]) -> None:
    if scene.hand_hidden():
        backs, room = hidden_hand(lay)
        for rect in backs:
            surface.blit(cards.back(rect.w, rect.h), rect)
        if scene.public_screen() and scene.my_move():
            note = f"Shared screen: {game.name(seat)}'s hand stays hidden for this decision"
        else:
            note = f"{game.name(seat)}'s hand is hidden while another player acts"
        lines = text.wrap(note, room.width, theme.BODY, bold=True)
        line_h = theme.font(theme.BODY, bold=True).get_linesize()
        y = room.centery - len(lines) * line_h // 2
        for line in lines:
            text.blit(surface, line, (room.x, y), theme.BODY, theme.TEXT, bold=True)
            y += line_h
        return
    hovered = lay.hit_at(scene.mouse)
    for iid, rect in lay.hand.items():
        r = rect.move(0, -px(8)) if hovered == Hit("hand", iid) else rect
        surface.blit(cards.face(game.card(iid), r.w, r.h), r)
        if Hit("hand", iid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, r.inflate(6, 6), 3, border_radius=8)
    if not lay.hand:
        text.blit(
            surface, "(no cards in hand)", (lay.own.x + px(12), lay.own.bottom - px(70)), theme.BODY, theme.TEXT_DIM
        )

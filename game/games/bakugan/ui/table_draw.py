"""Drawing the table. Reads the scene and the game; changes nothing."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.games.bakugan.rules.actions import CHANCE
from game.games.bakugan.rules.frames import PriorityFrame, decision_of
from game.games.bakugan.rules.state import PHASE_OF, STEP_RULE, PlayerState
from game.games.bakugan.rules.stats import top_card
from game.games.bakugan.ui import cards, hero_look, table_look, toy_look
from game.games.bakugan.ui.field_draw import core_tooltip, draw_field
from game.games.bakugan.ui.layout import Hit, Layout
from game.games.bakugan.ui.seats_draw import DECISION_WORDS, draw_player_area
from game.games.bakugan.ui.throw_drag import describe
from game.ui import text, theme
from game.ui.log_panel import draw_log
from game.ui.theme import px
from game.ui.widgets import draw_why_not
from game.ui.words import counted

if TYPE_CHECKING:
    from game.games.bakugan.cards.model import CardDef
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.ui.table import TableScene


def draw_table(surface: pygame.Surface, scene: TableScene) -> None:
    lay = scene.layout
    game = scene.game
    marks = scene.highlights()
    whole_table = scene.table_view()
    background = _background(lay, game.to_act(), whole_table)
    surface.blit(background, (0, 0))
    draw_field(surface, scene, lay, game, marks)
    for seat, rect in lay.panels.items():
        if whole_table and seat != lay.viewer:
            continue  # the table to scale covers the other players' areas while throwing
        if seat == lay.viewer or scene.fx.busy(seat):
            draw_player_area(surface, scene, lay, game, seat, rect, marks)
        else:
            _kept_panel(surface, background, scene, seat, rect, marks)
    _prompt_bar(surface, scene, lay)
    _side(surface, scene, lay, game, marks)
    if scene.drag_start is not None:
        _drag(surface, scene, lay)
    if scene.anim is not None:
        scene.anim.draw(surface)
    if not whole_table:  # the effects sit on the panels and the close-up, hidden while the table shows
        scene.fx.draw(surface, scene)
    if scene.message is not None:
        _message(surface, lay, scene.message)
    if scene.app.stack.top is scene:
        draw_why_not(surface, scene.side_buttons, scene.mouse)
    card = scene.hovered_card()
    toy = None if card is not None else scene.hovered_toy()
    if card is not None:
        _zoom(surface, card, scene.mouse, lay, hero_look.printed_factions(game, card), scene.zoom_avoid())
    elif toy is not None:
        toy_look.toy_tooltip(surface, toy[0], game.name(toy[1]), scene.mouse, lay.main)
    elif not whole_table and scene.app.stack.top is scene and lay.field.collidepoint(scene.mouse):
        core_tooltip(surface, lay, game, scene.mouse)


_PANELS: dict[int, tuple[tuple[object, ...], pygame.Surface]] = {}  # seat -> (key, the panel drawn)


def _kept_panel(
    surface: pygame.Surface,
    background: pygame.Surface,
    scene: TableScene,
    seat: int,
    rect: pygame.Rect,
    marks: set[Hit],
) -> None:
    """Another player's area changes only with the game (or what can be clicked): drawn once for
    each change, then blitted. Drawn in window coordinates on a surface the window's size."""
    lay = scene.layout
    game = scene.game
    key = (
        id(scene),
        len(scene.session.actions),
        len(game.state.log),  # with the action count: any change of the game, undo included
        id(game),
        game.to_act(),
        lay.viewer,
        lay.size,
        tuple(rect),
        theme.scale(),
        theme.text_scale(),
        theme.palette_version,
        frozenset(marks),
    )
    kept = _PANELS.get(seat)
    if kept is None or kept[0] != key:
        canvas = kept[1] if kept is not None and kept[1].get_size() == lay.size else pygame.Surface(lay.size)
        canvas.blit(background, rect, area=rect)
        draw_player_area(canvas, scene, lay, game, seat, rect, marks)
        kept = (key, canvas)
        _PANELS[seat] = kept
    surface.blit(kept[1], rect, area=rect)


_BACKGROUNDS: dict[tuple[object, ...], pygame.Surface] = {}


def _background(lay: Layout, acting: int | None, whole_table: bool) -> pygame.Surface:
    """Panels, field and side panel, drawn once per layout and acting seat (rounded rects are slow)."""
    panels = tuple((seat, tuple(r)) for seat, r in lay.panels.items())
    key = (lay.size, lay.viewer, panels, tuple(lay.field), acting, whole_table)
    surf = _BACKGROUNDS.get(key)
    if surf is not None:
        return surf
    if len(_BACKGROUNDS) > 32:
        _BACKGROUNDS.clear()
    surf = pygame.Surface(lay.size)
    surf.fill(theme.BG)
    if not whole_table:
        f = lay.field
        _mat(surf, f.inflate(-px(8), -px(6)))
    for seat, rect in lay.panels.items():
        own = seat == lay.viewer
        if whole_table and not own:
            continue
        pygame.draw.rect(surf, theme.PANEL if not own else theme.PANEL_DARK, rect.inflate(-4, -4), border_radius=8)
        edge = theme.ACCENT if acting == seat else theme.SEAT[seat]
        pygame.draw.rect(surf, edge, rect.inflate(-4, -4), 3 if acting == seat else 2, border_radius=8)
    pygame.draw.rect(surf, theme.PANEL_DARK, lay.prompt)
    side = lay.side
    pygame.draw.rect(surf, theme.PANEL, side)
    pygame.draw.line(surf, theme.PANEL_EDGE, side.topleft, side.bottomleft, 2)
    pygame.draw.rect(surf, theme.PANEL_DARK, lay.batch.inflate(-px(8), -px(4)), border_radius=6)
    _BACKGROUNDS[key] = surf
    return surf


def _mat(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The table: a play mat inside a wooden rim (table_look.py, the same as the table to scale
    and practice rolling draw)."""
    surf.blit(table_look.mat(rect.size, rim=px(9)), rect)
    pygame.draw.rect(surf, table_look.WOOD_DARK, rect, 2)


# ---------------------------------------------------------------------- prompt and side panel


def _prompt_bar(surface: pygame.Surface, scene: TableScene, lay: Layout) -> None:
    p = lay.prompt
    colour = theme.TEXT_DIM if scene.prompt.waiting else theme.ACCENT
    right = min((b.rect.x for b in scene.buttons), default=p.right) - px(12)
    bold = not scene.prompt.waiting
    size = theme.BODY
    lines = text.wrap(scene.prompt.text, right - p.x - px(14), size, bold)
    if len(lines) > 2:  # a long prompt: a size smaller rather than a line lost
        size = theme.SMALL
        lines = text.wrap(scene.prompt.text, right - p.x - px(14), size, bold)
    line_h = theme.font(size, bold).get_linesize()
    y = p.centery - (len(lines[:2]) * line_h) // 2
    for line in lines[:2]:
        text.blit(surface, line, (p.x + px(12), y), size, colour, bold=bold)
        y += line_h
    for b in scene.buttons:
        b.draw(surface, scene.mouse)


def pool_words(players: Sequence[PlayerState]) -> str:
    """The Energy produced and not yet spent this turn (1.7.1), each figure after its owner's name
    and a colon, so that no name reads as a number's label ("Player 0")."""
    if all(p.pool == 0 for p in players):
        return "Energy pool: empty"
    return "Energy pool — " + " · ".join(f"{p.name}: {p.pool}" for p in players)


def _side(surface: pygame.Surface, scene: TableScene, lay: Layout, game: Game, marks: set[Hit]) -> None:
    s = game.state
    info = lay.info
    x = info.x + px(12)
    room = info.width - px(24)
    text.blit(
        surface,
        text.fit(f"Turn {s.turn} · {PHASE_OF[s.step]}" if s.turn else "Setting up the game", room, theme.LARGE, True),
        (x, info.y + px(10)),
        theme.LARGE,
        theme.TEXT,
        bold=True,
    )
    step = s.step.value.capitalize()
    text.blit(surface, f"{step} Step (rule {STEP_RULE[s.step]})", (x, info.y + px(38)), theme.BODY, theme.ACCENT)
    text.blit(surface, f"Starting player: {game.name(s.starting)}", (x, info.y + px(60)), theme.BODY, theme.TEXT)
    seat = game.to_act()
    top = game.pending()
    if seat == CHANCE or scene.anim is not None:  # who acts next would tell how the roll ends
        acting = "Rolling…"
    elif seat is None:
        acting = "Game over"
    elif isinstance(top, PriorityFrame):
        acting = f"Priority: {game.name(seat)}"
    else:
        acting = f"To act: {game.name(seat)} ({DECISION_WORDS.get(decision_of(top), 'deciding')})"
    y = info.y + px(82)
    for line in acting_lines(acting, room):
        text.blit(surface, line, (x, y), theme.BODY, theme.TEXT, bold=True)
        y += px(22)
    text.blit(surface, text.fit(pool_words(s.players), room), (x, y), theme.BODY, theme.TEXT)
    shown = "Shared screen: no hand is shown" if scene.hand_hidden() else f"Showing {game.name(lay.viewer)}'s hand"
    viewing = f"{shown} · F1 help"
    text.blit(surface, text.fit(viewing, room, theme.SMALL), (x, y + px(22)), theme.SMALL, theme.TEXT_DIM)
    # the batch: a stack, the top (last played) completes first
    b = lay.batch
    cards_ = counted(len(s.batch), "card")
    titles = (f"Batch: {cards_}, top completes first", f"Batch: {cards_}, top first") if s.batch else ("Batch: empty",)
    text.blit(
        surface,
        text.fit_first(titles, b.width - px(24), theme.BODY, True),
        (b.x + px(12), b.y + px(8)),
        theme.BODY,
        theme.TEXT,
        bold=True,
    )
    for i, entry in enumerate(s.batch):
        rect = lay.batch_entries[entry.eid]
        card = game.catalog.cards[entry.card_id]
        colour = theme.faction_colour([f.value for f in card.factions])
        pygame.draw.rect(surface, colour, rect, border_radius=5)
        pygame.draw.rect(surface, (15, 15, 15), rect, 1, border_radius=5)
        what = {"card": "", "ability": " (ability)", "trigger": " (trigger)", "copy": " (copy)"}.get(entry.kind, "")
        tgt = ""
        if entry.target:
            tgt = " on " + _target_name(game, entry.target)
        is_top = i == len(s.batch) - 1
        line = f"{'TOP ' if is_top else ''}{card.name}{what} · {game.name(entry.controller)}{tgt}"
        text.blit(
            surface,
            text.fit(line, rect.width - px(10), theme.SMALL, is_top),
            (rect.x + px(6), rect.centery),
            theme.SMALL,
            theme.text_on(colour),
            bold=is_top,
            anchor="midleft",
        )
        if Hit("batch", entry.eid) in marks:
            pygame.draw.rect(surface, theme.ACCENT, rect.inflate(4, 4), 3, border_radius=6)
    draw_log(surface, lay.log, scene.log_lines, scene.log_scroll)
    for button in scene.side_buttons:
        button.draw(surface, scene.mouse)


def acting_lines(acting: str, room: int) -> list[str]:
    """Who is to act and what they are doing, on one line when it fits `room`, else the name on
    one line and what they are doing on the next (never cut: "To act: Ann (choosing a card to
    Energize)")."""
    if text.render(acting, theme.BODY, bold=True).get_width() <= room or " (" not in acting:
        return [text.fit(acting, room, theme.BODY, True)]
    who, what = acting.split(" (", 1)
    return [text.fit(who, room, theme.BODY, True), text.fit(f"({what}", room, theme.BODY, True)]


def _target_name(game: Game, target: list[object]) -> str:
    kind, ref = target[0], target[1]
    if kind == "bakugan" and isinstance(ref, int):
        return top_card(game.state, game.catalog, game.state.bakugan[ref]).name
    if kind == "player" and isinstance(ref, int):
        return game.name(ref)
    if kind == "hero" and isinstance(ref, int):
        return game.card(ref).name
    return str(kind)


def _drag(surface: pygame.Surface, scene: TableScene, lay: Layout) -> None:
    """The pull-back (thin), the throw it makes (the arrow), the path it would roll (dots, as in
    practice rolling), with speed, aim, its chance to open and any warning."""
    start = scene.drag_start
    assert start is not None
    pull = scene.mouse
    shown = scene.throw_preview(start, pull)
    for i, point in enumerate(shown.path):
        if i % 2 == 0:
            pygame.draw.circle(surface, (240, 240, 240), point, 2)
    if shown.path:
        pygame.draw.circle(surface, (240, 240, 240), shown.path[-1], 6, 2)
    pygame.draw.line(surface, theme.TEXT_DIM, start, pull, 1)
    tip = (2 * start[0] - pull[0], 2 * start[1] - pull[1])
    colour = theme.BAD if shown.warning else theme.ACCENT
    pygame.draw.line(surface, colour, start, tip, 4)
    pygame.draw.circle(surface, colour, start, 8)
    angle = math.atan2(tip[1] - start[1], tip[0] - start[0])
    for da in (2.6, -2.6):
        wing = (tip[0] + 14 * math.cos(angle + da), tip[1] + 14 * math.sin(angle + da))
        pygame.draw.line(surface, colour, tip, wing, 4)
    label = describe(shown.throw) if shown.throw is not None else "pull back farther to throw"
    pos = (min(start[0] + px(16), lay.table_area.right - px(420)), max(start[1] - px(60), lay.table_area.y + px(20)))
    text.blit(surface, label, pos, theme.BODY, theme.ACCENT, bold=True, anchor="bottomleft")
    below = [(shown.warning, theme.BAD)] if shown.warning else ([(shown.hint, theme.GOOD)] if shown.hint else [])
    practice = scene.practice_words()
    if practice:
        below.append((practice, theme.TEXT))
    for i, (words, ink) in enumerate(below):
        width = lay.table_area.right - pos[0] - px(8)
        text.blit(
            surface,
            text.fit(words, width, theme.BODY, True),
            (pos[0], pos[1] + px(22) * (i + 1)),
            theme.BODY,
            ink,
            bold=True,
            anchor="bottomleft",
        )


def _message(surface: pygame.Surface, lay: Layout, message: tuple[str, tuple[int, int, int]]) -> None:
    msg, colour = message
    width = min(lay.main.width - px(40), px(760))
    lines = text.wrap(msg, width - px(24), theme.BODY)[:3]
    line_h = theme.font(theme.BODY).get_linesize()
    height = px(16) + line_h * len(lines)
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (lay.field.centerx, lay.field.bottom - px(6))
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=8)
    pygame.draw.rect(surface, colour, box, 2, border_radius=8)
    y = box.y + px(8)
    for line in lines:
        text.blit(surface, line, (box.x + px(12), y), theme.BODY, colour)
        y += line_h


def _zoom(
    surface: pygame.Surface,
    card: CardDef,
    mouse: tuple[int, int],
    lay: Layout,
    printed: tuple[str, ...] | None = None,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The zoomed card sits over the field, away from the pointer, never over the prompt or hand,
    nor over what the table asks it to `avoid` (a guide's label); `printed`: the Factions printed
    on a Hero whose Factions an effect changed, said above the card. Returns where it went."""
    face = cards.zoom(card)
    rect = zoom_place(face.get_size(), mouse, lay, surface.get_rect(), avoid)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(5, 5), border_radius=10)
    surface.blit(face, rect)
    if printed is not None:
        hero_look.draw_zoom_note(surface, card, printed, rect)
    return rect


def zoom_place(
    size: tuple[int, int], mouse: tuple[int, int], lay: Layout, window: pygame.Rect, avoid: Sequence[pygame.Rect]
) -> pygame.Rect:
    """Away from the pointer's side of the field, resting on the prompt bar; when that covers
    something to avoid, the other side, then raised above it."""
    main = lay.main
    away_right = mouse[0] < main.centerx and main.collidepoint(mouse)
    places: list[pygame.Rect] = []
    for right in (away_right, not away_right):
        rect = pygame.Rect((0, 0), size)
        if right:
            rect.right = main.right - px(12)
        else:
            rect.left = main.x + px(12)
        rect.bottom = lay.prompt.top - px(4)
        places.append(rect)
    for rect in list(places):
        hit = [a for a in avoid if rect.colliderect(a)]
        if hit:
            places.append(rect.move(0, min(a.top for a in hit) - px(6) - rect.bottom))
    for rect in places:
        if window.contains(rect) and rect.collidelist(list(avoid)) < 0:
            return rect
    return places[0].clamp(window)

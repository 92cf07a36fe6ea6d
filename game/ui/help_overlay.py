"""F1: the keys and mouse at a glance, over whatever screen is open, with the BakuCore and
faction legends (icon, colour and name). F1, Escape or a click closes it."""

from __future__ import annotations

import pygame

from game.games.bakugan.ui import cards, icons
from game.ui import overlay, text, theme
from game.ui.scene import Scene
from game.ui.theme import px

KEYS: tuple[tuple[str, str], ...] = (
    ("Click a card", "play it (a yellow edge: you can play it now)"),
    ("Hover a card", "read it in full"),
    ("Hover a BakuCore", "its name and bonus"),
    ("Right click", "cancel a choice"),
    ("Space", "pass, or skip the roll animation"),
    ("Drag on the table", "throw: press, pull back, let go"),
    ("1, 2, 3", "throw style: rolled, slid, spun"),
    ("Mouse wheel", "scroll the log"),
    ("Ctrl+Z", "undo (practice games)"),
    ("Escape", "menu, or back"),
    ("F11", "full screen on and off"),
    ("F1", "this help"),
)


CARDS = (
    "The cost is on the white gem (X: you choose it). B-Power is on the dark box, Damage Rating on "
    "the red one, keywords on blue chips. Heroes have a gold frame, Evos a steel one, Flip cards a red "
    "tag. Energy cards stand upright while charged and lie sideways once used."
)


class HelpOverlay(Scene):
    name = "help"
    transparent = True
    ui_scaled = True

    def handle(self, event: pygame.event.Event) -> None:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        ):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        overlay.dim(surface, 200)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, min(w - px(40), px(1000)), min(h - px(30), px(620)))
        box.center = (w // 2, h // 2)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=12)
        text.blit(surface, "Help", (box.x + px(24), box.y + px(14)), theme.TITLE - 8, theme.ACCENT, bold=True)
        text.blit(
            surface,
            "F1, Escape or a click closes this",
            (box.right - px(24), box.y + px(24)),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="topright",
        )
        top = box.y + px(68)
        left = pygame.Rect(box.x + px(24), top, box.width * 56 // 100 - px(24), box.bottom - top - px(16))
        right = pygame.Rect(left.right + px(24), top, box.right - left.right - px(48), left.height)
        self._keys(surface, left)
        self._legends(surface, right)

    def _keys(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text.blit(surface, "Keys and mouse", area.topleft, theme.LARGE, theme.TEXT, bold=True)
        line_h = theme.font(theme.BODY).get_linesize() + px(4)
        key_w = max(text.render(k, theme.BODY, bold=True).get_width() for k, _ in KEYS) + px(14)
        y = area.y + px(34)
        for key, what in KEYS:
            if y + line_h > area.bottom:
                break
            text.blit(surface, key, (area.x, y), theme.BODY, theme.ACCENT, bold=True)
            words = text.fit(what, area.width - key_w, theme.BODY)
            text.blit(surface, words, (area.x + key_w, y), theme.BODY, theme.TEXT)
            y += line_h
        y += px(14)
        if y + px(60) < area.bottom:
            text.blit(surface, "Reading the cards", (area.x, y), theme.LARGE, theme.TEXT, bold=True)
            y += px(34)
            text.blit_wrapped(
                surface, CARDS, pygame.Rect(area.x, y, area.width, area.bottom - y), theme.SMALL, theme.TEXT
            )

    def _legends(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        text.blit(surface, "BakuCores", area.topleft, theme.LARGE, theme.TEXT, bold=True)
        r = px(13)
        line_h = max(2 * r + px(6), theme.font(theme.BODY).get_linesize())
        y = area.y + px(34)
        for kind, name in icons.CORE_NAME.items():
            cards.core_chip(surface, (area.x + r, y + line_h // 2), r, kind)
            words = text.fit(f"{name}: {icons.CORE_ROLE[kind]}", area.width - 2 * r - px(10), theme.BODY)
            text.blit(surface, words, (area.x + 2 * r + px(10), y + line_h // 2), theme.BODY, anchor="midleft")
            y += line_h
        y += px(12)
        text.blit(surface, "Factions", (area.x, y), theme.LARGE, theme.TEXT, bold=True)
        y += px(34)
        col_w = area.width // 2
        for i, faction in enumerate(theme.FACTION):
            x = area.x + (i % 2) * col_w
            row_y = y + (i // 2) * line_h
            cards.faction_badge(surface, faction, (x + r, row_y + line_h // 2), r)
            text.blit(surface, faction, (x + 2 * r + px(10), row_y + line_h // 2), theme.BODY, anchor="midleft")
        y += 3 * line_h + px(12)
        tips = (
            "Closed Bakugan are balls with a seam; open ones stand on the BakuCores they hold, "
            "with their B-Power above them. Settings: size, text, sound, motion, colour-blind palette."
        )
        text.blit_wrapped(
            surface, tips, pygame.Rect(area.x, y, area.width, area.bottom - y), theme.SMALL, theme.TEXT_DIM
        )

"""Buttons and a one-line text field; each draws itself and reports clicks."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui import text, theme
from game.ui.theme import Colour


@dataclass
class Button:
    key: str
    label: str
    rect: pygame.Rect
    enabled: bool = True
    hotkey: str = ""  # shown after the label, e.g. "Space"
    colour: Colour = theme.BUTTON
    size: int = theme.BODY
    why_not: str = ""  # a disabled button's reason, shown while the pointer is over it

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        if not self.enabled:
            fill = theme.BUTTON_DISABLED
        elif self.rect.collidepoint(mouse):
            fill = theme.mix(self.colour, (255, 255, 255), 0.18)
        else:
            fill = self.colour
        pygame.draw.rect(surface, fill, self.rect, border_radius=6)
        pygame.draw.rect(surface, theme.PANEL_EDGE, self.rect, 1, border_radius=6)
        label = f"{self.label} [{self.hotkey}]" if self.hotkey else self.label
        colour = theme.text_on(fill) if self.enabled else theme.TEXT_DIM
        if "\n" in label:  # a name over its figures, each line a size smaller
            lines = label.split("\n")
            size = max(theme.SMALL - 2, self.size - 3)
            step = theme.font(size).get_linesize()
            top = self.rect.centery - step * len(lines) // 2 + step // 2
            for i, line in enumerate(lines):
                at = (self.rect.centerx, top + step * i)
                text.blit(surface, text.fit(line, self.rect.width - 8, size), at, size, colour, anchor="center")
            return
        text.blit(
            surface,
            text.fit(label, self.rect.width - 8, self.size),
            self.rect.center,
            self.size,
            colour,
            anchor="center",
        )


def draw_why_not(surface: pygame.Surface, buttons: list[Button], mouse: tuple[int, int]) -> pygame.Rect | None:
    """Over a disabled button the pointer rests on, why it cannot be pressed, in a box above it
    kept inside the window; the box drawn, or None."""
    button = next((b for b in buttons if not b.enabled and b.why_not and b.rect.collidepoint(mouse)), None)
    if button is None:
        return None
    width = min(theme.px(360), surface.get_width() - theme.px(16))
    lines = text.wrap(button.why_not, width - theme.px(16), theme.SMALL)
    line_h = theme.font(theme.SMALL).get_linesize()
    box = pygame.Rect(0, 0, width, line_h * len(lines) + theme.px(12))
    box.midbottom = (button.rect.centerx, button.rect.y - theme.px(6))
    box.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=6)
    for i, line in enumerate(lines):
        text.blit(surface, line, (box.x + theme.px(8), box.y + theme.px(6) + line_h * i), theme.SMALL, theme.TEXT)
    return box


def button_row(
    specs: list[tuple[str, str]],
    right: int,
    y: int,
    height: int | None = None,
    gap: int | None = None,
    size: int = theme.BODY,
    hotkeys: dict[str, str] | None = None,
    left: int | None = None,
) -> list[Button]:
    """Buttons laid out right to left ending at `right`, each as wide as its label needs. With
    `left`, a row too wide to start there is set a size smaller, then narrowed to fit (each label
    shortened with an ellipsis only if it must be)."""
    keys = hotkeys or {}
    height = theme.px(34) if height is None else height  # at the UI scale unless given
    gap = theme.px(8) if gap is None else gap

    def widths(font_size: int) -> list[int]:
        shown = [f"{label} [{keys[key]}]" if key in keys else label for key, label in specs]
        return [label_width(words, font_size) + theme.px(24) for words in shown]

    wide = widths(size)
    room = None if left is None else right - left - gap * max(0, len(specs) - 1)
    if room is not None and sum(wide) > room:
        size = max(theme.SMALL - 2, size - 3)
        wide = widths(size)
        if sum(wide) > room:
            wide = [max(theme.px(40), w * room // sum(wide)) for w in wide]
    out: list[Button] = []
    x = right
    for (key, label), width in zip(reversed(specs), reversed(wide), strict=True):
        x -= width
        out.append(Button(key, label, pygame.Rect(x, y, width, height), hotkey=keys.get(key, ""), size=size))
        x -= gap
    out.reverse()
    return out


def label_width(label: str, size: int) -> int:
    """A label's width as Button.draw writes it (a two-line label a size smaller)."""
    if "\n" in label:
        small = theme.font(max(theme.SMALL - 2, size - 3))
        return max(small.size(line)[0] for line in label.split("\n"))
    return theme.font(size).size(label)[0]


class TextField:
    """A one-line text input: click to focus, type, Backspace, Enter to finish."""

    def __init__(self, rect: pygame.Rect, value: str = "", max_len: int = 24) -> None:
        self.rect = rect
        self.value = value
        self.max_len = max_len
        self.focused = False

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was for this field."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused or event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.focused = False
        elif event.unicode and event.unicode.isprintable() and len(self.value) < self.max_len:
            self.value += event.unicode
        return True

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, theme.PANEL_DARK, self.rect, border_radius=4)
        pygame.draw.rect(surface, theme.ACCENT if self.focused else theme.PANEL_EDGE, self.rect, 2, border_radius=4)
        room = self.rect.width - 12
        # while typing, the end of the text stays in view
        shown = text.fit_tail(self.value + "|", room) if self.focused else text.fit(self.value, room)
        text.blit(surface, shown, (self.rect.x + 6, self.rect.centery), anchor="midleft")

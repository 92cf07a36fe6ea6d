"""A seat's name line on a crowded table: a status too long for the room is said short, never cut."""

from __future__ import annotations

import pygame
import pytest

from game.ui import seats_draw, text, theme

Drawn = list[str]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    words: Drawn = []
    on_screen = text.blit

    def keep(target: pygame.Surface, shown: str, *args: object, **kw: object) -> pygame.Rect:
        words.append(shown)
        return on_screen(target, shown, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(text, "blit", keep)
    return words


def _line(room: int, status: str, drawn: Drawn) -> str:
    pygame.init()
    surface = pygame.Surface((800, 40))
    seats_draw._name_line(surface, pygame.Rect(0, 0, room, 30), "Di", "(human)", (status, " — to act"), theme.TEXT)
    return drawn[-1]


def test_a_long_status_says_only_to_act_when_it_would_be_cut(drawn: Drawn) -> None:
    pygame.init()
    status = " — deciding on a flipped Flip card"
    room = text.render("Di (human) — to act", theme.BODY, bold=True).get_width() + 4
    assert _line(room, status, drawn) == "Di (human) — to act"
    assert _line(2000, status, drawn) == "Di (human) — deciding on a flipped Flip card"  # room: said whole

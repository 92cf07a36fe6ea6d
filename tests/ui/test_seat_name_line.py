"""A seat's name line on a crowded table: a status too long for the room is said short, never cut."""

from __future__ import annotations

import pygame
import pytest

from game.games.bakugan.ui import seats_draw
from game.ui import text, theme
from tests.ui.driver import record_words

Drawn = list[str]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    return record_words(monkeypatch)


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


def test_details_on_the_smaller_part_keep_the_status_short_rather_than_leaving_it_out(drawn: Drawn) -> None:
    """A computer seat throwing like a profile: the name at the body size, the details a size or
    two smaller, and still its status: whole where it fits, else "— to act" (a size smaller still
    if it must), never cut and never left out while the details alone would fit with it."""
    pygame.init()
    surface = pygame.Surface((800, 40))
    details = "(computer, throws like Grandpa Joe)"
    name = text.render("Di", theme.BODY, bold=True).get_width()
    for size, status in ((theme.SMALL - 2, " — to act"), (theme.SMALL - 3, " — to act")):
        room = name + 6 + text.render(details + status, size, bold=True).get_width() + 24
        line = pygame.Rect(0, 0, room, 30)
        seats_draw._name_line(surface, line, "Di", details, (" — has priority", status), theme.TEXT)
        assert drawn[-1] in (details + " — has priority", details + status), (size, drawn[-1])
        assert "…" not in drawn[-1]

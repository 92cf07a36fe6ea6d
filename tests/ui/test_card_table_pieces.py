"""The shell's pieces for card tables, any game: the zoom (inside the window, clear of the hovered
card and its buttons, the whole text drawn), the motions (on the frame clock, skippable, none at
speed 0, a banner inside the table area), the sound of each moment, and the overlap finder."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path

import pygame
import pytest

from game.ui import card_zoom, sound, text, theme
from game.ui.card_faces import CardArt, face
from game.ui.card_motion import CardMotion
from game.ui.settings import Settings
from game.ui.widgets import Button
from tests.ui.driver import record_rendered
from tests.ui.overlaps import Part, problems

SIZES = [(1024, 600), (1280, 720), (1920, 1080), (2560, 1440)]


def _art(name: str = "Test Card") -> CardArt:
    def paint(surface: pygame.Surface) -> None:
        surface.fill((200, 60, 50))

    return CardArt(("test", name), (name,), paint)


def test_a_face_is_painted_once_per_look_and_size() -> None:
    pygame.init()
    painted: list[tuple[int, int]] = []

    def paint(surface: pygame.Surface) -> None:
        painted.append(surface.get_size())

    art = CardArt(("counted", 1), ("Counted",), paint)
    assert face(art, 60, 84) is face(art, 60, 84)
    face(art, 120, 168)
    assert painted == [(60, 84), (120, 168)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_zoom_stays_in_the_window_and_off_the_card_and_its_buttons(size: tuple[int, int]) -> None:
    pygame.init()
    window = pygame.Rect((0, 0), size)
    box = card_zoom.box_size(window)
    assert box[0] <= window.w and box[1] <= window.h
    w, h = size
    for anchor in (
        pygame.Rect(10, h - 140, 90, 126),  # a hand card at the bottom left
        pygame.Rect(w - 110, 10, 90, 126),  # top right
        pygame.Rect(w // 2 - 45, h // 2 - 63, 90, 126),  # the middle
    ):
        buttons = [pygame.Rect(anchor.x, anchor.y - 44, 200, 38)]
        placed, _scale = card_zoom.fit(anchor, window, buttons)
        assert window.contains(placed)
        assert not placed.colliderect(anchor), (anchor, placed)
        assert not placed.colliderect(buttons[0]), (anchor, placed)


def test_the_zoom_draws_the_whole_text_in_the_largest_type_that_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.init()
    surface = pygame.Surface((1024, 600))
    drawn = record_rendered(monkeypatch)
    lines = tuple(f"Ability {k}: when this card attacks, draw a card and then discard a card." for k in range(6))
    zoom = card_zoom.Zoom(_art(), "Kaen, Blazing Vanguard of the Long Name", lines)
    box = card_zoom.draw_zoom(surface, zoom, pygame.Rect(20, 400, 90, 126))
    assert surface.get_rect().contains(box)
    words = " ".join(drawn)
    for k in range(6):
        assert f"Ability {k}:" in words
    assert "Vanguard" in words and "…" not in words


def test_hover_waits_for_the_pointer_to_rest() -> None:
    hover = card_zoom.Hover(rest=0.1)
    rects = {7: pygame.Rect(0, 0, 50, 70)}
    hover.update(1 / 60, (10, 10), rects)
    assert hover.shown() is None
    for _ in range(8):
        hover.update(1 / 60, (10, 10), rects)
    assert hover.shown() == 7
    hover.update(1 / 60, (300, 300), rects)
    assert hover.shown() is None


def test_motions_run_on_the_frame_clock_and_skip() -> None:
    pygame.init()
    motion = CardMotion()
    a, b = pygame.Rect(0, 0, 60, 84), pygame.Rect(400, 300, 60, 84)
    motion.fly(_art(), a, b, turn_to=_art("Other"))
    motion.pulse(b, theme.BAD, "KO")
    motion.banner("Combo +10000")
    assert motion.busy() and motion.started == {"fly": 1, "pulse": 1, "banner": 1}
    surface = pygame.Surface((800, 600))
    for _ in range(20):
        motion.update(1 / 60)
        motion.draw(surface, surface.get_rect())
    assert motion.busy()
    motion.skip()
    assert not motion.busy()
    motion.fly(_art(), a, b)
    for _ in range(60):
        motion.update(1 / 60)
    assert not motion.flights, "a flight ends by itself"


def test_no_motion_starts_at_speed_zero() -> None:
    motion = CardMotion(speed=0.0)
    motion.fly(_art(), pygame.Rect(0, 0, 6, 8), pygame.Rect(9, 9, 6, 8))
    motion.banner("Awaken")
    assert not motion.busy() and motion.started == {}


def test_a_banner_stays_inside_the_table_area() -> None:
    pygame.init()
    surface = pygame.Surface((1024, 600))
    surface.fill((1, 2, 3))
    area = pygame.Rect(0, 0, 700, 600)  # the side panel is to its right
    motion = CardMotion()
    motion.banner("A very long banner that would run over the side panel if it were let")
    for _ in range(12):
        motion.update(1 / 60)
        motion.draw(surface, area)
    panel = surface.subsurface(pygame.Rect(700, 0, 324, 600))
    assert pygame.transform.average_color(panel)[:3] == (1, 2, 3)


def test_every_moment_has_a_sound_that_loads() -> None:
    player = sound.Sound(Settings())
    sound.use(player)
    try:
        for moment_name, file in sound.MOMENTS.items():
            assert (sound.SOUND_DIR / f"{file}.wav").is_file(), moment_name
            sound.moment(moment_name)
        assert player.available and set(player.played) == set(sound.MOMENTS.values())
        with pytest.raises(KeyError):
            sound.moment("no such moment")
        sound.moment("ko", {"ko": "block"})  # a game's own sheet
        assert player.played[-1] == "block"
    finally:
        sound.use(None)
        pygame.mixer.quit()


def test_the_sound_files_are_made_by_the_project(tmp_path: Path) -> None:
    readme = (sound.SOUND_DIR / "README.md").read_text(encoding="utf-8")
    for name in sound.NAMES:
        assert f"`{name}.wav`" in readme, name


def test_overlaps_are_found_and_clear_screens_pass() -> None:
    window = pygame.Rect(0, 0, 400, 300)
    fine = [
        Part("button", "Keep", pygame.Rect(10, 250, 100, 30)),
        Part("card", "a", pygame.Rect(10, 100, 60, 84)),
        Part("text", "inside the card", pygame.Rect(14, 110, 40, 16)),
        Part("text", "free", pygame.Rect(200, 10, 50, 16)),
    ]
    assert problems(fine, window) == []
    bad = [
        Part("button", "Keep this hand", pygame.Rect(10, 150, 100, 30)),
        Part("card", "a", pygame.Rect(10, 100, 60, 84)),
        Part("text", "spills", pygame.Rect(60, 90, 40, 16)),
        Part("card", "off", pygame.Rect(380, 10, 60, 84)),
    ]
    found = problems(bad, window)
    assert any("Keep this hand" in f and "overlaps" in f for f in found)
    assert any("spills" in f for f in found)
    assert any("'off'" in f and "leaves" in f for f in found)


def test_overlaps_read_a_real_screen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from game.ui.scene import Scene
    from tests.ui.driver import make_app
    from tests.ui.overlaps import drawn_parts, screen_problems

    app = make_app(tmp_path)

    class Crowded(Scene):
        def buttons(self) -> list[Button]:
            return [
                Button("a", "First", pygame.Rect(10, 10, 120, 40)),
                Button("b", "Second", pygame.Rect(100, 20, 120, 40)),
            ]

        def draw(self, surface: pygame.Surface) -> None:
            for b in self.buttons():
                b.draw(surface, (0, 0))
            text.blit(surface, "a free line", (300, 300))
            text.blit(surface, "another line", (310, 302))

    app.stack.clear_to(Crowded(app))
    parts = drawn_parts(app, monkeypatch)
    assert {p.name for p in parts if p.kind == "text"} >= {"First", "Second", "a free line", "another line"}
    found = screen_problems(app, monkeypatch)
    assert any("'First' at" in f and "'Second' at" in f for f in found), found
    assert any("'a free line'" in f and "'another line'" in f for f in found), found

"""Issue 34 item 7: nothing drawn across something else, tested by rectangles that must not
intersect, through real pygame events at the three window sizes: the shared screen's words beside
the hidden hand's backs (not across them); practice's open-chance map progress clear of "Y fit my
profile" and the statistics header; Learn to play's card zoom clear of the guide's "press here"
label; the animation banners of a 4-player game clear of the side panel."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.games.bakugan.ui import seats_draw
from game.games.bakugan.ui.catalog import use_catalog
from game.games.bakugan.ui.table import TableScene
from game.ui import text
from tests.helpers import fixture_catalog
from tests.ui.driver import key
from tests.ui.positions import roll_spec, scenario_session
from tests.ui.test_practice_sizes import open_practice
from tests.ui.window_shots import SIZES, make_app, settle


def record_rects(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Each line of words drawn from now on, with the rectangle it took."""
    drawn: list[tuple[str, pygame.Rect]] = []
    real = text.blit

    def recording(target: pygame.Surface, line: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(target, line, *args, **kw)
        drawn.append((line, rect))
        return rect

    monkeypatch.setattr(text, "blit", recording)
    return drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_shared_screen_words_do_not_cross_the_hidden_hand(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size, tmp_path)
    use_catalog(app, fixture_catalog())
    app.settings.handover = True  # two humans at one screen: Ann throws on the shared screen
    table = TableScene(app, scenario_session(roll_spec()))
    app.stack.clear_to(table)
    settle(app, 5)
    assert table.public_screen() and table.hand_hidden() and table.my_move()
    drawn = record_rects(monkeypatch)
    app.draw()
    note = [rect for line, rect in drawn if "hand stays hidden" in line or "hand is hidden" in line]
    assert note, [line for line, _ in drawn]
    backs, _ = seats_draw.hidden_hand(table.layout)
    assert backs
    for words in note:
        assert table.layout.own.contains(words), "the words stay in the player's area"
        for back in backs:
            assert not words.colliderect(back), f"the words {words} cross a card back {back}"


@pytest.mark.parametrize("size", SIZES)
def test_practice_map_progress_clears_the_buttons_and_the_statistics(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    host, practice = open_practice(tmp_path, size)
    key(host.app, pygame.K_m)  # the open-chance map, worked out while practice goes on
    job = practice.session.open_map
    assert job is not None
    drawn = record_rects(monkeypatch)
    host.app.draw()
    progress = [rect for line, rect in drawn if line.startswith("open-chance map")]
    assert progress, "the map's progress is drawn while it is worked out"
    header = [rect for line, rect in drawn if line in ("style", "throws", "open", "attach", "mis", "illegal")]
    assert len(header) == 6
    fit = next(b.rect for b in practice.buttons if "fit my profile" in b.label)
    bar_top = max(b.rect.bottom for b in practice.buttons) + practice.lay.px(8)
    bar = pygame.Rect(practice.lay.panel_x, bar_top, practice.lay.px(330), practice.lay.px(12))
    for rect in (*progress, bar):
        assert not rect.colliderect(fit), f"the map's progress {rect} covers 'Y fit my profile' {fit}"
        for head in header:
            assert not rect.colliderect(head), f"the map's progress {rect} covers the statistics header {head}"
    job.cancelled = True


@pytest.mark.parametrize("size", SIZES)
def test_the_card_zoom_leaves_the_guides_press_here_label_in_sight(
    tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.games.bakugan.ui import table_draw
    from game.games.bakugan.ui.guide.steps import THROW
    from game.games.bakugan.ui.guide.table import DRAG_WORDS
    from tests.ui.driver import hit_pos
    from tests.ui.guide_follower import follow
    from tests.ui.test_guided_game import open_guided_game

    scene = open_guided_game(size, tmp_path)
    app = scene.app
    for _ in range(3000):
        step = scene.step
        if step is not None and step.button == THROW and app.stack.top is scene and scene.throw_path() is not None:
            break
        follow(app, scene)
    else:
        raise AssertionError("the guide never came to the throw")
    zooms: list[pygame.Rect] = []
    real_zoom = table_draw._zoom

    def zoom(*args: Any, **kw: Any) -> pygame.Rect:
        rect = real_zoom(*args, **kw)
        zooms.append(rect)
        return rect

    monkeypatch.setattr(table_draw, "_zoom", zoom)
    hovered = 0
    for hit in [h for _, h in scene.layout.hits if h.kind in ("hand", "bakugan", "hero", "batch")]:
        pos = hit_pos(scene, hit)
        if pos is None:
            continue
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        app.frame()
        drawn = record_rects(monkeypatch)
        zooms.clear()
        app.draw()
        labels = [rect for line, rect in drawn if line == DRAG_WORDS]
        if not zooms:
            continue
        hovered += 1
        assert labels, "the guide's label is drawn"
        for label in labels:
            assert not zooms[0].colliderect(label), f"the zoom {zooms[0]} covers 'press here' {label} at {size}"
    assert hovered, "no card was zoomed"


@pytest.mark.parametrize("size", SIZES)
def test_cards_flying_to_and_from_the_batch_stay_off_the_side_panel_in_a_four_player_game(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """Cards played onto the batch and completed off it fly between the players' areas and the
    field's edge beside the batch: never across the side panel's words (the turn, who is to
    act, the batch's rows and the log)."""
    from game.games.bakugan.players.random_agent import RandomAgent
    from game.games.bakugan.rules.actions import CHANCE
    from game.games.bakugan.rules.view import PlayerView
    from tests.ui.window_shots import table

    app = make_app(size, tmp_path)
    scene = table(app, 4)
    session = scene.session
    agents = [RandomAgent(seat + 7) for seat in range(4)]
    seen = 0
    for _ in range(120):
        seat = session.to_act()
        if seat is None:
            break
        if seat == CHANCE:
            session.roll()
        else:
            session.apply(agents[seat].choose(PlayerView(session.game, seat), session.legal()))
        for _frame in range(6):
            app.frame()
            side = scene.layout.side
            for flight in scene.fx.flights:
                if 0 <= flight.progress(scene.fx.clock) < 1:
                    seen += 1
                    where = flight.rect_at(scene.fx.clock)
                    assert not where.colliderect(side), f"{flight.card_id} drawn at {where} over the side panel {side}"
    assert seen > 10, "no card flew"

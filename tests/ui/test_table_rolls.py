"""Rolling at the table: the preview and the judge agree, cores are named as players name them,
the predicted path and open chance show (and hide with the setting), and a restarting Roll step
says so. All through posted pygame events."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"

import random
from pathlib import Path

import pygame

from game.games.bakugan.ui.table import TableScene
from game.games.bakugan.ui.throw_preview import judge
from game.physics.table import nearest_core, release_problem
from game.roll.seam import RollOutcome, RollRequest, RollResult, Throw
from game.ui.app import App
from tests.helpers import fixture_catalog
from tests.ui.driver import drag, key, make_app, post
from tests.ui.positions import brawl_spec, scenario_session


class NeverOpens:
    """A roll model under which no Bakugan ever opens (a player who cannot open anything)."""

    name = "never-opens"

    def roll(self, request: RollRequest, rng: random.Random) -> dict[int, RollOutcome]:
        return {seat: RollOutcome(RollResult.CLOSED) for seat in request.throws}


def _throwing_table(tmp_path: Path, hints: bool = True) -> tuple[App, TableScene]:
    spec = brawl_spec(step="roll", selected={0: 1, 1: 1})
    spec["players"][0]["bakugan"] = {0: {"open": True, "cores": ["core-4"]}}
    spec["players"][1]["bakugan"] = {0: {"open": True, "cores": ["core-12"]}}
    app = make_app(tmp_path, fixture_catalog())
    app.settings.handover = False
    app.settings.roll_hints = hints
    app.settings.roll_animation = False
    table = TableScene(app, scenario_session(spec))
    app.stack.clear_to(table)
    app.frame()
    assert table.throwing()
    return app, table


def _pull(app: App, start: tuple[int, int], end: tuple[int, int]) -> None:
    post(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    app.frame()
    post(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    app.frame()


def test_5_7_1_and_7_8_2_the_preview_and_the_roll_judge_every_release_alike(tmp_path: Path) -> None:
    """Presses all over Ann's side of the table, near the cores' limits too: whatever the preview
    says of a release, the physics' own rule says of the throw that release records."""
    _app, table = _throwing_table(tmp_path)
    geom, proj, field = table.geom, table.projection, table.game.state.field
    area = proj.table_rect()
    checked = disagreements = 0
    for x in range(area.x + 4, area.right - 4, 7):
        for y in range(area.centery, area.bottom + 6, 5):
            end = (x + 3, y + 90)
            shown = table.throw_preview((x, y), end)
            if shown.throw is None:
                continue
            problem = release_problem(
                geom.table, 0, shown.throw, lambda p: nearest_core(p, field, geom.across_cm), geom.config
            )
            checked += 1
            disagreements += (problem is None) != (shown.warning == "")
    assert checked > 300 and disagreements == 0


def test_7_8_2_a_refused_release_names_the_core_as_players_do_and_reads_below_the_limit(tmp_path: Path) -> None:
    _app, table = _throwing_table(tmp_path)
    geom, field = table.geom, table.game.state.field
    limit = geom.config.core_gap_cm
    # walk in from Ann's edge towards the centre until the release is too close to a core
    words = ""
    for step in range(0, 400):
        depth = step * 0.05
        throw = Throw(lateral_cm=0.0, depth_cm=round(depth, 1))
        words = judge(geom, 0, throw, field, {cid: "Helix core" for cid in field})
        if "from the" in words:
            break
    assert "the Helix core" in words and "s0c" not in words and "core core" not in words, words
    shown = float(words.split("released ", 1)[1].split(" cm", 1)[0])
    assert shown < limit, f"{words}: the distance shown must read below the {limit} cm limit"


def test_the_predicted_path_and_open_chance_show_while_pulling_back(tmp_path: Path) -> None:
    app, table = _throwing_table(tmp_path)
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    centre = proj.to_px((0.0, 0.0))
    end = (start[0] - (centre[0] - start[0]) // 3, start[1] + 110)
    _pull(app, start, end)
    shown = table.throw_preview(start, end)
    assert shown.throw is not None and not shown.warning
    assert len(shown.path) > 5 and shown.path[0] == start
    assert shown.hint.startswith("opens about ") and "%" in shown.hint
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame()
    assert table.game.state.this_turn.throws[0] == shown.throw, "the throw made is the one previewed"


def test_the_setting_hides_the_roll_hints(tmp_path: Path) -> None:
    _app, table = _throwing_table(tmp_path, hints=False)
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    shown = table.throw_preview(start, (start[0], start[1] + 120))
    assert shown.throw is not None and shown.path == () and shown.hint == ""


def test_5_7_2_a_roll_step_that_starts_over_says_why_and_counts(tmp_path: Path) -> None:
    """Rule 5.7.2: if neither Bakugan opened, the Roll step starts over; the table says so."""
    app, table = _throwing_table(tmp_path)
    table.session.roll_model = NeverOpens()
    for attempt in (1, 2):
        for _ in range(2):  # Ann's throw, then Bob's (the table turns to each thrower)
            assert table.throwing(), table.prompt.text
            proj = table.projection
            start = proj.to_px(proj.geom.seats[table.viewer].to_table(0.0, 1.0))
            drag(app, start, (start[0], start[1] + 110))
            app.frame()
        assert table.message is not None, attempt
        assert "5.7.2" in table.message[0] and f"roll {attempt} this turn" in table.message[0], table.message
    assert "Roll 3 this turn" in table.prompt.text


def test_practice_rolls_are_kept_and_shown_beside_a_throw_at_the_table(tmp_path: Path) -> None:
    from game.games.bakugan.ui.practice import record as practice_record
    from game.games.bakugan.ui.practice.session import PracticeSession
    from game.roll.seam import ThrowStyle

    path = tmp_path / "practice_record.json"  # where make_app points the program's data (BAKUGAN_SAVE_DIR)
    practice = PracticeSession(seed=3, record=path)
    for _ in range(2):
        practice.finish(practice.roll(Throw(lateral_cm=0.0, depth_cm=2.0, speed_mps=1.2)))
    assert practice_record.load(path)[ThrowStyle.ROLLED].throws == 2
    app, table = _throwing_table(tmp_path)
    assert practice_record.record_path() == path
    proj = table.projection
    start = proj.to_px(proj.geom.seats[0].to_table(0.0, 1.0))
    words = table.practice_words()
    assert words.startswith("Your practice, rolled: opened ") and " of 2 (" in words, words
    key(app, pygame.K_3)  # spun: nothing practised in that style
    _pull(app, start, (start[0], start[1] + 100))
    assert table.practice_words() == ""
    post(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 100), button=1)
    app.frame()


def test_a_damaged_practice_record_is_an_empty_one(tmp_path: Path) -> None:
    from game.games.bakugan.ui.practice import record as practice_record

    path = tmp_path / "practice_record.json"
    path.write_text('{"rolled": {"throws": "many"}, "slid": [1, 2]', encoding="utf-8")
    assert practice_record.load(path) == {}
    path.write_text('{"rolled": {"throws": 4, "opened": 1, "attached": 0}}', encoding="utf-8")
    assert practice_record.words(practice_record.load(path), Throw().style).startswith(
        "Your practice, rolled: opened 1 of 4 (25%)"
    )


def _throw_at_size(tmp_path: Path, size: tuple[int, int], pull_cm: tuple[float, float]) -> Throw:
    """Ann presses 1 cm in from her edge and pulls back by `pull_cm` (table centimetres, her
    frame) in a window of `size`; the throw the table records."""
    app, table = _throwing_table(tmp_path)
    app.screen = pygame.display.set_mode(size)
    app.frame()
    proj = table.projection
    seat = proj.geom.seats[0]
    start = proj.to_px(seat.to_table(0.0, 1.0))
    end = proj.to_px(seat.to_table(pull_cm[0], 1.0 - pull_cm[1]))
    _pull(app, start, end)
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    app.frame()
    throw = table.game.state.this_turn.throws[0]
    assert isinstance(throw, Throw)
    return throw


def test_the_same_pull_on_the_drawn_table_throws_alike_at_any_window_size(tmp_path: Path) -> None:
    """The drag is measured on the table, not in screen pixels: a larger UI scale draws the table
    bigger, and the same pull must not throw faster."""
    small = _throw_at_size(tmp_path / "small", (1024, 600), (-4.0, 15.0))
    large = _throw_at_size(tmp_path / "large", (1920, 1080), (-4.0, 15.0))
    assert abs(small.speed_mps - large.speed_mps) <= 0.03, (small, large)
    assert abs(small.angle_deg - large.angle_deg) <= 1.5, (small, large)
    assert abs(small.lateral_cm - large.lateral_cm) <= 0.3 and abs(small.depth_cm - large.depth_cm) <= 0.3
    assert 0.9 <= large.speed_mps <= 1.1, "a 15 cm pull is about 1 m/s"

"""The cheap geometry the thrower uses gives exactly the answers of the plain computation."""

from __future__ import annotations

import itertools
import math
import random

from game.physics import default_config
from game.physics.config import PhysicsConfig
from game.physics.field_geometry import field_geometry, field_key
from game.physics.fields import random_field
from game.physics.release_plan import ranking
from game.physics.release_spots import release_spots, spot_set
from game.physics.table import Table, distance_to_core_cm, make_table, nearest_core
from game.physics.thrower import Thrower, _gauss, made_throw
from game.roll.hexgrid import Cell, hex_center_cm
from game.roll.seam import OpenBakuganOnField, RollRequest, Throw, ThrowStyle


def _random_position(
    rng: random.Random, config: PhysicsConfig, fewest: int, most: int
) -> tuple[int, dict[str, Cell], Table, int]:
    """A table of 2-4 seats, a random field of fewest..most cores, and the seat to throw from."""
    seats = rng.choice([2, 3, 4])
    field = random_field(rng, rng.randint(fewest, most))
    return seats, field, make_table(config, seats), rng.randrange(seats)


def test_field_geometry_agrees_with_nearest_core() -> None:
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(5)
    checked = 0
    for _ in range(60):
        field = random_field(rng, rng.randint(1, 24))
        geometry = field_geometry(field, flats)
        for _ in range(100):
            point = (rng.uniform(-40.0, 40.0), rng.uniform(-40.0, 40.0))
            gap = rng.choice([0.0, config.core_gap_cm, config.core_gap_cm + 0.5, rng.uniform(0.0, 20.0)])
            plain = nearest_core(point, field, flats)
            assert geometry.nearest(point) == plain
            assert geometry.clear(point, gap) == (plain[1] >= gap)
            for _, cell, cx, cy in geometry.centres:
                assert geometry.too_near(point, cell, cx, cy, gap) == (distance_to_core_cm(point, cell, flats) < gap)
            checked += 1
    assert checked == 6000


def _plain_legal_depth(config: PhysicsConfig, table: Table, seat: int, lateral: float, field: dict[str, Cell]) -> float:
    depth = config.release_zone_cm - 0.5
    while depth > 0.5:
        point = table.seat(seat).to_table(lateral, depth)
        if not field or nearest_core(point, field, config.core_across_flats_cm)[1] >= config.core_gap_cm + 0.5:
            return depth
        depth -= 0.5
    return 0.5


def test_legal_depth_and_cached_ideal_throws_match_the_plain_search() -> None:
    config = default_config()
    rng = random.Random(9)
    shared = Thrower.shared(config)
    assert Thrower.shared(config) is shared
    for _ in range(80):
        seats, field, table, seat = _random_position(rng, config, 3, 20)
        lateral = rng.uniform(-20.0, 20.0)
        plain = _plain_legal_depth(config, table, seat, lateral, field)
        assert shared.legal_depth(table, seat, lateral, field) == plain
        request = RollRequest(field=field, throws={seat: None}, seats=seats)
        target = rng.choice(sorted(field))
        fresh = Thrower(config).ideal(seat, request, target, ThrowStyle.ROLLED, 1.0)
        assert shared.ideal(seat, request, target, ThrowStyle.ROLLED, 1.0) == fresh
        assert shared.ideal(seat, request, target, ThrowStyle.ROLLED, 1.0) == fresh  # from the cache


def test_cached_plans_and_ideal_throws_follow_the_field_and_the_open_bakugan() -> None:
    """The thrower's caches key on a field's FieldGeometry and the open Bakugan's positions: requests
    that repeat a field (a new dict, cores in another order) or move an open Bakugan get what a fresh
    thrower gives."""
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(17)
    shared = Thrower(config)
    for _ in range(40):
        seats, field, _, seat = _random_position(rng, config, 3, 16)
        centres = [hex_center_cm(cell, flats) for cell in field.values()]
        for _ in range(3):
            obstacles = tuple(
                OpenBakuganOnField(rng.randrange(seats), (x + rng.uniform(-6.0, 6.0), y + rng.uniform(-6.0, 6.0)))
                for x, y in rng.sample(centres, rng.randint(0, min(3, len(centres))))
            )
            shuffled = dict(rng.sample(sorted(field.items()), len(field)))
            for cores in (field, shuffled):
                request = RollRequest(field=cores, throws={seat: None}, seats=seats, obstacles=obstacles)
                fresh = Thrower(config)
                draw = rng.random()
                for margin in (0.0, 2.0):
                    chosen = shared.choose_target(request, seat, margin, random.Random(draw))
                    assert chosen == fresh.choose_target(request, seat, margin, random.Random(draw))
                    for target in sorted(field):
                        style = rng.choice(list(ThrowStyle))
                        assert shared.ideal(seat, request, target, style, margin) == fresh.ideal(
                            seat, request, target, style, margin
                        )


def test_cores_ranked_from_a_seat_edge_match_a_plain_sort() -> None:
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(3)
    for _ in range(40):
        field = random_field(rng, rng.randint(1, 20))
        for seat in make_table(config, 4).seats:
            edge = seat.edge_mid

            def dist(
                core_id: str, edge: tuple[float, float] = edge, field: dict[str, Cell] = field
            ) -> tuple[float, str]:
                x, y = hex_center_cm(field[core_id], flats)
                return (math.hypot(x - edge[0], y - edge[1]), core_id)

            assert field_geometry(field, flats).ranked_from(edge) == sorted(field, key=dist)


def test_release_spots_match_a_plain_step_by_step_search() -> None:
    config = default_config()
    rng = random.Random(12)
    for _ in range(40):
        _, field, table, seat = _random_position(rng, config, 3, 16)
        margin = rng.choice([0.0, 1.5, 3.5])
        spots = release_spots(table, seat, field, field_key(field), config, margin)
        plain = []
        side = table.seat(seat)
        count = int((side.half_edge_cm - 3.0) // 3.0)
        for i in range(-count, count + 1):
            depth = config.release_zone_cm - 0.5 - margin
            while depth >= max(0.5, margin):
                point = side.to_table(i * 3.0, depth)
                if nearest_core(point, field, config.core_across_flats_cm)[1] >= config.core_gap_cm + 0.5 + margin:
                    plain.append((i * 3.0, depth))
                    break
                depth -= 0.5
        assert [(s.lateral_cm, s.depth_cm) for s in spots] == plain


def _plain_line_blocked(
    start: tuple[float, float], goal: tuple[float, float], obstacles: list[OpenBakuganOnField], clearance: float
) -> bool:
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    length2 = dx * dx + dy * dy
    for obstacle in obstacles:
        ox, oy = obstacle.position_cm
        t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((ox - start[0]) * dx + (oy - start[1]) * dy) / length2))
        if math.hypot(start[0] + t * dx - ox, start[1] + t * dy - oy) < clearance:
            return True
    return False


def test_release_plans_match_a_plain_search_of_every_spot() -> None:
    """Per core: the nearest spot with a clear line, else the nearest spot (ties to the first spot)."""
    config = default_config()
    flats = config.core_across_flats_cm
    clearance = config.ball_radius_cm + config.open_diameter_cm / 2.0
    rng = random.Random(21)
    blocked_lines = 0
    for _ in range(60):
        _, field, table, seat = _random_position(rng, config, 3, 16)
        margin = rng.choice([0.0, 1.5, 3.5])
        centres = [hex_center_cm(cell, flats) for cell in field.values()]
        # open Bakugan beside cores, on a core's centre, or exactly `clearance` from one (a near tie)
        obstacles = []
        for _ in range(rng.randint(0, 4)):
            x, y = rng.choice(centres)
            angle = rng.uniform(0.0, 2.0 * math.pi)
            reach = rng.choice([0.0, clearance, rng.uniform(0.0, 12.0)])
            obstacles.append(OpenBakuganOnField(0, (x + reach * math.cos(angle), y + reach * math.sin(angle))))
        found = ranking(table, seat, field, tuple(obstacles), config, margin, field_key(field)).best(len(field))
        spots = release_spots(table, seat, field, field_key(field), config, margin)
        expected = []
        for core_id, cell in field.items():
            goal = hex_center_cm(cell, flats)
            by_travel = sorted((math.hypot(goal[0] - s.point[0], goal[1] - s.point[1]), i) for i, s in enumerate(spots))
            clear = [c for c in by_travel if not _plain_line_blocked(spots[c[1]].point, goal, obstacles, clearance)]
            blocked_lines += len(by_travel) - len(clear)
            travel, index = clear[0] if clear else by_travel[0]
            expected.append((not clear, travel, core_id, spots[index], bool(clear)))
        expected.sort(key=lambda e: e[:3])
        assert [(p.target, p.release, p.travel_cm, p.clear) for p in found] == [
            (e[2], e[3], e[1], e[4]) for e in expected
        ]
    assert blocked_lines > 0


def test_a_ranking_asked_for_the_best_few_gives_the_head_of_the_full_order() -> None:
    """best(k) stops early (cores nearest first); it must give what sorting every plan gives."""
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(8)
    for _ in range(60):
        _, field, table, seat = _random_position(rng, config, 1, 16)
        centres = [hex_center_cm(cell, flats) for cell in field.values()]
        obstacles = tuple(
            OpenBakuganOnField(0, (x + rng.uniform(-6.0, 6.0), y + rng.uniform(-6.0, 6.0)))
            for x, y in rng.sample(centres, rng.randint(0, min(4, len(centres))))
        )
        full = ranking(table, seat, field, obstacles, config, 2.0, field_key(field)).best(len(field))
        for count in range(1, len(field) + 1):
            fresh = ranking(table, seat, field, obstacles, config, 2.0, field_key(field))
            assert fresh.best(count) == list(full[:count])
        fresh = ranking(table, seat, field, obstacles, config, 2.0, field_key(field))
        assert [fresh.plan(p.target) for p in full] == list(full)


def test_nearest_release_spot_matches_a_plain_scan_of_every_spot() -> None:
    """SpotSet.nearest looks only at spots near the centre's place along the edge; it must give the
    plain minimum over every spot (and the first of equals), for cores and for arbitrary points."""
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(17)
    checked = 0
    for _ in range(60):
        _, field, table, seat = _random_position(rng, config, 3, 18)
        margin = rng.choice([0.0, 1.5, 3.5])
        key = field_key(field)
        spots_here = spot_set(table, seat, field, key, config, margin)
        spots = spots_here.spots
        if not spots:
            continue
        points = [hex_center_cm(cell, flats) for cell in field.values()]
        points += [(rng.uniform(-50.0, 50.0), rng.uniform(-35.0, 35.0)) for _ in range(10)]
        points += [spots[rng.randrange(len(spots))].point]  # a distance of exactly 0
        inward = table.seat(seat).inward
        for a, b in itertools.pairwise(spots):  # as far from two spots (ties)
            if a.depth_cm == b.depth_cm:
                reach = rng.choice([0.0, 4.0, 20.0])
                points.append(
                    (
                        (a.point[0] + b.point[0]) / 2.0 + inward[0] * reach,
                        (a.point[1] + b.point[1]) / 2.0 + inward[1] * reach,
                    )
                )
        for point in points:
            travels = [math.hypot(point[0] - s.point[0], point[1] - s.point[1]) for s in spots]
            assert spots_here.nearest(point) == (min(travels), travels.index(min(travels)))
            checked += 1
    assert checked > 1200


def test_the_throws_gauss_draws_what_random_gauss_draws() -> None:
    """thrower._gauss is random.Random.gauss written out: the same floats and the same draws left."""
    for seed in range(20):
        mine, theirs = random.Random(seed), random.Random(seed)
        for _ in range(25):
            mu, sigma = mine.uniform(-5.0, 5.0), mine.choice([0.0, 0.3, 4.0])
            theirs.uniform(-5.0, 5.0), theirs.choice([0.0, 0.3, 4.0])
            assert _gauss(mine, mu, sigma) == theirs.gauss(mu, sigma)
            assert mine.getstate() == theirs.getstate()


def test_blocked_steps_agree_with_too_near_at_every_depth() -> None:
    """The blocked depths of a release line, found from the parabola of the squared distance and
    the points between, are those the plain test at each depth finds, bit for bit."""
    from game.physics.release_spots import DEPTH_STEP_CM, _blocked_steps

    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(11)
    blocked = checked = 0
    for _ in range(40):
        _seats, field, table, seat = _random_position(rng, config, 1, 20)
        geometry = field_geometry(field, flats)
        side = table.seat(seat)
        for _ in range(40):
            core = rng.choice(geometry.centres)
            across, deep = side.from_table((core[2], core[3]))  # lines past the core, and some wide
            lateral = across + rng.uniform(-12.0, 12.0) if rng.random() < 0.8 else rng.uniform(-60.0, 60.0)
            top = deep + rng.uniform(-4.0, 20.0)
            steps = rng.randint(0, 60)
            gap = rng.choice([0.0, config.core_gap_cm + 0.5, rng.uniform(0.0, 25.0)])
            plain = 0
            for k in range(steps):
                point = side.to_table(lateral, top - k * DEPTH_STEP_CM)
                if distance_to_core_cm(point, core[1], flats) < gap:
                    plain |= 1 << k
            assert _blocked_steps(side, lateral, top, steps, geometry, core, gap) == plain
            blocked += plain != 0
            checked += 1
    assert blocked > checked // 3  # the lines met the cores often enough to test something


def test_a_made_throw_is_the_throw_its_init_makes() -> None:
    """made_throw sets a Throw's fields without the dataclass's interpreted __init__: every field,
    equality, hash and the frozen guard as Throw(...) has them."""
    import dataclasses
    import pickle

    import pytest

    fields = (1.5, 7.25, -3.0, 1.1, ThrowStyle.SPUN, 2.5, 40.0)
    made, plain = made_throw(*fields), Throw(*fields)
    assert made == plain and hash(made) == hash(plain) and vars(made) == vars(plain)
    assert [f.name for f in dataclasses.fields(Throw)] == list(vars(made))
    assert pickle.loads(pickle.dumps(made)) == plain
    assert made_throw(*fields[:6]) == Throw(*fields[:6])
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.spin = 0.0  # type: ignore[misc]

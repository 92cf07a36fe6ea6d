"""The cheap geometry the thrower uses gives exactly the answers of the plain computation."""

from __future__ import annotations

import math
import random

from game.hexgrid import hex_center_cm
from game.physics import default_config
from game.physics.field_geometry import field_geometry, field_key
from game.physics.fields import random_field
from game.physics.release_plan import release_spots
from game.physics.table import make_table, nearest_core
from game.physics.thrower import Thrower
from game.roll import RollRequest, ThrowStyle


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
            checked += 1
    assert checked == 6000


def _plain_legal_depth(config, table, seat, lateral, field):  # type: ignore[no-untyped-def]
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
        seats = rng.choice([2, 3, 4])
        field = random_field(rng, rng.randint(3, 20))
        table = make_table(config, seats)
        seat = rng.randrange(seats)
        lateral = rng.uniform(-20.0, 20.0)
        plain = _plain_legal_depth(config, table, seat, lateral, field)
        assert shared.legal_depth(table, seat, lateral, field) == plain
        request = RollRequest(field=field, throws={seat: None}, seats=seats)
        target = rng.choice(sorted(field))
        fresh = Thrower(config).ideal(seat, request, target, ThrowStyle.ROLLED, 1.0)
        assert shared.ideal(seat, request, target, ThrowStyle.ROLLED, 1.0) == fresh
        assert shared.ideal(seat, request, target, ThrowStyle.ROLLED, 1.0) == fresh  # from the cache


def test_cores_ranked_from_a_seat_edge_match_a_plain_sort() -> None:
    config = default_config()
    flats = config.core_across_flats_cm
    rng = random.Random(3)
    for _ in range(40):
        field = random_field(rng, rng.randint(1, 20))
        for seat in make_table(config, 4).seats:
            edge = seat.edge_mid

            def dist(core_id: str, edge: tuple[float, float] = edge, field: dict = field) -> tuple[float, str]:  # type: ignore[type-arg]
                x, y = hex_center_cm(field[core_id], flats)
                return (math.hypot(x - edge[0], y - edge[1]), core_id)

            assert field_geometry(field, flats).ranked_from(edge) == sorted(field, key=dist)


def test_release_spots_match_a_plain_step_by_step_search() -> None:
    config = default_config()
    rng = random.Random(12)
    for _ in range(40):
        seats = rng.choice([2, 3, 4])
        field = random_field(rng, rng.randint(3, 16))
        table = make_table(config, seats)
        seat = rng.randrange(seats)
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

"""Where along their edge a player can release legally: the release spots of a seat on a field.

A grown field can reach so far toward one edge that no release straight in front of a core is
two card lengths clear of it (7.8.2): people then move along their edge. The spots depend only
on the field and the seat's margin, and are cached (release_plan.py picks a core among them).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from dataclasses import dataclass
from typing import Final

from game.physics.config import PhysicsConfig
from game.physics.field_geometry import FieldGeometry, FieldKey, field_geometry
from game.physics.table import Seat, Table, Vec, distance_to_core_cm
from game.roll.hexgrid import Cell

LATERAL_STEP_CM: Final = 3.0  # release spots tried along the edge, this far apart
DEPTH_STEP_CM: Final = 0.5
EDGE_KEEP_CM: Final = 3.0  # a hand stays this far inside the ends of its edge
CACHE_SIZE: Final = 1024
SLACK_CM: Final = 1e-6  # far more than rounding in spot positions, far less than their spacing


@dataclass
class Release:  # read only; made for every spot of every new spot set, so its __init__ is written out
    lateral_cm: float
    depth_cm: float
    point: Vec  # on the table

    def __init__(self, lateral_cm: float, depth_cm: float, point: Vec) -> None:
        self.lateral_cm = lateral_cm
        self.depth_cm = depth_cm
        self.point = point


class SpotSet:
    """The release spots of one seat on one field, and per core centre the nearest spot and the
    spots by travel (worked out when a core is first asked about; fields with the same spots share
    them). The spots run along the edge in order (lateral ascending)."""

    __slots__ = ("_across", "_bounds", "_deepest", "_nearest", "_ordered", "_points", "_right", "_shallowest", "spots")

    def __init__(self, spots: tuple[Release, ...], right: Vec = (1.0, 0.0)) -> None:
        self.spots = spots
        self._points = tuple([spot.point for spot in spots])
        self._right = right  # the seat's direction along its edge (spots ascend along it)
        # each spot's position along the edge: a lower bound of its distance to any point is the
        # gap between their positions along it
        self._across = [x * right[0] + y * right[1] for x, y in self._points]
        # and the range of their positions across it: a point outside the range is at least its
        # gap to the range away from every spot too
        # (a loop: min and max with a default are generic calls from compiled code)
        shallowest, deepest = math.inf, -math.inf
        for x, y in self._points:
            depth = y * right[0] - x * right[1]
            shallowest = min(shallowest, depth)
            deepest = max(deepest, depth)
        self._shallowest = shallowest if spots else 0.0
        self._deepest = deepest if spots else 0.0
        self._nearest: dict[Vec, tuple[float, int]] = {}
        self._ordered: dict[Vec, list[tuple[float, int]]] = {}
        self._bounds: dict[object, list[tuple[float, str]]] = {}

    def travels(self, centre: Vec) -> list[float]:
        """Travel from each spot to the centre."""
        cx, cy = centre
        hypot = math.hypot
        return [hypot(cx - x, cy - y) for x, y in self._points]

    def nearest(self, centre: Vec) -> tuple[float, int]:
        """(travel, index) of the spot nearest the centre (the first of equals)."""
        found = self._nearest.get(centre)
        if found is None:
            found = self._nearest[centre] = self._nearest_now(centre)
        return found

    def _nearest_now(self, centre: Vec) -> tuple[float, int]:
        # Spots are looked at outward from the centre's position along the edge, stopping on each
        # side once that position alone puts the rest farther than the nearest found (with slack
        # for rounding, so only spots certainly farther are skipped).
        # Squared distances find the nearest; the exact distance (hypot) decides among the spots
        # within rounding of it.
        cx, cy = centre
        points, across = self._points, self._across
        along = cx * self._right[0] + cy * self._right[1]
        depth = cy * self._right[0] - cx * self._right[1]
        off = depth - self._deepest if depth > self._deepest else max(0.0, self._shallowest - depth)
        off2 = off * off
        right = _bisect_left(across, along)
        left = right - 1
        least = math.inf  # the least squared distance so far
        count = len(points)
        while left >= 0 or right < count:
            if right >= count or (left >= 0 and along - across[left] <= across[right] - along):
                i, gap = left, along - across[left]
                left -= 1
            else:
                i, gap = right, across[right] - along
                right += 1
            reach = math.sqrt(least) + SLACK_CM
            if gap > reach or gap * gap + off2 > reach * reach:
                break  # this side's nearest left is too far, and the other side's is no nearer
            x, y = points[i]
            dx, dy = cx - x, cy - y
            least = min(least, dx * dx + dy * dy)
        best, index = math.inf, -1
        near = least * (1.0 + 1e-9)
        for i in range(left + 1, right):  # the spots looked at
            x, y = points[i]
            dx, dy = cx - x, cy - y
            if dx * dx + dy * dy <= near:
                travel = math.hypot(dx, dy)
                if travel < best:  # ascending: the first of equals stays
                    best, index = travel, i
        return best, index

    def by_travel(self, centre: Vec) -> list[tuple[float, int]]:
        """(travel, spot index) nearest first."""
        found = self._ordered.get(centre)
        if found is None:
            travels = self.travels(centre)
            # a stable sort by travel keeps equals in index order: the order of the (travel, index) pairs
            order = sorted(range(len(travels)), key=travels.__getitem__)
            found = self._ordered[centre] = [(travels[i], i) for i in order]
        return found

    def bounds(self, key: object, centres: dict[str, Vec]) -> list[tuple[float, str]]:
        """(travel to the nearest spot, core id) of every core of a field (`key` names the field),
        nearest first."""
        found = self._bounds.get(key)
        if found is None:
            found = self._bounds[key] = sorted([(self.nearest(c)[0], core_id) for core_id, c in centres.items()])
        return found


def _bisect_left(values: list[float], x: float) -> int:
    """bisect.bisect_left(values, x), written out: the module's function is a generic call from
    compiled code, made for every core of every new field."""
    low, high = 0, len(values)
    while low < high:
        middle = (low + high) // 2
        if values[middle] < x:
            low = middle + 1
        else:
            high = middle
    return low


# Per field, seat and margin: the release spots.
_SPOTS: OrderedDict[tuple[object, ...], SpotSet] = OrderedDict()
# Per release line (seat, depths) and core cell: the packed blocked steps (_Line), bit k of spot
# n's field set when the core is too near the release k depth steps in. A field's deepest legal
# release at a spot is the first step none of its cores blocks (one OR of these per core), so
# fields that share cores (a game's field loses one core at a time, games reuse layouts) share
# this work. One table per line (by _Line.key), so a lookup hashes only the cell.
_BLOCKS: dict[tuple[object, ...], dict[Cell, int]] = {}
BLOCKS_SIZE: Final = 50_000  # cells per line
# Fields that differ only in cores far from a seat's edge give that seat the same spots: one
# shared entry per distinct spot set, so its travel orders carry over too.
_SHARED_SPOTS: OrderedDict[tuple[object, ...], SpotSet] = OrderedDict()


def _blocked_steps(
    side: Seat,
    lateral: float,
    top: float,
    steps: int,
    geometry: FieldGeometry,
    core: tuple[str, Cell, float, float],
    gap: float,
) -> int:
    _core_id, cell, cx, cy = core
    if steps == 0:
        return 0
    # The whole line stays farther than the core's circumscribed circle plus the gap: no bit
    # (with slack, so rounding in the per-point distances cannot disagree).
    ax, ay = side.to_table(lateral, top)
    bx, by = side.to_table(lateral, top - (steps - 1) * DEPTH_STEP_CM)
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((cx - ax) * dx + (cy - ay) * dy) / length2))
    if math.hypot(ax + t * dx - cx, ay + t * dy - cy) - geometry.outer >= gap + 1e-6:
        return 0
    # geometry.too_near at side.to_table(lateral, depth) for each depth, written out (the same
    # arithmetic): a field's first games fill this table, thousands of points per core. Along the
    # line the squared distance to the core's centre is a parabola in k, so the steps that can be
    # near the core, and those certainly within its inscribed circle plus the gap, are two runs of
    # k worked out at once; only the steps between are looked at one by one.
    (ex, ey), (rx, ry), (ix, iy) = side.edge_mid, side.right, side.inward
    beyond, within = geometry.screen(gap)
    far, near = gap + 1e-9, gap - 1e-9
    outer, inner, flats = geometry.outer, geometry.inner, geometry.flats
    base_x, base_y = ex + rx * lateral, ey + ry * lateral
    top_x, top_y = base_x + ix * top - cx, base_y + iy * top - cy  # from the core's centre, at k = 0
    first, last = _steps_below(top_x, top_y, ix, iy, steps, beyond * (1 + 1e-6) + 1e-6, 1)
    if first > last:
        return 0
    inside_first, inside_last = (
        _steps_below(top_x, top_y, ix, iy, steps, within * (1 - 1e-6) - 1e-6, -1) if within > 0.0 else (steps, -1)
    )
    inside_first, inside_last = max(inside_first, first), min(inside_last, last)
    mask = 0
    if inside_first <= inside_last:
        mask = ((1 << (inside_last - inside_first + 1)) - 1) << inside_first
    else:
        inside_first = last + 1  # no run within: every step from first to last is looked at
    k = first - 1
    while k < last:  # the steps from first to last, but for those within (a loop over one int, compiled)
        k += 1
        if k == inside_first:
            k = inside_last
            continue
        depth = top - k * DEPTH_STEP_CM
        px, py = base_x + ix * depth, base_y + iy * depth
        dx, dy = px - cx, py - cy
        square = dx * dx + dy * dy
        if square >= beyond:
            continue
        if square < within:
            mask |= 1 << k
            continue
        centre = math.hypot(dx, dy)
        if centre - outer >= far:
            continue
        if max(0.0, centre - inner) < near or distance_to_core_cm((px, py), cell, flats) < gap:
            mask |= 1 << k
    return mask


def _steps_below(dx: float, dy: float, ix: float, iy: float, steps: int, limit: float, widen: int) -> tuple[int, int]:
    """The first and last step k (0 .. steps - 1) at which the point (dx, dy) - k * DEPTH_STEP_CM *
    (ix, iy) is nearer the origin than sqrt(limit), widened by `widen` steps at both ends (-1:
    narrowed), so that rounding in this sum cannot leave out a step the point by point test would
    count; (steps, -1) when there is none."""
    along = DEPTH_STEP_CM * (dx * ix + dy * iy)
    bend = DEPTH_STEP_CM * DEPTH_STEP_CM * (ix * ix + iy * iy)
    rest = dx * dx + dy * dy - limit
    # bend k^2 - 2 along k + rest < 0 between the roots
    disc = along * along - bend * rest
    if disc < 0.0 or bend <= 0.0:
        return steps, -1
    root = math.sqrt(disc)
    first = max(0, math.ceil((along - root) / bend) - widen)
    last = min(steps - 1, math.floor((along + root) / bend) + widen)
    return (first, last) if first <= last else (steps, -1)


def release_spots(
    table: Table, seat: int, field: dict[str, Cell], key: FieldKey, config: PhysicsConfig, margin_cm: float
) -> tuple[Release, ...]:
    """The deepest legal release at each spot along the seat's edge, keeping margin_cm inside
    both release limits (5.7.1, 7.8.2); spots with no legal depth are left out."""
    return spot_set(table, seat, field, key, config, margin_cm).spots


@dataclass(frozen=True)
class _Line:
    """The release spots tried along one seat's edge: 2 * count + 1 spots, each with `steps`
    depths from `top` inward. Blocked depth steps are packed in one int, spot n's in the field of
    `steps` + 1 bits at n * (steps + 1); the top bit of each field (the guard) is never set."""

    key: tuple[object, ...]
    side: Seat
    top: float
    steps: int
    gap: float
    count: int
    fields: int  # every bit of every field set
    ones: int  # the lowest bit of every field set

    @property
    def width(self) -> int:
        return self.steps + 1


_LINES: dict[tuple[object, ...], _Line] = {}


def _line(table: Table, seat: int, geometry: FieldGeometry, config: PhysicsConfig, margin_cm: float) -> _Line:
    # by the config values used (not the config's id, which a later config may reuse)
    limits = (config.core_gap_cm, config.release_zone_cm)
    line_key = (table.width_cm, table.depth_cm, len(table.seats), seat, margin_cm, geometry.flats, limits)
    found = _LINES.get(line_key)
    if found is not None:
        return found
    side = table.seat(seat)
    gap = config.core_gap_cm + 0.5 + margin_cm
    count = int((side.half_edge_cm - EDGE_KEEP_CM) // LATERAL_STEP_CM)
    # Depth k steps in is top - k * step: exactly what stepping down k times gives, as the step
    # is a power of two no finer than the depths' precision.
    top = config.release_zone_cm - 0.5 - margin_cm
    floor = max(0.5, margin_cm)
    steps = 0
    while top - steps * DEPTH_STEP_CM >= floor:
        steps += 1
    spots = 2 * count + 1
    ones = sum(1 << (n * (steps + 1)) for n in range(spots))
    key = (table.width_cm, table.depth_cm, len(table.seats), seat, top, steps, gap, geometry.flats, count)
    if len(_LINES) >= CACHE_SIZE:
        _LINES.clear()
    found = _LINES[line_key] = _Line(key, side, top, steps, gap, count, ones * ((1 << (steps + 1)) - 1), ones)
    return found


def spot_set(
    table: Table, seat: int, field: dict[str, Cell], key: FieldKey, config: PhysicsConfig, margin_cm: float
) -> SpotSet:
    return spots_of(table, seat, field_geometry(field, config.core_across_flats_cm, key), config, margin_cm)


def spots_of(table: Table, seat: int, geometry: FieldGeometry, config: PhysicsConfig, margin_cm: float) -> SpotSet:
    """spot_set of the field a FieldGeometry was made for (it stands for its field in the cache key:
    hashed by identity, where the field key would be hashed core by core)."""
    cache_key = (table.width_cm, table.depth_cm, len(table.seats), seat, geometry, round(margin_cm, 6), id(config))
    found = _SPOTS.get(cache_key)
    if found is not None:
        return found
    line = _line(table, seat, geometry, config, margin_cm)
    blocks = _BLOCKS.get(line.key)
    if blocks is None:
        if len(_BLOCKS) >= CACHE_SIZE:
            _BLOCKS.clear()
        blocks = _BLOCKS[line.key] = {}
    blocked = 0
    for core in geometry.centres:
        packed = blocks.get(core[1])
        if packed is None:
            if len(blocks) >= BLOCKS_SIZE:
                blocks.clear()
            packed = blocks[core[1]] = _packed_blocks(line, geometry, core)
        blocked |= packed
    # At each spot the lowest step no core blocks, as the lowest set bit of its field (the guard
    # bit when every step is blocked); no field borrows from the next, as each has its guard set.
    free = ~blocked & line.fields
    lowest = free & ~(free - line.ones)
    shared_key = (line.key, lowest)
    found = _SHARED_SPOTS.get(shared_key)
    if found is None:
        found = _SHARED_SPOTS[shared_key] = SpotSet(_releases(line, lowest), line.side.right)
        if len(_SHARED_SPOTS) > CACHE_SIZE:
            _SHARED_SPOTS.popitem(last=False)
    _SPOTS[cache_key] = found
    if len(_SPOTS) > CACHE_SIZE:
        _SPOTS.popitem(last=False)
    return found


def _packed_blocks(line: _Line, geometry: FieldGeometry, core: tuple[str, Cell, float, float]) -> int:
    packed = 0
    for n, i in enumerate(range(-line.count, line.count + 1)):
        mask = _blocked_steps(line.side, i * LATERAL_STEP_CM, line.top, line.steps, geometry, core, line.gap)
        packed |= mask << (n * line.width)
    return packed


def _releases(line: _Line, lowest: int) -> tuple[Release, ...]:
    """The spots with a legal depth, from each field's lowest free step."""
    spots = []
    field = (1 << line.width) - 1
    for n, i in enumerate(range(-line.count, line.count + 1)):
        k = ((lowest >> (n * line.width)) & field).bit_length() - 1
        if k < line.steps:
            lateral = i * LATERAL_STEP_CM
            depth = line.top - k * DEPTH_STEP_CM
            spots.append(Release(lateral, depth, line.side.to_table(lateral, depth)))
    return tuple(spots)

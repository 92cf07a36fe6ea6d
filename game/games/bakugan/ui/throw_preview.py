"""What the table shows while a player pulls back a throw: the throw the drag makes, whether its
release is legal (judged on that very throw by the physics' own rule, so preview and roll always
agree), where it would stop as practice rolling draws it, and its chance to open from the rates
the physics sweep measured (assets/roll_rates.json). Pure computing; the table draws it."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.games.bakugan.ui.table_geometry import Projection, TableGeometry
from game.games.bakugan.ui.throw_drag import throw_from_drag
from game.physics.config import PhysicsConfig
from game.physics.fast import FastRollModel
from game.physics.features import throw_features
from game.physics.naming import CoreNamer
from game.physics.table import nearest_core, release_problem
from game.roll.hexgrid import Cell
from game.roll.seam import Throw, ThrowStyle

MAX_REACH_CM = 120.0  # the path drawn stops here, as in practice rolling


@dataclass(frozen=True)
class ThrowPreview:
    throw: Throw | None  # None: the drag is too short to throw
    warning: str  # why the release breaks a rule, in words; "" when it is legal
    path: tuple[tuple[int, int], ...]  # screen points from the release to where it would stop
    hint: str  # "opens about 40% of the time (holds a core 25%)"; "" without a hint


def release_of(start: tuple[int, int], proj: Projection) -> Throw:
    """The release point a press makes, rounded as the throw records it."""
    lateral, depth = proj.seat_coords(start)
    return Throw(lateral_cm=round(lateral, 1), depth_cm=round(depth, 1))


def judge(geom: TableGeometry, seat: int, throw: Throw, field: dict[str, Cell], names: dict[str, str]) -> str:
    """Why this throw's release breaks a rule (5.7.1, 7.8.2, 7.9.1), in words, or "" when legal:
    the physics' own rule on the same numbers the roll will use."""
    flats = geom.across_cm
    namer = CoreNamer(geom.table, seat, field, flats, names)
    problem = release_problem(
        geom.table, seat, throw, lambda point: nearest_core(point, field, flats), geom.config, namer
    )
    if problem is None:
        return ""
    kind, reason, rule = problem
    verdict = "a mis-roll" if kind == "misroll" else "an illegal roll"
    return f"{reason}: {verdict} ({rule})"


def reach_cm(speed_mps: float, style: ThrowStyle, config: PhysicsConfig) -> float:
    """How far a throw rolls before it stops on a bare table (the practice ghost line)."""
    decel = config.style(style).decel_cm_s2
    return min(MAX_REACH_CM, (speed_mps * 100.0) ** 2 / (2.0 * decel))


def preview(
    geom: TableGeometry,
    proj: Projection,
    seat: int,
    start: tuple[int, int],
    end: tuple[int, int],
    style: ThrowStyle,
    field: dict[str, Cell],
    names: dict[str, str],
    hints: bool,
) -> ThrowPreview:
    throw = throw_from_drag(start, end, proj, style)
    warning = judge(geom, seat, throw if throw is not None else release_of(start, proj), field, names)
    if throw is None or not hints:
        return ThrowPreview(throw, warning, (), "")
    dx, dy = start[0] - end[0], start[1] - end[1]
    length = math.hypot(dx, dy)
    reach_px = reach_cm(throw.speed_mps, style, geom.config) * proj.k
    steps = max(2, int(reach_px // 8))
    path = tuple(
        (int(start[0] + dx / length * reach_px * i / steps), int(start[1] + dy / length * reach_px * i / steps))
        for i in range(steps + 1)
    )
    hint = "" if warning else open_hint(geom, seat, throw, field)
    return ThrowPreview(throw, warning, path, hint)


_HINTS: dict[tuple[object, ...], str] = {}


def open_hint(geom: TableGeometry, seat: int, throw: Throw, field: dict[str, Cell]) -> str:
    """The chance this throw opens, from the physics sweep's rates (the fast roll model's table)."""
    key = (id(geom.table), seat, throw, tuple(sorted(field.items())))
    hint = _HINTS.get(key)
    if hint is None:
        if len(_HINTS) > 512:
            _HINTS.clear()
        opened, attached = open_chances(geom, seat, throw, field)
        hint = _HINTS[key] = f"opens about {100 * opened:.0f}% of the time (holds a core {100 * attached:.0f}%)"
    return hint


def open_chances(geom: TableGeometry, seat: int, throw: Throw, field: dict[str, Cell]) -> tuple[float, float]:
    """The chance this throw opens, and the chance it opens holding a core (the fast model's rates)."""
    chances = _fast_model(geom.config).expected(throw_features(geom.table, seat, throw, field, geom.config))
    attached = chances.get("attached", 0.0)
    return attached + chances.get("opened", 0.0), attached


_MODELS: dict[int, tuple[PhysicsConfig, FastRollModel]] = {}


def _fast_model(config: PhysicsConfig) -> FastRollModel:
    kept = _MODELS.get(id(config))
    if kept is None or kept[0] is not config:
        kept = _MODELS[id(config)] = (config, FastRollModel(config=config))
    return kept[1]

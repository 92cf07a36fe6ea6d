"""Turning a drag on the table into a Throw, as in practice rolling: press where the Bakugan is
let go, drag back like a slingshot and release. The throw goes the opposite way to the drag and
the drag's length is the speed (rules 5.7.1, 7.8.2). The drag is measured in table centimetres,
not screen pixels, so the same pull on the drawn table throws alike at any window size or UI scale."""

from __future__ import annotations

import math

from game.games.bakugan.ui.table_geometry import Projection
from game.roll.seam import Throw, ThrowStyle

# drag length on the drawn table for 1 m/s: at the 1280x720 design size the table is drawn at
# about 6.7 px/cm, so this is the 100 px per m/s practice rolling uses
CM_PER_MPS = 15.0
MIN_SPEED, MAX_SPEED = 0.3, 3.0
MIN_DRAG_CM = 1.8  # shorter is a click (about 12 px at the design size)


def speed_for(length_cm: float) -> float:
    return max(MIN_SPEED, min(MAX_SPEED, length_cm / CM_PER_MPS))


def throw_from_drag(start: tuple[int, int], end: tuple[int, int], proj: Projection, style: ThrowStyle) -> Throw | None:
    """None when the drag is too short to be a throw (a click)."""
    dx, dy = start[0] - end[0], start[1] - end[1]  # pulled back: the throw goes the other way
    length_cm = math.hypot(dx, dy) / proj.k
    if length_cm < MIN_DRAG_CM:
        return None
    lateral, depth = proj.seat_coords(start)
    centre = proj.to_px((0.0, 0.0))
    # 0 degrees = straight at the centre of the table from the release point; positive = right
    aim = math.degrees(math.atan2(dx, -dy))
    to_centre = math.degrees(math.atan2(centre[0] - start[0], -(centre[1] - start[1])))
    angle = (aim - to_centre + 180.0) % 360.0 - 180.0
    spin = 2.0 if style is ThrowStyle.SPUN else 0.0
    return Throw(
        lateral_cm=round(lateral, 1),
        depth_cm=round(depth, 1),
        angle_deg=round(angle, 1),
        speed_mps=round(speed_for(length_cm), 2),
        style=style,
        spin=spin,
    )


def describe(throw: Throw) -> str:
    side = "right" if throw.angle_deg > 0 else "left"
    aim = "straight at the centre" if abs(throw.angle_deg) < 2 else f"{abs(throw.angle_deg):.0f}° {side} of centre"
    return f"{throw.style.value}, {throw.speed_mps:.1f} m/s, {aim}"

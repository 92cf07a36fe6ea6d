"""Where a Bakugan's magnet faces: a 3D unit vector (x, y on the table, z up) and its turns."""

from __future__ import annotations

import math

Vec3 = tuple[float, float, float]


def rotate(v: Vec3, axis: Vec3, angle: float) -> Vec3:
    """Rodrigues rotation of v about a unit axis by angle (radians, right-handed)."""
    kx, ky, kz = axis
    c, s = math.cos(angle), math.sin(angle)
    vx, vy, vz = v
    dot = (kx * vx + ky * vy + kz * vz) * (1.0 - c)
    return (
        vx * c + (ky * vz - kz * vy) * s + kx * dot,
        vy * c + (kz * vx - kx * vz) * s + ky * dot,
        vz * c + (kx * vy - ky * vx) * s + kz * dot,
    )


def yaw(v: Vec3, angle: float) -> Vec3:
    """Turn about the vertical axis (a spin seen from above)."""
    c, s = math.cos(angle), math.sin(angle)
    return (v[0] * c - v[1] * s, v[0] * s + v[1] * c, v[2])


def roll(v: Vec3, dx: float, dy: float, radius: float) -> Vec3:
    """Roll without slipping by the displacement (dx, dy): end over end about z x travel."""
    dist = math.hypot(dx, dy)
    if dist < 1e-12:
        return v
    return rotate(v, (-dy / dist, dx / dist, 0.0), dist / radius)


def roll_by(v: Vec3, dx: float, dy: float, angle: float) -> Vec3:
    """Turn end over end by a given angle about the axis across the displacement (dx, dy)."""
    return roll_along(v, dx, dy, math.hypot(dx, dy), angle)


def roll_along(v: Vec3, dx: float, dy: float, dist: float, angle: float) -> Vec3:
    """roll_by when the displacement's length dist is already known."""
    if dist < 1e-12 or angle == 0.0:
        return v
    return rotate(v, (-dy / dist, dx / dist, 0.0), angle)


def skid_turn(v0: float, mu_g: float, radius: float, s: float) -> float:
    """How far a rolled Bakugan has turned end over end (radians) after travelling s cm, released
    at v0 cm/s with skid friction mu_g (cm/s^2): world.Skid.turn, also planned with by the thrower."""
    if v0 <= 0.0:
        return s / radius
    t_skid = 2.0 * v0 / (7.0 * mu_g)
    s_skid = 12.0 * v0 * v0 / (49.0 * mu_g)
    if s >= s_skid:
        return 5.0 * mu_g * t_skid * t_skid / (4.0 * radius) + (s - s_skid) / radius
    t = (v0 - math.sqrt(max(0.0, v0 * v0 - 2.0 * mu_g * s))) / mu_g
    return 5.0 * mu_g * t * t / (4.0 * radius)


def held(direction: tuple[float, float], yaw_deg: float, pitch_deg: float) -> Vec3:
    """A magnet held facing the direction of travel, off by a yaw and a pitch."""
    heading = math.atan2(direction[1], direction[0]) + math.radians(yaw_deg)
    pitch = math.radians(pitch_deg)
    return (math.cos(pitch) * math.cos(heading), math.cos(pitch) * math.sin(heading), math.sin(pitch))


def facing(magnet: Vec3, toward: tuple[float, float], tilt_down: float) -> float:
    """Cosine between the magnet and the contact direction (horizontal toward, tilted down)."""
    c = math.cos(tilt_down)
    return magnet[0] * toward[0] * c + magnet[1] * toward[1] * c - magnet[2] * math.sin(tilt_down)

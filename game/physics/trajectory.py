"""What a physics roll leaves behind for drawing and explaining: per-Bakugan tracks."""

from __future__ import annotations

from dataclasses import dataclass

from game.physics.magnet import Vec3
from game.roll.seam import RollOutcome, Throw


@dataclass(frozen=True)
class Frame:
    t: float  # seconds since release
    x: float  # table centimetres
    y: float
    angle: float  # rotation about the vertical axis, radians (as seen from above)
    magnet: Vec3  # where the magnet faces (x, y on the table, z up)
    open: bool


@dataclass(frozen=True)
class BakuganTrack:
    seat: int
    throw: Throw
    release_cm: tuple[float, float]
    frames: tuple[Frame, ...]  # sampled at the model's sample rate (60 Hz by default)
    open_time: float | None  # seconds after release when it popped open
    outcome: RollOutcome
    detail: str  # what happened and why, in plain words (for banners and logs)
    touched: tuple[str, ...]  # cores it touched, in order


@dataclass(frozen=True)
class RollRecord:
    tracks: dict[int, BakuganTrack]
    steps: int  # physics steps taken
    sim_time_s: float
    frame_dt_s: float

    def outcomes(self) -> dict[int, RollOutcome]:
        return {seat: track.outcome for seat, track in sorted(self.tracks.items())}

"""Practice rolling without pygame: the field, the throw settings, rolls, statistics, the map.

The scene (game/games/bakugan/ui/practice/scene.py) only draws this state and turns mouse and keys into calls.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path

from game.games.bakugan.sim.roll_profile import ThrowRecord
from game.games.bakugan.ui.practice import fields as practice_fields
from game.games.bakugan.ui.practice import record as practice_record
from game.games.bakugan.ui.practice.fields import MAX_CORES
from game.games.bakugan.ui.practice.profile import record_attempt
from game.physics import PhysicsRollModel, RollRecord, default_config
from game.physics.fields import core_ids, random_field
from game.physics.naming import CoreNamer
from game.physics.table import make_table, nearest_core, release_problem
from game.physics.thrower import Thrower
from game.roll.hexgrid import Cell, is_legal_placement
from game.roll.seam import RollRequest, RollResult, Throw, ThrowStyle

OPPONENT_SKILL = 0.6


@dataclass
class StyleStats:
    throws: int = 0
    opened: int = 0
    attached: int = 0
    misrolls: int = 0
    illegal: int = 0

    def rate(self, count: int) -> str:
        return "-" if self.throws == 0 else f"{100.0 * count / self.throws:.0f}%"


@dataclass
class Attempt:
    number: int
    throw: Throw
    request: RollRequest
    seed: int
    record: RollRecord

    @property
    def summary(self) -> str:
        out = self.record.tracks[0].outcome
        words = {
            RollResult.OPENED: f"held {_cores(len(out.cores))}" if out.cores else "opened, no core",
            RollResult.CLOSED: "closed",
            RollResult.MISROLL: "mis-roll",
            RollResult.ILLEGAL: "illegal",
        }[out.result]
        return f"#{self.number} {self.throw.style.value} {self.throw.speed_mps:.1f} m/s: {words}"


def banner_for(record: RollRecord) -> tuple[str, str, str]:
    """(headline, explanation, tone) for the player's Bakugan (seat 0); cores as the physics words them."""
    track = record.tracks[0]
    out = track.outcome
    if out.result is RollResult.OPENED and out.cores:
        return (
            f"OPENED - holds {_cores(len(out.cores))}",
            f"It {track.detail}; the core bonus counts (5.7.2).",
            "good",
        )
    if out.result is RollResult.OPENED:
        return ("OPENED - but no core", f"It {track.detail}: open, without the core bonus (5.7.2).", "info")
    if out.result is RollResult.CLOSED:
        return ("STAYED CLOSED", f"It {track.detail.removeprefix('stayed closed: ')} (5.7.1).", "dim")
    if out.result is RollResult.MISROLL:
        return ("MIS-ROLL", f"{_capital(out.reason)}: treated as not opening (rule {out.rule}).", "bad")
    return ("ILLEGAL ROLL", f"{_capital(out.reason)}: counts as missed (rule {out.rule}, 7.2.6).", "bad")


def _cores(count: int) -> str:
    return "a core" if count == 1 else f"{count} cores"


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


class OpenMap:
    """Open probability over a grid of aim points, computed by a background thread."""

    def __init__(self, points: list[tuple[float, float]], samples: int, style: ThrowStyle) -> None:
        self.points = points
        self.style = style
        self.samples = samples
        self.values: list[float | None] = [None] * len(points)
        self.done = 0
        self.total = len(points) * samples
        self.cancelled = False
        self.thread: threading.Thread | None = None

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    @property
    def progress(self) -> float:
        return self.done / self.total if self.total else 1.0


@dataclass
class PracticeSession:
    seed: int = 1
    field: dict[str, Cell] = dc_field(default_factory=dict)
    style: ThrowStyle = ThrowStyle.ROLLED
    spin: float = 0.0
    magnet_deg: float = 0.0
    two_bakugan: bool = False
    stats: dict[ThrowStyle, StyleStats] = dc_field(default_factory=dict)
    history: list[Attempt] = dc_field(default_factory=list)
    open_map: OpenMap | None = None
    record: Path | None = None  # where the player's practice figures are kept (practice_record.py)
    player: str | None = None  # whose rolling profile the throws are recorded for (None: not recorded)
    record_folder: Path | None = None  # the user folder (None: ~/.bakugan_sim or BAKUGAN_SAVE_DIR)
    record_problem: str | None = None  # why the last throw could not be recorded

    def __post_init__(self) -> None:
        self.config = default_config()
        self.model = PhysicsRollModel(self.config)
        self.thrower = Thrower(self.config)
        self.table = make_table(self.config, 2)
        self.rng = random.Random(self.seed)
        if not self.field:
            self.field = random_field(self.rng, 6)
        for style in ThrowStyle:
            self.stats.setdefault(style, StyleStats())
        self._count = 0

    # --- the field ------------------------------------------------------------------------
    def new_random_field(self) -> None:
        self._set_field(random_field(self.rng, self.rng.randint(3, 9)))

    def move_core(self, core_id: str, cell: Cell) -> str | None:
        """Move a core; None when done, else why not (rule 4.7.3)."""
        others = [c for k, c in self.field.items() if k != core_id]
        problem = _placement_problem(cell, others)
        if problem is not None:
            return problem
        self._set_field({**self.field, core_id: cell})
        return None

    def add_core(self, cell: Cell) -> str | None:
        """Place a new core; None when done, else why not (rules 1.4.3, 4.7.3)."""
        if len(self.field) >= MAX_CORES:
            return f"All {MAX_CORES} BakuCores are on the field already."
        problem = _placement_problem(cell, list(self.field.values()))
        if problem is not None:
            return problem
        core_id = next(c for c in core_ids(len(self.field) + 1) if c not in self.field)
        self._set_field({**self.field, core_id: cell})
        return None

    def remove_core(self, core_id: str) -> None:
        self._set_field({k: c for k, c in self.field.items() if k != core_id})

    def save_field(self, name: str, folder: Path | None = None) -> Path:
        return practice_fields.save_field(name, self.field, folder)

    def load_field(self, stem: str, folder: Path | None = None) -> None:
        """Put a saved field on the table; FieldFileError (field unchanged) when the file is bad."""
        self._set_field(practice_fields.load_field(stem, folder))

    def _set_field(self, field: dict[str, Cell]) -> None:
        self.field = field
        self.cancel_map()

    # --- throwing ---------------------------------------------------------------------------
    def throw_from(self, release: tuple[float, float], aim: tuple[float, float], speed_mps: float) -> Throw:
        """A Throw for seat 0 from a release point and an aim direction on the table (cm)."""
        seat = self.table.seat(0)
        lateral, depth = seat.from_table(release)
        dist = math.hypot(*release)
        base = (-release[0] / dist, -release[1] / dist) if dist > 1e-9 else seat.inward
        cross = base[0] * aim[1] - base[1] * aim[0]
        dot = base[0] * aim[0] + base[1] * aim[1]
        angle = -math.degrees(math.atan2(cross, dot))  # to the thrower's right is positive
        return Throw(lateral, depth, angle, speed_mps, self.style, self.spin, self.magnet_deg)

    def release_check(self, release: tuple[float, float]) -> str | None:
        """Why a release point would break a release rule, or None."""
        lateral, depth = self.table.seat(0).from_table(release)
        flats = self.config.core_across_flats_cm
        problem = release_problem(
            self.table,
            0,
            Throw(lateral, depth),
            lambda p: nearest_core(p, self.field, flats),
            self.config,
            CoreNamer(self.table, 0, self.field, flats),
        )
        return None if problem is None else problem[1]

    def request_for(self, throw: Throw, seed: int) -> RollRequest:
        throws: dict[int, Throw | None] = {0: throw}
        if self.two_bakugan:
            probe = RollRequest(self.field, {1: None}, 2)
            throws[1] = self.thrower.throw(1, probe, OPPONENT_SKILL, random.Random(seed * 7 + 1))
        return RollRequest(dict(self.field), throws, 2)

    def roll(self, throw: Throw) -> Attempt:
        seed = self.rng.randrange(1 << 30)
        request = self.request_for(throw, seed)
        record = self.model.roll_with_trajectory(request, random.Random(seed))
        self._count += 1
        return Attempt(self._count, throw, request, seed, record)

    def finish(self, attempt: Attempt) -> None:
        """Count a roll once it has been seen to the end, and keep it for replays."""
        self.history.insert(0, attempt)
        del self.history[12:]
        self._count_stats(attempt.throw.style, attempt.record)
        if self.player is not None:
            out = attempt.record.tracks[0].outcome
            record = ThrowRecord(dict(attempt.request.field), attempt.throw, out.result.value, len(out.cores))
            self.record_problem = record_attempt(self.player, record, self.record_folder)

    def replay(self, attempt: Attempt) -> RollRecord:
        """The same roll again, bit for bit (not counted in the statistics)."""
        return self.model.roll_with_trajectory(attempt.request, random.Random(attempt.seed))

    def _count_stats(self, style: ThrowStyle, record: RollRecord) -> None:
        out = record.tracks[0].outcome
        stats = self.stats[style]
        stats.throws += 1
        stats.opened += int(out.result is RollResult.OPENED)
        stats.attached += int(bool(out.cores))
        stats.misrolls += int(out.result is RollResult.MISROLL)
        stats.illegal += int(out.result is RollResult.ILLEGAL)
        if self.record is not None:
            practice_record.add(self.record, style, out.result is RollResult.OPENED, bool(out.cores))

    def clear_stats(self) -> None:
        for style in ThrowStyle:
            self.stats[style] = StyleStats()

    # --- the open-probability map -------------------------------------------------------------
    def start_map(
        self,
        release: tuple[float, float],
        *,
        step_cm: float = 2.5,
        samples: int = 6,
        background: bool = True,
    ) -> OpenMap:
        """Sweep aim points around the field from this release point with the current style."""
        self.cancel_map()
        xs = [c[0] for c in self._core_centres()] or [0.0]
        ys = [c[1] for c in self._core_centres()] or [0.0]
        pad = 6.0
        points = [
            (x0, y0)
            for y0 in _frange(min(ys) - pad, max(ys) + pad, step_cm)
            for x0 in _frange(min(xs) - pad, max(xs) + pad, step_cm)
        ]
        job = OpenMap(points, samples, self.style)
        self.open_map = job
        field_now = dict(self.field)
        settings = (self.style, self.spin, self.magnet_deg)
        if background:
            job.thread = threading.Thread(target=self._run_map, args=(job, release, field_now, settings), daemon=True)
            job.thread.start()
        else:
            self._run_map(job, release, field_now, settings)
        return job

    def cancel_map(self) -> None:
        if self.open_map is not None:
            self.open_map.cancelled = True
            self.open_map = None

    def _core_centres(self) -> list[tuple[float, float]]:
        from game.roll.hexgrid import hex_center_cm

        return [hex_center_cm(c, self.config.core_across_flats_cm) for c in self.field.values()]

    def _run_map(
        self,
        job: OpenMap,
        release: tuple[float, float],
        field_now: dict[str, Cell],
        settings: tuple[ThrowStyle, float, float],
    ) -> None:
        style, spin, magnet = settings
        cfg = self.config
        decel = cfg.style(style).decel_cm_s2
        for index, point in enumerate(job.points):
            dx, dy = point[0] - release[0], point[1] - release[1]
            dist = math.hypot(dx, dy)
            aim = (dx / dist, dy / dist)
            # The speed that would just reach the aim point with a gentle arrival.
            speed = math.sqrt(cfg.arrival_speed_cm_s**2 + 2.0 * decel * dist) / 100.0
            opened = 0
            for k in range(job.samples):
                if job.cancelled:
                    return
                rng = random.Random(index * 1009 + k)
                wobble = 1.0 + rng.gauss(0.0, 0.06)
                throw = self.throw_from(release, aim, speed * wobble)
                throw = Throw(
                    throw.lateral_cm,
                    throw.depth_cm,
                    throw.angle_deg + rng.gauss(0.0, 1.5),
                    throw.speed_mps,
                    style,
                    spin,
                    magnet,
                )
                out = self.model.roll(RollRequest(field_now, {0: throw}, 2), rng)[0]
                opened += int(out.result is RollResult.OPENED)
                job.done += 1
            job.values[index] = opened / job.samples


def _placement_problem(cell: Cell, others: list[Cell]) -> str | None:
    if cell in others:
        return "That space already has a core."
    if not others and cell != (0, 0):
        return "The first core goes in the middle of the field (rule 1.4.3)."
    if others and not is_legal_placement(cell, others):
        return "A core must touch another core side to side (rule 4.7.3)."
    return None


def _frange(lo: float, hi: float, step: float) -> list[float]:
    count = max(1, int((hi - lo) / step) + 1)
    return [lo + i * step for i in range(count)]

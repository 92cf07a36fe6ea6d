"""Practice rolling: throw Bakugan at a core field with the mouse and see what the physics does.

Drag back from a point in your release zone and let go: the release point is where you pressed,
the throw goes the opposite way to the drag, and the drag's length is the speed. Keys: 1/2/3
style, Q/E spin, A/D magnet hold, O opponent's Bakugan, F random field, M open-chance map,
P replay the last throw, C clear statistics, S save the field, L load a field, Esc quit.
Drag a core to move it; right-click a core to take it off, an empty space to add one (4.7.3).
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.files import paths
from game.games.bakugan.ui.practice import view as view
from game.games.bakugan.ui.practice.dialogs import NameFieldBox, PickFieldBox
from game.games.bakugan.ui.practice.fields import FieldFileError, fields_dir, list_fields
from game.games.bakugan.ui.practice.layout import DESIGN, PracticeLayout, practice_layout
from game.games.bakugan.ui.practice.profile import DEFAULT_PLAYER, ProfileJob
from game.games.bakugan.ui.practice.session import Attempt, PracticeSession, banner_for
from game.games.bakugan.ui.throw_scale import scale_words, speed_for
from game.physics import RollRecord
from game.physics.trajectory import BakuganTrack
from game.roll.seam import RollResult, ThrowStyle
from game.ui import text, theme

SIZE = DESIGN  # the window practice opens at on its own (python main.py practice)
MIN_DRAG_PX = 8
HOLD_AFTER_S = 0.5
STYLE_KEYS = {pygame.K_1: ThrowStyle.ROLLED, pygame.K_2: ThrowStyle.SLID, pygame.K_3: ThrowStyle.SPUN}
TONES = {"good": theme.GOOD, "bad": theme.BAD, "info": theme.INFO, "dim": theme.TEXT_DIM}


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    action: Callable[[], None]
    active: Callable[[], bool] = lambda: False

    def draw(self, screen: pygame.Surface, mouse: tuple[int, int]) -> None:
        hover = self.rect.collidepoint(mouse)
        fill = theme.ACCENT_SOFT if self.active() else (theme.BUTTON_HOVER if hover else theme.BUTTON)
        pygame.draw.rect(screen, fill, self.rect, border_radius=6)
        pygame.draw.rect(screen, theme.PANEL_EDGE, self.rect, 1, border_radius=6)
        text.blit(screen, self.label, self.rect.center, theme.SMALL, theme.TEXT, anchor="center")


@dataclass
class Playback:
    record: RollRecord
    clock: float = 0.0
    attempt: Attempt | None = None  # a new throw, counted when it ends; None for a replay

    @property
    def length(self) -> float:
        return max((t.frames[-1].t for t in self.record.tracks.values() if t.frames), default=0.0)

    @property
    def finished(self) -> bool:
        return self.clock >= self.length + HOLD_AFTER_S


class PracticeScene:
    def __init__(self, session: PracticeSession | None = None, size: tuple[int, int] = SIZE) -> None:
        self.session = session if session is not None else PracticeSession(player=DEFAULT_PLAYER)
        self.profile_job: ProfileJob | None = None
        table = self.session.table
        self.lay: PracticeLayout = practice_layout((0, 0), 1.0, 1.0)
        self.proj = view.Projection((0, 0), 1.0, table.half_w, table.half_h)
        self.ball_px = 1.0
        self.banner: tuple[str, str, str] = (
            "PRACTICE ROLLING",
            "Press in your release zone, drag back and let go to throw. Drag a core to move it.",
            "info",
        )
        self.playback: Playback | None = None
        self.resting: RollRecord | None = None  # the last roll, left on the table when it ends
        self.drag_start: tuple[int, int] | None = None
        self.drag_now: tuple[int, int] = (0, 0)
        self.lifted: str | None = None
        self.last_release: tuple[float, float] = (0.0, -table.half_h + 5.0)
        self.map_step_cm = 2.5
        self.map_samples = 6
        self.running = True
        self.naming: NameFieldBox | None = None  # saving the field: typing its name
        self.picking: PickFieldBox | None = None  # loading a field: choosing which
        self._shading: pygame.Surface | None = None
        self._shaded_field: dict[str, tuple[int, int]] = {}
        self.buttons: list[Button] = []
        self.resize(size)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table, banner and panel out for a window of `size` (the host calls this when the
        window changes); nothing on the table moves in centimetres."""
        if size == self.lay.size:
            return
        table = self.session.table
        self.lay = practice_layout(size, table.width_cm, table.depth_cm)
        self.proj = view.Projection(self.lay.origin, self.lay.table_scale, table.half_w, table.half_h)
        self.ball_px = self.session.config.ball_radius_cm * self.lay.table_scale
        self._shading = None
        theme.set_scale(self.lay.k)
        self.buttons = self._make_buttons()

    # --- panel ------------------------------------------------------------------------------------
    def _make_buttons(self) -> list[Button]:
        s = self.session
        px = self.lay.px
        x, y = self.lay.panel_x, 64
        out = []
        for i, style in enumerate(ThrowStyle):
            out.append(
                Button(
                    pygame.Rect(x + px(i * 112), px(y), px(104), px(30)),
                    f"{i + 1} {style.value}",
                    self._style_setter(style),
                    self._style_is(style),
                )
            )
        y += 74
        out.append(Button(pygame.Rect(x + px(230), px(y), px(40), px(26)), "Q -", lambda: self.adjust_spin(-0.5)))
        out.append(Button(pygame.Rect(x + px(276), px(y), px(40), px(26)), "E +", lambda: self.adjust_spin(0.5)))
        y += 32
        out.append(Button(pygame.Rect(x + px(230), px(y), px(40), px(26)), "A -", lambda: self.adjust_magnet(-15.0)))
        out.append(Button(pygame.Rect(x + px(276), px(y), px(40), px(26)), "D +", lambda: self.adjust_magnet(15.0)))
        y += 32
        out.append(
            Button(
                pygame.Rect(x, px(y), px(330), px(28)),
                "O  opponent's Bakugan rolls too",
                self.toggle_opponent,
                lambda: s.two_bakugan,
            )
        )
        y += 36
        labels = (
            ("F  random field", self.random_field),
            ("M  open-chance map", self.start_map),
            ("P  replay last", self.replay_last),
            ("C  clear stats", self.clear_stats),
            ("S  save field", self.ask_field_name),
            ("L  load field", self.ask_field_choice),
            ("Y  fit my profile", self.fit_profile),
        )
        for i, (label, action) in enumerate(labels):
            rect = pygame.Rect(x + px((i % 2) * 168), px(y + (i // 2) * 34), px(160), px(28))
            out.append(Button(rect, label, action))
        return out

    def _style_setter(self, style: ThrowStyle) -> Callable[[], None]:
        return lambda: self.set_style(style)

    def _style_is(self, style: ThrowStyle) -> Callable[[], bool]:
        return lambda: self.session.style is style

    def set_style(self, style: ThrowStyle) -> None:
        self.session.style = style
        self.session.spin = self.session.config.style(style).default_spin_rps

    def adjust_spin(self, delta: float) -> None:
        self.session.spin = max(-8.0, min(8.0, self.session.spin + delta))

    def adjust_magnet(self, delta: float) -> None:
        self.session.magnet_deg = (self.session.magnet_deg + delta + 180.0) % 360.0 - 180.0

    def toggle_opponent(self) -> None:
        self.session.two_bakugan = not self.session.two_bakugan

    def random_field(self) -> None:
        if self.playback is None:
            self.session.new_random_field()

    def start_map(self) -> None:
        self.session.start_map(self.last_release, step_cm=self.map_step_cm, samples=self.map_samples)

    def replay_last(self) -> None:
        if self.session.history:
            self.replay(self.session.history[0])

    def replay(self, attempt: Attempt) -> None:
        self.playback = Playback(self.session.replay(attempt))
        self.banner = (f"REPLAY of throw #{attempt.number}", "The same throw, rolled again: the same path.", "info")

    def clear_stats(self) -> None:
        self.session.clear_stats()

    def fit_profile(self) -> None:
        """Fit the player's rolling profile to every throw recorded so far (in the background)."""
        player = self.session.player
        if player is None:
            self.banner = ("NOT RECORDING", "This practice session records no throws for a profile.", "bad")
            return
        if self.profile_job is None or self.profile_job.finished:
            self.profile_job = ProfileJob(player, self.session.record_folder)
            self.banner = ("FITTING YOUR PROFILE...", f"From every throw recorded for {player}.", "info")

    # --- the field editor -------------------------------------------------------------------------
    def ask_field_name(self) -> None:
        if self.playback is None:
            self.naming = NameFieldBox(self.proj.rect().center)

    def ask_field_choice(self) -> None:
        if self.playback is not None:
            return
        names = list_fields()
        if not names:
            self.banner = (
                "NO SAVED FIELDS",
                f"Save a field first (S); fields are kept in {paths.shown(fields_dir())}.",
                "info",
            )
            return
        self.picking = PickFieldBox(self.proj.rect().center, names)

    def save_field(self, name: str) -> None:
        if not name:
            self.banner = ("FIELD NOT SAVED", "Type a name for the field first.", "bad")
            return
        try:
            path = self.session.save_field(name)
        except OSError as exc:
            self.banner = ("FIELD NOT SAVED", f"Could not write it: {exc.strerror or exc}.", "bad")
            return
        self.naming = None
        self.banner = (
            "FIELD SAVED",
            f"{len(self.session.field)} cores saved as '{name}' in {paths.shown(path)}.",
            "good",
        )

    def load_field(self, stem: str) -> None:
        self.picking = None
        try:
            self.session.load_field(stem)
        except FieldFileError as exc:
            self.banner = ("FIELD NOT LOADED", f"{exc}. The field on the table is kept.", "bad")
            return
        self.resting = None
        self.banner = ("FIELD LOADED", f"'{stem.replace('_', ' ')}': {len(self.session.field)} cores.", "good")

    def edit_core_at(self, pos: tuple[int, int]) -> None:
        """Right-click: take a core off the field, or place a new one on an empty space."""
        if self.playback is not None or not self.proj.rect().collidepoint(pos):
            return
        cell = view.cell_at(self.proj.to_cm(pos), self.session.config.core_across_flats_cm)
        here = next((core_id for core_id, c in self.session.field.items() if c == cell), None)
        if here is not None:
            self.session.remove_core(here)
            left = len(self.session.field)
            self.banner = ("CORE REMOVED", f"Core {here} taken off the field; {left} left.", "info")
            return
        problem = self.session.add_core(cell)
        if problem is not None:
            self.banner = ("CORE NOT ADDED", problem, "bad")
        else:
            added = next(c for c, at in self.session.field.items() if at == cell)
            self.banner = ("CORE ADDED", f"Core {added} placed; {len(self.session.field)} cores on the field.", "info")

    # --- events -----------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif self.naming is not None or self.picking is not None:
            self._handle_box(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.edit_core_at(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self.drag_now = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)

    def _handle_box(self, event: pygame.event.Event) -> None:
        """While a field box is open it takes the keys and clicks."""
        if event.type == pygame.MOUSEMOTION:
            self.drag_now = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.naming = self.picking = None
        elif self.naming is not None and event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.save_field(self.naming.name)
            else:
                self.naming.type_key(event)
        elif self.picking is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            choice = self.picking.name_at(event.pos)
            if choice is not None:
                self.load_field(choice)

    def _key(self, key: int) -> None:
        actions: dict[int, Callable[[], None]] = {
            pygame.K_q: lambda: self.adjust_spin(-0.5),
            pygame.K_e: lambda: self.adjust_spin(0.5),
            pygame.K_a: lambda: self.adjust_magnet(-15.0),
            pygame.K_d: lambda: self.adjust_magnet(15.0),
            pygame.K_o: self.toggle_opponent,
            pygame.K_f: self.random_field,
            pygame.K_m: self.start_map,
            pygame.K_p: self.replay_last,
            pygame.K_c: self.clear_stats,
            pygame.K_s: self.ask_field_name,
            pygame.K_l: self.ask_field_choice,
            pygame.K_y: self.fit_profile,
        }
        if key in STYLE_KEYS:
            self.set_style(STYLE_KEYS[key])
        elif key == pygame.K_ESCAPE:
            self.running = False
        elif key in actions:
            actions[key]()

    def _press(self, pos: tuple[int, int]) -> None:
        self.drag_now = pos
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                button.action()
                return
        for i, rect in enumerate(self._history_rects()):
            if rect.collidepoint(pos) and i < len(self.session.history):
                self.replay(self.session.history[i])
                return
        if not self.proj.rect().collidepoint(pos):
            return
        point = self.proj.to_cm(pos)
        if self.playback is None:
            cell = view.cell_at(point, self.session.config.core_across_flats_cm)
            for core_id, core_cell in self.session.field.items():
                if core_cell == cell:
                    self.lifted = core_id
                    return
        self.drag_start = pos

    def _release(self, pos: tuple[int, int]) -> None:
        self.drag_now = pos
        if self.lifted is not None:
            cell = view.cell_at(self.proj.to_cm(pos), self.session.config.core_across_flats_cm)
            problem = self.session.move_core(self.lifted, cell)
            if problem is not None:
                self.banner = ("CORE NOT MOVED", problem, "bad")
            self.lifted = None
            return
        start, self.drag_start = self.drag_start, None
        if start is None:
            return
        dx, dy = start[0] - pos[0], start[1] - pos[1]  # the throw goes against the drag
        length = math.hypot(dx, dy)
        if length < MIN_DRAG_PX:
            return
        release = self.proj.to_cm(start)
        aim = (dx / length, -dy / length)  # screen y grows downward
        speed = self.speed_for(length)
        throw = self.session.throw_from(release, aim, speed)
        self.last_release = release
        attempt = self.session.roll(throw)
        self.playback = Playback(attempt.record, attempt=attempt)
        self.banner = ("ROLLING...", f"{throw.style.value}, {speed:.2f} m/s", "info")

    def speed_for(self, length_px: float) -> float:
        """The throw's speed for a pull of this many pixels: measured in centimetres on the table,
        on the game table's scale (throw_scale), so practice trains the table's gesture."""
        return speed_for(length_px / self.proj.scale)

    # --- time -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        job = self.profile_job
        if job is not None and job.banner is not None:
            self.banner = job.banner
            self.profile_job = None
        if self.playback is None:
            return
        self.playback.clock += dt
        if self.playback.finished:
            record = self.playback.record
            if self.playback.attempt is not None:
                self.session.finish(self.playback.attempt)
                self.banner = banner_for(record)
            else:
                head, why, tone = banner_for(record)
                self.banner = ("REPLAY: " + head, why, tone)
            self.resting = record
            self.playback = None

    @property
    def animating(self) -> bool:
        return self.playback is not None

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, screen: pygame.Surface) -> None:
        s = self.session
        theme.set_scale(self.lay.k)  # the panel's text at the layout's scale
        screen.fill(theme.BG)
        if self._shading is None or self._shaded_field != s.field:
            self._shading = view.zone_shading(self.proj, s.table, s.field, s.config)
            self._shaded_field = dict(s.field)
        view.draw_table(screen, self.proj, self._shading)
        job = s.open_map
        if job is not None:
            view.draw_open_map(screen, self.proj, job.points, job.values, self.map_step_cm)
        record = self.playback.record if self.playback else self.resting
        clock = self.playback.clock if self.playback else math.inf
        held = frozenset(
            c for t in (record.tracks.values() if record else ()) for c in t.outcome.cores if clock == math.inf
        )
        view.draw_cores(screen, self.proj, s.field, s.config.core_across_flats_cm, held, self.lifted)
        if record is not None:
            for track in record.tracks.values():
                self._draw_track(screen, track, clock)
        self._draw_drag(screen)
        self._draw_banner(screen)
        self._draw_panel(screen)
        if self.naming is not None:
            self.naming.draw(screen)
        if self.picking is not None:
            self.picking.draw(screen, self.drag_now)

    def _draw_track(self, screen: pygame.Surface, track: BakuganTrack, clock: float) -> None:
        frames = track.frames
        if not frames:
            return
        times = [f.t for f in frames]
        i = bisect.bisect_right(times, clock) - 1
        i = max(0, min(i, len(frames) - 1))
        a = frames[i]
        b = frames[min(i + 1, len(frames) - 1)]
        span = b.t - a.t
        u = 0.0 if span <= 0 else max(0.0, min(1.0, (clock - a.t) / span))
        x, y = a.x + (b.x - a.x) * u, a.y + (b.y - a.y) * u
        trail = [self.proj.to_px((f.x, f.y)) for f in frames[: i + 1]] + [self.proj.to_px((x, y))]
        if len(trail) > 1:
            pygame.draw.lines(
                screen, theme.mix(view.SEAT_COLOURS.get(track.seat, theme.NEUTRAL), theme.BG, 0.4), False, trail, 2
            )
        t_now = min(clock, frames[-1].t + 10.0)
        open_for = None if track.open_time is None or t_now < track.open_time else t_now - track.open_time
        view.draw_bakugan(screen, self.proj.to_px((x, y)), self.ball_px, track.seat, a.magnet, a.angle, open_for)

    def _draw_drag(self, screen: pygame.Surface) -> None:
        if self.lifted is not None:
            cell = view.cell_at(self.proj.to_cm(self.drag_now), self.session.config.core_across_flats_cm)
            others = [c for k, c in self.session.field.items() if k != self.lifted]
            from game.roll.hexgrid import is_legal_placement

            legal = cell not in others and (not others or is_legal_placement(cell, others))
            flats, kind = self.session.config.core_across_flats_cm, view.core_kind(self.lifted, self.session.field)
            view.draw_lifted_core(screen, self.drag_now, flats, self.proj.scale, legal, kind)
            return
        if self.drag_start is None:
            return
        start, now = self.drag_start, self.drag_now
        dx, dy = start[0] - now[0], start[1] - now[1]
        length = math.hypot(dx, dy)
        release = self.proj.to_cm(start)
        problem = self.session.release_check(release)
        colour = theme.BAD if problem else theme.GOOD
        pygame.draw.line(screen, theme.TEXT_DIM, start, now, 1)
        pygame.draw.circle(screen, colour, start, self.ball_px, 2)
        if length >= MIN_DRAG_PX:
            speed = self.speed_for(length)
            decel = self.session.config.style(self.session.style).decel_cm_s2
            reach_cm = min(120.0, (speed * 100.0) ** 2 / (2.0 * decel))
            ux, uy = dx / length, dy / length
            for k in range(0, int(reach_cm), 2):  # ghost line: dashes to where it would stop
                p = (start[0] + ux * k * self.proj.scale, start[1] + uy * k * self.proj.scale)
                pygame.draw.circle(screen, (240, 240, 240), p, 2)
            px = self.lay.px
            text.blit(screen, f"{speed:.2f} m/s", (now[0] + px(12), now[1] + px(12)), theme.SMALL, theme.TEXT)
        if problem:
            text.blit(
                screen, problem, (start[0], start[1] - self.lay.px(28)), theme.SMALL, theme.BAD, anchor="midbottom"
            )

    def _draw_banner(self, screen: pygame.Surface) -> None:
        head, why, tone = self.banner
        px, left = self.lay.px, self.lay.origin[0]
        rect = pygame.Rect(left, px(8), self.lay.panel_x - 2 * left, px(68))
        pygame.draw.rect(screen, theme.PANEL, rect, border_radius=8)
        pygame.draw.rect(screen, TONES[tone], rect, 2, border_radius=8)
        text.blit(
            screen,
            text.fit(head, rect.width - px(28), theme.LARGE, True),
            (rect.x + px(14), rect.y + px(8)),
            theme.LARGE,
            TONES[tone],
            bold=True,
        )
        text.blit(
            screen, text.fit(why, rect.width - px(28)), (rect.x + px(14), rect.y + px(40)), theme.BODY, theme.TEXT
        )

    def _history_rects(self) -> list[pygame.Rect]:
        """The last throws' rows: up to 7, as many as leave room for the help lines under them."""
        px = self.lay.px
        top = max(b.rect.bottom for b in self.buttons) + px(8 + 34 + 126)
        room = self.lay.size[1] - self._help_height() - px(6) - top
        rows = max(0, min(7, room // px(21)))
        return [pygame.Rect(self.lay.panel_x, top + px(21 * i), px(330), px(20)) for i in range(rows)]

    def _help_lines(self) -> list[str]:
        return text.wrap(
            f"Press in your zone, drag back, let go. The drag's length is the speed ({scale_words()}, as at "
            "the game table). Drag a core to move it; right-click a core to remove it or a "
            "free space beside one to add one. Magnet held: the magnet's turn from forward at release.",
            self.lay.px(330),
            theme.SMALL,
        )

    def _help_height(self) -> int:
        return len(self._help_lines()) * theme.font(theme.SMALL).get_linesize()

    def _draw_panel(self, screen: pygame.Surface) -> None:
        s = self.session
        px, x = self.lay.px, self.lay.panel_x
        mouse = pygame.mouse.get_pos()
        text.blit(screen, "Practice rolling", (x, px(16)), theme.LARGE, theme.ACCENT, bold=True)
        text.blit(screen, "Style (keys 1-3)", (x, px(44)), theme.SMALL, theme.TEXT_DIM)
        text.blit(screen, "Throw", (x, px(116)), theme.SMALL, theme.TEXT_DIM)
        text.blit(screen, f"Spin {s.spin:+.1f} rev/s", (x, px(142)), theme.BODY, theme.TEXT)
        text.blit(screen, f"Magnet held {s.magnet_deg:+.0f} deg", (x, px(174)), theme.BODY, theme.TEXT)
        for button in self.buttons:
            button.draw(screen, mouse)
        map_y = max(b.rect.bottom for b in self.buttons) + px(8)  # below the last button, never over it
        self._draw_map_key(screen, map_y)
        y = map_y + px(34)
        headers = ("style", "throws", "open", "attach", "mis", "illegal")
        cols = (0, 70, 132, 188, 250, 292)
        for col, head in zip(cols, headers, strict=True):
            text.blit(screen, head, (x + px(col), y), theme.SMALL, theme.TEXT_DIM)
        for row, style in enumerate(ThrowStyle):
            st = s.stats[style]
            cells = (
                style.value,
                str(st.throws),
                st.rate(st.opened),
                st.rate(st.attached),
                str(st.misrolls),
                str(st.illegal),
            )
            for col, value in zip(cols, cells, strict=True):
                text.blit(screen, value, (x + px(col), y + px(24 + 24 * row)), theme.BODY, theme.TEXT)
        text.blit(screen, "Last throws (click to replay)", (x, y + px(106)), theme.SMALL, theme.TEXT_DIM)
        for rect, attempt in zip(self._history_rects(), s.history, strict=False):
            out = attempt.record.tracks[0].outcome
            colour = (
                theme.GOOD
                if out.cores
                else theme.INFO
                if out.result is RollResult.OPENED
                else (theme.BAD if out.result in (RollResult.MISROLL, RollResult.ILLEGAL) else theme.TEXT_DIM)
            )
            if rect.collidepoint(mouse):
                pygame.draw.rect(screen, theme.PANEL, rect)
            text.blit(screen, text.fit(attempt.summary, rect.width), rect.topleft, theme.SMALL, colour)
        line_h = theme.font(theme.SMALL).get_linesize()
        rows = self._history_rects()
        help_top = (rows[-1].bottom if rows else y + px(124)) + px(6)
        for i, line in enumerate(self._help_lines()):
            text.blit(screen, line, (x, help_top + line_h * i), theme.SMALL, theme.TEXT_DIM)

    def _draw_map_key(self, screen: pygame.Surface, y: int) -> None:
        """The open-chance map's progress while it is worked out, then its colour key."""
        px, x = self.lay.px, self.lay.panel_x
        job = self.session.open_map
        if job is not None and not job.finished:
            bar = pygame.Rect(x, y, px(330), px(12))
            pygame.draw.rect(screen, theme.PANEL, bar)
            pygame.draw.rect(screen, theme.INFO, (bar.x, bar.y, round(bar.width * job.progress), bar.height))
            words = f"open-chance map {100 * job.progress:.0f}%"
            text.blit(screen, words, (x, y + px(14)), theme.SMALL, theme.TEXT_DIM)
        elif job is not None:
            words = f"Map: chance to open aiming at each spot ({job.style.value})"
            text.blit(screen, text.fit(words, px(330), theme.SMALL), (x, y), theme.SMALL, theme.TEXT_DIM)
            y += px(4)
            text.blit(screen, "0%", (x, y + px(12)), theme.SMALL, theme.TEXT_DIM)
            for k in range(20):
                v = k / 19
                swatch = (x + px(28 + 12 * k), y + px(13), px(12), px(11))
                pygame.draw.rect(screen, (round(230 * (1 - v)), round(210 * v), 60), swatch)
            text.blit(screen, "100%", (x + px(272), y + px(12)), theme.SMALL, theme.TEXT_DIM)


def run_practice(seed: int = 1, player: str = DEFAULT_PLAYER) -> int:
    pygame.init()
    screen = pygame.display.set_mode(SIZE)
    pygame.display.set_caption("Bakugan - practice rolling")
    from game.games.bakugan.ui.practice import record as practice_record

    record = practice_record.record_path()  # the figures shown beside a throw at the table
    scene = PracticeScene(PracticeSession(seed=seed, player=player, record=record))
    clock = pygame.time.Clock()
    while scene.running:
        dt = clock.tick(60) / 1000.0
        for event in pygame.event.get():
            scene.handle(event)
        scene.update(dt)
        scene.draw(screen)
        pygame.display.flip()
    scene.session.cancel_map()
    pygame.quit()
    return 0

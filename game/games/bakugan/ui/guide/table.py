"""Main menu, "Learn to play": a short guided game against the computer on the real table.

The table is the ordinary one (bakugan/ui/table.py) playing a fixed game (guide/setup.py); on top
of it a box says what this step is for and what to do (guide/steps.py), and a
pulsing ring shows the thing to click, or an arrow the throw to make. The guide advances because
the game moved on: it is read again from the engine after every action.
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame

from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.guide.setup import COMPUTER_SEED, guided_setup
from game.games.bakugan.ui.guide.steps import ROLLING, THROW, WELCOME, GuideStep, next_step
from game.games.bakugan.ui.layout import Hit
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table import TableScene
from game.games.bakugan.ui.throw_drag import throw_from_drag
from game.games.bakugan.ui.throw_preview import open_chances
from game.ui import guide_draw, text, theme
from game.ui.app import App
from game.ui.guide import GuideWords
from game.ui.guide_draw import BoxPlace
from game.ui.theme import px
from game.ui.widgets import Button

Point = tuple[int, int]


class GuidedTable(TableScene):
    coach_hints = False  # the guide's box takes the first-game hint's place
    keeps_no_history = True

    def __init__(self, app: App) -> None:
        session = GameSession.new(
            guided_setup(),
            table_catalog(app),
            [False, True],
            roll_model=app.roll_model,
            autosave=False,
            name="Guided game",
        )
        session.agents[1] = RandomAgent(COMPUTER_SEED)  # a beginner: it plays legal moves, not good ones
        self.step: GuideStep | None = None
        self._step_key: tuple[object, ...] = ()
        self._throw: tuple[object, tuple[Point, Point] | None] = (None, None)
        self.clock = 0.0
        self.refusal = ""  # why the last click was refused, until the step changes
        self._leave: Button | None = None
        super().__init__(app, session)
        self.viewer = self.handed_to = 0

    # ------------------------------------------------------------------ what to do now

    def refresh(self) -> None:
        super().refresh()
        question = self.choice.question if self.choice is not None else None
        key = (len(self.session.actions), self.anim is None, question, self.core_pick, self.app.size, theme.scale())
        if key == self._step_key:
            return
        self._step_key = key
        self.refusal = ""
        if self.anim is not None:
            self.step = ROLLING
            return
        buttons = [b.key for b in self.buttons if b.enabled]
        self.step = next_step(self.game, self.viewer, self.my_move(), self.highlights(), buttons, question)

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> None:
        """The way out to the menu; a click on another playable thing than the ringed one is refused."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._leave is not None and self._leave.hit(event.pos):
                self.leave()
                return
            if self._refused(event.pos):
                return
        super().handle(event)

    def _refused(self, pos: Point) -> bool:
        step, rect = self.step, self.target_rect()
        if step is None or rect is None or rect.collidepoint(pos):
            return False
        lit = self.highlights()
        pressed = any(b.enabled and b.rect.collidepoint(pos) for b in self.buttons)
        if not pressed and not any(r.collidepoint(pos) and h in lit for r, h in self.layout.hits):
            return False
        self.refusal = f"That is not this step. {step.do}"
        return True

    def learner_acted(self) -> bool:
        return any(getattr(a, "seat", None) == self.viewer for a in self.session.actions)

    def target_rect(self) -> pygame.Rect | None:
        """Where the thing the guide points at is on screen."""
        step = self.step
        if step is None:
            return None
        if step.button is not None and step.button != THROW:
            return next((b.rect for b in [*self.buttons, *self.side_buttons] if b.key == step.button), None)
        if step.target is not None:
            return self._hit_rect(step.target)
        return None

    def _hit_rect(self, hit: Hit) -> pygame.Rect | None:
        lay = self.layout
        if hit.kind == "cell" and hit.ref in lay.cells:
            r = lay.hex_radius
            return pygame.Rect(0, 0, 2 * r, 2 * r).move(lay.cells[hit.ref][0] - r, lay.cells[hit.ref][1] - r)
        if hit.kind == "token" and hit.ref in lay.tokens:
            r = lay.token_radius
            return pygame.Rect(0, 0, 2 * r, 2 * r).move(lay.tokens[hit.ref][0] - r, lay.tokens[hit.ref][1] - r)
        found = [rect for rect, h in lay.hits if h == hit]
        return found[-1] if found else None

    def throw_path(self) -> tuple[Point, Point] | None:
        """The drag the guide draws for a throw (press, then let go): of a few pulls from the
        player's edge toward the cores, the one predicted to stop nearest beside a core."""
        if self.step is None or self.step.button != THROW:
            return None
        made = (len(self.session.actions), self.app.size, theme.scale())  # a new window: a new path
        if self._throw[0] != made:
            self._throw = (made, self._best_throw())
        return self._throw[1]

    def _best_throw(self) -> tuple[Point, Point] | None:
        proj = self.projection
        state = self.game.state
        cores = [proj.core_px(cell) for cell in state.field.values()]
        if not cores:
            return None
        frame = proj.geom.seats[self.viewer]
        laterals = (0.0, -10.0, 10.0, -20.0, 20.0, -30.0, 30.0)
        starts = [proj.to_px(frame.to_table(lateral, 2.0)) for lateral in laterals]
        best: tuple[float, tuple[Point, Point]] | None = None
        for start in [p for p in starts if not self.release_warning(p)][:3]:
            for aim in cores:
                dx, dy = aim[0] - start[0], aim[1] - start[1]
                norm = max(1.0, math.hypot(dx, dy))
                for pull_cm in (5, 7, 9, 11, 13, 16):  # in table centimetres: the same throws at any window size
                    pull = pull_cm * proj.k
                    end = (int(start[0] - dx / norm * pull), int(start[1] - dy / norm * pull))
                    throw = throw_from_drag(start, end, proj, self.style)
                    if throw is None:
                        continue
                    opened, attached = open_chances(proj.geom, self.viewer, throw, state.field)
                    score = opened + attached
                    if best is None or score > best[0]:
                        best = (score, (start, end))
        return best[1] if best is not None else None

    # ------------------------------------------------------------------ drawing

    def zoom_avoid(self) -> list[pygame.Rect]:
        """The zoomed card leaves the throw arrow's label and the point to press in sight."""
        path = self.throw_path()
        if path is None:
            return []
        start = (int(path[0][0]), int(path[0][1]))
        spot = pygame.Rect(0, 0, px(30), px(30))
        spot.center = start
        return [drag_label(start), spot]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        step = self.step
        if step is None or self.app.stack.top is not self:
            return
        pulse = 0.5 + 0.5 * math.sin(self.clock * 6)
        rect = self.target_rect()
        if rect is not None:
            guide_draw.ring(surface, rect, pulse)
        path = self.throw_path()
        if path is not None:
            _drag_arrow(surface, path, pulse)
        low = step.button == THROW  # the whole table shows its own key at the top left while throwing
        r = self.layout.token_radius
        avoid = [pygame.Rect(x - 2 * r, y - 2 * r, 4 * r, 4 * r) for x, y in self.layout.tokens.values()]
        if rect is not None:
            avoid.append(rect.inflate(px(24), px(24)))
        words = GuideWords(step.title, step.why, step.do, step.rule, refusal=self.refusal)
        if not self.learner_acted():
            words = replace(words, welcome=WELCOME)
        box = guide_draw.box_rect(words, _box_places(self.layout.field, low), avoid)
        self._leave = guide_draw.guide_box(surface, words, box, self.mouse)


def _box_places(field: pygame.Rect, low: bool) -> list[BoxPlace]:
    """The step's box at the top left of the field (bottom left when `low`), else the top right."""
    width = min(px(430), field.width * 2 // 5)
    left = pygame.Rect(field.x + px(12), field.y + px(26), width, field.height - px(34))
    right = left.move(field.right - px(12) - left.right, 0)
    return [BoxPlace(left, low), BoxPlace(right, low)]


DRAG_WORDS = "press here, pull back, let go"


def _drag_arrow(surface: pygame.Surface, path: tuple[Point, Point], pulse: float) -> None:
    start, end = path
    pygame.draw.circle(surface, theme.ACCENT, start, px(9) + int(px(3) * pulse))
    pygame.draw.circle(surface, theme.TEXT_DARK, start, px(9) + int(px(3) * pulse), 2)
    pygame.draw.line(surface, theme.ACCENT, start, end, max(2, px(4)))
    dx, dy = end[0] - start[0], end[1] - start[1]
    norm = max(1.0, math.hypot(dx, dy))
    ux, uy = dx / norm, dy / norm
    size = px(14)
    head = [
        end,
        (int(end[0] - ux * size - uy * size * 0.6), int(end[1] - uy * size + ux * size * 0.6)),
        (int(end[0] - ux * size + uy * size * 0.6), int(end[1] - uy * size - ux * size * 0.6)),
    ]
    pygame.draw.polygon(surface, theme.ACCENT, head)
    text.blit(surface, DRAG_WORDS, drag_label(start).topleft, theme.SMALL, theme.ACCENT, bold=True)


def drag_label(start: Point) -> pygame.Rect:
    """Where the throw arrow's words go, beside the point to press."""
    shown = text.render(DRAG_WORDS, theme.SMALL, theme.ACCENT, bold=True)
    return shown.get_rect(topleft=(int(start[0]) + px(16), int(start[1]) - px(16)))

"""The Toy Battle table on the table shell (game/ui/table_shell.py): each player's three Bakugan, the
BakuCore field, the log, and the choices of the seat to act. Nothing in Toy Battle is hidden, so
two people play on the shell's shared screen with no hand-over; the shell pauses on Escape, takes
back, ends the game and shows F1. People click; computer seats and rolls answer in `advance`, one
action per frame, so a frame never waits on more than one small step."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from game.core import CHANCE
from game.games.toy_battle.game import Team, ToyBattle
from game.games.toy_battle.players import GreedyToyPlayer, RandomToyPlayer, make_toy_player
from game.games.toy_battle.ui.help import PAGE
from game.games.toy_battle.view import BakuganSight, ToyView
from game.games.toy_figures import toy_pieces
from game.roll.actions import Forfeit, PlaceCore, RollResults, SelectBakugan, ThrowBakugan
from game.roll.hexgrid import Cell
from game.roll.seam import RollModel
from game.ui import text, theme
from game.ui.app import App
from game.ui.core_table import CoreTable
from game.ui.help_overlay import HelpPage
from game.ui.saved_games import SaveFolder
from game.ui.scene import Scene
from game.ui.widgets import Button

HEX = 30  # pixels from a cell's centre to a corner
BOX = (190, 104)
PHASE_WORDS = {
    "setup": "places a BakuCore",
    "select": "selects a Bakugan",
    "throw": "throws",
    "roll": "the Bakugan roll",
    "over": "game over",
}


HINTS = {
    "setup": ": click a lit cell",
    "select": ": click one of your closed Bakugan",
    "throw": ": press Throw",
}


def cell_offset(cell: Cell, size: float) -> tuple[float, float]:
    q, r = cell
    return (size * 1.5 * q, size * math.sqrt(3) * (r + q / 2))


def cell_centre(cell: Cell, origin: tuple[int, int], size: float = HEX) -> tuple[int, int]:
    x, y = cell_offset(cell, size)
    return (int(origin[0] + x), int(origin[1] + y))


def fit_cells(cells: Sequence[Cell], area: pygame.Rect) -> tuple[tuple[int, int], float]:
    """Origin and hexagon size that show every cell inside `area`, no larger than HEX."""
    if not cells:
        return area.center, HEX
    points = [cell_offset(c, 1.0) for c in cells]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    span_x, span_y = max(xs) - min(xs) + 2.2, max(ys) - min(ys) + 2.2
    size = min(HEX, area.width / span_x, area.height / span_y)
    middle = ((max(xs) + min(xs)) / 2 * size, (max(ys) + min(ys)) / 2 * size)
    return (int(area.centerx - middle[0]), int(area.centery - middle[1])), size


def hexagon(centre: tuple[int, int], radius: float) -> list[tuple[float, float]]:
    return [
        (centre[0] + radius * math.cos(math.pi / 3 * k), centre[1] + radius * math.sin(math.pi / 3 * k))
        for k in range(6)
    ]


class ToyTableScene(CoreTable[ToyBattle]):
    name = "toy_table"
    registry_name = "toy-battle"
    summary_columns = ("Bakugan open",)
    ui_scaled = False  # laid out in pixels at the design size (its own layout is the tables issue's work)

    def __init__(self, app: App, teams: list[Team], computer: Sequence[bool], seed: int, roll_model: RollModel) -> None:
        super().__init__(app)
        self.teams = teams
        self.computer = list(computer)
        self.seed = seed
        self.roll_model = roll_model
        self.game = ToyBattle.new(teams, toy_pieces(), seed=seed)
        self.start_record(self.game.clone())  # where the actions start from (a take-back replays them)
        self.players: list[RandomToyPlayer | GreedyToyPlayer] = [
            make_toy_player("greedy", seed + seat) for seat in range(2)
        ]
        self.rng = random.Random(f"{seed}:rolls")
        self.mouse = (0, 0)
        self.wait = 0.0
        self._view: ToyView | None = None

    # ---- state ----

    def view(self) -> ToyView:
        if self._view is None:
            seat = self.game.to_act()
            self._view = self.game.view(seat if seat is not None and seat >= 0 else 0)
        return self._view

    def apply(self, action: Any) -> None:
        self.play(action)
        self._view = None
        self.wait = self.app.settings.computer_delay

    def human_to_act(self) -> int | None:
        return self.game.to_act() if self.screen_ready() else None

    # ---- the shell's questions ----

    def needs_hidden_hand(self) -> bool:
        """Nothing in Toy Battle is hidden: every decision is taken on the shared screen."""
        return False

    def help_page(self) -> HelpPage:
        return PAGE

    def saves(self) -> SaveFolder:
        from game.games.toy_battle.ui.saves import FOLDER

        return FOLDER

    def write_save(self, path: Path) -> None:
        from game.games.toy_battle.ui.saves import write_table

        write_table(self, path)

    def forfeit(self, seat: int) -> str:
        self.apply(Forfeit(seat=seat))
        return ""

    def forget_transients(self) -> None:
        self._view = None  # a take-back changed the game

    def take_back_refusal(self, before: ToyBattle, taker: int, index: int) -> str:
        return "the Bakugan have rolled since" if any(isinstance(a, RollResults) for a in self.actions[index:]) else ""

    def summary_figures(self, seat: int) -> tuple[str, ...]:
        opened = sum(1 for b in self.view().bakugan if b.owner == seat and b.open)
        return (f"{opened} of 3",)

    def offers_new_game(self) -> bool:
        return True

    def new_game(self) -> Scene | None:
        return ToyTableScene(self.app, self.teams, self.computer, self.seed + 1, self.roll_model)

    def advance(self, dt: float) -> None:
        seat = self.game.to_act()
        if seat is None:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if seat == CHANCE:
            outcomes = self.roll_model.roll(self.game.roll_request(), self.rng)
            self.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))
        else:
            self.apply(self.players[seat].choose(self.game.view(seat), self.game.legal_actions()))

    # ---- layout ----

    def field_fit(self) -> tuple[tuple[int, int], float]:
        w, h = self.app.size
        cells = [c.cell for c in self.view().cores if c.cell is not None] + list(self.legal_cells())
        return fit_cells(cells, pygame.Rect(20, 70 + BOX[1] + 12, w - 360, h - 2 * BOX[1] - 190))

    def bakugan_rects(self) -> dict[int, pygame.Rect]:
        w, h = self.app.size
        width = w - 320
        rects: dict[int, pygame.Rect] = {}
        for b in self.view().bakugan:
            slot = b.bid % 3
            x = width // 2 + (slot - 1) * (BOX[0] + 20) - BOX[0] // 2
            y = h - BOX[1] - 90 if b.owner == 0 else 70
            rects[b.bid] = pygame.Rect(x, y, *BOX)
        return rects

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        out: list[Button] = []
        centre = (w - 320) // 2
        if self.human_to_act() is not None and any(isinstance(a, ThrowBakugan) for a in self.game.legal_actions()):
            out.append(Button("throw", "Throw", pygame.Rect(centre - 100, h - 62, 200, 46), colour=theme.ACCENT_SOFT))
        return out

    def legal_cells(self) -> dict[Cell, PlaceCore]:
        if self.human_to_act() is None:
            return {}
        return {a.cell: a for a in self.game.legal_actions() if isinstance(a, PlaceCore)}

    def selectable(self) -> dict[int, SelectBakugan]:
        if self.human_to_act() is None:
            return {}
        return {a.bakugan: a for a in self.game.legal_actions() if isinstance(a, SelectBakugan)}

    # ---- input ----

    def click(self, pos: tuple[int, int]) -> None:
        for button in self.buttons():
            if button.hit(pos):
                self.press(button.key)
                return
        for bid, rect in self.bakugan_rects().items():
            pick = self.selectable().get(bid)
            if pick is not None and rect.collidepoint(pos):
                self.apply(pick)
                return
        origin, size = self.field_fit()
        for cell, place in self.legal_cells().items():
            x, y = cell_centre(cell, origin, size)
            if (pos[0] - x) ** 2 + (pos[1] - y) ** 2 <= (size * 0.85) ** 2:
                self.apply(place)
                return

    def press(self, key: str) -> None:
        seat = self.human_to_act()
        if key == "throw" and seat is not None:
            self.apply(ThrowBakugan(seat=seat))

    # ---- drawing ----

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        view = self.view()
        self.draw_header(surface, view)
        self.draw_field(surface, view)
        rects = self.bakugan_rects()
        picks = self.selectable()
        chosen = dict(view.selected)
        for b in view.bakugan:
            self.draw_bakugan(surface, b, rects[b.bid], b.bid in picks, chosen.get(b.owner) == b.bid)
        for button in self.buttons():
            button.draw(surface, self.mouse)
        self.draw_log(surface, view)
        self.draw_message(surface, ((self.app.size[0] - 320) // 2, 70 + BOX[1] + 24))  # under the top row

    def draw_header(self, surface: pygame.Surface, view: ToyView) -> None:
        w = self.app.size[0] - 320
        if view.winner is not None:
            line = f"{view.names[view.winner]} wins the Toy Battle!"
            colour = theme.ACCENT
        else:
            actor = "" if view.to_act in (None, CHANCE) else f"{view.names[view.to_act or 0]} "
            when = "Setup" if view.phase == "setup" else f"Turn {view.turn}"
            line = f"{when}: {actor}{PHASE_WORDS.get(view.phase, view.phase)}"
            if self.human_to_act() is not None:
                line += HINTS.get(view.phase, "")
            colour = theme.ACCENT if self.human_to_act() is not None else theme.TEXT
        text.blit(surface, "Toy Battle", (16, 12), theme.LARGE, theme.TEXT_DIM, bold=True)
        text.blit(surface, line, (w // 2, 22), theme.LARGE, colour, bold=True, anchor="midtop")

    def draw_field(self, surface: pygame.Surface, view: ToyView) -> None:
        origin, size = self.field_fit()
        for core in view.cores:
            if core.cell is None:
                continue
            centre = cell_centre(core.cell, origin, size)
            pygame.draw.polygon(surface, theme.mix(theme.SEAT[core.owner], theme.BG, 0.35), hexagon(centre, size - 2))
            pygame.draw.polygon(surface, theme.FIELD_EDGE, hexagon(centre, size - 2), 2)
            text.blit(surface, f"{core.bp:+d}", centre, theme.SMALL, theme.TEXT, anchor="center")
        for cell in self.legal_cells():
            centre = cell_centre(cell, origin, size)
            near = (self.mouse[0] - centre[0]) ** 2 + (self.mouse[1] - centre[1]) ** 2 <= (size * 0.85) ** 2
            pygame.draw.polygon(surface, theme.ACCENT if near else theme.ACCENT_SOFT, hexagon(centre, size - 4), 2)
        w = self.app.size[0] - 320
        note = "BakuCores: B-Power bonus for the Bakugan that opens on them"
        text.blit(surface, note, (w // 2, 70 + BOX[1] + 4), theme.SMALL, theme.TEXT_DIM, anchor="midtop")

    def draw_bakugan(
        self, surface: pygame.Surface, b: BakuganSight, rect: pygame.Rect, selectable: bool, selected: bool
    ) -> None:
        faction = theme.FACTION.get(b.faction, theme.NEUTRAL)
        fill = theme.mix(faction, theme.PANEL, 0.35 if b.open else 0.8)
        pygame.draw.rect(surface, fill, rect, border_radius=10)
        edge = theme.ACCENT if selectable and rect.collidepoint(self.mouse) else theme.SEAT[b.owner]
        pygame.draw.rect(surface, edge, rect, 4 if selectable or selected else 2, border_radius=10)
        text.blit(surface, text.fit(b.name, rect.width - 16, theme.BODY), (rect.x + 10, rect.y + 8), theme.BODY)
        state = "OPEN" if b.open else ("in the brawl" if selected else "closed")
        text.blit(surface, state, (rect.x + 10, rect.y + 36), theme.SMALL, theme.GOOD if b.open else theme.TEXT_DIM)
        text.blit(surface, f"{b.bp} B-Power", (rect.x + 10, rect.y + 60), theme.BODY, theme.TEXT, bold=True)
        if b.cores:
            text.blit(surface, f"+{len(b.cores)} core", (rect.right - 10, rect.y + 62), theme.SMALL, anchor="topright")

    def draw_log(self, surface: pygame.Surface, view: ToyView) -> None:
        w, h = self.app.size
        panel = pygame.Rect(w - 310, 10, 300, h - 20)
        pygame.draw.rect(surface, theme.PANEL, panel, border_radius=8)
        for seat, name in enumerate(view.names):
            label = f"{name}{' (computer)' if self.computer[seat] else ''}"
            text.blit(surface, label, (panel.x + 10, panel.y + 10 + 24 * seat), theme.BODY, theme.SEAT[seat], bold=True)
        y = panel.y + 66
        for line in view.log[-14:]:
            y = text.blit_wrapped(surface, line, pygame.Rect(panel.x + 10, y, panel.width - 20, 200), theme.SMALL) + 6


def fast_rolls() -> RollModel:
    """The table's roll model: the fast one (cheap enough for a frame)."""
    from game.roll.models import make_roll_model

    model, _ = make_roll_model("fast")
    return model


def open_toy_table(app: App, teams: list[Team], computer: Sequence[bool], seed: int) -> None:
    """Push a Toy Battle table."""
    app.push(ToyTableScene(app, teams, computer, seed, fast_rolls()))

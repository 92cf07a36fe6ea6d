"""The Toy Battle table on the table shell (game/ui/table_shell.py): each player's three Bakugan on
their stands (layout.py, toy_draw.py), the BakuCore field between them, the players and the log at
the side, the roll in motion with its sounds (roll_show.py), and the figure the pointer rests on
shown large with what it holds and may do (figure_zoom.py). Nothing in Toy Battle is hidden,
so two people play on the shell's shared screen with no hand-over; the shell pauses on Escape,
takes back, ends the game and shows F1. People click; computer seats and rolls answer in `advance`,
one action per frame, so a frame never waits on more than one small step."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from game.core import CHANCE
from game.games.toy_battle.game import Team, ToyBattle
from game.games.toy_battle.players import DEFAULT_PLAYER, GreedyToyPlayer, RandomToyPlayer, make_toy_player
from game.games.toy_battle.ui import toy_draw
from game.games.toy_battle.ui.figure_zoom import figure_zoom
from game.games.toy_battle.ui.help import PAGE
from game.games.toy_battle.ui.layout import Board, ToyLayout, board_cells, fit_board, toy_layout
from game.games.toy_battle.ui.roll_show import Flight, RollShow
from game.games.toy_battle.view import ToyView
from game.games.toy_figures import toy_pieces
from game.roll.actions import Forfeit, PlaceCore, RollResults, SelectBakugan, ThrowBakugan
from game.roll.hexgrid import Cell
from game.roll.seam import RollModel, RollOutcome, RollResult
from game.ui import sound, text, theme
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.card_zoom import Hover, draw_zoom
from game.ui.core_table import CoreTable
from game.ui.help_overlay import HelpPage
from game.ui.log_panel import LogEntry
from game.ui.saved_games import SaveFolder
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button

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
LEVEL_WORDS = {"greedy": "computer", "random": "easy computer"}


class ToyTableScene(CoreTable[ToyBattle]):
    name = "toy_table"
    registry_name = "toy-battle"
    summary_columns = ("Bakugan open",)

    def __init__(
        self,
        app: App,
        teams: list[Team],
        computer: Sequence[bool],
        seed: int,
        roll_model: RollModel,
        players: Sequence[str] = (DEFAULT_PLAYER, DEFAULT_PLAYER),
    ) -> None:
        super().__init__(app)
        self.teams = teams
        self.computer = list(computer)
        self.seed = seed
        self.roll_model = roll_model
        self.levels = list(players)
        self.game = ToyBattle.new(teams, toy_pieces(), seed=seed)
        self.start_record(self.game.clone())  # where the actions start from (a take-back replays them)
        self.players: list[RandomToyPlayer | GreedyToyPlayer] = [
            make_toy_player(self.levels[seat], seed + seat) for seat in range(2)
        ]
        self.rng = random.Random(f"{seed}:rolls")
        self.mouse = (0, 0)
        self.wait = 0.0
        self.clock = 0.0  # seconds at the table: what glows, glows in time
        self.show: RollShow | None = None  # the roll in motion
        self.hover = Hover()  # the figure under the pointer, shown large once it rests there
        self._view: ToyView | None = None
        self.log_before_show = 0  # the log's length when the roll being shown was made

    # ---- state ----

    def view(self) -> ToyView:
        if self._view is None:
            seat = self.game.to_act()
            self._view = self.game.view(seat if seat is not None and seat >= 0 else 0)
        return self._view

    def shown(self) -> ToyView:
        """What the table shows: the moment of the throw while the roll plays, else the game now."""
        return self.show.before if self.show is not None else self.view()

    def shown_log(self) -> Sequence[LogEntry]:
        """While the roll plays, the log as it was at the throw (its lines would tell the outcome)."""
        log = self.game.core.log
        return log[: self.log_before_show] if self.show is not None else log

    def apply(self, action: Any) -> None:
        before = self.view()
        self.log_before_show = len(self.game.core.log)
        self.play(action)
        self._view = None
        self.wait = self.app.settings.computer_delay
        if isinstance(action, PlaceCore):
            sound.cue("core_click")
        elif isinstance(action, ThrowBakugan):
            sound.cue("throw")
        elif isinstance(action, RollResults) and self.app.settings.roll_animation and self.app.settings.anim_speed > 0:
            self.show = RollShow(before, self.flights(before, action), self.app.settings.anim_speed)
        elif isinstance(action, RollResults):
            sound.cue("roll")

    def human_to_act(self) -> int | None:
        return self.game.to_act() if self.screen_ready() and self.show is None else None

    # ---- the shell's questions ----

    def needs_hidden_hand(self) -> bool:
        """Nothing in Toy Battle is hidden: every decision is taken on the shared screen."""
        return False

    def seat_kind(self, seat: int) -> str:
        return LEVEL_WORDS.get(self.levels[seat], "computer") if self.computer[seat] else "human"

    def help_page(self) -> HelpPage:
        return PAGE

    def saves(self) -> SaveFolder:
        from game.games.toy_battle.ui.saves import FOLDER

        return FOLDER

    def write_save(self, path: Path) -> None:
        from game.games.toy_battle.ui.saves import write_table

        write_table(self, path)

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.toy_battle.ui.analysis import SPEC

        return SPEC

    def forfeit(self, seat: int) -> str:
        self.apply(Forfeit(seat=seat))
        return ""

    def forget_transients(self) -> None:
        self._view = None  # a take-back changed the game
        self.show = None
        self.hover.forget()

    def take_back_refusal(self, before: ToyBattle, taker: int, index: int) -> str:
        return "the Bakugan have rolled since" if any(isinstance(a, RollResults) for a in self.actions[index:]) else ""

    def summary_figures(self, seat: int) -> tuple[str, ...]:
        opened = sum(1 for b in self.view().bakugan if b.owner == seat and b.open)
        return (f"{opened} of 3",)

    def offers_new_game(self) -> bool:
        return True

    def new_game(self) -> Scene | None:
        return ToyTableScene(self.app, self.teams, self.computer, self.seed + 1, self.roll_model, self.levels)

    def tick(self, dt: float) -> None:
        self.clock += dt
        self.hover.update(dt, self.mouse, self.bakugan_rects())
        if self.show is not None:
            self.show.update(dt)
            if self.show.done:
                self.show = None

    def holds(self, dt: float) -> bool:
        """The roll in motion holds the game until it has come to rest."""
        return self.show is not None

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

    def layout(self) -> ToyLayout:
        return toy_layout(self.table_size())

    def board(self, view: ToyView | None = None) -> Board:
        """The field's hexagons, fitted to the mat (every core, every lit cell and a ring round them)."""
        shown = view or self.shown()
        used = [c.cell for c in shown.cores if c.cell is not None] + list(self.legal_cells())
        return fit_board(board_cells(used), self.layout().field.inflate(-px(16), -px(16)))

    def bakugan_rects(self) -> dict[int, pygame.Rect]:
        layout = self.layout()
        return {b.bid: layout.stands(b.owner)[b.bid % 3] for b in self.shown().bakugan}

    def buttons(self) -> list[Button]:
        if self.human_to_act() is None or not any(isinstance(a, ThrowBakugan) for a in self.game.legal_actions()):
            return []
        rect = self.layout().throw_button()
        return [Button("throw", "Throw", rect, colour=theme.ACCENT_SOFT, size=theme.LARGE, hotkey="Space")]

    def legal_cells(self) -> dict[Cell, PlaceCore]:
        if self.human_to_act() is None:
            return {}
        return {a.cell: a for a in self.game.legal_actions() if isinstance(a, PlaceCore)}

    def selectable(self) -> dict[int, SelectBakugan]:
        if self.human_to_act() is None:
            return {}
        return {a.bakugan: a for a in self.game.legal_actions() if isinstance(a, SelectBakugan)}

    def flights(self, before: ToyView, roll: RollResults) -> list[Flight]:
        """Each thrown Bakugan's way from its stand to where the roll put it: onto the BakuCores it
        opened on, near the middle of the mat when it stayed closed, off the mat's side when it
        missed."""
        board = self.board(before)
        mat = self.layout().field
        stands = {b.bid: self.layout().stands(b.owner)[b.bid % 3] for b in before.bakugan}
        cells = {c.core: c.cell for c in before.cores if c.cell is not None}
        chosen = dict(before.selected)
        out = []
        for seat, outcome in roll.by_seat().items():
            bid = chosen.get(seat)
            if bid is None:
                continue
            sight = before.bakugan[bid]
            start = toy_draw.figure_centre(stands[bid])
            end = self.rest(outcome, seat, board, mat, cells)
            r = toy_draw.figure_radius(stands[bid])
            colour = theme.FACTION.get(sight.faction, theme.NEUTRAL)
            landed = max(6, min(r, int(board.size * 0.9)))
            out.append(Flight(seat, bid, colour, self.seat_colour(seat), start, end, outcome.result, r, landed))
        return out

    def rest(
        self, outcome: RollOutcome, seat: int, board: Board, mat: pygame.Rect, cells: dict[str, Cell]
    ) -> tuple[int, int]:
        held = [board.centre(cells[c]) for c in outcome.cores if c in cells]
        if outcome.result is RollResult.OPENED and held:
            return (sum(p[0] for p in held) // len(held), sum(p[1] for p in held) // len(held))
        side = -1 if seat == 0 else 1
        if outcome.result is RollResult.CLOSED:
            return (mat.centerx + side * int(board.size * 1.2), mat.centery + side * int(board.size * 0.6))
        return (mat.left + px(6) if seat == 0 else mat.right - px(6), mat.centery)  # off the mat's edge

    # ---- input ----

    def handle_key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.buttons():
            self.press("throw")
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        for button in self.buttons():
            if button.hit(pos):
                self.press(button.key)
                return
        rects = self.bakugan_rects()
        for bid, pick in self.selectable().items():
            if rects[bid].collidepoint(pos):
                self.apply(pick)
                return
        board = self.board()
        for cell, place in self.legal_cells().items():
            if board.hit(cell, pos):
                self.apply(place)
                return

    def press(self, key: str) -> None:
        seat = self.human_to_act()
        if key == "throw" and seat is not None:
            self.apply(ThrowBakugan(seat=seat))

    # ---- drawing ----

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        view = self.shown()
        layout = self.layout()
        colours = [self.seat_colour(s) for s in range(2)]
        self.draw_header(surface, view, layout.header)
        toy_draw.draw_mat(surface, layout.field)
        board = self.board(view)
        legal = list(self.legal_cells())
        cells = board_cells([c.cell for c in view.cores if c.cell is not None] + legal)
        toy_draw.draw_field(surface, board, cells, view.cores, legal, colours, self.mouse, self.clock)
        picks = self.selectable()
        chosen = dict(view.selected)
        away = self.show.thrown() if self.show is not None else set()
        for seat in range(2):
            self.draw_row_name(surface, layout, seat, view.names[seat], colours[seat])
        rects = self.bakugan_rects()
        for b in view.bakugan:
            rect = rects[b.bid]
            toy_draw.draw_stand(
                surface,
                rect,
                b,
                colours[b.owner],
                selected=chosen.get(b.owner) == b.bid,
                pickable=b.bid in picks,
                hovered=b.bid in picks and rect.collidepoint(self.mouse),
                away=b.bid in away,
                t=self.clock,
            )
        if self.show is not None:
            self.show.draw(surface)
        for button in self.buttons():
            button.draw(surface, self.mouse)
        opened = [sum(1 for b in view.bakugan if b.owner == s and b.open) for s in range(2)]
        kinds = [self.seat_kind(s) for s in range(2)]
        log_top = toy_draw.draw_panel(surface, layout.panel, view.names, kinds, opened, colours)
        pad = px(8)
        self.draw_log_panel(
            surface,
            pygame.Rect(
                layout.panel.x + pad, log_top, layout.panel.width - 2 * pad, layout.panel.bottom - pad - log_top
            ),
        )
        self.draw_message(surface, (layout.field.centerx, layout.field.y + px(8)))
        self.draw_zoom(surface, view, colours)

    def zoomed(self) -> int | None:
        """The figure shown large: the one the pointer has rested on (not while it is in flight)."""
        bid = self.hover.shown()
        away = self.show.thrown() if self.show is not None else set()
        return bid if isinstance(bid, int) and bid not in away else None

    def draw_zoom(self, surface: pygame.Surface, view: ToyView, colours: list[theme.Colour]) -> None:
        bid = self.zoomed()
        if bid is None:
            return
        zoom = figure_zoom(view, bid, colours[view.bakugan[bid].owner])
        draw_zoom(surface, zoom, self.bakugan_rects()[bid], self.zoom_avoids())

    def zoom_avoids(self) -> list[pygame.Rect]:
        """What the zoom leaves in sight when it can: the Throw button and the players and log."""
        return [*(b.rect for b in self.buttons()), self.layout().panel]

    def draw_row_name(
        self, surface: pygame.Surface, layout: ToyLayout, seat: int, name: str, colour: theme.Colour
    ) -> None:
        """Whose row it is: left of the stands when there is room, else in the mat's corner by it."""
        row, first = layout.rows[seat], layout.stands(seat)[0]
        words = name if self.is_human(seat) else f"{name} ({self.seat_kind(seat)})"
        room = first.x - row.x - px(12)
        if room >= px(110):
            lines = text.wrap(words, room, theme.BODY, True)[:3]
            step = theme.font(theme.BODY, True).get_linesize()
            top = row.centery - step * len(lines) // 2
            for k, line in enumerate(lines):
                text.blit(surface, line, (row.x + px(4), top + k * step), theme.BODY, colour, bold=True)
            return
        mat = layout.field
        at = (mat.x + px(14), mat.bottom - px(10)) if seat == 0 else (mat.x + px(14), mat.y + px(10))
        anchor = "bottomleft" if seat == 0 else "topleft"
        shown = text.fit(words, mat.width // 3, theme.SMALL, True)
        text.blit(surface, shown, at, theme.SMALL, colour, bold=True, anchor=anchor)

    def draw_header(self, surface: pygame.Surface, view: ToyView, header: pygame.Rect) -> None:
        if view.winner is not None:
            line = f"{view.names[view.winner]} wins the Toy Battle!"
            colour = theme.ACCENT
        elif self.show is not None:
            line, colour = "The Bakugan roll…", theme.TEXT
        else:
            actor = "" if view.to_act in (None, CHANCE) else f"{view.names[view.to_act or 0]} "
            when = "Setup" if view.phase == "setup" else f"Turn {view.turn}"
            line = f"{when}: {actor}{PHASE_WORDS.get(view.phase, view.phase)}"
            if self.human_to_act() is not None:
                line += HINTS.get(view.phase, "")
            colour = theme.ACCENT if self.human_to_act() is not None else theme.TEXT
        title = text.render("Toy Battle", theme.LARGE, theme.TEXT_DIM, True)
        surface.blit(title, title.get_rect(midleft=(header.x + px(4), header.centery)))
        room = header.width - 2 * (title.get_width() + px(16))
        words = text.fit(line, room, theme.LARGE, True)
        text.blit(surface, words, header.center, theme.LARGE, colour, bold=True, anchor="center")


def fast_rolls() -> RollModel:
    """The table's roll model: the fast one (cheap enough for a frame)."""
    from game.roll.models import make_roll_model

    model, _ = make_roll_model("fast")
    return model


def open_toy_table(
    app: App, teams: list[Team], computer: Sequence[bool], seed: int, players: Sequence[str] | None = None
) -> ToyTableScene:
    """Push a Toy Battle table."""
    scene = ToyTableScene(app, teams, computer, seed, fast_rolls(), players or (DEFAULT_PLAYER, DEFAULT_PLAYER))
    app.push(scene)
    return scene

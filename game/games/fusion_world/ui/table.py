"""The Fusion World table on the table shell (game/ui/table_shell.py): each side's Leader and battle
area, energy (active or exhausted), combo area, life and deck counts, the hand of the seat whose
screen it is, and the choices of the seat to act. Click a lit card to see what it can do, then a
button. The shell hands the screen over between two people, passes where a person set no stop
(stops.py), keeps the log panel, pauses on Escape, saves, takes back, ends the game and shows F1;
computer seats answer in `advance`, one action a frame."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import pygame

from game.core import IllegalAction
from game.files.saved_game import levels_per_seat
from game.games.fusion_world.actions import ChooseTarget, Concede, Redraw
from game.games.fusion_world.cards import Pool
from game.games.fusion_world.decks import FwDeck, game_mode
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.match import players_of
from game.games.fusion_world.players import STRONG_LEVEL, USUAL_LEVEL, make_fw_player
from game.games.fusion_world.puzzle import FwPuzzle
from game.games.fusion_world.ui import draw as fusion_draw
from game.games.fusion_world.ui.fx import TableFx
from game.games.fusion_world.ui.help import PAGE
from game.games.fusion_world.ui.hidden_words import redactor
from game.games.fusion_world.ui.stops import DEFAULT_STOPS, STOP_NAMES, pass_now
from game.games.fusion_world.ui.take_back import seen_by
from game.ui import text, theme
from game.ui.analysis.spec import AnalysisSpec
from game.ui.app import App
from game.ui.card_table_click import click_table, press_choice
from game.ui.card_zoom import Hover
from game.ui.core_table import CoreTable
from game.ui.help_overlay import HelpPage
from game.ui.log_redact import NameRedactor
from game.ui.saved_games import SaveFolder
from game.ui.scene import Scene
from game.ui.stops import PassNow
from game.ui.takeback import TakeBackPlan
from game.ui.widgets import Button
from game.ui.words import counted

CARD_FIELDS = ("card", "attacker", "source", "blocker")
MOST_BUTTONS = 8
BUTTON = fusion_draw.BUTTON


def cards_of(action: Any) -> list[int]:
    """The cards an action is about (what a player clicks to find it)."""
    names = {f.name for f in fields(action)}
    found = [getattr(action, n) for n in CARD_FIELDS if n in names and getattr(action, n) is not None]
    return [int(c) for c in found]


def _is_decline(action: Any) -> bool:
    """A counter window's "no counter": it pays nothing."""
    return getattr(action, "card", 0) is None


class FusionTableScene(CoreTable[FusionWorld]):
    name = "fusion_table"
    registry_name = "fusion-world"
    summary_columns = ("Life", "Deck", "Hand", "Drop", "Energy")
    ui_scaled = True  # its text grows with the window; its cards are sized by layout.py

    def __init__(
        self,
        app: App,
        pool: Pool,
        decks: Sequence[FwDeck],
        names: Sequence[str],
        computer: Sequence[bool],
        seed: int,
        start: FusionWorld | None = None,
        goal: str = "",
        puzzle: FwPuzzle | None = None,
        levels: Sequence[str] = (),
    ) -> None:
        """`levels`: each computer seat's player (USUAL_LEVEL or STRONG_LEVEL; the usual one when not given)."""
        super().__init__(app)
        self.pool, self.decks, self.names, self.seed = pool, list(decks), list(names), seed
        self.computer = list(computer)
        self.goal = goal  # a puzzle's goal, shown in the header
        self.puzzle = puzzle  # a puzzle being played: the table says when it is solved or failed
        self.levels = levels_per_seat(self.computer, levels, USUAL_LEVEL)
        half = game_mode(decks)
        self.game = start or FusionWorld.new(players_of(decks, names), pool, seed=seed, half=half)
        self.puzzle_turn = self.game.core.turn
        self.notice = ""  # a line under the Save button: saved where, or why not
        self.players = [make_fw_player(level or USUAL_LEVEL, seed * 2 + k) for k, level in enumerate(self.levels)]
        strong = STRONG_LEVEL in self.levels
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fusion-search") if strong else None
        self.thinking: Future[Any] | None = None
        # where the actions start from (a take-back replays them): the deal, or a written position; a
        # saved game's `start` is where its actions led (FusionTableScene.resume), dealt again here
        fresh = start is None or not decks
        self.start_record(self.game.clone() if fresh else FusionWorld.new(players_of(decks, names), pool, seed, half))
        self.viewer = next((k for k in range(2) if not self.computer[k]), 0)
        self.selected: int | None = None
        self.marked: set[int] = set()  # hand cards chosen for the redraw, or energy chosen to pay (3.4)
        self.mouse = (0, 0)
        self.wait = 0.0
        self.fx = TableFx()  # motion and sound: only shows what the state already holds
        self.hover = Hover()  # the card under the pointer, zoomed once it rests there

    # ---- the shell's questions ------------------------------------------------------------

    def needs_hidden_hand(self) -> bool:
        """Every Fusion World decision is taken with the hand in sight (a later step may let the
        public ones, such as a Blocker choice, go to the shared screen)."""
        return True

    def help_page(self) -> HelpPage:
        return PAGE

    def pass_now(self, seat: int) -> PassNow | None:
        return pass_now(self.game, seat)

    def stop_moments(self) -> tuple[tuple[str, str], ...]:
        return tuple(STOP_NAMES.items())

    def default_stops(self) -> tuple[str, ...]:
        return DEFAULT_STOPS

    def log_redactor(self, audience: int | None) -> NameRedactor:
        return redactor(self.game, audience)

    def holds(self, dt: float) -> bool:
        """A decided puzzle stops the game (its verdict is on the table, not the game-over screen)."""
        return self.puzzle_result() is not None

    def forget_transients(self) -> None:
        self.selected = None
        self.marked.clear()
        self.hover.forget()

    def tick(self, dt: float) -> None:
        now = fusion_draw.places(self)
        self.fx.update(dt, self, now)
        self.hover.update(dt, self.mouse, now.cards)

    def take_back(self, plan: TakeBackPlan) -> None:
        super().take_back(plan)
        self.fx.forget()

    def redrawing(self) -> bool:
        legal = self.legal()
        return bool(legal) and isinstance(legal[0], Redraw)

    def decision_words(self, seat: int) -> str:
        pending = self.game.pending()
        return "is to act" if pending is None else f"is to act: {fusion_draw.PROMPTS.get(pending.kind, pending.kind)}"

    def puzzle_result(self) -> str | None:
        """For a puzzle: "solved" once its player has won, "failed" once the game is lost or the
        turn is over without the win (win_this_turn); None while it is still open."""
        if self.puzzle is None:
            return None
        if self.game.over:
            return "solved" if self.game.core.winner == self.puzzle.player else "failed"
        return "failed" if self.game.core.turn != self.puzzle_turn else None

    def stopped(self) -> bool:
        """Nobody moves any more: the game is over or the puzzle is decided."""
        return self.game.over or self.puzzle_result() is not None

    def human_to_act(self) -> int | None:
        """The human to act, when the screen is theirs."""
        return self.game.to_act() if self.screen_ready() and not self.stopped() else None

    # ---- saves, take-backs, the end ----------------------------------------------------------

    def saves(self) -> SaveFolder:
        from game.games.fusion_world.ui.saves import FOLDER

        return FOLDER

    def saveable(self) -> bool:
        return bool(self.decks)  # a puzzle's written position is opened from its file

    def write_save(self, path: Path) -> None:
        from game.games.fusion_world.ui.saves import write_table

        write_table(self, path)

    def reopenable(self) -> bool:
        return self.puzzle is not None

    def analysis_spec(self) -> AnalysisSpec:
        from game.games.fusion_world.ui.analysis import SPEC

        return SPEC

    def position_changed(self) -> None:
        super().position_changed()
        self.fx.forget()

    def forfeit(self, seat: int) -> str:
        self.apply(Concede(seat))
        return ""

    def take_back_refusal(self, before: FusionWorld, taker: int, index: int) -> str:
        new = seen_by(self.game, taker) - seen_by(before, taker)
        return f"{self.seat_name(taker)} has since seen {counted(len(new), 'card')} hidden before" if new else ""

    def summary_figures(self, seat: int) -> tuple[str, ...]:
        s = self.game.state
        return tuple(str(len(s.zone(zone, seat))) for zone in ("life", "deck", "hand", "drop", "energy"))

    def offers_new_game(self) -> bool:
        return bool(self.decks) and self.puzzle is None

    def new_game(self) -> Scene | None:
        return FusionTableScene(
            self.app, self.pool, self.decks, self.names, self.computer, self.seed + 1, levels=self.levels
        )

    def apply(self, action: Any) -> None:
        self.play(action)
        self.selected = None
        self.marked.clear()
        self.wait = self.app.settings.computer_delay

    def advance(self, dt: float) -> None:
        seat = self.game.to_act()
        if seat is None or seat < 0 or not self.computer[seat]:
            return
        self.wait -= dt
        if self.wait > 0:
            return
        if self.worker is None or self.levels[seat] != STRONG_LEVEL:
            self.apply(self.players[seat].choose(self.game.view(seat), self.game.legal_actions()))
            return
        # the tree search takes a while: it thinks on a copy (the view) off the frame loop
        if self.thinking is None:
            self.thinking = self.worker.submit(
                self.players[seat].choose, self.game.view(seat), self.game.legal_actions()
            )
        elif self.thinking.done():
            action, self.thinking = self.thinking.result(), None
            self.apply(action)

    # ---- what can be clicked ----------------------------------------------------------------

    def legal(self) -> list[Any]:
        return self.game.legal_actions() if self.human_to_act() is not None else []

    def lit_cards(self) -> set[int]:
        legal = self.legal()
        if legal and isinstance(legal[0], Redraw):
            return set(self.game.state.zone("hand", self.viewer))
        lit = {c for a in legal for c in cards_of(a)}
        lit |= {a.card for a in legal if isinstance(a, ChooseTarget) and a.card is not None}
        return lit | set(self.payable_energy())

    def payable_energy(self) -> list[int]:
        """The viewer's active energy, clickable to choose what pays (3.4: the payer's choice) while
        one of the actions open to them pays a cost."""
        legal = self.legal()
        if not any(hasattr(a, "pay") and not _is_decline(a) for a in legal):
            return []
        s = self.game.state
        return [i for i in s.zone("energy", self.viewer) if i not in s.exhausted]

    def choices(self) -> list[tuple[str, Any]]:
        """The buttons now: the selected card's actions, and the actions about no card."""
        legal = self.legal()
        if not legal:
            return []
        if isinstance(legal[0], Redraw):
            chosen = tuple(sorted(self.marked))
            label = f"Redraw {len(chosen)} card{'s' if len(chosen) != 1 else ''}" if chosen else "Keep this hand"
            return [(label, Redraw(legal[0].seat, chosen))]
        found: list[tuple[str, Any]] = []
        on_screen = set(fusion_draw.card_rects(self))
        for action in legal:
            about = cards_of(action)
            if isinstance(action, ChooseTarget) and action.card is not None:
                about = [action.card] if action.card in on_screen else []  # a drop-area card: a button
            if not about or (self.selected is not None and about[0] == self.selected):
                paid = (
                    " with the marked energy"
                    if self.marked and hasattr(action, "pay") and not _is_decline(action)
                    else ""
                )
                found.append((self.game.describe(action) + paid, action))
        return found

    def buttons(self) -> list[Button]:
        """In the side panel: Save at its top, then a button a choice (never over the hand)."""
        panel = fusion_draw.table_layout(self.table_size()).panel
        x, width = panel.x + 10, panel.width - 20
        height = max(30, theme.px(36))
        top = fusion_draw.panel_top(self, panel)
        if self.puzzle_result() is not None:
            keys = (("retry", "Try again"), ("puzzles", "Other puzzles"), ("menu", "Menu"))
            return [
                Button(key, label, pygame.Rect(x, top + k * (height + 6), width, height))
                for k, (key, label) in enumerate(keys)
            ]
        if self.game.over:
            return []  # the game-over screen has New game and the menu; Escape brings it back
        out = []
        if self.decks and not self.hand_hidden() and not self.reviewing:
            save_w = theme.px(80)
            out.append(
                Button(
                    "save",
                    "Save",
                    pygame.Rect(panel.right - save_w - 8, panel.y + 8, save_w, theme.px(30)),
                    colour=BUTTON,
                )
            )
        room = max(1, (panel.bottom - 120 - top) // (height + 6))
        for k, (label, _action) in enumerate(self.choices()[: min(MOST_BUTTONS, room)]):
            lines = text.wrap(label, width - 12, theme.BODY)
            shown = label if len(lines) == 1 else lines[0] + "\n" + " ".join(lines[1:])
            tall = height if len(lines) == 1 else round(height * 1.35)
            rect = pygame.Rect(x, top, width, tall)
            top += tall + 6
            out.append(Button(f"act:{k}", shown, rect, colour=BUTTON))
        return out

    # ---- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        """A click or a key skips the motions playing (and still does what it does)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and self.fx.motion.busy():
            self.fx.motion.skip()
            self.fx.landing.clear()
        super().handle(event)

    def handle_key(self, event: pygame.event.Event) -> bool:
        """Ctrl+S saves."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
            self.press("save")
            return True
        return False

    def click(self, pos: tuple[int, int]) -> None:
        click_table(self, pos, fusion_draw.card_rects(self))

    def pick(self, iid: int) -> None:
        legal = self.legal()
        if legal and isinstance(legal[0], Redraw):
            self.marked ^= {iid}
            return
        if iid in self.payable_energy():  # marked energy pays the next cost (3.4)
            self.marked ^= {iid}
            return
        self.selected = iid
        options = [a for label, a in self.choices() if cards_of(a)[:1] == [iid] or getattr(a, "card", None) == iid]
        if len(options) == 1 and isinstance(options[0], ChooseTarget):
            self.apply(options[0])

    def press(self, key: str) -> None:
        if key == "menu":
            self.leave()
        elif key == "save" and not self.hand_hidden():
            from game.games.fusion_world.ui.saves import save_now

            save_now(self)
        elif key in ("retry", "puzzles") and self.puzzle is not None:
            from game.games.fusion_world.ui.puzzles import choose_fw_puzzle, open_fw_puzzle

            self.app.pop()
            if key == "retry":
                open_fw_puzzle(self.app, self.pool, self.puzzle.path)
            else:
                choose_fw_puzzle(self.app, self.pool)
        else:
            press_choice(self, key, self.act)

    def act(self, action: Any) -> None:
        """A button's action; one that pays takes the energy marked, if any (a refusal is shown)."""
        self.notice = ""
        if self.marked and hasattr(action, "pay") and not _is_decline(action):
            action = replace(action, pay=tuple(sorted(self.marked)))
            try:
                self.apply(action)
            except IllegalAction as exc:
                self.notice = f"Not with that energy: {exc}"
            return
        self.apply(action)

    def draw(self, surface: pygame.Surface) -> None:
        fusion_draw.draw_table(self, surface)
        combo = fusion_draw.table_layout(self.table_size()).rows["combo"]
        self.draw_message(surface, (combo.centerx, combo.y + 2))  # across the combo band, between the sides


def open_fusion_table(
    app: App,
    pool: Pool,
    decks: Sequence[FwDeck],
    names: Sequence[str],
    computer: Sequence[bool],
    seed: int,
    levels: Sequence[str] = (),
) -> FusionTableScene:
    given = list(names) + [("Computer" if computer[k] else f"Player {k + 1}") for k in range(len(names), 2)]
    scene = FusionTableScene(app, pool, decks, given, computer, seed, levels=levels)
    app.push(scene)
    return scene

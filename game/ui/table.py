"""The hot-seat table: shows the game from the viewing seat and turns clicks into legal actions.

It decides nothing about the rules: every choice offered comes from `legal_actions()`, every
refusal from `explain_illegal()`. Computer seats and rolls are driven from `update`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

import pygame

from game.cardmodel import CardDef
from game.roll import ThrowStyle
from game.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    Decline,
    Energize,
    Forfeit,
    Pass,
    PlaceCore,
    PlayCard,
    SelectBakugan,
    Target,
    ThrowBakugan,
)
from game.rules.engine import Game, IllegalAction
from game.rules.stats import top_card
from game.ui import layout as layout_mod
from game.ui import saves, theme
from game.ui.app import App
from game.ui.choice import Choice
from game.ui.layout import Hit, Layout
from game.ui.log_panel import LogLines
from game.ui.prompt import Prompt, build_prompt
from game.ui.puzzle_mode import Puzzle
from game.ui.roll_anim import RollAnim, build_anim
from game.ui.scene import Scene
from game.ui.session import GameSession
from game.ui.table_geometry import Projection, release_warning, table_geometry
from game.ui.table_marks import clickable, visible_card
from game.ui.throw_drag import throw_from_drag
from game.ui.widgets import Button, button_row

MESSAGE_S = 5.0


class TableScene(Scene):
    name = "table"
    reveals_all = False  # the analysis mode (game/ui/analysis.py) shows every face-down card

    def __init__(self, app: App, session: GameSession, *, puzzle: Puzzle | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.puzzle = puzzle  # a scenario puzzle: its goal shows on screen and is judged as it is decided
        self.puzzle_judged = False
        humans = session.human_seats()
        seat = session.to_act()
        self.viewer = seat if session.is_human(seat) and seat is not None else (humans[0] if humans else 0)
        self.handed_to: int | None = None  # the human who last took the screen
        self.choice: Choice | None = None
        self.core_pick: str | None = None
        self.style = ThrowStyle.ROLLED
        self.message: tuple[str, tuple[int, int, int]] | None = None
        self.message_left = 0.0
        self.mouse = (0, 0)
        self.drag_start: tuple[int, int] | None = None
        self.anim: RollAnim | None = None
        self.log_scroll = 0
        self.log_lines = LogLines()
        self.computer_timer = 0.0
        self.forfeit_armed = False
        self.over_shown = False
        self.layout: Layout = layout_mod.build(session.game, self.viewer, app.size)
        self._layout_key: tuple[int, int, tuple[int, int], int] = (-1, -1, (0, 0), -1)
        self.view: dict[str, Any] = {}
        self.geom = table_geometry(session.seats)
        self.projection = Projection(self.geom, 0, self.layout.table_area)
        self.prompt = Prompt("")
        self.buttons: list[Button] = []
        self.side_buttons: list[Button] = []
        self.refresh()

    # ------------------------------------------------------------------ derived state

    @property
    def game(self) -> Game:
        return self.session.game

    def view_bakugan(self) -> list[dict[str, Any]]:
        bakugan: list[dict[str, Any]] = self.view.get("bakugan", [])
        return bakugan

    def my_move(self) -> bool:
        seat = self.session.to_act()
        return (
            seat is not None
            and seat == self.viewer
            and self.session.is_human(seat)
            and self.anim is None
            and not self.session.over
            and not self.puzzle_judged
        )

    def legal(self) -> list[Action]:
        return self.session.legal() if self.my_move() else []

    def refresh(self) -> None:
        """Recompute layout, prompt and buttons after anything changed (never while drawing)."""
        key = (len(self.session.actions), self.viewer, self.app.size, id(self.session.game))
        if key != self._layout_key:
            self.layout = layout_mod.build(self.session.game, self.viewer, self.app.size)
            self.view = self.session.game.view(self.viewer)
            self.projection = Projection(self.geom, self.viewer, self.layout.table_area)
            self._layout_key = key
        self.log_lines.refresh(self.session.game.state.log, self.layout.log.width - 16)
        self.prompt = build_prompt(
            self.session, self.viewer, self.choice if self.my_move() else None, self.core_pick, self.style
        )
        p = self.layout.prompt
        self.buttons = button_row(
            self.prompt.buttons, p.right - 8, p.y + 6, size=theme.BODY, hotkeys=self.prompt.hotkeys
        )
        for b in self.buttons:
            picked = self.core_pick_for(self.session.legal()) if self.my_move() else None
            if b.key in ("pass", "flip_play", f"style:{self.style.value}", f"core:{picked}"):
                b.colour = theme.ACCENT_SOFT
        if not self.my_move():
            for b in self.buttons:
                b.enabled = False
        specs = [("menu", "Menu")]
        if self.session.practice:
            specs.append(("undo", "Undo"))
        if not self.session.over:
            specs.append(("forfeit", "Confirm forfeit?" if self.forfeit_armed else "Forfeit"))
        sb = self.layout.side_buttons
        self.side_buttons = button_row(specs, sb.right - 8, sb.y + 7, size=theme.BODY)
        for b in self.side_buttons:
            if b.key == "undo":
                b.enabled = self.session.can_undo() and self.anim is None
            if b.key == "forfeit":
                b.colour = theme.mix(theme.BAD, theme.BUTTON, 0.5 if self.forfeit_armed else 0.75)
                b.enabled = self.session.is_human(self.viewer) and self.anim is None

    def say(self, message: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.message = (message, colour)
        self.message_left = MESSAGE_S

    def highlights(self) -> set[Hit]:
        """Everything the viewer can click now to make progress (drawn with a yellow edge)."""
        legal = self.legal()
        pick = self.core_pick_for(legal) if self.core_pick is not None else None
        return clickable(self.game, legal, self.choice, pick, set(self.layout.tokens))

    def core_pick_for(self, legal: list[Action]) -> str | None:
        cores = sorted({a.core for a in legal if isinstance(a, PlaceCore)})
        if not cores:
            return None
        return self.core_pick if self.core_pick in cores else cores[0]

    def hand_hidden(self) -> bool:
        """With two or more humans and the hand-over screen on, a hand shows only to its owner's move."""
        if not self.app.settings.handover or len(self.session.human_seats()) < 2 or self.session.over:
            return False
        return not (self.session.to_act() == self.viewer and self.handed_to == self.viewer)

    def hovered_card(self) -> CardDef | None:
        """The card under the pointer that the viewer may see, for the zoom."""
        if self.drag_start is not None or self.app.stack.top is not self:
            return None
        hit = self.layout.hit_at(self.mouse)
        return None if hit is None else visible_card(self.game, hit, self.viewer, self.hand_hidden())

    # ------------------------------------------------------------------ time

    def update(self, dt: float) -> None:
        if self.message is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None
        if self.anim is not None:
            self.anim.update(dt)
            if self.anim.done or not self.app.settings.roll_animation:
                self.anim = None
            self.refresh()
            return
        session = self.session
        if self._judge_puzzle():
            self.refresh()
            return
        if session.over:
            if not self.over_shown:
                self.over_shown = True
                from game.ui.gameover import GameOverScene

                self.app.push(GameOverScene(self.app, self))
            self.refresh()
            return
        seat = session.to_act()
        if self._auto_pass(seat):
            pass
        elif seat == CHANCE:
            self._roll()
        elif seat is not None and session.computer[seat]:
            self.computer_timer += dt
            if self.computer_timer >= self.app.settings.computer_delay:
                self.computer_timer = 0.0
                session.step_computer()
        elif seat is not None and seat != self.viewer:
            self._hand_over(seat)
        elif seat is not None and self.handed_to is None and len(session.human_seats()) > 1:
            self._hand_over(seat)  # the first human to act takes the screen
        self.refresh()

    def _judge_puzzle(self) -> bool:
        """Once the puzzle's goal is decided, say so (once); True while a decided puzzle holds the table."""
        if self.puzzle is None:
            return False
        if self.puzzle_judged:
            return True
        status = self.puzzle.status(self.game)
        if status is None:
            return False
        self.puzzle_judged = True
        self.over_shown = True  # the puzzle's verdict stands in for the game-over screen
        from game.ui.puzzle_mode import PuzzleResultScene

        self.app.push(PuzzleResultScene(self.app, self, status))
        return True

    def _puzzle_banner_click(self, pos: tuple[int, int]) -> bool:
        """A click on the puzzle's goal strip shows its brief again."""
        from game.ui.puzzle_mode import banner_rect

        puzzle = self.puzzle
        if puzzle is None or not puzzle.description or not banner_rect(puzzle, self.layout.field).collidepoint(pos):
            return False
        from game.ui.puzzle_brief import PuzzleBriefScene

        self.app.push(PuzzleBriefScene(self.app, puzzle))
        return True

    def _auto_pass(self, seat: int | None) -> bool:
        """With the setting on, a human whose only legal action is Pass passes without a hand-over."""
        if not self.app.settings.auto_pass or seat is None or not self.session.is_human(seat):
            return False
        legal = self.session.legal()
        if legal != [Pass(seat=seat)]:
            return False
        self.session.apply(legal[0])
        if seat == self.viewer:
            self.say(f"{self.game.name(seat)} could play nothing and passed (auto-pass; see Settings).", theme.INFO)
        return True

    def _hand_over(self, seat: int) -> None:
        self.choice = None
        self.drag_start = None
        self.forfeit_armed = False
        if self.app.settings.handover and len(self.session.human_seats()) > 1:
            from game.ui.handover import HandOverScene

            self.app.push(HandOverScene(self.app, self, seat))
        else:
            self.viewer = seat
            self.handed_to = seat

    def closing(self) -> None:
        """The window is closing: write the autosave so Continue resumes exactly here."""
        if self.session.autosave_enabled:
            with contextlib.suppress(OSError):  # a full disk must not stop the window closing
                self.session.save(saves.autosave_path())

    def take_screen(self, seat: int) -> None:
        """Called by the hand-over screen when `seat` is ready."""
        self.viewer = seat
        self.handed_to = seat
        self.refresh()

    def table_view(self) -> bool:
        """Show the real table to scale (throwing, rolling) instead of the close-up of the field."""
        return self.anim is not None or self.throwing()

    def _roll(self) -> None:
        s = self.game.state
        before = dict(s.field)
        colours: dict[int, tuple[int, int, int]] = {}
        for seat, bid in s.selected.items():
            bak = s.bakugan[bid]
            card = top_card(s, self.game.catalog, bak)
            colours[seat] = theme.faction_colour([f.value for f in card.factions]) if bak.face_up else theme.SEAT[seat]
        names = {p.seat: p.name for p in s.players}
        core_names = {cid: self.game.catalog.cores[c.core_id].label for cid, c in s.cores.items()}
        event = self.session.roll()
        if self.app.settings.roll_animation:
            self.anim = build_anim(event, self.projection, before, colours, names, core_names)

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.layout.log.collidepoint(self.mouse):
                self.log_scroll = max(0, min(len(self.log_lines.lines) - 3, self.log_scroll + event.y * 3))
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button == 3:
                self.choice = None
                return
            if event.button != 1:
                return
            if self.anim is not None:
                self.anim.skip()
                return
            if self.throwing() and self.layout.field.collidepoint(event.pos):
                self.drag_start = event.pos
                return
            self._click(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_start is not None:
            start, self.drag_start = self.drag_start, None
            self.mouse = event.pos
            self._release_throw(start, event.pos)

    def throwing(self) -> bool:
        top = self.game.pending()
        return self.my_move() and top is not None and top.kind == "decision" and top.decision == "throw"

    def _release_throw(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        if not self.throwing():
            return
        throw = throw_from_drag(start, end, self.projection, self.style)
        if throw is None:
            self.say("Pull back farther to throw: the length of the pull sets the speed.", theme.INFO)
            return
        warning = self.release_warning(start)
        if warning:
            self.say(f"{warning[:1].upper()}{warning[1:]}.", theme.BAD)
        self._act(ThrowBakugan(seat=self.viewer, throw=throw))

    def release_warning(self, start: tuple[int, int]) -> str:
        lateral, depth = self.projection.seat_coords(start)
        return release_warning(self.geom, self.viewer, lateral, depth, self.game.state.field)

    def _key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_ESCAPE:
            if self.choice is not None:
                self.choice = None
            else:
                self._button("menu")
        elif event.key == pygame.K_SPACE:
            if self.anim is not None:
                self.anim.skip()
            elif any(b.key == "pass" and b.enabled for b in self.buttons):
                self._button("pass")
        elif event.key in (pygame.K_1, pygame.K_2, pygame.K_3) and self.throwing():
            self.style = list(ThrowStyle)[event.key - pygame.K_1]
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self._button("undo")
        self.refresh()

    def _click(self, pos: tuple[int, int]) -> None:
        for b in [*self.buttons, *self.side_buttons]:
            if b.rect.collidepoint(pos):
                if b.enabled:
                    self._button(b.key)
                return
        if self.forfeit_armed:
            self.forfeit_armed = False
        if self._puzzle_banner_click(pos):
            return
        hit = self.layout.hit_at(pos)
        if hit is None:
            return
        if hit.kind == "discard":
            from game.ui.discard_view import DiscardScene

            self.app.push(DiscardScene(self.app, self, hit.ref))
            return
        if not self.my_move():
            if hit.kind == "hand":
                seat = self.session.to_act()
                who = self.game.name(seat) if seat is not None and seat >= 0 else "the roll"
                self.say(f"Not your move: waiting for {who}.", theme.INFO)
            return
        if self.choice is not None:
            self._answer_click(hit)
        else:
            self._decision_click(hit)
        self.refresh()

    def _decision_click(self, hit: Hit) -> None:
        legal = self.session.legal()
        top = self.game.pending()
        assert top is not None
        seat = self.viewer
        if top.kind == "priority":
            if hit.kind == "hand":
                plays = [a for a in legal if isinstance(a, PlayCard) and a.card == hit.ref]
                if plays:
                    self._start_choice(plays, f"Play {self.game.card(hit.ref).name}")
                else:
                    self._explain(PlayCard(seat=seat, card=hit.ref))
            elif hit.kind in ("bakugan", "token", "hero"):
                iids = self._iids_of(hit)
                uses = [a for a in legal if isinstance(a, Activate) and a.card in iids]
                if uses:
                    self._start_choice(uses, f"Use {self.game.card(uses[0].card).name}'s ability")
            return
        d = top.decision
        if d == "energize" and hit.kind == "hand":
            self._act(Energize(seat=seat, card=hit.ref))
        elif d == "select" and hit.kind in ("bakugan", "token"):
            self._act(SelectBakugan(seat=seat, bakugan=hit.ref))
        elif d == "discard" and hit.kind == "hand":
            self._act(ChooseCard(seat=seat, card=hit.ref))
        elif d == "place_core" and hit.kind == "cell":
            core = self.core_pick_for(legal)
            if core is not None:
                self._act(PlaceCore(seat=seat, core=core, cell=hit.ref))
        elif d == "flip" and hit.kind == "discard":
            pass
        elif hit.kind == "hand" and d in ("throw", "select", "place_core", "trigger", "flip"):
            self._explain(PlayCard(seat=seat, card=hit.ref))

    def _iids_of(self, hit: Hit) -> list[int]:
        if hit.kind == "hero":
            return [hit.ref]
        bak = self.game.state.bakugan[hit.ref]
        return [bak.character, *bak.evos]

    def _answer_click(self, hit: Hit) -> None:
        choice = self.choice
        assert choice is not None
        q = choice.question
        if q == "target":
            wanted = {
                "bakugan": "bakugan",
                "token": "bakugan",
                "player": "player",
                "batch": "batch_card",
                "hero": "hero",
            }.get(hit.kind)
            if wanted is None or not choice.answer("target", Target(wanted, hit.ref)):
                self.say(
                    f"That is not a legal selection for {choice.title.split(' ', 1)[-1]} (rule 1.13.1).", theme.BAD
                )
                return
        elif q == "sacrifice" and hit.kind == "hand":
            if not choice.answer("sacrifice", hit.ref):
                self.say("That card cannot be discarded for Sacrifice (rule 7.4.4).", theme.BAD)
                return
        else:
            return
        self._finish_choice()

    def _start_choice(self, actions: Sequence[Action], title: str) -> None:
        self.choice = Choice(list(actions), title)
        self._finish_choice()

    def _finish_choice(self) -> None:
        if self.choice is None:
            return
        action = self.choice.done
        if action is not None:
            self.choice = None
            self._act(action)

    def _explain(self, action: Action) -> None:
        why = self.game.explain_illegal(action)
        name = self.game.card(action.card).name if isinstance(action, PlayCard) else "That"
        self.say(f"Can't play {name}: {why.reason} (rule {why.rule})", theme.BAD)

    def _act(self, action: Action) -> None:
        try:
            self.session.apply(action)
        except IllegalAction as exc:
            self.say(f"Not allowed: {exc.reason} (rule {exc.rule})", theme.BAD)
            return
        self.forfeit_armed = False
        self.log_scroll = 0
        self.refresh()

    def _button(self, key: str) -> None:
        seat = self.viewer
        if key == "menu":
            from game.ui.pause import PauseScene

            self.app.push(PauseScene(self.app, self))
        elif key == "undo":
            if self.session.undo():
                self.choice = None
                self.say("Took back the last move.", theme.INFO)
        elif key == "forfeit":
            if self.forfeit_armed:
                self.forfeit_armed = False
                self._act(Forfeit(seat=seat))
            else:
                self.forfeit_armed = True
        elif key == "pass":
            self._act(Pass(seat=seat))
        elif key == "decline":
            self._act(Decline(seat=seat))
        elif key == "no_energize":
            self._act(Energize(seat=seat, card=None))
        elif key == "typical_throw":
            self._act(ThrowBakugan(seat=seat, throw=None))
        elif key.startswith("style:"):
            self.style = ThrowStyle(key.split(":", 1)[1])
        elif key.startswith("core:"):
            self.core_pick = key.split(":", 1)[1]
        elif key == "flip_play":
            top = self.game.pending()
            plays = [a for a in self.session.legal() if isinstance(a, PlayCard)]
            if top is not None and plays:
                self._start_choice(plays, f"Play {self.game.card(plays[0].card).name}")
        elif key.startswith("trigger:"):
            eid = int(key.split(":", 1)[1])
            options = [a for a in self.session.legal() if isinstance(a, ChooseCard) and a.card == eid]
            self._start_choice(options, "Put the triggered ability on the batch")
        elif key.startswith("pick:"):  # a card to play or copy for a card's decision; then its selection
            iid = int(key.split(":", 1)[1])
            picks = [a for a in self.session.legal() if isinstance(a, (PlayCard, ChooseCard)) and a.card == iid]
            if picks:
                self._start_choice(
                    picks, f"{'Copy' if isinstance(picks[0], ChooseCard) else 'Play'} {self.game.card(iid).name}"
                )
        elif key.startswith("act:"):  # one answer to a card's decision (see prompt._effect_decision_prompt)
            legal = self.session.legal()
            index = int(key.split(":", 1)[1])
            if index < len(legal):
                self._act(legal[index])
        elif key == "cancel":
            self.choice = None
        elif self.choice is not None:
            if key == "skip":
                self.choice.answer("target", Target("skip", 0))
            elif key == "notarget":
                self.choice.answer("target", None)
            elif key.startswith("x:"):
                self.choice.answer("x", int(key.split(":", 1)[1]))
            elif key == "nosac":
                self.choice.answer("sacrifice", None)
            elif key.startswith("ability:"):
                self.choice.answer("ability", int(key.split(":", 1)[1]))
            elif key.startswith("mode:"):
                self.choice.answer("mode", int(key.split(":", 1)[1]))
            self._finish_choice()
        self.refresh()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.table_draw import draw_table

        draw_table(surface, self)
        if self.puzzle is not None:
            from game.ui.puzzle_mode import draw_banner

            draw_banner(surface, self.puzzle, self.layout.field)

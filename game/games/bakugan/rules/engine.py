"""The Bakugan Battle Planet rules engine: `legal_actions`, `apply`, `to_act`, `view`.

Control is a stack of frames in the state (priority windows, a batch entry resolving, damage
being dealt, a decision a player owes). When the stack is empty the turn moves to its next step.
After every action the engine runs forward until someone must decide (or a roll must be thrown),
so a game is a pure function of its setup, seed and actions.

`Game` holds the state, the catalogue and the basics every part uses (card and BakuCore moves,
the log, names, seats in order, the frame stack, drawing), and composes the parts, each a class
in a module of its own: `views` (seat_views.py), `legal` (legal.py), `triggers` (triggers.py),
`text` (action_text.py), `record` (damage_record.py, rule 5.11.2), `damage` (damage.py),
`refusals` (refusals.py), `steps` (turn_steps.py) and `plays` (apply_actions.py). A part keeps
the parts it calls and is handed the game for the basics: no part keeps the game, so a game
makes no reference cycles (tests/sim/test_no_reference_cycles.py).
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any, Final

from game.core.decisions import DecisionKind
from game.core.errors import IllegalAction as IllegalAction
from game.core.game import CoreGame
from game.core.rules import Rules
from game.core.zones import Moved, ZoneKey
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules import damage_record, energy_ability, energy_payment, hero_factions, triggers
from game.games.bakugan.rules.action_text import ActionText
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    ChooseCore,
    Forfeit,
    IllegalPlay,
    PlaceCore,
    PlayCard,
    RollResults,
    Uncharge,
)
from game.games.bakugan.rules.aliases import CORE_ALIAS, as_seen, resolve
from game.games.bakugan.rules.apply_actions import Plays
from game.games.bakugan.rules.card_facts import card_facts, forget_card_facts
from game.games.bakugan.rules.card_moves import CARD_ZONES
from game.games.bakugan.rules.core_zones import HELD
from game.games.bakugan.rules.damage import Damage
from game.games.bakugan.rules.damage_record import DamageRecord
from game.games.bakugan.rules.frame_kinds import ANSWER, FRAME_KINDS, KINDS_BY_NAME, ROLL, WINDOW
from game.games.bakugan.rules.frames import (
    BatchEntry,
    ChanceFrame,
    DamageFrame,
    DamageRun,
    DecisionFrame,
    Frame,
    PriorityFrame,
    ResolveFrame,
    drop_frame,
)
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.memo import ACTIVE, Memo, MemoKeeper
from game.games.bakugan.rules.memo import reading as memo_scope
from game.games.bakugan.rules.refusals import Refusals
from game.games.bakugan.rules.seat_views import VIEW_KEYS as VIEW_KEYS
from game.games.bakugan.rules.seat_views import SeatViews, bakugan_seen
from game.games.bakugan.rules.setup import GameSetup, build_state
from game.games.bakugan.rules.state import STEP_VALUE, GameState, LogEntry, Step
from game.games.bakugan.rules.stats import Stats, check_memo, scan_static_sources, stats, top_card
from game.games.bakugan.rules.triggers import Triggers
from game.games.bakugan.rules.turn_steps import TurnSteps
from game.games.bakugan.rules.view_data import SeatView
from game.games.bakugan.words import Ability
from game.roll.seam import OpenBakuganOnField, RollRequest


def _forfeit(game: Game, action: Forfeit) -> None:
    game.plays.forfeit(game, action)


# What Bakugan declares to the core: the kinds of its frames, the actions taken whatever is
# pending, and the rules that react to cards and BakuCores moving. Its zones, phases and win
# conditions are its own (card_moves.py, turn_steps.py, damage.py, TurnSteps.card_wins).
RULES: Final[Rules[Game]] = Rules(
    name="bakugan",
    zones=(),
    setup=(),
    turn=(),
    decisions=KINDS_BY_NAME,
    anytime={Forfeit: _forfeit, IllegalPlay: energy_payment.reverse_illegal_play, Uncharge: energy_ability.uncharge},
    subscribers=(
        (Moved, triggers.on_card_moved),
        (Moved, damage_record.record_for_damage),
        (Moved, triggers.on_core_held),
        (Moved, hero_factions.drop_when_leaving_play),
    ),
)


class Game(CoreGame[GameState]):
    """A game of Bakugan Battle Planet on the core's loop (game/core/game.py): the stack is the
    state's frames, each answered through its kind (frame_kinds.py); `idle` runs the turn's step,
    `proceed` carries on a batch entry completing or damage being dealt, and after settling the
    engine looks for a card's win (1.3.1)."""

    rules = RULES
    settle_limit = 100_000  # steps of work in a row (a long damage, many triggers): a bug beyond

    def __init__(self, state: GameState, catalog: Catalog) -> None:
        super().__init__(state)
        self.catalog = catalog
        # Bumped by every change the engine makes and by invalidate(): what is derived from the
        # state (legal actions, the memo of stats) is kept only while the version is the same.
        self.version = 0
        # bumped by every card move and by invalidate(): the view's players part (the zones of each
        # player) is kept per seat while this, the pools and who is out stay the same (seat_views.py)
        self.card_moves = 0
        self.changing = 0  # > 0 while the engine is changing the state: nothing is kept then
        self._memos = MemoKeeper()
        self._on_moved = self.events.handlers(Moved)  # the subscribers to moves, found once
        # the parts, each given the parts it calls
        self.views = SeatViews()
        self.record = DamageRecord()
        self.legal = LegalActions()
        self.triggers = Triggers(self.legal)
        self.text = ActionText()
        self.damage = Damage(self.legal, self.triggers)
        self.refusals = Refusals(self.legal, self.record)
        self.steps = TurnSteps(self.triggers, self.damage)
        self.plays = Plays(self.legal, self.triggers, self.damage, self.record, self.text)

    @classmethod
    def new(cls, setup: GameSetup, catalog: Catalog) -> Game:
        game = cls(build_state(setup, catalog), catalog)
        game.start()
        return game

    def start(self) -> None:
        """Start a game whose state is built but not begun: the core toss (7.5.1), then setup (1.4.3)."""
        self.changing += 1
        try:
            self.steps.begin_setup(self)
        finally:
            self.changing -= 1
        self.settle()

    def begin_setup(self) -> None:
        """start(), by the name scenarios use for a state that has not begun."""
        self.start()

    def clone(self) -> Game:
        return Game(copy.deepcopy(self.state), self.catalog)

    # ---- the core loop's accessors and hooks -----------------------------------------------------

    def stack(self) -> list[Frame]:
        return self.state.frames

    @property
    def over(self) -> bool:
        return self.state.step is Step.OVER

    @property
    def winner(self) -> int | None:
        return self.state.winner

    @property
    def seat_count(self) -> int:
        return self.state.seats

    def to_act(self) -> int | None:
        """The seat that must act next, CHANCE for a roll outcome, None when the game is over (the
        core's, read straight from the state: it is asked before every action)."""
        s = self.state
        if s.step is Step.OVER or not s.frames:
            return None
        seat: int | None = s.frames[-1].seat
        return seat

    def seat_actions(self, seat: int) -> list[Action]:
        """The legal actions as `seat`'s view names things: another player's face-down BakuCore on
        the field by its alias (aliases.py)."""
        legal = self.legal_actions()
        # only a decision offers a BakuCore (to place, attach, remove, swap or reveal); a window does not
        return as_seen(self.state, seat, legal) if isinstance(self.pending(), DecisionFrame) else legal

    def from_seat(self, seat: int, action: Action) -> Action:
        """An action `seat` chose from its view and `seat_actions`, as the game names things."""
        # names_alias written out: asked for every action chosen
        if isinstance(action, (ChooseCore, PlaceCore)) and action.core.startswith(CORE_ALIAS):
            return resolve(self.state, action)
        return action

    def pending(self) -> Frame | None:
        frames = self.state.frames
        return frames[-1] if frames else None

    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat to act (not Forfeit, which any seat may do any time):
        what the frame's kind lists, kept for this version of the game (LegalActions.actions)."""
        return list(self.legal.actions(self))

    def kind(self, frame: Frame) -> DecisionKind[Any]:
        found: DecisionKind[Any] = FRAME_KINDS[type(frame)]
        return found

    def apply_action(self, action: Action) -> None:
        """Apply a legal action or raise IllegalAction (the state is left unchanged). An action
        naming a BakuCore by the alias its seat sees (aliases.py) names that BakuCore."""
        if isinstance(action, (ChooseCore, PlaceCore)) and action.core.startswith(CORE_ALIAS):  # names_alias
            action = resolve(self.state, action)
        self.changing += 1
        try:
            super().apply_action(action)  # ending in settle, which gives the new version
        except BaseException:
            self.version += 1
            raise
        finally:
            self.changing -= 1

    def answer(self, frame: Frame, action: Action) -> None:
        """The core's answer step, each frame's kind called by its own type (compiled, a direct
        call): none of Bakugan's frames is one-shot; each kind takes its frame off the stack."""
        if isinstance(frame, PriorityFrame):
            if not WINDOW.allows(self, frame, action):
                raise self.refusal(frame, action)
            WINDOW.apply(self, frame, action)
        elif isinstance(frame, DecisionFrame):
            if not ANSWER.allows(self, frame, action):
                raise self.refusal(frame, action)
            ANSWER.apply(self, frame, action)
        elif isinstance(frame, ChanceFrame) and isinstance(action, RollResults):
            ROLL.apply(self, frame, action)
        else:
            raise self.refusal(frame, action)

    def refusal(self, decision: Frame | None, action: Action) -> IllegalAction:
        handler = RULES.anytime.get(type(action))
        if decision is None and handler is not None:  # the game is over: such an action says why not
            try:
                handler(self, action)
            except IllegalAction as refused:
                return refused
            raise AssertionError(f"{type(action).__name__} was taken after the game ended")
        if isinstance(action, (PlayCard, Activate)) and action.energy:
            action = dataclasses.replace(action, energy=())  # the listed play, paid with the cards it names
        return self.refusals.explain_illegal(self, action)

    def idle(self) -> None:
        """Nothing is pending: triggers waiting open a priority window (6.3.3), or the step goes on
        (unless a card ended the turn: 1.3.1)."""
        s = self.state
        if s.this_turn.ending_turn:
            self.steps.end_turn_by_card(self)
        elif s.pending_triggers:
            self.push_priority()
        else:
            self.steps.advance(self)

    def proceed(self, frame: Frame) -> bool:
        # a card that ended the turn (1.3.1) ends it once nothing is completing any more
        if self.state.this_turn.ending_turn and self.steps.end_turn_by_card(self):
            return True
        if isinstance(frame, ResolveFrame):
            self.triggers.continue_resolve(self, frame)
            return True
        if isinstance(frame, DamageFrame):
            self.damage.continue_damage(self, frame)
            return True
        if isinstance(frame, PriorityFrame):  # triggers go on the batch before anyone has priority
            pending = self.state.pending_triggers
            if not pending or self.triggers.place_triggers(self):
                return False  # at rest (a player orders or selects for their triggers)
            # more to place, or one completing at once (4.4.4) on top of the window
            return bool(self.state.pending_triggers) or self.state.frames[-1] is not frame
        return False

    def settle(self) -> None:
        """Run forward until someone must decide; the game is then at rest (a new version)."""
        self.changing += 1
        try:
            super().settle()
        finally:
            self.changing -= 1
            self.version += 1
        # only a game with a card that can win has any to look for (asked after every action)
        if self.state.step is not Step.OVER and card_facts(self.state, self.catalog).wins:
            self.steps.card_wins(self)

    # ---- the rest of the public side -------------------------------------------------------------

    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: own hand, public zones, counts of hidden ones (design.md)."""
        return self.views.view(self, seat)

    def seat_view(self, seat: int) -> SeatView:
        """view(seat) as typed data (game/games/bakugan/rules/view_data.py)."""
        return self.views.seat_view(self, seat)

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why an action is not legal now, with the rule behind it."""
        return self.refusals.explain_illegal(self, action)

    def describe_action(self, action: Action) -> str:
        """An action in a player's words, for logs, solvers and the UI."""
        return self.text.describe_action(self, action)

    def describe_mode(self, action: Action, mode: int) -> str:
        return self.text.describe_mode(self, action, mode)

    def describe_option(self, mode: int) -> str:
        return self.text.describe_option(self, mode)

    def card_cost(
        self, seat: int, card: CardDef, x: int = 0, sacrificed: bool = False, flip_frost: int = 0, discarded: int = 0
    ) -> int:
        return self.legal.card_cost(self, seat, card, x, sacrificed, flip_frost, discarded)

    def current_damage(self) -> DamageRun | None:
        return self.record.current_damage(self)

    def damage_total(self, run: DamageRun) -> int:
        return self.damage.damage_total(self, run)

    def roll_request(self) -> RollRequest:
        s = self.state
        obstacles = tuple(
            OpenBakuganOnField(seat=b.controller, position_cm=(b.rest_cm[0], b.rest_cm[1]))
            for b in s.bakugan
            if b.open and b.rest_cm is not None and not s.players[b.controller].out
        )
        return RollRequest(
            field=dict(s.field),
            throws=dict(s.this_turn.throws),
            seats=s.seats,
            obstacles=obstacles,
            core_labels={cid: self.catalog.cores[s.cores[cid].core_id].label for cid in s.field},
            seat_names={p.seat: p.name for p in s.players},
        )

    # ---- derived facts --------------------------------------------------------------------------

    def invalidate(self) -> None:
        """Forget what was derived from the state; call after changing `state` by hand (tests, editors)."""
        self.version += 1
        self.card_moves += 1
        self._memos = MemoKeeper()  # a change by hand may reach what the board key leaves out
        forget_card_facts(self.state)

    def reading(self, with_stats: bool = False) -> memo_scope:
        """A scope for queries that do not change the state, sharing the memo of this version
        (`with_stats`: and the Bakugan stats of an earlier one, if the board is the same)."""
        state = self.state
        if self.changing or id(state) in ACTIVE:
            return memo_scope(state)
        if with_stats:
            return memo_scope(state, self._memos.with_stats(self, state, self.version))
        return memo_scope(state, self._memos.at(self, state, self.version))

    def reading_at_rest(self) -> memo_scope:
        """The memo of this version even while the engine is changing the state (the game at rest)."""
        return memo_scope(self.state, self._memos.at(self, self.state, self.version))

    def check_memo(self, memo: Memo) -> None:
        """Tests (memo.CHECKS): raise if a kept memo no longer matches the state."""
        check_memo(self.state, self.catalog, memo)
        for seat, part in memo.views.items():
            if part != bakugan_seen(self.state, self.catalog, seat):
                raise AssertionError(f"stale view of the Bakugan for seat {seat} in a kept memo")

    def scan_sources(self) -> list[tuple[int, int | None, Ability]]:
        return scan_static_sources(self.state, self.catalog)

    def stats(self, bid: int) -> Stats:
        if self.changing:  # nothing is kept while the state changes
            return stats(self.state, self.catalog, bid)
        with self.reading(with_stats=True):
            return stats(self.state, self.catalog, bid)

    # ---- the basics every part uses --------------------------------------------------------------

    def move_card(
        self,
        iid: int,
        source: ZoneKey,
        target: ZoneKey,
        *,
        index: int | None = None,
        cause: str = "",
        rule: str = "",
        by: int = -1,
    ) -> None:
        """The one way a card changes zone (game/games/bakugan/rules/card_moves.py): out of `source`, into `target`
        (at its end, or before position `index`), announced as a `Moved` event. `by`: the seat whose
        effect moves a card into or out of play, for the damage record (damage_record.py)."""
        # the lists found here, not by a helper: a game moves a card ~130 times
        if source[0] not in CARD_ZONES or target[0] not in CARD_ZONES:
            raise KeyError(f"no card zone {source[0]!r} or {target[0]!r}")
        self.card_moves += 1
        state = self.state
        name, owner = source
        if name != "batch":
            cards: list[int] = state.bakugan[owner].evos if name == "evos" else getattr(state.players[owner], name)
            if cards and cards[-1] == iid:
                cards.pop()
            else:
                cards.remove(iid)
        name, owner = target
        if name != "batch":
            cards = state.bakugan[owner].evos if name == "evos" else getattr(state.players[owner], name)
            if index is None:
                cards.append(iid)
            else:
                cards.insert(index, iid)
        event = Moved(iid, source, target, cause, rule, by)
        for handler in self._on_moved:
            handler(self, event)

    def move_core(
        self,
        cid: str,
        source: ZoneKey,
        target: ZoneKey,
        *,
        cell: tuple[int, int] | None = None,
        cause: str = "",
        rule: str = "",
        by: int = -1,
    ) -> None:
        """The one way a BakuCore changes place (game/games/bakugan/rules/core_zones.py): off the field, a
        Bakugan or WAITING, onto the field at `cell`, a Bakugan or WAITING; announced as a
        `Moved` event. `by`: the seat whose effect moves it, for the damage record (5.11.2)."""
        s = self.state
        name, ref = source
        if name == "field":
            del s.field[cid]
        elif name == HELD:
            s.bakugan[ref].cores.remove(cid)
        name, ref = target
        if name == "field":
            if cell is None:
                raise ValueError(f"BakuCore {cid} placed on the field without a cell")
            s.field[cid] = cell
        elif name == HELD:
            s.bakugan[ref].cores.append(cid)
        event = Moved(cid, source, target, cause, rule, by)
        for handler in self._on_moved:
            handler(self, event)

    def discard_from_hand(self, seat: int, iid: int) -> None:
        """A card goes from a player's hand to their discard pile (4.5.1); discard triggers fire,
        except for the hand limit in the Reset step, after the last plays of the turn (5.15.1)."""
        self.move_card(iid, ("hand", seat), ("discard", seat), cause="discard", rule="4.5.1")

    def draw(self, seat: int, count: int) -> int:
        player = self.state.players[seat]
        drawn = 0
        for _ in range(count):
            if not player.deck:
                self.log(f"{player.name} has no cards left to draw and skips the draw", "1.17.2")
                break
            self.move_card(player.deck[-1], ("deck", seat), ("hand", seat), cause="draw", rule="1.17.1")
            drawn += 1
        return drawn

    def card(self, iid: int) -> CardDef:
        return self.catalog.cards[self.state.cards[iid].card_id]

    def log(self, text: str, rule: str = "") -> None:
        s = self.state
        s.log.append(LogEntry(turn=s.turn, step=STEP_VALUE[s.step], text=text, rule=rule))

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def bname(self, bid: int) -> str:
        bak = self.state.bakugan[bid]
        card = top_card(self.state, self.catalog, bak)
        return f"{self.name(bak.owner)}'s {'/'.join(card.faction_values)} {card.name}"

    def rng(self) -> random.Random:
        s = self.state
        s.rng_draws += 1
        return random.Random(f"{s.seed}:{s.rng_draws}")

    def seats_from(self, first: int) -> list[int]:
        """Active seats clockwise starting at `first` (rule 8.2.1)."""
        s = self.state
        players = s.players
        # two loops, not a tuple of two ranges unpacked (compiled: two generic range calls and a tuple)
        seats = [seat for seat in range(first, s.seats) if not players[seat].out]
        for seat in range(first):
            if not players[seat].out:
                seats.append(seat)
        return seats

    # ---- the frame stack ------------------------------------------------------------------------

    def push(self, frame: Frame) -> None:
        self.state.frames.append(frame)

    def push_decision(
        self,
        decision: str,
        seat: int,
        *,
        card: int | None = None,
        count: int = 0,
        options: list[Any] | None = None,
        optional: bool = False,
    ) -> None:
        """`seat` owes a decision of this kind (game/games/bakugan/rules/decisions/), answered next."""
        self.state.frames.append(DecisionFrame(decision, seat, count, card, options, optional))

    def push_priority(self, holder: int | None = None, floor: int | None = None) -> None:
        """Open a priority window: from `holder` (the starting player), over the batch entries
        above `floor` (those in the batch now)."""
        s = self.state
        first = s.starting if holder is None else holder
        if s.players[first].out:
            first = self.seats_from(first)[0]
        s.frames.append(PriorityFrame(floor=len(s.batch) if floor is None else floor, holder=first, passes=0))

    def drop_frame(self, frame: Frame) -> None:
        """Take this very frame off the stack (a decision made), wherever it is."""
        drop_frame(self.state.frames, frame)

    def resolving_entry(self) -> BatchEntry | None:
        """The batch entry whose instructions are being carried out, if any (rule 6.7.1)."""
        for frame in reversed(self.state.frames):
            if isinstance(frame, ResolveFrame):
                return frame.entry
        return None

    def resolving_frame(self, entry: BatchEntry) -> ResolveFrame:
        """The frame completing this batch entry (it is on the stack)."""
        return next(f for f in reversed(self.state.frames) if isinstance(f, ResolveFrame) and f.entry is entry)

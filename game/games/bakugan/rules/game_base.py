"""The game's state and catalogue, the memo of derived facts, the basics every part uses (log,
names, seats in order, the frame stack's push helpers, drawing cards) and the engine's tables.

Part of `Game` (game/games/bakugan/rules/engine.py): the parts form one chain of classes, each module one
concern; a part calls only methods of its own part or of the parts below it."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, Final

from game.core.events import EventBus
from game.core.zones import Moved, ZoneKey
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
)
from game.games.bakugan.rules.card_facts import forget_card_facts
from game.games.bakugan.rules.card_moves import CARD_ZONES
from game.games.bakugan.rules.core_zones import HELD
from game.games.bakugan.rules.frames import ChanceFrame, DecisionFrame, Frame, PriorityFrame
from game.games.bakugan.rules.memo import ACTIVE, Memo, MemoKeeper, reading
from game.games.bakugan.rules.state import (
    BatchEntry,
    GameState,
    LogEntry,
    Step,
)
from game.games.bakugan.rules.stats import (
    Stats,
    check_memo,
    scan_static_sources,
    stats,
    top_card,
)
from game.games.bakugan.rules.view_data import BakuganStats, FieldBakugan
from game.games.bakugan.words import Ability, Later
from game.roll.seam import OpenBakuganOnField, RollRequest

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game

VIEW_KEYS: Final = (
    "known_cards",
    "seat",
    "turn",
    "step",
    "phase",
    "step_rule",
    "starting",
    "to_act",
    "decision",
    "players",
    "bakugan",
    "field",
    "batch",
    "winner",
    "hero_factions",
)
HAND_LIMIT: Final = 7  # rule 4.3.2
OPENING_HAND: Final = 5  # rule 1.4.4
MAX_ROLLS_PER_TURN: Final = 60  # a guard against a roll model that never opens; not a rule


def _drop_frame(frames: list[Frame], frame: Frame) -> None:
    """Take this very frame off the stack, if it is there (by identity: `in` and `remove` would
    compare every frame below it field by field, in the dataclass's interpreted __eq__)."""
    for index, listed in enumerate(frames):
        if listed is frame:
            del frames[index]
            return


STEP_VALUE: Final[dict[Step, str]] = {step: step.value for step in Step}
# the rules that react to events (a card moved), shared by every game; subscribed in engine.py
GAME_EVENTS: Final = EventBus()


class GameBase:
    def __init__(self, state: GameState, catalog: Catalog) -> None:
        self.state = state
        self.catalog = catalog
        # Bumped by every change the engine makes and by invalidate(): what is derived from the
        # state (legal actions, the memo of stats) is kept only while the version is the same.
        self.version = 0
        self._changing = 0  # > 0 while the engine is changing the state: nothing is kept then
        self._legal: list[Action] | None = None  # legal actions of the current position
        self._legal_version = -1
        self._memos = MemoKeeper()
        self.events = GAME_EVENTS
        # the subscribers to moves, resolved once (all subscribe as engine.py is imported)
        self._on_moved = GAME_EVENTS.handlers(Moved)

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

    def as_game(self) -> Game:
        """This object as the whole Game, for the modules that take one (effect_ctx, card_choices,
        core_moves): the parts are only ever made as a Game."""
        return self  # type: ignore[return-value]  # not cast(): a call at every decision in pure Python

    def invalidate(self) -> None:
        """Forget what was derived from the state; call after changing `state` by hand (tests, editors)."""
        self.version += 1
        self._memos = MemoKeeper()  # a change by hand may reach what the board key leaves out
        forget_card_facts(self.state)

    def _reading(self, with_stats: bool = False) -> reading:
        """A scope for queries that do not change the state, sharing the memo of this version
        (`with_stats`: and the Bakugan stats of an earlier one, if the board is the same)."""
        state = self.state
        if self._changing or id(state) in ACTIVE:
            return reading(state)
        if with_stats:
            return reading(state, self._memos.with_stats(state, self.version, self._check_memo, self._scan_sources))
        return reading(state, self._memos.at(state, self.version, self._check_memo))

    def _check_memo(self, memo: Memo) -> None:
        check_memo(self.state, self.catalog, memo)
        for seat, part in memo.views.items():
            if part != self._view_bakugan_now(seat):
                raise AssertionError(f"stale view of the Bakugan for seat {seat} in a kept memo")

    def _scan_sources(self) -> list[tuple[int, int | None, Ability]]:
        return scan_static_sources(self.state, self.catalog)

    @property
    def over(self) -> bool:
        return self.state.step is Step.OVER

    def to_act(self) -> int | None:
        """The seat that must act next, CHANCE for a roll outcome, None when the game is over."""
        s = self.state
        if s.step is Step.OVER or not s.frames:
            return None
        top = s.frames[-1]
        if isinstance(top, PriorityFrame):
            return top.holder
        if isinstance(top, DecisionFrame):
            return top.seat
        if isinstance(top, ChanceFrame):
            return CHANCE
        return None

    def card(self, iid: int) -> CardDef:
        return self.catalog.cards[self.state.cards[iid].card_id]

    def stats(self, bid: int) -> Stats:
        if self._changing:  # nothing is kept while the state changes
            return stats(self.state, self.catalog, bid)
        with self._reading(with_stats=True):
            return stats(self.state, self.catalog, bid)

    def pending(self) -> Frame | None:
        return self.state.frames[-1] if self.state.frames else None

    def drop_frame(self, frame: Frame) -> None:
        """Take this very frame off the stack (a decision made), wherever it is."""
        _drop_frame(self.state.frames, frame)

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

    def log(self, text: str, rule: str = "") -> None:
        s = self.state
        s.log.append(LogEntry(turn=s.turn, step=STEP_VALUE[s.step], text=text, rule=rule))

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def bname(self, bid: int) -> str:
        bak = self.state.bakugan[bid]
        card = top_card(self.state, self.catalog, bak)
        return f"{self.name(bak.owner)}'s {'/'.join(f.value for f in card.factions)} {card.name}"

    def rng(self) -> random.Random:
        s = self.state
        s.rng_draws += 1
        return random.Random(f"{s.seed}:{s.rng_draws}")

    def seats_from(self, first: int) -> list[int]:
        """Active seats clockwise starting at `first` (rule 8.2.1)."""
        s = self.state
        players = s.players
        return [seat for seat in (*range(first, s.seats), *range(first)) if not players[seat].out]

    def _push(self, frame: Frame) -> None:
        self.state.frames.append(frame)

    def _decision(
        self,
        decision: str,
        seat: int,
        count: int = 0,
        card: int | None = None,
        options: list[Any] | None = None,
        optional: bool = False,
    ) -> None:
        self._push(DecisionFrame(decision, seat, count, card, options, optional))

    def _push_priority(self, holder: int | None = None, floor: int | None = None) -> None:
        s = self.state
        first = s.starting if holder is None else holder
        if s.players[first].out:
            first = self.seats_from(first)[0]
        self._push(PriorityFrame(floor=len(s.batch) if floor is None else floor, holder=first, passes=0))

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

    def _trigger_ability(self, entry: BatchEntry) -> Ability:
        if entry.kind == "delayed":
            later = self._delayed_effect(entry)
            return Ability(kind="trigger", event=entry.event, optional=later.optional, steps=later.steps)
        return self.catalog.cards[entry.card_id].abilities[entry.ability]

    def _delayed_effect(self, entry: BatchEntry) -> Later:
        card = self.catalog.cards[entry.card_id]
        if entry.ability < 0:
            assert card.play is not None
            steps = card.play.mode_steps(entry.mode)
        else:
            steps = card.abilities[entry.ability].mode_steps(entry.mode)
        effect = steps[entry.origin[0]].effect
        assert isinstance(effect, Later)
        return effect

    def _delayed_steps(self, entry: BatchEntry) -> tuple[Any, ...]:
        return self._delayed_effect(entry).steps

    def _entry_steps(self, entry: BatchEntry, card: CardDef) -> tuple[Any, ...]:
        if entry.kind in ("card", "copy"):
            return card.play.mode_steps(entry.mode) if card.play else ()
        if entry.kind == "delayed":
            return self._delayed_steps(entry)
        return self._trigger_ability(entry).mode_steps(entry.mode)

    def _view_bakugan_now(self, seat: int) -> tuple[FieldBakugan, ...]:
        s = self.state
        cards = s.cards
        bakugan = []
        for b in s.bakugan:
            shown = None
            if b.face_up:
                st = stats(s, self.catalog, b.bid)  # as they are now: an effect may change them (2.5.1)
                shown = BakuganStats(st.bp, st.dr, st.frost, tuple(sorted(st.keywords)), tuple(st.factions))
            bakugan.append(
                FieldBakugan(
                    b.bid,
                    b.owner,
                    b.controller,
                    b.open,
                    b.face_up,
                    b.in_brawl,
                    cards[b.character].card_id if b.face_up or b.owner == seat else None,
                    tuple([cards[i].card_id for i in b.evos]) if b.evos else (),  # mostly none: no
                    tuple([s.cores[c].core_id for c in b.cores]) if b.cores else (),  # comprehension
                    shown,
                )
            )
        return tuple(bakugan)

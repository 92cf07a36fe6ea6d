"""The cardless Toy Battle (shared/rules/README.md), a second ruleset on the same seams.

Each player has three Bakugan and six BakuCores. Both roll; if only one opens it wins the brawl;
if both open, the higher B-Power (Character B-Power plus held BakuCore bonuses) wins, the
starting player winning ties. The winner's Bakugan stays open and the starting player next turn;
the loser's retracts and its BakuCores go back. A player wins once all three of their Bakugan
are open after winning a brawl. Same actions, roll model and runner as the card game.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from game.catalog import Catalog
from game.hexgrid import Cell, frontier
from game.roll import RollRequest, RollResult
from game.rules.actions import CHANCE, Action, Forfeit, PlaceCore, RollResults, SelectBakugan, ThrowBakugan
from game.rules.engine import IllegalAction
from game.rules.state import LogEntry


@dataclass
class ToyBakugan:
    bid: int
    owner: int
    character: str  # card id, for its B-Power and Faction
    open: bool = False
    cores: list[str] = dc_field(default_factory=list)


@dataclass
class ToyState:
    seed: int
    names: list[str]
    bakugan: list[ToyBakugan]
    core_defs: dict[str, str]  # core instance id -> core definition id
    core_owner: dict[str, int]
    field: dict[str, Cell] = dc_field(default_factory=dict)
    to_place: list[tuple[int, str]] = dc_field(default_factory=list)  # (seat, core) still to place
    phase: str = "setup"  # setup | select | throw | chance | over
    starting: int = 0
    selected: dict[int, int] = dc_field(default_factory=dict)
    throws: dict[int, Any] = dc_field(default_factory=dict)
    turn: int = 0
    winner: int | None = None
    log: list[LogEntry] = dc_field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(json.dumps(dataclasses.asdict(self), default=str))
        return data

    def state_hash(self) -> str:
        data = self.to_json()
        data.pop("log", None)
        return hashlib.sha256(json.dumps(data, sort_keys=True).encode()).hexdigest()[:16]


class ToyBattle:
    """Two players, three Bakugan each, no cards."""

    def __init__(self, state: ToyState, catalog: Catalog) -> None:
        self.state = state
        self.catalog = catalog

    @classmethod
    def new(cls, teams: list[tuple[str, list[str], list[str]]], catalog: Catalog, seed: int = 0) -> ToyBattle:
        """teams: (name, three Character card ids, six core ids) per player."""
        if len(teams) != 2:
            raise ValueError("Toy Battle is for two players")
        bakugan: list[ToyBakugan] = []
        core_defs: dict[str, str] = {}
        owners: dict[str, int] = {}
        for seat, (_name, characters, cores) in enumerate(teams):
            if len(characters) != 3:
                raise ValueError("each player brings three Bakugan")
            for card_id in characters:
                bakugan.append(ToyBakugan(bid=len(bakugan), owner=seat, character=card_id))
            for n, core_id in enumerate(cores, start=1):
                cid = f"s{seat}c{n}"
                core_defs[cid] = core_id
                owners[cid] = seat
        state = ToyState(
            seed=seed, names=[t[0] for t in teams], bakugan=bakugan, core_defs=core_defs, core_owner=owners
        )
        first = random.Random(f"{seed}:toss").randrange(2)
        state.starting = first
        order = [first, 1 - first]
        per_seat = {s: [c for c in core_defs if owners[c] == s] for s in (0, 1)}
        state.to_place = [(order[k % 2], per_seat[order[k % 2]][k // 2]) for k in range(12)]
        state.starting = order[1]  # whoever placed last rolls first (rule 1.14.1 reading)
        game = cls(state, catalog)
        game._log(f"{state.names[first]} wins the BakuCore toss and places first", "7.5.1")
        return game

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    def _log(self, text: str, rule: str = "") -> None:
        self.state.log.append(LogEntry(turn=self.state.turn, step=self.state.phase, text=text, rule=rule))

    def bp(self, bak: ToyBakugan) -> int:
        card = self.catalog.cards[bak.character]
        total = card.bp or 0
        factions = {f.value for f in card.factions}
        for cid in bak.cores:
            core = self.catalog.cores[self.state.core_defs[cid]]
            total += core.bp
            if factions & {f.value for f in core.condition_factions}:
                total += core.condition_bp
        return max(0, total)

    def to_act(self) -> int | None:
        s = self.state
        if s.phase == "over":
            return None
        if s.phase == "setup":
            return s.to_place[0][0]
        if s.phase == "chance":
            return CHANCE
        pending = [
            seat
            for seat in (s.starting, 1 - s.starting)
            if (seat not in s.selected if s.phase == "select" else seat not in s.throws)
        ]
        return pending[0]

    def legal_actions(self) -> list[Action]:
        s = self.state
        seat = self.to_act()
        if seat is None or seat == CHANCE:
            return []
        if s.phase == "setup":
            core = s.to_place[0][1]
            return [PlaceCore(seat=seat, core=core, cell=c) for c in frontier(s.field.values())]
        if s.phase == "select":
            return [SelectBakugan(seat=seat, bakugan=b.bid) for b in s.bakugan if b.owner == seat and not b.open]
        return [ThrowBakugan(seat=seat, throw=None)]

    def roll_request(self) -> RollRequest:
        return RollRequest(field=dict(self.state.field), throws=dict(self.state.throws), seats=2)

    def apply(self, action: Action) -> None:
        s = self.state
        if isinstance(action, Forfeit):
            if s.phase == "over":
                raise IllegalAction("4.4.4", "the game is over")
            self._win(1 - action.seat, f"{s.names[action.seat]} forfeits")
            return
        if isinstance(action, RollResults):
            if s.phase != "chance":
                raise IllegalAction("5.7.1", "no roll is waiting for its outcome")
            self._brawl(action)
            return
        if isinstance(action, ThrowBakugan) and s.phase == "throw" and action.seat == self.to_act():
            s.throws[action.seat] = action.throw
            if len(s.throws) == 2:
                s.phase = "chance"
            return
        if action not in self.legal_actions():
            raise IllegalAction("1.14", f"{action} is not legal now")
        if isinstance(action, PlaceCore):
            s.to_place.pop(0)
            s.field[action.core] = action.cell
            if not s.to_place:
                s.phase = "select"
                s.turn = 1
        elif isinstance(action, SelectBakugan):
            s.selected[action.seat] = action.bakugan
            if len(s.selected) == 2:
                s.phase = "throw"

    def _brawl(self, action: RollResults) -> None:
        s = self.state
        outcomes = action.by_seat()
        if set(outcomes) != {0, 1}:
            raise IllegalAction("5.7.1", "both players' roll outcomes are needed")
        opened = []
        for seat in (s.starting, 1 - s.starting):
            bak = s.bakugan[s.selected[seat]]
            outcome = outcomes[seat]
            if outcome.result is RollResult.OPENED:
                bak.open = True
                bak.cores = [c for c in outcome.cores if c in s.field]
                opened.append(bak)
                self._log(
                    f"{s.names[seat]}'s {self.catalog.cards[bak.character].name} opens ({self.bp(bak)} B-Power)",
                    "5.7.2",
                )
            else:
                self._log(f"{s.names[seat]}'s Bakugan does not open ({outcome.result.value})", "5.7.2")
        for bak in opened:
            for cid in bak.cores:
                s.field.pop(cid, None)
        s.throws = {}
        if not opened:
            self._log("Neither Bakugan opened: roll again", "5.7.2")
            s.phase = "throw"
            return
        winner = max(opened, key=lambda b: (self.bp(b), b.owner == s.starting))
        self._log(f"{s.names[winner.owner]} wins the brawl", "5.10.1")
        for bak in opened:
            if bak is not winner:
                self._retract(bak)
        s.starting = winner.owner
        s.selected = {}
        s.turn += 1
        if all(b.open for b in s.bakugan if b.owner == winner.owner):
            self._win(winner.owner, "all three of their Bakugan are open")
            return
        s.phase = "select"

    def _retract(self, bak: ToyBakugan) -> None:
        bak.open = False
        for cid in bak.cores:
            if not any(cid in other.cores for other in self.state.bakugan if other is not bak):
                self.state.field[cid] = frontier(self.state.field.values())[0]
        bak.cores = []

    def _win(self, seat: int, why: str) -> None:
        s = self.state
        s.winner = seat
        s.phase = "over"
        self._log(f"{s.names[seat]} wins the Toy Battle ({why})", "9")

    def view(self, seat: int) -> dict[str, Any]:
        s = self.state
        return {
            "seat": seat,
            "phase": s.phase,
            "turn": s.turn,
            "starting": s.starting,
            "bakugan": [
                {"bid": b.bid, "owner": b.owner, "open": b.open, "bp": self.bp(b) if b.open else None}
                for b in s.bakugan
            ],
            "field": {k: list(v) for k, v in s.field.items()},
            "winner": s.winner,
        }

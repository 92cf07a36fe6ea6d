"""Toy Battle on the core: its declaration (zones, phases, decision kinds, win condition) and
the game object the runner, the players and the table use.

Each player has three Bakugan and six BakuCores. After the BakuCore toss the players place their
cores in turn; whoever placed last starts. Each turn both select an unopened Bakugan and throw;
the roll decides the brawl (game/games/toy_battle/decisions/roll.py). A player wins once all three of their
Bakugan are open after winning a brawl."""

from __future__ import annotations

import random
from typing import Any

from game.core import CHANCE, CoreGame, CoreState, DecisionRegistry, Moved, Phase, Rules, WinCondition, ZoneTable
from game.core.errors import IllegalAction
from game.games.toy_battle.decisions import place_core, roll, select, throw
from game.games.toy_battle.pieces import Pieces
from game.games.toy_battle.state import BAKUGAN_EACH, CORES_EACH, ZONES, ToyBakugan, ToyState, field_zone, on_zone
from game.games.toy_battle.view import ToyView, make_view
from game.roll.actions import Forfeit
from game.roll.hexgrid import frontier
from game.roll.seam import RollRequest

Team = tuple[str, list[str], list[str]]  # name, three Character card ids, six BakuCore ids


def _setup(game: ToyBattle) -> None:
    """The toss decides who places first (rule 7.5.1); players alternate; the last placer starts (1.14.1)."""
    s = game.state
    first = random.Random(f"{s.seed}:toss").randrange(2)
    order = [first, 1 - first]
    game.log(f"{game.core.names[first]} wins the BakuCore toss and places first", "7.5.1")
    supplies = [list(game.core.zones[("supply", seat)]) for seat in (0, 1)]
    turns = [order[k % 2] for k in range(2 * CORES_EACH)]
    game.ask_in_order([("place_core", seat, {"core": supplies[seat][k // 2]}) for k, seat in enumerate(turns)])
    s.starting = s.first_starter = order[1]


def _select(game: ToyBattle) -> None:
    s = game.state
    game.ask_in_order([("select", seat, {}) for seat in (s.starting, 1 - s.starting)])


def _throw(game: ToyBattle) -> None:
    s = game.state
    game.ask_in_order([("throw", seat, {}) for seat in (s.starting, 1 - s.starting)])


def _roll(game: ToyBattle) -> None:
    game.ask("roll", CHANCE)


def _all_open(game: ToyBattle) -> int | None:
    for seat in (0, 1):
        if len(game.core.zones[("open", seat)]) == BAKUGAN_EACH:
            return seat
    return None


def _cores_return(game: ToyBattle, event: Moved) -> None:
    """A retracting Bakugan's BakuCores go back onto the field (rule 5.13.2)."""
    if event.cause != "retract":
        return
    bid = int(event.item)
    for core in list(game.core.zones[on_zone(bid)]):
        game.state.cells[str(core)] = frontier(game.state.cells.values())[0]
        game.move(core, field_zone(), cause="return", rule="5.13.2")


def _forfeit(game: ToyBattle, action: Forfeit) -> None:
    if action.seat not in (0, 1):
        raise IllegalAction("1.1.1", f"there is no player {action.seat}: Toy Battle is for two players")
    game.win(1 - action.seat, f"{game.core.names[action.seat]} forfeits", "4.4.4")


TOY_RULES: Rules[ToyBattle] = Rules(
    name="toy-battle",
    zones=ZONES,
    setup=(Phase("setup", _setup, "1.4.3"),),
    turn=(Phase("select", _select, "5.6.1"), Phase("throw", _throw, "5.7.1"), Phase("roll", _roll, "5.7.2")),
    decisions=DecisionRegistry([place_core.KIND, select.KIND, throw.KIND, roll.KIND]),
    wins=(WinCondition("all three of their Bakugan are open", "9", _all_open),),
    anytime={Forfeit: _forfeit},
    subscribers=((Moved, _cores_return),),
)


class ToyBattle(CoreGame[ToyState]):
    """Two players, three Bakugan each, no cards."""

    rules = TOY_RULES

    def __init__(self, state: ToyState, catalog: Pieces) -> None:
        super().__init__(state)
        self.catalog = catalog

    @classmethod
    def new(cls, teams: list[Team], catalog: Pieces, seed: int = 0) -> ToyBattle:
        if len(teams) != 2:
            raise ValueError("Toy Battle is for two players")
        zones = ZoneTable(ZONES, 2)
        bakugan: list[ToyBakugan] = []
        core_defs: dict[str, str] = {}
        for seat, (_name, characters, cores) in enumerate(teams):
            if len(characters) != BAKUGAN_EACH:
                raise ValueError("each player brings three Bakugan")
            if len(cores) != CORES_EACH:
                raise ValueError("each player brings six BakuCores")
            for card_id in characters:
                bid = len(bakugan)
                bakugan.append(ToyBakugan(bid=bid, owner=seat, character=card_id))
                zones.move(bid, ("closed", seat))
                zones.add(on_zone(bid))
            for n, core_id in enumerate(cores, start=1):
                cid = f"s{seat}c{n}"
                core_defs[cid] = core_id
                zones.move(cid, ("supply", seat))
        core = CoreState(seats=2, names=[t[0] for t in teams], zones=zones)
        game = cls(ToyState(core=core, seed=seed, bakugan=bakugan, core_defs=core_defs), catalog)
        game.start()
        return game

    def clone(self) -> ToyBattle:
        return ToyBattle(self.state.copy(), self.catalog)

    @property
    def phase(self) -> str:
        return "over" if self.core.over else self.core.phase

    def bp(self, bid: int) -> int:
        """Character B-Power plus the held BakuCores' bonuses (rule 2.9.2: never below zero)."""
        card = self.catalog.cards[self.state.bakugan[bid].character]
        total = card.bp or 0
        factions = {f.value for f in card.factions}
        for cid in self.state.cores_on(bid):
            core = self.catalog.cores[self.state.core_defs[cid]]
            total += core.bp
            if factions & {f.value for f in core.condition_factions}:
                total += core.condition_bp
        return max(0, total)

    def bakugan_name(self, bid: int) -> str:
        return self.catalog.cards[self.state.bakugan[bid].character].name

    def faction(self, bid: int) -> str:
        factions = self.catalog.cards[self.state.bakugan[bid].character].factions
        return factions[0].value if factions else ""

    def core_label(self, cid: str) -> str:
        return self.catalog.cores[self.state.core_defs[cid]].label

    def roll_request(self) -> RollRequest:
        s = self.state
        return RollRequest(
            field=dict(s.cells),
            throws=dict(s.throws),
            seats=2,
            core_labels={c: self.core_label(c) for c in s.cells},
            seat_names=dict(enumerate(self.core.names)),
        )

    def view(self, seat: int) -> ToyView:
        return make_view(self, seat)

    def explain_illegal(self, action: Any) -> IllegalAction:
        decision = self.pending()
        if decision is None:
            return IllegalAction("", "the game is over")
        return self.kind(decision).explain(self, decision, action)

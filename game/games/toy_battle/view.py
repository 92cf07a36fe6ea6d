"""What one Toy Battle seat sees: everything (the game hides nothing), as typed data. The view
keeps a copy of the state, never the game, so `sample_world` gives a game to play out that
shares nothing with the real one; the copy's seed is 0 (the seed drew the BakuCore toss and
decides nothing after it, but it is no fact a seat sees)."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.games.toy_battle.pieces import Pieces
from game.games.toy_battle.state import ToyState
from game.roll.hexgrid import Cell

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


@dataclass(frozen=True)
class BakuganSight:
    bid: int
    owner: int
    name: str
    faction: str
    open: bool
    bp: int  # with the BakuCores it holds
    cores: tuple[str, ...]


@dataclass(frozen=True)
class CoreSight:
    core: str
    owner: int
    label: str
    bp: int  # its B-Power bonus
    cell: Cell | None  # None while in its owner's supply or on a Bakugan


@dataclass(frozen=True)
class ToyView:
    seat: int
    names: tuple[str, ...]
    phase: str
    turn: int
    starting: int
    to_act: int | None
    bakugan: tuple[BakuganSight, ...]
    cores: tuple[CoreSight, ...]
    selected: tuple[tuple[int, int], ...]  # (seat, bid) chosen this brawl
    winner: int | None
    log: tuple[str, ...]
    _state: ToyState = field(repr=False, compare=False)
    _catalog: Pieces = field(repr=False, compare=False)

    def mine(self) -> list[BakuganSight]:
        return [b for b in self.bakugan if b.owner == self.seat]

    def theirs(self) -> list[BakuganSight]:
        return [b for b in self.bakugan if b.owner != self.seat]

    def sample_world(self, rng: random.Random) -> ToyBattle:
        """Nothing is hidden in Toy Battle: the world is the game as it stands, copied."""
        from game.games.toy_battle.game import ToyBattle

        return ToyBattle(self._state.copy(), self._catalog)


def make_view(game: ToyBattle, seat: int) -> ToyView:
    s = game.state
    bakugan = tuple(
        BakuganSight(
            b.bid,
            b.owner,
            game.bakugan_name(b.bid),
            game.faction(b.bid),
            s.is_open(b.bid),
            game.bp(b.bid),
            tuple(s.cores_on(b.bid)),
        )
        for b in s.bakugan
    )
    owner_of = {cid: int(cid[1]) for cid in s.core_defs}
    cores = tuple(
        CoreSight(
            cid,
            owner_of[cid],
            game.core_label(cid),
            game.catalog.cores[s.core_defs[cid]].bp,
            s.cells.get(cid),
        )
        for cid in s.core_defs
    )
    return ToyView(
        seat=seat,
        names=tuple(game.core.names),
        phase=game.phase,
        turn=game.core.turn,
        starting=s.starting,
        to_act=game.to_act(),
        bakugan=bakugan,
        cores=cores,
        selected=tuple(sorted(s.selected.items())),
        winner=game.core.winner,
        log=tuple(e.text for e in game.core.log[-12:]),
        _state=dataclasses.replace(s.copy(), seed=0),
        _catalog=game.catalog,
    )

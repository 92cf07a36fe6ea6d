"""What must hold in every Toy Battle state: each Bakugan closed or open on its owner's side, each
BakuCore in exactly one place (its owner's supply, the field at a cell of its own, or on an opened
Bakugan), the selections made by their owners, a winner exactly when the game is over (no draws:
the state hash relies on it), and a decision owed while the game goes on. Random games check
these after every action (tests/games/)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.checks import decision_problems, placement_problems
from game.games.toy_battle.state import field_zone

if TYPE_CHECKING:
    from game.games.toy_battle.game import ToyBattle


def check_invariants(game: ToyBattle) -> list[str]:
    """Every invariant that does not hold, in words (empty: all hold)."""
    s = game.state
    zones = s.core.zones
    problems = placement_problems(s.core, [b.bid for b in s.bakugan] + list(s.core_defs)) + decision_problems(s.core)
    for b in s.bakugan:
        if zones.zone_of(b.bid) not in (("closed", b.owner), ("open", b.owner)):
            problems.append(f"Bakugan {b.bid} of seat {b.owner} is in {zones.zone_of(b.bid)}")
        if zones[("on", b.bid)] and not s.is_open(b.bid):
            problems.append(f"Bakugan {b.bid} holds BakuCores while closed")
    for cid in s.core_defs:
        where = zones.zone_of(cid)
        if where is not None and where[0] == "supply" and where[1] != int(cid[1]):
            problems.append(f"BakuCore {cid} is in {where}")
    on_field = {str(c) for c in zones[field_zone()]}
    if set(s.cells) != on_field:
        problems.append(f"cells for {sorted(s.cells)}, BakuCores on the field {sorted(on_field)}")
    if len(set(s.cells.values())) != len(s.cells):
        problems.append("two BakuCores on one cell")
    problems += [
        f"seat {seat} selected Bakugan {bid}" for seat, bid in s.selected.items() if s.bakugan[bid].owner != seat
    ]
    if s.core.over != (s.core.winner is not None):
        problems.append(f"over is {s.core.over} with the winner {s.core.winner}")
    return problems

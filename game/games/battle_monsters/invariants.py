"""What must hold in every Battle Monsters state, whatever was played: each card in exactly one
zone and that zone its owner's (a monster taken by an effect excepted, on the field face up: R20),
a borrowed card on the field of the seat that took it, no negative lives, stances only for cards on the field, play
times and boosts only for cards that can have them, one turn at a time, and a decision owed
while the game goes on. Random games check these after every action (tests/games/)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.checks import decision_problems, placement_problems
from game.games.battle_monsters.actions import STANCES

if TYPE_CHECKING:
    from game.games.battle_monsters.game import BattleMonsters


def check_invariants(game: BattleMonsters) -> list[str]:
    """Every invariant that does not hold, in words (empty: all hold)."""
    s = game.state
    problems = placement_problems(s.core, s.cards) + decision_problems(s.core)
    for key, items in s.core.zones.contents.items():
        problems += [
            f"card {i} of seat {s.owner.get(int(i))} is in {key}"
            for i in items
            if s.owner.get(int(i)) != key[1] and not (key[0] == "field" and game.card(int(i)).is_monster)
        ]
    problems += [f"borrowed card {i} is not on the field" for i in s.borrowed if game.where(i) != "field"]
    problems += [f"borrowed card {i} is back where it came from" for i, o in s.borrowed.items() if s.side(i) == o]
    problems += [f"seat {seat} has {n} lives" for seat, n in enumerate(s.lives) if n < 0]
    if s.clock < 0 or s.shuffles < 0:
        problems.append(f"a negative count: clock {s.clock}, shuffles {s.shuffles}")
    on_field = {i for seat in (0, 1) for i in s.field_of(seat)}
    if set(s.stance) != on_field:
        problems.append(f"stances {sorted(s.stance)} for the field's cards {sorted(on_field)}")
    problems += [f"card {i} has the stance {v!r}" for i, v in s.stance.items() if v not in STANCES]
    if not set(s.seq) <= {i for i in on_field if s.visible(i)}:
        problems.append(f"play times kept for cards not face up on the field: {sorted(set(s.seq) - on_field)}")
    if any(seq > s.clock for seq in s.seq.values()):
        problems.append("a card played later than the clock says")
    if any(b.card not in on_field for b in s.boosts):
        problems.append("a boost on a card off the field")
    if sum(d.kind == "turn" for d in s.core.pending) > 1:
        problems.append("two turns pending")
    if s.first not in (-1, 0, 1):
        problems.append(f"first player {s.first}")
    return problems

"""What must hold in every Fusion World state, whatever was played: each card in exactly one zone
and that zone its owner's (cards under an evolved card: the same owner as the card on top), each
Leader in its Leader area, exhausted cards and power changes only on cards in play, an attacker in
play during its battle, and a decision owed while the game goes on. Random games check these
after every action (tests/games/)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.checks import decision_problems, placement_problems
from game.games.fusion_world.state import IN_PLAY

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld


def check_invariants(game: FusionWorld) -> list[str]:
    """Every invariant that does not hold, in words (empty: all hold)."""
    s = game.state
    zones = s.core.zones
    problems = placement_problems(s.core, s.cards) + decision_problems(s.core)
    for key, items in zones.contents.items():
        whose = s.owner.get(key[1]) if key[0] == "under" else key[1]
        problems += [
            f"card {i} of seat {s.owner.get(int(i))} is in {key}" for i in items if s.owner.get(int(i)) != whose
        ]
    for seat, leader in enumerate(s.leaders):
        if zones.zone_of(leader) != ("leader", seat):
            problems.append(f"seat {seat}'s Leader is in {zones.zone_of(leader)}")
    in_play = {int(i) for (name, _), items in zones.contents.items() if name in IN_PLAY for i in items}
    if not s.exhausted <= in_play:
        problems.append(f"cards exhausted out of play: {sorted(s.exhausted - in_play)}")
    problems += [f"a power change on card {b.card}, out of play" for b in s.buffs if b.card not in in_play]
    if s.battle is not None and not s.core.over and s.battle.attacker not in in_play:
        problems.append(f"the attacker {s.battle.attacker} is out of play during its battle")
    if s.shuffles < 0 or s.first not in (0, 1):
        problems.append(f"shuffles {s.shuffles}, first player {s.first}")
    return problems

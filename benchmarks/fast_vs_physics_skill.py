"""The fast roll model against full physics at each throwing skill of the skill sweep, on the rolls
of real games (game/games/bakugan/sim/roll_check.py), and a synthetic practice check of rolling profiles.
Prints figures; asserts nothing (tests/sim/test_skill_sweep.py and test_roll_profile.py do).

Usage: python benchmarks/fast_vs_physics_skill.py [THROWS_PER_SKILL] [GAMES]   (defaults: 8000 12)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.sim.roll_check import compare_open_rates, game_roll_requests
from game.games.bakugan.sim.skill_sweep import DEFAULT_SKILLS
from game.roll.throwers import ThrowerSpec


def main() -> None:
    throws = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    requests = game_roll_requests(games, seed=3)
    print(f"{len(requests)} roll requests from {games} heuristic games; {throws} throws a skill (both seats throw)")
    for skill in DEFAULT_SKILLS:
        start = time.process_time()
        rates = compare_open_rates(requests, ThrowerSpec(skill=skill), throws, seed=5)
        print(
            f"  skill {skill:<4g} physics opens {100 * rates.physics:5.1f}%, fast model {100 * rates.fast:5.1f}%: "
            f"gap {100 * rates.gap:+.1f} points ({time.process_time() - start:.1f} CPU s)",
            flush=True,
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()

"""Rolling profiles against the practice they were fitted on: for stand-in players (the thrower
model at a skill, some with a release habit), the practice and the profile's throws side by side:
open rate, attach rate (held a core) and the average release spot. Prints figures, asserts nothing
(tests/sim/test_roll_profile.py holds the 3-point bar).
Usage: python benchmarks/profile_check.py [THROWS]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.sim.roll_profile import check_profile, fit_profile
from tests.sim.test_roll_profile import PLAYERS, practice


def main() -> None:
    throws = int(sys.argv[1]) if len(sys.argv) > 1 else 1500
    for skill, styles, habit in PLAYERS:
        start = time.process_time()
        records = practice(throws, skill, styles, seed=3, release_habit=habit)
        profile = fit_profile("Ann", records)
        check = check_profile(profile, records, per_field=2)
        kinds = "+".join(style.value for style in styles)
        (pl, pd), (sl, sd) = check.practice_release, check.simulated_release
        print(
            f"skill {skill:.2f} {kinds:18s} habit {habit[0]:+.0f},{habit[1]:+.0f} cm: "
            f"open {100 * check.practice_open:.1f} -> {100 * check.simulated_open:.1f}, "
            f"attach {100 * check.practice_attach:.1f} -> {100 * check.simulated_attach:.1f}, "
            f"release (across, behind the line) ({pl:+.1f}, {pd:.1f}) -> ({sl:+.1f}, {sd:.1f}) cm; worst gap "
            f"{100 * check.worst_rate_gap():.1f} points ({check.practice_throws} practice, "
            f"{check.simulated_throws} made; {time.process_time() - start:.0f} CPU s)",
            flush=True,
        )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()

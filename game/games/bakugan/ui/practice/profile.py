"""Practice throws are recorded for the player's rolling profile (game/games/bakugan/sim/roll_profile.py); the
profile is fitted in a background thread, off the frame loop, and said in a banner."""

from __future__ import annotations

import threading
from pathlib import Path

from game.games.bakugan.sim.roll_profile import (
    ProfileError,
    ThrowRecord,
    check_profile,
    fit_profile,
    load_throws,
    record_throw,
    save_profile,
)

DEFAULT_PLAYER = "me"


def record_attempt(player: str, record: ThrowRecord, folder: Path | None = None) -> str | None:
    """Keep one practice throw; a problem writing it is said, never raised (practice goes on)."""
    try:
        record_throw(player, record, folder)
    except (OSError, ProfileError) as exc:
        return f"This throw was not recorded for {player}'s profile: {exc}"
    return None


class ProfileJob:
    """Fits and saves the player's profile from every throw recorded so far, in a thread."""

    def __init__(self, player: str, folder: Path | None = None, *, background: bool = True) -> None:
        self.player = player
        self.folder = folder
        self.banner: tuple[str, str, str] | None = None  # set when done
        self.thread: threading.Thread | None = None
        if background:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()
        else:
            self._run()

    @property
    def finished(self) -> bool:
        return self.banner is not None

    def _run(self) -> None:
        try:
            records, problems = load_throws(self.player, self.folder)
            profile = fit_profile(self.player, records)
            check = check_profile(profile, records, per_field=2)
            save_profile(profile, self.folder)
        except (OSError, ProfileError) as exc:
            self.banner = ("NO PROFILE YET", str(exc), "bad")
            return
        skipped = f" {len(problems)} unreadable lines skipped." if problems else ""
        self.banner = (
            f"PROFILE SAVED: throws like skill {profile.like_skill:.2f}",
            f"{profile.throws} throws: you opened {100 * check.practice_open:.0f}%, your profile's throws "
            f"{100 * check.simulated_open:.0f}%. Aim ±{profile.aim_sd_deg:.1f}°, speed ±"
            f"{100 * profile.speed_sd_rel:.0f}%. Deck tests: --roll-profile {self.player}.{skipped}",
            "good",
        )

"""Fitting a player's rolling profile from every throw practice recorded, saving it, and the
profile in words: what `profile fit`, `profile show` and practice's `Y` share."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.games.bakugan.sim.roll_profile import (
    ProfileCheck,
    RollProfile,
    check_profile,
    fit_profile,
    load_throws,
    save_profile,
    throws_path,
)


@dataclass(frozen=True)
class Fitted:
    profile: RollProfile
    check: ProfileCheck
    path: Path  # where it was saved
    skipped: list[str]  # practice lines that could not be read (file:line: what)


def fit_and_save(player: str, folder: Path | None = None, per_field: int = 2) -> Fitted:
    """Fit `player`'s profile to every recorded throw, check it against them through the physics
    and save it (ProfileError: too few throws or a bad name; OSError: it cannot be saved)."""
    records, skipped = load_throws(player, folder)
    profile = fit_profile(player, records)
    check = check_profile(profile, records, per_field=per_field)
    path = save_profile(profile, folder)
    return Fitted(profile, check, path, skipped)


def check_lines(check: ProfileCheck) -> list[str]:
    """The profile's throws against practice, line by line."""
    return [
        f"opened: practice {100 * check.practice_open:.1f}% of {check.practice_throws} throws, the profile's "
        f"throws {100 * check.simulated_open:.1f}% of {check.simulated_throws} (through the physics, same fields)",
        f"held a core: practice {100 * check.practice_attach:.1f}%, the profile's throws "
        f"{100 * check.simulated_attach:.1f}%",
        f"release spot (cm right of the middle, cm behind the line): practice "
        f"{check.practice_release[0]:.1f}, {check.practice_release[1]:.1f}; the profile's throws "
        f"{check.simulated_release[0]:.1f}, {check.simulated_release[1]:.1f}",
    ]


def profile_lines(profile: RollProfile, folder: Path | None = None) -> list[str]:
    """Every figure of a profile, in words, and the throws recorded since it was fitted."""
    recorded, _ = load_throws(profile.name, folder)
    newer = len(recorded) - profile.throws
    styles = ", ".join(f"{100 * share:.0f}% {style}" for style, share in sorted(profile.styles.items()))
    return [
        f"{profile.name}: fitted to {profile.throws} throws"
        + (f" ({newer} more recorded since: `profile fit {profile.name}` refits)" if newer > 0 else ""),
        f"  throws like the thrower model at skill {profile.like_skill:.2f} (0 careless, 1 practised)",
        f"  practice: opened {100 * profile.open_rate:.1f}%, held a core {100 * profile.attach_rate:.1f}%",
        f"  aim: spread {profile.aim_sd_deg:.2f} deg, habit {profile.aim_bias_deg:+.2f} deg (+: to the right)",
        f"  speed: spread {100 * profile.speed_sd_rel:.1f}%, habit {100 * profile.speed_bias_rel:+.1f}% (+: faster)",
        f"  magnet hold: spread {profile.magnet_sd_deg:.1f} deg, habit {profile.magnet_bias_deg:+.1f} deg",
        f"  release: {profile.release_words()}; habit against the ideal release "
        f"{profile.release_lateral_bias_cm:+.1f} cm across, {profile.release_depth_bias_cm:+.1f} cm in depth",
        f"  styles: {styles}",
        f"  recorded throws: {throws_path(profile.name, folder)}",
        f"  deck tests: simulate --roll-profile {profile.name}",
    ]

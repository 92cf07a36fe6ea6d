"""Computer seats at the table that throw like a player: the rolling profiles saved by practice
(game/games/bakugan/sim/roll_profile.py) that can be offered, and the table's roll model with those seats
throwing from their profiles (game/roll/throwers.py). The new-game screen offers the profiles;
GameSession builds its roll model from the names (a game from that screen or from
`play --roll-profile`, and a saved game, which keeps them)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.games.bakugan.sim.roll_profile import ProfileError, ProfileFileError, list_profiles, load_profile
from game.games.bakugan.ui.players import best_roll_model
from game.roll.seam import RollModel
from game.roll.throwers import ThrowerSpec, seat_throwers


@dataclass(frozen=True)
class SavedProfiles:
    """The profiles in the user folder: those that load, and what is wrong with each that does not."""

    usable: tuple[str, ...] = ()
    damaged: dict[str, str] = field(default_factory=dict)  # name -> its file (and line) and the problem
    about: dict[str, str] = field(default_factory=dict)  # a usable profile's name -> how it throws, in a line

    @classmethod
    def read(cls, folder: Path | None = None) -> SavedProfiles:
        usable: list[str] = []
        damaged: dict[str, str] = {}
        about: dict[str, str] = {}
        try:
            names = list_profiles(folder)
        except OSError as exc:  # the folder itself cannot be listed: nothing offered, nothing lost
            return cls((), {"roll_profiles": str(exc)})
        for name in names:
            try:
                profile = load_profile(name, folder)
            except ProfileError as exc:  # also a file name that is not a profile name
                damaged[name] = profile_problem(exc, name)
            else:
                usable.append(name)
                about[name] = (
                    f"{name} in practice: {profile.throws} throws, {100 * profile.open_rate:.0f}% opened, "
                    f"aim spread ±{profile.aim_sd_deg:.1f}°"
                )
        return cls(tuple(usable), damaged, about)

    def damaged_note(self) -> str:
        """One line naming the damaged profiles (the first with its problem), or ""."""
        if not self.damaged:
            return ""
        first = next(iter(self.damaged.values()))
        more = f" (and {len(self.damaged) - 1} more)" if len(self.damaged) > 1 else ""
        return f"Rolling profile not offered: {first}{more}"


def profile_problem(exc: ProfileError, name: str) -> str:
    """What is wrong with the profile `name` that did not load, as the screens say it: its file
    (and line) and the problem ("Mia.json:1: not valid JSON: ...")."""
    if isinstance(exc, ProfileFileError):
        where = Path(exc.path).name if exc.path else f"{name}.json"
        return f"{where}:{exc.line}: {exc.problem}" if exc.line else f"{where}: {exc.problem}"
    return f"{name}.json: {exc}"


def table_roll_model(
    profiles: dict[int, str], base: RollModel | None = None, folder: Path | None = None
) -> RollModel | None:
    """The roll model with each seat in `profiles` throwing like its named profile, the others as
    `base` (None: the best model, physics) throws; `base` itself when no seat has a profile.

    Raises ProfileError (a ValueError) for a profile that cannot be read, and ValueError when the
    roll model has no throws to make (the probabilistic model)."""
    if not profiles:
        return base
    specs: dict[int, ThrowerSpec | None] = {seat: load_profile(name, folder).spec() for seat, name in profiles.items()}
    return seat_throwers(base if base is not None else best_roll_model(), specs)

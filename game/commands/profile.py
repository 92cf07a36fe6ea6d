"""`profile`: players' rolling profiles without the window: fit one from the throws practice
recorded (as practice's Y does), list them, show one (game/games/bakugan/sim/roll_profile.py)."""

from __future__ import annotations

import argparse
from typing import Any

from game.games.bakugan.sim.profile_fit import check_lines, fit_and_save, profile_lines
from game.games.bakugan.sim.roll_profile import (
    MIN_THROWS,
    ProfileError,
    check_name,
    list_profiles,
    load_profile,
    load_throws,
    throws_path,
)
from game.ui.saves import data_dir


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("profile", help="rolling profiles: fit one from practice throws, list, show")
    actions = parser.add_subparsers(dest="profile_command", metavar="ACTION", required=True)
    fit = actions.add_parser("fit", help="fit NAME's profile to every throw practice recorded, check it and save it")
    fit.add_argument("name", metavar="NAME", help="the player (practice --player NAME; default there: me)")
    fit.add_argument(
        "--check-throws", type=int, default=2, help="throws made from the profile on each practice field (default 2)"
    )
    fit.set_defaults(func=run_fit)
    listing = actions.add_parser("list", help="the profiles saved, and players with throws but no profile yet")
    listing.set_defaults(func=run_list)
    show = actions.add_parser("show", help="every figure of NAME's profile")
    show.add_argument("name", metavar="NAME")
    show.set_defaults(func=run_show)


def _checked_name(name: str) -> str | None:
    try:
        return check_name(name)
    except ProfileError as exc:
        print(exc)
        return None


def run_fit(args: argparse.Namespace) -> int:
    name = _checked_name(args.name)
    if name is None:
        return 2
    if not 1 <= args.check_throws <= 20:
        print("--check-throws takes 1 to 20")
        return 2
    if not throws_path(name).exists():
        print(f"{throws_path(name)}: no throws recorded for {name}: practise with `practice --player {name}`")
        return 1
    try:
        fitted = fit_and_save(name, per_field=args.check_throws)
    except ProfileError as exc:  # too few throws
        print(exc)
        return 1
    except OSError as exc:
        print(f"the profile could not be saved: {exc}")
        return 1
    for problem in fitted.skipped:
        print(f"skipped: {problem}")
    print(f"saved {fitted.path}")
    for line in profile_lines(fitted.profile):
        print(line)
    print("checked against practice:")
    for line in check_lines(fitted.check):
        print(f"  {line}")
    return 0


def run_list(args: argparse.Namespace) -> int:
    fitted = set(list_profiles())
    recorded = {path.stem for path in (data_dir() / "throws").glob("*.jsonl")}
    if not fitted and not recorded:
        print(f"no rolling profiles in {data_dir()}: practise with `practice --player NAME`, then `profile fit NAME`")
        return 0
    for name in sorted(fitted | recorded):
        throws = len(load_throws(name)[0]) if name in recorded else 0
        if name in fitted:
            try:
                print(f"{name:<20} {load_profile(name).summary()}")
            except ProfileError as exc:  # a damaged file: named, the others still listed
                print(f"{name:<20} cannot be read: {exc}")
        else:
            need = "" if throws >= MIN_THROWS else f", {MIN_THROWS} needed"
            print(f"{name:<20} {throws} throws recorded, no profile yet{need} (profile fit {name})")
    return 0


def run_show(args: argparse.Namespace) -> int:
    name = _checked_name(args.name)
    if name is None:
        return 2
    try:
        profile = load_profile(name)
    except ProfileError as exc:
        print(exc)
        return 1
    for line in profile_lines(profile):
        print(line)
    return 0

"""`play` and `analyse` for Bakugan, up to the window: the command line and the files are checked
here, with no screen, and what the table needs is handed on as a plan to the table opener the
registry entry names (game/ui/table_launch.py). A saved game and a scenario are read there, by
the table's own readers, still before any window opens."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.commands.decks import judge_deck
from game.games.bakugan.decks import DeckFileError, load_deck, resolve_deck_path
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.branch import Analysis, AnalysisError
from game.games.deck_checks import say_illegal
from game.games.registry import SavedGame


@dataclass(frozen=True)
class MenuPlan:
    """`play` alone: the main menu."""


@dataclass(frozen=True)
class NewGamePlan:
    setup: GameSetup
    computer: list[bool]
    players: list[str]  # the computer player of each seat
    throws: list[str]  # the rolling profile a computer seat throws like ("": its own)
    practice: bool


@dataclass(frozen=True)
class ScenarioPlan:
    path: Path
    computer: list[int]  # --computer as given
    hotseat: bool


@dataclass(frozen=True)
class AnalysisPlan:
    analysis: Analysis
    at: int | None


def prepare_play(args: argparse.Namespace) -> object | int:
    wrong = _usage_problem(args)
    if wrong:  # the command line itself, before any file or window: exit 2 (README: exit codes)
        print(wrong)
        return 2
    if args.resume or args.load is not None:
        return SavedGame(args.load)
    if not args.decks:
        return MenuPlan()
    try:
        catalog = default_catalog()
        decks = [load_deck(resolve_deck_path(d)) for d in args.decks]
        if args.roll_profile:  # a damaged profile is reported without a display too
            from game.games.bakugan.sim.roll_profile import load_profile

            load_profile(args.roll_profile)
    except (CatalogError, DeckFileError, ValueError) as exc:
        print(exc)
        return 1
    if say_illegal(decks, judge_deck(catalog)):
        return 1
    names = list(args.names or [])
    names += [f"Player {i + 1}" for i in range(len(names), len(decks))]
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    setup = GameSetup(seats=tuple(Seat(names[i], d) for i, d in enumerate(decks)), seed=seed)
    computer = [i + 1 in args.computer for i in range(len(decks))]
    players = ["hard" if seat and args.hard else "heuristic" for seat in computer]
    throws = [(args.roll_profile or "") if seat else "" for seat in computer]
    return NewGamePlan(setup, computer, players, throws, args.practice)


def _usage_problem(args: argparse.Namespace) -> str:
    """What is wrong with a Bakugan `play` command line, or ""."""
    seats = len(args.decks) if args.decks else 4
    if args.decks and not 2 <= seats <= 4:
        return "play takes 2 to 4 decks (rules 1.1.1, 8.1.1)"
    bad = [n for n in args.computer if not 1 <= n <= seats]
    if bad:
        return f"--computer takes seat numbers 1 to {seats}; got {', '.join(map(str, bad))}"
    if args.roll_profile and not args.decks:
        return "--roll-profile goes with --decks A B ..."
    return ""


def prepare_scenario_play(path: Path, computer: Sequence[int], hotseat: bool) -> object:
    return ScenarioPlan(path, list(computer), hotseat)


def prepare_analysis(path: Path, at: int | None) -> object | int:
    """The saved game or replay read and replayed, before any window: a bad file is one line, exit 1."""
    try:
        analysis = Analysis.load(path, default_catalog())
    except (AnalysisError, CatalogError) as exc:
        print(exc)
        return 1
    played = analysis.played
    print(f"{path}: {len(played)} actions, {played.end.state.turn} turns")
    return AnalysisPlan(analysis, at)

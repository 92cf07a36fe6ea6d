"""Toy Battle's side of the shared commands: its teams come from deck files (each lends its three
Bakugan and six BakuCores), so `decks list` shows the ready decks as teams and `decks validate`
checks a deck lends a team; `play` is checked here before any window (game/ui/toy_launch.py opens
the table). `simulate` is in simulate.py."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.cards.model import Catalog
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path
from game.games.toy_battle.game import Team
from game.games.toy_battle.match import team_of, toy_teams
from game.games.toy_battle.state import BAKUGAN_EACH, CORES_EACH


def team_problems(team: Team, catalog: Catalog) -> list[str]:
    """What keeps a team from the game: three known Bakugan and six known BakuCores."""
    _name, characters, cores = team
    problems = []
    if len(characters) != BAKUGAN_EACH:
        problems.append(f"{len(characters)} Bakugan; a team brings {BAKUGAN_EACH}")
    if len(cores) != CORES_EACH:
        problems.append(f"{len(cores)} BakuCores; a team brings {CORES_EACH}")
    problems += [f"unknown Bakugan {c!r}" for c in characters if c not in catalog.cards]
    problems += [f"unknown BakuCore {c!r}" for c in cores if c not in catalog.cores]
    return problems


def list_decks() -> int:
    """Every ready deck as the team it lends."""
    try:
        catalog = default_catalog()
    except CatalogError as exc:
        print(exc)
        return 1
    for path in ready_decks():
        try:
            deck = load_deck(path)
        except DeckFileError as exc:
            print(f"{path.stem:28s} (cannot be read: {exc.problem})")
            continue
        bakugan = ", ".join(catalog.cards[c].name if c in catalog.cards else c for c in deck.characters)
        print(f"{path.stem:28s} {bakugan}; {len(deck.cores)} BakuCores")
    return 0


def validate_decks(names: Sequence[str], _playable: bool) -> int:
    """Whether each deck lends a Toy Battle team (its cards stay out of the game)."""
    try:
        catalog = default_catalog()
    except CatalogError as exc:
        print(exc)
        return 1
    failed = 0
    for name in names:
        try:
            deck = load_deck(resolve_deck_path(name))
        except DeckFileError as exc:
            print(exc if exc.path else f"{name}: {exc}")
            failed += 1
            continue
        problems = team_problems(team_of(deck.name, deck), catalog)
        failed += bool(problems)
        print(f"{deck.path}: " + ("no team: " + "; ".join(problems) if problems else f"a team ({deck.name})"))
    return 1 if failed else 0


@dataclass(frozen=True)
class ToyNewGame:
    teams: list[Team]
    computer: list[bool]
    seed: int


def read_teams(decks: Sequence[str] | None, names: Sequence[str] | None = None) -> list[Team] | int:
    """Two teams from the decks (default: two ready decks), or an exit code after saying what is
    wrong: 1 for a deck that cannot be read or lends no team, 2 for the wrong number of decks."""
    try:
        teams = toy_teams(decks, names)
        catalog = default_catalog()
    except (DeckFileError, CatalogError) as exc:
        print(exc)
        return 1
    except ValueError as exc:
        print(exc)
        return 2
    for team in teams:
        problems = team_problems(team, catalog)
        if problems:
            print(f"{team[0]}'s deck lends no team: " + "; ".join(problems))
            return 1
    return teams


def prepare_play(args: argparse.Namespace) -> object | int:
    """`play --game toy-battle [--decks A B] [--computer 2]`, before any window."""
    bad = [n for n in args.computer if n not in (1, 2)]
    if bad:
        print(f"--computer takes seat numbers 1 to 2; got {', '.join(map(str, bad))}")
        return 2
    teams = read_teams(args.decks, args.names)
    if isinstance(teams, int):
        return teams
    seed = args.seed if args.seed is not None else random.randrange(100_000)
    return ToyNewGame(teams, [k + 1 in args.computer for k in range(2)], seed)

"""Toy Battle's side of the shared commands, beside the game because its teams come from Bakugan's
deck files (each lends its three Bakugan and six BakuCores; no game imports another): `decks list`
shows the ready decks as teams, `decks validate` checks a deck lends a team, `simulate` runs
toy_battle/simulate.py with these teams, and `play` is checked here before any window
(game/games/toy_battle/ui/launch.py opens the table)."""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import dataclass

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.commands.decks import list_ready
from game.games.bakugan.decks import DeckFileError, DeckList, load_deck, resolve_deck_path
from game.games.deck_checks import Verdict, say_illegal, validate_each
from game.games.toy_battle.game import Team
from game.games.toy_battle.match import team_of
from game.games.toy_battle.pieces import Pieces
from game.games.toy_battle.simulate import run_toy_command
from game.games.toy_battle.state import BAKUGAN_EACH, CORES_EACH
from game.games.toy_figures import DEFAULT_DECKS, toy_pieces, toy_teams


def team_problems(team: Team, catalog: Pieces) -> list[str]:
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
    catalog = default_catalog()  # a CatalogError is reported by the command line (exit 1)

    def team(deck: DeckList) -> str:
        bakugan = ", ".join(catalog.cards[c].name if c in catalog.cards else c for c in deck.characters)
        return f"{bakugan}; {len(deck.cores)} BakuCores"

    return list_ready(team)


def validate_decks(names: Sequence[str], _playable: bool) -> int:
    """Whether each deck lends a Toy Battle team (its cards stay out of the game)."""
    catalog = default_catalog()  # a CatalogError is reported by the command line (exit 1)

    def judge(deck: DeckList) -> Verdict:
        return Verdict(str(deck.path), f"the team of {deck.name}", team_problems(team_of(deck.name, deck), catalog))

    return validate_each(names, lambda name: load_deck(resolve_deck_path(name)), judge, DeckFileError)


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
    given = zip(decks or DEFAULT_DECKS, teams, strict=True)  # each team named by the deck that lends it
    if say_illegal(given, lambda pair: Verdict(pair[0], "", team_problems(pair[1], catalog))):
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


def simulate(args: argparse.Namespace) -> int:
    """`simulate --game toy-battle`: the two teams read and checked, then the games."""
    teams = read_teams(args.decks)
    if isinstance(teams, int):
        return teams
    return run_toy_command(args, lambda _decks: teams, toy_pieces)

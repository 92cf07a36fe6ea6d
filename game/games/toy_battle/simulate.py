"""`simulate --game toy-battle`: many Toy Battle games between two teams, in this process, with
a summary (wins per side, first player's wins, mean length, games per second)."""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.files.errors import DeckFileError
from game.games.toy_battle.game import Team
from game.games.toy_battle.match import ToyResult, play_toy_game
from game.games.toy_battle.pieces import Pieces
from game.games.toy_battle.players import TOY_PLAYERS
from game.roll.models import RollModelUnavailable, make_roll_model
from game.roll.seam import RollModel
from game.sim import limits

GREEDY_FOR = {"heuristic": "greedy", "search": "greedy"}  # the Bakugan players' names, understood here


@dataclass
class ToySummary:
    games: int
    wins: list[int]  # per seat
    starter_wins: int  # games won by whoever started turn one
    mean_turns: float
    seconds: float


def simulate_toy(
    teams: list[Team], catalog: Pieces, players: Sequence[str], model: RollModel, games: int, seed: int
) -> tuple[ToySummary, list[ToyResult]]:
    results: list[ToyResult] = []
    wins = [0, 0]
    starter_wins = 0
    start = time.perf_counter()
    for index in range(games):
        game, result = play_toy_game(teams, catalog, players, model, seed * 100_003 + index)
        results.append(result)
        if result.winner is not None:
            wins[result.winner] += 1
            starter_wins += result.winner == game.state.first_starter
    elapsed = time.perf_counter() - start
    mean = sum(r.turns for r in results) / max(1, len(results))
    return ToySummary(games, wins, starter_wins, mean, elapsed), results


def summary_lines(summary: ToySummary, teams: list[Team], players: Sequence[str]) -> list[str]:
    rate = summary.games / summary.seconds if summary.seconds > 0 else 0.0
    lines = [f"{summary.games} Toy Battle games in {summary.seconds:.1f} s = {rate:.1f} games/s"]
    for seat, (name, characters, _cores) in enumerate(teams):
        share = summary.wins[seat] / max(1, summary.games)
        lines.append(f"  {name:<12} ({players[seat]}, {', '.join(characters)}) wins {share:.1%}")
    lines.append(f"  the player who started turn one won {summary.starter_wins / max(1, summary.games):.1%}")
    lines.append(f"  mean length {summary.mean_turns:.1f} turns")
    return lines


TeamsOf = Callable[[Sequence[str] | None], list[Team]]  # teams from --decks (None: the default two)


def run_toy_command(args: argparse.Namespace, teams_of: TeamsOf, pieces: Callable[[], Pieces]) -> int:
    """The command's Toy Battle branch: --decks (two, default two ready decks) read by `teams_of`,
    with the figures and BakuCores of `pieces` (game/games/toy_figures.py gives Bakugan's), --games,
    --seed, --agents (random or greedy; the Bakugan default "heuristic" means greedy), --rolls."""
    names = limits.listed(args.agents)
    players = [GREEDY_FOR.get(n, n) for n in names] * (2 if len(names) == 1 else 1)
    bad = [p for p in players if p not in TOY_PLAYERS]
    if bad or len(players) != 2:
        print(f"--agents for Toy Battle: one or two of {', '.join(TOY_PLAYERS)}; got {args.agents!r}")
        return 2
    if args.games < 1:
        print("--games must be at least 1")
        return 2
    try:
        teams = teams_of(args.decks)
        model, note = make_roll_model(args.rolls)
    except DeckFileError as exc:  # a file it cannot use (README: exit codes)
        print(exc)
        return 1
    except (ValueError, RollModelUnavailable) as exc:
        print(exc)
        return 2
    print(f"rolls: {note}")
    summary, _results = simulate_toy(teams, pieces(), players, model, args.games, args.seed)
    for line in summary_lines(summary, teams, players):
        print(line)
    return 0

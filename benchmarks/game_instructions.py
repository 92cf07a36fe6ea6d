"""Instructions a deck-testing game takes, and per action, counted by valgrind's callgrind: steadier
than timings on a busy machine, so each speed-up can be measured on its own. Prints figures;
asserts nothing.

Plays seeded games of one registered game in a warmed worker process (Bakugan: the fixed set of
benchmarks/game_parts.py's decks, fast rolls; Fusion World and Battle Monsters: the deck pairs of
game/sim/core_golden.py, each game played by its run_task as `simulate` plays it; any other game:
the registry's new_game and random_player, whatever AGENTS says), once with FIRST
games and once with FIRST + GAMES, and divides the difference by GAMES and by the actions those
games took (start-up cancels out). Dict probe lengths, and so the counts, move by up to 2% with the
string hash seed: the seed is fixed (PYTHONHASHSEED, 0 unless set) and worth measuring with two.

With --played-only, one run counts only the GAMES games themselves (callgrind collects inside one
call that plays them): the difference of two runs also holds what the extra games cost the
interpreter's exit (freeing what they left in caches, the collector's passes once
game/games/bakugan/sim/tasks.py unfreezes at exit), which the pre-split engine's exit did not have.

With --table, every game is measured pure and compiled (when the compiled core is current) in one
run, with games per CPU second timed in a child process beside the counts, and printed as the
Markdown table of docs/SCALING.md; --before DIR adds each game in pure Python from another checkout
(an older commit, with this file and game/sim/core_golden.py copied into it), and compiled when
that checkout's compiled core is built and current.

Usage: python benchmarks/game_instructions.py [--game NAME] [GAMES] [AGENTS] [ROLLS] [FIRST] [--played-only]
       python benchmarks/game_instructions.py --table [GAMES] [FIRST] [TIMED] [--before DIR]
       (defaults: bakugan, 30 games, heuristic agents, fast rolls (Bakugan only), 10 first games,
       200 timed games; needs valgrind; uses the compiled core when it is current)
"""

from __future__ import annotations

import functools
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's game, not an installed one

from benchmarks.callgrind_child import counted_run, total_instructions  # noqa: E402  (after the path is set)

DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")
GAMES = ("bakugan", "fusion-world", "battle-monsters")
PURE_ENV = "BAKUGAN_PURE_PYTHON"


def bakugan_game(agents: str, rolls: str) -> functools.partial[int]:
    from game.games.bakugan.sim import tasks

    tasks.warm_worker(DECKS, (rolls,))
    return functools.partial(_bakugan_one, agents, rolls)


def _bakugan_one(agents: str, rolls: str, i: int) -> int:
    from game.games.bakugan.sim import tasks
    from game.sim.layout import game_seed

    task = tasks.GameTask(
        index=i,
        seed=game_seed(99, i),
        decks=(DECKS[i % len(DECKS)], DECKS[(i + 1) % len(DECKS)]),
        agents=(agents, agents),
        rolls=rolls,
    )
    actions: int = tasks.run_chunk([task])[0]["actions"]
    return actions


def core_game(game: str, agents: str) -> functools.partial[int]:
    from game.sim.core_golden import PAIRS
    from game.sim.core_runs import RUNNERS
    from game.sim.parent_watch import quiet_worker

    quiet_worker()
    return functools.partial(_core_one, RUNNERS[game], game, PAIRS[game], agents)


def _core_one(runner: str, game: str, pairs: tuple[tuple[str, str], ...], agents: str, i: int) -> int:
    import importlib

    from game.sim.core_runs import CoreTask
    from game.sim.layout import game_seed

    task = CoreTask(game=game, index=i, seed=game_seed(99, i), decks=pairs[i % len(pairs)], agents=(agents, agents))
    actions: int = importlib.import_module(runner).run_task(task)["actions"]
    return actions


def registry_game(game: str) -> functools.partial[int]:
    """Any other registered game: the registry's new_game and random_player (no deck-testing run)."""
    return functools.partial(_registry_one, game)


def _registry_one(game: str, i: int) -> int:
    import random

    from game.core import play_to_end
    from game.games.registry import game_entry

    entry = game_entry(game)
    players = [entry.random_player(i * 2 + k) for k in range(2)]
    return len(play_to_end(entry.new_game(i), players, _rolled, random.Random(i)))


def _rolled(game: Any, rng: Any) -> Any:
    """A chance node no game lists the outcomes of is a roll (the roll seam, game/roll/): rolled by
    the probabilistic model."""
    from game.roll.actions import RollResults
    from game.roll.probabilistic import ProbabilisticRollModel

    return RollResults(outcomes=tuple(sorted(ProbabilisticRollModel().roll(game.roll_request(), rng).items())))


def player(game: str, agents: str, rolls: str) -> functools.partial[int]:
    """One game by its index, returning its actions (a worker warmed for the game's decks)."""
    from game.sim.core_runs import RUNNERS

    if game == "bakugan":
        return bakugan_game(agents, rolls)
    return core_game(game, agents) if game in RUNNERS else registry_game(game)


def play(game: str, games: int, agents: str, rolls: str, counted_from: int = -1) -> None:
    """The measured program: games 0 .. games-1, as a pool worker plays them; those from
    `counted_from` on (if >= 0) inside one functools.reduce call, which callgrind is told to count.
    Prints the actions of all the games, and of the counted ones."""
    one = player(game, agents, rolls)
    first = games if counted_from < 0 else counted_from
    actions = sum(one(i) for i in range(first))
    counted = functools.reduce(lambda total, i: total + one(i), range(first, games), 0)
    print(json.dumps({"actions": actions + counted, "counted_actions": counted}))


def instructions(
    game: str, games: int, agents: str, rolls: str, env: dict[str, str], counted_from: int = -1, script: str = __file__
) -> tuple[int, dict[str, int]]:
    """The instructions callgrind counted, and the games' actions."""
    args = [script, "--play", game, str(games), agents, rolls, str(counted_from)]
    stdout, text = counted_run(args, env, only_reduce=counted_from >= 0)
    return total_instructions(text), json.loads(stdout.strip().splitlines()[-1])


def per_game_and_action(
    game: str,
    games: int,
    agents: str,
    rolls: str,
    first: int,
    env: dict[str, str],
    played_only: bool,
    script: str = __file__,
) -> tuple[float, float, float]:
    """Instructions a game, instructions an action, and actions a game, over games FIRST .. FIRST+GAMES-1
    (`script`: this file in another checkout, to measure that checkout's code)."""
    if played_only:
        counted, actions = instructions(game, first + games, agents, rolls, env, first, script)
        played = actions["counted_actions"]
    else:
        base, base_actions = instructions(game, first, agents, rolls, env, -1, script)
        more, more_actions = instructions(game, first + games, agents, rolls, env, -1, script)
        counted, played = more - base, more_actions["actions"] - base_actions["actions"]
    return counted / games, counted / played, played / games


def timed(
    game: str, games: int, agents: str, rolls: str, env: dict[str, str], script: str = __file__
) -> tuple[float, float]:
    """Games per CPU second and per second of `games` games after 5 warming ones, in a child process."""
    command = [sys.executable, script, "--time", game, str(games), agents, rolls]
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    return figures["per_cpu_second"], figures["per_second"]


def time_games(game: str, games: int, agents: str, rolls: str) -> None:
    one = player(game, agents, rolls)
    for i in range(5):
        one(i)
    start, cpu = time.perf_counter(), time.process_time()
    for i in range(5, 5 + games):
        one(i)
    elapsed, used = time.perf_counter() - start, time.process_time() - cpu
    print(json.dumps({"per_cpu_second": games / used, "per_second": games / elapsed}))


def table(games: int, first: int, timed_games: int, before: str | None) -> None:
    """Every game, pure and compiled (and pure in the checkout `before`), as the Markdown table of
    docs/SCALING.md."""
    from game import compiled_core

    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    pure = env | {PURE_ENV: "1"}
    compiled = {k: v for k, v in env.items() if k != PURE_ENV}
    builds = []
    if before:
        script = str(Path(before) / "benchmarks" / Path(__file__).name)
        builds.append(("before, pure", script, pure))
        if _compiled_ready(before, compiled):
            builds.append(("before, compiled", script, compiled))
    builds.append(("pure", __file__, pure))
    if compiled_core.state == "ready":
        builds.append(("compiled", __file__, compiled))
    else:
        print(f"only pure Python: {compiled_core.describe()}")
    print(
        f"heuristic agents (Bakugan: fast rolls), games {first} to {first + games - 1} counted, "
        f"{timed_games} timed, load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores at the start"
    )
    print()
    print("| game | build | M instructions a game | actions a game | instructions an action | games per CPU second |")
    print("|---|---|---:|---:|---:|---:|")
    for game in GAMES:
        for build, script, build_env in builds:
            per_game, per_action, actions = per_game_and_action(
                game, games, "heuristic", "fast", first, build_env, False, script
            )
            per_cpu, _ = timed(game, timed_games, "heuristic", "fast", build_env, script)
            figures = f"{per_game / 1e6:.2f} | {actions:.0f} | {per_action / 1e3:.0f} k | {per_cpu:.0f}"
            print(f"| {game} | {build} | {figures} |", flush=True)
    print(f"\nload average {os.getloadavg()[0]:.1f} at the end")


def _compiled_ready(checkout: str, env: dict[str, str]) -> bool:
    """Whether the checkout's own compiled core is built and current (it is then measured too)."""
    ask = "import game.compiled_core as c; print(c.state)"
    asked = [sys.executable, "-c", ask]
    done = subprocess.run(asked, cwd=checkout, env=env, capture_output=True, text=True, check=False)
    return done.stdout.strip().endswith("ready")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--play":
        play(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6]))
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--time":
        time_games(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5])
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    args = sys.argv[1:]
    if args[:1] == ["--table"]:
        before = None
        if "--before" in args:
            at = args.index("--before")
            before, args = args[at + 1], args[:at] + args[at + 2 :]
        numbers = [int(a) for a in args[1:]]
        games, first, timed_games = numbers + [30, 10, 200][len(numbers) :]
        table(games, first, timed_games, before)
        return
    played_only = "--played-only" in args
    args = [arg for arg in args if arg != "--played-only"]
    game = "bakugan"
    if args[:1] == ["--game"]:
        game, args = args[1], args[2:]
    from game.games.registry import game_names

    if game not in game_names():
        raise SystemExit(f"unknown game {game!r} (games: {', '.join(game_names())})")
    games = int(args[0]) if len(args) > 0 else 30
    agents = args[1] if len(args) > 1 else "heuristic"
    rolls = args[2] if len(args) > 2 else "fast"
    first = int(args[3]) if len(args) > 3 else 10
    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    from game import compiled_core

    print(compiled_core.describe())
    per_game, per_action, actions = per_game_and_action(game, games, agents, rolls, first, env, played_only)
    print(
        f"{game}: {per_game / 1e6:.2f} M instructions a game, {per_action / 1e3:.1f} k an action at "
        f"{actions:.0f} actions a game ({agents} agents{', ' + rolls + ' rolls' if game == 'bakugan' else ''}, "
        f"games {first} to {first + games - 1}, PYTHONHASHSEED={env['PYTHONHASHSEED']}"
        f"{', the games alone' if played_only else ''})"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()

"""Instructions a deck-testing game takes, counted by valgrind's callgrind: steadier than timings on
a busy machine, so each speed-up can be measured on its own. Prints figures; asserts nothing.

Plays games of the fixed set of benchmarks/game_parts.py in a warmed worker process, once with
FIRST games and once with FIRST + GAMES, and divides the difference by GAMES (start-up cancels
out). Dict probe lengths, and so the counts, move by up to 2% with the string hash seed: the seed
is fixed (PYTHONHASHSEED, 0 unless set) and worth measuring with two.

With --played-only, one run counts only the GAMES games themselves (callgrind collects inside one
call that plays them): the difference of two runs also holds what the extra games cost the
interpreter's exit (freeing what they left in caches, the collector's passes once
game/games/bakugan/sim/tasks.py unfreezes at exit), which the pre-split engine's exit did not have.

Usage: python benchmarks/game_instructions.py [GAMES] [AGENTS] [ROLLS] [FIRST] [--played-only]
       (defaults: 30 heuristic fast 10; needs valgrind; uses the compiled core when it is current)
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this checkout's game, not an installed one

DECKS = ("aquos_flow", "pyrus_fury", "haos_heroes", "darkus_shadow", "ventus_turbo", "aurelus_titans")


def play(games: int, agents: str, rolls: str, counted_from: int = -1) -> None:
    """The measured program: games 0 .. games-1, as a pool worker plays them; those from
    `counted_from` on (if >= 0) inside one functools.reduce call, which callgrind is told to count."""
    from game.games.bakugan.sim import tasks
    from game.sim.layout import game_seed

    def one(i: int) -> None:
        task = tasks.GameTask(
            index=i,
            seed=game_seed(99, i),
            decks=(DECKS[i % len(DECKS)], DECKS[(i + 1) % len(DECKS)]),
            agents=(agents, agents),
            rolls=rolls,
        )
        tasks.run_chunk([task])

    tasks.warm_worker(DECKS, (rolls,))
    first = games if counted_from < 0 else counted_from
    for i in range(first):
        one(i)
    functools.reduce(lambda _, i: one(i), range(first, games), None)


def instructions(games: int, agents: str, rolls: str, env: dict[str, str], counted_from: int = -1) -> int:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            *(["--toggle-collect=functools_reduce"] if counted_from >= 0 else []),
            sys.executable,
            __file__,
            "--play",
            str(games),
            agents,
            rolls,
            str(counted_from),
        ]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"valgrind failed ({done.returncode}):\n{done.stderr[-2000:]}")
        for line in out.read_text().splitlines():
            if line.startswith(("summary:", "totals:")):
                return int(line.split()[1])
    raise SystemExit("callgrind wrote no totals")


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--play":
        play(int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5]))
        return
    played_only = "--played-only" in sys.argv
    args = [arg for arg in sys.argv[1:] if arg != "--played-only"]
    games = int(args[0]) if len(args) > 0 else 30
    agents = args[1] if len(args) > 1 else "heuristic"
    rolls = args[2] if len(args) > 2 else "fast"
    first = int(args[3]) if len(args) > 3 else 10
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    env = dict(os.environ)
    env.setdefault("PYTHONHASHSEED", "0")
    from game import compiled_core

    print(compiled_core.describe())
    if played_only:
        per_game = instructions(first + games, agents, rolls, env, counted_from=first) / games
    else:
        base = instructions(first, agents, rolls, env)
        more = instructions(first + games, agents, rolls, env)
        per_game = (more - base) / games
    print(
        f"{per_game / 1e6:.2f} M instructions a game ({agents} agents, {rolls} rolls, games {first} to "
        f"{first + games - 1}, PYTHONHASHSEED={env['PYTHONHASHSEED']}"
        f"{', the games alone' if played_only else ''})"
    )


if __name__ == "__main__":
    main()

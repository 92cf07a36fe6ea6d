"""Record (or compare) the outcomes of a fixed set of games: tests/fixtures/golden_games.json
(Bakugan: game/games/bakugan/sim/golden.py), and tests/fixtures/golden_<game>.json for each core
game (game/sim/core_golden.py).

The golden games pin the engines, the agents and the fast and probabilistic roll models: a speed-up
must leave every game's final state hash, winner, turns and action count exactly as they were.
When a rules or card change is meant to change games, re-record the file with this tool and say
so in the commit.

Usage:
  python tools/record_golden_games.py                 # rewrite tests/fixtures/golden_games.json
  python tools/record_golden_games.py --out FILE N    # N games per kind into FILE (wider checks)
  python tools/record_golden_games.py --compare A B   # report games that differ between two files
  python tools/record_golden_games.py --game fusion-world [--out FILE N]   # a core game's games
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.games.bakugan.sim.golden import golden_tasks, record  # noqa: E402
from game.sim.core_golden import PAIRS, golden_core_tasks, record_core  # noqa: E402

GOLDEN = ROOT / "tests" / "fixtures" / "golden_games.json"


def core_golden_file(game: str) -> Path:
    return ROOT / "tests" / "fixtures" / f"golden_{game}.json"


def compare(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> list[str]:
    by_index = {g["index"]: g for g in b}
    return [f"game {g['index']}: {g} != {by_index.get(g['index'])}" for g in a if by_index.get(g["index"]) != g]


def main(argv: list[str]) -> int:
    if argv[:1] == ["--compare"]:
        a, b = (json.loads(Path(p).read_text()) for p in argv[1:3])
        problems = compare(a, b)
        print("\n".join(problems) or f"all {len(a)} games identical")
        return 1 if problems else 0
    game = ""
    if argv[:1] == ["--game"]:
        game, argv = argv[1], argv[2:]
        if game not in PAIRS:
            print(f"unknown core game {game!r} (games: {', '.join(PAIRS)})", file=sys.stderr)
            return 2
    out, per_kind = (core_golden_file(game) if game else GOLDEN), 16
    if argv[:1] == ["--out"]:
        out, per_kind = Path(argv[1]), int(argv[2])
    games = record_core(golden_core_tasks(game, per_kind)) if game else record(golden_tasks(per_kind))
    out.write_text(json.dumps(games, indent=1) + "\n")
    print(f"{len(games)} games written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

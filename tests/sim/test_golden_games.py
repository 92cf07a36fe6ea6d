"""A fixed set of seeded games ends exactly as recorded (tests/fixtures/golden_games.json, and
golden_<game>.json for Fusion World and Battle Monsters): speed-ups to the engines, the agents and
the roll models must not change a single game.

If a rules or card change is meant to change games, re-record the file with
`python tools/record_golden_games.py` and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.games.bakugan.sim.golden import golden_tasks, record
from game.sim.core_golden import PAIRS, golden_core_tasks, record_core
from tools.record_golden_games import GOLDEN, compare, core_golden_file


def test_golden_games_end_as_recorded() -> None:
    expected = json.loads(Path(GOLDEN).read_text())
    tasks = golden_tasks(16)
    assert [t.index for t in tasks] == [g["index"] for g in expected]
    problems = compare(record(tasks), expected)
    assert not problems, (
        "games changed; if a rules or card change meant it, re-record with python tools/record_golden_games.py\n"
        + "\n".join(problems[:5])
    )


@pytest.mark.parametrize("game", sorted(PAIRS))
def test_golden_core_games_end_as_recorded(game: str) -> None:
    """Fusion World's and Battle Monsters' seeded games (game/sim/core_golden.py) end as recorded."""
    expected = json.loads(core_golden_file(game).read_text())
    tasks = golden_core_tasks(game, 16)
    assert [t.index for t in tasks] == [g["index"] for g in expected]
    problems = compare(record_core(tasks), expected)
    assert not problems, (
        f"{game}'s games changed; if a rules or card change meant it, re-record with "
        f"python tools/record_golden_games.py --game {game}\n" + "\n".join(problems[:5])
    )

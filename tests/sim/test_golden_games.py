"""A fixed set of seeded games ends exactly as recorded (tests/fixtures/golden_games.json): speed-ups
to the engine, the agents and the roll models must not change a single game.

If a rules or card change is meant to change games, re-record the file with
`python tools/record_golden_games.py` and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

from tools.record_golden_games import GOLDEN, compare, golden_tasks, record


def test_golden_games_end_as_recorded() -> None:
    expected = json.loads(Path(GOLDEN).read_text())
    tasks = golden_tasks(16)
    assert [t.index for t in tasks] == [g["index"] for g in expected]
    problems = compare(record(tasks), expected)
    assert not problems, (
        "games changed; if a rules or card change meant it, re-record with python tools/record_golden_games.py\n"
        + "\n".join(problems[:5])
    )

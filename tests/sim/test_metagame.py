"""The metagame view: every deck against every other, sorted, with the deck each deck fears most."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.cli import main
from game.sim.metagame import metagame_matrix, round_robin


def _game(matchup: int, winner_side: int | None, names: tuple[str, str]) -> dict[str, Any]:
    return {"matchup": matchup, "winner_side": winner_side, "sides": [0, 1], "decks": list(names)}


def test_round_robin_pairs_every_deck_once() -> None:
    assert round_robin(["a", "b", "c"]) == [("a", "b"), ("a", "c"), ("b", "c")]


def test_matrix_sorted_with_intervals_and_the_deck_feared_most() -> None:
    matchups = [["a.yaml", "b.yaml"], ["a.yaml", "c.yaml"], ["b.yaml", "c.yaml"]]
    games = (
        [_game(0, 0, ("A", "B"))] * 3 + [_game(0, 1, ("A", "B"))]  # A beats B 3 of 4
        + [_game(1, 1, ("A", "C"))] * 3 + [_game(1, 0, ("A", "C"))]  # C beats A 3 of 4
        + [_game(2, 1, ("B", "C"))] * 2 + [_game(2, None, ("B", "C"))]  # C beats B 2 of 2 (1 unfinished)
    )  # fmt: skip
    matrix = metagame_matrix(games, matchups)
    assert matrix["decks"] == ["C", "A", "B"]  # C 5/6, A 4/8, B 1/6
    rows = {r["deck"]: r for r in matrix["rows"]}
    assert rows["A"]["against"]["B"]["rate"] == 0.75 and rows["B"]["against"]["A"]["rate"] == 0.25
    assert rows["C"]["against"]["B"]["n"] == 2  # the unfinished game is left out
    assert rows["C"]["overall"]["successes"] == 5 and rows["C"]["overall"]["n"] == 6
    assert rows["A"]["fears_most"] == "C"
    assert rows["B"]["fears_most"] == "C"  # 0 of 2 against C, 1 of 4 against A
    assert rows["C"]["fears_most"] == "A"
    low, high = rows["A"]["against"]["C"]["low"], rows["A"]["against"]["C"]["high"]
    assert low < 0.25 < high


def test_metagame_run_writes_the_matrix(tmp_path: Path) -> None:
    out = tmp_path / "meta"
    code = main(
        ["simulate", "--metagame", "--decks", "aquos_flow", "pyrus_fury", "haos_heroes", "--games", "2",
         "--agents", "random", "--seed", "3", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    matrix = json.loads((out / "metagame.json").read_text())
    assert sorted(matrix["decks"]) == ["Aquos Flow", "Haos Heroes", "Pyrus Fury"]
    assert sum(r["overall"]["n"] for r in matrix["rows"]) == 2 * 6  # each game counts for both decks
    assert (out / "metagame.png").exists() and "Fears most" in (out / "metagame.md").read_text()

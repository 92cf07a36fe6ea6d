"""The report of a small run: the files exist and the figures agree with the games themselves."""

from __future__ import annotations

import gc
import json
from collections import Counter
from pathlib import Path

import pytest

from game.cli import main
from game.files.paths import DECKS_DIR
from game.games.bakugan.rules.actions import Energize, PlayCard, RollResults
from game.games.bakugan.sim.replay_file import load_replay
from game.games.bakugan.sim.runner import replay
from game.sim.wilson import wilson
from tests.ai.positions import catalog


def test_wilson_interval() -> None:
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(0, 20)
    assert low == 0.0 and 0.1 < high < 0.2


def test_small_run_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    replays = tmp_path / "replays"
    code = main(
        [
            "simulate", "--decks", "aquos_flow", "pyrus_fury", "--games", "6", "--agents", "heuristic,random",
            "--seed", "5", "--out", str(out), "--save-replays", str(replays),
        ]
    )  # fmt: skip
    assert code == 0
    for name in ("report.json", "report.md", "win_rates.png", "game_length.png", "cards_side1.png", "games.jsonl"):
        assert (out / name).exists(), name
    report = json.loads((out / "report.json").read_text())
    assert report["games"] == 6
    sides = report["sides"]
    assert [s["deck"] for s in sides] == ["Aquos Flow", "Pyrus Fury"]
    assert sum(s["wins"] for s in sides) == report["finished"]

    # recount from the replays: games won, cards played and energized, rolls, length
    games = [json.loads(line) for line in (out / "games.jsonl").read_text().splitlines()]
    played: list[Counter[str]] = [Counter(), Counter()]
    energized: list[Counter[str]] = [Counter(), Counter()]
    opened = [0, 0]
    rolls = [0, 0]
    wins = [0, 0]
    turns = 0
    for summary in games:
        setup, actions, _data = load_replay(replays / f"game_{summary['index']}.json")
        game = replay(setup, catalog(), actions)
        winner = game.state.winner
        assert winner == summary["winner_seat"]
        sides_by_seat = summary["sides"]
        if winner is not None:
            wins[sides_by_seat[winner]] += 1
        turns += game.state.turn
        for action in actions:
            if isinstance(action, PlayCard):
                played[sides_by_seat[action.seat]][game.state.cards[action.card].card_id] += 1
            elif isinstance(action, Energize) and action.card is not None:
                energized[sides_by_seat[action.seat]][game.state.cards[action.card].card_id] += 1
            elif isinstance(action, RollResults):
                for seat, outcome in action.outcomes:
                    rolls[sides_by_seat[seat]] += 1
                    opened[sides_by_seat[seat]] += outcome.opened
    assert [s["wins"] for s in sides] == wins
    assert report["length"]["mean_turns"] == pytest.approx(turns / 6)
    for side in range(2):
        cards = sides[side]["cards"]
        for card_id, count in played[side].items():
            assert cards[card_id]["played_per_game"] == pytest.approx(count / 6)
        for card_id, count in energized[side].items():
            assert cards[card_id]["energized_per_game"] == pytest.approx(count / 6)
        assert sides[side]["open_rate"]["n"] == rolls[side]
        assert sides[side]["open_rate"]["successes"] == opened[side]
        opening = sides[side]["opening_hand"]["mean_by_type"]
        assert sum(opening.values()) == pytest.approx(5.0)
    markdown = (out / "report.md").read_text()
    assert "Aquos Flow" in markdown and "Wilson" in markdown


def test_gauntlet_table(tmp_path: Path) -> None:
    out = tmp_path / "g"
    code = main(["simulate", "--gauntlet", "haos_heroes", "--games", "1", "--agents", "random", "--out", str(out)])
    assert code == 0
    table = json.loads((out / "gauntlet.json").read_text())
    assert len(table["rows"]) == 12
    assert (out / "gauntlet.md").exists() and (out / "gauntlet.png").exists()
    assert sum(r["games"] for r in table["rows"]) == 12


def test_simulate_in_its_own_process_settles_after_each_game(tmp_path: Path) -> None:
    """With --jobs 1 the games run in the command's own process, which is given over to the run as
    a pool worker is (tests/conftest.py undoes it after the test)."""
    from game.games.bakugan.sim import tasks

    run = ["--decks", "aquos_flow", "pyrus_fury", "--games", "2", "--agents", "random"]
    code = main(["simulate", *run, "--out", str(tmp_path / "run")])
    assert code == 0
    assert tasks._settle_after_games
    assert gc.get_freeze_count() > 0


def test_simulate_refuses_an_illegal_deck_with_its_rule(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A run's games skip the deck check (each deck is checked once, before the run): an illegal
    deck is a file the run cannot use (exit 1, README: exit codes), named with the rule it breaks."""
    from game.games.bakugan.sim import tasks

    legal = (DECKS_DIR / "aquos_flow.yaml").read_text()
    short = tmp_path / "short.yaml"
    short.write_text(legal.replace("  - 2 bb-219", "  - 1 bb-219", 1))  # 39 cards
    tasks._deck.cache_clear()
    run = ["--decks", str(short), "pyrus_fury", "--games", "2", "--agents", "random"]
    code = main(["simulate", *run, "--out", str(tmp_path / "run")])
    assert code == 1
    out = capsys.readouterr().out
    assert f"{short}: not a legal deck" in out and "4.2.1" in out and "this has 39" in out
    assert not (tmp_path / "run").exists()  # refused before the run began

"""Goldfish testing: the goldfish does nothing and never opens, the blocker plays only Flip cards
when damage flips them, and the report gives the turn of the win as a distribution."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.games.bakugan.players.goldfish import BLOCKER, GOLDFISH
from game.games.bakugan.rules.actions import Action, Energize, PlayCard, RollResults
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.sim.deck_test import play_run
from game.games.bakugan.sim.goldfish import goldfish_spec, goldfish_tables
from game.games.bakugan.sim.replay_file import load_replay
from game.games.bakugan.sim.tasks import GameTask, run_task
from tests.ai.positions import catalog


def _replayed(tmp_path: Path, agents: tuple[str, str], seed: int) -> tuple[dict[str, Any], Game, list[Action]]:
    task = GameTask(0, seed, ("aquos_flow", "pyrus_fury"), agents, rolls="fast", replay_dir=str(tmp_path))
    summary = run_task(task)
    setup, actions, _ = load_replay(tmp_path / "game_0.json")
    return summary, Game.new(setup, catalog()), list(actions)


def test_the_goldfish_does_nothing_and_never_opens(tmp_path: Path) -> None:
    for seed in (1, 2):
        summary, game, actions = _replayed(tmp_path, ("heuristic", GOLDFISH), seed)
        fish = summary["sides"].index(1)
        rolled = 0
        for action in actions:
            if isinstance(action, PlayCard):
                assert action.seat != fish
            if isinstance(action, Energize):
                assert action.seat != fish or action.card is None
            if isinstance(action, RollResults):
                for seat, outcome in action.outcomes:
                    if seat == fish:
                        rolled += 1
                        assert not outcome.opened
            game.apply(action)
        assert rolled > 0
        assert summary["winner_side"] == 0  # nobody in its way: the deck wins


def test_the_blocker_plays_only_flipped_flip_cards(tmp_path: Path) -> None:
    blocked = 0
    for seed in (1, 2, 3):
        summary, game, actions = _replayed(tmp_path, ("heuristic", BLOCKER), seed)
        blocker = summary["sides"].index(1)
        for action in actions:
            if isinstance(action, PlayCard) and action.seat == blocker:
                top = game.state.frames[-1]
                assert isinstance(top, DecisionFrame) and top.decision == "flip"
                blocked += 1
            game.apply(action)
    assert blocked > 0


def test_goldfish_report(tmp_path: Path) -> None:
    spec = goldfish_spec("aquos_flow", ["heuristic", "random"], 4, seed=3, rolls="fast")
    result = play_run(spec, tmp_path, progress=open("/dev/null", "w"))  # noqa: SIM115
    report = goldfish_tables(result.in_order(), spec.params(), tmp_path, result.interrupted)
    cells = {(c["player"], c["opponent"]): c for c in report["cells"]}
    assert set(cells) == {(p, o) for p in ("heuristic", "random") for o in (GOLDFISH, BLOCKER)}
    fish = cells["heuristic", GOLDFISH]
    assert fish["win_rate"]["n"] == 4 and fish["win_rate"]["successes"] == 4
    assert sum(fish["win_turn"]["histogram"].values()) == 4
    last = max(int(t) for t in fish["won_by_turn"])
    assert fish["won_by_turn"][str(last)] == 1.0
    assert fish["win_turn"]["fastest"] <= fish["win_turn"]["median"] <= fish["win_turn"]["slowest"]
    saved = json.loads((tmp_path / "goldfish.json").read_text())
    assert saved["deck"] == "Aquos Flow"
    assert (tmp_path / "goldfish.png").exists() and "does nothing" in (tmp_path / "goldfish.md").read_text()

"""A game with card-only roll models leaves no reference cycles: everything it made is freed by
reference counting as it goes, so deck testing spends little time in the garbage collector (its
full passes over a worker's long-lived caches had cost about a sixth of a heuristic game)."""

from __future__ import annotations

import gc
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.games.bakugan.players.situation import read_situation
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.tasks import GameTask, run_task
from game.sim.layout import game_seed
from tests.helpers import fixture_catalog, new_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def collector_off() -> Iterator[None]:
    gc.collect()
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


@pytest.mark.parametrize("agents", [("heuristic", "heuristic"), ("heuristic", "random")])
def test_games_leave_no_cyclic_garbage(collector_off: None, agents: tuple[str, str]) -> None:
    run_task(GameTask(index=0, seed=game_seed(5, 0), decks=("aquos_flow", "pyrus_fury"), agents=agents))
    gc.collect()  # the first game fills the worker's caches; those are not garbage
    for index in range(1, 4):
        task = GameTask(index=index, seed=game_seed(5, index), decks=("haos_heroes", "darkus_shadow"), agents=agents)
        run_task(task)
    assert gc.collect() == 0


def test_a_situation_does_not_keep_its_view(collector_off: None) -> None:
    """The cycle this guards against: view.memo keeps the Situation, which read through the view."""
    game = new_game(seed=3)
    view = PlayerView(game, 0)
    assert read_situation(view, fixture_catalog()).energy >= 0
    gc.collect()
    del view
    assert gc.collect() == 0


def test_a_worker_freezes_what_each_game_leaves(monkeypatch: pytest.MonkeyPatch) -> None:
    """After each game a worker collects, then freezes the survivors (its caches), so the collector
    never walks them again; outside a worker nothing is frozen (tests/conftest.py unfreezes after)."""
    from game.games.bakugan.sim import tasks

    task = GameTask(index=0, seed=game_seed(9, 0), decks=("aquos_flow", "pyrus_fury"), agents=("random", "random"))
    before = gc.get_freeze_count()
    tasks.run_chunk([task])
    assert gc.get_freeze_count() == before
    monkeypatch.setattr(tasks, "_settle_after_games", True)
    tasks.run_chunk([task])
    assert gc.get_freeze_count() > before


def test_workers_of_physics_runs_do_not_freeze() -> None:
    """Physics rolls keep pymunk scenes with reference cycles in a cache: frozen, dropped entries
    would never be freed."""
    from game.games.bakugan.sim.tasks import settles_after_games

    assert settles_after_games(("fast",))
    assert settles_after_games(("fast", "probabilistic"))
    assert not settles_after_games(("physics",))
    assert not settles_after_games(("fast", "physics"))


def test_a_process_that_froze_its_objects_frees_a_physics_game_quietly_at_exit() -> None:
    """bench_games dedicates its own process to fast rolls (which freezes what is alive) and then
    plays a physics game in it: the pymunk objects left must be freed before cffi drops its
    callbacks at exit, or pymunk prints a warning for each shape."""
    script = (
        "from game.games.bakugan.sim.tasks import GameTask, dedicate_process, run_task\n"
        "dedicate_process((), ('fast',))\n"
        "run_task(GameTask(index=0, seed=3, decks=('aquos_flow', 'pyrus_fury'), agents=('random', 'random'), "
        "rolls='physics'))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "def_extern" not in done.stderr


def test_a_worker_holds_automatic_collections_only_during_games_without_cycles(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A settling worker collects after each game itself, so during a game that makes no cycles the
    automatic collections are off; search play-outs and physics rolls keep them on."""
    from game.games.bakugan.sim import tasks

    seen: list[bool] = []

    def play(task: GameTask) -> dict[str, object]:
        seen.append(gc.isenabled())
        return {"seconds": 0.0, "cpu_seconds": 0.0}

    monkeypatch.setattr(tasks, "run_task", play)
    monkeypatch.setattr(tasks, "_settle_after_games", True)
    monkeypatch.setattr(tasks, "settle_after_game", lambda: None)
    decks = ("aquos_flow", "pyrus_fury")
    card_only = GameTask(index=0, seed=1, decks=decks, agents=("heuristic", "random"))
    searching = GameTask(index=1, seed=1, decks=decks, agents=("heuristic", "search:4"))
    physics = GameTask(index=2, seed=1, decks=decks, agents=("random", "random"), rolls="physics")
    tasks.run_chunk([card_only, searching, physics, card_only])
    assert seen == [False, True, True, False]
    assert gc.isenabled()
    monkeypatch.setattr(tasks, "_settle_after_games", False)  # a process that does not settle: never held
    tasks.run_chunk([card_only])
    assert seen[-1] is True

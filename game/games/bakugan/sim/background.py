"""A Bakugan gauntlet played in a child process (game/sim/background_run.py), for the deck editor.

The child plays the games one by one (game/sim/batch.py), keeps them in the run folder and writes
the gauntlet report (game/games/bakugan/sim/gauntlet.py) as the command line does; after each game it sends a
small message (match-up, winner, CPU seconds) the window collects with `poll()`, which never waits.
`cancel()` ends the child at once: nothing of a game cut short is worth waiting for.
"""

from __future__ import annotations

import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.players.registry import check_agent_spec
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.gauntlet import gauntlet_tables
from game.games.bakugan.sim.tasks import WORKER, dedicate_process
from game.roll.models import ROLL_MODELS, RollModelUnavailable, make_roll_model
from game.roll.throwers import ThrowerSpec
from game.sim.background_run import BackgroundRun, below_the_window, game_messages
from game.sim.batch import run_games
from game.sim.store import RunStore

DEFAULT_GAMES = 10  # per match-up: about ten seconds against the twelve ready decks on one core


def gauntlet_spec(
    deck: Path,
    opponents: Sequence[Path],
    games: int,
    seed: int = 0,
    *,
    agents: tuple[str, str] = ("heuristic", "heuristic"),
    rolls: str = "fast",
    thrower: ThrowerSpec | None = None,
) -> RunSpec:
    """The deck under test is side 0 of every match-up and plays with agents[0]; with `thrower`
    (a player's rolling profile: game/games/bakugan/sim/roll_profile.py) it throws like that player."""
    for spec in agents:
        check_agent_spec(spec)
    if rolls not in ROLL_MODELS:
        raise RollModelUnavailable(f"unknown roll model {rolls!r} (choose from {', '.join(ROLL_MODELS)})")
    return RunSpec(
        matchups=[(str(deck), str(other)) for other in opponents],
        agents=agents,
        games=games,
        seed=seed,
        rolls=rolls,
        extra={"mode": "gauntlet", "from": "deck editor"},
        throwers=[(thrower, None)] * len(opponents) if thrower is not None else [],
    )


def _play(spec: RunSpec, out: Path, messages: Any) -> None:
    """The child process: play, store, report; every step said on `messages`."""
    below_the_window()
    try:
        _, note = make_roll_model(spec.rolls)  # a model that cannot be built fails the run here, with its reason
        params = {**spec.params(), "rolls_note": note}
        store = RunStore(out)
        store.start(params, resume=False, overwrite=True)  # a new test of the deck replaces the last
        dedicate_process((), (spec.rolls,))  # this child plays the run and nothing else
        result = run_games(spec.tasks(), WORKER, jobs=1, on_games=game_messages(store, messages), chunk=1)
        table = gauntlet_tables(result.in_order(), params, out, default_catalog(), result.interrupted)
        messages.put(("done", table))
    except Exception:
        messages.put(("error", traceback.format_exc(limit=4)))


class GauntletRun(BackgroundRun):
    """A Bakugan gauntlet in the background (game/sim/background_run.py): states running, done,
    cancelled, failed."""

    def __init__(self, spec: RunSpec, out: Path) -> None:
        super().__init__(_play, spec, out)

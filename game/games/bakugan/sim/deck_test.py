"""A deck-testing run: build the games, play them on an executor with progress, keep them in the
run folder (resumable), and write the report (JSON, Markdown, PNG charts)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, TextIO

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.files.errors import FileProblem
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckFileError, load_deck, resolve_deck_path
from game.games.bakugan.sim.batch import BatchResult, Summary, run_games
from game.games.bakugan.sim.charts import write_charts
from game.games.bakugan.sim.report import build_report
from game.games.bakugan.sim.report_md import render_markdown
from game.games.bakugan.sim.tasks import GameTask, game_seed
from game.roll.throwers import ThrowerSpec
from game.sim.card_figures import deck_counts
from game.sim.progress import Progress
from game.sim.rounds import ROUND_GAMES, play_in_rounds
from game.sim.store import RunStore


@dataclass
class RunSpec:
    matchups: list[tuple[str, ...]]  # deck paths per side, one tuple per match-up
    agents: tuple[str, ...]  # one agent spec per side
    games: int  # per match-up
    seed: int = 0
    rolls: str = "fast"
    rolls_note: str = ""
    rotate: bool = True
    log: bool = False
    replay_dir: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    # per match-up, how each side throws (game/roll/throwers.py); empty: the roll model's thrower
    throwers: list[tuple[ThrowerSpec | None, ...]] = field(default_factory=list)
    # per match-up, the players of its sides (goldfish tests, player sweeps); empty: `agents` for all
    matchup_agents: list[tuple[str, ...]] = field(default_factory=list)

    def params(self) -> dict[str, Any]:
        return {
            "matchups": [list(m) for m in self.matchups],
            "agents": list(self.agents),
            "games": self.games,
            "seed": self.seed,
            "rolls": self.rolls,
            "rotate": self.rotate,
            **({"throwers": [[t.to_json() if t else None for t in m] for m in self.throwers]} if self.throwers else {}),
            **({"matchup_agents": [list(a) for a in self.matchup_agents]} if self.matchup_agents else {}),
            **self.extra,
        }

    def tasks(self, start: int = 0, stop: int | None = None) -> list[GameTask]:
        """Games `start` to `stop` (default: all) of every match-up, match-ups interleaved: game k of
        match-up m has index k * M + m, so a run extended by more games keeps its first ones."""
        matchups = len(self.matchups)
        out: list[GameTask] = []
        for k in range(start, self.games if stop is None else stop):
            for m, decks in enumerate(self.matchups):
                index = k * matchups + m
                out.append(
                    GameTask(
                        index=index,
                        seed=game_seed(self.seed, index),
                        decks=decks,
                        agents=self.matchup_agents[m] if self.matchup_agents else self.agents,
                        rolls=self.rolls,
                        rotate=self.rotate,
                        matchup=m,
                        log=self.log,
                        replay_dir=self.replay_dir,
                        throwers=self.throwers[m] if self.throwers else (),
                        seat_shift=k,
                    )
                )
        return out

    def index_limit(self, games: int) -> int:
        """The first index past the first `games` games of every match-up."""
        return games * len(self.matchups)


class Schedule(Protocol):
    """What play_run plays: a RunSpec, or a compare's (game/games/bakugan/sim/compare.py)."""

    games: int  # a match-up's games (with a stopping rule: the most it may play)

    def params(self) -> dict[str, Any]: ...

    def tasks(self, start: int = 0, stop: int | None = None) -> list[GameTask]: ...

    def index_limit(self, games: int) -> int: ...


StopRule = Callable[[list[Summary]], str]  # the games so far, in index order -> why to stop ("": go on)


def play_run(
    spec: Schedule,
    out: Path,
    *,
    jobs: int = 1,
    executor: Executor | None = None,
    resume: bool = False,
    overwrite: bool = False,
    progress: TextIO | None = None,
    stop: StopRule | None = None,
    every: int = ROUND_GAMES,
) -> BatchResult:
    """Play the run's games not yet in `out` and return every finished game. With a stopping rule,
    the games are played in rounds of `every` a match-up (game/sim/rounds.py) until the rule is met
    or `spec.games` are played; games a longer earlier run left past the stopping point are not
    counted."""
    store = RunStore(out)
    params = spec.params()
    tasks = spec.tasks()
    seeds = {t.index: t.seed for t in tasks}
    # a kept game counts only if this run would have played it (its index and seed): a line from
    # another run or edited by hand is played again rather than reported
    done = {i: g for i, g in store.start(params, resume, overwrite).items() if i in seeds and g.get("seed") == seeds[i]}
    bar = Progress(len(tasks), done=len(done), stream=progress or sys.stderr)
    if done:
        bar.stream.write(f"resuming: {len(done)} games already played, {len(tasks) - len(done)} to go\n")
    result = BatchResult(games=dict(done))

    def finished(games: list[Summary]) -> None:
        store.append(games)
        bar.advance(len(games))

    def play(start: int, stop_at: int | None) -> bool:
        todo = [t for t in spec.tasks(start, stop_at) if t.index not in done]
        part = run_games(todo, jobs=jobs, executor=executor, on_games=finished)
        result.games.update(part.games)
        result.interrupted = part.interrupted
        return not part.interrupted

    if stop is None:
        play(0, None)
    else:

        def check(games: int) -> str:
            limit = spec.index_limit(games)
            return stop([result.games[i] for i in sorted(result.games) if i < limit])

        stopped = play_in_rounds(spec.games, play, check, every)
        if stopped.reason:
            limit = spec.index_limit(stopped.games)
            result.games = {i: g for i, g in result.games.items() if i < limit}
            result.stopped = stopped
    bar.close()
    return result


def side_decks(paths: Sequence[str]) -> list[dict[str, int]]:
    """Each side's deck as card id -> copies, for listing every card in the report; an empty
    mapping for a deck that cannot be read now (its games still list the cards they drew)."""
    decks: list[dict[str, int]] = []
    for path in paths:
        try:
            decks.append(deck_counts(load_deck(resolve_deck_path(path)).cards))
        except (DeckFileError, FileProblem):
            decks.append({})
    return decks


def write_report(
    games: Sequence[Summary],
    params: dict[str, Any],
    out: Path,
    catalog: Catalog | None,
    interrupted: bool,
    *,
    charts: bool = True,
) -> dict[str, Any]:
    out.mkdir(parents=True, exist_ok=True)
    matchups = params.get("matchups") or [[]]
    report = build_report(games, params, catalog, interrupted, side_decks(matchups[0]))
    names = write_charts(report, out) if charts else []
    report["charts"] = names
    write_json_atomic(out / "report.json", report, sort_keys=True)
    write_text_atomic(out / "report.md", render_markdown(report, names))
    return report

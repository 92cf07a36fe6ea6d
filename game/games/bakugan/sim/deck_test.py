"""A deck-testing run: build the games, play them on an executor with progress, keep them in the
run folder (resumable), and write the report (JSON, Markdown, PNG charts)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.files.errors import FileProblem
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckFileError, load_deck, resolve_deck_path
from game.games.bakugan.sim.charts import write_charts
from game.games.bakugan.sim.report import build_report
from game.games.bakugan.sim.report_md import render_markdown
from game.games.bakugan.sim.tasks import WORKER, GameTask
from game.roll.throwers import ThrowerSpec
from game.sim.batch import BatchResult, Summary
from game.sim.card_figures import deck_counts
from game.sim.layout import game_seed, index_limit, variant_slots
from game.sim.run_play import Schedule, play_schedule


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
        """Games `start` to `stop` (default: all) of every match-up (game/sim/layout.py)."""
        return [
            GameTask(
                index=slot.index,
                seed=game_seed(self.seed, slot.index),
                decks=self.matchups[slot.matchup],
                agents=self.matchup_agents[slot.matchup] if self.matchup_agents else self.agents,
                rolls=self.rolls,
                rotate=self.rotate,
                matchup=slot.matchup,
                log=self.log,
                replay_dir=self.replay_dir,
                throwers=self.throwers[slot.matchup] if self.throwers else (),
                seat_shift=slot.game,
            )
            for slot in variant_slots(start, self.games if stop is None else stop, len(self.matchups))
        ]

    def index_limit(self, games: int) -> int:
        return index_limit(games, len(self.matchups))


def play_run(spec: Schedule, out: Path, **options: Any) -> BatchResult:
    """Bakugan's games of a run (game/sim/run_play.py's play_schedule, with Bakugan's worker)."""
    return play_schedule(spec, out, WORKER, **options)


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
    notes: Sequence[str] = (),
) -> dict[str, Any]:
    """report.json, report.md and the charts; `notes` are said at the top of the report (why a run
    stopped early, workers a cluster lost)."""
    out.mkdir(parents=True, exist_ok=True)
    matchups = params.get("matchups") or [[]]
    report = build_report(games, params, catalog, interrupted, side_decks(matchups[0]))
    report["notes"] = list(notes)
    names = write_charts(report, out) if charts else []
    report["charts"] = names
    write_json_atomic(out / "report.json", report, sort_keys=True)
    write_text_atomic(out / "report.md", render_markdown(report, names))
    return report

"""Goldfish testing: how fast a deck wins with nobody in its way. The deck plays against an
opponent that does nothing and one that only blocks (game/games/bakugan/players/goldfish.py),
played by each computer player asked for; the report gives the turn of the win as a
distribution (goldfish.json, goldfish.md, goldfish.png: the share of games won by each turn).

The opponent's deck is the deck itself unless another is given: it decides how many cards the
opponent's deck holds (its life) and, for the blocker, its Bakugan and Flip cards.
"""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from game.files.atomic_write import save_png_atomic, write_json_atomic, write_text_atomic
from game.games.bakugan.players.goldfish import BLOCKER, GOLDFISH
from game.games.bakugan.players.registry import resolved
from game.games.bakugan.sim.deck_test import RunSpec
from game.sim.batch import Summary
from game.sim.card_chart import pyplot
from game.sim.markdown import pct, table
from game.sim.run_report import percentile
from game.sim.wilson import rate

OPPONENTS: Final = (GOLDFISH, BLOCKER)
OPPONENT_WORDS: Final = {
    GOLDFISH: "does nothing (plays no card, its Bakugan never open)",
    BLOCKER: "only blocks (its Bakugan contest every brawl and it answers damage with Flip cards, but it "
    "plays nothing else)",
}


def goldfish_spec(
    deck: str, players: Sequence[str], games: int, seed: int, rolls: str, opponent_deck: str | None = None
) -> RunSpec:
    """One match-up per player and opponent: the deck played by each player against each opponent."""
    cells = [(player, opponent) for player in players for opponent in OPPONENTS]
    return RunSpec(
        matchups=[(deck, opponent_deck or deck)] * len(cells),
        agents=(players[0], OPPONENTS[0]),
        games=games,
        seed=seed,
        rolls=rolls,
        matchup_agents=list(cells),
        extra={"mode": "goldfish", "players": list(players)},
    )


def _cell(games: Sequence[Summary], player: str, opponent: str) -> dict[str, Any]:
    won = [int(g["turns"]) for g in games if g["winner_side"] == 0]
    lost = sum(1 for g in games if g["winner_side"] not in (0, None))
    unfinished = sum(1 for g in games if g["winner_side"] is None)
    counts = Counter(won)
    by_turn: dict[str, float] = {}
    total = 0
    for turn in range(1, max(won, default=0) + 1):
        total += counts.get(turn, 0)
        by_turn[str(turn)] = total / len(games) if games else 0.0
    cpu = [float(g.get("cpu_seconds", 0.0)) for g in games]
    return {
        "player": player,
        "plays": resolved(player),
        "opponent": opponent,
        "games": len(games),
        "win_rate": rate(len(won), len(games)),
        "lost": lost,
        "unfinished": unfinished,
        "win_turn": {
            "median": statistics.median(won) if won else None,
            "mean": statistics.fmean(won) if won else None,
            "p90": percentile(won, 0.9) if won else None,
            "fastest": min(won, default=None),
            "slowest": max(won, default=None),
            "histogram": {str(k): v for k, v in sorted(counts.items())},
        },
        "won_by_turn": by_turn,
        "cpu_seconds_per_game": statistics.fmean(cpu) if cpu else 0.0,
    }


def goldfish_report(games: Sequence[Summary], params: dict[str, Any]) -> dict[str, Any]:
    cells: list[dict[str, Any]] = []
    for m, (player, opponent) in enumerate(params["matchup_agents"]):
        mine = [g for g in games if int(g.get("matchup", 0)) == m]
        cells.append(_cell(mine, player, opponent))
    deck = games[0]["decks"][games[0]["sides"].index(0)] if games else Path(params["matchups"][0][0]).stem
    return {"deck": deck, "params": params, "cells": cells}


def _won_by(cell: dict[str, Any], turn: int) -> float:
    """The share of games won by `turn` (after the last win, the share won in all)."""
    by_turn: dict[str, float] = cell["won_by_turn"]
    if str(turn) in by_turn:
        return by_turn[str(turn)]
    return float(cell["win_rate"]["rate"]) if turn > len(by_turn) else 0.0


def _turn(value: float | int | None) -> str:
    return "–" if value is None else f"{value:g}"


def goldfish_markdown(report: dict[str, Any], interrupted: bool) -> str:
    params = report["params"]
    lines = [
        f"# Goldfish: how fast {report['deck']} wins alone",
        "",
        f"The deck against an opponent that {OPPONENT_WORDS[GOLDFISH]}, and one that {OPPONENT_WORDS[BLOCKER]}; "
        f"{params['games']} games each, rolls: {params.get('rolls_note', params['rolls'])}, seed {params['seed']}. "
        "Turns are the game's turns (both players act in each). Players of the deck: "
        + ", ".join(f"`{p}`" + (f" ({resolved(p)})" if resolved(p) != p else "") for p in params["players"])
        + ".",
        "",
    ]
    rows = [
        [
            f"`{c['player']}`",
            c["opponent"],
            pct(c["win_rate"]),
            _turn(c["win_turn"]["median"]),
            _turn(c["win_turn"]["p90"]),
            f"{_turn(c['win_turn']['fastest'])}–{_turn(c['win_turn']['slowest'])}",
            f"{c['lost']} / {c['unfinished']}",
            f"{c['cpu_seconds_per_game']:.2f}",
        ]
        for c in report["cells"]
    ]
    lines += table(
        [
            "Player",
            "Opponent",
            "Won",
            "Median win turn",
            "90% of wins by turn",
            "Wins from turn to turn",
            "Lost / unfinished",
            "CPU s a game",
        ],
        rows,
    )
    lines += ["", "Share of all games won by each turn (%):", ""]
    last = max((int(t) for c in report["cells"] for t in c["won_by_turn"]), default=0)
    turns = list(range(1, last + 1))
    lines += table(
        ["Player, opponent", *(str(t) for t in turns)],
        [
            [f"`{c['player']}`, {c['opponent']}", *(f"{100 * _won_by(c, t):.0f}" for t in turns)]
            for c in report["cells"]
        ],
    )
    if interrupted:
        lines += ["", "**Stopped before the end**: these figures cover the games finished so far."]
    lines += ["", "![goldfish.png](goldfish.png)"]
    return "\n".join(lines) + "\n"


def goldfish_chart(report: dict[str, Any], path: Path) -> None:
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(8, 4.5))
    colours = ["#3d6fa8", "#c0793a", "#5a9e5a", "#8e5aa8", "#a85a5a"]
    players = list(dict.fromkeys(c["player"] for c in report["cells"]))
    for cell in report["cells"]:
        points = sorted((int(t), 100 * v) for t, v in cell["won_by_turn"].items())
        if not points:
            continue
        xs = [0, *(t for t, _ in points)]
        ys = [0.0, *(v for _, v in points)]
        style = "-" if cell["opponent"] == GOLDFISH else "--"
        colour = colours[players.index(cell["player"]) % len(colours)]
        label = f"{cell['player']} vs {cell['opponent']} (median turn {_turn(cell['win_turn']['median'])})"
        ax.step(xs, ys, where="post", linestyle=style, color=colour, label=label)
    ax.set_ylim(0, 100)
    ax.set_xlabel("turn")
    ax.set_ylabel("games won by this turn (%)")
    ax.set_title(f"Goldfish: how fast {report['deck']} wins (solid: nobody in its way; dashed: a blocker)")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower right")
    fig.tight_layout()
    save_png_atomic(fig, path)
    plt.close(fig)


def goldfish_tables(games: Sequence[Summary], params: dict[str, Any], out: Path, interrupted: bool) -> dict[str, Any]:
    """Write goldfish.json, goldfish.md and goldfish.png; returns the report."""
    out.mkdir(parents=True, exist_ok=True)
    report = goldfish_report(games, params) | {"interrupted": interrupted}
    write_json_atomic(out / "goldfish.json", report, sort_keys=True)
    write_text_atomic(out / "goldfish.md", goldfish_markdown(report, interrupted))
    if games:
        goldfish_chart(report, out / "goldfish.png")
    return report

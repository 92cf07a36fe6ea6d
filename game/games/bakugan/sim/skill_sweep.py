"""The skill sweep: one match-up played on a grid of throwing skill for each side, giving the win
rate and the roll open rate of every cell with 95% Wilson intervals ("this deck beats that one
only if I open 60% of my rolls")."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.games.bakugan.sim.deck_test import RunSpec
from game.games.bakugan.sim.report_md import pct
from game.roll.throwers import ThrowerSpec
from game.sim import limits
from game.sim.batch import Summary
from game.sim.markdown import table
from game.sim.wilson import FEW_GAMES_WIDTH, rate, too_few

DEFAULT_SKILLS: Final = (0.0, 0.25, 0.5, 0.75, 1.0)


def parse_skills(text: str) -> tuple[float, ...]:
    """ "0,0.25,0.5" -> (0.0, 0.25, 0.5); each between 0 and 1, at least two."""
    try:
        skills = tuple(float(part) for part in text.split(",") if part.strip())
    except ValueError as exc:
        raise ValueError(f"--skills: {exc}; give skills between 0 and 1, comma-separated") from exc
    if len(skills) < 2 or any(not 0.0 <= s <= 1.0 for s in skills):
        raise ValueError(f"--skills {text[:40]!r}: give at least two skills between 0 and 1, comma-separated")
    return tuple(limits.skills(skills))


def sweep_spec(base: RunSpec, skills: Sequence[float]) -> RunSpec:
    """The run: base's single match-up once per cell of the grid (side 0's skill, side 1's skill)."""
    decks = base.matchups[0]
    cells = [(a, b) for a in skills for b in skills]
    base.matchups = [decks] * len(cells)
    base.throwers = [(ThrowerSpec(skill=a), ThrowerSpec(skill=b)) for a, b in cells]
    base.extra = {**base.extra, "mode": "skill-sweep", "skills": list(skills)}
    return base


def _open_rate(games: Sequence[Summary], side: int) -> dict[str, float | int]:
    opened = thrown = 0
    for game in games:
        rolls: dict[str, int] = game["seats"][game["sides"].index(side)]["rolls"]
        opened += rolls.get("opened", 0)
        thrown += sum(rolls.values())
    return rate(opened, thrown)


def sweep_grid(games: Sequence[Summary], params: dict[str, Any]) -> dict[str, Any]:
    skills: list[float] = params["skills"]
    by_cell: dict[int, list[Summary]] = {}
    for game in games:
        by_cell.setdefault(int(game.get("matchup", 0)), []).append(game)
    names = ["", ""]
    if games:
        for seat, side in enumerate(games[0]["sides"]):
            names[side] = games[0]["decks"][seat]
    cells: list[list[dict[str, Any]]] = []
    for i, mine in enumerate(skills):
        row = []
        for j, theirs in enumerate(skills):
            cell_games = by_cell.get(i * len(skills) + j, [])
            finished = [g for g in cell_games if g["winner_side"] is not None]
            row.append(
                {
                    "skill": [mine, theirs],
                    "games": len(cell_games),
                    "win_rate": rate(sum(1 for g in finished if g["winner_side"] == 0), len(finished)),
                    "open_rate": [_open_rate(cell_games, 0), _open_rate(cell_games, 1)],
                }
            )
        cells.append(row)
    return {"decks": names, "skills": skills, "cells": cells}


def break_even(grid: dict[str, Any]) -> list[dict[str, Any]]:
    """For each skill of the opponent: the lowest skill of side 0 that wins at least half the games,
    with the open rate it took."""
    out = []
    for j, theirs in enumerate(grid["skills"]):
        column = [row[j] for row in grid["cells"]]
        winning = next((c for c in column if c["win_rate"]["n"] and c["win_rate"]["rate"] >= 0.5), None)
        out.append(
            {
                "opponent_skill": theirs,
                "skill": winning["skill"][0] if winning else None,
                "open_rate": winning["open_rate"][0] if winning else None,
                # the cell rests on too few games to say it wins half (its interval is wide)
                "too_few": winning is None or too_few(winning["win_rate"]),
                # its interval lies above one half: it surely wins at least half
                "sure": winning is not None and winning["win_rate"]["low"] >= 0.5,
            }
        )
    return out


def sweep_tables(games: Sequence[Summary], params: dict[str, Any], out: Path, interrupted: bool) -> dict[str, Any]:
    """Write skill_sweep.json, skill_sweep.md and skill_sweep.png; returns the grid."""
    out.mkdir(parents=True, exist_ok=True)
    grid = sweep_grid(games, params)
    grid |= {"break_even": break_even(grid), "params": params, "interrupted": interrupted}
    write_json_atomic(out / "skill_sweep.json", grid, sort_keys=True)
    mine, theirs = grid["decks"]
    lines = [
        f"# Skill sweep: {mine} against {theirs}",
        "",
        f"Throwing skill from 0 (a careless first-timer) to 1 (a practised player) for each side; "
        f"{params.get('games')} games a cell, computer players `{'`, `'.join(params.get('agents', []))}`, rolls: "
        f"{params.get('rolls_note', params.get('rolls'))}, seed {params.get('seed')}.",
        "",
        f"{mine}'s win rate (95% Wilson interval); rows: {mine}'s skill, columns: {theirs}'s skill.",
        "",
    ]
    head = ["", *(f"{theirs} {s:g}" for s in grid["skills"])]
    lines += table(
        head, [[f"{mine} {row[0]['skill'][0]:g}", *(pct(c["win_rate"]) for c in row)] for row in grid["cells"]]
    )
    lines += ["", "Share of rolls that opened, each side (95% Wilson interval):", ""]
    lines += table(
        head,
        [
            [
                f"{mine} {row[0]['skill'][0]:g}",
                *(f"{_pct0(c['open_rate'][0])} / {_pct0(c['open_rate'][1])}" for c in row),
            ]
            for row in grid["cells"]
        ],
    )
    lines += ["", f"What {mine} needs to win at least half its games:", ""]
    for even in grid["break_even"]:
        if even["skill"] is None:
            lines.append(f"- against {theirs} at skill {even['opponent_skill']:g}: not reached on this grid")
        else:
            lines.append(
                f"- against {theirs} at skill {even['opponent_skill']:g}: skill {even['skill']:g}, "
                f"opening {_pct0(even['open_rate'])} of its rolls ({break_even_words(even)})"
            )
    if interrupted:
        lines += ["", "**Stopped before the end**: these figures cover the games finished so far."]
    lines += ["", "![skill_sweep.png](skill_sweep.png)"]
    write_text_atomic(out / "skill_sweep.md", "\n".join(lines) + "\n")
    if games:
        _heatmaps(grid, out / "skill_sweep.png")
    return grid


def break_even_words(even: dict[str, Any]) -> str:
    """How far a break-even cell can be trusted, in words."""
    if even["too_few"]:
        return f"too few games to say: the cell's interval is over {100 * FEW_GAMES_WIDTH:.0f} points wide"
    return "its interval lies above 50%" if even["sure"] else "by the point estimate; its interval reaches below 50%"


def _pct0(r: dict[str, Any]) -> str:
    return f"{100 * r['rate']:.0f}% ({100 * r['low']:.0f}–{100 * r['high']:.0f})" if r["n"] else "–"


def _heatmaps(grid: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    mine, theirs = grid["decks"]
    skills: list[float] = grid["skills"]
    size = len(skills)
    cells = grid["cells"]
    fig, (win_ax, open_ax) = plt.subplots(1, 2, figsize=(5 + 2.2 * size, 1.8 + 1.0 * size))
    wins = np.array([[100 * c["win_rate"]["rate"] for c in row] for row in cells])
    opens = np.array([[100 * c["open_rate"][0]["rate"] for c in row] for row in cells])
    win_image = win_ax.imshow(wins, cmap="RdBu", vmin=0, vmax=100, origin="lower")
    open_image = open_ax.imshow(opens, cmap="Greens", vmin=0, vmax=100, origin="lower")
    for i, row in enumerate(cells):
        for j, c in enumerate(row):
            w, o0, o1 = c["win_rate"], c["open_rate"][0], c["open_rate"][1]
            dark = abs(100 * w["rate"] - 50) > 30
            win_ax.text(j, i, f"{100 * w['rate']:.0f}%\n{100 * w['low']:.0f}–{100 * w['high']:.0f}", ha="center",
                        va="center", fontsize=8, color="white" if dark else "black")  # fmt: skip
            open_ax.text(j, i, f"{_pct0(o0)}\n{_pct0(o1)}", ha="center", va="center", fontsize=7,
                         color="white" if o0["rate"] > 0.6 else "black")  # fmt: skip
    ticks = [f"{s:g}" for s in skills]
    for ax in (win_ax, open_ax):
        ax.set_xticks(range(size), ticks)
        ax.set_yticks(range(size), ticks)
        ax.set_xlabel(f"{theirs}: throwing skill (0 careless, 1 practised)")
        ax.set_ylabel(f"{mine}: throwing skill")
    win_ax.set_title(f"How often {mine} wins (95% interval below)")
    open_ax.set_title(f"Rolls opened (95% interval): {mine} above, {theirs} below")
    fig.colorbar(win_image, ax=win_ax, fraction=0.046, label=f"{mine} win rate (%)")
    fig.colorbar(open_image, ax=open_ax, fraction=0.046, label=f"{mine}'s rolls opened (%)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)

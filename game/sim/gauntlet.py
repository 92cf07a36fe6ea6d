"""A gauntlet, for every game: one deck against every ready deck; a report per match-up (written
by the game's own report writer) and a table of results (gauntlet.json, gauntlet.md, gauntlet.png)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from game.files.atomic_write import save_png_atomic, write_json_atomic, write_text_atomic
from game.sim.batch import Summary
from game.sim.card_chart import pyplot
from game.sim.markdown import pct, played_with

# a match-up's games, the run's parameters for it alone and its folder -> its report
MatchupReport = Callable[[Sequence[Summary], dict[str, Any], Path], dict[str, Any]]


def gauntlet_tables(
    games: Sequence[Summary], params: dict[str, Any], out: Path, interrupted: bool, write_report: MatchupReport
) -> dict[str, Any]:
    matchups: list[list[str]] = params["matchups"]
    rows: list[dict[str, Any]] = []
    deck = Path(matchups[0][0]).stem if matchups else ""
    for m, decks in enumerate(matchups):
        mine = [g for g in games if int(g.get("matchup", 0)) == m]
        opponent = Path(decks[1]).stem
        folder = out / f"vs_{m:02d}_{opponent}"
        report = write_report(mine, {**params, "matchups": [decks]}, folder)
        if not report.get("sides"):
            continue
        deck = report["sides"][0]["deck"]
        rows.append(
            {
                "opponent": report["sides"][1]["deck"],
                "games": report["games"],
                "win_rate": report["sides"][0]["win_rate"],
                "first_player_win_rate": report["first_player_win_rate"],
                "mean_turns": report["length"]["mean_turns"],
                "folder": f"vs_{m:02d}_{opponent}",
            }
        )
    finished = sum(r["win_rate"]["n"] for r in rows)
    wins = sum(r["win_rate"]["successes"] for r in rows)
    table = {
        "deck": deck,
        "params": params,
        "interrupted": interrupted,
        "rows": rows,
        "overall_wins": wins,
        "overall_finished": finished,
    }
    write_json_atomic(out / "gauntlet.json", table, sort_keys=True)
    lines = [
        f"# Gauntlet: {deck}",
        "",
        played_with(params),
        "",
        "| Opponent | Games | Win rate (95% Wilson) | First player wins | Mean turns |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| [{r['opponent']}]({r['folder']}/report.md) | {r['games']} | {pct(r['win_rate'])} | "
            f"{pct(r['first_player_win_rate'])} | {r['mean_turns']:.1f} |"
        )
    if finished:
        lines += ["", f"Overall: {wins}/{finished} = {100 * wins / finished:.1f}%"]
    write_text_atomic(out / "gauntlet.md", "\n".join(lines) + "\n")
    _chart(rows, deck, out)
    return table


def _chart(rows: list[dict[str, Any]], deck: str, out: Path) -> None:
    if not rows:
        return
    plt = pyplot()
    fig, ax = plt.subplots(figsize=(9, 1.2 + 0.4 * len(rows)))
    rates = [r["win_rate"] for r in rows]
    values = [100 * r["rate"] for r in rates]
    errors = [
        [max(0.0, 100 * (r["rate"] - r["low"])) for r in rates],
        [max(0.0, 100 * (r["high"] - r["rate"])) for r in rates],
    ]
    ax.barh([r["opponent"] for r in rows], values, xerr=errors, color="#b5704a", capsize=4)
    ax.invert_yaxis()
    ax.axvline(50, color="grey", linewidth=0.8)
    ax.set_xlim(0, 100)
    ax.set_xlabel(f"{deck} win rate % (95% Wilson interval)")
    fig.tight_layout()
    save_png_atomic(fig, out / "gauntlet.png")
    plt.close(fig)

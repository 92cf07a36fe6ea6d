"""The Markdown summary of a run's report (report.md)."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.players.registry import resolved
from game.games.bakugan.sim.endings_md import render_endings
from game.sim.card_figures_md import card_table
from game.sim.markdown import FEW_MARK, FEW_NOTE, pct, table

__all__ = ["pct", "players_line", "render_markdown"]


def players_line(sides: list[dict[str, Any]]) -> str:
    """Who played each side: the computer player by name, and what a name such as `hard` stands for."""
    said = [
        f"{s['deck']} `{s['agent']}`" + (f" ({resolved(s['agent'])})" if resolved(s["agent"]) != s["agent"] else "")
        for s in sides
    ]
    return "Computer players: " + ", ".join(said) + "."


def render_markdown(report: dict[str, Any], charts: list[str] | None = None) -> str:
    params = report["params"]
    lines = [f"# Deck test: {' vs '.join(s['label'] for s in report['sides'])}", ""]
    lines.append(
        f"{report['games']} games ({report['finished']} finished), seed {params.get('seed')}, "
        f"rolls: {params.get('rolls_note', params.get('rolls'))}."
    )
    if report.get("interrupted"):
        lines.append("")
        lines.append("**Stopped before the end**: these figures cover the games finished so far (`--resume` goes on).")
    lines += [line for note in report.get("notes", []) for line in ("", note)]
    if not report["sides"]:
        return "\n".join(lines) + "\n"
    lines += ["", players_line(report["sides"])]
    lines += ["", "Win rates with 95% Wilson intervals.", ""]
    rows = [
        [
            s["label"],
            pct(s["win_rate"]),
            pct(s["win_rate_going_first"]),
            pct(s["win_rate_going_second"]),
            f"{s['damage_dealt_per_turn']:.2f}",
            pct(s["open_rate"]),
        ]
        for s in report["sides"]
    ]
    lines += table(["Side", "Win rate", "Going first", "Going second", "Damage dealt/turn", "Roll open rate"], rows)
    if any(FEW_MARK in cell for row in rows for cell in row):
        lines += ["", FEW_NOTE]
    length = report["length"]
    lines += [
        "",
        f"First-player advantage: the starting player won {pct(report['first_player_win_rate'])}.",
        "",
        f"Game length: mean {length['mean_turns']:.1f} turns, median {length['median_turns']}, "
        f"range {length['min_turns']}–{length['max_turns']}.",
    ]
    lines += render_endings(report)
    for side in report["sides"]:
        opening = side["opening_hand"]
        lines += ["", f"## {side['label']}", ""]
        by_type = ", ".join(f"{v:.2f} {k}" for k, v in opening["mean_by_type"].items())
        lines.append(
            f"Opening hand (5 cards): {by_type}; mean cost of playable cards {opening['mean_playable_cost']:.2f}; "
            f"{opening['games_without_playable_card']} games opened with only Flip cards."
        )
        lines += ["", *card_table(side["cards"], extra=[("Energized/game", "energized_per_game")])]
    if charts:
        lines += ["", "## Charts", ""]
        lines += [f"![{name}]({name})" for name in charts]
    return "\n".join(lines) + "\n"

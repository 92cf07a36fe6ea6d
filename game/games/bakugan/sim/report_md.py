"""The Markdown summary of a run's report (report.md)."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.sim.endings_md import render_endings
from game.sim.markdown import pct as pct  # shared with the other games' reports
from game.sim.markdown import table


def render_markdown(report: dict[str, Any], charts: list[str] | None = None, top_cards: int = 15) -> str:
    params = report["params"]
    lines = [f"# Deck test: {' vs '.join(s['label'] for s in report['sides'])}", ""]
    lines.append(
        f"{report['games']} games ({report['finished']} finished), seed {params.get('seed')}, "
        f"rolls: {params.get('rolls_note', params.get('rolls'))}."
    )
    if report.get("interrupted"):
        lines.append("")
        lines.append("**Stopped before the end**: these figures cover the games finished so far (`--resume` goes on).")
    if not report["sides"]:
        return "\n".join(lines) + "\n"
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
        cards = sorted(side["cards"].items(), key=lambda kv: -kv[1]["played_per_game"])[:top_cards]
        rows = [
            [
                f"{c['name']} ({cid})",
                c["type"],
                f"{c['drawn_per_game']:.2f}",
                f"{c['played_per_game']:.2f}",
                f"{c['energized_per_game']:.2f}",
                pct(c["win_when_played"]),
                pct(c["win_in_opening_hand"]),
            ]
            for cid, c in cards
        ]
        lines += [""]
        lines += table(
            ["Card", "Type", "Drawn/game", "Played/game", "Energized/game", "Win when played", "Win in opening hand"],
            rows,
        )
    if charts:
        lines += ["", "## Charts", ""]
        lines += [f"![{name}]({name})" for name in charts]
    return "\n".join(lines) + "\n"

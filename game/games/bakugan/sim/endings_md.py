"""The "How games end" section of a run's Markdown report (figures from game/games/bakugan/sim/endings.py)."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.sim.game_end import END_REASONS, REASON_WORDS
from game.sim.markdown import table

SHOWN_TURNS = (3, 5, 7, 10, 15, 20)


def _share(count: int, total: int) -> str:
    return f"{count} ({100 * count / total:.0f}%)" if total else "0"


def render_endings(report: dict[str, Any]) -> list[str]:
    endings = report.get("endings")
    if not endings or not endings["games"]:
        return []
    labels = [s["label"] for s in report["sides"]]
    reasons = endings["reasons"]
    games = endings["games"]
    lines = ["", "## How games end", ""]
    if endings["without_ending"]:
        lines += [f"{endings['without_ending']} games were saved before endings were recorded and are left out.", ""]
    header = ["How", "All games", *(f"{label} lost" for label in labels), *(f"{label} won" for label in labels)]
    rows = [
        [
            REASON_WORDS[reason],
            _share(reasons["total"][reason], games),
            *(str(lost[reason]) for lost in reasons["lost_by_side"]),
            *(str(won[reason]) for won in reasons["won_by_side"]),
        ]
        for reason in END_REASONS
        if reasons["total"][reason]
    ]
    lines += table(header, rows)
    length = endings["length"]
    lines += [
        "",
        f"Game length: half the games are over by turn {length['median_turns']:g}, 95 in 100 by turn "
        f"{length['p95_turns']}.",
    ]
    if reasons["rolls_given_up"]:
        lines.append(
            f"A Roll Step was given up (no Bakugan opened in the engine's limit of rolls) {reasons['rolls_given_up']} "
            f"times, in {reasons['games_with_a_roll_given_up']} games."
        )
    turns = [t for t in SHOWN_TURNS if t < len(endings["still_playing"])]
    if turns:
        lines += ["", "Still in the game after turn N (% of games):", ""]
        rows = [
            [label, *(f"{100 * curve[t]:.0f}" for t in turns)]
            for label, curve in zip(labels, endings["survival"], strict=True)
        ]
        rows.append(["game not over", *(f"{100 * endings['still_playing'][t]:.0f}" for t in turns)])
        lines += table(["", *(f"turn {t}" for t in turns)], rows)
    lines += ["", "Damage taken and the deck running out:", ""]
    rows = []
    for label, hits, curve in zip(labels, endings["hits_taken"], endings["deck_curve"], strict=True):
        empty_at = next((r["turn"] for r in curve if r["emptied_share"] >= 0.25), None)
        rows.append(
            [
                label,
                str(hits["hits"]),
                f"{hits['mean_cards']:.1f}",
                max(hits["histogram"], key=lambda k: hits["histogram"][k]) if hits["histogram"] else "–",
                f"turn {empty_at}" if empty_at is not None else "never",
            ]
        )
    lines += table(
        ["Side", "Hits taken", "Cards flipped a hit (mean)", "Most common hit", "Deck empty in 1 game of 4 by"], rows
    )
    return lines

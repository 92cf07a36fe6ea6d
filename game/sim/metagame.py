"""The metagame view, for every game: every deck against every other (a round robin of
match-ups), as a matrix of win rates with 95% Wilson intervals, decks sorted by their overall win
rate, and the deck each deck fears most (the opponent it beats least often)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.sim.batch import Summary
from game.sim.markdown import FEW_NOTE, pct, played_with, table
from game.sim.wilson import rate, too_few


def round_robin(decks: Sequence[str]) -> list[tuple[str, str]]:
    """One match-up per pair of decks (each deck's own games play both seats: the runner rotates)."""
    return [(a, b) for i, a in enumerate(decks) for b in decks[i + 1 :]]


def _names(games: Sequence[Summary], matchups: list[list[str]]) -> dict[str, str]:
    """Deck path -> deck name, from the games' own records."""
    names = {path: Path(path).stem for m in matchups for path in m}
    for game in games:
        decks = matchups[int(game.get("matchup", 0))]
        for seat, side in enumerate(game["sides"]):
            names[decks[side]] = game["decks"][seat]
    return names


def metagame_matrix(games: Sequence[Summary], matchups: list[list[str]]) -> dict[str, Any]:
    """rows[i]["against"][j]: deck i's win rate against deck j over their finished games."""
    wins: dict[tuple[str, str], int] = {}
    played: dict[tuple[str, str], int] = {}
    for game in games:
        if game["winner_side"] is None:
            continue
        a, b = matchups[int(game.get("matchup", 0))][:2]
        winner = a if game["winner_side"] == 0 else b
        for me, them in ((a, b), (b, a)):
            played[me, them] = played.get((me, them), 0) + 1
            wins[me, them] = wins.get((me, them), 0) + int(winner == me)
    decks = list(dict.fromkeys(path for m in matchups for path in m[:2]))
    names = _names(games, matchups)
    overall = {
        d: rate(sum(wins.get((d, o), 0) for o in decks), sum(played.get((d, o), 0) for o in decks)) for d in decks
    }
    order = sorted(decks, key=lambda d: (-overall[d]["rate"], names[d]))
    rows: list[dict[str, Any]] = []
    for deck in order:
        against = {o: rate(wins.get((deck, o), 0), played.get((deck, o), 0)) for o in order if o != deck}
        met = [o for o in against if against[o]["n"]]
        feared = min(met, key=lambda o: (against[o]["rate"], names[o])) if met else None
        rows.append(
            {
                "deck": names[deck],
                "path": deck,
                "overall": overall[deck],
                "against": {names[o]: r for o, r in against.items()},
                "fears_most": names[feared] if feared is not None else None,
                "fears_most_rate": against[feared] if feared is not None else None,
                # the cell rests on too few games to name the deck feared most
                "fears_most_too_few": feared is None or too_few(against[feared]),
            }
        )
    return {"decks": [names[d] for d in order], "rows": rows, "games": len(games)}


def metagame_tables(games: Sequence[Summary], params: dict[str, Any], out: Path, interrupted: bool) -> dict[str, Any]:
    """Write metagame.json, metagame.md and metagame.png; returns the matrix."""
    out.mkdir(parents=True, exist_ok=True)
    matrix = metagame_matrix(games, params["matchups"])
    matrix |= {"params": params, "interrupted": interrupted}
    write_json_atomic(out / "metagame.json", matrix, sort_keys=True)
    lines = [
        "# Metagame: every deck against every other",
        "",
        played_with(params, "every deck").replace("per opponent", "per match-up"),
        "",
        "Decks from the strongest overall down; win rates with 95% Wilson intervals.",
        "",
    ]
    rows = [
        [
            r["deck"],
            pct(r["overall"]),
            f"{r['fears_most']} ({pct(r['fears_most_rate'])})" if r["fears_most"] else "–",
        ]
        for r in matrix["rows"]
    ]
    lines += table(["Deck", "Overall win rate", "Fears most (its win rate against it)"], rows)
    if any(r["fears_most_too_few"] for r in matrix["rows"]):
        lines += ["", f"{FEW_NOTE} A deck feared most on such a cell is a guess: play more games a match-up."]
    lines += ["", "Win rate of the row's deck against the column's deck (%):", ""]
    short = [_short(d) for d in matrix["decks"]]
    grid = [
        [_short(r["deck"]), *("–" if d == r["deck"] else _cell(r["against"][d]) for d in matrix["decks"])]
        for r in matrix["rows"]
    ]
    lines += table(["", *short], grid)
    if interrupted:
        lines += ["", "**Stopped before the end**: these figures cover the games finished so far."]
    lines += ["", "![metagame.png](metagame.png)"]
    write_text_atomic(out / "metagame.md", "\n".join(lines) + "\n")
    if matrix["rows"]:
        _heatmap(matrix, out / "metagame.png")
    return matrix


def _short(name: str) -> str:
    return name if len(name) <= 14 else name[:13] + "…"


def _cell(r: dict[str, Any]) -> str:
    if not r["n"]:
        return "·"
    return f"{100 * r['rate']:.0f} ({100 * r['low']:.0f}–{100 * r['high']:.0f})"


def _heatmap(matrix: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np
    from matplotlib.patches import Rectangle

    decks: list[str] = matrix["decks"]
    size = len(decks)
    values = np.full((size, size), np.nan)
    for i, row in enumerate(matrix["rows"]):
        for j, other in enumerate(decks):
            r = row["against"].get(other)
            if r is not None and r["n"]:
                values[i, j] = 100 * r["rate"]
    fig, ax = plt.subplots(figsize=(2.2 + 0.95 * size, 1.6 + 0.75 * size))
    ax.set_facecolor("#d9d9d9")  # the diagonal: a deck does not play itself
    image = ax.imshow(values, cmap="RdBu", vmin=0, vmax=100)
    for i, row in enumerate(matrix["rows"]):
        for j, other in enumerate(decks):
            r = row["against"].get(other)
            if r is None or not r["n"]:
                continue
            dark = abs(100 * r["rate"] - 50) > 30
            text = f"{100 * r['rate']:.0f}%\n{100 * r['low']:.0f}–{100 * r['high']:.0f}"
            ax.text(j, i, text, ha="center", va="center", fontsize=7, color="white" if dark else "black")
            if other == row["fears_most"]:
                ax.add_patch(Rectangle((j - 0.5, i - 0.5), 1, 1, fill=False, edgecolor="black", linewidth=2))
    labels = [f"{d} ({100 * r['overall']['rate']:.0f}%)" for d, r in zip(decks, matrix["rows"], strict=True)]
    ax.set_yticks(range(size), labels, fontsize=8)
    ax.set_xticks(range(size), decks, fontsize=8, rotation=40, ha="right")
    ax.set_ylabel("this deck (overall win rate)")
    ax.set_xlabel("against this deck")
    ax.set_title("How often the row's deck beats the column's deck (95% interval below; box: the deck it fears most)")
    fig.colorbar(image, ax=ax, fraction=0.03, label="win rate of the row's deck (%)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)

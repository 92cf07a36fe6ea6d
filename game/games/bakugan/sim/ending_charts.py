"""PNG charts of how a run's games ended (game/games/bakugan/sim/endings.py): end reasons, survival curves,
cards flipped per damage and cards left in the deck. Titles and axes in a player's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from game.games.bakugan.sim.game_end import END_REASONS, REASON_WORDS

REASON_COLOURS: Final = {
    "damage": "#c0504d",
    "deck-out": "#8064a2",
    "card": "#f79646",
    "forfeit": "#7f7f7f",
    "cap": "#bfbfbf",
}
SIDE_COLOURS: Final = ("#4a7fb5", "#c0504d", "#6b9e5a", "#f79646")


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _save(plt: Any, fig: Any, folder: Path, name: str, names: list[str]) -> None:
    fig.tight_layout()
    fig.savefig(folder / name, dpi=100)
    plt.close(fig)
    names.append(name)


def _reasons_chart(plt: Any, endings: dict[str, Any], labels: list[str], folder: Path, names: list[str]) -> None:
    reasons = endings["reasons"]
    rows = [("All games: how they ended", reasons["total"])]
    rows += [(f"{label}: how it lost", lost) for label, lost in zip(labels, reasons["lost_by_side"], strict=True)]
    fig, ax = plt.subplots(figsize=(10, 1.8 + 0.5 * len(rows)))
    for y, (_, counts) in enumerate(rows):
        total = sum(counts.values())
        left = 0.0
        for reason in END_REASONS:
            share = 100 * counts[reason] / total if total else 0.0
            if not share:
                continue
            ax.barh(y, share, left=left, color=REASON_COLOURS[reason])
            if share >= 6:
                ax.text(left + share / 2, y, f"{share:.0f}%", ha="center", va="center", fontsize=9, color="white")
            left += share
    ax.set_yticks(range(len(rows)), [text for text, _ in rows])
    ax.invert_yaxis()
    ax.set_xlim(0, 100)
    ax.set_xlabel("share of games (%)")
    ax.set_title("How the games ended")
    handles = [plt.Rectangle((0, 0), 1, 1, color=REASON_COLOURS[r]) for r in END_REASONS]
    ax.legend(handles, [REASON_WORDS[r] for r in END_REASONS], loc="upper center", bbox_to_anchor=(0.5, -0.32),
              ncol=3, fontsize=8, frameon=False)  # fmt: skip
    _save(plt, fig, folder, "endings.png", names)


def _survival_chart(plt: Any, endings: dict[str, Any], labels: list[str], folder: Path, names: list[str]) -> None:
    fig, ax = plt.subplots(figsize=(8, 4))
    for side, curve in enumerate(endings["survival"]):
        ax.step(range(len(curve)), [100 * v for v in curve], where="post", label=f"{labels[side]} still in",
                color=SIDE_COLOURS[side % len(SIDE_COLOURS)], linewidth=2)  # fmt: skip
    playing = endings["still_playing"]
    ax.step(range(len(playing)), [100 * v for v in playing], where="post", label="game not over yet",
            color="grey", linestyle="--")  # fmt: skip
    ax.set_ylim(0, 102)
    ax.set_xlim(0, max(1, len(playing) - 1))
    ax.set_xlabel("after turn")
    ax.set_ylabel("games (%)")
    ax.set_title("Chance of still being in the game after each turn")
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8, loc="lower left")
    _save(plt, fig, folder, "survival.png", names)


def _hits_panel(ax: Any, endings: dict[str, Any], labels: list[str]) -> None:
    count = len(labels)
    width = 0.8 / max(1, count)
    for side, hits in enumerate(endings["hits_taken"]):
        histogram = {int(k): v for k, v in hits["histogram"].items()}
        total = sum(histogram.values())
        if not total:
            continue
        xs = sorted(histogram)
        ax.bar([x + (side - (count - 1) / 2) * width for x in xs], [100 * histogram[x] / total for x in xs],
               width=width, color=SIDE_COLOURS[side % len(SIDE_COLOURS)],
               label=f"{labels[side]} (mean {hits['mean_cards']:.1f})")  # fmt: skip
    ax.xaxis.set_major_locator(_integer_ticks())
    ax.set_xlabel("cards flipped by one hit")
    ax.set_ylabel("share of the hits the deck took (%)")
    ax.set_title("How hard each hit lands")
    ax.legend(fontsize=8)


def _integer_ticks() -> Any:
    from matplotlib.ticker import MaxNLocator

    return MaxNLocator(integer=True)


def _deck_panels(left_ax: Any, out_ax: Any, endings: dict[str, Any], labels: list[str]) -> None:
    games = endings["games"]
    enough = max(5, games // 20)  # a mean over fewer games still going is mostly noise
    for side, rows in enumerate(endings["deck_curve"]):
        colour = SIDE_COLOURS[side % len(SIDE_COLOURS)]
        shown = [r for r in rows if r["games"] >= enough]
        left_ax.plot([r["turn"] for r in shown], [r["mean_cards"] for r in shown], color=colour, linewidth=2,
                     marker="o", markersize=3, label=labels[side])  # fmt: skip
        out_ax.step([r["turn"] for r in rows], [100 * r["emptied_share"] for r in rows], where="post", color=colour,
                    linewidth=2, label=labels[side])  # fmt: skip
    left_ax.set_xlabel("turn (as it starts)")
    left_ax.set_ylabel("cards left in the deck (mean)")
    left_ax.set_title(f"Cards left, in games still going (at least {enough})")
    out_ax.set_ylim(0, 102)
    out_ax.set_xlabel("turn (as it starts)")
    out_ax.set_ylabel("games in which the deck is empty (%)")
    out_ax.set_title("Running out of cards: deck empty by each turn")
    for ax in (left_ax, out_ax):
        ax.xaxis.set_major_locator(_integer_ticks())
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)


def _damage_chart(plt: Any, endings: dict[str, Any], labels: list[str], folder: Path, names: list[str]) -> None:
    fig, (hits_ax, left_ax, out_ax) = plt.subplots(1, 3, figsize=(16, 4.2))
    _hits_panel(hits_ax, endings, labels)
    _deck_panels(left_ax, out_ax, endings, labels)
    _save(plt, fig, folder, "damage.png", names)


def write_ending_charts(report: dict[str, Any], folder: Path) -> list[str]:
    """Write the charts of how the games ended; returns their file names."""
    endings = report.get("endings")
    if not endings or not endings["games"] or not report.get("sides"):
        return []
    plt = _pyplot()
    labels = [s["label"] for s in report["sides"]]
    names: list[str] = []
    _reasons_chart(plt, endings, labels, folder, names)
    _survival_chart(plt, endings, labels, folder, names)
    _damage_chart(plt, endings, labels, folder, names)
    return names

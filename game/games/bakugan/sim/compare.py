"""`simulate --compare A B`: two versions of a deck on the same deals (variants.py: version A
plays deal j at index 2j, version B at 2j + 1); the report is game/sim/compare.py's."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList
from game.games.bakugan.sim.variants import Variant, VariantSpec
from game.sim.compare import Deal
from game.sim.layout import deal_results


def compare_spec(
    a: str, b: str, opponents: Sequence[str], agents: tuple[str, str], games: int, seed: int, rolls: str, rotate: bool
) -> VariantSpec:
    """Versions A and B of a deck against each opponent, on the same deals."""
    return VariantSpec(
        matchups=[(a, opponent) for opponent in opponents],
        variants=[Variant(a, agents[0]), Variant(b, agents[0])],
        opponent_agent=agents[1],
        games=games,
        seed=seed,
        rolls=rolls,
        rotate=rotate,
        extra={"mode": "compare", "versions": [a, b]},
    )


def deals_of(games: Sequence[dict[str, Any]]) -> tuple[list[Deal], int]:
    """The deals both versions finished, in order: (opponent, A won, B won); and how many were left out."""
    deals, left_out = deal_results(games, 2)
    return [(m, won[0], won[1]) for m, won in deals], left_out


def deck_changes(a: DeckList, b: DeckList, catalog: Catalog | None) -> list[str]:
    """What B has that A has not (+) and the reverse (-), one line each: Bakugan, BakuCores, cards."""

    def name(item: str) -> str:
        card = catalog.cards.get(item) if catalog is not None else None
        return f"{card.name} ({item})" if card is not None else item

    lines: list[str] = []
    for what, mine, theirs in (
        ("Bakugan", a.characters, b.characters),
        ("BakuCore", a.cores, b.cores),
        ("card", a.cards, b.cards),
    ):
        gone = Counter(mine) - Counter(theirs)
        added = Counter(theirs) - Counter(mine)
        lines += [f"- out: {count} {name(item)} ({what})" for item, count in sorted(gone.items())]
        lines += [f"- in: {count} {name(item)} ({what})" for item, count in sorted(added.items())]
    return lines


def version_names(a: DeckList, b: DeckList, paths: tuple[str, str]) -> tuple[str, str]:
    """How the report calls the versions: their deck names, or their files when the names agree."""
    if a.name != b.name:
        return a.name, b.name
    return Path(paths[0]).stem, Path(paths[1]).stem

"""Scenario files that check a deck list instead of playing a position (rules 1.1.2, 1.2, 1.10.1,
4.2.1): the deck is written in the file, as in cards/decks/*.yaml, and `expect` says what
deck-building validation must find.

    name: Four copies of a card are one too many
    rule: "1.2.1"
    deck:
      characters: [aa-164, bb-292, bb-282]
      cores: [core-40, core-32, core-34, core-26, core-7, core-47]
      cards: ["4 bb-7", "36 bb-10"]
    expect:
      legal: false                 # no violation at all (true) or at least one (false)
      rules: ["1.2.1"]             # exactly these rules are broken (each listed once)
      violations: 2                # how many violations (a count)
      mentions: ["4 copies of Ebb"]   # text the violations contain
"""

from __future__ import annotations

from typing import Any

from game.games.bakugan.cards.model import Catalog
from game.games.bakugan.decks import parse_deck, validate_deck

DECK_EXPECTATIONS = ("legal", "rules", "violations", "mentions")


def check_deck(raw_deck: Any, expect: Any, catalog: Catalog) -> list[tuple[bool, str, Any, Any]]:
    """(ok, what, expected, actual) for each expectation, on the deck as validation sees it."""
    if not isinstance(raw_deck, dict):
        return [(False, "deck must be a mapping like a deck file (characters, cores, cards)", None, raw_deck)]
    if not isinstance(expect, dict):
        return [(False, "expect must be a mapping", None, expect)]
    data = {"name": "scenario deck", **dict(raw_deck)}
    violations = validate_deck(parse_deck(data), catalog)
    texts = [str(v) for v in violations]
    out: list[tuple[bool, str, Any, Any]] = []
    for key, want in expect.items():
        if key == "legal":
            out.append((bool(want) == (not violations), "deck is legal", want, texts or "legal"))
        elif key == "rules":
            got = sorted({v.rule for v in violations})
            out.append((sorted(str(r) for r in want) == got, "rules the deck breaks", sorted(want), got))
        elif key == "violations":
            out.append((int(want) == len(violations), "number of violations", want, len(violations)))
        elif key == "mentions":
            for needle in want if isinstance(want, list) else [want]:
                out.append((any(needle in t for t in texts), f"a violation mentions {needle!r}", needle, texts))
        else:
            out.append((False, f"unknown deck expectation {key!r} ({', '.join(DECK_EXPECTATIONS)})", None, key))
    return out

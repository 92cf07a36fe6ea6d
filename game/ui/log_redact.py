"""The log as a viewer may read it: the names of cards hidden from them replaced by words that say
nothing ("a hidden card"). Every game's log panel and hand-over screen read their log through one
(`NameRedactor`); a game builds it from what the viewer sees now (`hidden_names`)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

HIDDEN = "a hidden card"


class NameRedactor:
    """Takes the names of cards the audience may not see out of log lines (a log is written for the
    table as a whole). `replacements`: name -> the words shown instead; `vocabulary`: every card
    name in the game (to know which lines a change of hiding touches)."""

    def __init__(self, replacements: dict[str, str], vocabulary: frozenset[str] = frozenset()) -> None:
        self.replacements = replacements
        self.vocabulary = vocabulary

    def mentions(self, line: str) -> frozenset[str]:
        """The card names the line holds."""
        if not self.vocabulary:
            return frozenset()
        return frozenset(m.group(0) for m in names_pattern(self.vocabulary).finditer(line))

    def rewrite(self, line: str) -> str:
        """A game's own change to every line before names are taken out (none here)."""
        return line

    def __call__(self, line: str) -> str:
        line = self.rewrite(line)
        if not self.replacements:
            return line
        return names_pattern(frozenset(self.replacements)).sub(lambda m: self.replacements[m.group(0)], line)


@lru_cache(maxsize=32)
def names_pattern(names: frozenset[str]) -> re.Pattern[str]:
    """Any of the names as a word of its own (a card called "E" is not in "Energy")."""
    ordered = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(re.escape(n) for n in ordered) + r")(?!\w)")


def hidden_names(hidden: Iterable[str], seen: Iterable[str], word: str = HIDDEN) -> dict[str, str]:
    """The replacement words for the names of cards hidden from a viewer, except a name they also
    see somewhere (another copy face up, their own hand): naming it tells them nothing."""
    shown = set(seen)
    return {name: word for name in hidden if name not in shown}

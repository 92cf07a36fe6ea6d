"""What a card game's deck editor gives the shell's deck tools (odds of opening hands, sample
hands, curves, the deck test): its deck as card ids, its opening rule, how its cards group, its
charts, its deck files and its computer players. The shell does the rest (deck_odds_tab.py,
sample_hand_tab.py, curves_tab.py, deck_test_tab.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from game.core.opening import OpeningRule
from game.ui.theme import Colour


@dataclass(frozen=True)
class Row:
    """One card as a row: its id, fill colour, the short mark on its left (a cost, a value), its
    name and the kind on its right."""

    card_id: str
    colour: Colour
    mark: str
    name: str
    kind: str


@dataclass(frozen=True)
class Bar:
    """One column of a chart: its label under it and its parts stacked from the bottom."""

    label: str
    parts: tuple[tuple[int, Colour], ...]

    @property
    def total(self) -> int:
        return sum(n for n, _ in self.parts)


@dataclass(frozen=True)
class Chart:
    title: str
    bars: tuple[Bar, ...]
    legend: tuple[tuple[str, Colour], ...] = ()  # what the colours of the parts mean
    note: str = ""  # a line under the chart (a mean, what is left out)


@dataclass(frozen=True)
class OpeningDeck:
    """The cards an opening hand is dealt from, bottom first as the table's deck zone gets them,
    and the cards chosen out of the deck first (with words on how they were chosen)."""

    cards: list[str]
    set_aside: list[str]
    note: str = ""


class DeckTools(Protocol):
    game_name: str  # the registry's name of the game, which the shared runner plays (game/sim/core_runs.py)
    opening: OpeningRule
    test_players: tuple[str, ...]  # the computer players a test offers, the first the default

    def card_row(self, card_id: str) -> Row: ...
    def card_text(self, card_id: str) -> tuple[str, str]: ...
    def deck_cards(self) -> list[str]:
        """The deck's cards, one id per copy, in the order the table puts them in its deck zone."""
        ...

    def opening_deck(self) -> OpeningDeck: ...
    def odds_groups(self, card_id: str) -> tuple[tuple[int, str], ...]:
        """The groups a card counts in for the odds, each with its rank: (0, "any battle card"),
        (2, "cost 3"); shown by rank, then by name (numbers in order)."""
        ...

    def charts(self) -> list[Chart]: ...
    def problems(self) -> list[str]: ...
    def legal_words(self) -> str: ...
    def test_opponents(self) -> list[Path]:
        """The ready decks the deck is tested against (those its game lets it meet)."""
        ...

    def test_deck(self, folder: Path) -> Path:
        """The deck as it is now, written into `folder` for the test; its file."""
        ...

    def deck_title(self) -> str: ...

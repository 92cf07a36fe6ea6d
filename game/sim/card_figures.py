"""Is this card good in my deck? Per-card win rates over one side's finished games, as card-game
players read them (17lands' names in brackets):

- won when drawn [GIH]: the card reached the hand at some point (opening hand or later);
- won in the opening hand [OH], and drawn later [GD];
- won when never drawn [GNS];
- improvement when drawn [IWD]: won when drawn minus won when never drawn;
- opening-hand effect: won with the card in the opening hand minus won without it.

Each comes with its 95% interval. What they can and cannot say: the opening hand is dealt by the
shuffle, independent of how the game goes, so the opening-hand effect is a fair experiment (what
holding the card from the start is worth, with noise). "Drawn" is not: a longer game draws more
cards, so a card drawn late is seen more in long games, and how long games last depends on who is
winning. "Won when played" is worse still (a Flip card is played when damage flips it, so mostly in
games being lost) and is kept only in report.json, under that warning.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from game.sim.wilson import difference, rate

BIAS_OF_PLAYED: Final = (
    "biased: a card is played in the games that reach the moment it is for (a Flip card is played when "
    "damage flips it, mostly in games being lost); read the drawn and opening-hand figures instead"
)


@dataclass(frozen=True)
class SideGame:
    """One side's cards in one game: `drawn` counts every card that reached the hand (the opening
    hand too), `played` every card played; `won` is None for an unfinished game."""

    opening: Sequence[str]
    drawn: Mapping[str, int]
    won: bool | None
    played: Mapping[str, int] = field(default_factory=dict)


@dataclass
class _Tally:
    games: int = 0
    wins: int = 0

    def add(self, won: bool) -> None:
        self.games += 1
        self.wins += int(won)

    def rate(self) -> dict[str, float | int]:
        return rate(self.wins, self.games)


def card_figures(games: Sequence[SideGame], deck: Mapping[str, int] | None = None) -> dict[str, dict[str, Any]]:
    """card id -> its figures, for every card of `deck` (id -> copies) and any other seen."""
    seen: set[str] = set(deck or {})
    drawn_total: Counter[str] = Counter()
    played_total: Counter[str] = Counter()
    for game in games:
        seen.update(game.drawn, game.played, game.opening)
        drawn_total.update(game.drawn)
        played_total.update(game.played)
    finished = [g for g in games if g.won is not None]
    n = max(1, len(games))
    out: dict[str, dict[str, Any]] = {}
    for card in sorted(seen):
        tallies = {key: _Tally() for key in ("drawn", "opening", "later", "never", "not_opening", "played")}
        for game in finished:
            won = bool(game.won)
            in_opening = card in game.opening
            drawn = game.drawn.get(card, 0) > 0 or in_opening
            tallies["drawn" if drawn else "never"].add(won)
            tallies["opening" if in_opening else "not_opening"].add(won)
            if drawn and not in_opening:
                tallies["later"].add(won)
            if game.played.get(card, 0):
                tallies["played"].add(won)
        drawn_rate, never_rate = tallies["drawn"].rate(), tallies["never"].rate()
        opening_rate, not_opening_rate = tallies["opening"].rate(), tallies["not_opening"].rate()
        out[card] = {
            "copies": (deck or {}).get(card, 0),
            "drawn_per_game": drawn_total[card] / n,
            "games_drawn": tallies["drawn"].games,
            "played_per_game": played_total[card] / n,
            "won_when_drawn": drawn_rate,
            "won_in_opening_hand": opening_rate,
            "won_drawn_later": tallies["later"].rate(),
            "won_never_drawn": never_rate,
            "won_not_in_opening_hand": not_opening_rate,
            "improvement_when_drawn": difference(drawn_rate, never_rate),
            "opening_hand_effect": difference(opening_rate, not_opening_rate),
            "won_when_played": {**tallies["played"].rate(), "bias": BIAS_OF_PLAYED},
        }
    return out


def deck_counts(card_ids: Iterable[str]) -> dict[str, int]:
    """A deck's cards (one id per copy) as id -> copies."""
    return dict(Counter(card_ids))

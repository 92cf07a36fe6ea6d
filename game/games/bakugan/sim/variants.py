"""The same deals played by several variants of one side: two versions of a deck (`--compare`), or
one deck in the hands of several computer players (`--agent-sweep`).

Deal j is played once by each of the V variants (game/sim/layout.py), with the same seed and the
same seats, so every variant meets the same shuffle of
the opponent's deck, the same roll draws and the same players' random choices until their games
part ways. Side 0 is the variant's side, side 1 the opponent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.games.bakugan.sim.tasks import GameTask
from game.sim.layout import game_seed, index_limit, variant_slots


@dataclass(frozen=True)
class Variant:
    deck: str | None  # the deck this variant plays (None: the match-up's own)
    agent: str  # its computer player


@dataclass
class VariantSpec:
    matchups: list[tuple[str, str]]  # (the side's deck, the opponent's deck)
    variants: list[Variant]
    opponent_agent: str
    games: int  # deals a match-up (with a stopping rule: the most)
    seed: int = 0
    rolls: str = "fast"
    rotate: bool = True
    extra: dict[str, Any] = field(default_factory=dict)

    def params(self) -> dict[str, Any]:
        return {
            "matchups": [list(m) for m in self.matchups],
            "variants": [[v.deck, v.agent] for v in self.variants],
            "opponent_agent": self.opponent_agent,
            "agents": [self.variants[0].agent, self.opponent_agent],
            "games": self.games,
            "seed": self.seed,
            "rolls": self.rolls,
            "rotate": self.rotate,
            **self.extra,
        }

    def tasks(self, start: int = 0, stop: int | None = None) -> list[GameTask]:
        slots = variant_slots(start, self.games if stop is None else stop, len(self.matchups), len(self.variants))
        return [
            GameTask(
                index=slot.index,
                seed=game_seed(self.seed, slot.deal),
                decks=(
                    self.variants[slot.variant].deck or self.matchups[slot.matchup][0],
                    self.matchups[slot.matchup][1],
                ),
                agents=(self.variants[slot.variant].agent, self.opponent_agent),
                rolls=self.rolls,
                rotate=self.rotate,
                matchup=slot.matchup,
                seat_shift=slot.game,
            )
            for slot in slots
        ]

    def decks(self, matchup: int, variant: int) -> tuple[str, str]:
        mine, theirs = self.matchups[matchup]
        return self.variants[variant].deck or mine, theirs

    def index_limit(self, games: int) -> int:
        return index_limit(games, len(self.matchups), len(self.variants))


def variant_games(games: Sequence[dict[str, Any]], variant: int, variants: int) -> list[dict[str, Any]]:
    """One variant's games, as an ordinary run's (for its own report)."""
    return [g for g in games if int(g["index"]) % variants == variant]


def player_sweep_spec(
    matchups: list[tuple[str, str]], players: Sequence[str], opponent_agent: str, games: int, seed: int, rolls: str
) -> VariantSpec:
    """`--agent-sweep`: each match-up's first deck played by each player on the same deals."""
    return VariantSpec(
        matchups=matchups,
        variants=[Variant(None, player) for player in players],
        opponent_agent=opponent_agent,
        games=games,
        seed=seed,
        rolls=rolls,
        extra={"mode": "agent-sweep", "players": list(players)},
    )


def tested_deck_names(games: Sequence[dict[str, Any]], matchups: Sequence[Sequence[str]], side: int = 0) -> list[str]:
    """The name of each match-up's deck of `side` (0: the tested one, 1: the opponent), as its games
    recorded it (its file's name if none played)."""
    names = [Path(m[side]).stem for m in matchups]
    for game in games:
        names[int(game["matchup"])] = game["decks"][game["sides"].index(side)]
    return names

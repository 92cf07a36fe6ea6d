"""Toy Battle played with Bakugan's figures: teams from Bakugan deck files (their three Bakugan and
six BakuCores; a ready deck by its name), the figures and BakuCores from Bakugan's card catalogue.
The one place the two games meet: Toy Battle reads these only through its own interface
(game/games/toy_battle/pieces.py) and imports nothing of Bakugan's."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import load_deck, resolve_deck_path
from game.games.toy_battle.game import Team
from game.games.toy_battle.match import team_of
from game.games.toy_battle.pieces import Pieces

DEFAULT_DECKS: Final = ("aquos_flow", "pyrus_fury")


def toy_teams(decks: Sequence[str] | None, names: Sequence[str] | None = None) -> list[Team]:
    """Two teams from deck files or ready-deck names (default: two ready decks). Raises
    DeckFileError for a deck that cannot be read, ValueError for the wrong number of decks."""
    chosen = list(decks or DEFAULT_DECKS)
    if len(chosen) != 2:
        raise ValueError("Toy Battle is for two players: give two decks")
    given = list(names or [])
    given += [f"Player {k + 1}" for k in range(len(given), 2)]
    return [team_of(given[k], load_deck(resolve_deck_path(d))) for k, d in enumerate(chosen)]


def toy_pieces() -> Pieces:
    """Every Bakugan figure and BakuCore the card catalogue knows."""
    return default_catalog()

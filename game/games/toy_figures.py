"""Toy Battle played with Bakugan's figures: teams from Bakugan deck files (their three Bakugan and
six BakuCores; a ready deck by its name), the figures and BakuCores from Bakugan's card catalogue.
The one place the two games meet: Toy Battle reads these only through its own interface
(game/games/toy_battle/pieces.py) and imports nothing of Bakugan's."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Final

from game.files import paths
from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import DeckList, load_deck, ready_decks, resolve_deck_path
from game.games.toy_battle.game import Team, ToyBattle
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


def team_files() -> list[Path]:
    """The deck files a team may come from: the ready decks, then the player's own (the Bakugan
    deck editor's folder)."""
    folder = paths.user_decks_dir()
    return [*ready_decks(), *(sorted(folder.glob("*.yaml")) if folder.is_dir() else [])]


def load_team_deck(path: Path) -> DeckList:
    """A deck file whose Bakugan and BakuCores make a team (DeckFileError when it cannot be read)."""
    return load_deck(path)


def team_words(deck: DeckList) -> tuple[str, str]:
    """A team as the new-game screen lists it: the deck's name, and its three Bakugan."""
    cards = default_catalog().cards
    figures = ", ".join(cards[c].name if c in cards else c for c in deck.characters)
    return deck.name, f"Bakugan: {figures}"


def toy_pieces() -> Pieces:
    """Every Bakugan figure and BakuCore the card catalogue knows."""
    return default_catalog()


def seeded_game(seed: int) -> ToyBattle:
    """A game from a seed alone: the two default teams (the registry's new_game)."""
    return ToyBattle.new(toy_teams(None), toy_pieces(), seed=seed)

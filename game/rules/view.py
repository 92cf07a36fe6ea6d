"""A player's view of the game (hidden information: design.md), built only when read."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.engine import Game


class PlayerView:
    """What one seat may see. Agents and the UI read this, never the full state."""

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat

    @cached_property
    def data(self) -> dict[str, Any]:
        return self._game.view(self.seat)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

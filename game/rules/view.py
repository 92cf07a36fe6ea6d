"""A player's view of the game (hidden information: design.md), built only when read."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.rules.engine import Game


class PlayerView:
    """What one seat may see. Agents and the UI read this, never the full state.

    `view[key]` builds only that part of the view (agents read a few parts); `data` is all of it.
    Parts may be shared with later views of the same seat while they are unchanged: read them only.
    `memo` keeps what an agent derives from this view, for other readers of the same view.
    """

    def __init__(self, game: Game, seat: int) -> None:
        self._game = game
        self.seat = seat
        self._parts: dict[str, Any] = {}
        self.memo: dict[object, Any] = {}

    @cached_property
    def data(self) -> dict[str, Any]:
        from game.rules.engine import VIEW_KEYS

        if not hasattr(self._game, "view_part"):  # another ruleset's game: its view comes whole
            return self._game.view(self.seat)
        return {key: self[key] for key in VIEW_KEYS}

    def __getitem__(self, key: str) -> Any:
        part = self._parts.get(key)
        if part is None and key not in self._parts:
            if not hasattr(self._game, "view_part"):
                return self.data[key]
            part = self._parts[key] = self._game.view_part(self.seat, key)
        return part

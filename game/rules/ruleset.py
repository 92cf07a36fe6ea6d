"""What every ruleset's game offers the runner, the agents and the UI (OpenSpiel-style)."""

from __future__ import annotations

from typing import Any, Protocol

from game.roll import RollRequest
from game.rules.actions import Action


class RulesetState(Protocol):
    winner: int | None
    turn: int

    def state_hash(self) -> str: ...
    def to_json(self) -> dict[str, Any]: ...


class PlayableGame(Protocol):
    """A game in progress under some ruleset: actions in, state out."""

    @property
    def state(self) -> Any: ...
    @property
    def over(self) -> bool: ...
    def to_act(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def apply(self, action: Action) -> None: ...
    def roll_request(self) -> RollRequest: ...
    def view(self, seat: int) -> dict[str, Any]: ...

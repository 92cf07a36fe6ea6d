"""Small explicit Fusion World positions for the rule tests, written in the scenario format."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.core import IllegalAction
from game.games.fusion_world.cards import CARDS_DIR, Pool, load_pool
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.scenario import Refs, build_position

TEST_CARDS = Path(__file__).with_name("test_cards.yaml")
_POOL: list[Pool] = []


def pool() -> Pool:
    if not _POOL:
        _POOL.append(load_pool([*CARDS_DIR.glob("*.yaml"), TEST_CARDS]))
    return _POOL[0]


class Table:
    """A game and its card references ("0.leader", "1.battle.0", "0.hand.FW-R01")."""

    def __init__(self, **doc: Any) -> None:
        self.game: FusionWorld = build_position(doc, pool())
        self.refs = Refs(self.game)

    def __call__(self, ref: str) -> int:
        found = self.refs.card(ref)
        assert found is not None
        return found

    def do(self, action: str, **fields: Any) -> None:
        self.game.apply_action(self.refs.action({"action": action, **fields}))

    def refused(self, rule: str, action: str, **fields: Any) -> IllegalAction:
        before = self.game.state.state_hash()
        with pytest.raises(IllegalAction) as caught:
            self.do(action, **fields)
        assert caught.value.rule == rule, caught.value
        assert self.game.state.state_hash() == before
        return caught.value

    @property
    def s(self) -> Any:
        return self.game.state

    def zone(self, name: str, seat: int) -> list[str]:
        return [self.s.cards[i] for i in self.s.zone(name, seat)]

    def decision(self) -> str | None:
        pending = self.game.pending()
        return None if pending is None else pending.kind

    def log(self) -> list[str]:
        return [e.text for e in self.game.core.log]

    def rules(self) -> list[str]:
        return [e.rule for e in self.game.core.log]


def pending_kind(game: FusionWorld) -> str:
    """The kind of decision owed now ("" when none)."""
    pending = game.pending()
    return "" if pending is None else pending.kind

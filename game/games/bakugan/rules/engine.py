"""The Bakugan Battle Planet rules engine: `legal_actions`, `apply`, `to_act`, `view`.

Control is a stack of frames in the state (priority windows, a batch entry resolving, damage
being dealt, a decision a player owes). When the stack is empty the turn moves to its next step.
After every action the engine runs forward until someone must decide (or a roll must be thrown),
so a game is a pure function of its setup, seed and actions.

`Game` is the front of a chain of part classes, one module each, bottom first: game_base.py
(state, memo, basics, tables), damage_record.py (rule 5.11.2), seat_views.py, legal.py,
triggers.py, action_text.py, damage.py, refusals.py, turn_steps.py, apply_actions.py.
"""

from __future__ import annotations

import copy

from game.core.errors import IllegalAction as IllegalAction
from game.core.zones import Moved
from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.rules import hero_factions
from game.games.bakugan.rules.apply_actions import ApplyActions
from game.games.bakugan.rules.game_base import GAME_EVENTS
from game.games.bakugan.rules.game_base import VIEW_KEYS as VIEW_KEYS
from game.games.bakugan.rules.setup import GameSetup, build_state


class Game(ApplyActions):
    @classmethod
    def new(cls, setup: GameSetup, catalog: Catalog) -> Game:
        game = cls(build_state(setup, catalog), catalog)
        game.begin_setup()
        return game

    def begin_setup(self) -> None:
        """Start a game whose state is built but not begun: the core toss (7.5.1), then setup (1.4.3)."""
        self._changing += 1
        try:
            self._begin_setup()
        finally:
            self._changing -= 1
        self._settle()

    def clone(self) -> Game:
        return Game(copy.deepcopy(self.state), self.catalog)


GAME_EVENTS.subscribe(Moved, ApplyActions.on_card_moved)
GAME_EVENTS.subscribe(Moved, ApplyActions.record_for_damage)
GAME_EVENTS.subscribe(Moved, ApplyActions.on_core_held)
GAME_EVENTS.subscribe(Moved, hero_factions.drop_when_leaving_play)

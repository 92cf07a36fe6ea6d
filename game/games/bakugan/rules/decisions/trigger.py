"""`trigger`: triggered abilities waiting to enter the batch (`pending_triggers`) are put in by
their controller one at a time, in the order chosen, with their selections (rules 6.3.2, 6.3.3);
an optional one may be left out (6.3.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class TriggerKind(Kind):
    name = "trigger"
    must = ("6.3.3", "put your triggered abilities on the batch, in the order you choose")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return game.legal.trigger_options(game, frame.seat)

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        s = game.state
        entry = next(t for t in s.pending_triggers if t.eid == action.card)
        s.pending_triggers.remove(entry)
        s.frames.pop()
        name = game.catalog.cards[entry.card_id].name
        if action.target is not None and action.target.kind == "skip":
            game.log(f"{game.name(action.seat)} does not use {name}'s ability", "6.3.4")
            return
        entry.target = [action.target.kind, action.target.ref] if action.target else None
        entry.mode = action.mode
        game.triggers.enter_trigger(game, entry)

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        if not isinstance(action, ChooseCard) or action.seat != frame.seat:
            return super().explain(game, frame, action)
        waiting = game.state.pending_triggers
        entry = next((t for t in waiting if t.eid == action.card and t.controller == action.seat), None)
        if entry is None:
            return IllegalAction("6.3.3", "that is not one of your triggered abilities waiting to enter the batch")
        if action.target is not None and action.target.kind == "skip":
            return IllegalAction("6.3.4", "only an optional triggered ability may be left out of the batch")
        return IllegalAction("1.13.1", f"{action.target} is not a legal selection for that ability")

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        now = f"{game.name(frame.seat)} places theirs now"
        return IllegalAction("6.3.3", f"triggered abilities enter the batch first, the starting player's first: {now}")


KIND: Kind = TriggerKind()

"""`attach_core`: a Bakugan (`card`) takes BakuCores from the field (rule 6.5.2). `options`: the
BakuCore types it may take (empty: any); `count`: how many more; `optional`: Decline ends it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCore, Decline
from game.games.bakugan.rules.core_zones import FIELD, held_by
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class AttachCoreKind(Kind):
    name = "attach_core"
    answers: tuple[type[Action], ...] = (ChooseCore,)
    choice = "a BakuCore on the field that the card lets you attach"
    declined = ("attaches no more BakuCores", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        picks: list[Action] = [ChooseCore(seat=frame.seat, core=c) for c in game.legal.attachable(game, frame.options)]
        return [*picks, Decline(seat=frame.seat)] if frame.optional else picks

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCore):
            super().apply(game, frame, action)
            return
        assert frame.card is not None
        s = game.state
        kind = game.catalog.cores[s.cores[action.core].core_id].type.value
        game.log(f"{game.bname(frame.card)} takes a {kind} BakuCore from the field", "6.5.2")
        held = held_by(frame.card)  # taken as an opposing answer to a Flip card: no damage change (5.11.2)
        game.move_core(action.core, FIELD, held, cause="attach", rule="6.5.2", by=action.seat)
        frame.count -= 1
        if frame.count <= 0 or not game.legal.attachable(game, frame.options):
            s.frames.pop()


KIND: Kind = AttachCoreKind()

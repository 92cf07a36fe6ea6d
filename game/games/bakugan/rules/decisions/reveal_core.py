"""`reveal_core`: the player turns a BakuCore on the field bonus side up, for every player to
read (rule 1.12.1); Decline when the card says "you may"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCore, Decline
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame


class RevealCoreKind(Kind):
    name = "reveal_core"
    answers: tuple[type[Action], ...] = (ChooseCore,)
    choice = "a BakuCore on the field that is still face down"
    declined = ("turns no BakuCore face up", "1.3.4")

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        s = game.state
        hidden = [c for c in sorted(s.field) if c not in s.face_up_cores]
        return [
            *(ChooseCore(seat=frame.seat, core=c) for c in hidden),
            *([Decline(seat=frame.seat)] if frame.optional else []),
        ]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        if not isinstance(action, ChooseCore):
            super().apply(game, frame, action)
            return
        s = game.state
        game.drop_frame(frame)
        s.face_up_cores.append(action.core)
        found = game.catalog.cores[s.cores[action.core].core_id]
        game.log(f"{game.name(frame.seat)} turns a {found.type.value} BakuCore face up ({found.id})", "1.12.1")


KIND: Kind = RevealCoreKind()

"""`swap_core`: two Bakugan (`card` the player's, `count` the other) exchange one BakuCore each
(rule 6.5.2): the player picks the first Bakugan's (kept in `options`), then the other's; a pick
with one possible answer is made at once."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.actions import Action, ChooseCore
from game.games.bakugan.rules.core_zones import held_by
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.frames import DecisionFrame

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class SwapCoreKind(Kind):
    name = "swap_core"
    answers: tuple[type[Action], ...] = (ChooseCore,)
    choice = "a BakuCore of the Bakugan offered"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        assert frame.card is not None
        bid = frame.count if frame.options else frame.card
        return [ChooseCore(seat=frame.seat, core=c) for c in game.state.bakugan[bid].cores]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCore)
        _choose(game, frame, action.core)


def _choose(game: Game, frame: DecisionFrame, core: str) -> None:
    assert frame.card is not None
    if not frame.options:
        frame.options = [core]
        answer_if_forced(game)
        return
    game.drop_frame(frame)
    _exchange(game, frame.seat, frame.card, str(frame.options[0]), frame.count, core)


def answer_if_forced(game: Game) -> None:
    """Answer a swap choice that has only one possible answer."""
    frame = game.pending()
    while frame is not None and isinstance(frame, DecisionFrame) and frame.decision == KIND.name:
        options = KIND.legal(game, frame)
        if len(options) != 1:
            return
        core = options[0]
        assert isinstance(core, ChooseCore)
        _choose(game, frame, core.core)
        frame = game.pending()


def _exchange(game: Game, seat: int, mine: int, my_core: str, theirs: int, their_core: str) -> None:
    game.log(f"{game.bname(mine)} and {game.bname(theirs)} swap a BakuCore", "6.5.2")
    # by the seat whose card swaps: the damage record keeps or locks out each (rule 5.11.2)
    game.move_core(my_core, held_by(mine), held_by(theirs), cause="swap", rule="6.5.2", by=seat)
    game.move_core(their_core, held_by(theirs), held_by(mine), cause="swap", rule="6.5.2", by=seat)


KIND: Kind = SwapCoreKind()

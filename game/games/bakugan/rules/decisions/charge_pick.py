"""`charge_pick`: a player charging some (not all) of their uncharged Energy cards (`charge_energy: N`,
rule 7.2.1) picks, one card at a time, whether the next is one a card keeps uncharged this turn
(mode 0: "they do not recharge at the end of the turn", 5.16.1) or one the Charge Step would charge
anyway (mode 1). Energy cards lie face down (3.7.3), so that is the only difference a player can
see; the decision is asked only while both kinds are there. `count`: how many are still to charge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules.actions import Action, ChooseCard
from game.games.bakugan.rules.decisions.kind import Kind

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.frames import DecisionFrame

HELD, FREE = 0, 1  # the modes: a card kept uncharged this turn, one the Charge Step charges


def held_and_free(game: Game, seat: int) -> tuple[list[int], list[int]]:
    """The player's uncharged Energy cards a card keeps uncharged this turn, and the others."""
    held = game.state.this_turn.held_uncharged
    uncharged = game.state.players[seat].uncharged
    return [i for i in uncharged if i in held], [i for i in uncharged if i not in held]


def is_real_choice(game: Game, seat: int, count: int) -> bool:
    """Whether charging `count` cards leaves the player a choice that matters (see the module)."""
    held, free = held_and_free(game, seat)
    return bool(held) and bool(free) and 0 < count < len(held) + len(free)


def charge_one(game: Game, seat: int, iid: int, held: bool) -> None:
    """Charge one Energy card; one a card kept uncharged is no longer kept (it is charged now)."""
    game.move_card(iid, ("uncharged", seat), ("charged", seat), cause="charge", rule="7.2.1")
    if iid in game.state.this_turn.held_uncharged:
        game.state.this_turn.held_uncharged.remove(iid)
    which = "one kept uncharged this turn" if held else "one the Charge Step would charge"
    game.log(f"{game.name(seat)} charges an Energy card, {which}", "7.2.1")


class ChargePickKind(Kind):
    name = "charge_pick"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        held, free = held_and_free(game, frame.seat)
        # the held card first: computer players take the first offer, and charging a card the
        # Charge Step would skip is the better use of the effect
        modes = [mode for mode, zone in ((HELD, held), (FREE, free)) if zone]
        return [ChooseCard(seat=frame.seat, card=-1, mode=mode) for mode in modes]

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, ChooseCard)
        held, free = held_and_free(game, frame.seat)
        charge_one(game, frame.seat, (held if action.mode == HELD else free)[-1], action.mode == HELD)
        frame.count -= 1
        if frame.count > 0 and is_real_choice(game, frame.seat, frame.count):
            return
        game.drop_frame(frame)
        for _ in range(frame.count):  # no choice left: all the rest are charged, or all alike
            held, free = held_and_free(game, frame.seat)
            if not held and not free:
                break
            charge_one(game, frame.seat, (held or free)[-1], bool(held))

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        if not isinstance(action, ChooseCard) or action.seat != frame.seat:
            return super().explain(game, frame, action)
        return IllegalAction(
            "7.2.1", "charge a card kept uncharged this turn (0) or one the Charge Step charges (1), as offered"
        )


KIND: Kind = ChargePickKind()

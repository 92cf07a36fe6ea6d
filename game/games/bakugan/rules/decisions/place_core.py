"""`place_core`: a player places a BakuCore on the field, with a full side touching one already
there (rules 1.4.3 in setup, 4.7.3 for cores going back). `options`: the cores to place (empty:
every core of the player's not yet placed); the frame stays until the last is placed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules.action_builders import place_core_actions
from game.games.bakugan.rules.actions import Action, PlaceCore
from game.games.bakugan.rules.core_zones import FIELD, WAITING
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.frames import DecisionFrame
from game.roll.hexgrid import frontier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class PlaceCoreKind(Kind):
    name = "place_core"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        return place_core_actions(frame.seat, cores_to_place(game, frame), frontier(game.state.field.values()))

    def apply(self, game: Game, frame: DecisionFrame, action: Action) -> None:
        assert isinstance(action, PlaceCore)
        s = game.state
        if action.core in frame.options:
            frame.options.remove(action.core)
        if not frame.options:
            s.frames.pop()
        game.move_core(action.core, WAITING, FIELD, cell=action.cell, cause="place", rule="4.7.3")
        if action.core in s.face_up_cores:
            s.face_up_cores.remove(action.core)  # a BakuCore is placed bonus side down (1.12.1)
        kind = game.catalog.cores[s.cores[action.core].core_id].type.value
        game.log(f"{game.name(action.seat)} places a {kind} BakuCore at {action.cell}", "4.7.3")

    def cores_in_transit(self, frame: DecisionFrame) -> list[str]:
        return frame.options  # cores going back (in setup, none: the player's own are not yet in play)


def place_back(game: Game, seat: int, cores: list[str]) -> None:
    """These BakuCores go back onto the field, placed by `seat` (4.7.3): with those it is placing
    now, if any (retracting at the same moment: one set to place, 5.13.3), or as a new decision."""
    top = game.pending()
    if isinstance(top, DecisionFrame) and top.decision == KIND.name and top.seat == seat and top.options:
        top.options.extend(cores)
    else:
        game.push_decision(KIND.name, seat, options=cores)


def cores_to_place(game: Game, frame: DecisionFrame) -> list[str]:
    """The BakuCores the player may place next. Returning cores go in any order (rule 4.7.3);
    of two alike (same BakuCore), only the first is offered, as either is the same move."""
    s = game.state
    if not frame.options:
        held = {c for b in s.bakugan for c in b.cores}
        return [c for c in s.players[frame.seat].cores if c not in s.field and c not in held]
    firsts: dict[str, str] = {}
    for cid in frame.options:
        firsts.setdefault(s.cores[cid].core_id, cid)
    return list(firsts.values())


KIND: Kind = PlaceCoreKind()

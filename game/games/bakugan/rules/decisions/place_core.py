"""`place_core`: a player places a BakuCore on the field, with a full side touching one already
there (rules 1.4.3 in setup, 4.7.3 for cores going back). `options`: the cores to place (empty:
every core of the player's not yet placed); the frame stays until the last is placed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.rules import memo as memo_settings
from game.games.bakugan.rules.action_builders import place_core_actions
from game.games.bakugan.rules.actions import Action, Decline, PlaceCore
from game.games.bakugan.rules.core_zones import FIELD, WAITING
from game.games.bakugan.rules.decisions.kind import Kind
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import Step
from game.roll.hexgrid import frontier, packed_frontier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class PlaceCoreKind(Kind):
    name = "place_core"
    answers: tuple[type[Action], ...] = (PlaceCore,)
    choice = "one of the BakuCores you are placing"

    def legal(self, game: Game, frame: DecisionFrame) -> list[Action]:
        cells = list(game.state.field.values())
        kept = game.legal.frontier
        if memo_settings.CHECKS.verify and kept.of(cells) != packed_frontier(cells):
            raise AssertionError("the kept frontier of the field differs from a fresh one")
        return place_core_actions(frame.seat, cores_to_place(game, frame), cells, kept)

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
        kind = game.catalog.cores[s.cores[action.core].core_id].type_value
        game.log(f"{game.name(action.seat)} places a {kind} BakuCore at {action.cell}", "4.7.3")

    def explain(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction | None:
        setup = game.state.step is Step.SETUP
        if isinstance(action, Decline) and action.seat == frame.seat:
            if setup:
                return IllegalAction("1.4.3", "each player places all six of their BakuCores")
            return IllegalAction("4.7.3", "the BakuCores of a retracted Bakugan go back onto the field")
        return super().explain(game, frame, action)

    def refuse_other(self, game: Game, frame: DecisionFrame, action: Action) -> IllegalAction:
        s, owner = game.state, game.name(frame.seat)
        if s.step is Step.SETUP:
            return IllegalAction(
                "1.4.3",
                "players take turns placing their BakuCores one at a time, starting with the starting player: "
                f"it is {owner}'s turn to place one",
            )
        if game.resolving_entry() is None and s.step is Step.RETRACT:
            rule = "5.13.3" if s.this_turn.team_attack else "5.13.2"
            return IllegalAction(rule, f"in the Retracting Step {owner} places a retracted Bakugan's BakuCores back")
        if isinstance(action, PlaceCore):
            return IllegalAction("7.2.5", f"the player who retracted the Bakugan places its BakuCores back: {owner}")
        return super().refuse_other(game, frame, action)

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


def set_down_at_game_end(game: Game, cores: list[str]) -> None:
    """The game ended while these BakuCores were going back (the player placing them left and the
    last opponent won): they still go onto the field (4.7.3), nobody is left to choose where, so
    each takes the first free cell touching the field."""
    for cid in list(cores):
        cell = frontier(game.state.field.values())[0]
        game.move_core(cid, WAITING, FIELD, cell=cell, cause="place", rule="4.7.3")
        game.log(f"The game is over: a BakuCore going back is set on the field at {cell}", "4.7.3")


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

"""What the opponents' passes say about their hidden cards, for search.

A pass is public: when a seat holds priority with `passes` > 0, the seats just before it passed in
this very position (any play or completion sets the count back to 0, rule 1.14.4). A sampled world
in which an opponent's heuristic would have played a card there instead of passing does not fit
what was seen, so search draws another (rejection sampling). The opponents are modelled as heuristic
players: the model is only as good as that guess, which is why the number of tries is bounded and a
world that never fits is still used.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import Decline, Pass
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import PriorityFrame
from game.games.bakugan.rules.sample_world import copy_state
from game.games.bakugan.rules.view import PlayerView


@dataclass(frozen=True)
class SeenPass:
    """`seat` passed when the priority window's pass count was `passes`."""

    seat: int
    passes: int


def passes_seen(view: PlayerView) -> tuple[SeenPass, ...]:
    """The opponents who passed in this exact position before the view's seat's turn to act in a
    priority window, nearest first; none outside a priority window or at its start."""
    window = view.priority_window()
    if window is None or window.holder != view.seat or window.passes <= 0:
        return ()
    return tuple(SeenPass(passer, window.passes - 1 - k) for k, passer in enumerate(window.before[: window.passes]))


def fits_passes(world: Game, seen: tuple[SeenPass, ...], player: Callable[[int], HeuristicAgent]) -> bool:
    """Whether each opponent's heuristic (`player(seat)`), in `world`'s position with that opponent
    holding priority, passes as the opponent did."""
    for passed in seen:
        state = copy_state(world.state)
        frame = state.frames[-1]
        if not isinstance(frame, PriorityFrame):
            return False
        frame.holder, frame.passes = passed.seat, passed.passes
        then = Game(state, world.catalog)
        legal = then.legal_actions()
        if len(legal) <= 1:
            continue
        choice = player(passed.seat).choose(PlayerView(then, passed.seat, worlds=False), legal)
        if not isinstance(choice, (Pass, Decline)):
            return False
    return True

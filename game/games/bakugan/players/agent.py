"""The interface every computer player implements: it sees a view and the legal actions only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final, Protocol

from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.view import ALL_PARTS, PlayerView, decision_name


class Agent(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: list[Action]) -> Action: ...


# what each class of agent reads (samples_worlds, view_parts), looked up once a class: getattr with a
# default on an agent without the attribute raises and catches an AttributeError, at every decision
_READS: Final[dict[type, tuple[bool, frozenset[str]]]] = {}


def view_for(agent: Agent, game: Game, seat: int, lazy: bool = False) -> PlayerView:
    """The seat's view as `agent` reads it: only the parts its class names in `view_parts` (all of
    them when it names none: rules/view.py, VIEW_PARTS), and what `sample_world` needs only for an
    agent that samples worlds (its class says `samples_worlds = True`). `lazy`: each part built
    when first read, until the caller seals the view (rules/view.py: PlayerView); never for an
    agent that samples worlds."""
    kind = type(agent)
    reads = _READS.get(kind)
    if reads is None:
        # read from the first agent of its class (its class says what it reads)
        reads = _READS[kind] = (bool(getattr(agent, "samples_worlds", False)), getattr(agent, "view_parts", ALL_PARTS))
    return PlayerView(game, seat, worlds=reads[0], parts=reads[1], lazy=lazy and not reads[0])


def decide(agent: Agent, game: Game, seat: int, legal: list[Action]) -> Action:
    """The agent's choice among `legal` (as the seat names things): from the actions and the
    decision's public name alone when the agent can tell it so (`plain_answer`, as the heuristic
    can for one action, a BakuCore to place, a pass with nothing to play), else from a view made
    for it (`read_answer`, which an agent with a plain_answer has: its choose without asking
    plain_answer again), a snapshot that costs about as much as the rest of a decision. The
    heuristic's view is lazy: it builds only the parts read for this decision (an Energize reads no
    Bakugan, a selection no player's zones) and is sealed once the answer is found."""
    if type(agent) is HeuristicAgent:  # deck testing's player: its methods called natively when compiled
        heuristic = agent
        answer = heuristic.plain_answer(legal, decision_name(game))
        if answer is not None:
            return answer
        view = view_for(agent, game, seat, lazy=True)
        try:
            return heuristic.read_answer(view, legal)
        finally:
            view.seal()
    plain = getattr(agent, "plain_answer", None)
    if plain is None:
        return agent.choose(view_for(agent, game, seat), legal)
    action: Action | None = plain(legal, decision_name(game))
    if action is not None:
        return action
    read: Callable[[PlayerView, list[Action]], Action] = agent.read_answer  # type: ignore[attr-defined]
    return read(view_for(agent, game, seat), legal)  # an agent with plain_answer reads the rest so

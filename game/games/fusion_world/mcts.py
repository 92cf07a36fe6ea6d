"""The strong Fusion World computer player: information-set Monte Carlo tree search over the
rest of its own turn. Each iteration deals the hidden cards again from the player's view
(`FwView.sample_world`, so it never sees what it must not) and walks one tree shared by all the
deals: the player's decisions are the tree's nodes, chosen by UCB among the actions legal in that
deal (counting how often each was available, as single-observer ISMCTS does); the opponent's
answers (block, counter, combo) are the heuristic player's. One node is added an iteration (the
heuristic's choice first, a good prior), then heuristic players play on to the end of the
opponent's next turn and the position is scored (`players.score`: a win, else life, hand and
board). The most visited first action is played.

The budget is a number of iterations a decision (`mcts:N`); decisions with one legal action, the
redraw, the order of simultaneous abilities and the Double Strike life choice are the heuristic's."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from game.games.fusion_world.actions import Redraw, ResolveFirst, TakeLife
from game.games.fusion_world.players import HeuristicFwPlayer, score
from game.games.fusion_world.view import FwView

if TYPE_CHECKING:
    from game.games.fusion_world.game import FusionWorld

DEFAULT_ITERATIONS: Final = 48
EXPLORATION: Final = 0.7  # UCB's constant for rewards in [0, 1]
ROLLOUT_LIMIT: Final = 300  # actions a play-out may take before it is scored where it stands
SCORE_SCALE: Final = 3.0  # a score this far ahead is worth about three quarters of a win
SKIPPED: Final = (Redraw, ResolveFirst, TakeLife)  # decisions the heuristic answers as well


@dataclass
class Node:
    """One place in the tree: the searching player's actions so far, the last `action`."""

    action: Any = None
    visits: int = 0
    reward: float = 0.0
    available: int = 0  # iterations in which this node's action was legal (ISMCTS)
    children: dict[Any, Node] = field(default_factory=dict)

    def ucb(self) -> float:
        if self.visits == 0:
            return math.inf
        mean = self.reward / self.visits
        return mean + EXPLORATION * math.sqrt(math.log(max(1, self.available)) / self.visits)


class MctsFwPlayer:
    name = "mcts"
    samples_worlds = True

    def __init__(self, seed: int = 0, iterations: int = DEFAULT_ITERATIONS) -> None:
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.fallback = HeuristicFwPlayer(seed)
        self.rollout_players = [HeuristicFwPlayer(seed + 1), HeuristicFwPlayer(seed + 2)]
        self.last_root: Node | None = None  # the tree of the last searched decision (tests, tuning)

    def choose(self, view: FwView, legal: list[Any]) -> Any:
        if len(legal) == 1 or isinstance(legal[0], SKIPPED):
            return self.fallback.choose(view, legal)
        root = Node()
        for _ in range(self.iterations):
            self._iterate(root, view)
        self.last_root = root
        best = max(root.children.values(), key=lambda n: (n.visits, n.reward), default=None)
        if best is None or best.action not in legal:
            return self.fallback.choose(view, legal)
        return best.action

    def _iterate(self, root: Node, view: FwView) -> None:
        world = view.sample_world(self.rng)
        me = view.seat
        path = [root]
        node = root
        while not world.over and world.core.turn <= view.turn:
            seat = world.to_act()
            if seat is None or seat < 0:
                break
            legal = world.legal_actions()
            if seat != me or len(legal) == 1:  # the opponent answers as the heuristic would
                world.apply_action(self._policy(world, seat, legal))
                continue
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            if untried:
                liked = self._policy(world, seat, legal)
                action = liked if liked in untried else untried[self.rng.randrange(len(untried))]
                node = node.children.setdefault(action, Node(action, available=1))
                world.apply_action(action)
                path.append(node)
                break
            node = max((node.children[a] for a in legal), key=Node.ucb)
            world.apply_action(node.action)
            path.append(node)
        self._rollout(world, view.turn + 1)
        reward = _reward(world, me)
        for visited in path:
            visited.visits += 1
            visited.reward += reward

    def _policy(self, world: FusionWorld, seat: int, legal: list[Any]) -> Any:
        return legal[0] if len(legal) == 1 else self.rollout_players[seat].choose(world.player_view(seat, False), legal)

    def _rollout(self, world: FusionWorld, horizon: int) -> None:
        for _ in range(ROLLOUT_LIMIT):
            seat = world.to_act()
            if world.over or seat is None or seat < 0 or world.core.turn > horizon:
                return
            world.apply_action(self._policy(world, seat, world.legal_actions()))


def _reward(world: FusionWorld, seat: int) -> float:
    """`seat`'s reward in [0, 1]: 1 for a win, 0 for a loss, else its score squashed."""
    if world.over:
        return 1.0 if world.core.winner == seat else 0.0
    return 0.5 + 0.5 * math.tanh(score(world, seat) / SCORE_SCALE)

"""The ceiling: a search player that sees every hidden card (hands, deck order, face-down cards).

It searches exactly as SearchAgent does, but every world it plays out is the real position rather
than a sample of the hidden cards. What is still unknown to it is what is unknown to everyone: the
rolls and any shuffle still to come (the world's random seed is drawn afresh, like a sampled
world's). Its win rate against the heuristic measures how much better play can do at all, which
is the ceiling a player acting on its own view is measured against (benchmarks/agent_strength.py).
It is never a seat's opponent in real play: it reads the game behind the view.
"""

from __future__ import annotations

from game.games.bakugan.players.opponent_model import SeenPass
from game.games.bakugan.players.search import SearchAgent
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.sample_world import copy_state
from game.games.bakugan.rules.state import GameState
from game.games.bakugan.rules.view import PlayerView


class OmniscientSearchAgent(SearchAgent):
    """Handed the real game by the runner (`watch_game`), never through its view: the views-only
    test still holds for every agent, this one included."""

    name = "omniscient"
    game: Game | None = None

    def watch_game(self, game: Game) -> None:
        self.game = game

    def _world(self, view: PlayerView, seen: tuple[SeenPass, ...]) -> Game:
        game = self.game
        if game is None:
            raise RuntimeError(
                "the omniscient player plays only games it was handed (game.games.bakugan.sim.runner.play_game)"
            )
        state = copy_state(game.state)
        state.seed = self.rng.randrange(2**31)  # shuffles still to come stay unknown
        self._forget(state)
        return Game(state, game.catalog)

    def _forget(self, state: GameState) -> None:
        """What this ceiling does not see of the real position (nothing)."""


class HandsSeenSearchAgent(OmniscientSearchAgent):
    """A ceiling without foresight: it sees every hand, Energy card and face-down card, but not the
    order of any deck, so the draws to come are as unknown to it as to a player. The gap between it
    and the full ceiling is what knowing the next draws is worth, which no player can have."""

    name = "omniscient_hands"

    def _forget(self, state: GameState) -> None:
        for player in state.players:
            self.rng.shuffle(player.deck)

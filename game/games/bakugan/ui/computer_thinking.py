"""A computer seat that searches thinks in a thread, so the table keeps drawing at 60 frames a second.

The thread chooses on its view, a snapshot holding no game: the table may take back a move or
load another game while it thinks, and the answer is used only if the game is still where it was
asked (the same number of actions); otherwise it is dropped and the seat asked again.
"""

from __future__ import annotations

import threading

from game.games.bakugan.players.agent import Agent, view_for
from game.games.bakugan.rules.actions import Action
from game.games.bakugan.rules.engine import Game


class Thinker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._asked_at = -1  # actions played when the question was asked
        self._answer: Action | None = None
        self._failure: BaseException | None = None

    @property
    def thinking(self) -> bool:
        return self._thread is not None and self._answer is None and self._failure is None

    def ask(self, agent: Agent, game: Game, seat: int, legal: list[Action], played: int) -> None:
        view = view_for(agent, game, seat)  # a snapshot: the table may change the game meanwhile
        self._asked_at, self._answer, self._failure = played, None, None

        def run() -> None:
            try:
                self._answer = agent.choose(view, legal)
            except BaseException as exc:  # handed to the frame loop, which raises it there
                self._failure = exc

        self._thread = threading.Thread(target=run, name="computer seat thinking", daemon=True)
        self._thread.start()

    def answer(self, played: int) -> Action | None:
        """The chosen action once ready and still for this position (`played` actions), else None."""
        if self._failure is not None:
            failure, self._failure, self._thread = self._failure, None, None
            raise failure
        if self._thread is None or self._answer is None:
            return None
        answer, self._answer, self._thread = self._answer, None, None
        return answer if played == self._asked_at else None

    def asked_at(self) -> int:
        return self._asked_at if self._thread is not None else -1

"""Suite-wide settings."""

import gc
import os
from collections.abc import Iterator

import pytest

# The suite runs pure Python even where the optional compiled core was built: tests replace module
# globals, which compiled code does not see (tools/compile_core.py).
os.environ["BAKUGAN_PURE_PYTHON"] = "1"
# players' own card sets on this machine stay out of the suite's catalogue (game/games/bakugan/cards/user_cards.py)
os.environ["BAKUGAN_USER_CARDS"] = os.path.join(os.path.dirname(__file__), "fixtures", "no_user_cards")

from game.games.bakugan.rules import memo

# Every reuse of a memo the engine kept (stats, static abilities in play) is checked against a
# fresh computation, and a state changed by hand without Game.invalidate() is reported.
memo.CHECKS.verify = True


@pytest.fixture(autouse=True)
def _no_process_given_over_to_a_run() -> Iterator[None]:
    """A test that runs `simulate --jobs 1` in this process gives the process over to its run
    (game.games.bakugan.sim.tasks.dedicate_process: objects frozen, a collection after each game); undone after
    the test, so later tests see an ordinary process."""
    yield
    from game.games.bakugan.sim import tasks

    if tasks._settle_after_games or gc.get_freeze_count():
        tasks._settle_after_games = False
        gc.unfreeze()

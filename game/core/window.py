"""A priority window over a stack (Bakugan's batch): the decision kind that passes priority round
the active players and, when all have passed in a row, resolves the top entry or closes (rules such
as Bakugan's 1.14 and 4.4; the "chain" of other games). `Priority` and `Stack` (priority.py) are
the same idea as plain data, for games that keep them in their state."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Protocol

from mypy_extensions import mypyc_attr


class Window(Protocol):
    """A priority window's own state, kept on the stack as a frame: who holds priority, how many
    active players passed in a row, and `floor`, how many stack entries were there when it opened
    (those below belong to an earlier window)."""

    holder: int
    passes: int
    floor: int


@mypyc_attr(allow_interpreted_subclasses=True)  # compiled with Bakugan's engine
class PriorityWindow:
    """The decision kind of a priority window over a stack (a batch): the holder plays, or passes;
    a play keeps priority with the player who made it; when every active player has passed in a
    row, the top entry above the window's floor starts resolving, or, with none, the window
    closes. After an entry completes, `restart` gives priority back to the player the rules name.
    A game names its pass (`pass_action`) and says what its plays, stack, resolving and turn
    order are by overriding the hooks below; the window's frame stays on the stack (not
    one-shot) until it closes."""

    name = "priority"
    one_shot = False
    pass_action: ClassVar[type] = object  # the class of the pass action (a subclass names its own)

    def apply(self, game: Any, window: Any, action: Any) -> None:
        if isinstance(action, self.pass_action):
            self.pass_priority(game, window)
        else:
            self.play(game, window, action)

    def pass_priority(self, game: Any, window: Window) -> None:
        window.passes += 1
        if window.passes >= len(self.active_seats(game)):
            entries = self.entries(game)
            if len(entries) > window.floor:
                self.resolve(game, entries.pop())
            else:
                self.close(game, window)
            return
        window.holder = self.next_holder(game, window.holder)

    @staticmethod
    def restart(window: Window, holder: int) -> None:
        """A new round of passes from `holder` (an entry completed, or a player acted)."""
        window.holder = holder
        window.passes = 0

    # ---- the hooks a game fills in --------------------------------------------------------------

    def play(self, game: Any, window: Any, action: Any) -> None:
        """Carry out a play that is not a pass (the holder keeps priority: `window.passes = 0`)."""
        raise NotImplementedError

    def active_seats(self, game: Any) -> Sequence[int]:
        raise NotImplementedError

    def entries(self, game: Any) -> list[Any]:
        """The stack the window is over, the top last."""
        raise NotImplementedError

    def resolve(self, game: Any, entry: Any) -> None:
        """The entry taken off the top starts resolving (push what carries it out)."""
        raise NotImplementedError

    def next_holder(self, game: Any, holder: int) -> int:
        """Who holds priority after `holder` passes (the next active seat in turn order)."""
        raise NotImplementedError

    def close(self, game: Any, window: Any) -> None:
        """Everyone passed with nothing to resolve: the window's frame leaves the stack."""
        game.finish(window)

"""'You may ...' in a card's text (rule 1.3.1: the card says the player chooses): a step marked
`may: true` waits for its controller to do it or decline as the card completes.

The decision frame remembers the step's index (`count`); doing it carries the step out at once
(it may ask further decisions), declining skips it. Either way the entry's `did` says which, for
"if you do" and for steps that follow only the chosen one (aa-36: "you may draw two cards, then
discard two cards"). The decision itself is game/rules/decisions/may.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from game.effects import Step
    from game.rules.engine import Game
    from game.rules.state import BatchEntry, Frame

DO_IT: Final = 0  # the ChooseCard mode that means "do it"


def offer(game: Game, seat: int, step_index: int) -> None:
    game._decision("may", seat, count=step_index)


def step_of(game: Game, frame: Frame) -> tuple[BatchEntry, Step]:
    entry = game._resolving_entry()
    assert entry is not None
    card = game.catalog.cards[entry.card_id]
    return entry, game._entry_steps(entry, card)[frame.count]


def question(game: Game, frame: Frame) -> str:
    """The step in words, for the prompt: "Aquos Breath: you may draw two cards. Do it?"."""
    entry, step = step_of(game, frame)
    name = game.catalog.cards[entry.card_id].name
    return f"{name}: you may {step.effect.describe().removeprefix('you ')}. Do it?"

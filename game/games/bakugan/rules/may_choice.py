"""'You may ...' in a card's text (rule 1.3.1: the card says the player chooses): a step marked
`may: true` waits for its controller to do it or decline as the card completes.

The decision frame remembers the step's index (`count`); doing it carries the step out at once
(it may ask further decisions), declining skips it. Either way the entry's `did` says which, for
"if you do" and for steps that follow only the chosen one (aa-36: "you may draw two cards, then
discard two cards"). The decision itself is game/games/bakugan/rules/decisions/may.py.

A "you may" step inside the option an opponent chose (`opponent_chooses`) is asked the same way:
the frame's `options` then hold [the option, the step's index in it], `count` the index of the
opponent_chooses step; the rest of the option runs after the answer (run_option).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.actions import Target
from game.games.bakugan.rules.batch_entries import entry_steps
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.words import Condition, OpponentChooses, Step, run_steps

if TYPE_CHECKING:
    from game.games.bakugan.rules.effect_ctx import EngineContext
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.state import BatchEntry

DO_IT: Final = 0  # the ChooseCard mode that means "do it"


def offer(game: Game, seat: int, step_index: int, in_option: tuple[int, int] | None = None) -> None:
    game.push_decision("may", seat, count=step_index, options=list(in_option) if in_option else [])


def run_option(ctx: EngineContext, choice: OpponentChooses, option: int, start: int) -> None:
    """The steps of the option an opponent chose, from `start`. A "you may" step is asked of the
    card's controller, and a step that asks a decision is waited for: either way the run stops and
    the opponent_chooses step runs again once it is answered, going on where it stopped (the entry's
    `choice` then holds option + number of options * the next step)."""
    at = ctx.step_index  # the opponent_chooses step of the card
    frames = ctx.state.frames
    depth = len(frames)

    def resume_at(k: int) -> None:
        ctx.entry.choice = option + len(choice.options) * k
        resolving = ctx.game.resolving_frame(ctx.entry)
        resolving.next_step = at  # the resolve frame runs the opponent_chooses step again

    def ask(k: int) -> None:
        resume_at(k + 1)
        offer(ctx.game, ctx.controller, at, (option, k))

    def pause(k: int) -> bool:
        if len(frames) <= depth:
            return False
        resume_at(k + 1)
        return True

    run_steps(choice.options[option], ctx, start=start, ask=ask, pause=pause)


def step_of(game: Game, frame: DecisionFrame) -> tuple[BatchEntry, Step]:
    entry = game.resolving_entry()
    assert entry is not None
    card = game.catalog.cards[entry.card_id]
    step = entry_steps(game.catalog, entry, card)[frame.count]
    if frame.options:  # a step of the option an opponent chose
        assert isinstance(step.effect, OpponentChooses)
        option, k = int(frame.options[0]), int(frame.options[1])
        return entry, step.effect.options[option][k]
    return entry, step


def _after(game: Game, entry: BatchEntry, frame: DecisionFrame) -> tuple[Step, ...]:
    """The steps after the one asked, in its own list (the card's, or the option's)."""
    steps = entry_steps(game.catalog, entry, game.catalog.cards[entry.card_id])
    if frame.options:
        outer = steps[frame.count].effect
        assert isinstance(outer, OpponentChooses)
        return outer.options[int(frame.options[0])][int(frame.options[1]) + 1 :]
    return steps[frame.count + 1 :]


@dataclass(frozen=True)
class MayOffer:
    """A "you may" put to a seat, as any seat may see it (the card completing is public): what
    doing it brings (the step, then those that follow only if it is done) and what declining does."""

    card: CardDef
    accepted: tuple[Step, ...]
    declined: tuple[Step, ...]
    target: Target | None
    own_bid: int | None  # the card's own Bakugan, for an ability's "this Bakugan"


def offered(game: Game, seat: int) -> MayOffer | None:
    """The "you may" decision `seat` owes now, or None."""
    top = game.pending()
    if not isinstance(top, DecisionFrame) or top.decision != "may" or top.seat != seat:
        return None
    entry, step = step_of(game, top)
    accepted: list[Step] = [dataclasses.replace(step, may=False)]
    declined: list[Step] = []
    for later in _after(game, entry, top):
        if later.condition is None or later.condition.did is None:
            continue
        rest = dataclasses.replace(later.condition, did=None)  # known once the answer is given
        (accepted if later.condition.did else declined).append(
            dataclasses.replace(later, condition=None if rest == Condition() else rest)
        )
    target = Target(str(entry.target[0]), int(entry.target[1])) if entry.target is not None else None
    card = game.catalog.cards[entry.card_id]
    return MayOffer(card, tuple(accepted), tuple(declined), target, entry.bakugan)


def question(game: Game, frame: DecisionFrame) -> str:
    """The step in words, for the prompt: "Aquos Breath: you may draw two cards. Do it?"."""
    entry, step = step_of(game, frame)
    name = game.catalog.cards[entry.card_id].name
    return f"{name}: you may {step.effect.describe().removeprefix('you ')}. Do it?"

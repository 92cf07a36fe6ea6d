"""Small helpers shared by the rule tests: positions in the Brawl Phase and passing along."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.games.bakugan.rules.actions import Pass
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.state import Step
from tests.helpers import scenario


def in_brawl(**extra: Any) -> dict[str, Any]:
    """A Bakugan state: open, face up and in this turn's brawl."""
    return {"open": True, "in_brawl": True, **extra}


def brawl(ann: dict[str, Any] | None = None, bob: dict[str, Any] | None = None, **spec: Any) -> Game:
    """Power Step of turn 1, Ann starting; each player's first Bakugan open in the brawl unless
    the player's `bakugan` says otherwise."""
    ann = {"bakugan": {0: in_brawl()}, **(ann or {})}
    bob = {"bakugan": {0: in_brawl()}, **(bob or {})}
    return scenario(step=spec.pop("step", "power"), starting=spec.pop("starting", 0), players=[ann, bob], **spec)


def pass_until(game: Game, done: Callable[[Game], bool], limit: int = 60) -> None:
    """Everyone passes priority until `done` holds; fails if a decision other than priority comes up."""
    for _ in range(limit):
        if done(game):
            return
        top = game.pending()
        assert isinstance(top, PriorityFrame), f"expected a priority window, got {top}"
        game.apply(Pass(seat=top.holder))
    raise AssertionError("condition never reached")


def at_step(step: Step) -> Callable[[Game], bool]:
    return lambda g: g.state.step is step


def step_now(game: Game) -> Step:
    """The step the game is in, read afresh (mypy keeps `game.state.step` narrowed across moves)."""
    return game.state.step


def decision(game: Game) -> str | None:
    top = game.pending()
    return top.decision if isinstance(top, DecisionFrame) else None


def decision_frame(game: Game) -> DecisionFrame:
    """The decision on top of the game's frames, where the test knows one is owed."""
    top = game.pending()
    assert isinstance(top, DecisionFrame), f"expected a decision, got {top}"
    return top


def decision_card(game: Game) -> int:
    """The card the decision on top is about (a Stop's card, a card to play...)."""
    card = decision_frame(game).card
    assert card is not None, "the decision names no card"
    return card


def log_texts(game: Game, rule: str | None = None) -> list[str]:
    return [e.text for e in game.state.log if rule is None or e.rule == rule]


def custom_card(game: Game, base: str, new_id: str, *, play: Any = None, abilities: Any = None, **fields: Any) -> str:
    """Add a card to this game's catalogue: `base` with its text replaced by `play`/`abilities`
    written in the card language (and any other fields replaced); returns the new id."""
    import dataclasses

    from game.games.bakugan.cards.catalog import Catalog
    from game.games.bakugan.words import PlaySpec, parse_abilities

    card = dataclasses.replace(
        game.catalog.cards[base],
        id=new_id,
        play=PlaySpec.parse(play) if play is not None else None,
        abilities=parse_abilities(abilities),
        **fields,
    )
    game.catalog = Catalog(cards={**game.catalog.cards, new_id: card}, cores=game.catalog.cores)
    game.invalidate()
    return new_id


def give(game: Game, seat: int, card_id: str, zone: str = "hand") -> int:
    """Put a new card instance of `card_id` into a zone of `seat` (hand, heroes, discard, deck)."""
    from game.games.bakugan.rules.state import CardInst

    iid = len(game.state.cards)
    game.state.cards.append(CardInst(iid=iid, card_id=card_id, owner=seat))
    getattr(game.state.players[seat], zone).append(iid)
    game.invalidate()
    return iid

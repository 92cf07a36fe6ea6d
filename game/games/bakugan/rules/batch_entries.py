"""What a batch entry carries out: the ability a trigger or a delayed effect stands for, and the
instructions of a card, an ability or a delayed effect as it completes (rule 6.7.1). Read from the
catalogue alone."""

from __future__ import annotations

from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.rules.frames import BatchEntry
from game.games.bakugan.words import Ability, Later


def trigger_ability(catalog: Catalog, entry: BatchEntry) -> Ability:
    """The ability a triggered entry resolves: its card's, or a delayed effect's as an ability."""
    if entry.kind == "delayed":
        later = delayed_effect(catalog, entry)
        return Ability(kind="trigger", event=entry.event, optional=later.optional, steps=later.steps)
    return catalog.cards[entry.card_id].abilities[entry.ability]


def delayed_effect(catalog: Catalog, entry: BatchEntry) -> Later:
    """The "later" instruction a delayed effect's entry came from (`origin`: ability and step)."""
    card = catalog.cards[entry.card_id]
    if entry.ability < 0:
        assert card.play is not None
        steps = card.play.mode_steps(entry.mode)
    else:
        steps = card.abilities[entry.ability].mode_steps(entry.mode)
    effect = steps[entry.origin[0]].effect
    assert isinstance(effect, Later)
    return effect


def entry_steps(catalog: Catalog, entry: BatchEntry, card: CardDef) -> tuple[Any, ...]:
    """The instructions this entry carries out, in order (its option's, for "choose one")."""
    if entry.kind in ("card", "copy"):
        return card.play.mode_steps(entry.mode) if card.play else ()
    if entry.kind == "delayed":
        return delayed_effect(catalog, entry).steps
    return trigger_ability(catalog, entry).mode_steps(entry.mode)

"""A card's Faction changed by an effect (rule 2.5.1: "Effects may change a card's Faction").

    change_faction: {faction: Pyrus, to: selected, lasting: false}
        "its Faction becomes Pyrus until end of turn": each Bakugan of the group `to` (as for
        boost; `self` is "this card" on an ability) is that Faction (or those Factions: a list) instead
        of its printed ones, this turn, or while it stays in play with `lasting: true`.
        `to: selected_hero`: the Hero card the play selected instead (game/games/bakugan/rules/hero_factions.py).

The change is a modifier on the Bakugan (state.modifiers, in the state hash); every test of a
Bakugan's Faction (selections, conditions, BakuCore and Hero bonuses, Evo matching) reads it, and
a face-up Bakugan's view shows its Factions as they are now. Registered into EFFECT_KINDS on import.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, cast

from game.games.bakugan.cards.model import Faction
from game.games.bakugan.words.context import EffectContext
from game.games.bakugan.words.effect import GROUP_TEXT, Effect
from game.games.bakugan.words.params import FACTIONS, YES_NO, Kind, Param, describe, one_of
from game.games.bakugan.words.steps import register

HERO = "selected_hero"  # `to`: the Hero card the play selected (rule 2.5.1 reaches any card)


class FactionContext(EffectContext, Protocol):
    """What the engine does for this word (implemented by EngineContext)."""

    def change_faction(self, bid: int, factions: tuple[str, ...], lasting: bool) -> None: ...

    def change_selected_hero_faction(self, factions: tuple[str, ...], lasting: bool) -> None: ...


@dataclass(frozen=True)
class ChangeFaction(Effect):
    factions: tuple[Faction, ...] = ()
    to: str = "selected"
    lasting: bool = False

    def uses_selected(self) -> bool:
        return self.to in ("selected", "second", HERO)

    def selection_kind(self) -> str | None:
        return "hero" if self.to == HERO else super().selection_kind()

    def describe(self) -> str:
        plural = len(self.factions) > 1
        noun = "Factions" if plural else "Faction"
        subject = {"selected": f"its {noun}", "self": f"this card's {noun}", HERO: f"that Hero's {noun}"}.get(
            self.to, f"the {noun} of {GROUP_TEXT[self.to]}"
        )
        names = " and ".join(f.value for f in self.factions)
        when = "while it stays in play" if self.lasting else "until end of turn"
        return f"{subject} {'become' if plural else 'becomes'} {names} {when}"

    def resolve(self, ctx: EffectContext) -> None:
        values = tuple(f.value for f in self.factions)
        if self.to == HERO:
            cast("FactionContext", ctx).change_selected_hero_faction(values, self.lasting)
            return
        for bid in ctx.bakugan_group(self.to):
            cast("FactionContext", ctx).change_faction(bid, values, self.lasting)


describe(
    ChangeFaction,
    Kind(
        "change_faction",
        "each Bakugan of the group is that Faction (or those Factions) instead of its printed ones until end of "
        "turn (rule 2.5.1); selections, conditions, BakuCore and Hero bonuses and Evo matching (3.3.1) all read "
        "the changed Faction",
        (
            Param("faction", FACTIONS, "the new Faction, or a list of them", field="factions", required=True),
            Param(
                "to",
                one_of({**GROUP_TEXT, HERO: "that Hero"}),
                "as for boost (self is this card on an ability); selected_hero: the Hero card the play selected "
                "(it ends with the turn, or lasts, and whenever the Hero leaves play: 4.1.3)",
            ),
            Param("lasting", YES_NO, "while it stays in play, not only until end of turn"),
        ),
    ),
)
register(ChangeFaction)

"""A Hero card's Factions, as an effect may change them (rule 2.5.1: "Effects may change a card's
Faction"): a Modifier with `hero` set (bid -1) holds the new Factions; the latest change holds. It
ends with the turn (5.17.1) unless lasting, and whenever the Hero leaves play (4.1.3: a card moving
zones returns to its written text). What reads it: a Hero selection with `faction`/`not_faction`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.zones import Moved
from game.games.bakugan.rules.state import Modifier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def hero_factions(modifiers: list[Modifier], iid: int, printed: tuple[str, ...]) -> tuple[str, ...]:
    """The Factions of the Hero card `iid` now: the latest change, or those printed."""
    found: tuple[str, ...] | None = None
    for mod in modifiers:
        if mod.hero == iid and mod.faction:
            found = tuple(mod.faction)
    return found if found is not None else printed


def hero_changes(modifiers: list[Modifier]) -> list[Modifier] | None:
    """The modifiers that change a Hero's Factions, or None when there are none (the common case:
    a plain loop, as this is asked whenever a view is built)."""
    for mod in modifiers:
        if mod.hero is not None:
            return [m for m in modifiers if m.hero is not None]
    return None


def change_hero_faction(game: Game, controller: int, iid: int, factions: tuple[str, ...], lasting: bool) -> None:
    game.state.modifiers.append(
        Modifier(bid=-1, hero=iid, faction=list(factions), lasting=lasting, controller=controller)
    )
    when = "while it stays in play" if lasting else "until end of turn"
    game.log(f"{game.card(iid).name} is {' and '.join(factions)} {when}", "2.5.1")


def drop_when_leaving_play(game: Game, event: Moved) -> None:
    """Subscribed to card moves (engine.py): a Hero leaving play loses its changed Factions (4.1.3);
    one changing control stays in play and keeps them."""
    if event.source is None or event.source[0] != "heroes" or event.target[0] == "heroes":
        return
    s = game.state
    if any(m.hero is not None for m in s.modifiers):
        iid = int(event.item)
        s.modifiers = [m for m in s.modifiers if m.hero != iid]

"""What a computer player knows of each Bakugan, read from the typed `bakugan` part of its view
(game/games/bakugan/rules/view_data.py).

Face-up Bakugan come with their stats; for our own face-down ones the printed Character and Evos
are added up. Reading is a pure function of a view entry and the catalogue, so an entry equal to
the one read last time (most Bakugan do not change from one decision to the next) gives the same
BakuganInfo without working it out again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final, NamedTuple

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules.view_data import BatchItem, FieldBakugan, bakugan_from_dict
from game.games.bakugan.words import Boost

Entry = FieldBakugan | dict[str, Any]  # one Bakugan in a view, typed or in the dict view's form


class BakuganInfo(NamedTuple):  # immutable; a NamedTuple is made several times faster than a frozen dataclass
    bid: int
    controller: int
    open: bool
    face_up: bool
    in_brawl: bool
    bp: int  # known B-Power (stats when face up, printed Character + Evos when only we know it)
    dr: int
    card_id: str | None  # top card id when known
    factions: tuple[str, ...] = ()  # of the top card, when known
    holding: tuple[str, ...] = ()  # BakuCore codes it holds (FT, SD, ...)


def _printed(catalog: Catalog, entry: FieldBakugan) -> tuple[int, int, str | None]:
    ids = [entry.character, *entry.evos] if entry.character else list(entry.evos)
    bp = dr = 0
    top: str | None = None
    for card_id in ids:
        card = catalog.cards.get(card_id)
        if card is None:
            continue
        bp += card.bp or 0
        dr += card.dr or 0
        top = card_id
    return bp, dr, top


def _top_known(cards: dict[str, CardDef], entry: FieldBakugan) -> str | None:
    """The top card of a Bakugan's stack that the catalogue knows (what _printed gives as top)."""
    for card_id in reversed(entry.evos):
        if card_id in cards:
            return card_id
    character = entry.character
    return character if character and character in cards else None


# Per (catalogue, seat): the entries read last and what they gave, position by position.
_LAST: Final[dict[tuple[int, int], tuple[Catalog, Sequence[FieldBakugan], list[BakuganInfo]]]] = {}


def _typed(entry: Entry) -> FieldBakugan:
    return entry if isinstance(entry, FieldBakugan) else bakugan_from_dict(entry)


def read_bakugan(entries: Sequence[Entry], catalog: Catalog, seat: int) -> dict[int, BakuganInfo]:
    """Every Bakugan of a view, by id (before the batch: see apply_batch)."""
    typed: Sequence[FieldBakugan] = (
        entries  # type: ignore[assignment]  # a view's part: all typed (not cast(): a call each time)
        if not entries or isinstance(entries[0], FieldBakugan)
        else [_typed(entry) for entry in entries]
    )
    key = (id(catalog), seat)
    last = _LAST.get(key)
    if last is not None and last[1] is typed and last[0] is catalog:  # a view part kept unchanged
        return {info.bid: info for info in last[2]}
    before, known = (last[1], last[2]) if last is not None and last[0] is catalog else ([], [])
    infos = [
        known[i] if i < len(before) and (before[i] is entry or before[i] == entry) else _info(entry, catalog)
        for i, entry in enumerate(typed)
    ]
    _LAST[key] = (catalog, typed, infos)
    return {info.bid: info for info in infos}


def _info(given: Entry, catalog: Catalog) -> BakuganInfo:
    entry = _typed(given)
    cards, cores = catalog.cards, catalog.cores
    stats = entry.stats
    if stats is not None:  # face up: the view gives its stats
        bp, dr = stats.bp, stats.dr
        top = _top_known(cards, entry)
    else:
        bp, dr, top = _printed(catalog, entry)
    top_card = cards.get(top) if top else None
    held = entry.cores
    # tuple.__new__ with the fields in order, as the NamedTuple's own __new__ does: that one is
    # interpreted (a Python frame per Bakugan read, compiled or not); this is one C call
    return tuple.__new__(
        BakuganInfo,
        (
            entry.bid,
            entry.controller,
            entry.open,
            entry.face_up,
            entry.in_brawl,
            bp,
            dr,
            top,
            top_card.faction_values if top_card else (),
            tuple([cores[c].code for c in held if c in cores]) if held else (),
        ),
    )


def _brawler_of(bakugan: dict[int, BakuganInfo], controller: int, mine: bool) -> int | None:
    """The strongest open brawler on `controller`'s side (mine) or against it (not mine)."""
    found = [b for b in bakugan.values() if b.in_brawl and b.open and (b.controller == controller) == mine]
    return max(found, key=lambda b: (b.bp, -b.bid)).bid if found else None


def apply_batch(bakugan: dict[int, BakuganInfo], batch: Sequence[BatchItem], catalog: Catalog) -> None:
    """Count cards waiting in the batch as if they resolve: the view does not show their targets,
    so boosts are put on their controller's brawler and reductions on the strongest opposing one."""
    for entry in batch:
        if entry.kind != "card":
            continue
        card = catalog.cards.get(entry.card)
        if card is None:
            continue
        controller = entry.controller
        changes: list[tuple[str, int, int]] = []
        if card.type is CardType.EVO:
            changes.append(("your_brawler", card.bp or 0, card.dr or 0))
        elif card.play is not None:
            for step in card.play.steps:
                effect = step.effect
                if not isinstance(effect, Boost):
                    continue
                to = effect.to
                if to == "selected":
                    to = "your_brawler" if effect.bp + 100 * effect.dr >= 0 else "opposing_brawler"
                changes.append((to, effect.bp, effect.dr))
        for to, bp, dr in changes:
            if to not in ("your_brawler", "opposing_brawler"):
                continue
            bid = _brawler_of(bakugan, controller, to == "your_brawler")
            if bid is not None:
                info = bakugan[bid]
                bakugan[bid] = info._replace(bp=info.bp + bp, dr=info.dr + dr)

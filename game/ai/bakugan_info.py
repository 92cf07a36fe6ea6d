"""What a computer player knows of each Bakugan, read from the `bakugan` part of its view.

Face-up Bakugan come with their stats; for our own face-down ones the printed Character and Evos
are added up. Reading is a pure function of a view entry and the catalogue, so an entry equal to
the one read last time (most Bakugan do not change from one decision to the next) gives the same
BakuganInfo without working it out again.
"""

from __future__ import annotations

from typing import Any, Final, NamedTuple

from game.cardmodel import CardDef, CardType
from game.catalog import Catalog
from game.effects import Boost

Entry = dict[str, Any]  # one Bakugan in a view (engine.view_part("bakugan")), never changed by readers


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


def _printed(catalog: Catalog, entry: dict[str, Any]) -> tuple[int, int, str | None]:
    ids = [entry["character"], *entry["evos"]] if entry["character"] else list(entry["evos"])
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


def _top_known(cards: dict[str, CardDef], entry: dict[str, Any]) -> str | None:
    """The top card of a Bakugan's stack that the catalogue knows (what _printed gives as top)."""
    for card_id in reversed(entry["evos"]):
        if card_id in cards:
            return str(card_id)
    character = entry["character"]
    return str(character) if character and character in cards else None


# Per (catalogue, seat): the entries read last and what they gave, position by position.
_LAST: Final[dict[tuple[int, int], tuple[Catalog, list[Entry], list[BakuganInfo]]]] = {}


def read_bakugan(entries: list[Entry], catalog: Catalog, seat: int) -> dict[int, BakuganInfo]:
    """Every Bakugan of a view, by id (before the batch: see apply_batch)."""
    key = (id(catalog), seat)
    last = _LAST.get(key)
    before, known = (last[1], last[2]) if last is not None and last[0] is catalog else ([], [])
    infos = [
        known[i] if i < len(before) and (before[i] is entry or before[i] == entry) else _info(entry, catalog)
        for i, entry in enumerate(entries)
    ]
    _LAST[key] = (catalog, entries, infos)
    return {info.bid: info for info in infos}


def _info(entry: Entry, catalog: Catalog) -> BakuganInfo:
    cards, cores = catalog.cards, catalog.cores
    if "bp" in entry:  # face up: the view gives its stats
        bp, dr = int(entry["bp"]), int(entry["dr"])
        top = _top_known(cards, entry)
    else:
        bp, dr, top = _printed(catalog, entry)
    top_card = cards.get(top) if top else None
    held = entry["cores"]
    return BakuganInfo(
        int(entry["bid"]),
        int(entry["controller"]),
        bool(entry["open"]),
        bool(entry["face_up"]),
        bool(entry["in_brawl"]),
        bp,
        dr,
        top,
        top_card.faction_values if top_card else (),
        tuple(cores[c].code for c in held if c in cores) if held else (),
    )


def _brawler_of(bakugan: dict[int, BakuganInfo], controller: int, mine: bool) -> int | None:
    """The strongest open brawler on `controller`'s side (mine) or against it (not mine)."""
    found = [b for b in bakugan.values() if b.in_brawl and b.open and (b.controller == controller) == mine]
    return max(found, key=lambda b: (b.bp, -b.bid)).bid if found else None


def apply_batch(bakugan: dict[int, BakuganInfo], batch: list[dict[str, Any]], catalog: Catalog) -> None:
    """Count cards waiting in the batch as if they resolve: the view does not show their targets,
    so boosts are put on their controller's brawler and reductions on the strongest opposing one."""
    for entry in batch:
        if entry.get("kind") != "card":
            continue
        card = catalog.cards.get(str(entry["card"]))
        if card is None:
            continue
        controller = int(entry["controller"])
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

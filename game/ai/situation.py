"""What a computer player reads from its view: the brawl, its energy, its hand (no hidden cards).

Everything here comes from the PlayerView (game.view(seat)) and the public card catalogue.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, NamedTuple, TypeVar, overload

from game.cardmodel import CardDef, CardType
from game.catalog import Catalog
from game.effects import Boost
from game.rules.view import PlayerView


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


T = TypeVar("T")


class _read_once(Generic[T]):  # lower case: used as a decorator, like functools.cached_property
    """A property worked out on first use and kept in the instance (functools.cached_property
    without its lock: a Situation belongs to one agent's decision)."""

    def __init__(self, read: Callable[[Any], T]) -> None:
        self._read = read
        self._name = read.__name__

    @overload
    def __get__(self, instance: None, owner: type) -> _read_once[T]: ...
    @overload
    def __get__(self, instance: object, owner: type) -> T: ...
    def __get__(self, instance: object | None, owner: type) -> T | _read_once[T]:
        if instance is None:
            return self
        value = instance.__dict__[self._name] = self._read(instance)
        return value


class Situation:
    """One seat's reading of its view. Each part is read from the view when first used (an
    Energize choice needs the hand, not every Bakugan's stats) and kept: a Situation is read from
    one view, whose game does not change while the agent decides."""

    def __init__(self, view: PlayerView, catalog: Catalog) -> None:
        self._view = view
        self._catalog = catalog
        self.seat = int(view.seat)
        self._best: dict[bool, int | None] = {}
        self._hand_ids: dict[int, str] | None = None

    @_read_once
    def step(self) -> str:
        return str(self._view["step"])

    @_read_once
    def decision(self) -> str | None:
        decision: str | None = self._view["decision"]
        return decision

    @_read_once
    def turn(self) -> int:
        return int(self._view["turn"])

    @_read_once
    def starting(self) -> int:
        return int(self._view["starting"])

    @_read_once
    def _me(self) -> dict[str, Any]:
        me: dict[str, Any] = self._view["players"][self.seat]
        return me

    @_read_once
    def energy(self) -> int:
        """Energy we can still spend this turn (charged cards + pool; one per card assumed)."""
        return int(self._me["charged"]) + int(self._me["pool"])

    @_read_once
    def hand(self) -> list[tuple[int, str]]:
        """(iid, card id) of our hand."""
        return list(zip(self._me["hand_iids"] or [], self._me["hand"] or [], strict=True))

    @_read_once
    def deck_counts(self) -> dict[int, int]:
        return {int(p["seat"]): int(p["deck_count"]) for p in self._view["players"]}

    @_read_once
    def hand_counts(self) -> dict[int, int]:
        return {int(p["seat"]): int(p["hand_count"]) for p in self._view["players"]}

    @_read_once
    def active(self) -> list[int]:
        """Seats still in the game."""
        return [int(p["seat"]) for p in self._view["players"] if not p["out"]]

    @_read_once
    def bakugan(self) -> dict[int, BakuganInfo]:
        """What we know of every Bakugan, with the cards waiting in the batch counted as resolved."""
        bakugan = _read_bakugan(self._view["bakugan"], self._catalog)
        _apply_batch(bakugan, self._view["batch"], self._catalog)
        return bakugan

    def mine(self, bid: int) -> bool:
        return self.bakugan[bid].controller == self.seat

    def brawlers(self, mine: bool) -> list[BakuganInfo]:
        return [b for b in self.bakugan.values() if b.in_brawl and b.open and (b.controller == self.seat) == mine]

    def best_bp(self, mine: bool) -> int | None:
        """Highest B-Power among our (mine) or the other brawlers (kept: a Situation, once read,
        does not change)."""
        if mine in self._best:
            return self._best[mine]
        found = self.brawlers(mine)
        best = self._best[mine] = max(b.bp for b in found) if found else None
        return best

    def hand_ids(self) -> dict[int, str]:
        """Card id of each card in our hand, by instance id."""
        if self._hand_ids is None:
            self._hand_ids = dict(self.hand)
        return self._hand_ids

    def damage_origin(self) -> BakuganInfo | None:
        """The opposing brawler most likely dealing damage to us (the strongest open one)."""
        found = self.brawlers(False)
        return max(found, key=lambda b: (b.bp, -b.bid)) if found else None

    def winning(self, my_delta: int = 0, opp_delta: int = 0) -> bool | None:
        """Would we be the Victor now (None: we have no open Bakugan in the brawl)?"""
        mine = self.best_bp(True)
        if mine is None:
            return None
        theirs = self.best_bp(False)
        if theirs is None:
            return True
        mine += my_delta
        theirs += opp_delta
        return mine > theirs or (mine == theirs and self.starting == self.seat)


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


def read_situation(view: PlayerView, catalog: Catalog) -> Situation:
    """The situation of this view; read once per view (agents that consult each other share it:
    nothing changes a Situation once read)."""
    key = ("situation", id(catalog))
    sit: Situation | None = view.memo.get(key)
    if sit is None:
        sit = view.memo[key] = Situation(view, catalog)
    return sit


def _read_bakugan(entries: list[dict[str, Any]], catalog: Catalog) -> dict[int, BakuganInfo]:
    cards, cores = catalog.cards, catalog.cores
    bakugan: dict[int, BakuganInfo] = {}
    for entry in entries:
        if "bp" in entry:  # face up: the view gives its stats
            bp, dr = int(entry["bp"]), int(entry["dr"])
            top = _top_known(cards, entry)
        else:
            bp, dr, top = _printed(catalog, entry)
        top_card = cards.get(top) if top else None
        bid = int(entry["bid"])
        held = entry["cores"]
        bakugan[bid] = BakuganInfo(
            bid,
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
    return bakugan


def _brawler_of(bakugan: dict[int, BakuganInfo], controller: int, mine: bool) -> int | None:
    """The strongest open brawler on `controller`'s side (mine) or against it (not mine)."""
    found = [b for b in bakugan.values() if b.in_brawl and b.open and (b.controller == controller) == mine]
    return max(found, key=lambda b: (b.bp, -b.bid)).bid if found else None


def _apply_batch(bakugan: dict[int, BakuganInfo], batch: list[dict[str, Any]], catalog: Catalog) -> None:
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


def card_def(catalog: Catalog, card_id: str) -> CardDef | None:
    return catalog.cards.get(card_id)


def is_flip(catalog: Catalog, card_id: str) -> bool:
    card = catalog.cards.get(card_id)
    return card is not None and card.type is CardType.FLIP

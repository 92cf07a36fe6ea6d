"""What Toy Battle reads of the Bakugan it plays with and of their BakuCores: a figure's name,
Factions and B-Power, a BakuCore's label and bonuses, and which three figures and six BakuCores
make a team. It reads them through this interface from whatever holds them (Bakugan's card
catalogue and deck files do: game/games/toy_figures.py hands them over), never from another
game's code."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol


class Faction(Protocol):
    @property
    def value(self) -> str: ...


class Figure(Protocol):
    """A Bakugan figure as its Character card describes it."""

    @property
    def name(self) -> str: ...
    @property
    def bp(self) -> int | None: ...
    @property
    def factions(self) -> Sequence[Faction]: ...


class BakuCore(Protocol):
    """A BakuCore's bonus side: its B-Power bonus, and more for a Bakugan of its Factions."""

    @property
    def label(self) -> str: ...
    @property
    def bp(self) -> int: ...
    @property
    def condition_factions(self) -> Sequence[Faction]: ...
    @property
    def condition_bp(self) -> int: ...


class Pieces(Protocol):
    """The figures (by Character card id) and BakuCores (by id) Toy Battle may play with."""

    @property
    def cards(self) -> Mapping[str, Figure]: ...
    @property
    def cores(self) -> Mapping[str, BakuCore]: ...


class TeamList(Protocol):
    """A team as a deck lists it: three figures' Character card ids and six BakuCore ids."""

    @property
    def characters(self) -> Sequence[str]: ...
    @property
    def cores(self) -> Sequence[str]: ...

"""Sample a full game consistent with one seat's view, for search (determinization).

Every card the seat cannot see gets a fresh identity drawn from what it can know: each deck list
minus the cards it has seen (discard piles, Heroes, Evos, face-up Characters, the batch, its own
hand). The zones keep their sizes; only identities change, and they are assigned slot by slot in
a fixed order, so the sample does not depend on which hidden card really sits where.

Hidden to the seat: opponents' hands, every deck's order, Energy cards (the view gives counts
only, its own included) and opponents' face-down Characters. The engine's seed is replaced too,
so later shuffles in the sample are not the real game's.
"""

from __future__ import annotations

import copy
import dataclasses
import operator
import random
from collections import Counter
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from game.games.bakugan.cards.model import CardType
from game.games.bakugan.decks import DeckList
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.state import CardInst, GameState

_ATOMS = (int, str, float, bool, type(None), Enum)
_FLAT = frozenset((int, str, float, bool, type(None)))


def _frozen_kind(kind: type) -> bool:
    params = getattr(kind, "__dataclass_params__", None)
    return params is not None and bool(params.frozen)


_INIT_FIELDS: dict[type, tuple[str, ...]] = {}
_COPIERS: dict[type, Callable[[Any], Any]] = {}


def _init_fields(kind: type) -> tuple[str, ...]:
    """The fields of a state dataclass, every one of which its __init__ takes (checked once per
    class): a compiled class is copied by calling it, which is much faster than copy.copy."""
    names = _INIT_FIELDS.get(kind)
    if names is None:
        fields = dataclasses.fields(kind)
        if not all(f.init for f in fields):
            raise TypeError(f"{kind.__name__} has a field its __init__ does not take: fast_copy cannot copy it")
        names = _INIT_FIELDS[kind] = tuple(f.name for f in fields)
    return names


def fast_copy(value: Any) -> Any:
    """Deep copy of plain state data (dataclasses, lists, dicts, tuples, atoms); frozen dataclasses
    and atoms are shared. Several times faster than copy.deepcopy, which memoises every object; the
    way to copy each type is decided once (_copier_for), not by a chain of tests at every value."""
    copier = _COPIERS.get(type(value))
    if copier is None:
        copier = _COPIERS[type(value)] = _copier_for(type(value))
    return copier(value)


def _copier_for(kind: type) -> Callable[[Any], Any]:
    if issubclass(kind, _ATOMS):
        return _shared
    if issubclass(kind, list):
        return _copy_list
    if issubclass(kind, dict):
        return _copy_dict
    if issubclass(kind, tuple):
        return _copy_tuple
    if dataclasses.is_dataclass(kind):
        if _frozen_kind(kind):
            return _shared
        if "__dict__" not in dir(kind):  # a class of the compiled core (tools/compile_core.py)
            return _compiled_copier(kind)
        return _copy_plain_dataclass
    return copy.deepcopy


def _shared(value: Any) -> Any:
    return value


def _copy_list(value: list[Any]) -> list[Any]:
    for item in value:  # a loop, not all(generator): most lists are of ids
        if type(item) not in _FLAT:
            return [fast_copy(v) for v in value]
    return list(value)


def _copy_dict(value: dict[Any, Any]) -> dict[Any, Any]:
    return {k: fast_copy(v) for k, v in value.items()}


def _copy_tuple(value: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple([fast_copy(v) for v in value])


def _copy_plain_dataclass(value: Any) -> Any:
    new = object.__new__(type(value))
    new.__dict__.update({k: fast_copy(v) for k, v in value.__dict__.items()})
    return new


def _compiled_copier(kind: type) -> Callable[[Any], Any]:
    """A compiled class is copied by calling it with its fields in order (much faster than
    copy.copy): each field is one its __init__ takes, checked once (_init_fields)."""
    names = _init_fields(kind)
    if not names:
        return lambda value: kind()
    if len(names) == 1:
        (name,) = names
        return lambda value: kind(fast_copy(getattr(value, name)))
    fields = operator.attrgetter(*names)
    return lambda value: kind(*[fast_copy(v) for v in fields(value)])


def copy_state(state: GameState) -> GameState:
    """A deep copy without the log (agents never need it and it is the biggest part). Card and
    core instances are shared: the engine never changes them (determinize() replaces the ones it
    re-identifies), and they are most of a state."""
    shared: dict[str, Any] = {"log": [], "cards": list(state.cards), "cores": dict(state.cores)}
    copied: dict[str, Any] = {
        name: fast_copy(getattr(state, name)) for name in _init_fields(GameState) if name not in shared
    }
    return GameState(**copied, **shared)


def _hidden_slots(state: GameState, seat: int, owner: int) -> tuple[list[int], list[int]]:
    """(main-deck card slots, Character slots) of `owner` that `seat` cannot see, in a fixed order:
    Energy cards first, then the hand (an opponent's), then the deck."""
    player = state.players[owner]
    cards = [*player.charged, *player.uncharged, *player.deck]
    if owner != seat:
        energy = len(player.charged) + len(player.uncharged)
        cards = [*cards[:energy], *player.hand, *cards[energy:]]
    characters = [
        state.bakugan[bid].character for bid in player.bakugan if owner != seat and not state.bakugan[bid].face_up
    ]
    return cards, characters


def _as_card(card: CardInst, card_id: str) -> CardInst:
    """dataclasses.replace(card, card_id=card_id), made by CardInst's own __init__: replace is
    interpreted Python, called for every hidden card of every sampled world."""
    return CardInst(card.iid, card_id, card.owner)


def _owned(state: GameState, owner: int) -> list[int]:
    return [c.iid for c in state.cards if c.owner == owner]


def seat_world(state: GameState, seat: int) -> GameState:
    """A copy of the state holding nothing of the cards `seat` cannot see: each hidden slot
    (_hidden_slots) re-identified from the sorted ids of those slots, and the seed 0. What a view
    keeps for `determinize`, which re-identifies the same slots from the same sorted multiset, so a
    sample of this copy is the sample of the real state."""
    world = copy_state(state)
    world.seed = 0
    for owner in range(len(world.players)):
        for slots in _hidden_slots(world, seat, owner):
            for iid, card_id in zip(slots, sorted(world.cards[i].card_id for i in slots), strict=True):
                world.cards[iid] = _as_card(world.cards[iid], card_id)
    return world


def determinize(game: Game, seat: int, decks: Sequence[DeckList] | None, rng: random.Random) -> Game:
    state = copy_state(game.state)
    for owner in range(len(state.players)):
        cards, characters = _hidden_slots(state, seat, owner)
        hidden = set(cards) | set(characters)
        character_iids = {state.bakugan[b].character for b in state.players[owner].bakugan}
        visible = [i for i in _owned(state, owner) if i not in hidden]
        seen_main = Counter(state.cards[i].card_id for i in visible if i not in character_iids)
        seen_chars = Counter(state.cards[i].card_id for i in visible if i in character_iids)
        deck = decks[owner] if decks is not None and owner < len(decks) else None
        main_pool = _pool(state, deck.cards if deck else None, seen_main, cards)
        char_pool = _pool(state, deck.characters if deck else None, seen_chars, characters)
        rng.shuffle(main_pool)
        rng.shuffle(char_pool)
        player = state.players[owner]
        _flips_to_energy(game, main_pool, len(player.charged) + len(player.uncharged))
        for slots, pool in ((cards, main_pool), (characters, char_pool)):
            for iid, card_id in zip(slots, pool, strict=True):
                state.cards[iid] = _as_card(state.cards[iid], card_id)  # shared: replaced, not changed
    state.seed = rng.randrange(2**31)
    return Game(state, game.catalog)


def _flips_to_energy(game: Game, pool: list[str], energy: int) -> None:
    """Players energize Flip cards first (they cannot be played from hand, rule 3.6.1), so the
    Energy slots (the first `energy` of the shuffled pool) take its Flip cards before anything else."""
    for k in range(energy):
        if _is_flip(game, pool[k]):
            continue
        j = next((j for j in range(energy, len(pool)) if _is_flip(game, pool[j])), None)
        if j is None:
            return
        pool[k], pool[j] = pool[j], pool[k]


def _is_flip(game: Game, card_id: str) -> bool:
    card = game.catalog.cards.get(card_id)
    return card is not None and card.type is CardType.FLIP


def _pool(state: GameState, listed: Sequence[str] | None, seen: Counter[str], slots: list[int]) -> list[str]:
    """Card ids for the hidden slots: the deck list minus what was seen. Without a deck list (or if
    the list does not account for the slots), the slots' own multiset — only the public totals of a
    known deck list, never which slot holds which."""
    if listed is not None:
        pool = Counter(listed) - seen
        if sum(pool.values()) == len(slots):
            return sorted(pool.elements())
    return sorted(state.cards[i].card_id for i in slots)

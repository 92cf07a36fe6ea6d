"""Each game's state again with what one seat cannot see dealt otherwise: the same public facts,
other cards in the hidden places. The cards move, ids and all (an id stays with its card, as it
does from the deck list on), so a view that names a hidden card by its id shows another id here,
and a view that holds a hidden card shows another card. The seed of later shuffles is replaced
too. A view of the seat must be the same in both."""

from __future__ import annotations

import random
from typing import Any

from game.games.bakugan.rules.engine import Game as BakuganGame
from game.games.bakugan.rules.sample_world import fast_copy
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.hidden import renamed, unseen
from game.games.fusion_world.game import FusionWorld
from game.games.fusion_world.view import redeal as fw_redeal
from game.games.toy_battle.game import ToyBattle


def _permuted(ids: list[Any], rng: random.Random) -> list[Any]:
    moved = list(ids)
    rng.shuffle(moved)
    return moved


def battle_monsters(game: BattleMonsters, seat: int, rng: random.Random) -> BattleMonsters:
    """The cards the seat cannot see (the opponent's hand and face-down cards, both supplies) change
    places among their owner's hidden places, each taking the place's stance and records."""
    s = game.state
    places = unseen(s, seat)
    moves: dict[int, int] = {}
    for owner in (0, 1):
        theirs = [i for i in places if s.owner[i] == owner]
        moves.update(zip(theirs, _permuted(theirs, rng), strict=True))
    state = renamed(s, moves)  # the place of card i now holds card moves[i]
    state.cards, state.owner = dict(s.cards), dict(s.owner)  # each id is still its own card
    state.seed = rng.randrange(1 << 30)
    return BattleMonsters(state, game.pool, game.names)


def fusion_world(game: FusionWorld, seat: int, rng: random.Random) -> FusionWorld:
    """Decks, life areas and the opponent's hand dealt again among themselves (sizes kept)."""
    other = game.clone()
    fw_redeal(other.state, seat, rng)
    return other


def toy_battle(game: ToyBattle, seat: int, rng: random.Random) -> ToyBattle:
    """Toy Battle hides nothing: only the seed differs (it drew the BakuCore toss, long done)."""
    other = game.clone()
    other.state.seed = rng.randrange(1 << 30)
    return other


def bakugan(game: BakuganGame, seat: int, rng: random.Random) -> BakuganGame:
    """Each owner's cards in decks and in opponents' hands (not those shown this turn) change
    places; opponents' face-down BakuCores on the field change cells with others of the same
    owner and type (its icon is public, its bottom side is not)."""
    state = fast_copy(game.state)
    shown = set(state.this_turn.revealed) | set(state.players[seat].seen)
    for p in state.players:
        places = [p.deck] + ([p.hand] if p.seat != seat else [])
        slots = [(place, at) for place in places for at, iid in enumerate(place) if iid not in shown]
        cards = _permuted([place[at] for place, at in slots], rng)
        for (place, at), iid in zip(slots, cards, strict=True):
            place[at] = iid
    cores = game.catalog.cores
    groups: dict[tuple[int, str], list[str]] = {}
    for cid in state.field:
        core = state.cores[cid]
        if core.owner != seat and cid not in state.face_up_cores:
            groups.setdefault((core.owner, cores[core.core_id].type_value), []).append(cid)
    cells = dict(state.field)
    for group in groups.values():
        for cid, other in zip(group, _permuted(group, rng), strict=True):
            state.field[other] = cells[cid]
    order = {cell: n for n, cell in enumerate(cells.values())}  # the field in the order of its cells, as before
    state.field = dict(sorted(state.field.items(), key=lambda item: order[item[1]]))
    state.seed = rng.randrange(1 << 30)
    return BakuganGame(state, game.catalog)

"""Reading the state: a Bakugan's current B-Power, Damage Rating and keywords, and conditions.

Nothing here changes the state. Stats are derived each time from the printed card (the top Evo:
rule 3.3.3), modifiers from effects, static abilities in play (rule 6.5) and held BakuCores
(rule 6.5.2), with ShadowStrike ignoring reductions (rule 7.3.2).
"""

from __future__ import annotations

from typing import Final

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CORE_CODE_OF, CardDef, CardType, Faction
from game.games.bakugan.rules.card_facts import card_facts
from game.games.bakugan.rules.memo import ACTIVE, Memo
from game.games.bakugan.rules.state import Bakugan, GameState
from game.games.bakugan.words import Ability, Condition


class Stats:
    """A Bakugan's stats as counted now; never changed once made. A plain class, not a NamedTuple:
    compiled (tools/compile_core.py), it is built without the interpreted NamedTuple __new__."""

    __slots__ = ("bp", "dr", "factions", "frost", "keywords")

    def __init__(self, bp: int, dr: int, frost: int, keywords: frozenset[str], factions: tuple[str, ...]) -> None:
        self.bp = bp  # as counted: never below 0 (rule 2.9.2)
        self.dr = dr  # raw, may be negative (rule 1.8.1: counts as 0 for damage)
        self.frost = frost
        self.keywords = keywords
        self.factions = factions

    @property
    def damage(self) -> int:
        return max(0, self.dr)

    def _fields(self) -> tuple[int, int, int, frozenset[str], tuple[str, ...]]:
        return (self.bp, self.dr, self.frost, self.keywords, self.factions)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Stats) and self._fields() == other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __repr__(self) -> str:
        return (
            f"Stats(bp={self.bp}, dr={self.dr}, frost={self.frost}, keywords={sorted(self.keywords)}, "
            f"factions={self.factions})"
        )


def top_card(state: GameState, catalog: Catalog, bak: Bakugan) -> CardDef:
    iid = bak.evos[-1] if bak.evos else bak.character
    return catalog.cards[state.cards[iid].card_id]


def damage_top_card(state: GameState, catalog: Catalog, bak: Bakugan) -> CardDef:
    """The card that counts for the damage being dealt: an Evo played as an opposing answer to a
    Flip card does not; one such an answer took away still does (rule 5.11.2)."""
    answers = state.this_turn.flip_answers
    kept = [iid for iid, bid in answers.damage_kept_evos if bid == bak.bid]
    counted = [i for i in bak.evos if i not in answers.no_damage_cards]
    iid = kept[0] if kept else counted[-1] if counted else bak.character
    return catalog.cards[state.cards[iid].card_id]


def damage_differs(state: GameState) -> bool:
    """Do Evos or Heroes count differently for the damage being dealt than in play (5.11.2)?"""
    answers = state.this_turn.flip_answers
    return bool(answers.no_damage_cards or answers.damage_kept_evos or answers.damage_kept_heroes)


def held_core_codes(state: GameState, catalog: Catalog, bak: Bakugan) -> set[str]:
    return {CORE_CODE_OF[catalog.cores[state.cores[c].core_id].type] for c in counted_cores(state, catalog, bak)}


def counted_cores(state: GameState, catalog: Catalog, bak: Bakugan) -> list[str]:
    """The BakuCores that count for this Bakugan: its own, and with a card that says so, those of
    its controller's other Bakugan as well (6.5.2)."""
    if not bak.face_up:
        return list(bak.cores)
    card = top_card(state, catalog, bak)
    for ability in card.static_abilities:  # a loop, not any(): no generator at every stats count
        if ability.borrow_cores:
            break
    else:
        return list(bak.cores)
    others = [c for b in state.players[bak.controller].bakugan if b != bak.bid for c in state.bakugan[b].cores]
    return [*bak.cores, *(c for c in others if c not in bak.cores)]


def cores_held_by(state: GameState, seat: int) -> int:
    return sum(len(state.bakugan[b].cores) for b in state.players[seat].bakugan)


def energy_in_play(state: GameState, seat: int) -> int:
    p = state.players[seat]
    return len(p.charged) + len(p.uncharged)


def active_seats(state: GameState) -> list[int]:
    return [p.seat for p in state.players if not p.out]


def opponents(state: GameState, seat: int) -> list[int]:
    return [s for s in active_seats(state) if s != seat]


def check_tag(
    state: GameState, tag: str, seat: int, *, sacrificed: bool = False, played_before: int | None = None
) -> bool:
    """Tag-word conditions (rule 7.4), from the point of view of the player playing the card."""
    others = opponents(state, seat)
    if tag == "Turbo":
        mine = energy_in_play(state, seat)
        return all(mine > energy_in_play(state, o) for o in others)
    if tag == "Flow":
        before = state.players[seat].cards_played if played_before is None else played_before
        return before >= 1
    if tag == "Fury":
        return not state.players[seat].hand
    if tag == "Sacrifice":
        return sacrificed
    if tag == "Domination":
        mine = cores_held_by(state, seat)
        return all(mine > cores_held_by(state, o) for o in others)
    return False


def check_condition(
    state: GameState,
    catalog: Catalog,
    cond: Condition,
    seat: int,
    *,
    self_bid: int | None = None,
    selected_bid: int | None = None,
    sacrificed: bool = False,
    played_before: int | None = None,
    rerolled_open: bool | None = None,
    stopped: bool | None = None,
    did: bool | None = None,
    dealt: int | None = None,
) -> bool:
    player = state.players[seat]
    if cond.damage_dealt and (dealt or 0) < cond.damage_dealt:
        return False
    if cond.did is not None and bool(did) != cond.did:
        return False
    if not _check_counts(state, catalog, cond, seat, self_bid, selected_bid):
        return False
    if cond.stopped is not None and bool(stopped) != cond.stopped:
        return False
    if cond.rerolled_open is not None and rerolled_open != cond.rerolled_open:
        return False
    if cond.self_underdog is not None:
        if self_bid is None:
            return False
        mine = stats(state, catalog, self_bid).bp
        others = [
            stats(state, catalog, b.bid).bp
            for b in state.bakugan
            if b.in_brawl and b.open and b.controller != state.bakugan[self_bid].controller
        ]
        if bool(others and mine < max(others)) != cond.self_underdog:
            return False
    if cond.tag and not check_tag(state, cond.tag, seat, sacrificed=sacrificed, played_before=played_before):
        return False
    if cond.selected_faction or cond.selected_not_faction or cond.selected_holding:
        if selected_bid is None:
            return False
        sel = state.bakugan[selected_bid]
        factions = set(bakugan_factions(state, catalog, sel))
        if cond.selected_faction and not factions.intersection(f.value for f in cond.selected_faction):
            return False
        if cond.selected_not_faction and factions.intersection(f.value for f in cond.selected_not_faction):
            return False
        if cond.selected_holding and not held_core_codes(state, catalog, sel).intersection(cond.selected_holding):
            return False
    if cond.self_holding or cond.self_open is not None:
        if self_bid is None:
            return False
        me = state.bakugan[self_bid]
        if cond.self_holding and not held_core_codes(state, catalog, me).intersection(cond.self_holding):
            return False
        if cond.self_open is not None and me.open != cond.self_open:
            return False
    if cond.team_has_faction is not None:
        faction = cond.team_has_faction.value
        if not any(faction in bakugan_factions(state, catalog, state.bakugan[b]) for b in player.bakugan):
            return False
    if cond.cards_played and player.cards_played < cond.cards_played:
        return False
    if cond.hand_empty is not None and (not player.hand) != cond.hand_empty:
        return False
    if cond.energy_cards and energy_in_play(state, seat) < cond.energy_cards:
        return False
    return not (cond.heroes and len(player.heroes) < cond.heroes)


def hero_name_matches(name: str, wanted: str) -> bool:
    """'Magnus' names Magnus and Magnus, Ultimate Rival; 'Dan' names Dan Kouzo (RULINGS.md)."""
    return name == wanted or name.startswith(wanted + " ") or name.startswith(wanted + ",")


def _check_counts(
    state: GameState, catalog: Catalog, cond: Condition, seat: int, self_bid: int | None, selected_bid: int | None
) -> bool:
    """The conditions that count things in play (BakuCores, Heroes, open Bakugan, cards)."""
    player = state.players[seat]
    if cond.your_brawler_holding:
        held: set[str] = set()
        for bid in player.bakugan:
            if state.bakugan[bid].in_brawl:
                held |= held_core_codes(state, catalog, state.bakugan[bid])
        if not held & set(cond.your_brawler_holding):
            return False
    if cond.yours_holding and not any(
        held_core_codes(state, catalog, state.bakugan[b]) & set(cond.yours_holding) for b in player.bakugan
    ):
        return False
    if cond.self_cores and (self_bid is None or len(state.bakugan[self_bid].cores) < cond.self_cores):
        return False
    if cond.controls_hero:
        names = [catalog.cards[state.cards[i].card_id].name for i in player.heroes]
        need = max(1, cond.hero_copies)
        for wanted in cond.controls_hero:
            if sum(1 for n in names if hero_name_matches(n, wanted)) < need:
                return False
    if cond.open_bakugan and sum(1 for b in player.bakugan if state.bakugan[b].open) != cond.open_bakugan:
        return False
    if cond.opponent_hand_empty is not None:
        empty = any(not state.players[o].hand for o in opponents(state, seat))
        if empty != cond.opponent_hand_empty:
            return False
    if cond.selected_dr and (selected_bid is None or stats(state, catalog, selected_bid).dr < cond.selected_dr):
        return False
    if cond.discard_cards and len(player.discard) < cond.discard_cards:
        return False
    if cond.played_cost and not any(cost >= cond.played_cost for cost in player.played_costs):
        return False
    return not (cond.factions_played and len(set(player.played_factions)) < cond.factions_played)


ALL_FACTIONS: Final = tuple(f.value for f in Faction)


def card_factions(card: CardDef) -> tuple[str, ...]:
    """A Bakugan card's factions: every faction if it says it counts as all of them."""
    if card.static_abilities and any(a.all_factions for a in card.static_abilities):
        return ALL_FACTIONS
    return card.faction_values


def changed_factions(state: GameState, bid: int) -> tuple[str, ...] | None:
    """The Factions an effect gave this Bakugan (rule 2.5.1: the latest change holds), or None."""
    found = None
    for mod in state.modifiers:
        if mod.faction and mod.bid == bid:
            found = tuple(mod.faction)
    return found


def bakugan_factions(state: GameState, catalog: Catalog, bak: Bakugan) -> tuple[str, ...]:
    changed = changed_factions(state, bak.bid) if state.modifiers else None
    return changed if changed is not None else card_factions(top_card(state, catalog, bak))


def _static_sources(state: GameState, catalog: Catalog) -> list[tuple[int, int | None, Ability]]:
    memo = ACTIVE.get(id(state))
    if memo is None:
        return _scan_static_sources(state, catalog)
    sources = memo.sources
    if sources is None:
        sources = memo.sources = _scan_static_sources(state, catalog)
    return sources


def check_memo(state: GameState, catalog: Catalog, memo: Memo) -> None:
    """Raise if a kept memo no longer matches the state (tests check every reuse: memo.CHECKS.verify)."""
    if memo.sources is not None and memo.sources != _scan_static_sources(state, catalog):
        raise AssertionError("stale static abilities in a kept memo")
    for bid, kept in memo.stats.items():
        fresh = _stats(state, catalog, bid, False)
        if fresh != kept:
            raise AssertionError(f"stale stats of Bakugan {bid} in a kept memo: {kept} != {fresh}")
    for seat, per in memo.energy_per_card.items():
        if per != _energy_per_card(state, catalog, seat):
            raise AssertionError(f"stale Energy per card of seat {seat} in a kept memo")
    for (seat, card_type), less in memo.cost_less.items():
        if less != _cost_reduction(state, catalog, seat, card_type):
            raise AssertionError(f"stale cost reduction of seat {seat} in a kept memo")


def scan_static_sources(state: GameState, catalog: Catalog) -> list[tuple[int, int | None, Ability]]:
    """static_sources, worked out now (not from a memo)."""
    return _scan_static_sources(state, catalog)


def static_sources(state: GameState, catalog: Catalog) -> list[tuple[int, int | None, Ability]]:
    """(controller, own Bakugan or None, ability) for every static ability in play."""
    return _static_sources(state, catalog)


def _scan_static_sources(
    state: GameState, catalog: Catalog, for_damage: bool = False
) -> list[tuple[int, int | None, Ability]]:
    """(controller, own Bakugan or None, ability) for every static ability in play (rule 6.5.3).

    A player eliminated from the game takes no further part in it (rule 8.2.4): the abilities of
    their Bakugan and Heroes stop applying. `for_damage`: without the Evos and Heroes played as
    opposing answers to a Flip card (rule 5.11.2)."""
    out: list[tuple[int, int | None, Ability]] = []
    cards = catalog.cards
    for bak in state.bakugan:
        if not bak.face_up or state.players[bak.controller].out:
            continue
        if for_damage:
            card = damage_top_card(state, catalog, bak)
        else:
            card = cards[state.cards[bak.evos[-1] if bak.evos else bak.character].card_id]
        for ability in card.static_abilities:
            out.append((bak.controller, bak.bid, ability))
    answers = state.this_turn.flip_answers
    for player in state.players:
        if player.out:
            continue
        for iid in player.heroes:
            if for_damage and iid in answers.no_damage_cards:
                continue
            for ability in cards[state.cards[iid].card_id].static_abilities:
                out.append((player.seat, None, ability))
    for iid, seat in answers.damage_kept_heroes if for_damage else ():
        counted = iid in state.players[seat].heroes and iid not in answers.no_damage_cards  # back, and counted above
        if not counted and not state.players[seat].out:
            out.extend((seat, None, ability) for ability in cards[state.cards[iid].card_id].static_abilities)
    return out


def static_count(state: GameState, catalog: Catalog, per: str, controller: int, faction: str | None) -> int:
    player = state.players[controller]
    if per == "team_faction":
        return sum(1 for b in player.bakugan if faction in bakugan_factions(state, catalog, state.bakugan[b]))
    if per == "energy_cards":
        return energy_in_play(state, controller)
    if per == "cards_played":
        return player.cards_played
    if per == "other_cards_played":
        return max(0, player.cards_played - 1)
    if per == "flips_in_discard":
        return sum(1 for i in player.discard if catalog.cards[state.cards[i].card_id].type is CardType.FLIP)
    if per == "heroes":
        return len(player.heroes)
    if per == "cores_held":
        return cores_held_by(state, controller)
    return 1


def stats(state: GameState, catalog: Catalog, bid: int, for_damage: bool = False) -> Stats:
    """`for_damage`: as counted for the damage being dealt, without the BakuCores, Evos and Heroes
    that opposing answers to a Flip card brought, and with the BakuCores they took away (5.11.2)."""
    memo = None if for_damage else ACTIVE.get(id(state))
    if memo is None:
        return _stats(state, catalog, bid, for_damage)
    found = memo.stats.get(bid)
    if found is None:
        found = memo.stats[bid] = _stats(state, catalog, bid, False)
    return found


def _stats(state: GameState, catalog: Catalog, bid: int, for_damage: bool) -> Stats:
    bak = state.bakugan[bid]
    locked_out = for_damage and damage_differs(state)
    card = damage_top_card(state, catalog, bak) if locked_out else top_card(state, catalog, bak)
    base_bp = card.bp or 0
    base_dr = card.dr or 0
    factions = card_factions(card)
    # sums of every change and of the increases only (ShadowStrike, rule 7.3.2, ignores reductions)
    bp_all = bp_up = dr_all = dr_up = 0
    frost = 0
    keywords: set[str] = set()
    for mod in state.modifiers:
        if mod.bid != bid:
            continue
        if mod.base_bp is not None:
            base_bp = mod.base_bp
        if mod.base_dr is not None:
            base_dr = mod.base_dr
        bp_all += mod.bp
        bp_up += max(0, mod.bp)
        dr_all += mod.dr
        dr_up += max(0, mod.dr)
        frost += mod.frost
        keywords.update(mod.keywords)
        if mod.faction:
            factions = tuple(mod.faction)  # rule 2.5.1: an effect changed its Factions
    held = counted_cores(state, catalog, bak)
    answers = state.this_turn.flip_answers
    if for_damage and answers.damage_kept_cores:
        held += [c for c, b in answers.damage_kept_cores.items() if b == bid and c not in held]
    for core_cid in held:
        if for_damage and core_cid in answers.no_damage_cores:
            continue
        core = catalog.cores[state.cores[core_cid].core_id]
        bp_all += core.bp
        bp_up += max(0, core.bp)
        dr_all += core.dr
        dr_up += max(0, core.dr)
        if core.condition_factions and core.condition_faction_values.intersection(factions):
            bp_all += core.condition_bp
            bp_up += max(0, core.condition_bp)
            dr_all += core.condition_dr
            dr_up += max(0, core.condition_dr)
        frost += core.frost
        keywords.update(core.keywords)
    sources = _scan_static_sources(state, catalog, True) if locked_out else _static_sources(state, catalog)
    for controller, own_bid, ability in sources:
        boost = ability.boost
        if boost is None:
            continue
        # whether the Boost's group takes in this Bakugan (inline: asked for every static Boost in
        # play, for every Bakugan counted)
        group = boost.to
        if group == "self":
            applies = own_bid == bid
        elif group == "yours":
            applies = bak.controller == controller
        elif group == "opposing":
            applies = bak.controller != controller
        elif group == "all":
            applies = True
        elif group == "your_brawler":
            applies = bak.controller == controller and bak.in_brawl
        elif group == "opposing_brawler":
            applies = bak.controller != controller and bak.in_brawl
        else:
            applies = False
        if not applies:
            continue
        if (boost.only_faction or boost.except_faction) and not boost.fits(set(factions)):
            continue
        if ability.condition is not None and not check_condition(
            state, catalog, ability.condition, controller, self_bid=own_bid
        ):
            continue
        times = 1
        if boost.per != "none":
            times = static_count(
                state, catalog, boost.per, controller, boost.per_faction.value if boost.per_faction else None
            )
        bp_all += boost.bp * times
        bp_up += max(0, boost.bp * times)
        dr_all += boost.dr * times
        dr_up += max(0, boost.dr * times)
        frost += boost.frost * times
        keywords.update(boost.keywords)
    shadow = "ShadowStrike" in keywords
    bp = max(0, base_bp + (bp_up if shadow else bp_all))
    dr = base_dr + (dr_up if shadow else dr_all)
    return Stats(bp=bp, dr=dr, frost=max(0, frost), keywords=frozenset(keywords), factions=factions)


def energy_per_card(state: GameState, catalog: Catalog, seat: int) -> int:
    if not card_facts(state, catalog).energy_per_card:
        return 1
    memo = ACTIVE.get(id(state))
    if memo is None:
        return _energy_per_card(state, catalog, seat)
    found = memo.energy_per_card.get(seat)
    if found is None:
        found = memo.energy_per_card[seat] = _energy_per_card(state, catalog, seat)
    return found


def _energy_per_card(state: GameState, catalog: Catalog, seat: int) -> int:
    best = 1
    for controller, _own, ability in _static_sources(state, catalog):
        if ability.energy_per_card and (controller == seat or ability.energy_for_all):
            best = max(best, ability.energy_per_card)
    return best


def extra_draws(state: GameState, catalog: Catalog) -> int:
    """Cards every player draws in the Draw Step beyond the one of rule 5.3.1."""
    if not card_facts(state, catalog).extra_draw:
        return 0
    return sum(ability.extra_draw for _c, _o, ability in _static_sources(state, catalog))


def cost_reduction(state: GameState, catalog: Catalog, seat: int, card: CardDef) -> int:
    card_type = card.type
    if card_type is not CardType.FLIP and card_type is not CardType.HERO and card_type is not CardType.EVO:
        return 0  # static abilities make only Flip, Hero and Evo cards cheaper (_cost_reduction)
    if not card_facts(state, catalog).cost_less:
        return 0
    memo = ACTIVE.get(id(state))
    if memo is None:
        return _cost_reduction(state, catalog, seat, card_type)
    key = (seat, card_type)
    found = memo.cost_less.get(key)
    if found is None:
        found = memo.cost_less[key] = _cost_reduction(state, catalog, seat, card_type)
    return found


def _cost_reduction(state: GameState, catalog: Catalog, seat: int, card_type: CardType) -> int:
    less = 0
    for controller, _own, ability in _static_sources(state, catalog):
        if controller != seat:
            continue
        if card_type is CardType.FLIP:
            less += ability.flip_cost_less
        if card_type is CardType.HERO:
            less += ability.hero_cost_less
        if card_type is CardType.EVO:
            less += ability.evo_cost_less
    return less


def attack_bonus(state: GameState, catalog: Catalog, seat: int, for_damage: bool = False) -> int:
    """Extra Damage Rating on the attacks of `seat` from static abilities ("+N to your attacks");
    `for_damage` as in `stats` (rule 5.11.2)."""
    if not card_facts(state, catalog).attack_dr:
        return 0
    total = 0
    locked_out = for_damage and damage_differs(state)
    sources = _scan_static_sources(state, catalog, True) if locked_out else _static_sources(state, catalog)
    for controller, own, ability in sources:
        if controller != seat or not ability.attack_dr:
            continue
        if ability.condition is not None and not check_condition(state, catalog, ability.condition, seat, self_bid=own):
            continue
        times = static_count(state, catalog, ability.attack_per, seat, None) if ability.attack_per != "none" else 1
        total += ability.attack_dr * times
    return total


def next_attack_bonus(state: GameState, catalog: Catalog, seat: int) -> int:
    """Damage Rating that `seat`'s next attack this turn would get from "your next attack" abilities."""
    if not card_facts(state, catalog).next_attack_dr:
        return 0
    total = 0
    for controller, own, ability in _static_sources(state, catalog):
        if controller != seat or not ability.next_attack_dr:
            continue
        if ability.condition is None or check_condition(state, catalog, ability.condition, seat, self_bid=own):
            total += ability.next_attack_dr
    return total

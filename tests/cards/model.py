"""An independent reading of the card language for the per-card tests.

Given a position (read as plain data) and a card's encoded steps, this predicts what the card does:
Bakugan stat changes, card counts per zone, Energy, Heroes, Evos, BakuCores. It does not call the
engine's condition or stat code: conditions, static abilities and BakuCore bonuses are recomputed
here from the rules (6.5, 6.5.2, 7.3.2, 7.4, 2.9.2), so a test compares two readings of the card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CORE_CODE_OF, CardDef
from game.games.bakugan.rules.state import GameState
from game.games.bakugan.words import (
    AttachCore,
    Attack,
    Boost,
    ChargeEnergy,
    ChooseDiscard,
    CoinFlip,
    Condition,
    CopyNew,
    CopyPlayed,
    DamageToHand,
    DestroyEnergy,
    DestroyEvo,
    DestroyHero,
    Discard,
    DiscountNext,
    Draw,
    Energize,
    EnergizeHero,
    EvoFree,
    GainEnergy,
    Later,
    LookReorder,
    Negate,
    OpponentChooses,
    PlayFree,
    RecycleDiscard,
    RemoveCore,
    Reroll,
    Retract,
    ReturnCard,
    ReturnToHand,
    Reveal,
    RevealCore,
    SearchDeck,
    SetBase,
    SplitBoost,
    Stop,
    SwapCore,
    TakeControl,
    TakeCore,
    ToDeckBottom,
    UnchargeEnergy,
    VictorBy,
)
from game.games.bakugan.words.more_words import DivideBoost

# Effects whose result this model predicts and the tests check.
MODELLED = (
    AttachCore,
    Attack,
    Boost,
    ChargeEnergy,
    DamageToHand,
    DestroyEnergy,
    DestroyEvo,
    DestroyHero,
    Discard,
    Draw,
    Energize,
    CoinFlip,
    ChooseDiscard,
    CopyNew,
    CopyPlayed,
    LookReorder,
    OpponentChooses,
    ReturnCard,
    Reveal,
    DiscountNext,
    EnergizeHero,
    EvoFree,
    GainEnergy,
    Later,
    Negate,
    PlayFree,
    RecycleDiscard,
    Reroll,
    Retract,
    ReturnToHand,
    SearchDeck,
    SetBase,
    Stop,
    TakeControl,
    TakeCore,
    ToDeckBottom,
    RemoveCore,
    RevealCore,
    SplitBoost,
    SwapCore,
    UnchargeEnergy,
    VictorBy,
)


@dataclass(frozen=True)
class FreePlay:
    """A card the test's driver played for free: where it was, whose it is, what it chose."""

    card_id: str
    owner: int
    zone: str  # hand | deck | discard
    target: tuple[str, int] | None = None
    mode: int = 0


@dataclass
class Mod:
    bp: int = 0
    dr: int = 0
    frost: int = 0
    keywords: set[str] = field(default_factory=set)
    base_bp: int | None = None
    base_dr: int | None = None


@dataclass
class Snapshot:
    """Counts per player and per Bakugan, read from the raw state."""

    hand: list[int]
    deck: list[int]
    discard: list[int]
    charged: list[int]
    uncharged: list[int]
    pool: list[int]
    heroes: list[list[str]]
    cards_played: list[int]
    open: list[bool]
    in_brawl: list[bool]
    evos: list[int]
    cores: list[int]
    batch: int

    @classmethod
    def of(cls, state: GameState) -> Snapshot:
        ps = state.players
        return cls(
            hand=[len(p.hand) for p in ps],
            deck=[len(p.deck) for p in ps],
            discard=[len(p.discard) for p in ps],
            charged=[len(p.charged) for p in ps],
            uncharged=[len(p.uncharged) for p in ps],
            pool=[p.pool for p in ps],
            heroes=[sorted(state.cards[i].card_id for i in p.heroes) for p in ps],
            cards_played=[p.cards_played for p in ps],
            open=[b.open for b in state.bakugan],
            in_brawl=[b.in_brawl for b in state.bakugan],
            evos=[len(b.evos) for b in state.bakugan],
            cores=[len(b.cores) for b in state.bakugan],
            batch=len(state.batch),
        )

    def energy(self, seat: int) -> int:
        return self.charged[seat] + self.uncharged[seat]


# ------------------------------------------------------------------------------------- reading


def top_card(state: GameState, catalog: Catalog, bid: int) -> CardDef:
    bak = state.bakugan[bid]
    iid = bak.evos[-1] if bak.evos else bak.character
    return catalog.cards[state.cards[iid].card_id]


def factions_of(state: GameState, catalog: Catalog, bid: int) -> set[str]:
    card = top_card(state, catalog, bid)
    if any(a.kind == "static" and a.all_factions for a in card.abilities):  # "counts as all Factions"
        return {"Aquos", "Aurelus", "Darkus", "Haos", "Pyrus", "Ventus"}
    return {f.value for f in card.factions}


def core_codes(state: GameState, catalog: Catalog, bid: int) -> set[str]:
    return {CORE_CODE_OF[catalog.cores[state.cores[c].core_id].type] for c in state.bakugan[bid].cores}


def cores_counted(state: GameState, catalog: Catalog, bid: int) -> list[str]:
    """This Bakugan's BakuCores, and its team's too if its card borrows them."""
    bak = state.bakugan[bid]
    if not bak.face_up or not any(
        a.kind == "static" and a.borrow_cores for a in top_card(state, catalog, bid).abilities
    ):
        return list(bak.cores)
    team = [c for b in state.players[bak.controller].bakugan if b != bid for c in state.bakugan[b].cores]
    return list(bak.cores) + [c for c in team if c not in bak.cores]


def cores_held(state: GameState, seat: int) -> int:
    return sum(len(state.bakugan[b].cores) for b in state.players[seat].bakugan)


@dataclass
class Facts:
    """What a condition can ask about, at the moment it is asked (rule 7.4: the player's view)."""

    seat: int
    self_bid: int | None = None
    selected_bid: int | None = None
    sacrificed: bool = False
    played_before: int = 0
    rerolled_open: bool | None = None
    stopped: bool = False
    hand: int | None = None  # hand size now, when it differs from the state read
    cards_played: int | None = None
    heroes: int | None = None
    self_bp: int | None = None
    opposing_bp: list[int] = field(default_factory=list)
    extra_cores: dict[int, int] = field(default_factory=dict)  # BakuCores attached since the state read
    selected_dr: int | None = None  # the selected Bakugan's Damage Rating now
    selected_frost: int = 0
    did: bool = False  # the optional step before was done ("if you do")
    tally: int = 0  # cards the step before moved ("for each card discarded this way")
    discarded_cost: int = 0  # the Energy cost of the card the step before discarded
    revealed_cost: int = 0  # printed cost of the card revealed by a step before


def holds(cond: Condition | None, state: GameState, catalog: Catalog, f: Facts) -> bool:
    if cond is None:
        return True
    seat = f.seat
    player = state.players[seat]
    others = [p.seat for p in state.players if p.seat != seat and not p.out]
    energy = {p.seat: len(p.charged) + len(p.uncharged) for p in state.players}
    hand = len(player.hand) if f.hand is None else f.hand
    if cond.tag == "Turbo" and not all(energy[seat] > energy[o] for o in others):
        return False
    if cond.tag == "Flow" and f.played_before < 1:
        return False
    if cond.tag == "Fury" and hand != 0:
        return False
    if cond.tag == "Sacrifice" and not f.sacrificed:
        return False

    def held(s: int) -> int:
        return cores_held(state, s) + f.extra_cores.get(s, 0)

    if cond.tag == "Domination" and not all(held(seat) > held(o) for o in others):
        return False
    if cond.selected_faction or cond.selected_not_faction or cond.selected_holding:
        if f.selected_bid is None:
            return False
        fs = factions_of(state, catalog, f.selected_bid)
        if cond.selected_faction and not fs & {x.value for x in cond.selected_faction}:
            return False
        if cond.selected_not_faction and fs & {x.value for x in cond.selected_not_faction}:
            return False
        if cond.selected_holding and not core_codes(state, catalog, f.selected_bid) & set(cond.selected_holding):
            return False
    if cond.self_holding and (
        f.self_bid is None or not core_codes(state, catalog, f.self_bid) & set(cond.self_holding)
    ):
        return False
    if cond.self_open is not None and (f.self_bid is None or state.bakugan[f.self_bid].open != cond.self_open):
        return False
    if cond.team_has_faction is not None and not any(
        cond.team_has_faction.value in factions_of(state, catalog, b) for b in player.bakugan
    ):
        return False
    played = player.cards_played if f.cards_played is None else f.cards_played
    if cond.cards_played and played < cond.cards_played:
        return False
    if cond.hand_empty is not None and (hand == 0) != cond.hand_empty:
        return False
    if cond.energy_cards and energy[seat] < cond.energy_cards:
        return False
    heroes = len(player.heroes) if f.heroes is None else f.heroes
    if cond.heroes and heroes < cond.heroes:
        return False
    if cond.rerolled_open is not None and f.rerolled_open != cond.rerolled_open:
        return False
    if cond.stopped is not None and f.stopped != cond.stopped:
        return False
    if not holds_counts(cond, state, catalog, f):
        return False
    if cond.self_underdog is not None:
        under = f.self_bp is not None and bool(f.opposing_bp) and f.self_bp < max(f.opposing_bp)
        if under != cond.self_underdog:
            return False
    return True


def _named(name: str, wanted: str) -> bool:
    return name == wanted or name.startswith((wanted + " ", wanted + ","))


def holds_counts(cond: Condition, state: GameState, catalog: Catalog, f: Facts) -> bool:
    """The conditions that count things in play, read from the raw state."""
    player = state.players[f.seat]
    if cond.played_cost and not any(c >= cond.played_cost for c in player.played_costs):
        return False
    if cond.did is not None and f.did != cond.did:
        return False
    if cond.your_brawler_holding:
        mine = [b for b in player.bakugan if state.bakugan[b].in_brawl]
        if not any(core_codes(state, catalog, b) & set(cond.your_brawler_holding) for b in mine):
            return False
    if cond.yours_holding and not any(core_codes(state, catalog, b) & set(cond.yours_holding) for b in player.bakugan):
        return False
    if cond.self_cores and (f.self_bid is None or len(state.bakugan[f.self_bid].cores) < cond.self_cores):
        return False
    for wanted in cond.controls_hero:
        names = [catalog.cards[state.cards[i].card_id].name for i in player.heroes]
        if len([n for n in names if _named(n, wanted)]) < max(1, cond.hero_copies):
            return False
    if cond.open_bakugan and len([b for b in player.bakugan if state.bakugan[b].open]) != cond.open_bakugan:
        return False
    if cond.opponent_hand_empty is not None:
        others = [p for p in state.players if p.seat != f.seat and not p.out]
        if any(len(p.hand) == 0 for p in others) != cond.opponent_hand_empty:
            return False
    if cond.selected_dr and (f.selected_dr is None or f.selected_dr < cond.selected_dr):
        return False
    if cond.discard_cards and len(player.discard) < cond.discard_cards:
        return False
    return not (cond.factions_played and len(set(player.played_factions)) < cond.factions_played)


def group(
    state: GameState,
    name: str,
    controller: int,
    self_bid: int | None,
    selected: int | None,
    second: int | None = None,
    face_up_only: bool = True,
) -> list[int]:
    # rule 1.13.1: an effect without a selection reaches face-up Bakugan; a static ability applies to all
    live = [b for b in state.bakugan if (b.face_up or not face_up_only) and not state.players[b.controller].out]
    if name == "selected":
        return [] if selected is None else [selected]
    if name == "second":
        return [] if second is None else [second]
    if name == "self":
        return [] if self_bid is None else [self_bid]
    if name == "yours":
        return [b.bid for b in live if b.controller == controller]
    if name == "opposing":
        return [b.bid for b in live if b.controller != controller]
    if name == "your_brawler":
        return [b.bid for b in live if b.controller == controller and b.in_brawl]
    if name == "opposing_brawler":
        return [b.bid for b in live if b.controller != controller and b.in_brawl]
    return [b.bid for b in live]


def counter(state: GameState, catalog: Catalog, per: str, seat: int, faction: str | None, f: Facts, sel_dr: int) -> int:
    player = state.players[seat]
    if per == "none":
        return 1
    if per == "revealed_cost":
        return f.revealed_cost
    if per == "team_faction":
        return sum(1 for b in player.bakugan if faction in factions_of(state, catalog, b))
    if per == "energy_cards":
        return len(player.charged) + len(player.uncharged)
    if per == "cards_played":
        return player.cards_played if f.cards_played is None else f.cards_played
    if per == "heroes":
        return len(player.heroes) if f.heroes is None else f.heroes
    if per == "cores_held":
        return cores_held(state, seat)
    if per == "selected_dr":
        return max(0, sel_dr)
    if per == "other_cards_played":
        return max(0, (player.cards_played if f.cards_played is None else f.cards_played) - 1)
    if per == "flips_in_discard":
        return len([i for i in player.discard if catalog.cards[state.cards[i].card_id].type.value == "Flip"])
    if per == "selected_frost":
        return f.selected_frost
    if per == "tally":
        return f.tally
    if per == "discarded_cost":
        return f.discarded_cost
    raise AssertionError(f"unknown counter {per}")


def model_stats(state: GameState, catalog: Catalog, bid: int, mods: list[Mod]) -> tuple[int, int, int, frozenset[str]]:
    """B-Power, Damage Rating, FrostStrike and keywords from the rules, not from the engine."""
    card = top_card(state, catalog, bid)
    base_bp, base_dr = card.bp or 0, card.dr or 0
    bps: list[int] = []
    drs: list[int] = []
    frost = 0
    kws: set[str] = set()
    for m in mods:
        if m.base_bp is not None:
            base_bp = m.base_bp
        if m.base_dr is not None:
            base_dr = m.base_dr
        bps.append(m.bp)
        drs.append(m.dr)
        frost += m.frost
        kws |= m.keywords
    fs = factions_of(state, catalog, bid)
    for cid in cores_counted(state, catalog, bid):  # rule 6.5.2
        core = catalog.cores[state.cores[cid].core_id]
        bps.append(core.bp)
        drs.append(core.dr)
        if fs & {f.value for f in core.condition_factions}:
            bps.append(core.condition_bp)
            drs.append(core.condition_dr)
        frost += core.frost
        kws |= set(core.keywords)
    target = state.bakugan[bid]
    for controller, own, boost, cond in static_boosts(state, catalog):  # rule 6.5
        if bid not in group(state, boost.to, controller, own, None, face_up_only=False) or not in_filter(boost, fs):
            continue
        if not holds(
            cond,
            state,
            catalog,
            Facts(seat=controller, self_bid=own, played_before=state.players[controller].cards_played),
        ):
            continue
        n = counter(
            state,
            catalog,
            boost.per,
            controller,
            boost.per_faction.value if boost.per_faction else None,
            Facts(seat=controller),
            0,
        )
        bps.append(boost.bp * n)
        drs.append(boost.dr * n)
        frost += boost.frost * n
        kws |= set(boost.keywords)
    del target
    if "ShadowStrike" in kws:  # rule 7.3.2
        bps = [v for v in bps if v > 0]
        drs = [v for v in drs if v > 0]
    return max(0, base_bp + sum(bps)), base_dr + sum(drs), max(0, frost), frozenset(kws)


def in_filter(boost: Boost, factions: set[str]) -> bool:
    """A group narrowed by faction: "your Aquos Bakugan", "non-Ventus Bakugan"."""
    if boost.only_faction and not factions & {x.value for x in boost.only_faction}:
        return False
    return not (boost.except_faction and factions & {x.value for x in boost.except_faction})


def static_boosts(state: GameState, catalog: Catalog) -> list[tuple[int, int | None, Boost, Condition | None]]:
    out: list[tuple[int, int | None, Boost, Condition | None]] = []
    for bak in state.bakugan:
        if not bak.face_up:
            continue
        for a in top_card(state, catalog, bak.bid).abilities:
            if a.kind == "static" and a.boost is not None:
                out.append((bak.controller, bak.bid, a.boost, a.condition))
    for p in state.players:
        for iid in p.heroes:
            for a in catalog.cards[state.cards[iid].card_id].abilities:
                if a.kind == "static" and a.boost is not None:
                    out.append((p.seat, None, a.boost, a.condition))
    return out


def mods_from_state(state: GameState) -> dict[int, list[Mod]]:
    out: dict[int, list[Mod]] = {b.bid: [] for b in state.bakugan}
    for m in state.modifiers:
        out[m.bid].append(Mod(m.bp, m.dr, m.frost, set(m.keywords), m.base_bp, m.base_dr))
    return out


# ------------------------------------------------------------------------------------- predicting


@dataclass
class Prediction:
    """Changes to counts (deltas) and new modifiers, from one card or ability."""

    seats: int
    hand: list[int]
    deck: list[int]
    discard: list[int]
    energy: list[int]
    charged_gain: list[int]  # Energy cards turned or put in charged by the effect
    pool: list[int]
    heroes: list[int]
    mods: dict[int, list[Mod]]
    evos: dict[int, int]
    cores: dict[int, int]
    retracted: set[int] = field(default_factory=set)
    destination: str = "discard"
    stopped: bool = False
    rerolls: list[int] = field(default_factory=list)  # seats asked to reroll
    negated: int | None = None  # eid
    to_hand: bool = False
    victor_by: str = ""  # what decides the Victor this turn, if a card changed it
    held_uncharged: list[int] = field(default_factory=list)  # per seat: kept uncharged this turn
    unmodelled: list[str] = field(default_factory=list)
    done: list[str] = field(default_factory=list)  # effects carried out in the prediction
    skipped: list[str] = field(default_factory=list)  # effects whose condition did not hold here

    @classmethod
    def empty(cls, seats: int, bakugan: int) -> Prediction:
        z = [0] * seats
        return cls(
            seats,
            list(z),
            list(z),
            list(z),
            list(z),
            list(z),
            list(z),
            list(z),
            {b: [] for b in range(bakugan)},
            {b: 0 for b in range(bakugan)},
            {b: 0 for b in range(bakugan)},
            held_uncharged=list(z),
        )


@dataclass
class Context:
    """The batch entry being predicted: who controls it and what was chosen."""

    controller: int
    self_bid: int | None = None
    target: tuple[str, int] | None = None
    target2: tuple[str, int] | None = None  # a second selection
    x: int = 0  # the X paid
    sacrificed: bool = False
    played_before: int = 0
    is_card: bool = True
    hand_after_play: int | None = None
    damage_origin: int | None = None  # the Victor dealing damage, for Stop
    free_play: FreePlay | None = None  # the card played for free, when the driver played one
    copy: FreePlay | None = None  # the card copied with new selections, when the driver copied one
    events: frozenset[str] = frozenset()  # delayed-effect events that come before the check
    coin: bool | None = None  # heads, for a coin flipped by the card (read from the game: a chance outcome)
    rerolled_open: bool | None = None
    card: int | None = None  # the card whose ability this is (a Hero destroying itself)
    field_cores: dict[str, int] = field(default_factory=dict)  # code -> count on the field
    stats: dict[int, tuple[int, int, int, frozenset[str]]] = field(default_factory=dict)  # before


def predict(state: GameState, catalog: Catalog, steps: Any, ctx: Context, p: Prediction) -> None:
    """Walk the steps in order (rule 1.3.3), with 'instead' (the step before is skipped)."""
    seat = ctx.controller
    seats = [s.seat for s in state.players if not s.out]
    opponents = [s for s in seats if s != seat]
    chosen = [t for t in (ctx.target, ctx.target2) if t is not None]
    selected = next((ref for kind, ref in chosen if kind == "bakugan"), None)
    second = ctx.target2[1] if ctx.target2 and ctx.target2[0] == "bakugan" else None
    chosen_player = next((ref for kind, ref in chosen if kind == "player"), None)
    hand_now = {s: len(state.players[s].hand) + p.hand[s] for s in seats}
    if ctx.hand_after_play is not None:
        hand_now[seat] = ctx.hand_after_play

    def facts() -> Facts:
        self_bp = ctx.stats[ctx.self_bid][0] if ctx.self_bid is not None and ctx.self_bid in ctx.stats else None
        owner = state.bakugan[ctx.self_bid].controller if ctx.self_bid is not None else seat
        opp = [
            ctx.stats[b.bid][0]
            for b in state.bakugan
            if b.in_brawl and b.open and b.controller != owner and b.bid in ctx.stats
        ]
        return Facts(
            seat=seat,
            self_bid=ctx.self_bid,
            selected_bid=selected,
            sacrificed=ctx.sacrificed,
            played_before=ctx.played_before,
            rerolled_open=ctx.rerolled_open,
            stopped=p.stopped,
            hand=hand_now[seat],
            self_bp=self_bp,
            opposing_bp=opp,
            extra_cores={s: sum(n for b, n in p.cores.items() if state.bakugan[b].controller == s) for s in seats},
            selected_dr=None if sel_now is None else sel_now[1],
            selected_frost=0 if sel_now is None else sel_now[2],
            did=tally["did"] > 0,
            tally=tally["n"],
            discarded_cost=tally["cost"],
            revealed_cost=tally["revealed"],
        )

    def selected_now() -> tuple[int, int, int] | None:
        """The selected Bakugan's B-Power, Damage Rating and FrostStrike with this card's changes so far."""
        if selected is None or selected not in ctx.stats:
            return None
        bp, dr, frost, _ = ctx.stats[selected]
        for m in p.mods[selected]:
            bp, dr, frost = bp + m.bp, dr + m.dr, frost + m.frost
        return bp, dr, frost

    def players(who: str) -> list[int]:
        if who == "you":
            return [seat]
        if who == "selected":
            return [] if chosen_player is None else [chosen_player]
        if who == "opponents":
            return opponents
        return seats

    tally = {"n": 0, "did": 0, "revealed": 0, "cost": 0}
    revealed: list[str] = []  # card ids revealed by this card's steps
    sel_now = selected_now()
    skip: set[int] = set()
    for i, step in enumerate(steps):
        if step.instead and i > 0 and holds(step.condition, state, catalog, facts()):
            skip.add(i - 1)
    for i, step in enumerate(steps):
        sel_now = selected_now()
        if i in skip:
            p.done.append("instead")  # replaced by the step after it, whose condition holds
            continue
        if not holds(step.condition, state, catalog, facts()):
            p.skipped.append(type(step.effect).__name__)
            continue
        e = step.effect
        p.done.append(type(e).__name__)
        if step.may:  # the test driver accepts every "you may" (rule 1.3.1): "if you do" holds
            tally["did"] = 1
        if isinstance(e, Boost):
            sel_dr = ctx.stats[selected][1] if selected is not None and selected in ctx.stats else 0
            n = counter(state, catalog, e.per, seat, e.per_faction.value if e.per_faction else None, facts(), sel_dr)
            for b in group(state, e.to, seat, ctx.self_bid, selected, second):
                if not in_filter(e, factions_of(state, catalog, b)):
                    continue
                p.mods[b].append(Mod(e.bp * n, e.dr * n, e.frost * n, set(e.keywords)))
        elif isinstance(e, SetBase):
            for b in group(state, e.to, seat, ctx.self_bid, selected):
                p.mods[b].append(Mod(base_bp=e.bp, base_dr=e.dr))
        elif isinstance(e, Draw):
            times = counter(state, catalog, e.per, seat, e.per_faction.value if e.per_faction else None, facts(), 0)
            for s in players(e.who):
                want = e.count * times
                if e.until:
                    want = max(hand_now[o] for o in opponents) - hand_now[s]
                n = min(max(0, want), len(state.players[s].deck) + p.deck[s])
                p.hand[s] += n
                p.deck[s] -= n
                hand_now[s] += n
        elif isinstance(e, Discard):
            times = counter(state, catalog, e.per, seat, e.per_faction.value if e.per_faction else None, facts(), 0)
            tally["n"] = tally["did"] = 0
            for s in players(e.who):
                # the test driver takes every optional discard it is offered
                fits = hand_now[s]
                if e.card_type:
                    types = [catalog.cards[state.cards[i].card_id].type.value for i in state.players[s].hand]
                    fits = types.count(e.card_type)
                n = min(fits if (e.hand or e.any_number) else e.count * times, fits)
                p.hand[s] -= n
                if e.to_deck:
                    p.deck[s] += n
                else:
                    p.discard[s] += n
                hand_now[s] -= n
                tally["n"] += n
                tally["did"] += n
                if n and s == seat and not e.card_type:  # the driver discards from the front of the hand
                    last = state.players[s].hand[n - 1] if n <= len(state.players[s].hand) else None
                    tally["cost"] = 0 if last is None else catalog.cards[state.cards[last].card_id].cost or 0
                if e.redraw:
                    back = min(n, len(state.players[s].deck) + p.deck[s])
                    p.hand[s] += back
                    p.deck[s] -= back
                    hand_now[s] += back
        elif isinstance(e, Energize) and e.source == "hand":
            # the driver picks the first card each time it is asked; "any number": all of them
            n = hand_now[seat] if e.count == 0 else min(e.count, hand_now[seat])
            p.hand[seat] -= n
            hand_now[seat] -= n
            p.energy[seat] += n
            if e.charged:
                p.charged_gain[seat] += n
            if not n:
                p.done[-1] = "nothing"
        elif isinstance(e, Energize) and e.source == "discard":
            n = len(state.players[seat].discard) + p.discard[seat]
            p.discard[seat] -= n
            p.energy[seat] += n
        elif isinstance(e, EnergizeHero):
            iid = ctx.target[1] if ctx.target else None
            for s in seats:
                if iid in state.players[s].heroes:
                    p.heroes[s] -= 1
                    p.energy[s] += 1
        elif isinstance(e, CoinFlip):
            assert ctx.coin is not None, "the test must read the coin's outcome from the game"
            tally["n"], tally["did"] = 0, int(ctx.coin)
        elif isinstance(e, Energize) and e.source == "deck_top" and (e.optional or e.who == "each"):
            for s in seats if e.who == "each" else [seat]:  # the driver accepts
                n = min(e.count, len(state.players[s].deck) + p.deck[s])
                p.deck[s] -= n
                p.energy[s] += n
        elif isinstance(e, Reveal):
            whose = seat if e.whose == "yours" else opponents[0]
            deck = state.players[whose].deck
            top = catalog.cards[state.cards[deck[-1]].card_id] if deck else None
            tally["revealed"] = (top.cost or 0) if top else 0
            revealed[:] = [top.id] if top else []
        elif isinstance(e, OpponentChooses):
            predict(state, catalog, e.options[0], ctx, p)  # the driver answers with the first option
        elif isinstance(e, ReturnCard):
            kind, ref = ctx.target if ctx.target else ("", -1)
            if kind == "hero":
                for s in seats:
                    if ref in state.players[s].heroes:
                        p.heroes[s] -= 1
                        p.hand[state.cards[ref].owner] += 1
            elif kind == "bakugan" and state.bakugan[ref].evos:
                p.evos[ref] -= 1
                p.hand[state.cards[state.bakugan[ref].evos[-1]].owner] += 1
        elif isinstance(e, ChooseDiscard):
            hit = 0
            for s in opponents:
                hand = [catalog.cards[state.cards[i].card_id].type.value for i in state.players[s].hand]
                if any(t in e.types for t in hand):  # the driver picks one of them
                    p.hand[s] -= 1
                    p.discard[s] += 1
                    hit += 1
            if not hit:
                p.done[-1] = "nothing"
        elif isinstance(e, (CopyNew, CopyPlayed)):
            cp = ctx.copy
            if cp is None:
                p.done[-1] = "nothing"
                continue
            copied = catalog.cards[cp.card_id]
            assert copied.play is not None
            inner = Context(controller=seat, target=cp.target, stats=ctx.stats, field_cores=ctx.field_cores)
            predict(state, catalog, copied.play.mode_steps(cp.mode), inner, p)
        elif isinstance(e, LookReorder):
            p.done[-1] = "nothing"  # only the order changes: test_later_and_free.py checks it
        elif isinstance(e, DiscountNext):
            p.done[-1] = "nothing"  # changes a later play: checked in test_later_and_free.py
        elif isinstance(e, EvoFree):
            pass  # the test checks the costs it changes (run_play)
        elif isinstance(e, Energize):
            if e.source == "this":
                p.destination = "energy" if e.charged else "energy_uncharged"
            else:
                n = min(e.count, len(state.players[seat].deck) + p.deck[seat])
                p.deck[seat] -= n
                p.energy[seat] += n
                if e.charged:
                    p.charged_gain[seat] += n
        elif isinstance(e, DestroyEnergy):
            for s in players(e.who):
                have = len(state.players[s].charged) + len(state.players[s].uncharged) + p.energy[s]
                n = min(e.count, have) if e.down_to is None else max(0, have - e.down_to)
                p.energy[s] -= n
                p.discard[s] += n
        elif isinstance(e, GainEnergy):
            p.pool[seat] += e.amount * counter(
                state, catalog, e.per, seat, e.per_faction.value if e.per_faction else None, facts(), 0
            )
        elif isinstance(e, ReturnToHand):
            if ctx.is_card:
                p.destination = "hand"
            elif ctx.self_bid is not None and state.bakugan[ctx.self_bid].evos:  # an Evo's own ability
                p.evos[ctx.self_bid] -= 1
                p.hand[state.bakugan[ctx.self_bid].owner] += 1
            else:
                p.done[-1] = "nothing"
        elif isinstance(e, Later):
            if e.when in ctx.events:  # the event comes within the test: the delayed steps happen
                predict(state, catalog, e.steps, ctx, p)
            else:
                p.done[-1] = "nothing"
        elif isinstance(e, PlayFree):
            fp = ctx.free_play
            if fp is None:
                p.done[-1] = "nothing"
                continue
            getattr(p, fp.zone)[fp.owner] -= 1
            if fp.zone == "hand":
                hand_now[fp.owner] -= 1
            free = catalog.cards[fp.card_id]
            if free.type.value == "Hero":
                p.heroes[seat] += 1
            elif free.type.value == "Evo":
                assert fp.target is not None
                p.evos[fp.target[1]] += 1
            else:
                assert free.play is not None
                p.discard[fp.owner] += 1  # an Action goes to its owner's discard pile (7.10.2)
                inner = Context(controller=seat, target=fp.target, stats=ctx.stats, field_cores=ctx.field_cores)
                predict(state, catalog, free.play.mode_steps(fp.mode), inner, p)
        elif isinstance(e, ToDeckBottom):
            p.destination = "deck_bottom"
        elif isinstance(e, Retract):
            before = len(p.retracted)
            for b in group(state, e.to, seat, ctx.self_bid, selected):
                if state.bakugan[b].open:
                    p.retracted.add(b)
            if len(p.retracted) == before:
                p.done[-1] = "nothing"
            tally["n"] = tally["did"] = len(p.retracted) - before  # "if you do" (bb-145)
        elif isinstance(e, Stop):
            origin = ctx.damage_origin
            if origin is not None:
                if e.holding:
                    match = bool(core_codes(state, catalog, origin) & set(e.holding))
                elif not e.factions:
                    match = True
                else:
                    named = {f.value for f in e.factions}
                    fs = factions_of(state, catalog, origin)
                    match = not (fs & named) if e.exclude else bool(fs & named)
                if match:
                    p.stopped = True
        elif isinstance(e, Attack):
            for s in opponents:
                n = min(max(0, e.dr), len(state.players[s].deck) + p.deck[s])
                p.deck[s] -= n
                p.discard[s] += n
        elif isinstance(e, DamageToHand):
            p.to_hand = True
        elif isinstance(e, SearchDeck):
            deck = state.players[seat].deck
            if any(e.card_type in ("any", catalog.cards[state.cards[i].card_id].type.value) for i in deck):
                p.hand[seat] += 1
                p.deck[seat] -= 1
                hand_now[seat] += 1
        elif isinstance(e, RecycleDiscard):
            n = min(e.count, len(state.players[seat].discard) + p.discard[seat])
            p.discard[seat] -= n
            p.deck[seat] += n
        elif isinstance(e, DestroyEvo):
            gone = 0
            for b in group(state, e.to, seat, ctx.self_bid, selected):
                evos = len(state.bakugan[b].evos) - (1 if e.except_self and b == ctx.self_bid else 0)
                n = evos if e.every else min(1, evos)
                p.evos[b] -= n
                p.discard[state.bakugan[b].owner] += n
                gone += n
            if not gone:
                p.done[-1] = "nothing"
        elif isinstance(e, ChargeEnergy):
            un = len(state.players[seat].uncharged)
            p.charged_gain[seat] += un if e.count <= 0 else min(e.count, un)
        elif isinstance(e, AttachCore):
            for b in group(state, e.to, seat, ctx.self_bid, selected):
                if not state.bakugan[b].open:
                    continue
                avail = sum(n for code, n in ctx.field_cores.items() if not e.types or code in e.types)
                p.cores[b] += min(e.count, avail)
                if not avail:
                    p.done[-1] = "nothing"
        elif isinstance(e, Reroll):
            p.rerolls.extend(players(e.who))
        elif isinstance(e, Negate):
            p.negated = ctx.target[1] if ctx.target else None
        elif isinstance(e, TakeCore):
            if selected is not None and state.bakugan[selected].cores:
                mine = [b for b in state.players[seat].bakugan if state.bakugan[b].in_brawl and state.bakugan[b].open]
                if mine and selected not in mine:
                    p.cores[selected] -= 1
                    p.cores[mine[0]] += 1
                    continue
            p.done[-1] = "nothing"
        elif isinstance(e, DestroyHero):
            if e.which == "selected":
                heroes_gone = [ctx.target[1]] if ctx.target else []
            elif e.which == "this":
                heroes_gone = [ctx.card] if ctx.self_bid is None and ctx.card is not None else []
            else:
                heroes_gone = [i for s in players(e.which) for i in state.players[s].heroes]
            tally["n"] = 0
            for s in seats:
                for iid in heroes_gone:
                    if iid in state.players[s].heroes:
                        p.heroes[s] -= 1
                        p.discard[state.cards[iid].owner] += 1
                        tally["n"] += 1
            if not tally["n"]:
                p.done[-1] = "nothing"
        elif isinstance(e, UnchargeEnergy):
            for s in players(e.who):
                n = min(e.count, len(state.players[s].charged))
                p.charged_gain[s] -= n
                if e.hold:
                    p.held_uncharged[s] += n
        elif isinstance(e, RevealCore):  # information only: no count changes (checked in test_language_in_play)
            pass
        elif isinstance(e, DivideBoost):  # the test driver takes the first share each time: the group's
            times = e.amount or ctx.x  # first Bakugan, its B-Power when the player picks the bonus (either)
            bids = group(state, e.to, seat, ctx.self_bid, selected, second)
            if times and bids:
                p.mods[bids[0]].append(Mod(e.bp * times, 0 if e.either else e.dr * times))
            else:
                p.done[-1] = "nothing"
        elif isinstance(e, SplitBoost):  # the test driver picks the first split: all of X to B-Power
            for b in group(state, e.to, seat, ctx.self_bid, selected, second):
                p.mods[b].append(Mod(e.bp * ctx.x, 0))
            if not ctx.x:
                p.done[-1] = "nothing"
        elif isinstance(e, RemoveCore):
            gone = 0
            for b in group(state, e.to, seat, ctx.self_bid, selected, second):
                held = len(state.bakugan[b].cores) + p.cores[b]
                n = held if e.every else min(1, held)
                p.cores[b] -= n
                gone += n
            if not gone:
                p.done[-1] = "nothing"
        elif isinstance(e, SwapCore):  # counts stay; the stats are read from the BakuCores held after
            mine = group(state, e.source, seat, ctx.self_bid, selected, second)
            theirs = group(state, e.other, seat, ctx.self_bid, selected, second)
            if not (mine and theirs and state.bakugan[mine[0]].cores and state.bakugan[theirs[0]].cores):
                p.done[-1] = "nothing"
        elif isinstance(e, VictorBy):
            p.victor_by = e.stat
        elif isinstance(e, TakeControl):
            iid = ctx.target[1] if ctx.target else None
            for s in seats:
                if iid in state.players[s].heroes and s != seat:
                    p.heroes[s] -= 1
                    p.heroes[seat] += 1
        else:
            p.unmodelled.append(type(e).__name__)

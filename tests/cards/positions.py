"""Small positions for the per-card tests, built from the real catalogue, and a driver that
answers every decision the same plain way (accept, first option, open on every roll)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from game.games.bakugan.cards.catalog import Catalog, default_catalog
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules.actions import (
    CHANCE,
    ChooseCard,
    ChooseCore,
    Decline,
    Pass,
    PlayCard,
    RollResults,
    Target,
    ThrowBakugan,
)
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DamageFrame, PriorityFrame, ResolveFrame, decision_of
from game.games.bakugan.scenario.position import build_scenario
from game.games.bakugan.words import (
    Boost,
    Condition,
    CopyNew,
    DestroyEvo,
    DestroyHero,
    Discard,
    PlayFree,
    RemoveCore,
    ReturnCard,
    Step,
    Stop,
    SwapCore,
    TakeCore,
)
from game.roll.seam import RollOutcome, RollResult
from tests.cards.model import FreePlay

FILLER = "bb-76"  # Super Shot: +300 B-Power to a chosen Bakugan, cost 1, no conditions
CORE_OF = {"FT": "core-2", "FF": "core-16", "SD": "core-22", "MS": "core-37", "HE": "core-47"}
FACTIONS = ["Aquos", "Darkus", "Haos", "Pyrus", "Ventus", "Aurelus"]
ANN, BOB = 0, 1
ANN_BRAWLER, BOB_BRAWLER = 0, 3  # bids: three Bakugan each


@lru_cache(maxsize=1)
def catalog() -> Catalog:
    return default_catalog()


def encoded_ids() -> list[str]:
    cat = catalog()
    return sorted((c.id for c in cat.cards.values() if c.is_encoded), key=_id_key)


def _id_key(cid: str) -> tuple[str, int]:
    code, num = cid.split("-", 1)
    return code, int("".join(ch for ch in num if ch.isdigit()) or 0)


def _factions(card: CardDef) -> list[str]:
    return [f.value for f in card.factions]


@cache
def vanilla(faction: str) -> tuple[str, ...]:
    """Characters of a faction without abilities, lowest B-Power first."""
    cat = catalog()
    chars = [
        c
        for c in cat.cards.values()
        if c.type is CardType.CHARACTER and c.is_encoded and not c.abilities and faction in _factions(c)
    ]
    chars.sort(key=lambda c: (c.bp or 0, _id_key(c.id)))
    return tuple(c.id for c in chars)


def strongest(faction: str) -> str:
    return vanilla(faction)[-1]


def character_for_evo(evo: CardDef) -> str:
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if c.type is CardType.CHARACTER and c.name == evo.evolves_from and set(c.factions) & set(evo.factions):
            return c.id
    raise AssertionError(f"no Character for {evo.id}")


@cache
def plain_hero() -> str:
    """A Hero whose abilities change no stat, Energy or cost: safe to have in play."""
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if (
            c.type is CardType.HERO
            and c.is_encoded
            and all(a.kind == "trigger" and a.event == "end_of_turn" for a in c.abilities)
        ):
            return c.id
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if c.type is CardType.HERO and c.is_encoded and not c.abilities:
            return c.id
    raise AssertionError("no plain Hero")


@cache
def hero_named(name: str) -> str:
    """A Hero card of that name (or whose name begins with it), for 'if you control X'."""
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if c.type is CardType.HERO and (c.name == name or c.name.startswith((name + " ", name + ","))):
            return c.id
    raise AssertionError(f"no Hero named {name}")


@cache
def simple_boost_card(faction: str, min_cost: int = 0) -> str:
    """The cheapest Action of a faction that only boosts a chosen Bakugan, with no condition."""
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: ((c.cost or 0), _id_key(c.id))):
        if c.type is not CardType.ACTION or not c.is_encoded or faction not in _factions(c) or not c.play:
            continue
        sel = c.play.select
        if sel is None or sel.kind != "bakugan" or sel.side != "any" or c.play.cost_rules:
            continue
        if sel.faction or sel.not_faction or sel.holding or sel.in_brawl or sel.open_only or sel.not_opened_this_turn:
            continue
        if (
            c.play.steps
            and (c.cost or 0) >= min_cost
            and all(
                s.condition is None
                and isinstance(s.effect, Boost)
                and s.effect.to == "selected"
                and s.effect.per == "none"
                and not s.effect.lasting
                for s in c.play.steps
            )
        ):
            return c.id
    return ""


@cache
def simple_evo(faction: str) -> tuple[str, str]:
    """An Evo of a faction without abilities, and the Character it is played on (3.3.1)."""
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: ((c.cost or 0), _id_key(c.id))):
        if c.type is CardType.EVO and c.is_encoded and not c.abilities and faction in _factions(c):
            return c.id, character_for_evo(c)
    raise AssertionError(f"no plain {faction} Evo")


def all_steps(card: CardDef) -> list[Step]:
    """Every step of a card: its play, its options, its abilities and their options."""
    out: list[Step] = []
    if card.play is not None:
        out += [*card.play.steps, *(st for m in card.play.modes for st in m.steps)]
    for a in card.abilities:
        out += [*a.steps, *(st for m in a.modes for st in m.steps)]
    return out


def free_card_for(e: PlayFree) -> str:
    """A plain card that this free play accepts: the named card, or a simple one of a type."""
    cat = catalog()
    faction = e.faction[0].value if e.faction else ""
    kinds = ["Action", "Hero", "Evo"]
    for c in sorted(
        cat.cards.values(),
        key=lambda c: (kinds.index(c.type.value) if c.type.value in kinds else 9, c.cost or 0, _id_key(c.id)),
    ):
        if not c.is_encoded or c.type.value not in e.types:
            continue
        if c.type is CardType.EVO and not e.name:
            return ""  # an Evo needs its own Character on the team: none is set up
        if e.name and c.name != e.name:
            continue
        if e.faction and not set(e.faction) & set(c.factions):
            continue
        if e.max_cost is not None and (c.cost or 0) > e.max_cost:
            continue
        if e.name:
            return c.id
        if c.type is CardType.HERO and c.id == plain_hero():
            return c.id
        if c.type is CardType.ACTION and c.id in (FILLER, simple_boost_card(faction or _factions(c)[0])):
            return c.id
    if e.name:
        return ""  # no card has that name (aa-178): the free play finds nothing (1.3.4)
    raise AssertionError(f"no plain card for {e}")  # pragma: no cover


def conditions_of(card: CardDef) -> list[Condition]:
    # a won game is checked on its own (tests/rules/test_language_in_play.py), not in every position
    out: list[Condition] = [a.condition for a in card.abilities if a.condition is not None and not a.wins]
    out.extend(s.condition for s in all_steps(card) if s.condition is not None)
    return out


@dataclass
class Options:
    """How to bend the default position so the card's conditions hold where that is cheap."""

    bob_faction: str = ""
    bob_brawler: str = ""
    ann_core: str | None = None  # core id held by Ann's brawler
    bob_core: str | None = None
    ann_extra_faction: str | None = None
    fury: bool = False
    cards_played: int = 0
    energy: int = 8
    heroes: int = 0
    bob_evo: bool = False  # Bob's brawler carries an Evo (for cards that destroy one)
    bob_energy: int = 2
    discarded_action: bool = False  # an Action card was discarded this turn (to be copied)
    free_card: str = ""  # a card the card under test can play for free
    free_zone: str = ""  # hand | deck_top | bob_hand
    ann_cores_extra: list[str] = field(default_factory=list)  # more cores on Ann's brawler
    named_heroes: list[str] = field(default_factory=list)  # Hero card ids Ann controls
    bob_hand_empty: bool = False
    discard: list[str] = field(default_factory=list)  # Ann's discard pile (default: three fillers)
    played_factions: list[str] = field(default_factory=list)
    hand_extra: list[str] = field(default_factory=list)  # cards of a type a discard asks for
    bob_heroes: list[str] = field(default_factory=list)


def options_for(card: CardDef, *, plain: bool = False) -> Options:
    """The position's settings for this card. By default its conditions are made to hold; with
    `plain` they are left as they fall, and the opponent has more Energy cards (no Turbo)."""
    mine = _factions(card)[0] if card.factions else "Pyrus"
    other = next(f for f in FACTIONS if f not in _factions(card) and f != "Aurelus")
    o = Options(bob_faction=other)
    o.energy = max(o.energy, (card.cost or 0) + 2)
    if plain:
        o.bob_energy = o.energy + 3
    for cond in [] if plain else conditions_of(card):
        if cond.tag == "Domination" and o.ann_core is None:
            o.ann_core = CORE_OF["SD"]
        if cond.tag == "Fury" or cond.hand_empty:
            o.fury = True
        if cond.tag == "Flow":
            o.cards_played = max(o.cards_played, 1)
        if cond.cards_played:
            o.cards_played = max(o.cards_played, cond.cards_played)
        if cond.energy_cards:
            o.energy = max(o.energy, cond.energy_cards + 1)
        if cond.heroes:
            o.heroes = max(o.heroes, cond.heroes)
        if cond.team_has_faction is not None and cond.team_has_faction.value not in mine:
            o.ann_extra_faction = cond.team_has_faction.value
        for codes in (cond.self_holding, cond.selected_holding):
            if codes and o.ann_core is None:
                o.ann_core = CORE_OF[codes[0]]
        if cond.self_underdog:
            o.bob_brawler = "strong"
            mine_bp = card.bp or 0
            if (catalog().cards[strongest(o.bob_faction)].bp or 0) <= mine_bp:  # Bob must out-power it
                o.bob_faction = next(
                    (
                        f
                        for f in FACTIONS
                        if f not in _factions(card) and (catalog().cards[strongest(f)].bp or 0) > mine_bp
                    ),
                    o.bob_faction,
                )
        for codes in (cond.your_brawler_holding, cond.yours_holding):
            if codes and o.ann_core is None:
                o.ann_core = CORE_OF[codes[0]]
        if cond.self_cores:
            o.ann_core = o.ann_core or CORE_OF["SD"]
            o.ann_cores_extra = [CORE_OF["FT"]] * (cond.self_cores - 1)
        for name in cond.controls_hero:
            o.named_heroes += [hero_named(name)] * max(1, cond.hero_copies)
        if cond.opponent_hand_empty:
            o.bob_hand_empty = True
        if cond.selected_dr:
            o.ann_core = "core-17"  # a Flaming Fist with +6 Damage Rating
        if cond.discard_cards:
            o.discard = [FILLER] * cond.discard_cards
        if cond.factions_played:
            o.played_factions = [f for f in FACTIONS if f not in mine][: cond.factions_played - 1]
            o.cards_played = max(o.cards_played, len(o.played_factions))
    steps = all_steps(card)
    for step in steps:
        e = step.effect
        if isinstance(e, PlayFree) and e.source != "this" and not o.free_card and free_card_for(e):
            o.free_card = free_card_for(e)
            o.free_zone = {"hand": "hand", "deck_top": "deck_top", "opponent_hand": "bob_hand"}[e.source]
        if isinstance(e, Boost) and e.bp < 0:
            o.bob_brawler = "strong"  # so that a reduction is not hidden by 0 B-Power (2.9.2)
        if isinstance(e, (DestroyEvo, ReturnCard)):
            o.bob_evo = True
        if isinstance(e, CopyNew) and e.source == "discarded":
            o.discarded_action = True
        if isinstance(e, DestroyHero) and e.which in ("opponents", "each"):
            o.bob_heroes = [plain_hero(), plain_hero()]
            o.heroes = max(o.heroes, 1 if e.which == "each" else 0)
        if isinstance(e, Discard) and e.card_type:
            o.hand_extra = [_any_of_type(e.card_type)]
        per = getattr(e, "per", "none")  # counts made non-zero, so that "for each" is seen
        if per == "flips_in_discard":
            o.discard = [_any_of_type("Flip")] * 3
        if per == "heroes":
            o.heroes = max(o.heroes, 2)
        if per == "cores_held" and o.ann_core is None:
            o.ann_core = CORE_OF["SD"]
        if per in ("cards_played", "other_cards_played"):
            o.cards_played = max(o.cards_played, 2)
        if isinstance(e, (TakeCore, RemoveCore, SwapCore)) and o.bob_core is None:
            o.bob_core = CORE_OF["SD"]
        if isinstance(e, SwapCore) and o.ann_core is None:
            o.ann_core = CORE_OF["FF"]
        if isinstance(e, Stop):
            if e.holding:
                o.bob_core = CORE_OF[e.holding[0]]
            elif e.factions and not e.exclude:
                o.bob_faction = e.factions[0].value
            elif e.factions:
                names = {f.value for f in e.factions}
                o.bob_faction = next(f for f in FACTIONS if f not in names)
    return o


def team(card: CardDef, o: Options) -> tuple[list[str], dict[int, Any]]:
    """Ann's three Characters and her brawler's state for this card."""
    mine = _factions(card)[0] if card.factions else "Pyrus"
    pool = [c for c in vanilla(mine)]
    state: dict[int, Any] = {}
    if card.type is CardType.CHARACTER:
        first = card.id
    elif card.type is CardType.EVO:
        first = character_for_evo(card)
    else:
        first = pool[-1]
    rest = [c for c in pool if c != first][:2]
    if o.ann_extra_faction:
        rest = [vanilla(o.ann_extra_faction)[0], *rest[:1]]
    return [first, *rest], state


def spec_for(
    card: CardDef,
    o: Options,
    *,
    step: str = "power",
    evo_on: bool = False,
    ann_open: bool = True,
    bob_open: bool = True,
    hand: list[str] | None = None,
    deck_top: list[str] | None = None,
    heroes: list[str] | None = None,
    bob_heroes: list[str] | None = None,
) -> dict[str, Any]:
    chars, _ = team(card, o)
    bob_pool = vanilla(o.bob_faction)
    bob_first = bob_pool[-1] if o.bob_brawler == "strong" else bob_pool[0]
    bob_chars = [bob_first, *[c for c in bob_pool if c != bob_first][:2]]
    ann_b: dict[str, Any] = {"open": ann_open, "in_brawl": ann_open}
    if evo_on:
        ann_b["evos"] = [card.id]
        ann_b["face_up"] = True
    if o.ann_core and ann_open:
        ann_b["cores"] = [o.ann_core, *o.ann_cores_extra]
    bob_b: dict[str, Any] = {"open": bob_open, "in_brawl": bob_open}
    if o.bob_evo:
        evo, base = simple_evo(o.bob_faction)
        bob_chars[0] = base
        bob_b["evos"] = [evo]
    bob_states: dict[int, Any] = {0: bob_b}
    ann_states: dict[int, Any] = {0: ann_b}
    old = _wants_old_open(card)
    if old:  # a Bakugan still open from an earlier brawl (7.2.6)
        (ann_states if old == "yours" else bob_states)[1] = {"open": True, "in_brawl": False, "opened_turn": 1}
    if o.bob_core and bob_open:
        bob_b["cores"] = [o.bob_core]
    if o.free_zone == "deck_top" and not deck_top:
        deck_top = [FILLER, o.free_card]  # second from the top: a look at more than one card finds it
    deck = [*(deck_top or []), *[FILLER] * 15]
    for t in ("Action", "Hero", "Evo", "Flip"):
        deck.append(_any_of_type(t))
    if hand is None:
        hand = [card.id] if o.fury else [card.id, FILLER, FILLER, *o.hand_extra]
    if o.free_zone == "hand":
        hand = [*hand, o.free_card]
    hero_list = list(heroes or []) + [plain_hero()] * o.heroes + o.named_heroes
    field = [
        {"core": CORE_OF[code], "owner": i % 2, "cell": [i, 0]}
        for i, code in enumerate(["FT", "FF", "SD", "MS", "HE", "FT", "FT"])
    ]
    return {
        "players": [
            {
                "name": "Ann",
                "characters": chars,
                "bakugan": ann_states,
                "hand": hand,
                "deck": deck,
                "discard": o.discard or [FILLER] * 3,
                "discarded_this_turn": 1 if o.discarded_action else 0,
                "energy": {"charged": o.energy, "uncharged": 2, "card": FILLER},
                "heroes": hero_list,
                "cards_played": o.cards_played,
                "played_factions": o.played_factions,
            },
            {
                "name": "Bob",
                "characters": bob_chars,
                "bakugan": bob_states,
                "hand": []
                if o.bob_hand_empty
                else ([o.free_card, FILLER, FILLER] if o.free_zone == "bob_hand" else [FILLER] * 3),
                "deck": [FILLER] * 20,
                "energy": {"charged": o.bob_energy, "card": FILLER},
                "heroes": list(bob_heroes or []) + o.bob_heroes,
            },
        ],
        "field": field,
        "step": step,
        "starting": 0,
        "turn": 2,
        "selected": {0: 0, 1: 0},
    }


def _wants_old_open(card: CardDef) -> str:
    sel = card.play.select if card.play else None
    return sel.side if sel is not None and sel.not_opened_this_turn else ""


@cache
def _any_of_type(t: str) -> str:
    cat = catalog()
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if c.type.value == t and c.is_encoded and not c.abilities and not (c.play and c.play.steps and t == "Flip"):
            return c.id
    for c in sorted(cat.cards.values(), key=lambda c: _id_key(c.id)):
        if c.type.value == t and c.is_encoded:
            return c.id
    raise AssertionError(t)


def build(spec: dict[str, Any]) -> Game:
    return build_scenario(spec, catalog())


# ------------------------------------------------------------------------------------- driving


@dataclass
class Driver:
    """Answers decisions: triggers are used (with a preferred target), optional parts accepted,
    cores attached, discards take the first card, every roll opens (on `open_on` if given)."""

    game: Game
    prefer: Callable[[list[Target | None]], Target | None] = lambda ts: ts[0]
    open_on: dict[int, tuple[str, ...]] = field(default_factory=dict)
    results: dict[int, RollResult] = field(default_factory=dict)
    rerolls: list[int] = field(default_factory=list)
    trigger_targets: dict[int, Target | None] = field(default_factory=dict)
    trigger_modes: dict[int, int] = field(default_factory=dict)
    mode: int | None = None  # the option to take on a "choose one" trigger (None: the first offered)
    free_plays: list[FreePlay] = field(default_factory=list)
    copies: list[FreePlay] = field(default_factory=list)
    flips_declined: int = 0
    steps: int = 0

    def act(self) -> None:
        g = self.game
        self.steps += 1
        assert self.steps < 400, "the position did not come to rest"
        seat = g.to_act()
        assert seat is not None, "the game ended"
        if seat == CHANCE:
            outcomes = []
            for s in sorted(g.state.this_turn.throws):
                result = self.results.pop(s, RollResult.OPENED)
                cores = self.open_on.pop(s, ()) if result is RollResult.OPENED else ()
                outcomes.append((s, RollOutcome(result, cores=tuple(cores))))
            g.apply(RollResults(outcomes=tuple(outcomes)))
            return
        top = g.pending()
        assert top is not None
        legal = g.legal_actions()
        if isinstance(top, PriorityFrame):
            g.apply(Pass(seat=seat))
            return
        d = decision_of(top)
        if d in ("throw",):
            g.apply(ThrowBakugan(seat=seat))
        elif d == "reroll":
            self.rerolls.append(seat)
            g.apply(ThrowBakugan(seat=seat))
        elif d == "trigger":
            options = [a for a in legal if isinstance(a, ChooseCard) and not (a.target and a.target.kind == "skip")]
            if not options:
                g.apply(legal[0])
                return
            by_entry: dict[int, list[ChooseCard]] = {}
            for a in options:
                by_entry.setdefault(a.card, []).append(a)
            eid, choices = next(iter(by_entry.items()))
            choices = [a for a in choices if a.mode == self.mode] or choices
            target = self.prefer([a.target for a in choices])
            chosen = next(a for a in choices if a.target == target)
            self.trigger_targets[eid] = chosen.target
            self.trigger_modes[eid] = chosen.mode
            g.apply(chosen)
        elif d in ("copy_new", "play_free"):
            kind = ChooseCard if d == "copy_new" else PlayCard
            picks = [a for a in legal if isinstance(a, kind)]
            if not picks:
                g.apply(legal[0])
                return
            target = self.prefer([a.target for a in picks])
            pick = next(a for a in picks if a.target == target)
            owner = g.state.cards[pick.card].owner
            places = ("hand", "deck", "discard")
            zone = next((z for z in places if pick.card in getattr(g.state.players[owner], z)), "none")
            t = (pick.target.kind, pick.target.ref) if pick.target else None
            record = FreePlay(g.state.cards[pick.card].card_id, owner, zone, t, pick.mode)
            (self.copies if d == "copy_new" else self.free_plays).append(record)
            g.apply(pick)
        elif d == "attach_core":
            core = next((a for a in legal if isinstance(a, ChooseCore)), None)
            g.apply(core if core is not None else Decline(seat=seat))
        elif d == "flip":
            self.flips_declined += 1
            g.apply(Decline(seat=seat))
        else:  # discard, place_core, select, energize
            g.apply(legal[0])

    def until(self, done: Callable[[Game], bool]) -> None:
        while not done(self.game):
            self.act()


def quiet(game: Game) -> bool:
    """Nothing left to do in this window: the batch is empty and priority is back, unpassed."""
    s = game.state
    top = game.pending()
    return (
        top is not None
        and isinstance(top, PriorityFrame)
        and top.passes == 0
        and not s.batch
        and not s.pending_triggers
        and not any(isinstance(f, (ResolveFrame, DamageFrame)) for f in s.frames)
    )


def play_options(game: Game, iid: int) -> list[PlayCard]:
    return [a for a in game.legal_actions() if isinstance(a, PlayCard) and a.card == iid]


def prefer_for(card: CardDef) -> Callable[[list[Target | None]], Target | None]:
    """Your own Bakugan in the brawl for bonuses, the opposing one for reductions and removal;
    a player: yourself to draw, an opponent to discard or lose Energy."""
    harmful = False  # to a Bakugan
    harms_player = False
    for step in all_steps(card):
        e = step.effect
        kind = type(e).__name__
        if isinstance(e, Boost) and (e.bp < 0 or e.dr < 0):
            harmful = True
        if kind in ("Retract", "DestroyEvo", "ReturnCard", "TakeCore", "SetBase"):
            harmful = True
        if kind in ("Discard", "DestroyEnergy"):
            harms_player = True
        if isinstance(e, Boost) and (e.bp > 0 or e.dr > 0 or e.keywords or e.frost):
            harmful = False  # the last word on a Bakugan decides whom the card is for
    order_bak = [BOB_BRAWLER, ANN_BRAWLER] if harmful else [ANN_BRAWLER, BOB_BRAWLER]
    order_player = [BOB, ANN] if harms_player else [ANN, BOB]

    def choose(targets: list[Target | None]) -> Target | None:
        for want in order_bak:
            for t in targets:
                if t is not None and t.kind == "bakugan" and t.ref == want:
                    return t
        for want in order_player:
            for t in targets:
                if t is not None and t.kind == "player" and t.ref == want:
                    return t
        return targets[0]

    return choose

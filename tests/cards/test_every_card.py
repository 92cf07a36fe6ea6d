"""Issue 7: every encoded card of the shipped catalogue is exercised and its effect checked.

One case per card id. Each card is played (Action, Evo, Hero), flipped and played (Flip), or put in
play as a Bakugan (Character, and Evo again) in a small position built from the real catalogue:
Characters of the card's faction for its player, another faction for the opponent, both brawlers
open in the Power step. The state change is compared with tests/cards/model.py, an independent
reading of the card's encoded effects: B-Power, Damage Rating, FrostStrike and keywords of every
Bakugan (with static abilities and BakuCores, 3.3.3, 6.5), cards in hand, deck, discard pile, Energy
cards, Heroes, Evos, BakuCores, Stops and Rerolls. Triggered abilities (victor, this_opens, you_open,
you_play_card, end_of_turn, opponent_plays_flip) are fired in a position of their own.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules.actions import ChooseCard, Pass, PlayCard, Target
from game.games.bakugan.rules.core_zones import FIELD, WAITING, held_by
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.state import DamageRun, GameState, Modifier, Step
from game.games.bakugan.words import Ability, Boost, EndTurn, RevealCore, SearchDeck, Stop, SwapCore
from game.roll.seam import RollResult
from tests.cards.model import (
    Context,
    Facts,
    FreePlay,
    Mod,
    Prediction,
    Snapshot,
    holds,
    model_stats,
    mods_from_state,
    predict,
)
from tests.cards.positions import (
    ANN,
    ANN_BRAWLER,
    BOB,
    BOB_BRAWLER,
    FACTIONS,
    FILLER,
    Driver,
    Options,
    all_steps,
    build,
    catalog,
    conditions_of,
    encoded_ids,
    options_for,
    plain_hero,
    play_options,
    prefer_for,
    quiet,
    simple_boost_card,
    simple_evo,
    spec_for,
    vanilla,
)

# Cases the engine gets wrong: card id -> diagnosis (strict xfail).
ENGINE_BUGS: dict[str, str] = {}


def _ids() -> list[object]:
    out: list[object] = []
    for cid in encoded_ids():
        if cid in ENGINE_BUGS:
            out.append(
                pytest.param(cid, id=cid, marks=pytest.mark.xfail(strict=True, reason="engine: " + ENGINE_BUGS[cid]))
            )
        else:
            out.append(pytest.param(cid, id=cid))
    return out


# ------------------------------------------------------------------------------------- checking


def stats_now(game: Game) -> dict[int, tuple[int, int, int, frozenset[str]]]:
    out = {}
    for b in game.state.bakugan:
        st = game.stats(b.bid)
        out[b.bid] = (st.bp, st.dr, st.frost, st.keywords)
    return out


def model_now(
    game: Game, extra: dict[int, list[Mod]] | None = None, base: dict[int, list[Mod]] | None = None
) -> dict[int, tuple[int, int, int, frozenset[str]]]:
    mods = base if base is not None else mods_from_state(game.state)
    out = {}
    for b in game.state.bakugan:
        out[b.bid] = model_stats(game.state, catalog(), b.bid, [*mods.get(b.bid, []), *((extra or {}).get(b.bid, []))])
    return out


def check_position(game: Game) -> None:
    """The engine's stats of every Bakugan agree with the rules' reading (statics, cores, Evos)."""
    assert stats_now(game) == model_now(game)


def check(pre: Game, post: Game, p: Prediction) -> None:
    a, b = Snapshot.of(pre.state), Snapshot.of(post.state)
    for s in range(pre.state.seats):
        assert b.hand[s] == a.hand[s] + p.hand[s], f"seat {s} hand"
        assert b.deck[s] == a.deck[s] + p.deck[s], f"seat {s} deck"
        assert b.discard[s] == a.discard[s] + p.discard[s], f"seat {s} discard"
        assert b.energy(s) == a.energy(s) + p.energy[s], f"seat {s} Energy cards"
        assert len(b.heroes[s]) == len(a.heroes[s]) + p.heroes[s], f"seat {s} Heroes"
    for bid in range(len(pre.state.bakugan)):
        assert b.evos[bid] == a.evos[bid] + p.evos[bid], f"Bakugan {bid} Evos"
        if bid not in p.retracted:
            assert b.cores[bid] == a.cores[bid] + p.cores[bid], f"Bakugan {bid} BakuCores"
    for bid in p.retracted:
        assert not post.state.bakugan[bid].open, f"Bakugan {bid} should be retracted"
    assert post.state.this_turn.victor_by == (p.victor_by or pre.state.this_turn.victor_by), "what decides the Victor"
    for s in range(pre.state.seats):
        mine = set(pre.state.players[s].charged) | set(pre.state.players[s].uncharged)
        held = [i for i in post.state.this_turn.held_uncharged if i in mine]
        assert len(held) == p.held_uncharged[s], f"seat {s} Energy cards kept uncharged"
    mods = mods_from_state(pre.state)
    expected = model_now(post, p.mods, mods)
    actual = stats_now(post)
    for bid in range(len(pre.state.bakugan)):
        if bid in p.retracted:
            continue
        assert actual[bid] == expected[bid], f"Bakugan {bid}: engine {actual[bid]} vs card {expected[bid]}"


def play_adjust(p: Prediction, seat: int, action: PlayCard, card: CardDef) -> None:
    """What playing the card itself moves: out of hand, Sacrifice, and where it ends (3.5.2)."""
    p.hand[seat] -= 1
    if action.sacrifice is not None:
        p.hand[seat] -= 1
        p.discard[seat] += 1
    p.hand[seat] -= len(action.discards)  # an additional cost (1.15)
    p.discard[seat] += len(action.discards)
    if card.type is CardType.HERO:
        p.heroes[seat] += 1
        return
    if card.type is CardType.EVO:
        assert action.target is not None
        p.evos[action.target.ref] += 1
        return
    where = p.destination
    if where == "hand":
        p.hand[seat] += 1
    elif where in ("energy", "energy_uncharged"):
        p.energy[seat] += 1
    elif where == "deck_bottom":
        p.deck[seat] += 1
    else:
        p.discard[seat] += 1


def zone_of(game: Game, iid: int) -> str:
    for p in game.state.players:
        for name in ("hand", "deck", "discard", "charged", "uncharged", "heroes"):
            if iid in getattr(p, name):
                return name
    for bak in game.state.bakugan:
        if iid in bak.evos:
            return "evo"
    return "nowhere"


def expected_zone(card: CardDef, p: Prediction) -> set[str]:
    if card.type is CardType.HERO:
        return {"heroes"}
    if card.type is CardType.EVO:
        return {"evo"}
    return {
        "discard": {"discard"},
        "hand": {"hand"},
        "energy": {"charged"},
        "energy_uncharged": {"uncharged"},
        "deck_bottom": {"deck"},
    }[p.destination]


def choose_play(game: Game, iid: int, card: CardDef, mode: int | None = None) -> PlayCard:
    options = [o for o in play_options(game, iid) if mode is None or o.mode == mode]
    assert options, f"{card.id} cannot be played in its test position"
    uses_sacrifice = card.play is not None and card.play.uses_tag("Sacrifice")
    wanted = [o for o in options if (o.sacrifice is not None) == uses_sacrifice] or options
    wanted = [o for o in wanted if bool(o.discards) == bool(card.discard_cost)] or wanted
    if card.x_cost:  # pay as much X as possible, so that "for each Energy" is seen
        wanted = [o for o in wanted if o.x == max(w.x for w in wanted)]
    prefer = prefer_for(card)
    target = prefer([o.target for o in wanted])
    wanted = [o for o in wanted if o.target == target]
    target2 = prefer([o.target2 for o in wanted])
    return next(o for o in wanted if o.target2 == target2)


def paid_cards(game: Game, seat: int, action: PlayCard, card: CardDef, frost: int = 0) -> int:
    cost = game.card_cost(seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards))
    player = game.state.players[seat]
    need = cost - player.pool
    return max(0, math.ceil(need / 1)) if need > 0 else 0


def check_charged(pre: Game, post: Game, p: Prediction, seat: int, paid: int) -> None:
    """Energy cards recharged (7.2.1) or energized charged end up vertical."""
    if not p.charged_gain[seat]:
        return
    before = pre.state.players[seat]
    after = post.state.players[seat]
    assert len(after.charged) == len(before.charged) - paid + p.charged_gain[seat]


# ------------------------------------------------------------------------------------- flows


def spare(o: Options) -> list[str]:
    """Cards in hand besides the one tested: none when the card asks for Fury (7.4.3)."""
    return [] if o.fury else [FILLER, FILLER, *o.hand_extra]


def run_play(card: CardDef, *, miss: bool = False, plain: bool = False, mode: int | None = None) -> Prediction:
    """Play an Action, Evo or Hero from hand in the Power step; True when every effect is modelled."""
    o = options_for(card, plain=plain)
    spec = spec_for(card, o)
    batch_type = (
        card.play.select.card_type if card.play and card.play.select and card.play.select.kind == "batch_card" else None
    )
    hero_select = card.play is not None and card.play.select is not None and card.play.select.kind == "hero"
    if hero_select:
        spec["players"][1]["heroes"] = [plain_hero()]
    if batch_type:
        bob_card = plain_hero() if batch_type == "Hero" else FILLER
        spec["players"][1]["hand"] = [bob_card, FILLER]
        spec["players"][1]["energy"] = {"charged": 12, "card": FILLER}
        spec["priority"] = BOB
    game = build(spec)
    bob_mods: dict[int, list[Mod]] = {}
    bob_iid = None
    if batch_type:
        bob_iid = game.state.players[BOB].hand[0]
        bob_play = next(a for a in play_options(game, bob_iid) if a.target in (None, Target("bakugan", BOB_BRAWLER)))
        game.apply(bob_play)
        game.apply(Pass(seat=BOB))
    check_position(game)
    iid = game.state.players[ANN].hand[0]
    action = choose_play(game, iid, card, mode if card.play is not None and card.play.modes else None)
    pre = game.clone()
    paid = paid_cards(game, ANN, action, card)
    driver = Driver(game, prefer=prefer_for(card), results={ANN: RollResult.CLOSED} if miss else {}, mode=mode)
    game.apply(action)
    driver.until(quiet)
    p = Prediction.empty(2, len(game.state.bakugan))
    target = (action.target.kind, action.target.ref) if action.target else None
    ctx = Context(
        controller=ANN,
        target=target,
        target2=(action.target2.kind, action.target2.ref) if action.target2 else None,
        x=action.x,
        sacrificed=action.sacrifice is not None,
        played_before=pre.state.players[ANN].cards_played,
        hand_after_play=len(pre.state.players[ANN].hand) - 1 - (action.sacrifice is not None),
        rerolled_open=not miss,
        field_cores=_field_codes(pre),
        stats=stats_now(pre),
        free_play=driver.free_plays[0] if driver.free_plays else None,
        copy=driver.copies[0] if driver.copies else None,
    )
    state = pre.clone().state  # a copy to walk the card on; `pre` stays as it was
    state.players[ANN].cards_played += 1  # the play counts from the moment it is made (rule 7.4.2)
    state.players[ANN].played_factions.extend(f.value for f in card.factions)
    if card.type is CardType.ACTION:
        assert card.play is not None
        steps = card.play.mode_steps(action.mode)
        _charge_with_paid(state, ANN, paid, lambda: predict(state, catalog(), steps, ctx, p))
    play_adjust(p, ANN, action, card)
    modelled = not p.unmodelled
    enters = [a for a in card.abilities if a.kind == "trigger" and a.event == "enters"]
    if card.type is CardType.EVO:
        # the Evo is on top from now on: its enters trigger reads this Bakugan (3.3.2, 3.3.3)
        assert action.target is not None  # an Evo is played onto a Bakugan
        bid = action.target.ref
        state.bakugan[bid].evos.append(iid)
        state.bakugan[bid].face_up = True
    if card.type is CardType.HERO:
        state.players[ANN].heroes.append(iid)
    state.players[ANN].hand.remove(iid)
    if card.type is not CardType.ACTION:  # the Evo or Hero was paid for before its ability (7.2.3)
        _charge_with_paid(state, ANN, paid, lambda: None)
    for ability in enters:
        own = action.target.ref if card.type is CardType.EVO and action.target else None
        if not holds(ability.condition, state, catalog(), Facts(seat=ANN, self_bid=own)):
            p.skipped.append("enters")  # "When you play this, if ...": the condition is false (6.3.5)
            continue
        tctx = Context(
            controller=ANN,
            self_bid=action.target.ref if card.type is CardType.EVO and action.target else None,
            target=_trigger_target(driver, ability),
            field_cores=ctx.field_cores,
            stats=stats_now(pre),
            hand_after_play=len(state.players[ANN].hand),
            is_card=False,
            free_play=ctx.free_play,
            copy=ctx.copy,
        )
        predict(state, catalog(), ability.mode_steps(_trigger_mode(driver)), tctx, p)
    modelled = modelled and not p.unmodelled
    if batch_type:
        assert bob_iid is not None
        p.discard[BOB] += 1  # Bob's card already left his hand before `pre`
        if batch_type == "Hero":
            p.heroes[BOB] += 1 if p.negated is None else 0
            p.discard[BOB] -= 1 if p.negated is None else 0
        elif p.negated is None:
            bob_mods = {BOB_BRAWLER: [Mod(bp=300)]}
    for bid, extra in bob_mods.items():
        p.mods[bid].extend(extra)
    assert sorted(driver.rerolls) == sorted(p.rerolls), "Rerolls asked of the wrong players"
    check(pre, game, p)
    check_charged(pre, game, p, ANN, paid)
    check_charged(pre, game, p, BOB, 0)
    if p.pool[ANN]:
        assert game.state.players[ANN].pool == p.pool[ANN]  # the cost was paid exactly (1.7.1)
    searched = [
        s.effect.card_type
        for s in [*(card.play.steps if card.play else ()), *(st for a in enters for st in a.steps)]
        if isinstance(s.effect, SearchDeck) and s.effect.card_type != "any"
    ]
    if searched:  # the card found is of the type searched for (4.2.2)
        new = [i for i in game.state.players[ANN].hand if i not in pre.state.players[ANN].hand]
        assert any(game.card(i).type.value == searched[0] for i in new)
    assert zone_of(game, iid) in expected_zone(card, p)
    if "EvoFree" in p.done:  # every player's Evo cards are free for the rest of the turn (2.3.3)
        evo = next(c for c in catalog().cards.values() if c.type is CardType.EVO and c.is_encoded and (c.cost or 0) > 0)
        assert game.card_cost(ANN, evo) == 0 and game.card_cost(BOB, evo) == 0
    if card.type is CardType.HERO:
        p.done.extend(check_hero_statics(game, card))
    assert not p.unmodelled, p.unmodelled
    return p


def _charge_with_paid(state: GameState, seat: int, paid: int, fn: Callable[[], object]) -> None:
    """Predict with the Energy cards just spent already uncharged (rule 7.2.3)."""
    player = state.players[seat]
    moved = [player.charged.pop() for _ in range(min(paid, len(player.charged)))]
    player.uncharged.extend(moved)
    fn()


def _field_codes(game: Game) -> dict[str, int]:
    out: dict[str, int] = {}
    for cid in game.state.field:
        code = catalog().cores[game.state.cores[cid].core_id].code
        out[code] = out.get(code, 0) + 1
    return out


def _coin(game: Game) -> bool | None:
    """The coin a card flipped in this test, as the game logged it (a chance outcome, 1.3.1)."""
    flips = [e.text for e in game.state.log if "flips a coin:" in e.text]
    return flips[-1].endswith("heads") if flips else None


def _trigger_mode(driver: Driver) -> int:
    return next(iter(driver.trigger_modes.values()), 0)


def _trigger_target(driver: Driver, ability: Ability) -> tuple[str, int] | None:
    if ability.select is None and not any(m.select for m in ability.modes):
        return None
    for t in driver.trigger_targets.values():
        if t is not None:
            return (t.kind, t.ref)
    return None


def check_hero_statics(game: Game, card: CardDef) -> list[str]:
    """Energy per card, cost reductions and attack bonuses of a Hero in play (6.5); names the
    static abilities whose condition held, so that their effect was seen."""
    seen: list[str] = []
    for a in card.abilities:
        if a.kind != "static":
            continue
        ok = holds(
            a.condition, game.state, catalog(), Facts(seat=ANN, played_before=game.state.players[ANN].cards_played)
        )
        if ok:
            seen.append("static")
        if a.energy_per_card:
            per = a.energy_per_card if ok else 1
            p = game.state.players[ANN]
            assert game.legal.available_energy(game, ANN) == p.pool + len(p.charged) * per
            bob = game.state.players[BOB]  # "All Energy cards": the opponent's too
            assert game.legal.available_energy(game, BOB) == bob.pool + len(bob.charged) * (
                per if a.energy_for_all else 1
            )
        for kind, amount in (
            (CardType.FLIP, a.flip_cost_less),
            (CardType.HERO, a.hero_cost_less),
            (CardType.EVO, a.evo_cost_less),
        ):
            if not amount:
                continue
            less = amount if ok else 0
            other = next(
                c
                for c in catalog().cards.values()
                if c.type is kind and c.is_encoded and (c.cost or 0) >= 3 and not (c.play and c.play.cost_rules)
            )
            assert game.card_cost(ANN, other) == (other.cost or 0) - less
        if a.attack_dr:
            run = DamageRun(target=BOB, attacker=ANN, origin_bid=None, fixed=0)
            times = len(game.state.players[ANN].heroes) if a.attack_per == "heroes" else 1
            assert game.damage_total(run) == (a.attack_dr * times if ok else 0)  # an attack for 0 gets the bonus
    return seen


def run_flip(card: CardDef, *, mismatch: bool = False, plain: bool = False) -> Prediction:
    """The card is flipped by the Victor's damage and played (3.6.1). With `mismatch`, the Victor
    is of a faction (or holds a BakuCore) its Stop does not name."""
    o = options_for(card, plain=plain)
    if mismatch:
        assert card.play is not None
        stop = next(s.effect for s in card.play.steps if isinstance(s.effect, Stop))
        named = {f.value for f in stop.factions}
        o.bob_core = None
        o.bob_faction = next(f for f in FACTIONS if (f in named) == stop.exclude)
    spec = spec_for(card, o, step="damage", deck_top=[card.id], hand=spare(o))
    spec["victor"] = {"player": BOB, "bakugan": 0}
    spec["damage"] = {"target": ANN}
    bob_strong = [c for c in vanilla(o.bob_faction) if (catalog().cards[c].dr or 0) >= 3]
    if bob_strong:
        chars = spec["players"][1]["characters"]
        spec["players"][1]["characters"] = [bob_strong[0], *[c for c in chars if c != bob_strong[0]][:2]]
    if card.play and card.play.select and card.play.select.kind == "hero":
        spec["players"][1]["heroes"] = [plain_hero()]
    game = build(spec)
    top = game.pending()
    assert isinstance(top, DecisionFrame) and top.decision == "flip", f"{card.id} was not offered when flipped"
    iid = top.card
    assert iid is not None and game.state.cards[iid].card_id == card.id
    check_position(game)
    action = choose_play(game, iid, card)
    pre = game.clone()
    run = game.current_damage()
    assert run is not None
    total = run.total if run.total is not None else game.damage_total(run)
    dealt = run.dealt
    driver = Driver(game, prefer=prefer_for(card))
    frost = run.frost
    paid = paid_cards(game, ANN, action, card, frost)
    game.apply(action)
    driver.until(quiet)
    p = Prediction.empty(2, len(game.state.bakugan))
    ctx = Context(
        controller=ANN,
        target=(action.target.kind, action.target.ref) if action.target else None,
        played_before=pre.state.players[ANN].cards_played,
        hand_after_play=len(pre.state.players[ANN].hand),
        damage_origin=BOB_BRAWLER,
        field_cores=_field_codes(pre),
        stats=stats_now(pre),
        free_play=driver.free_plays[0] if driver.free_plays else None,
        copy=driver.copies[0] if driver.copies else None,
        events=frozenset({"after_damage"}),
        coin=_coin(game),
    )
    state = pre.clone().state
    state.players[ANN].cards_played += 1
    assert card.play is not None
    steps = card.play.mode_steps(action.mode)
    _charge_with_paid(state, ANN, paid, lambda: predict(state, catalog(), steps, ctx, p))
    # the flipped card leaves the discard pile when played; the rest of the damage follows (1.16.2)
    p.discard[ANN] -= 1
    p.hand[ANN] += 1  # play_adjust takes one from hand; a Flip card is not played from hand
    play_adjust(p, ANN, action, card)
    # damage still to deal is read from the Victor as it is now (a destroyed Evo lowers it)
    origin = model_now(game, p.mods, mods_from_state(pre.state))[BOB_BRAWLER]
    total = max(0, origin[1]) * (2 if "DoubleStrike" in origin[3] else 1)
    rest = 0 if p.stopped else max(0, total - dealt)
    rest = min(rest, len(pre.state.players[ANN].deck) + p.deck[ANN])
    p.deck[ANN] -= rest
    if p.to_hand:
        p.hand[ANN] += rest
    else:
        p.discard[ANN] += rest
    done = game.current_damage() is None
    assert done
    check(pre, game, p)
    check_charged(pre, game, p, ANN, paid)
    assert zone_of(game, iid) in expected_zone(card, p)
    assert driver.flips_declined == 0
    assert not p.unmodelled, p.unmodelled
    return p


def run_in_play(card: CardDef, *, plain: bool = False) -> Game:
    """A Character or Evo as Ann's open Bakugan: its stats, static abilities and BakuCores."""
    o = options_for(card, plain=plain)
    game = build(spec_for(card, o, evo_on=card.type is CardType.EVO, hand=spare(o)))
    check_position(game)
    top = game.stats(ANN_BRAWLER)
    if not card.abilities and not game.state.bakugan[ANN_BRAWLER].cores:
        assert (top.bp, top.dr) == (card.bp, card.dr)  # rule 3.3.3: the top card's printed stats
    return game


def run_miss(card: CardDef, kind: str) -> None:
    """'You may Reroll this if you miss a roll with it': offered once a turn, or every time."""
    o = options_for(card)
    game = build(
        spec_for(card, o, step="roll", evo_on=card.type is CardType.EVO, ann_open=False, bob_open=False, hand=[FILLER])
    )
    driver = Driver(game, results={ANN: RollResult.CLOSED, BOB: RollResult.OPENED})

    def offered(g: Game) -> bool:
        top = g.pending()
        return isinstance(top, DecisionFrame) and top.decision == "reroll"

    driver.until(lambda g: offered(g) or g.state.step is not Step.ROLL)
    top = game.pending()  # Ann missed and is offered a Reroll (5.7)
    assert offered(game) and isinstance(top, DecisionFrame) and top.seat == ANN, "no Reroll offered after a miss"
    driver.results[ANN] = RollResult.CLOSED
    driver.act()  # throw again
    driver.act()  # the roll: missed again
    second = offered(game)
    assert second == (kind == "always"), f"reroll_on_miss {kind}: second offer {second}"


def run_trigger(
    card: CardDef, ability: Ability, index: int, *, weak_opponent: bool = False, mode: int | None = None
) -> Prediction:
    """Fire a triggered ability where it can happen and compare what it does."""
    o = options_for(card)
    if weak_opponent:
        o.bob_brawler = ""
    event = ability.event
    from_hand = event == "this_discarded"  # the card is in hand, not in play
    in_play_as_hero = card.type is CardType.HERO and not from_hand
    heroes = [card.id] if in_play_as_hero else []
    evo_on = card.type is CardType.EVO and not from_hand
    pre_play = None
    copied: FreePlay | None = None
    evo_char = None
    filler = ""
    if event in ("this_opens", "you_open"):
        spec = spec_for(
            card, o, step="roll", evo_on=evo_on, ann_open=False, bob_open=False, hand=spare(o), heroes=heroes
        )
        game = build(spec)
        codes = ability.condition.self_holding if ability.condition is not None else ()
        open_on: tuple[str, ...] = ()
        if codes:
            open_on = tuple(
                c
                for c, (x, _) in game.state.field.items()
                if catalog().cores[game.state.cores[c].core_id].code == codes[0]
            )[:1]
        opens: dict[int, tuple[str, ...]] = {ANN: open_on}
        if any(isinstance(st.effect, SwapCore) for st in ability.steps):  # a BakuCore on each side to swap
            by_code = {catalog().cores[game.state.cores[c].core_id].code: c for c in sorted(game.state.field)}
            opens = {ANN: (by_code["FF"],), BOB: (by_code["SD"],)}
        driver = Driver(game, prefer=prefer_for(card), open_on=opens, mode=mode)
        driver.until(lambda g: g.to_act() == -1)
        driver.act()  # the roll: both open
    elif event == "this_holds":  # the Bakugan comes to hold one of the BakuCores named (6.5.2): attached now
        game = build(spec_for(card, o, evo_on=evo_on, hand=spare(o), heroes=heroes))
        driver = Driver(game, prefer=prefer_for(card), mode=mode)
        s = game.state

        def named(cid: str) -> bool:
            return catalog().cores[s.cores[cid].core_id].code in ability.holding

        held = [c for c in s.bakugan[ANN_BRAWLER].cores if named(c)]
        for cid in held:  # it held one already: take it off, so that attaching it is coming to hold one
            game.move_core(cid, held_by(ANN_BRAWLER), WAITING)
        wanted = held[0] if held else next(c for c in sorted(s.field) if named(c))
        game.move_core(wanted, WAITING if held else FIELD, held_by(ANN_BRAWLER), cause="attach")
        game.invalidate()
    elif event == "you_select":
        spec = spec_for(card, o, step="selection", ann_open=False, bob_open=False, hand=spare(o), heroes=heroes)
        game = build(spec)
        game.state.frames, game.state.stage, game.state.this_turn.selected = [], 0, {}  # the Selection Step begins
        game.settle()
        driver = Driver(game, prefer=prefer_for(card), mode=mode)
        pre_play = game.clone()
        driver.act()  # Ann selects a Bakugan to roll (5.6.1)
    elif event in ("victor", "your_victor"):
        spec = spec_for(card, o, evo_on=evo_on, hand=spare(o), heroes=heroes)
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card), mode=mode)
        driver.until(lambda g: g.state.step is Step.VICTOR or g.state.step is not Step.POWER)
        assert game.state.this_turn.victor == ANN_BRAWLER
    elif event == "you_attack":
        game = build(spec_for(card, o, evo_on=evo_on, hand=spare(o), heroes=heroes))
        game.state.modifiers.append(Modifier(bid=ANN_BRAWLER, bp=5000))  # Ann's Bakugan wins the brawl
        game.invalidate()
        driver = Driver(game, prefer=prefer_for(card))
        # the Victor's damage is dealt first (5.11.2); the ability waits for the next priority window
        driver.until(lambda g: any(e.card_id == card.id for e in [*g.state.batch, *g.state.pending_triggers]))
        assert game.state.step is Step.DAMAGE
    elif event == "you_deal_damage":
        spec = spec_for(card, o, step="damage", hand=spare(o), heroes=heroes)
        spec["damage"] = {"target": BOB, "attacker": ANN, "fixed": 10}  # an attack of ten (1.16)
        game = build(spec)  # the attack is dealt as the position settles; the ability is now waiting
        driver = Driver(game, prefer=prefer_for(card), mode=mode)
        assert len(game.state.players[BOB].discard) == 10
    elif event == "you_take_damage":
        spec = spec_for(card, o, step="damage", evo_on=evo_on, hand=spare(o), heroes=heroes)
        spec["victor"] = {"player": BOB, "bakugan": 0}
        spec["damage"] = {"target": ANN}  # Ann's deck holds no Flip card on top: the damage is dealt
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card))
    elif event in ("you_discard", "this_discarded"):
        first = card.id if from_hand else FILLER
        game = build(spec_for(card, o, evo_on=evo_on, hand=[first, FILLER], heroes=heroes))
        game.push_decision("discard", ANN, count=1)  # an effect makes Ann discard a card of her choice
        game.invalidate()
        driver = Driver(game, prefer=prefer_for(card))
        pre_play = game.clone()
        game.apply(ChooseCard(seat=ANN, card=game.state.players[ANN].hand[0]))
    elif event == "you_play_card" and "Flip" in ability.card_type:
        spec = spec_for(card, o, step="damage", hand=spare(o), heroes=heroes, deck_top=[_stop_flip()])
        spec["victor"] = {"player": BOB, "bakugan": 0}
        spec["damage"] = {"target": ANN}
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card))
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.decision == "flip" and top.card is not None
        pre_play = game.clone()
        game.apply(play_options(game, top.card)[0])
    elif event in ("you_play_card", "action_on_this"):
        faction = ability.card_faction[0].value if ability.card_faction else card.factions[0].value
        filler = simple_boost_card(faction, ability.min_cost) or (
            simple_boost_card("Pyrus", ability.min_cost) if ability.min_cost or event == "action_on_this" else ""
        )
        if not filler:  # a faction without Actions (Aurelus): play an Evo of it instead
            filler, evo_char = simple_evo(faction)
        spec = spec_for(card, o, evo_on=evo_on, hand=[filler, *spare(o)[:1]], heroes=heroes)
        if evo_char:
            spec["players"][0]["characters"][2] = evo_char
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card))
        iid = game.state.players[ANN].hand[0]
        want = Target("bakugan", 2 if evo_char else ANN_BRAWLER)
        play = next(a for a in play_options(game, iid) if a.target == want)
        pre_play = game.clone()
        game.apply(play)
        copied = FreePlay(filler, ANN, "none", (want.kind, want.ref))  # what copy_played copies
    elif event == "end_of_turn":
        spec = spec_for(card, o, step="play", evo_on=evo_on, hand=spare(o), heroes=heroes)
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card))
        driver.act()
        driver.act()  # both pass: end-of-turn abilities trigger (5.15)
    elif event == "opponent_plays_flip":
        spec = spec_for(card, o, step="damage", hand=spare(o), heroes=heroes)
        spec["players"][1]["deck"] = [_stop_flip(), *[FILLER] * 10]
        spec["players"][1]["energy"] = {"charged": 6, "card": FILLER}
        spec["victor"] = {"player": ANN, "bakugan": 0}
        spec["damage"] = {"target": BOB}
        game = build(spec)
        driver = Driver(game, prefer=prefer_for(card))
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.decision == "flip"
        flip_iid = top.card
        pre_play = game.clone()
        assert flip_iid is not None
        game.apply(play_options(game, flip_iid)[0])
    else:
        pytest.fail(f"no position for trigger {event}")
    # the ability is now pending or in the batch: compare from here
    pre = pre_play if pre_play is not None else game.clone()
    triggered_eids = {
        e.eid for e in [*game.state.batch, *game.state.pending_triggers] if e.card_id == card.id and e.ability == index
    }
    assert triggered_eids or _condition_false(game, card, ability), f"{card.id}: {event} did not trigger"
    driver.until(quiet)
    if any(isinstance(st.effect, RevealCore) for st in ability.steps):  # the driver turns one face up
        assert len(game.state.face_up_cores) == 1 and game.state.face_up_cores[0] in game.state.field
    if event == "this_opens" and any(isinstance(st.effect, SwapCore) for st in ability.steps):
        codes_held = {
            b: {catalog().cores[game.state.cores[c].core_id].code for c in game.state.bakugan[b].cores} for b in (0, 3)
        }
        assert codes_held == {ANN_BRAWLER: {"SD"}, BOB_BRAWLER: {"FF"}}, "the BakuCores were not swapped"
    p = Prediction.empty(2, len(game.state.bakugan))
    state = pre.clone().state
    if triggered_eids:
        ctx = Context(
            controller=ANN,
            self_bid=None if in_play_as_hero else ANN_BRAWLER,
            target=_trigger_target(driver, ability),
            field_cores=_field_codes(pre),
            stats=stats_now(pre),
            card=next((i for i in pre.state.players[ANN].heroes if pre.state.cards[i].card_id == card.id), None),
            is_card=False,
            free_play=driver.free_plays[0] if driver.free_plays else None,
            copy=driver.copies[0] if driver.copies else copied,
        )
        predict(state, catalog(), ability.mode_steps(_trigger_mode(driver)), ctx, p)
    if event in ("you_discard", "this_discarded"):
        p.hand[ANN] -= 1
        p.discard[ANN] += 1
    if filler:
        p.hand[ANN] -= 1
        p.discard[ANN] += 1
        if evo_char:
            p.evos[2] += 1
            p.discard[ANN] -= 1
        else:
            filler_play = catalog().cards[filler].play
            assert filler_play is not None
            for step in filler_play.steps:
                e = step.effect
                assert isinstance(e, Boost)
                p.mods[ANN_BRAWLER].append(Mod(e.bp, e.dr, e.frost, set(e.keywords)))
        state.players[ANN].cards_played += 1
    check(pre, game, p)
    check_charged(pre, game, p, ANN, 0)
    assert not p.unmodelled, p.unmodelled
    return p


def _condition_false(game: Game, card: CardDef, ability: Ability) -> bool:
    if ability.condition is None:
        return False
    st = stats_now(game)
    return not holds(
        ability.condition,
        game.state,
        catalog(),
        Facts(seat=ANN, self_bid=ANN_BRAWLER, self_bp=st[ANN_BRAWLER][0], opposing_bp=[st[BOB_BRAWLER][0]]),
    )


def _stop_flip() -> str:
    """A Flip card that only stops damage from anything: the opponent's Flip for opponent_plays_flip."""
    flips = sorted(
        (c for c in catalog().cards.values() if c.type is CardType.FLIP and c.is_encoded and c.play),
        key=lambda c: c.cost or 0,
    )
    for c in flips:
        assert c.play is not None
        if [type(s.effect).__name__ for s in c.play.steps] == ["Stop"] and not c.play.select:
            e = c.play.steps[0].effect
            assert isinstance(e, Stop)
            if not e.holding and (not e.factions or e.exclude):
                return c.id
    raise AssertionError("no plain Stop")


# ------------------------------------------------------------------------------------- the test

RESULTS: dict[str, str] = {}  # card id -> "state" (a change the card makes was seen) or "played"
SKIPPED: dict[str, list[str]] = {}  # card id -> effects whose condition did not hold in its position


def _did(p: Prediction) -> bool:
    return any(d != "nothing" for d in p.done)


def _static_seen(game: Game, card: CardDef) -> bool:
    """A static stat bonus of this Character or Evo applies in its test position."""
    for a in card.abilities:
        if (
            a.kind == "static"
            and a.boost is not None
            and holds(a.condition, game.state, catalog(), Facts(seat=ANN, self_bid=ANN_BRAWLER))
        ):
            return True
    return False


@pytest.mark.parametrize("card_id", _ids())
def test_card(card_id: str) -> None:
    card = catalog().cards[card_id]
    if any(isinstance(s.effect, EndTurn) for s in all_steps(card)):
        pytest.skip("the rest of the turn is skipped: test_later_and_free.py::test_1_3_1_blackhole_ends_the_turn")
    seen = False
    skipped: list[str] = []
    if card.type in (CardType.ACTION, CardType.EVO, CardType.HERO):
        p = run_play(card)
        skipped += p.skipped
        seen = seen or _did(p) or card.type is CardType.EVO  # an Evo replaces the stats (3.3.3)
    if card.type is CardType.FLIP:
        p = run_flip(card)
        skipped += p.skipped
        seen = seen or _did(p)
    if card.type in (CardType.CHARACTER, CardType.EVO):
        game = run_in_play(card)
        seen = seen or not card.abilities or _static_seen(game, card)
    for index, ability in enumerate(card.abilities):
        if ability.kind == "static" and ability.reroll_on_miss:
            run_miss(card, ability.reroll_on_miss)
            seen = True
        if ability.kind == "trigger" and ability.event != "enters":
            p = run_trigger(card, ability, index)
            skipped += p.skipped
            seen = _did(p) or seen
    RESULTS[card_id] = "state" if seen else "played"
    if skipped:
        SKIPPED[card_id] = skipped


def _with_condition(test: str) -> list[str]:
    out = []
    for cid in encoded_ids():
        card = catalog().cards[cid]
        conds = [c for c in conditions_of(card)]
        if any(getattr(c, test) for c in conds):
            out.append(cid)
    return out


@pytest.mark.parametrize("card_id", _with_condition("rerolled_open"))
def test_reroll_missed(card_id: str) -> None:
    """'If you open on the Reroll': when the Reroll misses, that part does not happen."""
    p = run_play(catalog().cards[card_id], miss=True)
    assert p.skipped, "the condition should be false after a missed Reroll"


@pytest.mark.parametrize("card_id", _with_condition("self_underdog"))
def test_not_underdog(card_id: str) -> None:
    """Underdog: when this opens with at least the opposing B-Power, nothing happens."""
    card = catalog().cards[card_id]
    for index, ability in enumerate(card.abilities):
        if ability.kind == "trigger" and ability.condition is not None and ability.condition.self_underdog:
            p = run_trigger(card, ability, index, weak_opponent=True)
            assert not p.done


def _filtered_stops() -> list[str]:
    out = []
    for cid in encoded_ids():
        card = catalog().cards[cid]
        if card.type is CardType.FLIP and card.play is not None:
            for s in card.play.steps:
                if isinstance(s.effect, Stop) and (s.effect.factions or s.effect.holding):
                    out.append(cid)
                    break
    return out


@pytest.mark.parametrize("card_id", _filtered_stops())
def test_stop_that_does_not_match(card_id: str) -> None:
    """A Stop naming other factions (or another BakuCore) ends nothing (7.2.9); 'if you do' parts
    do not happen and the rest of the damage is dealt."""
    p = run_flip(catalog().cards[card_id], mismatch=True)
    assert not p.stopped


def _conditional() -> list[str]:
    return [
        cid
        for cid in encoded_ids()
        if conditions_of(catalog().cards[cid]) and catalog().cards[cid].type is not CardType.CHARACTER
    ] + [
        cid
        for cid in encoded_ids()
        if catalog().cards[cid].type is CardType.CHARACTER
        and any(a.kind == "static" and a.condition is not None for a in catalog().cards[cid].abilities)
    ]


@pytest.mark.parametrize("card_id", _conditional())
def test_conditions_as_they_fall(card_id: str) -> None:
    """The same card in a plain position: no tag-word prepared, the opponent with more Energy
    cards. Parts whose condition is false must not happen; the rest still must."""
    card = catalog().cards[card_id]
    if card.type in (CardType.ACTION, CardType.EVO, CardType.HERO):
        run_play(card, plain=True)
    if card.type is CardType.FLIP:
        run_flip(card, plain=True)
    if card.type in (CardType.CHARACTER, CardType.EVO):
        run_in_play(card, plain=True)


def _options() -> list[object]:
    out: list[object] = []
    for cid in encoded_ids():
        card = catalog().cards[cid]
        if card.play is not None and card.play.modes:
            out += [pytest.param(cid, -1, m, id=f"{cid}-option{m}") for m in range(len(card.play.modes))]
        for index, a in enumerate(card.abilities):
            out += [pytest.param(cid, index, m, id=f"{cid}-option{m}") for m in range(len(a.modes))]
    return out


@pytest.mark.parametrize(("card_id", "ability", "mode"), _options())
def test_each_option(card_id: str, ability: int, mode: int) -> None:
    """'Choose one': every option is offered and does what it says, and only that (rule 6.7.1:
    the choice is made with the selections, when the card is played or its ability triggers)."""
    card = catalog().cards[card_id]
    if ability < 0 or card.abilities[ability].event == "enters":
        p = run_play(card, mode=mode)
    else:
        p = run_trigger(card, card.abilities[ability], ability, mode=mode)
    assert _did(p)

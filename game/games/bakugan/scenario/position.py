"""Positions as data: build a game at any point from a plain mapping (YAML or Python).

    players:
      - name: Ann
        characters: [ts-1, ts-2, ts-6]          # Character card ids, one Bakugan each
        bakugan:                                # optional, by index into characters
          0: {open: true, in_brawl: true, cores: [core-22], evos: [ts-40]}
        hand: [ts-10]
        deck: [ts-12, ts-20]                    # from the TOP of the deck down
        discard: []
        energy: {charged: 3, uncharged: 0}      # Energy cards (filler card: energy_card);
                                                # charged: [ts-12, ts-20] names them
        pool: 0
        heroes: [ts-30]
        cards_played: 2                         # this turn; played_factions: [Aquos, Haos], played_costs: [5],
                                                #  discarded_this_turn: 1 (top of the discard pile)
        cores: [core-1, core-2]                 # owned cores not on the field or held
    field: [{core: core-22, owner: 1, cell: [0, 0]}]
    step: power                                 # a step name from game.games.bakugan.rules.state.Step
    turn: 2
    starting: 0
    priority: 0                                 # who holds priority in that step's window
    victor: null                                # {player: 0, bakugan: 0} once declared
    cards_played: {0: 1}
    batch:                                      # bottom to top; the top completes first
      - {card: ts-10, controller: 0, target: {bakugan: [1, 0]}, x: 0, sacrificed: false}
      - {ability: 0, hero: ts-31, controller: 1}            # a Hero's ability (kind: trigger
      - {ability: 0, bakugan: [0, 0], target: {player: 1}}  #   for a triggered one)
    modifiers:                                  # changes already made to Bakugan this turn
      - {bakugan: [0, 0], bp: 300, dr: 1, frost: 0, keywords: [DoubleStrike], lasting: false}
      # faction: [Pyrus]: its Factions became these (2.5.1)
    damage:                                     # damage being dealt now (step: damage)
      {target: 1, attacker: 0, dealt: 1}        # brawl damage from the Victor; dealt: flipped so far
      # left: 2 instead of dealt: the cards still to flip (of the Victor's damage as it stands)
      # fixed: 3 for an attack's Damage Rating; origin: [0, 0] a Bakugan as the damage origin
      # (default: the Victor); factions: [Pyrus] the origin's Factions for an attack

A target is {bakugan: [player, index]}, {player: N}, {hero: card id} or {batch: N} (an entry
listed earlier in `batch`, counted from the bottom).

Anything left out takes an empty default. Cards are catalogue ids; card definitions can also
be given inline in the catalogue the caller passes (see tests/fixtures/test_set.yaml).
"""

from __future__ import annotations

from typing import Any

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DamageFrame, PriorityFrame
from game.games.bakugan.rules.state import (
    Bakugan,
    BatchEntry,
    CardInst,
    CoreInst,
    DamageRun,
    GameState,
    Modifier,
    PlayerState,
    Step,
)
from game.games.bakugan.scenario.legal import PositionError, check_position

# the one card type each place of a written position takes, with the rule that says so
TYPED_PLACES = {
    CardType.CHARACTER: ("3.2.1", "a Character card (a team's Bakugan, rule 1.1.2)"),
    CardType.EVO: ("3.3.2", "an Evo card (only Evo cards go on a Character card)"),
    CardType.HERO: ("3.4.2", "a Hero card (only Hero cards stay in play in front of a player)"),
}

PRIORITY_STEPS = {Step.SELECTION: 2, Step.POWER: 1, Step.VICTOR: 1, Step.DAMAGE: 1, Step.PLAY: 1}


class ScenarioError(ValueError):
    pass


def build_scenario(spec: dict[str, Any], catalog: Catalog, *, seed: int = 0) -> Game:
    check_position(spec)  # an impossible position is refused naming its rule (game/games/bakugan/scenario/legal.py)
    players_raw = spec.get("players") or []
    discarded_now: list[int] = []  # cards discarded from a hand this turn (copy_new from: discarded)
    if not 2 <= len(players_raw) <= 4:
        raise ScenarioError("a scenario has 2 to 4 players")
    cards: list[CardInst] = []
    bakugan: list[Bakugan] = []
    cores: dict[str, CoreInst] = {}
    players: list[PlayerState] = []
    filler = str(spec.get("energy_card", "")) or None

    def new_card(card_id: str, owner: int) -> int:
        if card_id not in catalog.cards:
            raise ScenarioError(f"unknown card id {card_id!r}")
        cards.append(CardInst(iid=len(cards), card_id=card_id, owner=owner))
        return len(cards) - 1

    def typed(card_id: Any, kind: CardType, listed: Any, index: int, owner: int) -> int:
        """A card of the one type its place takes (a Character under a Bakugan, an Evo on it, a Hero
        in play), refused naming the rule and the line of the list item otherwise."""
        card = catalog.cards.get(card_id) if isinstance(card_id, str) else None
        if card is not None and card.type is not kind:
            rule, place = TYPED_PLACES[kind]
            article = "an" if card.type.value[0] in "AEIOU" else "a"
            problem = f"{card.name} ({card_id}) is {article} {card.type.value} card, not {place}"
            raise PositionError(rule, problem, listed, index)
        return new_card(card_id, owner)

    def new_core(core_id: str, owner: int) -> str:
        if core_id not in catalog.cores:
            raise ScenarioError(f"unknown BakuCore {core_id!r}")
        n = sum(1 for c in cores.values() if c.owner == owner) + 1
        cid = f"s{owner}c{n}"
        cores[cid] = CoreInst(cid=cid, core_id=core_id, owner=owner)
        return cid

    for seat, raw in enumerate(players_raw):
        player = PlayerState(seat=seat, name=str(raw.get("name", f"Player {seat + 1}")))
        states = {int(k): v for k, v in (raw.get("bakugan") or {}).items()}
        characters = raw.get("characters") or []
        for index, card_id in enumerate(characters):
            bid = len(bakugan)
            bak = Bakugan(
                bid=bid,
                owner=seat,
                controller=seat,
                character=typed(card_id, CardType.CHARACTER, characters, index, seat),
            )
            st = states.get(index, {})
            bak.open = bool(st.get("open", False))
            bak.face_up = bool(st.get("face_up", bak.open))
            bak.in_brawl = bool(st.get("in_brawl", False))
            bak.opened_turn = int(st.get("opened_turn", spec.get("turn", 1) if bak.in_brawl else 0))
            evos = st.get("evos", [])
            bak.evos = [typed(e, CardType.EVO, evos, k, seat) for k, e in enumerate(evos)]
            bak.cores = [new_core(c, seat) for c in st.get("cores", [])]
            bakugan.append(bak)
            player.bakugan.append(bid)
        player.hand = [new_card(c, seat) for c in raw.get("hand") or []]
        player.deck = [new_card(c, seat) for c in reversed(raw.get("deck") or [])]
        player.discard = [new_card(c, seat) for c in raw.get("discard") or []]
        heroes = raw.get("heroes") or []
        player.heroes = [typed(c, CardType.HERO, heroes, k, seat) for k, c in enumerate(heroes)]
        energy = raw.get("energy") or {}
        energy_card = str(energy.get("card", filler or (raw.get("characters") or ["?"])[0]))
        if energy_card not in catalog.cards:
            raise ScenarioError(f"unknown energy card id {energy_card!r}")
        for pile in ("charged", "uncharged"):  # a count of the filler card, or the cards by id
            given = energy.get(pile, 0)
            ids = [str(c) for c in given] if isinstance(given, list) else [energy_card] * int(given)
            setattr(player, pile, [new_card(c, seat) for c in ids])
        player.pool = int(raw.get("pool", 0))
        player.cards_played = int(raw.get("cards_played", 0))
        player.played_factions = [str(f) for f in raw.get("played_factions") or []]
        player.played_costs = [int(c) for c in raw.get("played_costs") or []]
        recent = int(raw.get("discarded_this_turn", 0))  # the top N of the discard pile
        discarded_now.extend(player.discard[len(player.discard) - recent :] if recent else [])
        player.out = bool(raw.get("out", False))
        for core_id in raw.get("cores") or []:
            player.cores.append(new_core(core_id, seat))
        players.append(player)
    for cid, core in cores.items():
        if cid not in players[core.owner].cores:
            players[core.owner].cores.append(cid)
    state = GameState(seats=len(players), seed=seed, players=players, cards=cards, bakugan=bakugan, cores=cores)
    state.this_turn.discarded = discarded_now
    for entry in spec.get("field") or []:
        owner = int(entry.get("owner", 0))
        cid = new_core(str(entry["core"]), owner)
        players[owner].cores.append(cid)
        cell = entry["cell"]
        state.field[cid] = (int(cell[0]), int(cell[1]))
    try:
        state.step = Step(str(spec.get("step", "power")))
    except ValueError:
        raise ScenarioError(f"unknown step {spec.get('step')!r} (one of {', '.join(s.value for s in Step)})") from None
    state.turn = int(spec.get("turn", 1))
    state.starting = int(spec.get("starting", 0))
    state.last_victor_seat = spec.get("last_victor")
    victor = spec.get("victor")
    if victor is not None:
        state.this_turn.victor = players[int(victor["player"])].bakugan[int(victor.get("bakugan", 0))]
        state.last_victor_seat = int(victor["player"])
        state.this_turn.team_attack = all(bakugan[b].open for b in players[int(victor["player"])].bakugan)
    selected = spec.get("selected") or {}
    state.this_turn.selected = {int(k): players[int(k)].bakugan[int(v)] for k, v in selected.items()}
    state.modifiers = [_modifier(raw, state) for raw in spec.get("modifiers") or []]
    for raw in spec.get("batch") or []:
        state.batch.append(_batch_entry(raw, state, catalog, new_card))
        state.next_eid += 1
    game = Game(state, catalog)
    if state.step in PRIORITY_STEPS:
        state.stage = PRIORITY_STEPS[state.step]
        holder = int(spec.get("priority", state.starting))
        state.frames.append(PriorityFrame(floor=0, holder=holder))
    elif state.step is Step.ROLL:
        state.stage = 0
    state.rng_draws = 1000
    damage = spec.get("damage")
    if damage is not None:
        run = DamageRun(
            target=int(damage["target"]),
            attacker=int(damage.get("attacker", 1 - int(damage["target"]))),
            origin_bid=_bakugan(damage["origin"], state) if "origin" in damage else state.this_turn.victor,
            dealt=int(damage.get("dealt", 0)),
            brawl=state.this_turn.victor is not None,
            fixed=damage.get("fixed"),
            origin_factions=[str(f) for f in damage.get("factions") or []],
        )
        if run.origin_bid is not None:
            st = game.stats(run.origin_bid)
            run.origin_factions = list(st.factions)
            run.frost = st.frost
        if "left" in damage:  # the cards still to flip, instead of those already flipped
            if "dealt" in damage:
                raise ScenarioError("damage takes dealt or left, not both")
            run.dealt = max(0, game.damage_total(run) - int(damage["left"]))
        state.stage = 1
        state.frames = [PriorityFrame(holder=state.starting), DamageFrame(run)]
    game.settle()
    return game


def _bakugan(ref: Any, state: GameState) -> int:
    """[player, index] (or "player.index") to a Bakugan id."""
    player, index = str(ref).split(".") if isinstance(ref, str) else ref
    try:
        return state.players[int(player)].bakugan[int(index)]
    except IndexError:
        raise ScenarioError(f"no Bakugan {ref!r} (player, index into their characters)") from None


def _target(raw: Any, state: GameState) -> list[Any] | None:
    if raw is None:
        return None
    if not isinstance(raw, dict) or len(raw) != 1:
        raise ScenarioError(f"a target is like {{bakugan: [1, 0]}}, {{player: 1}}, {{batch: 0}}; got {raw!r}")
    kind, ref = next(iter(raw.items()))
    if kind == "bakugan":
        return ["bakugan", _bakugan(ref, state)]
    if kind == "player":
        return ["player", int(ref)]
    if kind == "batch":
        if not 0 <= int(ref) < len(state.batch):
            raise ScenarioError(f"no batch entry {ref} below this one (there are {len(state.batch)})")
        return ["batch_card", state.batch[int(ref)].eid]
    if kind == "hero":
        for player in state.players:
            for iid in player.heroes:
                if state.cards[iid].card_id == ref:
                    return ["hero", iid]
        raise ScenarioError(f"no Hero {ref!r} in play")
    raise ScenarioError(f"unknown target kind {kind!r}")


def _batch_entry(raw: Any, state: GameState, catalog: Catalog, new_card: Any) -> BatchEntry:
    """A card played, or an ability used, that waits in the batch (rule 4.4)."""
    if not isinstance(raw, dict):
        raise ScenarioError(f"a batch entry is a mapping like {{card: ts-10, controller: 0}}; got {raw!r}")
    eid = state.next_eid
    target = _target(raw.get("target"), state)
    if "ability" not in raw:
        controller = int(raw.get("controller", 0))
        iid = new_card(str(raw["card"]), int(raw.get("owner", controller)))
        return BatchEntry(
            eid=eid,
            kind="card",
            controller=controller,
            card_id=state.cards[iid].card_id,
            card=iid,
            target=target,
            x=int(raw.get("x", 0)),
            sacrificed=bool(raw.get("sacrificed", False)),
        )
    kind = str(raw.get("kind", "ability"))
    if kind not in ("ability", "trigger"):
        raise ScenarioError(f"an ability in the batch has kind ability or trigger, not {kind!r}")
    bid: int | None = None
    if "bakugan" in raw:
        bid = _bakugan(raw["bakugan"], state)
        bak = state.bakugan[bid]
        iid = bak.evos[-1] if bak.evos else bak.character
        controller = bak.controller
    else:
        controller = int(raw.get("controller", 0))
        hero = _target({"hero": raw.get("hero")}, state)
        assert hero is not None
        iid = int(hero[1])
    card_id = state.cards[iid].card_id
    index = int(raw["ability"])
    if not 0 <= index < len(catalog.cards[card_id].abilities):
        raise ScenarioError(f"{card_id} has no ability {index}")
    return BatchEntry(
        eid=eid, kind=kind, controller=controller, card_id=card_id, card=iid, bakugan=bid, ability=index, target=target
    )


def _modifier(raw: Any, state: GameState) -> Modifier:
    """A change already made to a Bakugan this turn, or a lasting one (rules 3.5.3, 6.9.1)."""
    if not isinstance(raw, dict) or "bakugan" not in raw:
        raise ScenarioError(f"a modifier names its Bakugan: {{bakugan: [0, 0], bp: 300}}; got {raw!r}")
    return Modifier(
        bid=_bakugan(raw["bakugan"], state),
        bp=int(raw.get("bp", 0)),
        dr=int(raw.get("dr", 0)),
        frost=int(raw.get("frost", 0)),
        keywords=[str(k) for k in raw.get("keywords") or []],
        lasting=bool(raw.get("lasting", False)),
        source=str(raw.get("source", "scenario")),
        faction=[str(f) for f in raw.get("faction") or []],  # its Factions changed (2.5.1)
    )

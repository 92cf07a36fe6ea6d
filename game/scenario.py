"""Positions as data: build a game at any point from a plain mapping (YAML or Python).

    players:
      - name: Ann
        characters: [ts-1, ts-2, ts-6]          # Character card ids, one Bakugan each
        bakugan:                                # optional, by index into characters
          0: {open: true, in_brawl: true, cores: [core-22], evos: [ts-40]}
        hand: [ts-10]
        deck: [ts-12, ts-20]                    # from the TOP of the deck down
        discard: []
        energy: {charged: 3, uncharged: 0}      # Energy cards (filler card: energy_card)
        pool: 0
        heroes: [ts-30]
        cards_played: 2                         # this turn; played_factions: [Aquos, Haos]
        cores: [core-1, core-2]                 # owned cores not on the field or held
    field: [{core: core-22, owner: 1, cell: [0, 0]}]
    step: power                                 # a step name from game.rules.state.Step
    turn: 2
    starting: 0
    priority: 0                                 # who holds priority in that step's window
    victor: null                                # {player: 0, bakugan: 0} once declared
    cards_played: {0: 1}

Anything left out takes an empty default. Cards are catalogue ids; card definitions can also
be given inline in the catalogue the caller passes (see tests/fixtures/test_set.yaml).
"""

from __future__ import annotations

from typing import Any

from game.catalog import Catalog
from game.rules.engine import Game
from game.rules.state import (
    Bakugan,
    CardInst,
    CoreInst,
    DamageRun,
    Frame,
    GameState,
    PlayerState,
    Step,
)

PRIORITY_STEPS = {Step.SELECTION: 2, Step.POWER: 1, Step.VICTOR: 1, Step.DAMAGE: 1, Step.PLAY: 1}


class ScenarioError(ValueError):
    pass


def build_scenario(spec: dict[str, Any], catalog: Catalog, *, seed: int = 0) -> Game:
    players_raw = spec.get("players") or []
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
        for index, card_id in enumerate(raw.get("characters") or []):
            bid = len(bakugan)
            bak = Bakugan(bid=bid, owner=seat, controller=seat, character=new_card(card_id, seat))
            st = states.get(index, {})
            bak.open = bool(st.get("open", False))
            bak.face_up = bool(st.get("face_up", bak.open))
            bak.in_brawl = bool(st.get("in_brawl", False))
            bak.opened_turn = int(st.get("opened_turn", spec.get("turn", 1) if bak.in_brawl else 0))
            bak.evos = [new_card(e, seat) for e in st.get("evos", [])]
            bak.cores = [new_core(c, seat) for c in st.get("cores", [])]
            bakugan.append(bak)
            player.bakugan.append(bid)
        player.hand = [new_card(c, seat) for c in raw.get("hand") or []]
        player.deck = [new_card(c, seat) for c in reversed(raw.get("deck") or [])]
        player.discard = [new_card(c, seat) for c in raw.get("discard") or []]
        player.heroes = [new_card(c, seat) for c in raw.get("heroes") or []]
        energy = raw.get("energy") or {}
        energy_card = str(energy.get("card", filler or (raw.get("characters") or ["?"])[0]))
        if energy_card not in catalog.cards:
            raise ScenarioError(f"unknown energy card id {energy_card!r}")
        player.charged = [new_card(energy_card, seat) for _ in range(int(energy.get("charged", 0)))]
        player.uncharged = [new_card(energy_card, seat) for _ in range(int(energy.get("uncharged", 0)))]
        player.pool = int(raw.get("pool", 0))
        player.cards_played = int(raw.get("cards_played", 0))
        player.played_factions = [str(f) for f in raw.get("played_factions") or []]
        player.out = bool(raw.get("out", False))
        for core_id in raw.get("cores") or []:
            player.cores.append(new_core(core_id, seat))
        players.append(player)
    for cid, core in cores.items():
        if cid not in players[core.owner].cores:
            players[core.owner].cores.append(cid)
    state = GameState(seats=len(players), seed=seed, players=players, cards=cards, bakugan=bakugan, cores=cores)
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
        state.victor = players[int(victor["player"])].bakugan[int(victor.get("bakugan", 0))]
        state.last_victor_seat = int(victor["player"])
        state.team_attack = all(bakugan[b].open for b in players[int(victor["player"])].bakugan)
    state.selected = {int(k): players[int(k)].bakugan[int(v)] for k, v in (spec.get("selected") or {}).items()}
    game = Game(state, catalog)
    if state.step in PRIORITY_STEPS:
        state.stage = PRIORITY_STEPS[state.step]
        holder = int(spec.get("priority", state.starting))
        state.frames.append(Frame(kind="priority", floor=0, holder=holder))
    elif state.step is Step.ROLL:
        state.stage = 0
    state.rng_draws = 1000
    damage = spec.get("damage")
    if damage is not None:
        run = DamageRun(
            target=int(damage["target"]),
            attacker=int(damage.get("attacker", 1 - int(damage["target"]))),
            origin_bid=state.victor,
            dealt=int(damage.get("dealt", 0)),
            brawl=state.victor is not None,
            fixed=damage.get("fixed"),
        )
        if run.origin_bid is not None:
            st = game.stats(run.origin_bid)
            run.origin_factions = list(st.factions)
            run.frost = st.frost
        state.stage = 1
        state.frames = [Frame(kind="priority", holder=state.starting), Frame(kind="damage", damage=run)]
    game._settle()
    return game

"""Battle Monsters on the core: its declaration (zones, phases, decision kinds, win conditions) and
the game object the runner, the players and the table use. Values and selections live in
values.py, what is legal and why not in legal.py, effects and battles in resolve.py, one module
per decision kind in decisions/."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

from game.core import (
    CoreGame,
    CoreState,
    DecisionRegistry,
    Phase,
    Rules,
    Shuffled,
    WinCondition,
    ZoneKey,
    ZoneTable,
)
from game.core.opening import shuffle_random
from game.games.battle_monsters import resolve
from game.games.battle_monsters.actions import (
    Attack,
    Discard,
    Draw,
    OfferDraw,
    Reveal,
    Skip,
    Summon,
    Surrender,
    Switch,
)
from game.games.battle_monsters.card_model import BmCard, Pool
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.decisions import ALL_KINDS
from game.games.battle_monsters.hidden import (
    SeatAliases,
    first_alias,
    renamed_action,
    renamed_actions,
    renamed_targets,
)
from game.games.battle_monsters.house import OFFICIAL, HouseRules
from game.games.battle_monsters.kept import KeptActions, KeptSights, KeptValues, KeptZones
from game.games.battle_monsters.state import MAX_TURNS, ZONES, BmState, Pending

Player = tuple[str, list[str]]  # name, deck card ids


def shuffle_in_place(items: list[Any], rng: random.Random) -> None:
    """random.shuffle(items) with rng's numbers, item for item the same order (Python's own:
    from the end, each place swapped with one drawn below it by getrandbits, drawn again while
    out of range), written here so that the compiled game runs it natively (random.shuffle runs
    interpreted: 2% of a compiled game; tests/battle_monsters/test_kept_values.py holds the two
    to the same orders)."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        below = i + 1
        bits = below.bit_length()
        j = getrandbits(bits)
        while j >= below:
            j = getrandbits(bits)
        items[i], items[j] = items[j], items[i]


# ---- phases -------------------------------------------------------------------------------------


def _coin(game: BattleMonsters) -> None:
    game.ask("coin", -1)


def _graveyard(game: BattleMonsters) -> None:
    first = game.state.first
    count = game.state.house.graveyard
    order = [first] * count + [1 - first] * count
    game.ask_in_order([("graveyard", seat, {}) for seat in order])


def _deal(game: BattleMonsters) -> None:
    """Rule 2.3: supply decks shuffled, 5 cards each, 5 lives each (or as the house rules say, 1.1)."""
    house = game.state.house
    for seat in (0, 1):
        game.shuffle_supply(seat)
        game.draw(seat, house.hand, rule="2.3")
    game.log(f"each player has {house.lives} lives and {house.hand} cards", "2.3")


def _start(game: BattleMonsters) -> None:
    s = game.state
    seat = s.active()
    s.acted.clear()
    s.arrived.clear()
    s.attacks.clear()
    s.draw_offered = False
    if game.core.turn > MAX_TURNS:
        s.ended = "turn cap"
        game.win(None, f"the game passed {MAX_TURNS} turns and is stopped as a draw", "3.4")
        return
    game.log(f"turn {game.core.turn}: {game.name(seat)}", "6.1")
    if not s.reading("supply", seat):
        s.ran_out = seat


def _main(game: BattleMonsters) -> None:
    game.ask("turn", game.state.active())


def _end(game: BattleMonsters) -> None:
    s = game.state
    s.boosts.clear()
    s.granted.clear()
    s.negated.clear()
    s.ending = False
    for iid, back in sorted(s.borrowed.items()):  # R20: a borrowed card goes back to the side it came from
        if game.where(iid) == "field" and s.side(iid) != back:
            game.move(iid, ("field", back), cause="borrow over", rule="1.2")
            game.log(f"{game.card(iid).name} goes back to {game.name(back)}'s side (R20)", "1.2")
    s.borrowed.clear()


# ---- win conditions ------------------------------------------------------------------------------


def _no_lives(game: BattleMonsters) -> int | None:
    for seat in (0, 1):
        if game.state.lives[seat] <= 0:
            game.state.ended = "lives"
            return 1 - seat
    return None


def _ran_out(game: BattleMonsters) -> int | None:
    seat = game.state.ran_out
    if seat is None:
        return None
    game.state.ended = "supply"
    return 1 - seat


def _surrender(game: BattleMonsters, action: Surrender) -> None:
    if action.seat not in (0, 1):
        from game.core import IllegalAction

        raise IllegalAction("3.3", "no such player")
    game.state.ended = "surrender"
    game.log(f"{game.name(action.seat)} surrenders", "3.3")
    game.win(1 - action.seat, "the opponent surrendered", "3.3")


RULES: Rules[Any] = Rules(
    name="battle-monsters",
    zones=ZONES,
    setup=(Phase("coin", _coin, "2.2"), Phase("graveyard", _graveyard, "2.4"), Phase("deal", _deal, "2.3")),
    turn=(Phase("start", _start, "6.1"), Phase("main", _main, "6.1"), Phase("end", _end, "6.1")),
    decisions=DecisionRegistry(ALL_KINDS),
    wins=(
        WinCondition("no lives left", "3.1", _no_lives),
        WinCondition("supply run out", "3.2", _ran_out),
    ),
    anytime={Surrender: _surrender},
)


def following_phases(rules: Rules[Any]) -> dict[str, tuple[Phase[Any], bool]]:
    """Each phase's next one, and whether entering it begins a turn: the core's order (the setup
    phases, then the turn's, round again from the turn's first), worked out once."""
    order = [*rules.setup, *rules.turn]
    following: dict[str, tuple[Phase[Any], bool]] = {}
    for at, phase in enumerate(order):
        after = order[at + 1] if at + 1 < len(order) else rules.turn[0]
        following.setdefault(phase.name, (after, after is rules.turn[0]))
    return following


FOLLOWING: Final = following_phases(RULES)
KINDS: Final = {kind.name: kind for kind in ALL_KINDS}  # the rules' registry as a plain dict


class BattleMonsters(CoreGame[BmState]):
    rules = RULES

    def __init__(self, state: BmState, pool: Pool, names: Sequence[str]) -> None:
        super().__init__(state)
        self.pool = pool
        self.names = list(names)
        # the aliases of the seat `player_view` last made a view for (hidden.py), read by that
        # seat's seat_actions and from_seat until the next action (worked out once a decision)
        self._aliases: SeatAliases | None = None
        self._base: tuple[dict[int, str], int] | None = None  # hidden.first_alias of that cards dictionary
        # lasting_cards and monsters, for a cards dictionary
        self._lasting: tuple[dict[int, str], frozenset[int], frozenset[int], frozenset[int]] | None = None
        # what is kept from one decision to the next, each part while what it reads is the same (kept.py)
        self.kept_actions = KeptActions()
        self.kept_values = KeptValues()
        self.kept_zones = KeptZones()
        self.kept_sights = KeptSights()

    @classmethod
    def new(
        cls,
        players: Sequence[Player],
        seed: int,
        *,
        pool: Pool | None = None,
        tournament: bool = False,
        house: HouseRules = OFFICIAL,
        start: bool = True,
    ) -> BattleMonsters:
        pool = pool or default_pool()
        zones = ZoneTable(ZONES, 2)
        cards: dict[int, str] = {}
        owner: dict[int, int] = {}
        iid = 0
        for seat, (_, deck) in enumerate(players):
            for cid in deck:
                if cid not in pool:
                    raise KeyError(f"unknown card {cid!r}")
                cards[iid] = cid
                owner[iid] = seat
                zones.move(iid, ("supply", seat))
                iid += 1
        names = [name for name, _ in players]
        state = BmState(CoreState(2, list(names), zones), seed, tournament, cards, owner, house=house)
        state.lives = [house.lives, house.lives]
        game = cls(state, pool, names)
        if not house.official:
            game.log(f"played under {house.describe()}", "1.1")
        if start:
            game.start()
        return game

    def clone(self) -> BattleMonsters:
        return BattleMonsters(self.state.copy(), self.pool, self.names)

    # ---- reading -------------------------------------------------------------------------------

    def card(self, iid: int) -> BmCard:
        return self.pool.cards[self.state.cards[iid]]  # not pool[...]: read at every step, a call less

    def name(self, seat: int) -> str:
        return self.names[seat]

    def where(self, iid: int) -> str:
        key = self.core.zones.zone_of(iid)
        return key[0] if key else ""

    def public_name(self, iid: int) -> str:
        """The card's name where everyone may see it, else what everyone sees."""
        place = self.where(iid)
        if place in ("field", "graveyard") and (place == "graveyard" or self.state.visible(iid)):
            return self.card(iid).name
        return "a face-down card" if place == "field" else "a card"

    def view(self, seat: int) -> Any:
        from game.games.battle_monsters.view import make_view

        return make_view(self, seat)

    def player_view(self, seat: int, worlds: bool) -> Any:
        from game.games.battle_monsters.view import make_view

        aliases = self._aliases = SeatAliases(self.state, seat, self.alias_base())
        return make_view(self, seat, worlds=worlds, aliases=aliases)

    def alias_base(self) -> int:
        """hidden.first_alias of the state, worked out once for its cards dictionary (the highest
        of every card's id at every decision was a tenth of a game, compiled)."""
        cards = self.state.cards
        kept = self._base
        if kept is None or kept[0] is not cards:
            kept = self._base = (cards, first_alias(self.state))
        return kept[1]

    def lasting_cards(self) -> tuple[frozenset[int], frozenset[int]]:
        """The instance ids whose card has auras, and those whose card has grants (values.py looks
        only at them for aura and grant sources), kept for the state's cards dictionary, which
        names each instance's card for the whole game (kept.py; asked by card id at each look,
        with no early way out for a game without grants, it cost 12 k instructions an action)."""
        kept = self._kinds_of_cards()
        return kept[1], kept[2]

    def monsters(self) -> frozenset[int]:
        """The instance ids whose card is a monster, kept as lasting_cards is (a view and a turn's
        list ask it of every card on the field: a set's look instead of two dicts' and a card's)."""
        return self._kinds_of_cards()[3]

    def _kinds_of_cards(self) -> tuple[dict[int, str], frozenset[int], frozenset[int], frozenset[int]]:
        cards = self.state.cards
        kept = self._lasting
        if kept is None or kept[0] is not cards:
            pool = self.pool.cards
            auras = frozenset([i for i, c in cards.items() if pool[c].auras])
            grants = frozenset([i for i, c in cards.items() if pool[c].grants])
            kept = self._lasting = (
                cards,
                auras,
                grants,
                frozenset([i for i, c in cards.items() if pool[c].is_monster]),
            )
        return kept

    def _seat_aliases(self, seat: int) -> SeatAliases:
        """The seat's aliases of the state now: those player_view kept, if for this seat and no action since."""
        kept = self._aliases
        if kept is not None and kept.state is self.state and kept.seat == seat:
            return kept
        return SeatAliases(self.state, seat, self.alias_base())

    # the core loop's accessors read straight from the state (asked several times an action)
    @property
    def over(self) -> bool:
        return self.state.core.over

    def to_act(self) -> int | None:
        core = self.state.core
        if core.over or not core.pending:
            return None
        seat: int | None = core.pending[-1].seat
        return seat

    def pending(self) -> Any:
        core = self.state.core
        return core.pending[-1] if core.pending and not core.over else None

    def kind(self, decision: Any) -> Any:
        """The kind answering the decision: the rules' registry's, found in a dict made once (the
        registry's lookup runs interpreted, twice an action); an unknown kind is refused by it."""
        found = KINDS.get(decision.kind)
        return self.rules.decisions[decision.kind] if found is None else found

    def idle(self) -> None:
        """Nothing is pending: the next phase, as the core's idle goes to it (FOLLOWING: the core
        works the order of the phases out at each, a twentieth of a game)."""
        core = self.state.core
        after, new_turn = FOLLOWING[core.phase]
        if new_turn:
            core.turn += 1
        core.phase = after.name
        after.enter(self)

    def apply_action(self, action: Any) -> None:
        self._aliases = None
        super().apply_action(action)

    def seat_actions(self, seat: int) -> list[Any]:
        """The legal actions naming the cards `seat` cannot see by the aliases of its view."""
        aliases = self._seat_aliases(seat)
        decision = self.pending()
        if decision is not None and decision.kind == "turn" and decision.seat == seat:
            return renamed_targets(self.legal_actions(), aliases, self.kept_actions)
        return renamed_actions(self.legal_actions(), aliases.alias)

    def from_seat(self, seat: int, action: Any) -> Any:
        return renamed_action(action, self._seat_aliases(seat).real)

    # ---- changing: every zone change goes through core.move ---------------------------------------

    def shuffle_supply(self, seat: int) -> None:
        s = self.state
        s.shuffles += 1
        zone = ("supply", seat)
        shuffle_in_place(self.core.zones.contents[zone], shuffle_random(s.seed, s.shuffles))
        self.emit(Shuffled(zone, "2.3"))  # as CoreGame.shuffle announces it

    def draw(self, seat: int, count: int, *, rule: str) -> None:
        for _ in range(count):
            top = self.core.zones.top(("supply", seat))
            if top is None:
                return
            self.move(top, ("hand", seat), cause="draw", rule=rule)

    def lose_lives(self, seat: int, count: int, why: str, rule: str) -> None:
        lives = self.state.lives
        lives[seat] = max(0, lives[seat] - count)
        self.log(f"{self.name(seat)} loses {count} life ({why}); {lives[seat]} left", rule)

    def leave_field(self, iid: int, target: ZoneKey, *, cause: str, rule: str) -> None:
        s = self.state
        s.stance.pop(iid, None)
        s.seq.pop(iid, None)
        if s.boosts:  # this turn's boosts of the card end with it leaving the field
            s.boosts = [b for b in s.boosts if b.card != iid]
        if s.granted:  # this turn's grants end with the card leaving the field, as its boosts do
            s.granted = [g for g in s.granted if g.card != iid]
        s.attacks.pop(iid, None)
        s.borrowed.pop(iid, None)  # a borrow ends with the card leaving the field (R20)
        self.move(iid, target, cause=cause, rule=rule)

    def to_graveyard(self, iid: int, *, cause: str, rule: str, triggers: bool = True) -> None:
        """A card on the field goes to its owner's graveyard; a face-up monster's 'sent to the
        graveyard' ability goes off (never for the Discard action: 6.3, which does not come here)."""
        s = self.state
        was_face_up = s.visible(iid)
        self.leave_field(iid, ("graveyard", s.owner[iid]), cause=cause, rule=rule)
        if triggers and was_face_up:
            resolve.own_ability(self, iid, "graveyard", zone="field")

    def turn_face_up(self, iid: int, *, rule: str, cause: str, triggers: bool = True) -> None:
        s = self.state
        s.stance[iid] = s.stance[iid].replace("-invisible", "-visible")
        s.seq[iid] = s.tick()
        s.arrived.add(iid)
        self.log(f"{self.name(s.owner[iid])}'s {self.card(iid).name} is turned face up ({cause})", rule)
        if triggers and self.card(iid).type != "trap":
            resolve.own_ability(self, iid, "revealed")

    def switch_mode(self, iid: int) -> None:
        s = self.state
        stance = s.stance[iid]
        s.stance[iid] = (
            stance.replace("attack", "defence") if stance.startswith("attack") else stance.replace("defence", "attack")
        )

    # ---- sub-actions and actions ----------------------------------------------------------------

    def summon(self, seat: int, iid: int, stance: str) -> None:
        """Rule 7.5 (not a sub-action of the card); 5.5: abilities on summoning only face up."""
        self._place(seat, iid, stance, "7.5", f"{self.name(seat)} summons")
        resolve.run_queue(self)

    def summon_by_effect(self, seat: int, iid: int, stance: str, source: str) -> None:
        """A summon by a card's effect (from the graveyard, the hand or the supply's top: 1.2,
        "unless stated otherwise by special effects"): a summon like any other, so "summoned"
        abilities and the opponent's summon traps go off; the queue already running resolves them."""
        self._place(seat, iid, stance, "1.2", f"{source}: {self.name(seat)} summons")

    def _place(self, seat: int, iid: int, stance: str, rule: str, said: str) -> None:
        s = self.state
        self.move(iid, ("field", seat), cause="summon", rule=rule)
        s.stance[iid] = stance
        s.arrived.add(iid)
        card = self.card(iid)
        face_up = stance.endswith("-visible")
        if face_up:
            s.seq[iid] = s.tick()
            self.log(f"{said} {card.name} in {stance}", rule)
        else:
            self.log(f"{said} a card face down in {stance}", rule)
        if face_up and card.is_monster:
            resolve.own_ability(self, iid, "summoned")
        elif face_up and card.type == "spell":
            resolve.own_ability(self, iid, "revealed")  # 5.1, 5.2: a spell face up applies at once
        resolve.spring_traps(self, "opponent_summons", seat, iid if face_up else -1)

    def reveal(self, seat: int, iid: int) -> None:
        """Rule 7.2."""
        self.turn_face_up(iid, rule="7.2", cause="revealed")
        resolve.spring_traps(self, "opponent_reveals", seat, iid)
        resolve.run_queue(self)

    def attack(self, seat: int, iid: int, target: int | None) -> None:
        """Rule 7.3: the attacker's own ability, then the opponent's traps (8.3), then the battle."""
        s = self.state
        what = "the player directly" if target is None else self.public_name(target)
        self.log(f"{self.name(seat)}'s {self.card(iid).name} attacks {what}", "7.3")
        resolve.own_ability(self, iid, "attacks")
        resolve.spring_traps(self, "opponent_attacks", seat, iid)
        if target is None:
            resolve.spring_traps(self, "opponent_attacks_directly", seat, iid)
        s.queue.append(Pending("battle", iid, seat, target=-1 if target is None else target))
        resolve.run_queue(self)

    def take_action(self, seat: int, action: Draw | Discard | Skip) -> None:
        """Rules 6.2-6.4: the one action of the turn."""
        if isinstance(action, Draw):
            self.draw(seat, 1, rule="6.2")
            self.log(f"{self.name(seat)} draws a card and ends the turn", "6.2")
            resolve.spring_traps(self, "opponent_draws", seat)
            resolve.run_queue(self)
        elif isinstance(action, Discard):
            name = self.card(action.iid).name
            self.move(action.iid, ("graveyard", seat), cause="discard", rule="6.3")
            self.log(f"{self.name(seat)} discards {name} and ends the turn", "6.3")
        else:
            self.log(f"{self.name(seat)} skips and ends the turn", "6.4")

    def end_turn_by_effect(self) -> None:
        """R19: an effect ended the turn: the turn decision is finished without the player's action
        (6.1), once what waits has resolved; the next turn starts as after an action."""
        s = self.state
        s.ending = False
        turn = next((d for d in self.core.pending if d.kind == "turn"), None)
        if turn is None:  # the turn was already ending with its action
            return
        self.finish(turn)
        self.log(f"{self.name(turn.seat)}'s turn is ended by an effect, without an action (R19)", "6.1")

    def describe_action(self, action: Any) -> str:
        if isinstance(action, Summon):
            return f"summon {self.card(action.iid).name} in {action.stance}"
        if isinstance(action, Reveal):
            return f"reveal {self.card(action.iid).name}"
        if isinstance(action, Switch):
            return f"switch {self.card(action.iid).name}"
        if isinstance(action, Attack):
            target = "the player" if action.target is None else self.public_name(action.target)
            return f"{self.card(action.iid).name} attacks {target}"
        if isinstance(action, Discard):
            return f"discard {self.card(action.iid).name}"
        if isinstance(action, OfferDraw):
            return "offer a draw"
        return {Draw: "draw a card", Skip: "skip"}.get(type(action), str(action))

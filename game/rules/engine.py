"""The Bakugan Battle Planet rules engine: `legal_actions`, `apply`, `to_act`, `view`.

Control is a stack of frames in the state (priority windows, a batch entry resolving, damage
being dealt, a decision a player owes). When the stack is empty the turn moves to its next step.
After every action the engine runs forward until someone must decide (or a roll must be thrown),
so a game is a pure function of its setup, seed and actions.
"""

from __future__ import annotations

import copy
import itertools
import math
import random
from collections.abc import Callable, Iterable
from typing import Any, Final

from game.cardmodel import CardDef, CardType
from game.catalog import Catalog
from game.core.errors import IllegalAction as IllegalAction
from game.effects import Ability, Condition, Later, Mode, OpponentChooses, Selection, modes_share_selection
from game.hexgrid import frontier
from game.roll import OpenBakuganOnField, RollRequest, RollResult
from game.rules import card_choices, core_moves
from game.rules import memo as memo_settings
from game.rules.action_builders import (
    energize_action,
    pass_action,
    place_core_actions,
    play_card_action,
    select_action,
    target_of,
    throw_action,
)
from game.rules.actions import (
    CHANCE,
    Action,
    Activate,
    ChooseCard,
    ChooseCore,
    Decline,
    Energize,
    Forfeit,
    Pass,
    PlaceCore,
    PlayCard,
    RollResults,
    SelectBakugan,
    Target,
    ThrowBakugan,
)
from game.rules.card_facts import card_facts, card_ids, forget_card_facts
from game.rules.card_zones import is_energy_in_play
from game.rules.memo import ACTIVE, Memo, MemoKeeper, reading
from game.rules.setup import GameSetup, build_state
from game.rules.state import (
    PHASE_OF,
    STEP_RULE,
    BatchEntry,
    DamageRun,
    Frame,
    GameState,
    LogEntry,
    Step,
)
from game.rules.stats import (
    Stats,
    active_seats,
    attack_bonus,
    bakugan_factions,
    check_condition,
    check_memo,
    cost_reduction,
    energy_per_card,
    extra_draws,
    held_core_codes,
    next_attack_bonus,
    opponents,
    scan_static_sources,
    static_count,
    static_sources,
    stats,
    top_card,
)

VIEW_KEYS: Final = (
    "known_cards",
    "seat",
    "turn",
    "step",
    "phase",
    "step_rule",
    "starting",
    "to_act",
    "decision",
    "players",
    "bakugan",
    "field",
    "batch",
    "winner",
)
HAND_LIMIT: Final = 7  # rule 4.3.2
OPENING_HAND: Final = 5  # rule 1.4.4
MAX_ROLLS_PER_TURN: Final = 60  # a guard against a roll model that never opens; not a rule


# What a player who declines an optional decision does, in words, and the rule behind it.
DECLINED: Final[dict[str, tuple[str, str]]] = {
    "attach_core": ("attaches no more BakuCores", "1.3.4"),
    "energize_top": ("declines", "1.3.4"),
    "copy_new": ("declines", "1.3.4"),
    "energize_pick": ("Energizes no more cards", "1.3.4"),
    "play_free": ("does not play a card for free", "1.3.4"),
    "discard": ("discards no more cards", "1.3.4"),
    "reroll": ("does not reroll", "5.7.1"),
}


class Game:
    def __init__(self, state: GameState, catalog: Catalog) -> None:
        self.state = state
        self.catalog = catalog
        # Bumped by every change the engine makes and by invalidate(): what is derived from the
        # state (legal actions, the memo of stats) is kept only while the version is the same.
        self.version = 0
        self._changing = 0  # > 0 while the engine is changing the state: nothing is kept then
        self._legal: list[Action] | None = None  # legal actions of the current position
        self._legal_version = -1
        self._memos = MemoKeeper()

    def invalidate(self) -> None:
        """Forget what was derived from the state; call after changing `state` by hand (tests, editors)."""
        self.version += 1
        self._memos = MemoKeeper()  # a change by hand may reach what the board key leaves out
        forget_card_facts(self.state)

    def _reading(self, with_stats: bool = False) -> reading:
        """A scope for queries that do not change the state, sharing the memo of this version
        (`with_stats`: and the Bakugan stats of an earlier one, if the board is the same)."""
        state = self.state
        if self._changing or id(state) in ACTIVE:
            return reading(state)
        if with_stats:
            return reading(state, self._memos.with_stats(state, self.version, self._check_memo, self._scan_sources))
        return reading(state, self._memos.at(state, self.version, self._check_memo))

    def _check_memo(self, memo: Memo) -> None:
        check_memo(self.state, self.catalog, memo)
        for seat, part in memo.views.items():
            if part != self._view_bakugan_now(seat):
                raise AssertionError(f"stale view of the Bakugan for seat {seat} in a kept memo")

    def _scan_sources(self) -> list[tuple[int, int | None, Ability]]:
        return scan_static_sources(self.state, self.catalog)

    # ------------------------------------------------------------------ construction

    @classmethod
    def new(cls, setup: GameSetup, catalog: Catalog) -> Game:
        game = cls(build_state(setup, catalog), catalog)
        game.begin_setup()
        return game

    def begin_setup(self) -> None:
        """Start a game whose state is built but not begun: the core toss (7.5.1), then setup (1.4.3)."""
        self._changing += 1
        try:
            self._begin_setup()
        finally:
            self._changing -= 1
        self._settle()

    def clone(self) -> Game:
        return Game(copy.deepcopy(self.state), self.catalog)

    # ------------------------------------------------------------------ queries

    @property
    def over(self) -> bool:
        return self.state.step is Step.OVER

    def to_act(self) -> int | None:
        """The seat that must act next, CHANCE for a roll outcome, None when the game is over."""
        s = self.state
        if s.step is Step.OVER or not s.frames:
            return None
        top = s.frames[-1]
        if top.kind == "priority":
            return top.holder
        if top.kind == "decision":
            return top.seat
        if top.kind == "chance":
            return CHANCE
        return None

    def card(self, iid: int) -> CardDef:
        return self.catalog.cards[self.state.cards[iid].card_id]

    def stats(self, bid: int) -> Stats:
        if self._changing:  # nothing is kept while the state changes
            return stats(self.state, self.catalog, bid)
        with self._reading(with_stats=True):
            return stats(self.state, self.catalog, bid)

    def pending(self) -> Frame | None:
        return self.state.frames[-1] if self.state.frames else None

    def roll_request(self) -> RollRequest:
        s = self.state
        obstacles = tuple(
            OpenBakuganOnField(seat=b.controller, position_cm=(b.rest_cm[0], b.rest_cm[1]))
            for b in s.bakugan
            if b.open and b.rest_cm is not None and not s.players[b.controller].out
        )
        return RollRequest(
            field=dict(s.field),
            throws=dict(s.throws),
            seats=s.seats,
            obstacles=obstacles,
            core_labels={cid: self.catalog.cores[s.cores[cid].core_id].label for cid in s.field},
            seat_names={p.seat: p.name for p in s.players},
        )

    # ------------------------------------------------------------------ logging and helpers

    def log(self, text: str, rule: str = "") -> None:
        s = self.state
        s.log.append(LogEntry(turn=s.turn, step=STEP_VALUE[s.step], text=text, rule=rule))

    def name(self, seat: int) -> str:
        return self.state.players[seat].name

    def bname(self, bid: int) -> str:
        bak = self.state.bakugan[bid]
        card = top_card(self.state, self.catalog, bak)
        return f"{self.name(bak.owner)}'s {'/'.join(f.value for f in card.factions)} {card.name}"

    def rng(self) -> random.Random:
        s = self.state
        s.rng_draws += 1
        return random.Random(f"{s.seed}:{s.rng_draws}")

    def seats_from(self, first: int) -> list[int]:
        """Active seats clockwise starting at `first` (rule 8.2.1)."""
        s = self.state
        order = [(first + k) % s.seats for k in range(s.seats)]
        return [seat for seat in order if not s.players[seat].out]

    def _push(self, frame: Frame) -> None:
        self.state.frames.append(frame)

    def _decision(self, decision: str, seat: int, **kwargs: Any) -> None:
        self._push(Frame(kind="decision", decision=decision, seat=seat, **kwargs))

    def _push_priority(self, holder: int | None = None) -> None:
        s = self.state
        first = s.starting if holder is None else holder
        if s.players[first].out:
            first = self.seats_from(first)[0]
        self._push(Frame(kind="priority", floor=len(s.batch), holder=first, passes=0))

    def draw(self, seat: int, count: int) -> int:
        player = self.state.players[seat]
        drawn = 0
        for _ in range(count):
            if not player.deck:
                self.log(f"{player.name} has no cards left to draw and skips the draw", "1.17.2")
                break
            player.hand.append(player.deck.pop())
            drawn += 1
        return drawn

    # ------------------------------------------------------------------ setup (rule 1.4)

    def _begin_setup(self) -> None:
        s = self.state
        toss = random.Random(f"{s.seed}:toss")
        if s.seats == 2:
            caller = toss.randrange(2)
            call, side = toss.choice(["heads", "tails"]), toss.choice(["heads", "tails"])
            first = caller if call == side else 1 - caller
            self.log(
                f"{self.name(1 - caller)} flips a BakuCore, {self.name(caller)} calls {call}, it lands {side}: "
                f"{self.name(first)} wins the toss and places the first BakuCore",
                "7.5.1",
            )
        else:
            first = toss.randrange(s.seats)
            self.log(f"{self.name(first)} wins the BakuCore toss and places the first BakuCore", "7.5.1")
        s.setup_order = [(first + k) % s.seats for _ in range(6) for k in range(s.seats)]
        s.starting = first
        s.step = Step.SETUP

    def _step_setup(self) -> None:
        s = self.state
        while s.setup_order:
            seat = s.setup_order.pop(0)
            if s.players[seat].out:
                continue  # rule 8.2.4: a player who has left places no more BakuCores
            self._decision("place_core", seat)
            return
        last = self.seats_from(s.starting)[-1]  # the final core went round clockwise from the first placer
        playing = [p for p in s.players if not p.out]
        for player in playing:
            self.rng().shuffle(player.deck)
        self.log("Each player shuffles their deck and draws five cards", "1.4.4")
        for player in playing:
            self.draw(player.seat, OPENING_HAND)
        s.starting = last
        self.log(f"{self.name(last)} placed the final BakuCore and starts turn 1", "1.14.1")
        s.turn = 1
        self._enter(Step.DRAW)

    # ------------------------------------------------------------------ the turn (section 5)

    def _enter(self, step: Step) -> None:
        s = self.state
        s.step = step
        s.stage = 0
        s.queue = []

    def _advance(self) -> None:
        _STEP_METHODS[self.state.step](self)

    def _step_draw(self) -> None:
        s = self.state
        if s.last_victor_seat is not None and not s.players[s.last_victor_seat].out:
            if s.starting != s.last_victor_seat:
                self.log(
                    f"{self.name(s.last_victor_seat)} won the most recent brawl and is the starting player", "1.14.1"
                )
            s.starting = s.last_victor_seat
        elif s.players[s.starting].out:
            s.starting = self.seats_from(s.starting)[0]
        self.log(f"Turn {s.turn} begins; {self.name(s.starting)} is the starting player", "5.2.2")
        more = extra_draws(s, self.catalog)
        for seat in self.seats_from(s.starting):
            self.draw(seat, 1 + more)
        self.log("Each player draws a card" + (f", and {more} more from a card in play" if more else ""), "5.3.1")
        self._enter(Step.ENERGIZE)

    def _step_energize(self) -> None:
        s = self.state
        if s.stage == 0:
            s.queue = self.seats_from(s.starting)
            s.stage = 1
        while s.queue:
            seat = s.queue.pop(0)
            if s.players[seat].hand:
                self._decision("energize", seat)
                return
        self._enter(Step.SELECTION)

    def _step_selection(self) -> None:
        s = self.state
        if s.stage == 0:
            s.selected = {}
            s.queue = self.seats_from(s.starting)
            s.stage = 1
        if s.stage == 1:
            while s.queue:
                seat = s.queue.pop(0)
                if any(not s.bakugan[b].open for b in s.players[seat].bakugan):
                    self._decision("select", seat)
                    return
                self.log(f"{self.name(seat)} has no unopened Bakugan to roll", "5.6.1")
            if not s.selected:
                self.log("No player can roll a Bakugan this turn; the turn moves to the End Phase", "5.6.1")
                self._enter(Step.PLAY)
                return
            s.stage = 2
            self._push_priority()  # rule 5.6.2: cards may be played before the Roll Step
            return
        s.rolls_this_turn = 0
        self._enter(Step.ROLL)

    def _step_roll(self) -> None:
        s = self.state
        if s.stage == 0:
            s.throws = {}
            s.queue = [seat for seat in self.seats_from(s.starting) if seat in s.selected]
            s.stage = 1
        if s.stage == 1:
            if s.queue:
                self._decision("throw", s.queue.pop(0))
                return
            s.stage = 2
            s.reroll_offered = []
            self._push(Frame(kind="chance"))
            return
        if s.stage == 2:
            for seat in self.seats_from(s.starting):
                bid = s.selected.get(seat)
                if bid is None or s.bakugan[bid].open or bid in s.reroll_offered:
                    continue
                kind = self._reroll_ability(bid)
                if not kind or (kind == "once" and bid in s.rerolls_used):
                    continue
                s.reroll_offered.append(bid)
                self.offer_reroll(seat, bid, optional=True)
                return
            s.stage = 3
        if any(b.in_brawl for b in s.bakugan):
            self._enter(Step.POWER)
            return
        s.rolls_this_turn += 1
        if s.rolls_this_turn >= MAX_ROLLS_PER_TURN:
            self.log(
                f"No Bakugan opened in {MAX_ROLLS_PER_TURN} rolls; the brawl is abandoned this turn (engine guard)"
            )
            self._enter(Step.PLAY)
            return
        self.log("No Bakugan opened: the Roll Step starts over", "5.7.2")
        s.stage = 0

    def _reroll_ability(self, bid: int) -> str:
        """'once' or 'always' if this Bakugan's card lets it Reroll after a miss, else ''."""
        card = top_card(self.state, self.catalog, self.state.bakugan[bid])
        kinds = [a.reroll_on_miss for a in card.abilities if a.kind == "static" and a.reroll_on_miss]
        return "always" if "always" in kinds else (kinds[0] if kinds else "")

    def _attachable(self, types: list[str]) -> list[str]:
        s = self.state
        return [c for c in sorted(s.field) if not types or self.catalog.cores[s.cores[c].core_id].code in types]

    def offer_attach(self, seat: int, bid: int, types: tuple[str, ...], count: int, optional: bool) -> None:
        if not self._attachable(list(types)):
            self.log("There is no such BakuCore on the field to attach", "1.3.4")
            return
        self._decision("attach_core", seat, card=bid, count=count, options=list(types), optional=optional)

    def offer_reroll(self, seat: int, bid: int, optional: bool) -> None:
        """The player throws this Bakugan again (or, if optional, may decline)."""
        self._decision("reroll", seat, card=bid, count=1 if optional else 0)

    def offer_free_play(self, seat: int, candidates: list[int], optional: bool, onto: int | None = None) -> None:
        """The player may (or must) play one of these cards for free (rule 2.3.3); `onto`: an Evo
        only onto that Bakugan."""
        if not any(self._free_play_options(seat, iid, onto) for iid in candidates):
            self.log("None of those cards can be played now (no selection for it)", "1.13.1")
            return
        self._decision("play_free", seat, options=list(candidates), optional=optional, card=onto)

    def offer_energize_top(self, seat: int, count: int, charged: bool) -> None:
        self._decision("energize_top", seat, options=[count, int(charged)], optional=True)

    def offer_reorder(self, seat: int, cards: list[int]) -> None:
        """Put these cards (now the top of the deck) back in an order the player chooses: the
        first chosen goes on top."""
        self._decision("reorder", seat, options=list(cards), count=0)

    def offer_option(self, seat: int, count: int) -> None:
        """`seat` chooses one of `count` options of the card completing (mode 0, 1, ...)."""
        self._decision("option", seat, count=count)

    def offer_choose_discard(self, seat: int, owner: int, cards: list[int]) -> None:
        """`seat` picks one of these cards in `owner`'s hand; `owner` discards it."""
        self._decision("choose_discard", seat, options=[owner, *cards])

    def offer_copy(self, seat: int, candidates: list[int], optional: bool) -> None:
        """Copy one of these Action cards, with new selections (rule 7.7.1)."""
        self._decision("copy_new", seat, options=list(candidates), optional=optional)

    def _copy_options(self, seat: int, iid: int) -> list[Action]:
        card = self.card(iid)
        if not card.is_encoded:
            return []
        return [ChooseCard(seat=seat, card=iid, target=t, mode=m) for m, t in self._card_targets_by_mode(seat, card)]

    def offer_energize_pick(self, picker: int, owner: int, count: int, optional: bool, charged: bool) -> None:
        """`picker` Energizes cards from `owner`'s hand, one at a time (count 0: any number)."""
        self._decision("energize_pick", picker, options=[owner, int(charged)], count=count, optional=optional)

    def _free_play_options(self, seat: int, iid: int, onto: int | None = None) -> list[Action]:
        card = self.card(iid)
        if not card.is_encoded or card.type is CardType.CHARACTER:
            return []
        return [
            PlayCard(seat=seat, card=iid, target=target, mode=mode, target2=target2)
            for mode, target in self._card_targets_by_mode(seat, card)
            for target2 in self._second_targets(seat, card, target)
            if onto is None or card.type is not CardType.EVO or target == Target("bakugan", onto)
        ]

    def _start_reroll(self, seat: int, bid: int, throw: Any) -> None:
        s = self.state
        s.throws = {seat: throw}
        s.selected[seat] = bid
        if s.step is Step.ROLL:
            s.rerolls_used.append(bid)
            if bid in s.reroll_offered:  # a new roll: if it misses too, "any time you miss" applies again
                s.reroll_offered.remove(bid)
        self.log(f"{self.name(seat)} rerolls their Bakugan", "5.7.1")
        self._push(Frame(kind="chance"))
        if s.bakugan[bid].open:
            self.retract(bid, "7.2.5")  # its BakuCores go back before the new roll

    def _step_power(self) -> None:
        if self.state.stage == 0:
            self.state.stage = 1
            self._push_priority()
            return
        self._enter(Step.VICTOR)

    def _step_victor(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            self._declare_victor()
            self._push_priority()
            return
        self._enter(Step.DAMAGE)

    def _declare_victor(self) -> None:
        s = self.state
        brawlers = [b.bid for b in s.bakugan if b.in_brawl and b.open and not s.players[b.controller].out]
        if not brawlers:
            self.log("No Bakugan is left in the brawl, so there is no Victor", "5.10.1")
            s.victor = None
            return
        order = self.seats_from(s.starting)

        by_dr = s.victor_by == "dr"  # a card changed what decides the Victor this turn

        power: dict[int, int] = {}
        for bid in brawlers:
            st = self.stats(bid)
            power[bid] = st.dr if by_dr else st.bp

        def key(bid: int) -> tuple[int, int]:
            seat = s.bakugan[bid].controller
            return (power[bid], -order.index(seat) if seat in order else -99)

        victor = max(brawlers, key=key)
        s.victor = victor
        best = power[victor]
        tied = [b for b in brawlers if power[b] == best]
        rule = "5.10.1"
        text = f"{self.bname(victor)} is the Victor with {best} {'Damage Rating' if by_dr else 'B-Power'}"
        if len(tied) > 1:
            rule = "8.2.2"
            text += (
                f" (a tie at {best}: the starting player, or the player nearest them clockwise, "
                "wins ties; this project applies 8.2.2 to two-player games too)"
            )
        self.log(text, rule)
        seat = s.bakugan[victor].controller
        s.last_victor_seat = seat
        s.team_attack = all(s.bakugan[b].open for b in s.players[seat].bakugan)
        if s.team_attack:
            self.log(f"All of {self.name(seat)}'s Bakugan are open: Team Attack", "5.12.1")
        self._fire_bakugan(victor, "victor")
        self._fire_seat(seat, "your_victor")  # "Victor -" on a Hero: one of your Bakugan won
        self._fire_delayed(seat, "rolled_is_victor", bakugan=victor)

    def _step_damage(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            self._push_priority()  # rule 5.11.3: after the damage, players may play cards
            if s.victor is None or not s.bakugan[s.victor].open:
                if s.victor is not None:
                    self.log(f"{self.bname(s.victor)} is no longer open and deals no damage", "5.11.1")
                return
            attacker = s.bakugan[s.victor].controller
            if s.players[attacker].out:
                self.log(f"{self.name(attacker)} is out of the game; their Victor deals no damage", "8.2.4")
                return
            targets = [seat for seat in self.seats_from(attacker) if seat != attacker]
            origin = s.bakugan[s.victor]
            st = self.stats(s.victor)
            for target in reversed(targets):  # rule 8.2.3: the Victor damages every other player
                self._push(
                    Frame(
                        kind="damage",
                        damage=DamageRun(
                            target=target,
                            attacker=attacker,
                            origin_bid=s.victor,
                            origin_factions=list(st.factions),
                            origin_holding=sorted(held_core_codes(s, self.catalog, origin)),
                            frost=st.frost,
                            brawl=True,
                        ),
                    )
                )
            runs = [f.damage for f in s.frames if f.kind == "damage" and f.damage is not None and f.damage.brawl]
            self.begin_attack(attacker, [r for r in runs if r.dealt == 0 and r.attacker == attacker])
            self._fire_seat(attacker, "you_attack")  # it waits for priority after the damage (5.11.2)
            return
        self._enter(Step.RETRACT)

    def _step_retract(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            victor = s.victor
            victor_seat = s.bakugan[victor].controller if victor is not None else None
            for bak in s.bakugan:
                if not bak.in_brawl:
                    continue
                bak.in_brawl = False  # rule 5.13.1
                if bak.bid != victor and bak.open:
                    self.retract(bak.bid, "5.13.2")
            if s.team_attack and victor_seat is not None:
                for bid in s.players[victor_seat].bakugan:
                    if s.bakugan[bid].open:
                        self.retract(bid, "5.13.3")
            return
        self._enter(Step.PLAY)

    def _step_play(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            self._push_priority()
            return
        if s.stage == 1:
            s.stage = 2
            self._fire_all("end_of_turn")
            for seat in self.seats_from(s.starting):
                self._fire_delayed(seat, "end_of_turn")
            if s.pending_triggers:
                self._push_priority()
                return
        self._enter(Step.CHARGE)

    def _step_charge(self) -> None:
        s = self.state
        for player in (p for p in s.players if not p.out):
            player.charged.extend(i for i in player.uncharged if i not in s.held_uncharged)
            player.uncharged = [i for i in player.uncharged if i in s.held_uncharged]
        kept = ", except those a card keeps uncharged this turn" if s.held_uncharged else ""
        self.log("All Energy cards are charged" + kept, "5.16.1")
        s.held_uncharged = []
        self._enter(Step.RESET)

    def _step_reset(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            before = len(s.modifiers)
            s.modifiers = [m for m in s.modifiers if m.lasting]
            s.no_damage_cores = []  # rule 5.11.2 holds for this turn's damage only
            s.no_damage_cards = []
            s.damage_kept_cores = {}
            s.damage_kept_evos = []
            s.damage_kept_heroes = []
            if before != len(s.modifiers):
                self.log("Turn-long changes to Bakugan end", "5.17.1")
            for seat in self.seats_from(s.starting):
                extra = len(s.players[seat].hand) - HAND_LIMIT
                if extra > 0:
                    self.log(f"{self.name(seat)} has {len(s.players[seat].hand)} cards and must keep seven", "4.3.2")
                    self._decision("discard", seat, count=extra)
            s.frames.reverse()  # the starting player chooses first
            return
        for player in s.players:
            if player.pool:
                self.log(f"{player.name}'s {player.pool} unspent Energy disappears", "1.7.1")
            player.pool = 0
            player.cards_played = 0
            player.played_factions = []
            player.played_costs = []
            player.played_types = []
            player.seen = []
            player.next_card_less = 0
            player.next_attack_used = False
        s.delayed = []  # effects "this turn" that never happened end with the turn (5.17)
        s.revealed = []
        s.evo_free = False
        s.discarded = []
        s.victor = None
        s.victor_by = ""
        s.evos_this_turn = []
        s.team_attack = False
        s.rerolls_used = []
        s.selected = {}
        s.throws = {}
        s.turn += 1
        self._enter(Step.DRAW)

    # ------------------------------------------------------------------ the settle loop

    def _settle(self) -> None:
        """Run forward until someone must decide; the game is then at rest (a new version)."""
        self._changing += 1
        try:
            self._settle_now()
        finally:
            self._changing -= 1
            self.version += 1
        if self.state.step is not Step.OVER:
            self._card_wins()

    def _settle_now(self) -> None:
        s = self.state
        guard = 0
        while s.step is not Step.OVER:
            guard += 1
            if guard > 100_000:
                raise RuntimeError("the engine did not come to rest; this is a bug")
            if s.ending_turn and not any(f.kind == "resolve" for f in s.frames):
                self._end_turn_now()
                continue
            if not s.frames:
                if s.pending_triggers:
                    self._push_priority()
                    continue
                self._advance()
                continue
            top = s.frames[-1]
            if top.kind in ("decision", "chance"):
                return
            if top.kind == "priority":
                if s.pending_triggers and self._place_triggers():
                    return
                if s.pending_triggers:
                    continue
                return
            if top.kind == "resolve":
                self._continue_resolve(top)
                continue
            if top.kind == "damage":
                self._continue_damage(top)
                continue
            raise RuntimeError(f"unknown frame kind {top.kind}")

    def _card_wins(self) -> None:
        """A static ability saying "you win the game" whose condition holds ends the game (1.3.1:
        the card's text overrides rule 1.5.1); checked whenever the game comes to rest."""
        s = self.state
        if not self._may_win_by_card():
            return
        with reading(s, self._memos.at(s, self.version, self._check_memo)):  # at rest, even inside apply
            winner = next(
                (
                    controller
                    for controller, own, ability in static_sources(s, self.catalog)
                    if ability.wins
                    and not s.players[controller].out
                    and (
                        ability.condition is None
                        or check_condition(s, self.catalog, ability.condition, controller, self_bid=own)
                    )
                ),
                None,
            )
        if winner is None:
            return
        self.log(f"{self.name(winner)} meets a card's condition to win the game", "1.3.1")
        for seat in self.seats_from(winner)[1:]:
            self._eliminate(seat, f"lost: {self.name(winner)} won by a card")
        self.version += 1

    def _may_win_by_card(self) -> bool:
        """Is a card with a "you win the game" ability in play (face-up top cards and Heroes)?"""
        s = self.state
        if not card_facts(s, self.catalog).wins:
            return False
        cards, defs = s.cards, self.catalog.cards
        for bak in s.bakugan:
            if bak.face_up and defs[cards[bak.evos[-1] if bak.evos else bak.character].card_id].wins:
                return True
        for player in s.players:
            for iid in player.heroes:
                if defs[cards[iid].card_id].wins:
                    return True
        return False

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every legal action for the seat to act (not Forfeit, which any seat may do any time)."""
        if self._legal is None or self._legal_version != self.version:
            with self._reading():
                self._legal = self._compute_legal()
            self._legal_version = self.version
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        s = self.state
        top = self.pending()
        if top is None or s.step is Step.OVER:
            return []
        if top.kind == "chance":
            return []
        if top.kind == "priority":
            return self._priority_actions(top.holder)
        seat = top.seat
        d = top.decision
        if d == "place_core":
            cores = self._cores_to_place(top)
            cells = frontier(s.field.values())
            return place_core_actions(seat, cores, cells)
        if d == "energize":
            return [energize_action(seat, None), *(energize_action(seat, i) for i in s.players[seat].hand)]
        if d == "select":
            return [select_action(seat, b) for b in s.players[seat].bakugan if not s.bakugan[b].open]
        if d == "throw":
            return [throw_action(seat)]
        if d in core_moves.DECISIONS:
            return core_moves.legal(self, top)
        if d in card_choices.DECISIONS:
            return card_choices.legal(self, top)
        if d == "attach_core":
            cores = self._attachable(top.options)
            return [*(ChooseCore(seat=seat, core=c) for c in cores), *([Decline(seat=seat)] if top.optional else [])]
        if d == "reroll":
            return [throw_action(seat), *([Decline(seat=seat)] if top.count else [])]
        if d == "flip":
            assert top.card is not None
            frost = self._current_frost()
            return [*self._play_options(seat, top.card, flip_frost=frost), Decline(seat=seat)]
        if d == "discard":
            hand = s.players[seat].hand
            if top.options:
                hand = [i for i in hand if self.card(i).type.value == top.options[0]]
            return [ChooseCard(seat=seat, card=i) for i in hand] + ([Decline(seat=seat)] if top.optional else [])
        if d == "trigger":
            return self._trigger_options(seat)
        if d == "energize_pick":
            picks: list[Action] = [ChooseCard(seat=seat, card=i) for i in s.players[top.options[0]].hand]
            return [*picks, *([Decline(seat=seat)] if top.optional or top.count == 0 or not picks else [])]
        if d == "energize_top":
            deck = s.players[seat].deck
            return [*([ChooseCard(seat=seat, card=deck[-1])] if deck else []), Decline(seat=seat)]
        if d == "choose_discard":
            return [ChooseCard(seat=seat, card=i) for i in top.options[1:]]
        if d == "reorder":
            return [ChooseCard(seat=seat, card=i) for i in top.options]
        if d == "option":
            return [ChooseCard(seat=seat, card=-1, mode=k) for k in range(top.count)]
        if d == "copy_new":
            copies = [a for iid in top.options for a in self._copy_options(seat, iid)]
            return [*copies, *([Decline(seat=seat)] if top.optional or not copies else [])]
        if d == "play_free":
            plays = [a for iid in top.options for a in self._free_play_options(seat, iid, top.card)]
            return [*plays, *([Decline(seat=seat)] if top.optional or not plays else [])]
        return []

    def _cores_to_place(self, top: Frame) -> list[str]:
        """The BakuCores the player may place next. Returning cores go in any order (rule 4.7.3);
        of two alike (same BakuCore), only the first is offered, as either is the same move."""
        if not top.options:
            return self._unplaced_cores(top.seat)
        s = self.state
        firsts: dict[str, str] = {}
        for cid in top.options:
            firsts.setdefault(s.cores[cid].core_id, cid)
        return list(firsts.values())

    def _unplaced_cores(self, seat: int) -> list[str]:
        s = self.state
        return [c for c in s.players[seat].cores if c not in s.field and not any(c in b.cores for b in s.bakugan)]

    def _priority_actions(self, seat: int) -> list[Action]:
        s = self.state
        actions: list[Action] = [pass_action(seat)]
        player = s.players[seat]
        available = self.available_energy(seat)
        targets: dict[str, list[tuple[int, Target | None]]] = {}  # copies of a card have the same targets
        cards, defs = s.cards, self.catalog.cards
        facts = card_facts(s, self.catalog)
        for iid in player.hand:
            card = defs[cards[iid].card_id]
            if card.play is None or not card.play.cost_rules:
                # without cost rules, neither Sacrifice nor X makes a card cheaper than its plain cost
                if card.unencoded is not None or card.type is CardType.FLIP or card.type is CardType.CHARACTER:
                    continue
                cost = self.card_cost(seat, card)
                if memo_settings.VERIFY:
                    self._check_plain_cost(seat, iid, cost, available)
                if cost > available:
                    continue
                actions.extend(self._play_options(seat, iid, available=available, targets=targets, plain_cost=cost))
                continue
            actions.extend(self._play_options(seat, iid, available=available, targets=targets))
        if facts.from_discard:
            for iid in player.discard:
                if defs[cards[iid].card_id].from_discard:
                    actions.extend(self._play_options(seat, iid))  # "as though it were in your hand"
        if facts.activated:
            for source_iid, bid, index, ability in self._activated_abilities(seat):
                for target in self._targets(seat, ability.select, bid):
                    if available >= ability.activation_cost:
                        actions.append(Activate(seat=seat, card=source_iid, ability=index, target=target))
        return actions

    def _check_plain_cost(self, seat: int, iid: int, cost: int, available: int) -> None:
        """Tests: Sacrifice does not change the cost of a card without cost rules, and a card ruled out
        by that cost has no plays."""
        card = self.card(iid)
        if cost != self.card_cost(seat, card, sacrificed=True):
            raise AssertionError(f"the cost of {card.id}, which has no cost rules, changes with Sacrifice")
        if cost > available and self._play_options(seat, iid, available=available):
            raise AssertionError(f"{card.id} was ruled out as too dear but has plays")

    def _activated_abilities(self, seat: int) -> list[tuple[int, int | None, int, Ability]]:
        s = self.state
        out: list[tuple[int, int | None, int, Ability]] = []
        for bid in s.players[seat].bakugan:
            bak = s.bakugan[bid]
            if not bak.face_up:
                continue
            iid = bak.evos[-1] if bak.evos else bak.character
            activated = self.card(iid).activated
            if activated:
                out.extend((iid, bid, index, ability) for index, ability in activated)
        for iid in s.players[seat].heroes:
            activated = self.card(iid).activated
            if activated:
                out.extend((iid, None, index, ability) for index, ability in activated)
        return out

    # ------------------------------------------------------------------ costs and plays

    def card_cost(
        self, seat: int, card: CardDef, x: int = 0, sacrificed: bool = False, flip_frost: int = 0, discarded: int = 0
    ) -> int:
        """Energy to pay (rules 1.15, 2.3, 7.3.3 FrostStrike on Flip cards); `discarded`: cards
        discarded as an additional cost, which a cost rule with `discard` needs."""
        base = (card.cost or 0) + (x if card.x_cost else 0)
        less, free = self._cost_terms(seat, card, sacrificed, discarded)
        cost = 0 if free else max(0, base - less)
        return cost + flip_frost

    def _cost_terms(self, seat: int, card: CardDef, sacrificed: bool, discarded: int) -> tuple[int, bool]:
        """(Energy less, free) for playing this card now, from cards in play and its own cost rules."""
        less = cost_reduction(self.state, self.catalog, seat, card)
        free = False
        for rule in card.play.cost_rules if card.play is not None else ():
            if rule.discard and discarded != rule.discard:
                continue
            if rule.condition is not None and not check_condition(
                self.state, self.catalog, rule.condition, seat, sacrificed=sacrificed
            ):
                continue
            if rule.free:
                free = True
            else:
                times = static_count(self.state, self.catalog, rule.per, seat, None) if rule.per != "none" else 1
                less += rule.less * times
        less += self.state.players[seat].next_card_less
        if card.type is CardType.EVO and self.state.evo_free:
            free = True
        return less, free

    def available_energy(self, seat: int) -> int:
        player = self.state.players[seat]
        return player.pool + len(player.charged) * energy_per_card(self.state, self.catalog, seat)

    def _can_pay(self, seat: int, cost: int) -> bool:
        return self.available_energy(seat) >= cost

    def _play_options(
        self,
        seat: int,
        iid: int,
        flip_frost: int | None = None,
        *,
        available: int | None = None,
        targets: dict[str, list[tuple[int, Target | None]]] | None = None,
        plain_cost: int | None = None,
    ) -> list[Action]:
        """Every legal way to play this card now: targets, X and Sacrifice (rules 1.13.1, 6.2.1).

        `available` (the seat's Energy) and `targets` ((option, selection) pairs by card id) may be passed in by
        a caller that lists several cards of one position; `plain_cost` (its cost with X 0) by one that worked
        it out for a card without cost rules (whose cost Sacrifice does not change)."""
        card = self.card(iid)
        if not card.is_encoded:
            return []
        flipping = flip_frost is not None
        if card.type is CardType.FLIP and not flipping:
            return []  # rule 3.6.1: only when flipped by damage
        if card.type is CardType.CHARACTER:
            return []
        hand = self.state.players[seat].hand
        frost = flip_frost or 0
        if available is None:
            available = self.available_energy(seat)
        affordable: list[tuple[int | None, int]] = []  # (sacrifice, cost)
        cost = self.card_cost(seat, card, 0, False, frost) if plain_cost is None else plain_cost
        if cost <= available:
            affordable.append((None, cost))
        others = [i for i in hand if i != iid] if card.sacrifice else []
        if others:
            if plain_cost is None:
                cost = self.card_cost(seat, card, 0, True, frost)  # the same whichever card is discarded
            if cost <= available:
                affordable.extend((i, cost) for i in others)
        extra = self._discard_choices(seat, iid, card) if card.discard_cost else []
        if extra:
            cost = self.card_cost(seat, card, 0, False, frost, discarded=card.discard_cost)
            extra = extra if cost <= available else []
        if not affordable and not extra:
            return []
        if targets is None:
            chosen = self._card_targets_by_mode(seat, card)
        else:
            known = targets.get(card.id)
            chosen = targets[card.id] = known if known is not None else self._card_targets_by_mode(seat, card)
        if not chosen:
            return []
        play = card.play
        if play is None or play.select2 is None or card.type is CardType.EVO:
            pairs: list[tuple[tuple[int, Target | None], Target | None]] = [(pair, None) for pair in chosen]
        else:
            pairs = [((m, t), t2) for m, t in chosen for t2 in self._second_targets(seat, card, t)]
        out: list[Action] = []
        for sac, base_cost in affordable:
            for x in range(available - base_cost + 1) if card.x_cost else range(1):
                for (mode, target), target2 in pairs:
                    out.append(play_card_action(seat, iid, target, x, sac, mode, target2, ()))
        for discards in extra:
            for (mode, target), target2 in pairs:
                out.append(play_card_action(seat, iid, target, 0, None, mode, target2, discards))
        return out

    def _discard_choices(self, seat: int, iid: int, card: CardDef) -> list[tuple[int, ...]]:
        """Sets of other cards in hand to discard as an additional cost: one per different set of
        card names (copies of a card are the same choice)."""
        n = card.discard_cost
        if not n:
            return []
        hand = [i for i in self.state.players[seat].hand if i != iid]
        if len(hand) < n:
            return []
        seen: dict[tuple[str, ...], tuple[int, ...]] = {}
        for combo in itertools.combinations(hand, n):
            key = tuple(sorted(self.state.cards[i].card_id for i in combo))
            seen.setdefault(key, combo)
        return list(seen.values())

    def _second_targets(self, seat: int, card: CardDef, first: Target | None) -> list[Target | None]:
        """The choices for a card's second selection, given its first: never the same one twice."""
        select2 = card.play.select2 if card.play else None
        if select2 is None or card.type is CardType.EVO:
            return [None]
        return [t for t in self._targets(seat, select2) if t != first]

    def _card_targets_by_mode(self, seat: int, card: CardDef) -> list[tuple[int, Target | None]]:
        """(option, selection) pairs for playing this card: one option unless it says "choose one"."""
        play = card.play
        if card.type is CardType.EVO or play is None or not play.modes:
            return [(0, t) for t in self._card_targets(seat, card)]
        return self._mode_targets(seat, play.modes, play.select, play.battle_mastery)

    def _mode_targets(
        self, seat: int, modes: tuple[Mode, ...], shared: Selection | None, mastery: bool, self_bid: int | None = None
    ) -> list[tuple[int, Target | None]]:
        out = [(m, t) for m, mode in enumerate(modes) for t in self._targets(seat, mode.select or shared, self_bid)]
        if mastery and modes_share_selection(modes) and self._chooses_every_option(seat):
            out += [(len(modes), t) for t in self._targets(seat, shared, self_bid)]
        return out

    def _chooses_every_option(self, seat: int) -> bool:
        return any(
            a.kind == "static" and a.battle_mastery_both
            for iid in self.state.players[seat].heroes
            for a in self.card(iid).abilities
        )

    def _card_targets(self, seat: int, card: CardDef) -> list[Target | None]:
        s = self.state
        if card.type is CardType.EVO:  # rule 3.3.1: a Character matching in name and Faction
            out: list[Target | None] = []
            for bid in s.players[seat].bakugan:
                bak = s.bakugan[bid]
                if bak.controller != seat:
                    continue
                character = self.card(bak.character)
                if character.name == card.evolves_from and set(character.factions) & set(card.factions):
                    out.append(target_of("bakugan", bid))
            return out
        select = card.play.select if card.play else None
        return self._targets(seat, select)

    def _targets(self, seat: int, select: Selection | None, self_bid: int | None = None) -> list[Target | None]:
        if select is None:
            return [None]
        s = self.state
        if select.kind == "player":
            seats = active_seats(s)
            if select.side == "opposing":
                seats = [x for x in seats if x != seat]
            elif select.side == "yours":
                seats = [seat]
            return [target_of("player", x) for x in seats]
        if select.kind == "batch_card":
            out: list[Target | None] = []
            for entry in s.batch:
                if self._entry_matches(entry, select):
                    out.append(target_of("batch_card", entry.eid))
            return out
        if select.kind == "card_in_play":  # a Hero, or a Bakugan standing for its top Evo card
            heroes = [target_of("hero", iid) for p in s.players if not p.out for iid in p.heroes]
            evos = [
                target_of("bakugan", b.bid)
                for b in s.bakugan
                if b.evos and b.face_up and not s.players[b.controller].out
            ]
            return [*heroes, *evos]
        if select.kind == "hero":
            out = []
            for player in s.players:
                if select.side == "yours" and player.seat != seat:
                    continue
                if select.side == "opposing" and player.seat == seat:
                    continue
                out.extend(
                    target_of("hero", iid)
                    for iid in player.heroes
                    if select.max_cost is None or (self.card(iid).cost or 0) <= select.max_cost
                )
            return out
        return [
            target_of("bakugan", bid)
            for bid in self._matching_bakugan(seat, select)
            if not (select.other and bid == self_bid)
        ]

    def _entry_matches(self, entry: BatchEntry, select: Selection) -> bool:
        card = self.catalog.cards[entry.card_id]
        if select.max_cost is not None and (entry.kind not in ("card", "copy") or (card.cost or 0) > select.max_cost):
            return False
        card_type = select.card_type
        if card_type in (None, "any"):
            return True
        if card_type == "ability":
            return entry.kind in ("ability", "trigger")
        if entry.kind not in ("card", "copy"):
            return False
        return card.type.value in card_type.split("/")

    def _matching_bakugan(self, seat: int, select: Selection) -> list[int]:
        s = self.state
        out = []
        for bak in s.bakugan:
            if s.players[bak.controller].out or not bak.face_up:  # rule 1.13.1: face-up Bakugan
                continue
            if select.side == "yours" and bak.controller != seat:
                continue
            if select.side == "opposing" and bak.controller == seat:
                continue
            if select.faction or select.not_faction:
                factions = set(bakugan_factions(s, self.catalog, bak))
                if select.faction and not factions & {f.value for f in select.faction}:
                    continue
                if select.not_faction and factions & {f.value for f in select.not_faction}:
                    continue
            if select.holding and not held_core_codes(s, self.catalog, bak) & set(select.holding):
                continue
            if select.in_brawl and not bak.in_brawl:
                continue
            if select.open_only and not bak.open:
                continue
            if select.not_opened_this_turn and bak.opened_turn == s.turn and bak.open:
                continue
            if select.old_evo and (not bak.evos or bak.evos[-1] in s.evos_this_turn):
                continue
            out.append(bak.bid)
        return out

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why an action is not legal now, with the rule behind it."""
        s = self.state
        top = self.pending()
        if s.step is Step.OVER:
            return IllegalAction("1.5.1", "the game is over")
        seat = getattr(action, "seat", None)
        if isinstance(seat, int) and 0 <= seat < s.seats and s.players[seat].out:
            return IllegalAction("8.2.4", f"{self.name(seat)} is out of the game and takes no further part")
        if isinstance(action, (PlayCard, Activate)) and s.step in (Step.DRAW, Step.ENERGIZE):
            return IllegalAction("5.2.1", "no cards can be played or abilities used during the Start Phase")
        expected = self.to_act()
        if expected is None:
            return IllegalAction("1.14", "no decision is pending")
        if expected == CHANCE and not isinstance(action, RollResults):
            return IllegalAction("5.7.1", "the Bakugan are rolling; the next action is the roll's outcome")
        if expected != CHANCE and seat != expected:
            who = self.name(expected)
            return IllegalAction(
                "1.14.2", f"it is {who}'s decision, not {self.name(seat) if seat is not None else 'chance'}'s"
            )
        if isinstance(action, PlayCard):
            if top is not None and top.kind == "decision" and top.decision == "play_free":
                return IllegalAction("2.3.3", "only one of the cards offered can be played for free now")
            if top is not None and top.kind == "decision" and top.decision != "flip":
                return IllegalAction("1.14.2", "a decision is pending; cards can be played only with priority")
            player = s.players[action.seat]
            if top is not None and top.decision == "flip":
                if action.card != top.card:
                    return IllegalAction("3.6.1", "only the Flip card just flipped can be played now")
            elif is_energy_in_play(s, action.card):
                return IllegalAction("3.7.2", "that card is an Energy card while in play, not a card to play")
            elif action.card not in player.hand:
                return IllegalAction("6.2.1", "that card is not in your hand")
            card = self.card(action.card)
            if not card.is_encoded:
                return IllegalAction("cards", f"{card.label} is not encoded yet: {card.unencoded}")
            if card.type is CardType.FLIP and (top is None or top.decision != "flip"):
                return IllegalAction("3.6.1", "Flip cards are played only when flipped from your deck by damage")
            frost = self._current_frost() if top is not None and top.decision == "flip" else 0
            if action.discards and len(action.discards) != card.discard_cost:
                return IllegalAction(
                    "1.15", f"{card.name} takes {card.discard_cost or 'no'} cards discarded as an additional cost"
                )
            if action.discards and not set(action.discards) <= set(player.hand) - {action.card}:
                return IllegalAction("1.15", "the cards discarded as a cost must be other cards from your hand")
            cost = self.card_cost(
                action.seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards)
            )
            if cost > self.available_energy(action.seat):
                return IllegalAction(
                    "7.8.1",
                    f"{card.name} costs {cost} Energy and you can make only {self.available_energy(action.seat)}",
                )
            if action.target is not None and action.target.kind == "hero" and is_energy_in_play(s, action.target.ref):
                return IllegalAction("3.7.2", "that card is an Energy card while in play, not a Hero")
            targets = [t for t in self._card_targets(action.seat, card) if self._second_targets(action.seat, card, t)]
            if not targets and card.type is CardType.EVO:
                return IllegalAction(
                    "3.3.1", f"{card.name} needs your {card.evolves_from} of a matching Faction, and you have none"
                )
            if not targets:
                return IllegalAction("1.13.1", f"{card.name} needs a selection and there is none available")
            if action.target not in targets:
                if card.type is CardType.EVO:
                    return IllegalAction(
                        "3.3.1", f"{card.name} must be played on your {card.evolves_from} of a matching Faction"
                    )
                return IllegalAction("1.13.1", f"{action.target} is not a legal selection for {card.name}")
            if action.target2 not in self._second_targets(action.seat, card, action.target):
                return IllegalAction(
                    "1.13.1",
                    f"{action.target2} is not a legal second selection for {card.name} (one of each, not the same)",
                )
            if action.sacrifice is not None and not card.sacrifice:
                return IllegalAction("7.4.4", f"{card.name} has no Sacrifice")
            if action.x and not card.x_cost:
                return IllegalAction("1.8.1", f"{card.name} has no X in its cost")
            return IllegalAction("7.8.1", "that play is not legal now")
        if isinstance(action, PlaceCore):
            if not s.field and action.cell != (0, 0):
                return IllegalAction("1.4.3", "the first BakuCore goes in the centre of the play area")
            if action.cell not in frontier(s.field.values()):
                return IllegalAction(
                    "4.7.3", "a BakuCore must be placed with a full side touching a BakuCore already on the field"
                )
            if s.step is Step.SETUP:
                return IllegalAction("1.4.3", "that BakuCore is not one of yours still to place")
            return IllegalAction("4.7.3", "that BakuCore is not one of those going back onto the field now")
        if isinstance(action, Activate):
            return self._explain_activate(action)
        if isinstance(action, ChooseCard) and top is not None and top.decision == "trigger":
            return self._explain_trigger_choice(action)
        if isinstance(action, Energize) and action.card is not None:
            return IllegalAction("5.4.1", "you can Energize only a card from your own hand, once in this step")
        if isinstance(action, SelectBakugan):
            return IllegalAction("5.6.1", "choose one of your own unopened Bakugan")
        if isinstance(action, Decline) and top is not None and top.decision == "reroll":
            return IllegalAction("1.3.1", "this Reroll is not optional: the card says you must")
        if isinstance(action, ThrowBakugan):
            return IllegalAction(
                "5.7.1", "Bakugan are rolled in the Roll Step (or when a card says to roll again), not now"
            )
        if isinstance(action, Pass) and top is not None and top.kind != "priority":
            return IllegalAction("1.14", "there is a decision to make, not priority to pass")
        return IllegalAction("1.14", f"{type(action).__name__} is not a legal action now")

    def _explain_activate(self, action: Activate) -> IllegalAction:
        top = self.pending()
        if top is None or top.kind != "priority":
            return IllegalAction("1.14.2", "a decision is pending; abilities can be used only with priority")
        found = [
            (bid, ability)
            for iid, bid, index, ability in self._activated_abilities(action.seat)
            if iid == action.card and index == action.ability
        ]
        if not found and is_energy_in_play(self.state, action.card):
            return IllegalAction("3.7.2", "that card is an Energy card while in play; its abilities do not apply")
        if not found:
            return IllegalAction("6.4.1", "that is not an activated ability of a card you control in play")
        bid, ability = found[0]
        cost, can_make = ability.activation_cost, self.available_energy(action.seat)
        if cost > can_make:
            return IllegalAction(
                "6.4.2", f"all costs must be paid to use it: it costs {cost} Energy and you can make only {can_make}"
            )
        if action.target not in self._targets(action.seat, ability.select, bid):
            return IllegalAction("1.13.1", f"{action.target} is not a legal selection for that ability")
        return IllegalAction("6.4.2", "that ability cannot be used now")

    def _explain_trigger_choice(self, action: ChooseCard) -> IllegalAction:
        entry = next(
            (t for t in self.state.pending_triggers if t.eid == action.card and t.controller == action.seat), None
        )
        if entry is None:
            return IllegalAction("6.3.3", "that is not one of your triggered abilities waiting to enter the batch")
        if action.target is not None and action.target.kind == "skip":
            return IllegalAction("6.3.4", "only an optional triggered ability may be left out of the batch")
        return IllegalAction("1.13.1", f"{action.target} is not a legal selection for that ability")

    # ------------------------------------------------------------------ apply

    def apply(self, action: Action) -> None:
        """Apply a legal action or raise IllegalAction (the state is left unchanged)."""
        self._changing += 1
        try:
            self._apply(action)  # every change ends in _settle, which gives the new version
        except BaseException:
            self.version += 1
            raise
        finally:
            self._changing -= 1

    def _apply(self, action: Action) -> None:
        s = self.state
        if isinstance(action, Forfeit):
            if s.step is Step.OVER or not 0 <= action.seat < s.seats or s.players[action.seat].out:
                raise IllegalAction("4.4.4", "only a player still in the game can forfeit")
            self.log(f"{self.name(action.seat)} forfeits", "4.4.4")
            self._eliminate(action.seat, "forfeited")
            self._settle()
            return
        if isinstance(action, RollResults):
            if self.to_act() != CHANCE:
                raise self.explain_illegal(action)
            self._apply_roll(action)
            self._settle()
            return
        if isinstance(action, ThrowBakugan):
            top = self.pending()
            if (
                top is None
                or top.kind != "decision"
                or top.decision not in ("throw", "reroll")
                or top.seat != action.seat
            ):
                raise self.explain_illegal(action)
            s.frames.pop()
            if top.decision == "reroll":
                assert top.card is not None
                self._start_reroll(action.seat, top.card, action.throw)
            else:
                s.throws[action.seat] = action.throw
            self._settle()
            return
        if self._legal is None or self._legal_version != self.version:
            self.legal_actions()
        legal = self._legal
        assert legal is not None
        # agents answer with one of the listed actions: find it by identity before comparing fields
        if not any(listed is action for listed in legal) and action not in legal:
            raise self.explain_illegal(action)
        top = s.frames[-1]
        if isinstance(action, Pass):
            self._pass(top)
        elif isinstance(action, PlayCard):
            self._play(action, top)
        elif isinstance(action, Activate):
            self._activate(action)
        elif isinstance(action, PlaceCore):
            if action.core in top.options:
                top.options.remove(action.core)
            if not top.options:
                s.frames.pop()
            s.field[action.core] = action.cell
            if action.core in s.face_up_cores:
                s.face_up_cores.remove(action.core)  # a BakuCore is placed bonus side down (1.12.1)
            core = s.cores[action.core]
            kind = self.catalog.cores[core.core_id].type.value
            self.log(f"{self.name(action.seat)} places a {kind} BakuCore at {action.cell}", "4.7.3")
        elif isinstance(action, Energize):
            s.frames.pop()
            if action.card is None:
                self.log(f"{self.name(action.seat)} does not Energize", "5.4.2")
            else:
                player = s.players[action.seat]
                player.hand.remove(action.card)
                player.charged.append(action.card)
                self.log(
                    f"{player.name} Energizes a card ({len(player.charged) + len(player.uncharged)} Energy cards)",
                    "7.2.4",
                )
        elif isinstance(action, SelectBakugan):
            s.frames.pop()
            s.selected[action.seat] = action.bakugan
            self.log(f"{self.name(action.seat)} selects a Bakugan to roll", "5.6.1")
            self._fire_seat(action.seat, "you_select")
        elif isinstance(action, ChooseCard):
            self._choose(action, top)
        elif isinstance(action, ChooseCore) and top.decision in core_moves.DECISIONS:
            core_moves.choose(self, top, action.core)
        elif isinstance(action, ChooseCore):
            assert top.card is not None
            s.field.pop(action.core)
            s.bakugan[top.card].cores.append(action.core)
            kind = self.catalog.cores[s.cores[action.core].core_id].type.value
            self.log(f"{self.bname(top.card)} takes a {kind} BakuCore from the field", "6.5.2")
            self.lock_core_out_of_damage(action.seat, top.card, action.core)
            top.count -= 1
            if top.count <= 0 or not self._attachable(top.options):
                s.frames.pop()
        elif isinstance(action, Decline) and top.decision == "reveal_core":
            s.frames.pop()
            self.log(f"{self.name(action.seat)} turns no BakuCore face up", "1.3.4")
        elif isinstance(action, Decline) and top.decision in card_choices.DECISIONS:
            card_choices.finish(self, top)
        elif isinstance(action, Decline) and top.decision in DECLINED:
            s.frames.pop()
            words, rule = DECLINED[top.decision]
            self.log(f"{self.name(action.seat)} {words}", rule)
        elif isinstance(action, Decline):
            s.frames.pop()
            self.log(
                f"{self.name(action.seat)} does not play {self.card(top.card).name if top.card is not None else 'it'}",
                "3.6.1",
            )
        self._settle()

    def _resolving_entry(self) -> BatchEntry | None:
        """The batch entry whose instructions are being carried out, if any (rule 6.7.1)."""
        for frame in reversed(self.state.frames):
            if frame.kind == "resolve":
                return frame.entry
        return None

    def lock_core_out_of_damage(self, seat: int, bid: int, core: str) -> None:
        if self.answers_flip_on_damage(seat, bid):
            self.state.no_damage_cores.append(core)
            self.log("That BakuCore does not change the Victor's damage being dealt", "5.11.2")

    def keep_core_for_damage(self, seat: int, bid: int, core: str) -> None:
        """A BakuCore taken off a Bakugan dealing the damage by an opposing answer to a Flip card
        still counts for that damage this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(seat, bid):
            self.state.damage_kept_cores[core] = bid
            self.log("Losing that BakuCore does not change the Victor's damage being dealt", "5.11.2")

    def _end_turn_now(self) -> None:
        """A card ended the turn (its own words, rule 1.3.1): what is in the batch does nothing and
        goes to the discard pile (as negated cards do, 6.10.2), damage not yet dealt is not dealt,
        the brawl is over, and the turn goes straight to its Reset step: Energy cards stay as they
        are (no Charge step). BakuCores being placed back are still placed."""
        s = self.state
        s.ending_turn = False
        waiting = [e for e in s.batch] + [f.entry for f in s.frames if f.kind == "resolve" and f.entry is not None]
        for entry in waiting:
            if entry.kind == "card" and entry.card is not None:
                s.players[s.cards[entry.card].owner].discard.append(entry.card)
        s.batch = []
        s.pending_triggers = []
        s.delayed = []
        s.frames = [f for f in s.frames if f.kind == "decision" and f.decision == "place_core"]
        for bak in s.bakugan:
            bak.in_brawl = False
        self.log("The rest of the turn is skipped; Energy cards do not recharge", "1.3.1")
        self._enter(Step.RESET)

    def _drop_frames_of(self, seat: int) -> None:
        """A player who leaves owes no decisions; priority moves on (rule 8.2.4).

        A BakuCore that player was placing back has already left its Bakugan, so it still goes onto
        the field: the next player clockwise places it (rules 4.7.3, 8.2.1)."""
        s = self.state
        for frame in s.frames:
            if frame.kind == "decision" and frame.decision == "place_core" and frame.seat == seat and frame.options:
                frame.seat = self.seats_from(seat)[0]
        s.frames = [f for f in s.frames if not (f.kind == "decision" and f.seat == seat)]
        s.frames = [
            f for f in s.frames if not (f.kind == "damage" and f.damage is not None and f.damage.target == seat)
        ]
        s.queue = [q for q in s.queue if q != seat]
        s.pending_triggers = [t for t in s.pending_triggers if t.controller != seat]
        for frame in s.frames:
            if frame.kind == "priority" and frame.holder == seat and not self.over:
                frame.holder = self.seats_from(seat)[0]
                frame.passes = 0
        if seat in s.selected and s.step is Step.ROLL:
            s.selected.pop(seat, None)
            s.throws.pop(seat, None)
        for bid in s.players[seat].bakugan:
            s.bakugan[bid].in_brawl = False  # rule 8.2.4: out of the game, so out of the brawl

    def _pass(self, frame: Frame) -> None:
        s = self.state
        frame.passes += 1
        active = active_seats(s)
        if frame.passes >= len(active):
            if len(s.batch) > frame.floor:
                entry = s.batch.pop()
                self._push(Frame(kind="resolve", entry=entry))
                return
            s.frames.pop()  # rules 1.14.6, 5.1.3: consecutive passes with nothing to complete
            return
        following = self.seats_from(frame.holder)
        frame.holder = following[1] if len(following) > 1 else following[0]

    def _pay(self, seat: int, cost: int) -> None:
        player = self.state.players[seat]
        need = cost - player.pool
        if need > 0:
            per = energy_per_card(self.state, self.catalog, seat)
            n = math.ceil(need / per)
            for _ in range(n):
                player.uncharged.append(player.charged.pop())
            player.pool += n * per  # rules 1.7.1, 7.2.3: uncharge only as needed to pay
        player.pool -= cost

    def _play(self, action: PlayCard, frame: Frame) -> None:
        s = self.state
        player = s.players[action.seat]
        card = self.card(action.card)
        flipping = frame.kind == "decision" and frame.decision == "flip"
        free = frame.kind == "decision" and frame.decision == "play_free"
        frost = self._current_frost() if flipping else 0
        cost = (
            0
            if free
            else self.card_cost(
                action.seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards)
            )
        )
        self._pay(action.seat, cost)
        player.next_card_less = 0
        if action.sacrifice is not None:
            self.log(f"{player.name} discards {self.card(action.sacrifice).name} for Sacrifice", "7.4.4")
            self.discard_from_hand(action.seat, action.sacrifice)
        for iid in action.discards:
            self.log(f"{player.name} discards {self.card(iid).name} as an additional cost", "1.15")
            self.discard_from_hand(action.seat, iid)
        if flipping:
            zone = player.hand if action.card in player.hand else player.discard
            zone.remove(action.card)
        elif free or action.card not in player.hand:
            self._take_from_zone(action.card)  # a free play, or a card played from the discard pile
        else:
            player.hand.remove(action.card)
        entry = BatchEntry(
            eid=s.next_eid,
            kind="card",
            controller=action.seat,
            card_id=card.id,
            card=action.card,
            target=[action.target.kind, action.target.ref] if action.target else None,
            target2=[action.target2.kind, action.target2.ref] if action.target2 else None,
            x=action.x,
            sacrificed=action.sacrifice is not None,
            played_before=player.cards_played,
            mode=action.mode,
        )
        s.next_eid += 1
        s.batch.append(entry)
        player.cards_played += 1
        player.played_factions.extend(f.value for f in card.factions)
        player.played_costs.append(card.cost or 0)
        player.played_types.append(card.type.value)
        target_text = f" on {self._target_text(action.target)}" if action.target else ""
        if action.target2:
            target_text += f" and {self._target_text(action.target2)}"
        extra = f" (X = {action.x})" if card.x_cost else ""
        frost_text = f", {frost} more for FrostStrike" if frost else ""
        self.log(
            f"{player.name} plays {card.name}{target_text} for {cost} Energy{frost_text}{extra}",
            "3.6.1" if flipping else "6.2.1",
        )
        if flipping:
            s.frames.pop()
            self._push_priority(holder=action.seat)  # rule 3.6.2; the player who acts keeps priority
            s.frames[-1].floor = len(s.batch) - 1
        elif free:
            s.frames.remove(frame)  # played during another card's completion; it waits in the batch
        else:
            frame.passes = 0  # rule 1.14.4: the player who played keeps priority
        self._fire_seat(action.seat, "you_play_card", card=card, subject=entry.eid)
        if card.type is CardType.ACTION:
            self._fire_delayed(action.seat, "you_play_action", subject=entry.eid)
        if card.type is CardType.ACTION and action.target is not None and action.target.kind == "bakugan":
            bak = s.bakugan[action.target.ref]
            if bak.controller == action.seat and bak.face_up:
                self._fire_bakugan(bak.bid, "action_on_this")
        if card.type is CardType.FLIP:
            for other in opponents(s, action.seat):
                self._fire_seat(other, "opponent_plays_flip")
                self._fire_delayed(other, "opponent_plays_flip")

    def _take_from_zone(self, iid: int) -> None:
        """Lift a card out of whichever hand, deck or discard pile holds it (a free play)."""
        for p in self.state.players:
            for zone in (p.hand, p.deck, p.discard):
                if iid in zone:
                    zone.remove(iid)
                    return

    def discard_from_hand(self, seat: int, iid: int) -> None:
        """A card goes from a player's hand to their discard pile (4.5.1); discard triggers fire,
        except for the hand limit in the Reset step, after the last plays of the turn (5.15.1)."""
        player = self.state.players[seat]
        player.hand.remove(iid)
        player.discard.append(iid)
        self.state.discarded.append(iid)
        if self.state.step is Step.RESET:
            return
        self._fire_seat(seat, "you_discard")
        self._fire_card(seat, iid, None, "this_discarded")

    def _activate(self, action: Activate) -> None:
        s = self.state
        ability = self.card(action.card).abilities[action.ability]
        self._pay(action.seat, ability.activation_cost)
        bid = next(
            (
                b
                for b in s.players[action.seat].bakugan
                if action.card == s.bakugan[b].character or action.card in s.bakugan[b].evos
            ),
            None,
        )
        entry = BatchEntry(
            eid=s.next_eid,
            kind="ability",
            controller=action.seat,
            card_id=self.card(action.card).id,
            card=action.card,
            bakugan=bid,
            ability=action.ability,
            target=[action.target.kind, action.target.ref] if action.target else None,
        )
        s.next_eid += 1
        s.batch.append(entry)
        s.frames[-1].passes = 0
        self.log(f"{self.name(action.seat)} uses an ability of {self.card(action.card).name}", "6.4.2")

    def _choose(self, action: ChooseCard, frame: Frame) -> None:
        s = self.state
        player = s.players[action.seat]
        if frame.decision in card_choices.DECISIONS:
            card_choices.choose(self, frame, action.card)
            return
        if frame.decision == "discard":
            self.log(
                f"{player.name} discards {self.card(action.card).name}", "4.3.2" if s.step is Step.RESET else "4.5.1"
            )
            self.discard_from_hand(action.seat, action.card)
            frame.count -= 1
            resolving = self._resolving_entry()
            if resolving is not None:
                resolving.tally += 1
                resolving.did = True
            left = [i for i in player.hand if not frame.options or self.card(i).type.value == frame.options[0]]
            if frame.count <= 0 or not left:
                s.frames.pop()
            return
        if frame.decision == "choose_discard":
            s.frames.pop()
            owner = frame.options[0]
            self.log(f"{player.name} chooses {self.card(action.card).name}; {self.name(owner)} discards it", "4.5.1")
            self.discard_from_hand(owner, action.card)
            return
        if frame.decision in ("energize_top", "reorder", "option", "copy_new"):
            self._choose_effect_decision(action, frame)
            return
        if frame.decision == "energize_pick":
            owner = s.players[frame.options[0]]
            owner.hand.remove(action.card)
            (owner.charged if frame.options[1] else owner.uncharged).append(action.card)
            self.log(f"{player.name} Energizes a card from {owner.name}'s hand", "7.2.4")
            frame.count -= 1
            if frame.count == 0 or not owner.hand:
                s.frames.pop()
            return
        if frame.decision == "trigger":
            entry = next(t for t in s.pending_triggers if t.eid == action.card)
            s.pending_triggers.remove(entry)
            s.frames.pop()
            if action.target is not None and action.target.kind == "skip":
                self.log(f"{player.name} does not use {self.catalog.cards[entry.card_id].name}'s ability", "6.3.4")
                return
            entry.target = [action.target.kind, action.target.ref] if action.target else None
            entry.mode = action.mode
            s.batch.append(entry)
            self.log(f"{self.catalog.cards[entry.card_id].name}'s ability triggers", "6.3.2")

    def _choose_effect_decision(self, action: ChooseCard, frame: Frame) -> None:
        """Answers to the decisions card effects ask for while they complete."""
        s = self.state
        player = s.players[action.seat]
        if frame.decision == "energize_top":
            s.frames.pop()
            n = min(frame.options[0], len(player.deck))
            for _ in range(n):
                (player.charged if frame.options[1] else player.uncharged).append(player.deck.pop())
            self.log(f"{player.name} Energizes the top {n} card(s) of their deck", "7.2.4")
        elif frame.decision == "reorder":
            player.deck.remove(action.card)
            player.deck.insert(len(player.deck) - frame.count, action.card)
            frame.count += 1
            frame.options.remove(action.card)
            if len(frame.options) <= 1:
                s.frames.pop()
                self.log(f"{player.name} puts the cards back on top of their deck", "4.1.2")
        elif frame.decision == "option":
            s.frames.pop()
            resolving = self._resolving_entry()
            if resolving is not None:
                resolving.choice = action.mode
            self.log(f"{player.name} chooses option {action.mode + 1}", "1.3.1")
        else:  # copy_new
            s.frames.pop()
            card = self.card(action.card)
            copy_entry = BatchEntry(
                eid=s.next_eid,
                kind="copy",
                controller=action.seat,
                card_id=card.id,
                target=[action.target.kind, action.target.ref] if action.target else None,
                mode=action.mode,
                played_before=player.cards_played,
            )
            s.next_eid += 1
            s.batch.append(copy_entry)
            self.log(f"{player.name} copies {card.name} with new selections", "7.7.1")

    def describe_action(self, action: Action) -> str:
        """An action in a player's words, for logs, solvers and the UI."""
        who = self.name(action.seat) if hasattr(action, "seat") and 0 <= action.seat < self.state.seats else "?"
        if isinstance(action, PlayCard):
            text = f"{who} plays {self.card(action.card).name}"
            if action.target is not None:
                text += f" on {self._target_text(action.target)}"
            if action.target2 is not None:
                text += f" and {self._target_text(action.target2)}"
            if action.x:
                text += f" with X = {action.x}"
            if action.sacrifice is not None:
                text += f", discarding {self.card(action.sacrifice).name}"
            if action.discards:
                text += ", discarding " + " and ".join(self.card(i).name for i in action.discards)
            return text
        if isinstance(action, Pass):
            return f"{who} passes"
        if isinstance(action, Energize):
            return (
                f"{who} energizes {self.card(action.card).name}"
                if action.card is not None
                else f"{who} does not energize"
            )
        if isinstance(action, SelectBakugan):
            return f"{who} selects {self.bname(action.bakugan)}"
        if isinstance(action, ChooseCard) and action.card < 0:
            return f"{who} chooses option {action.mode + 1}"
        if isinstance(action, ChooseCard):
            return (
                f"{who} chooses {self.card(action.card).name if action.card < len(self.state.cards) else action.card}"
            )
        if isinstance(action, Decline):
            return f"{who} declines"
        if isinstance(action, PlaceCore):
            return f"{who} places a BakuCore at {action.cell}"
        if isinstance(action, ThrowBakugan):
            return f"{who} throws"
        if isinstance(action, Forfeit):
            return f"{who} forfeits"
        if isinstance(action, RollResults):
            return "roll: " + ", ".join(f"{self.name(seat)} {o.result.value}" for seat, o in action.outcomes)
        return str(action)

    def describe_target(self, target: Target) -> str:
        """A selection in words (a Bakugan, a player, a Hero, a batch entry)."""
        return self._target_text(target)

    def describe_mode(self, action: Action, mode: int) -> str:
        """Option `mode` of the "choose one" card (or triggered ability) an action plays, in words."""
        modes: tuple[Mode, ...] = ()
        if isinstance(action, PlayCard):
            play = self.card(action.card).play
            modes = play.modes if play is not None else ()
        elif isinstance(action, ChooseCard):
            entry = next((t for t in self.state.pending_triggers if t.eid == action.card), None)
            modes = self._trigger_ability(entry).modes if entry is not None else ()
        if mode < len(modes):
            return modes[mode].describe()
        return "every option" if modes else f"Option {mode + 1}"

    def describe_option(self, mode: int) -> str:
        """Option `mode` of the choice an opponent is making for the card completing now."""
        frame = next((f for f in reversed(self.state.frames) if f.kind == "resolve" and f.entry is not None), None)
        if frame is not None and frame.entry is not None:
            card = self.catalog.cards[frame.entry.card_id]
            steps = self._entry_steps(frame.entry, card)
            effect = steps[frame.next_step].effect if frame.next_step < len(steps) else None
            if isinstance(effect, OpponentChooses) and mode < len(effect.options):
                return f"{card.name}: " + " and ".join(st.describe() for st in effect.options[mode])
        return f"Option {mode + 1}"

    def _target_text(self, target: Target | None) -> str:
        if target is None:
            return ""
        if target.kind == "bakugan":
            return self.bname(target.ref)
        if target.kind == "player":
            return self.name(target.ref)
        if target.kind == "hero":
            return self.card(target.ref).name
        if target.kind == "batch_card":
            entry = next((e for e in self.state.batch if e.eid == target.ref), None)
            return self.catalog.cards[entry.card_id].name if entry else "a batch entry"
        return str(target)

    # ------------------------------------------------------------------ rolls (rule 5.7)

    def _apply_roll(self, action: RollResults) -> None:
        s = self.state
        outcomes = action.by_seat()
        rolling = set(s.throws)
        if set(outcomes) != rolling:
            raise IllegalAction("5.7.1", f"a roll outcome is needed for exactly the rolling players {sorted(rolling)}")
        for seat, outcome in outcomes.items():
            if outcome.result is not RollResult.OPENED and outcome.cores:
                raise IllegalAction("5.7.2", "only an opened Bakugan can hold BakuCores")
            missing = [c for c in outcome.cores if c not in s.field]
            if missing:
                raise IllegalAction("5.7.2", f"BakuCores {missing} are not on the field")
            del seat
        s.frames.pop()
        taken: set[str] = set()
        opened: list[int] = []
        for seat in self.seats_from(s.starting):
            if seat not in outcomes:
                continue
            outcome = outcomes[seat]
            bid = s.selected[seat]
            bak = s.bakugan[bid]
            if outcome.result is RollResult.OPENED:
                bak.open = True
                bak.face_up = True
                bak.in_brawl = True
                bak.opened_turn = s.turn
                bak.cores = list(outcome.cores)
                bak.rest_cm = list(outcome.rest_cm) if outcome.rest_cm else None
                taken.update(outcome.cores)
                opened.append(bid)
                if outcome.cores:
                    kinds = ", ".join(self.catalog.cores[s.cores[c].core_id].type.value for c in outcome.cores)
                    self.log(f"{self.bname(bid)} opens holding {kinds}", "5.7.2")
                else:
                    self.log(f"{self.bname(bid)} opens without staying on a BakuCore: open, but no bonus", "5.7.2")
            elif outcome.result is RollResult.CLOSED:
                self.log(f"{self.name(seat)}'s Bakugan does not open", "5.7.2")
            elif outcome.result is RollResult.MISROLL:
                self.log(
                    f"{self.name(seat)} mis-rolls ({outcome.reason or 'off the play area'}): no open",
                    outcome.rule or "7.9.1",
                )
            else:
                self.log(
                    f"{self.name(seat)}'s roll is illegal ({outcome.reason or 'illegal roll'}): it counts as missed",
                    outcome.rule or "7.8.2",
                )
        for core in taken:
            s.field.pop(core, None)
        for frame in reversed(s.frames):
            if frame.kind == "resolve" and frame.entry is not None:
                seat = frame.entry.controller
                if seat in outcomes:
                    frame.entry.rerolled_open = outcomes[seat].result is RollResult.OPENED
                break
        for bid in opened:
            bak = s.bakugan[bid]
            self._fire_seat(bak.controller, "you_open")
            self._fire_bakugan(bid, "this_opens")

    # ------------------------------------------------------------------ retract and cores

    def retract(self, bid: int, rule: str = "7.2.5", placer: int | None = None) -> None:
        """Close an open Bakugan; the retracting player (`placer`, by default the Bakugan's
        controller: rules 5.13.2, 5.13.3) places its BakuCores back, in the order they choose
        (rule 4.7.3)."""
        s = self.state
        bak = s.bakugan[bid]
        if not bak.open or s.players[bak.controller].out:
            return  # rule 8.2.4: the Bakugan of a player out of the game stay as they were
        bak.open = False
        bak.in_brawl = False
        bak.rest_cm = None
        returning = bak.cores
        bak.cores = []
        self.log(f"{self.bname(bid)} retracts", rule)
        going_back = [cid for cid in returning if not any(cid in other.cores for other in s.bakugan)]
        if not going_back:
            return  # nothing held, or held too by the other Bakugan that opened on it
        seat = bak.controller if placer is None or s.players[placer].out else placer
        top = self.pending()
        placing = top is not None and top.kind == "decision" and top.decision == "place_core"
        if top is not None and placing and top.seat == seat and top.options:
            top.options.extend(going_back)  # retracting at the same moment: one set to place (5.13.3)
        else:
            self._decision("place_core", seat, options=going_back)

    # ------------------------------------------------------------------ triggers (rule 6.3)

    def _trigger_sources(self, seat: int) -> Iterable[tuple[int, int | None, CardDef]]:
        s = self.state
        for bid in s.players[seat].bakugan:
            bak = s.bakugan[bid]
            if bak.face_up:
                yield (bak.evos[-1] if bak.evos else bak.character), bid, top_card(s, self.catalog, bak)
        for iid in s.players[seat].heroes:
            yield iid, None, self.card(iid)

    def _queue_trigger(
        self,
        seat: int,
        iid: int | None,
        bid: int | None,
        card: CardDef,
        index: int,
        subject: int = -1,
        amount: int = 0,
    ) -> None:
        s = self.state
        if s.players[seat].out:
            return  # rule 8.2.4
        ability = card.abilities[index]
        if ability.condition is not None and not check_condition(
            s, self.catalog, ability.condition, seat, self_bid=bid, dealt=amount
        ):
            return
        s.pending_triggers.append(
            BatchEntry(
                eid=s.next_eid,
                kind="trigger",
                controller=seat,
                card_id=card.id,
                card=iid,
                bakugan=bid,
                ability=index,
                subject=subject,
                x=amount,  # a trigger has no X: it carries the damage dealt (you_deal_damage)
            )
        )
        s.next_eid += 1

    def _fire_seat(
        self, seat: int, event: str, card: CardDef | None = None, subject: int = -1, amount: int = 0
    ) -> None:
        for iid, bid, source in self._trigger_sources(seat):
            for index, ability in enumerate(source.abilities):
                if ability.kind != "trigger" or ability.event != event:
                    continue
                if event == "you_play_card" and card is not None and not self._card_fits(ability, card):
                    continue
                if ability.first and card is not None and not self._first_of_kind(seat, ability):
                    continue
                self._queue_trigger(seat, iid, bid, source, index, subject, amount)

    def _first_of_kind(self, seat: int, ability: Ability) -> bool:
        """The card just played is the first this turn of the kinds the trigger names."""
        kinds = ability.card_type or ("Action", "Flip", "Hero", "Evo")
        return sum(t in kinds for t in self.state.players[seat].played_types) == 1

    @staticmethod
    def _card_fits(ability: Ability, card: CardDef) -> bool:
        """A you_play_card trigger's filters: factions, card types, printed cost."""
        if ability.card_faction and not set(ability.card_faction) & set(card.factions):
            return False
        if ability.card_type and card.type.value not in ability.card_type:
            return False
        return (card.cost or 0) >= ability.min_cost

    def _fire_bakugan(self, bid: int, event: str) -> None:
        s = self.state
        bak = s.bakugan[bid]
        source = top_card(s, self.catalog, bak)
        iid = bak.evos[-1] if bak.evos else bak.character
        for index, ability in enumerate(source.abilities):
            if ability.kind == "trigger" and ability.event == event:
                self._queue_trigger(bak.controller, iid, bid, source, index)

    def _fire_card(self, seat: int, iid: int, bid: int | None, event: str) -> None:
        source = self.card(iid)
        for index, ability in enumerate(source.abilities):
            if ability.kind == "trigger" and ability.event == event:
                self._queue_trigger(seat, iid, bid, source, index)

    def _fire_all(self, event: str) -> None:
        for seat in self.seats_from(self.state.starting):
            self._fire_seat(seat, event)

    def _trigger_ability(self, entry: BatchEntry) -> Ability:
        if entry.kind == "delayed":
            later = self._delayed_effect(entry)
            return Ability(kind="trigger", event=entry.event, optional=later.optional, steps=later.steps)
        return self.catalog.cards[entry.card_id].abilities[entry.ability]

    def _delayed_effect(self, entry: BatchEntry) -> Later:
        card = self.catalog.cards[entry.card_id]
        if entry.ability < 0:
            assert card.play is not None
            steps = card.play.mode_steps(entry.mode)
        else:
            steps = card.abilities[entry.ability].mode_steps(entry.mode)
        effect = steps[entry.origin[0]].effect
        assert isinstance(effect, Later)
        return effect

    def _delayed_steps(self, entry: BatchEntry) -> tuple[Any, ...]:
        return self._delayed_effect(entry).steps

    def _fire_delayed(self, seat: int, event: str, subject: int = -1, bakugan: int | None = None) -> None:
        """Delayed effects of `seat` waiting for this event happen now, once each; `subject`: the
        card that set them off; `bakugan`: only those waiting on that Bakugan."""
        s = self.state
        waiting_now = [
            d
            for d in s.delayed
            if d.controller == seat and d.event == event and (bakugan is None or d.bakugan == bakugan)
        ]
        for waiting in waiting_now:
            waiting.subject = subject
            s.delayed.remove(waiting)
            if s.players[seat].out:
                continue
            waiting.eid = s.next_eid
            s.next_eid += 1
            s.pending_triggers.append(waiting)

    def _place_triggers(self) -> bool:
        """Put pending triggers on the batch: starting player first, then clockwise (rule 6.3.3).
        Returns True when a player must choose (order, selection, or an optional trigger)."""
        s = self.state
        for seat in self.seats_from(s.starting):
            mine = [t for t in s.pending_triggers if t.controller == seat]
            if not mine:
                continue
            if len(mine) == 1:
                ability = self._trigger_ability(mine[0])
                if not ability.optional and ability.select is None and not ability.modes:
                    s.pending_triggers.remove(mine[0])
                    s.batch.append(mine[0])
                    self.log(f"{self.catalog.cards[mine[0].card_id].name}'s ability triggers", "6.3.2")
                    continue
                if ability.select is not None and not self._targets(seat, ability.select, mine[0].bakugan):
                    s.pending_triggers.remove(mine[0])
                    self.log(f"{self.catalog.cards[mine[0].card_id].name}'s ability has nothing to select", "1.13.1")
                    continue
            self._decision("trigger", seat)
            return True
        s.pending_triggers = [t for t in s.pending_triggers if not s.players[t.controller].out]
        return False

    def _trigger_options(self, seat: int) -> list[Action]:
        s = self.state
        out: list[Action] = []
        for entry in s.pending_triggers:
            if entry.controller != seat:
                continue
            ability = self._trigger_ability(entry)
            choices = (
                self._mode_targets(seat, ability.modes, ability.select, ability.battle_mastery, entry.bakugan)
                if ability.modes
                else [(0, t) for t in self._targets(seat, ability.select, entry.bakugan)]
            )
            for mode, target in choices:
                out.append(ChooseCard(seat=seat, card=entry.eid, target=target, mode=mode))
            if ability.optional or not choices:
                out.append(ChooseCard(seat=seat, card=entry.eid, target=Target("skip", 0)))
        return out

    # ------------------------------------------------------------------ resolving (rule 6.7)

    def _continue_resolve(self, frame: Frame) -> None:
        from game.rules.effect_ctx import EngineContext

        s = self.state
        entry = frame.entry
        assert entry is not None
        card = self.catalog.cards[entry.card_id]
        if s.players[entry.controller].out:
            self.log(f"{card.name} does nothing: {self.name(entry.controller)} is out of the game", "8.2.4")
            if entry.kind == "card" and entry.card is not None and card.type in (CardType.EVO, CardType.HERO):
                s.players[s.cards[entry.card].owner].discard.append(entry.card)
            entry.destination = "discard"
            self._finish_resolve(frame)
            return
        if frame.next_step == 0 and not frame.skip:
            if entry.kind == "card" and card.type is CardType.EVO:
                self._resolve_evo(entry, card)
                self._finish_resolve(frame)
                return
            if entry.kind == "card" and card.type is CardType.HERO:
                assert entry.card is not None
                s.players[entry.controller].heroes.append(entry.card)
                self.log(f"{card.name} enters play for {self.name(entry.controller)}", "3.4.2")
                if any(a.kind == "static" for a in card.abilities):
                    self.lock_card_out_of_damage(entry.controller, entry.card, None)
                self._fire_card(entry.controller, entry.card, None, "enters")
                self._finish_resolve(frame)
                return
            self.log(
                f"{card.name} completes" if entry.kind in ("card", "copy") else f"{card.name}'s ability completes",
                "6.7.1",
            )
            self._recheck_selection(entry, card)
        steps = self._entry_steps(entry, card)
        ctx = EngineContext(self, entry)
        if entry.kind in ("ability", "trigger"):
            ability = self._trigger_ability(entry)
            if ability.condition is not None and not ctx.check(ability.condition):  # rules 6.3.5, 6.4.4
                self.log(f"{card.name}'s ability does nothing: its condition no longer holds", "6.3.5")
                self._finish_resolve(frame)
                return
        if frame.next_step == 0 and not frame.skip:
            frame.skip = [-1]
            for i, step in enumerate(steps):
                if step.instead and i > 0 and step.condition is not None and ctx.check(step.condition):
                    frame.skip.append(i - 1)
        depth = len(s.frames)
        while frame.next_step < len(steps):
            i = frame.next_step
            frame.next_step += 1
            step = steps[i]
            if i in frame.skip:
                continue
            if step.condition is not None and not ctx.check(step.condition):
                continue
            ctx.step_index = i
            step.effect.resolve(ctx)
            if s.step is Step.OVER:
                return
            if len(s.frames) > depth:
                return  # a decision or damage must happen before the next instruction
        self._finish_resolve(frame)

    def _recheck_selection(self, entry: BatchEntry, card: CardDef) -> None:
        """Rules 1.13.1, 6.7.1: on completion the selection must still be legal; if it is not, the
        parts that use it do nothing and the rest of the card completes. Checked once, now."""
        if entry.target is None or entry.kind == "copy":
            return
        select = card.play.select if entry.kind == "card" and card.play else None
        if entry.kind in ("ability", "trigger"):
            select = self._trigger_ability(entry).select
        if select is None:
            return
        chosen = Target(str(entry.target[0]), int(entry.target[1]))
        if chosen not in self._targets(entry.controller, select, self_bid=entry.bakugan):
            entry.selection_lost = True
            self.log(f"{card.name}'s selection is no longer legal: what uses it does nothing", "1.13.1")
        select2 = card.play.select2 if entry.kind == "card" and card.play else None
        if select2 is not None and entry.target2 is not None:
            second = Target(str(entry.target2[0]), int(entry.target2[1]))
            if second not in self._targets(entry.controller, select2):
                entry.selection2_lost = True
                self.log(f"{card.name}'s second selection is no longer legal: what uses it does nothing", "1.13.1")

    def _entry_steps(self, entry: BatchEntry, card: CardDef) -> tuple[Any, ...]:
        if entry.kind in ("card", "copy"):
            return card.play.mode_steps(entry.mode) if card.play else ()
        if entry.kind == "delayed":
            return self._delayed_steps(entry)
        return self._trigger_ability(entry).mode_steps(entry.mode)

    def _resolve_evo(self, entry: BatchEntry, card: CardDef) -> None:
        s = self.state
        assert entry.card is not None and entry.target is not None
        bid = int(entry.target[1])
        bak = s.bakugan[bid]
        owner = s.players[s.cards[entry.card].owner]
        if bak.controller != entry.controller:
            owner.discard.append(entry.card)
            self.log(f"{card.name} has no Bakugan to evolve and is discarded", "1.13.1")
            return
        if not bak.face_up:
            bak.face_up = True
            self.log(f"{self.bname(bid)}'s Character card is turned face up first", "3.3.2")
        bak.evos.append(entry.card)
        s.evos_this_turn.append(entry.card)
        self.log(f"{self.name(entry.controller)}'s {self.card(bak.character).name} evolves into {card.name}", "3.3.2")
        self.lock_card_out_of_damage(entry.controller, entry.card, bid)
        self._fire_card(entry.controller, entry.card, bid, "enters")

    def _finish_resolve(self, frame: Frame) -> None:
        s = self.state
        entry = frame.entry
        assert entry is not None
        _drop_frame(s.frames, frame)
        if entry.kind == "card" and entry.card is not None:
            card = self.catalog.cards[entry.card_id]
            if card.type in (CardType.ACTION, CardType.FLIP):
                owner = s.players[s.cards[entry.card].owner]
                where = entry.destination
                if where == "hand":
                    owner.hand.append(entry.card)
                elif where == "energy":
                    owner.charged.append(entry.card)
                elif where == "energy_uncharged":
                    owner.uncharged.append(entry.card)
                elif where == "deck_bottom":
                    owner.deck.insert(0, entry.card)
                else:
                    owner.discard.append(entry.card)  # rules 3.5.2, 4.5.1
        below = s.frames[-1] if s.frames else None
        if below is not None and below.kind == "priority":
            below.holder = s.starting if not s.players[s.starting].out else self.seats_from(s.starting)[0]
            below.passes = 0  # rule 1.14.2: after completion priority returns to the starting player

    # ------------------------------------------------------------------ damage (rules 1.16, 5.11)

    def current_damage(self) -> DamageRun | None:
        for frame in reversed(self.state.frames):
            if frame.kind == "damage":
                return frame.damage
        return None

    def answers_flip_on_damage(self, seat: int, bid: int | None = None) -> bool:
        """Would a change by `seat` (to Bakugan `bid`; None: to any) now be an opposing answer to a
        Flip card that modifies the Victor's damage being dealt (rule 5.11.2)?"""
        run = self.current_damage()
        if run is None or not run.brawl or seat == run.target:
            return False
        s = self.state
        return bid is None or bid == run.origin_bid or (s.team_attack and s.bakugan[bid].controller == run.attacker)

    def keep_evo_for_damage(self, seat: int, iid: int, bid: int) -> None:
        """An Evo an opposing answer to a Flip card takes off a Bakugan dealing the damage still
        counts for that damage this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(seat, bid):
            self.state.damage_kept_evos.append([iid, bid])
            self.log(f"Losing {self.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def keep_hero_for_damage(self, seat: int, iid: int, holder: int) -> None:
        """A Hero an opposing answer to a Flip card takes out of play keeps its part in the damage
        being dealt this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(seat):
            self.state.damage_kept_heroes.append([iid, holder])
            self.log(f"Losing {self.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def lock_card_out_of_damage(self, seat: int, iid: int, bid: int | None) -> None:
        """An Evo or Hero entering play as an opposing answer to a Flip card (rule 5.11.2)."""
        if self.answers_flip_on_damage(seat, bid):
            self.state.no_damage_cards.append(iid)
            self.log(f"{self.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def _current_frost(self) -> int:
        run = self.current_damage()
        return run.frost if run is not None else 0

    def begin_attack(self, attacker: int, runs: list[DamageRun]) -> None:
        """A new attack: a "next attack this turn" bonus whose condition holds goes to it, once a turn."""
        player = self.state.players[attacker]
        if player.next_attack_used:
            return
        bonus = next_attack_bonus(self.state, self.catalog, attacker)
        if bonus:
            player.next_attack_used = True
            for run in runs:
                run.once_bonus = bonus
            self.log(f"{player.name}'s attack gets {bonus:+d} Damage Rating, once this turn", "1.16.1")

    def damage_total(self, run: DamageRun) -> int:
        bonus = attack_bonus(self.state, self.catalog, run.attacker, for_damage=run.brawl) + run.once_bonus
        if run.fixed is not None:
            return max(0, run.fixed + bonus)
        s = self.state
        assert run.origin_bid is not None
        st = stats(s, self.catalog, run.origin_bid, for_damage=True)
        amount = max(0, st.damage + bonus)
        if s.team_attack and run.brawl:  # rule 5.12.2: negatives of the others do not subtract
            for bid in s.players[run.attacker].bakugan:
                if bid != run.origin_bid:
                    amount += stats(s, self.catalog, bid, for_damage=True).damage
        if "DoubleStrike" in st.keywords:
            amount *= 2  # rule 7.3.1
        return amount

    def _continue_damage(self, frame: Frame) -> None:
        s = self.state
        run = frame.damage
        assert run is not None
        target = s.players[run.target]
        if run.total is None:
            run.total = self.damage_total(run)
        total = run.total
        gone = target.out or s.players[run.attacker].out  # rule 8.2.4: no damage to or from a player out
        if run.stopped or gone or run.dealt >= total:
            s.frames.remove(frame)
            for seat in self.seats_from(s.starting):
                self._fire_delayed(seat, "after_damage")
            if not run.stopped and not gone:
                self.log(f"{target.name} takes {run.dealt} damage", "5.11.1" if run.brawl else "1.16.2")
            if run.dealt and not gone:
                self._fire_seat(run.attacker, "you_deal_damage", amount=run.dealt)
            return
        if not target.deck:
            rule = "1.5.1" if s.seats == 2 else "8.2.4"
            self.log(f"{target.name} would be dealt damage with no cards left in their deck", rule)
            self._eliminate(run.target, "dealt damage with an empty deck")
            _drop_frame(s.frames, frame)
            return
        if run.dealt == 0:
            self._fire_seat(run.target, "you_take_damage")
        iid = target.deck.pop()
        run.dealt += 1
        card = self.card(iid)
        if run.to_hand:
            target.hand.append(iid)
            return
        target.discard.append(iid)  # rule 1.16.2: one card at a time
        if card.type is CardType.FLIP and self._play_options(run.target, iid, flip_frost=run.frost):
            self.log(f"{target.name} flips {card.name}, a Flip card, and may play it", "3.6.1")
            self._decision("flip", run.target, card=iid)
            run.total = None  # cards played now may change the damage

    def _eliminate(self, seat: int, reason: str) -> None:
        s = self.state
        player = s.players[seat]
        player.out = True
        player.out_reason = reason
        left = active_seats(s)
        if len(left) == 1:
            s.winner = left[0]
            self.log(
                f"{self.name(left[0])} wins the game ({player.name} {reason})", "1.5.1" if s.seats == 2 else "8.2.4"
            )
            s.step = Step.OVER
            for frame in s.frames:  # a card still completing ends in its owner's discard pile
                entry = frame.entry
                if frame.kind == "resolve" and entry is not None and entry.kind == "card" and entry.card is not None:
                    s.players[s.cards[entry.card].owner].discard.append(entry.card)
            s.frames = []
        else:
            if s.seats > 2:
                self.log(f"{player.name} is eliminated ({reason}) and takes no further part; the game goes on", "8.2.4")
            self._drop_frames_of(seat)

    # ------------------------------------------------------------------ views (hidden information)

    def view(self, seat: int) -> dict[str, Any]:
        """What `seat` may see: own hand, public zones, counts of hidden ones (design.md)."""
        return {key: self.view_part(seat, key) for key in VIEW_KEYS}

    def view_part(self, seat: int, key: str) -> Any:
        """One entry of view(seat), built alone (agents read a few parts of the view, not all)."""
        s = self.state
        if key == "players":
            return self._view_players(seat)
        if key == "bakugan":
            return self._view_bakugan(seat)
        if key == "field":
            return self._view_field(seat)
        if key == "batch":
            return [{"eid": e.eid, "card": e.card_id, "controller": e.controller, "kind": e.kind} for e in s.batch]
        if key == "decision":
            top = self.pending()
            return top.decision if top is not None and top.kind == "decision" else (top.kind if top else None)
        if key == "seat":
            return seat
        if key == "known_cards":  # hidden cards this seat was shown this turn
            return {i: s.cards[i].card_id for i in [*s.revealed, *s.players[seat].seen]}
        if key == "to_act":
            return self.to_act()
        if key == "turn":
            return s.turn
        if key == "step":
            return STEP_VALUE[s.step]
        if key == "starting":
            return s.starting
        if key == "phase":
            return PHASE_OF[s.step]
        if key == "step_rule":
            return STEP_RULE[s.step]
        if key == "winner":
            return s.winner
        raise KeyError(key)

    def _view_players(self, seat: int) -> list[dict[str, Any]]:
        s = self.state
        ids = card_ids(s, self.catalog)
        players = []
        for p in s.players:
            mine = p.seat == seat
            players.append(
                {
                    "seat": p.seat,
                    "name": p.name,
                    "out": p.out,
                    "hand": [ids[i] for i in p.hand] if mine else None,
                    "hand_iids": list(p.hand) if mine else None,
                    "hand_count": len(p.hand),
                    "deck_count": len(p.deck),
                    "discard": [ids[i] for i in p.discard],
                    "charged": len(p.charged),
                    "uncharged": len(p.uncharged),
                    "pool": p.pool,
                    "heroes": [ids[i] for i in p.heroes],
                }
            )
        return players

    def _view_bakugan(self, seat: int) -> list[dict[str, Any]]:
        with self._reading(with_stats=True) as memo:  # the part is kept while the board is the same
            part = memo.views.get(seat)
            if part is None:
                part = memo.views[seat] = self._view_bakugan_now(seat)
            return list(part)

    def _view_bakugan_now(self, seat: int) -> list[dict[str, Any]]:
        s = self.state
        cards = s.cards
        bakugan = []
        for b in s.bakugan:
            entry: dict[str, Any] = {
                "bid": b.bid,
                "owner": b.owner,
                "controller": b.controller,
                "open": b.open,
                "face_up": b.face_up,
                "in_brawl": b.in_brawl,
                "character": cards[b.character].card_id if b.face_up or b.owner == seat else None,
                "evos": [cards[i].card_id for i in b.evos],
                "cores": [s.cores[c].core_id for c in b.cores],
            }
            if b.face_up:  # item by item: dict.update with keywords is a slow generic call from compiled code
                st = stats(s, self.catalog, b.bid)
                entry["bp"] = st.bp
                entry["dr"] = st.dr
                entry["frost"] = st.frost
                entry["keywords"] = sorted(st.keywords)
            bakugan.append(entry)
        return bakugan

    def _view_field(self, seat: int) -> dict[str, Any]:
        s = self.state
        cores = self.catalog.cores
        field = {}
        for cid, cell in s.field.items():
            core = s.cores[cid]
            field[cid] = {
                "cell": list(cell),
                "type": cores[core.core_id].type_value,
                "core": core.core_id if core.owner == seat or cid in s.face_up_cores else None,
            }
        return field


def _drop_frame(frames: list[Frame], frame: Frame) -> None:
    """Take this very frame off the stack, if it is there (by identity: `in` and `remove` would
    compare every frame below it field by field, in the dataclass's interpreted __eq__)."""
    for index, listed in enumerate(frames):
        if listed is frame:
            del frames[index]
            return


STEP_VALUE: Final[dict[Step, str]] = {step: step.value for step in Step}
# what the turn does next in each step (Step.OVER never advances)
_STEP_METHODS: Final[dict[Step, Callable[[Game], None]]] = {
    step: getattr(Game, f"_step_{step.value}") for step in Step if step is not Step.OVER
}


def satisfied(game: Game, condition: Condition, seat: int) -> bool:
    return check_condition(game.state, game.catalog, condition, seat)

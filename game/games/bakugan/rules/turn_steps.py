"""Setup and the steps of the turn (sections 1.4 and 5), the choices cards offer while they
complete, settling after each action, and winning by a card's condition.

Part of `Game` (game/games/bakugan/rules/engine.py): the parts form one chain of classes, each module one
concern; a part calls only methods of its own part or of the parts below it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final, assert_never

from game.games.bakugan.rules.card_facts import card_facts
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_zones import WAITING, held_by
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.decisions import place_core
from game.games.bakugan.rules.frames import ChanceFrame, DamageFrame, DecisionFrame, PriorityFrame, ResolveFrame
from game.games.bakugan.rules.game_base import (
    HAND_LIMIT,
    MAX_ROLLS_PER_TURN,
    OPENING_HAND,
)
from game.games.bakugan.rules.memo import reading
from game.games.bakugan.rules.refusals import Refusals
from game.games.bakugan.rules.state import (
    DamageRun,
    FlipAnswers,
    Step,
    TurnState,
)
from game.games.bakugan.rules.stats import (
    check_condition,
    extra_draws,
    held_core_codes,
    static_sources,
    top_card,
)


class TurnSteps(Refusals):
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
            s.this_turn.selected = {}
            s.queue = self.seats_from(s.starting)
            s.stage = 1
        if s.stage == 1:
            while s.queue:
                seat = s.queue.pop(0)
                if any(not s.bakugan[b].open for b in s.players[seat].bakugan):
                    self._decision("select", seat)
                    return
                self.log(f"{self.name(seat)} has no unopened Bakugan to roll", "5.6.1")
            if not s.this_turn.selected:
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
            s.this_turn.throws = {}
            s.queue = [seat for seat in self.seats_from(s.starting) if seat in s.this_turn.selected]
            s.stage = 1
        if s.stage == 1:
            if s.queue:
                self._decision("throw", s.queue.pop(0))
                return
            s.stage = 2
            s.reroll_offered = []
            self._push(ChanceFrame())
            return
        if s.stage == 2:
            for seat in self.seats_from(s.starting):
                bid = s.this_turn.selected.get(seat)
                if bid is None or s.bakugan[bid].open or bid in s.reroll_offered:
                    continue
                kind = self._reroll_ability(bid)
                if not kind or (kind == "once" and bid in s.this_turn.rerolls_used):
                    continue
                s.reroll_offered.append(bid)
                self.offer_reroll(seat, bid, optional=True)
                return
            s.stage = 3
        for bak in s.bakugan:  # a loop, not any(): no generator at every roll
            if bak.in_brawl:
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

    def offer_energize_pick(self, picker: int, owner: int, count: int, optional: bool, charged: bool) -> None:
        """`picker` Energizes cards from `owner`'s hand, one at a time (count 0: any number)."""
        self._decision("energize_pick", picker, options=[owner, int(charged)], count=count, optional=optional)

    def _start_reroll(self, seat: int, bid: int, throw: Any) -> None:
        s = self.state
        s.this_turn.throws = {seat: throw}
        s.this_turn.selected[seat] = bid
        if s.step is Step.ROLL:
            s.this_turn.rerolls_used.append(bid)
            if bid in s.reroll_offered:  # a new roll: if it misses too, "any time you miss" applies again
                s.reroll_offered.remove(bid)
        self.log(f"{self.name(seat)} rerolls their Bakugan", "5.7.1")
        self._push(ChanceFrame())
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
            s.this_turn.victor = None
            return
        order = self.seats_from(s.starting)

        by_dr = s.this_turn.victor_by == "dr"  # a card changed what decides the Victor this turn

        power: dict[int, int] = {}
        for bid in brawlers:
            st = self.stats(bid)
            power[bid] = st.dr if by_dr else st.bp

        def key(bid: int) -> tuple[int, int]:
            seat = s.bakugan[bid].controller
            return (power[bid], -order.index(seat) if seat in order else -99)

        victor = max(brawlers, key=key)
        s.this_turn.victor = victor
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
        s.this_turn.team_attack = all(s.bakugan[b].open for b in s.players[seat].bakugan)
        if s.this_turn.team_attack:
            self.log(f"All of {self.name(seat)}'s Bakugan are open: Team Attack", "5.12.1")
        self._fire_bakugan(victor, "victor")
        self._fire_seat(seat, "your_victor")  # "Victor -" on a Hero: one of your Bakugan won
        self._fire_all("any_victor")  # a Hero's trigger on any player's Victor
        self._fire_delayed(seat, "rolled_is_victor", bakugan=victor)

    def _step_damage(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            self._push_priority()  # rule 5.11.3: after the damage, players may play cards
            if s.this_turn.victor is None or not s.bakugan[s.this_turn.victor].open:
                if s.this_turn.victor is not None:
                    self.log(f"{self.bname(s.this_turn.victor)} is no longer open and deals no damage", "5.11.1")
                return
            attacker = s.bakugan[s.this_turn.victor].controller
            if s.players[attacker].out:
                self.log(f"{self.name(attacker)} is out of the game; their Victor deals no damage", "8.2.4")
                return
            targets = [seat for seat in self.seats_from(attacker) if seat != attacker]
            origin = s.bakugan[s.this_turn.victor]
            st = self.stats(s.this_turn.victor)
            for target in reversed(targets):  # rule 8.2.3: the Victor damages every other player
                self._push(
                    DamageFrame(
                        DamageRun(
                            target=target,
                            attacker=attacker,
                            origin_bid=s.this_turn.victor,
                            origin_factions=list(st.factions),
                            origin_holding=sorted(held_core_codes(s, self.catalog, origin)),
                            frost=st.frost,
                            brawl=True,
                        ),
                    )
                )
            runs = [f.damage for f in s.frames if isinstance(f, DamageFrame) and f.damage.brawl]
            self.begin_attack(attacker, [r for r in runs if r.dealt == 0 and r.attacker == attacker])
            self._fire_seat(attacker, "you_attack")  # it waits for priority after the damage (5.11.2)
            return
        self._enter(Step.RETRACT)

    def _step_retract(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            victor = s.this_turn.victor
            victor_seat = s.bakugan[victor].controller if victor is not None else None
            for bak in s.bakugan:
                if not bak.in_brawl:
                    continue
                bak.in_brawl = False  # rule 5.13.1
                if bak.bid != victor and bak.open:
                    self.retract(bak.bid, "5.13.2")
            if s.this_turn.team_attack and victor_seat is not None:
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
            for iid in [i for i in player.uncharged if i not in s.this_turn.held_uncharged]:
                self.move_card(iid, ("uncharged", player.seat), ("charged", player.seat), cause="charge", rule="5.16.1")
        kept = ", except those a card keeps uncharged this turn" if s.this_turn.held_uncharged else ""
        self.log("All Energy cards are charged" + kept, "5.16.1")
        s.this_turn.held_uncharged = []
        self._enter(Step.RESET)

    def _step_reset(self) -> None:
        s = self.state
        if s.stage == 0:
            s.stage = 1
            before = len(s.modifiers)
            s.modifiers = [m for m in s.modifiers if m.lasting]
            s.this_turn.flip_answers = FlipAnswers()  # rule 5.11.2 holds for this turn's damage only
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
        s.this_turn = TurnState()  # what lasted the turn ends with it, delayed effects included (5.17)
        s.turn += 1
        self._enter(Step.DRAW)

    def _settle(self) -> None:
        """Run forward until someone must decide; the game is then at rest (a new version)."""
        self._changing += 1
        try:
            self._settle_now()
        finally:
            self._changing -= 1
            self.version += 1
        # only a game with a card that can win has any to look for (asked after every action)
        if self.state.step is not Step.OVER and card_facts(self.state, self.catalog).wins:
            self._card_wins()

    def _settle_now(self) -> None:
        s = self.state
        guard = 0
        while s.step is not Step.OVER:
            guard += 1
            if guard > 100_000:
                raise RuntimeError("the engine did not come to rest; this is a bug")
            if s.this_turn.ending_turn and not any(isinstance(f, ResolveFrame) for f in s.frames):
                self._end_turn_now()
                continue
            if not s.frames:
                if s.pending_triggers:
                    self._push_priority()
                    continue
                self._advance()
                continue
            top = s.frames[-1]
            if isinstance(top, (DecisionFrame, ChanceFrame)):
                return
            if isinstance(top, PriorityFrame):
                if s.pending_triggers and self._place_triggers():
                    return
                if s.pending_triggers or s.frames[-1] is not top:  # more to place, or one completing at once
                    continue
                return
            if isinstance(top, ResolveFrame):
                self._continue_resolve(top)
                continue
            if isinstance(top, DamageFrame):
                self._continue_damage(top)
                continue
            assert_never(top)

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

    def _end_turn_now(self) -> None:
        """A card ended the turn (its own words, rule 1.3.1): what is in the batch does nothing and
        goes to the discard pile (as negated cards do, 6.10.2), damage not yet dealt is not dealt,
        the brawl is over, and the turn goes straight to its Reset step: Energy cards stay as they
        are (no Charge step). BakuCores being placed back are still placed."""
        s = self.state
        s.this_turn.ending_turn = False
        waiting = [e for e in s.batch] + [f.entry for f in s.frames if isinstance(f, ResolveFrame)]
        for entry in waiting:
            if entry.kind == "card" and entry.card is not None:
                self.move_card(entry.card, BATCH, ("discard", s.cards[entry.card].owner), cause="turn_ends")
        s.batch = []
        s.pending_triggers = []
        s.this_turn.delayed = []
        s.frames = [f for f in s.frames if isinstance(f, DecisionFrame) and kind_of(f.decision).cores_in_transit(f)]
        for bak in s.bakugan:
            bak.in_brawl = False
        self.log("The rest of the turn is skipped; Energy cards do not recharge", "1.3.1")
        self._enter(Step.RESET)

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
        returning = list(bak.cores)
        for cid in returning:
            self.move_core(cid, held_by(bid), WAITING, cause="retract", rule=rule)
        self.log(f"{self.bname(bid)} retracts", rule)
        going_back = [cid for cid in returning if not any(cid in other.cores for other in s.bakugan)]
        if not going_back:
            return  # nothing held, or held too by the other Bakugan that opened on it
        seat = bak.controller if placer is None or s.players[placer].out else placer
        place_core.place_back(self.as_game(), seat, going_back)


# what the turn does next in each step (Step.OVER never advances)
_STEP_METHODS: Final[dict[Step, Callable[[TurnSteps], None]]] = {
    step: getattr(TurnSteps, f"_step_{step.value}") for step in Step if step is not Step.OVER
}

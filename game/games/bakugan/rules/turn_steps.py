"""Setup and the steps of the turn (sections 1.4 and 5), a Reroll starting, a card ending the turn,
and winning by a card's condition.

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it runs; it fires triggers
and completes batch entries (triggers.py) and deals damage (damage.py)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

from game.games.bakugan.rules.card_facts import card_facts
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_moves import retract
from game.games.bakugan.rules.damage import Damage
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import (
    ChanceFrame,
    DamageFrame,
    DamageRun,
    DecisionFrame,
    ResolveFrame,
)
from game.games.bakugan.rules.offers import offer_reroll
from game.games.bakugan.rules.state import FlipAnswers, Step, TurnState
from game.games.bakugan.rules.stats import (
    check_condition,
    extra_draws,
    held_core_codes,
    static_sources,
    top_card,
)
from game.games.bakugan.rules.triggers import Triggers

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game

HAND_LIMIT: Final = 7  # rule 4.3.2
OPENING_HAND: Final = 5  # rule 1.4.4
MAX_ROLLS_PER_TURN: Final = 60  # a guard against a roll model that never opens; not a rule


class TurnSteps:
    """Setup and the turn's steps, each run again whenever the stack is empty until it moves the
    turn on (`advance`, the game's `idle`)."""

    __slots__ = ("damage", "triggers")

    def __init__(self, triggers: Triggers, damage: Damage) -> None:
        self.triggers = triggers
        self.damage = damage

    def begin_setup(self, game: Game) -> None:
        s = game.state
        toss = random.Random(f"{s.seed}:toss")
        if s.seats == 2:
            caller = toss.randrange(2)
            call, side = toss.choice(["heads", "tails"]), toss.choice(["heads", "tails"])
            first = caller if call == side else 1 - caller
            game.log(
                f"{game.name(1 - caller)} flips a BakuCore, {game.name(caller)} calls {call}, it lands {side}: "
                f"{game.name(first)} wins the toss and places the first BakuCore",
                "7.5.1",
            )
        else:
            first = toss.randrange(s.seats)
            game.log(f"{game.name(first)} wins the BakuCore toss and places the first BakuCore", "7.5.1")
        s.setup_order = [(first + k) % s.seats for _ in range(6) for k in range(s.seats)]
        s.starting = first
        s.step = Step.SETUP

    def _step_setup(self, game: Game) -> None:
        s = game.state
        while s.setup_order:
            seat = s.setup_order.pop(0)
            if s.players[seat].out:
                continue  # rule 8.2.4: a player who has left places no more BakuCores
            game.push_decision("place_core", seat)
            return
        last = game.seats_from(s.starting)[-1]  # the final core went round clockwise from the first placer
        playing = [p for p in s.players if not p.out]
        for player in playing:
            game.rng().shuffle(player.deck)
        game.log("Each player shuffles their deck and draws five cards", "1.4.4")
        for player in playing:
            game.draw(player.seat, OPENING_HAND)
        s.starting = last
        game.log(f"{game.name(last)} placed the final BakuCore and starts turn 1", "1.14.1")
        s.turn = 1
        self._enter(game, Step.DRAW)

    def _enter(self, game: Game, step: Step) -> None:
        s = game.state
        s.step = step
        s.stage = 0
        s.queue = []

    def advance(self, game: Game) -> None:
        """The step the turn is in goes on from its stage (nothing is pending)."""
        _STEP_METHODS[game.state.step](self, game)

    def _step_draw(self, game: Game) -> None:
        s = game.state
        if s.last_victor_seat is not None and not s.players[s.last_victor_seat].out:
            if s.starting != s.last_victor_seat:
                game.log(
                    f"{game.name(s.last_victor_seat)} won the most recent brawl and is the starting player", "1.14.1"
                )
            s.starting = s.last_victor_seat
        elif s.players[s.starting].out:
            s.starting = game.seats_from(s.starting)[0]
        game.log(f"Turn {s.turn} begins; {game.name(s.starting)} is the starting player", "5.2.2")
        more = extra_draws(s, game.catalog)
        for seat in game.seats_from(s.starting):
            game.draw(seat, 1 + more)
        game.log("Each player draws a card" + (f", and {more} more from a card in play" if more else ""), "5.3.1")
        self._enter(game, Step.ENERGIZE)

    def _step_energize(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.queue = game.seats_from(s.starting)
            s.stage = 1
        while s.queue:
            seat = s.queue.pop(0)
            if s.players[seat].hand:
                game.push_decision("energize", seat)
                return
        self._enter(game, Step.SELECTION)

    def _step_selection(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.this_turn.selected = {}
            s.queue = game.seats_from(s.starting)
            s.stage = 1
        if s.stage == 1:
            while s.queue:
                seat = s.queue.pop(0)
                if any(not s.bakugan[b].open for b in s.players[seat].bakugan):
                    game.push_decision("select", seat)
                    return
                game.log(f"{game.name(seat)} has no unopened Bakugan to roll", "5.6.1")
            if not s.this_turn.selected:
                game.log("No player can roll a Bakugan this turn; the turn moves to the End Phase", "5.6.1")
                self._enter(game, Step.PLAY)
                return
            s.stage = 2
            game.push_priority()  # rule 5.6.2: cards may be played before the Roll Step
            return
        s.rolls_this_turn = 0
        self._enter(game, Step.ROLL)

    def _step_roll(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.this_turn.throws = {}
            s.queue = [seat for seat in game.seats_from(s.starting) if seat in s.this_turn.selected]
            s.stage = 1
        if s.stage == 1:
            if s.queue:
                game.push_decision("throw", s.queue.pop(0))
                return
            s.stage = 2
            s.reroll_offered = []
            game.push(ChanceFrame())
            return
        if s.stage == 2:
            for seat in game.seats_from(s.starting):
                bid = s.this_turn.selected.get(seat)
                if bid is None or s.bakugan[bid].open or bid in s.reroll_offered:
                    continue
                kind = self._reroll_ability(game, bid)
                if not kind or (kind == "once" and bid in s.this_turn.rerolls_used):
                    continue
                s.reroll_offered.append(bid)
                offer_reroll(game, seat, bid, optional=True)
                return
            s.stage = 3
        for bak in s.bakugan:  # a loop, not any(): no generator at every roll
            if bak.in_brawl:
                self._enter(game, Step.POWER)
                return
        s.rolls_this_turn += 1
        if s.rolls_this_turn >= MAX_ROLLS_PER_TURN:
            game.log(
                f"No Bakugan opened in {MAX_ROLLS_PER_TURN} rolls; the brawl is abandoned this turn (engine guard)"
            )
            self._enter(game, Step.PLAY)
            return
        game.log("No Bakugan opened: the Roll Step starts over", "5.7.2")
        s.stage = 0

    def _reroll_ability(self, game: Game, bid: int) -> str:
        """'once' or 'always' if this Bakugan's card lets it Reroll after a miss, else ''."""
        card = top_card(game.state, game.catalog, game.state.bakugan[bid])
        kinds = [a.reroll_on_miss for a in card.abilities if a.kind == "static" and a.reroll_on_miss]
        return "always" if "always" in kinds else (kinds[0] if kinds else "")

    def start_reroll(self, game: Game, seat: int, bid: int, throw: Any) -> None:
        s = game.state
        s.this_turn.throws = {seat: throw}
        s.this_turn.selected[seat] = bid
        if s.step is Step.ROLL:
            s.this_turn.rerolls_used.append(bid)
            if bid in s.reroll_offered:  # a new roll: if it misses too, "any time you miss" applies again
                s.reroll_offered.remove(bid)
        game.log(f"{game.name(seat)} rerolls their Bakugan", "5.7.1")
        game.push(ChanceFrame())
        if s.bakugan[bid].open:
            retract(game, bid, "7.2.5")  # its BakuCores go back before the new roll

    def _step_power(self, game: Game) -> None:
        if game.state.stage == 0:
            game.state.stage = 1
            game.push_priority()
            return
        self._enter(game, Step.VICTOR)

    def _step_victor(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.stage = 1
            self._declare_victor(game)
            game.push_priority()
            return
        self._enter(game, Step.DAMAGE)

    def _declare_victor(self, game: Game) -> None:
        s = game.state
        brawlers = [b.bid for b in s.bakugan if b.in_brawl and b.open and not s.players[b.controller].out]
        if not brawlers:
            game.log("No Bakugan is left in the brawl, so there is no Victor", "5.10.1")
            s.this_turn.victor = None
            return
        order = game.seats_from(s.starting)

        by_dr = s.this_turn.victor_by == "dr"  # a card changed what decides the Victor this turn

        power: dict[int, int] = {}
        for bid in brawlers:
            st = game.stats(bid)
            power[bid] = st.dr if by_dr else st.bp

        def key(bid: int) -> tuple[int, int]:
            seat = s.bakugan[bid].controller
            return (power[bid], -order.index(seat) if seat in order else -99)

        victor = max(brawlers, key=key)
        s.this_turn.victor = victor
        best = power[victor]
        tied = [b for b in brawlers if power[b] == best]
        rule = "5.10.1"
        text = f"{game.bname(victor)} is the Victor with {best} {'Damage Rating' if by_dr else 'B-Power'}"
        if len(tied) > 1:
            rule = "8.2.2"
            text += (
                f" (a tie at {best}: the starting player, or the player nearest them clockwise, "
                "wins ties; this project applies 8.2.2 to two-player games too)"
            )
        game.log(text, rule)
        seat = s.bakugan[victor].controller
        s.last_victor_seat = seat
        s.this_turn.team_attack = all(s.bakugan[b].open for b in s.players[seat].bakugan)
        if s.this_turn.team_attack:
            game.log(f"All of {game.name(seat)}'s Bakugan are open: Team Attack", "5.12.1")
        self.triggers.fire_bakugan(game, victor, "victor")
        self.triggers.fire_seat(game, seat, "your_victor")  # "Victor -" on a Hero: one of your Bakugan won
        self.triggers.fire_all(game, "any_victor")  # a Hero's trigger on any player's Victor
        self.triggers.fire_delayed(game, seat, "rolled_is_victor", bakugan=victor)

    def _step_damage(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.stage = 1
            game.push_priority()  # rule 5.11.3: after the damage, players may play cards
            if s.this_turn.victor is None or not s.bakugan[s.this_turn.victor].open:
                if s.this_turn.victor is not None:
                    game.log(f"{game.bname(s.this_turn.victor)} is no longer open and deals no damage", "5.11.1")
                return
            attacker = s.bakugan[s.this_turn.victor].controller
            if s.players[attacker].out:
                game.log(f"{game.name(attacker)} is out of the game; their Victor deals no damage", "8.2.4")
                return
            targets = [seat for seat in game.seats_from(attacker) if seat != attacker]
            origin = s.bakugan[s.this_turn.victor]
            st = game.stats(s.this_turn.victor)
            for target in reversed(targets):  # rule 8.2.3: the Victor damages every other player
                game.push(
                    DamageFrame(
                        DamageRun(
                            target=target,
                            attacker=attacker,
                            origin_bid=s.this_turn.victor,
                            origin_factions=list(st.factions),
                            origin_holding=sorted(held_core_codes(s, game.catalog, origin)),
                            frost=st.frost,
                            brawl=True,
                        ),
                    )
                )
            runs = [f.damage for f in s.frames if isinstance(f, DamageFrame) and f.damage.brawl]
            self.damage.begin_attack(game, attacker, [r for r in runs if r.dealt == 0 and r.attacker == attacker])
            self.triggers.fire_seat(game, attacker, "you_attack")  # it waits for priority after the damage (5.11.2)
            return
        self._enter(game, Step.RETRACT)

    def _step_retract(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.stage = 1
            victor = s.this_turn.victor
            victor_seat = s.bakugan[victor].controller if victor is not None else None
            for bak in s.bakugan:
                if not bak.in_brawl:
                    continue
                bak.in_brawl = False  # rule 5.13.1
                if bak.bid != victor and bak.open:
                    retract(game, bak.bid, "5.13.2")
            if s.this_turn.team_attack and victor_seat is not None:
                for bid in s.players[victor_seat].bakugan:
                    if s.bakugan[bid].open:
                        retract(game, bid, "5.13.3")
            return
        self._enter(game, Step.PLAY)

    def _step_play(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.stage = 1
            game.push_priority()
            return
        if s.stage == 1:
            s.stage = 2
            self.triggers.fire_all(game, "end_of_turn")
            for seat in game.seats_from(s.starting):
                self.triggers.fire_delayed(game, seat, "end_of_turn")
            if s.pending_triggers:
                game.push_priority()
                return
        self._enter(game, Step.CHARGE)

    def _step_charge(self, game: Game) -> None:
        s = game.state
        for player in (p for p in s.players if not p.out):
            for iid in [i for i in player.uncharged if i not in s.this_turn.held_uncharged]:
                game.move_card(iid, ("uncharged", player.seat), ("charged", player.seat), cause="charge", rule="5.16.1")
        kept = ", except those a card keeps uncharged this turn" if s.this_turn.held_uncharged else ""
        game.log("All Energy cards are charged" + kept, "5.16.1")
        s.this_turn.held_uncharged = []
        self._enter(game, Step.RESET)

    def _step_reset(self, game: Game) -> None:
        s = game.state
        if s.stage == 0:
            s.stage = 1
            before = len(s.modifiers)
            s.modifiers = [m for m in s.modifiers if m.lasting]
            s.this_turn.flip_answers = FlipAnswers()  # rule 5.11.2 holds for this turn's damage only
            if before != len(s.modifiers):
                game.log("Turn-long changes to Bakugan end", "5.17.1")
            for seat in game.seats_from(s.starting):
                extra = len(s.players[seat].hand) - HAND_LIMIT
                if extra > 0:
                    game.log(f"{game.name(seat)} has {len(s.players[seat].hand)} cards and must keep seven", "4.3.2")
                    game.push_decision("discard", seat, count=extra)
            s.frames.reverse()  # the starting player chooses first
            return
        for player in s.players:
            if player.pool:
                game.log(f"{player.name}'s {player.pool} unspent Energy disappears", "1.7.1")
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
        self._enter(game, Step.DRAW)

    def end_turn_by_card(self, game: Game) -> bool:
        """A card ended the turn (1.3.1): once nothing is completing any more, the rest of the turn
        is skipped. True when it was."""
        s = game.state
        for frame in s.frames:  # a loop, not any(): no generator at every step
            if isinstance(frame, ResolveFrame):
                return False
        self._end_turn_now(game)
        return True

    def card_wins(self, game: Game) -> None:
        """A static ability saying "you win the game" whose condition holds ends the game (1.3.1:
        the card's text overrides rule 1.5.1); checked whenever the game comes to rest."""
        s = game.state
        if not self._may_win_by_card(game):
            return
        with game.reading_at_rest():  # at rest, even inside apply
            winner = next(
                (
                    controller
                    for controller, own, ability in static_sources(s, game.catalog)
                    if ability.wins
                    and not s.players[controller].out
                    and (
                        ability.condition is None
                        or check_condition(s, game.catalog, ability.condition, controller, self_bid=own)
                    )
                ),
                None,
            )
        if winner is None:
            return
        game.log(f"{game.name(winner)} meets a card's condition to win the game", "1.3.1")
        for seat in game.seats_from(winner)[1:]:
            self.damage.eliminate(game, seat, f"lost: {game.name(winner)} won by a card")
        game.version += 1

    def _may_win_by_card(self, game: Game) -> bool:
        """Is a card with a "you win the game" ability in play (face-up top cards and Heroes)?"""
        s = game.state
        if not card_facts(s, game.catalog).wins:
            return False
        cards, defs = s.cards, game.catalog.cards
        for bak in s.bakugan:
            if bak.face_up and defs[cards[bak.evos[-1] if bak.evos else bak.character].card_id].wins:
                return True
        for player in s.players:
            for iid in player.heroes:
                if defs[cards[iid].card_id].wins:
                    return True
        return False

    def _end_turn_now(self, game: Game) -> None:
        """A card ended the turn (its own words, rule 1.3.1): what is in the batch does nothing and
        goes to the discard pile (as negated cards do, 6.10.2), damage not yet dealt is not dealt,
        the brawl is over, and the turn goes straight to its Reset step: Energy cards stay as they
        are (no Charge step). BakuCores being placed back are still placed."""
        s = game.state
        s.this_turn.ending_turn = False
        waiting = [e for e in s.batch] + [f.entry for f in s.frames if isinstance(f, ResolveFrame)]
        for entry in waiting:
            if entry.kind == "card" and entry.card is not None:
                game.move_card(entry.card, BATCH, ("discard", s.cards[entry.card].owner), cause="turn_ends")
        s.batch = []
        s.pending_triggers = []
        s.this_turn.delayed = []
        s.frames[:] = [f for f in s.frames if isinstance(f, DecisionFrame) and kind_of(f.decision).cores_in_transit(f)]
        for bak in s.bakugan:
            bak.in_brawl = False
        game.log("The rest of the turn is skipped; Energy cards do not recharge", "1.3.1")
        self._enter(game, Step.RESET)


# what the turn does next in each step (Step.OVER never advances)
_STEP_METHODS: Final[dict[Step, Callable[[TurnSteps, Game], None]]] = {
    step: getattr(TurnSteps, f"_step_{step.value}") for step in Step if step is not Step.OVER
}

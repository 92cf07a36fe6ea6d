"""Damage (rules 5.11, 5.12): runs of cards flipped one by one, Flip cards answering them,
and a player leaving the game (1.5.1, 8.2.4).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it changes; it asks the legal
actions (legal.py) whether a flipped card may be played, and fires triggers (triggers.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.cards.model import CardType
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.decisions import place_core
from game.games.bakugan.rules.frames import (
    DamageFrame,
    DamageRun,
    DecisionFrame,
    PriorityFrame,
    ResolveFrame,
    drop_frame,
)
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import (
    active_seats,
    attack_bonus,
    next_attack_bonus,
    stats,
)
from game.games.bakugan.rules.triggers import Triggers

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class Damage:
    """Damage dealt card by card, a Victor's damage worked out, an attack's bonus, and a player
    leaving the game."""

    __slots__ = ("legal", "triggers")

    def __init__(self, legal: LegalActions, triggers: Triggers) -> None:
        self.legal = legal
        self.triggers = triggers

    def _drop_frames_of(self, game: Game, seat: int) -> None:
        """A player who leaves owes no decisions; priority moves on (rule 8.2.4).

        A BakuCore that player was placing back has already left its Bakugan, so it still goes onto
        the field: the next player clockwise places it (rules 4.7.3, 8.2.1)."""
        s = game.state
        for frame in s.frames:
            if not isinstance(frame, DecisionFrame) or frame.seat != seat:
                continue
            if kind_of(frame.decision).cores_in_transit(frame):
                frame.seat = game.seats_from(seat)[0]
        # in place: the list is the core loop's stack (CoreGame.stack)
        s.frames[:] = [f for f in s.frames if not (isinstance(f, DecisionFrame) and f.seat == seat)]
        s.frames[:] = [f for f in s.frames if not (isinstance(f, DamageFrame) and f.damage.target == seat)]
        s.queue = [q for q in s.queue if q != seat]
        s.pending_triggers = [t for t in s.pending_triggers if t.controller != seat]
        for frame in s.frames:
            if isinstance(frame, PriorityFrame) and frame.holder == seat and not game.over:
                frame.holder = game.seats_from(seat)[0]
                frame.passes = 0
        if seat in s.this_turn.selected and s.step is Step.ROLL:
            s.this_turn.selected.pop(seat, None)
            s.this_turn.throws.pop(seat, None)
        for bid in s.players[seat].bakugan:
            s.bakugan[bid].in_brawl = False  # rule 8.2.4: out of the game, so out of the brawl

    def begin_attack(self, game: Game, attacker: int, runs: list[DamageRun]) -> None:
        """A new attack: a "next attack this turn" bonus whose condition holds goes to it, once a turn."""
        player = game.state.players[attacker]
        if player.next_attack_used:
            return
        bonus = next_attack_bonus(game.state, game.catalog, attacker)
        if bonus:
            player.next_attack_used = True
            for run in runs:
                run.once_bonus = bonus
            game.log(f"{player.name}'s attack gets {bonus:+d} Damage Rating, once this turn", "1.16.1")

    def damage_total(self, game: Game, run: DamageRun) -> int:
        bonus = attack_bonus(game.state, game.catalog, run.attacker, for_damage=run.brawl) + run.once_bonus
        if run.fixed is not None:
            return max(0, run.fixed + bonus)
        s = game.state
        assert run.origin_bid is not None
        st = stats(s, game.catalog, run.origin_bid, for_damage=True)
        amount = max(0, st.damage + bonus)
        if s.this_turn.team_attack and run.brawl:  # rule 5.12.2: negatives of the others do not subtract
            for bid in s.players[run.attacker].bakugan:
                if bid != run.origin_bid:
                    amount += stats(s, game.catalog, bid, for_damage=True).damage
        if "DoubleStrike" in st.keywords:
            amount *= 2  # rule 7.3.1
        return amount

    def continue_damage(self, game: Game, frame: DamageFrame) -> None:
        s = game.state
        run = frame.damage
        target = s.players[run.target]
        if run.total is None:
            run.total = self.damage_total(game, run)
        total = run.total
        gone = target.out or s.players[run.attacker].out  # rule 8.2.4: no damage to or from a player out
        if run.stopped or gone or run.dealt >= total:
            s.frames.remove(frame)
            for seat in game.seats_from(s.starting):
                self.triggers.fire_delayed(game, seat, "after_damage")
            if not run.stopped and not gone:
                game.log(f"{target.name} takes {run.dealt} damage", "5.11.1" if run.brawl else "1.16.2")
            if run.dealt and not gone:
                self.triggers.fire_seat(game, run.attacker, "you_deal_damage", amount=run.dealt)
            return
        if not target.deck:
            rule = "1.5.1" if s.seats == 2 else "8.2.4"
            game.log(f"{target.name} would be dealt damage with no cards left in their deck", rule)
            self.eliminate(game, run.target, "dealt damage with an empty deck")
            drop_frame(s.frames, frame)
            return
        if run.dealt == 0:
            self.triggers.fire_seat(game, run.target, "you_take_damage")
        iid = target.deck[-1]
        run.dealt += 1
        card = game.card(iid)
        if run.to_hand:
            game.move_card(iid, ("deck", run.target), ("hand", run.target), cause="damage", rule="5.11.1")
            return
        game.move_card(iid, ("deck", run.target), ("discard", run.target), cause="damage", rule="1.16.2")
        if card.type is CardType.FLIP and self.legal.play_options(game, run.target, iid, flip_frost=run.frost):
            game.log(f"{target.name} flips {card.name}, a Flip card, and may play it", "3.6.1")
            game.push_decision("flip", run.target, card=iid)
            run.total = None  # cards played now may change the damage

    def eliminate(self, game: Game, seat: int, reason: str) -> None:
        s = game.state
        player = s.players[seat]
        player.out = True
        player.out_reason = reason
        left = active_seats(s)
        if len(left) == 1:
            s.winner = left[0]
            game.log(
                f"{game.name(left[0])} wins the game ({player.name} {reason})", "1.5.1" if s.seats == 2 else "8.2.4"
            )
            s.step = Step.OVER
            for frame in s.frames:  # a card still completing ends in its owner's discard pile
                card = frame.entry.card if isinstance(frame, ResolveFrame) and frame.entry.kind == "card" else None
                if card is not None:
                    game.move_card(card, BATCH, ("discard", s.cards[card].owner), cause="game_over")
                if isinstance(frame, DecisionFrame):
                    place_core.set_down_at_game_end(game, kind_of(frame.decision).cores_in_transit(frame))
            s.frames.clear()
        else:
            if s.seats > 2:
                game.log(f"{player.name} is eliminated ({reason}) and takes no further part; the game goes on", "8.2.4")
            self._drop_frames_of(game, seat)

"""What actions do: paying, playing and activating cards, forfeiting, and the roll's outcome (rule
5.7.2); and whether an action answers the priority window or decision on top.

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it changes; it checks actions
against the legal ones (legal.py), fires triggers (triggers.py), takes a player out (damage.py),
reads the FrostStrike of the damage being dealt (damage_record.py), and names selections in the
log (action_text.py)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.core.errors import IllegalAction
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules import energy_payment
from game.games.bakugan.rules.action_text import ActionText
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    Forfeit,
    PlayCard,
    RollResults,
)
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_zones import FIELD, WAITING, held_by
from game.games.bakugan.rules.damage import Damage
from game.games.bakugan.rules.damage_record import DamageRecord
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import BatchEntry, DecisionFrame, Frame, PriorityFrame, ResolveFrame
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import opponents
from game.games.bakugan.rules.triggers import Triggers
from game.games.bakugan.words import Discard
from game.roll.seam import RollResult

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class Plays:
    """The plays and activations of a priority window, the roll's outcome, a forfeit, and which
    actions answer what is pending."""

    __slots__ = ("damage", "legal", "record", "text", "triggers")

    def __init__(
        self,
        legal: LegalActions,
        triggers: Triggers,
        damage: Damage,
        record: DamageRecord,
        text: ActionText,
    ) -> None:
        self.legal = legal
        self.triggers = triggers
        self.damage = damage
        self.record = record
        self.text = text

    def allows(self, game: Game, frame: Frame, action: Action) -> bool:
        """Whether `action` answers the priority window or decision on top: one of the listed
        actions (agents answer with one of them: found by identity before comparing fields), a
        play naming its Energy cards as the listed one paid with them (checked as it pays), or a
        throw that a decision takes (a throw's aim cannot be listed: Kind.allows)."""
        if isinstance(frame, DecisionFrame):
            kind = kind_of(frame.decision)
            if kind.takes_throw and kind.allows(game, frame, action):
                return True
        legal = self.legal.actions(game)
        listed = action
        if isinstance(action, (PlayCard, Activate)) and action.energy:
            listed = dataclasses.replace(action, energy=())
        for one in legal:  # a loop: no generator in pure Python, a C loop compiled
            if one is listed:
                return True
        return listed in legal

    def forfeit(self, game: Game, action: Forfeit) -> None:
        """Rule 4.4.4: a player still in the game may forfeit at any time."""
        s = game.state
        if s.step is Step.OVER or not 0 <= action.seat < s.seats or s.players[action.seat].out:
            raise IllegalAction("4.4.4", "only a player still in the game can forfeit")
        game.log(f"{game.name(action.seat)} forfeits", "4.4.4")
        self.damage.eliminate(game, action.seat, "forfeited")

    def _pay(self, game: Game, seat: int, cost: int, chosen: tuple[int, ...] = ()) -> None:
        """Rules 1.7.1, 7.2.3: uncharge only as needed to pay (the player's pick, when named)."""
        energy_payment.pay(game, seat, cost, chosen)

    def play(self, game: Game, action: PlayCard, frame: Frame, *, flipping: bool = False, free: bool = False) -> None:
        """Play a card: with priority, as a Flip card flipped by damage (`flipping`, rule 3.6.1) or
        for free while another card completes (`free`, rule 2.3.3)."""
        s = game.state
        player = s.players[action.seat]
        card = game.card(action.card)
        frost = self.record.current_frost(game) if flipping else 0
        cost = (
            0
            if free
            else self.legal.card_cost(
                game, action.seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards)
            )
        )
        self._pay(game, action.seat, cost, action.energy)
        player.next_card_less = 0
        if action.sacrifice is not None:
            game.log(f"{player.name} discards {game.card(action.sacrifice).name} for Sacrifice", "7.4.4")
            game.discard_from_hand(action.seat, action.sacrifice)
        for iid in action.discards:
            game.log(f"{player.name} discards {game.card(iid).name} as an additional cost", "1.15")
            game.discard_from_hand(action.seat, iid)
        if flipping:
            zone = "hand" if action.card in player.hand else "discard"
            game.move_card(action.card, (zone, action.seat), BATCH, cause="play", rule="3.6.1")
        elif free or action.card not in player.hand:
            self._take_from_zone(game, action.card)  # a free play, or a card played from the discard pile
        else:
            game.move_card(action.card, ("hand", action.seat), BATCH, cause="play", rule="4.4.1")
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
        self._pay_as_played(game, entry, card)
        player.cards_played += 1
        player.played_factions.extend(card.faction_values)
        player.played_costs.append(card.cost or 0)
        player.played_types.append(card.type.value)
        target_text = f" on {self.text.target_text(game, action.target)}" if action.target else ""
        if action.target2:
            target_text += f" and {self.text.target_text(game, action.target2)}"
        extra = f" (X = {action.x})" if card.x_cost else ""
        frost_text = f", {frost} more for FrostStrike" if frost else ""
        game.log(
            f"{player.name} plays {card.name}{target_text} for {cost} Energy{frost_text}{extra}",
            "3.6.1" if flipping else "6.2.1",
        )
        if flipping:
            s.frames.pop()
            game.push_priority(holder=action.seat, floor=len(s.batch) - 1)  # 3.6.2: the player who acts keeps priority
        elif free:
            s.frames.remove(frame)  # played during another card's completion; it waits in the batch
        else:
            assert isinstance(frame, PriorityFrame), frame
            frame.passes = 0  # rule 1.14.4: the player who played keeps priority
        self.triggers.fire_seat(game, action.seat, "you_play_card", card=card, subject=entry.eid)
        if card.type is CardType.ACTION:
            self.triggers.fire_delayed(game, action.seat, "you_play_action", subject=entry.eid)
        if card.type is CardType.ACTION and action.target is not None and action.target.kind == "bakugan":
            bak = s.bakugan[action.target.ref]
            if bak.controller == action.seat and bak.face_up:
                self.triggers.fire_bakugan(game, bak.bid, "action_on_this")
        if card.type is CardType.FLIP:
            for other in opponents(s, action.seat):
                self.triggers.fire_seat(game, other, "opponent_plays_flip")
                self.triggers.fire_delayed(game, other, "opponent_plays_flip")

    def _pay_as_played(self, game: Game, entry: BatchEntry, card: CardDef) -> None:
        """A Sacrifice of any number of discards is paid as the card is played (6.2.1, 7.4.4): the
        player discards now, one card at a time, before anyone else may act; the decision names
        the entry (`card`: its eid) so the discards are counted on it."""
        steps = card.play.mode_steps(entry.mode) if card.play else ()
        if any(isinstance(st.effect, Discard) and st.effect.as_played for st in steps):
            hand = game.state.players[entry.controller].hand
            if hand:
                game.push_decision("discard", entry.controller, count=len(hand), optional=True, card=entry.eid)

    def _take_from_zone(self, game: Game, iid: int) -> None:
        """Lift a card out of whichever hand, deck or discard pile holds it (a free play)."""
        for p in game.state.players:
            for name, zone in (("hand", p.hand), ("deck", p.deck), ("discard", p.discard)):
                if iid in zone:
                    game.move_card(iid, (name, p.seat), BATCH, cause="play")
                    return

    def activate(self, game: Game, action: Activate) -> None:
        s = game.state
        ability = game.card(action.card).abilities[action.ability]
        self._pay(game, action.seat, ability.activation_cost, action.energy)
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
            card_id=game.card(action.card).id,
            card=action.card,
            bakugan=bid,
            ability=action.ability,
            target=[action.target.kind, action.target.ref] if action.target else None,
        )
        s.next_eid += 1
        s.batch.append(entry)
        window = s.frames[-1]
        assert isinstance(window, PriorityFrame), window
        window.passes = 0
        game.log(f"{game.name(action.seat)} uses an ability of {game.card(action.card).name}", "6.4.2")

    def apply_roll(self, game: Game, action: RollResults) -> None:
        s = game.state
        outcomes = action.by_seat()
        rolling = set(s.this_turn.throws)
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
        opened: list[int] = []
        for seat in game.seats_from(s.starting):
            if seat not in outcomes:
                continue
            outcome = outcomes[seat]
            bid = s.this_turn.selected[seat]
            bak = s.bakugan[bid]
            if outcome.result is RollResult.OPENED:
                bak.open = True
                bak.face_up = True
                bak.in_brawl = True
                bak.opened_turn = s.turn
                for cid in outcome.cores:  # a BakuCore two Bakugan open on is held by both (5.7.2)
                    source = FIELD if cid in s.field else WAITING
                    game.move_core(cid, source, held_by(bid), cause="open", rule="5.7.2")
                bak.rest_cm = list(outcome.rest_cm) if outcome.rest_cm else None
                opened.append(bid)
                if outcome.cores:
                    kinds = ", ".join(game.catalog.cores[s.cores[c].core_id].type_value for c in outcome.cores)
                    game.log(f"{game.bname(bid)} opens holding {kinds}", "5.7.2")
                else:
                    game.log(f"{game.bname(bid)} opens without staying on a BakuCore: open, but no bonus", "5.7.2")
            elif outcome.result is RollResult.CLOSED:
                game.log(f"{game.name(seat)}'s Bakugan does not open", "5.7.2")
            elif outcome.result is RollResult.MISROLL:
                game.log(
                    f"{game.name(seat)} mis-rolls ({outcome.reason or 'off the play area'}): no open",
                    outcome.rule or "7.9.1",
                )
            else:
                game.log(
                    f"{game.name(seat)}'s roll is illegal ({outcome.reason or 'illegal roll'}): it counts as missed",
                    outcome.rule or "7.8.2",
                )
        for frame in reversed(s.frames):
            if isinstance(frame, ResolveFrame) and frame.entry is not None:
                seat = frame.entry.controller
                if seat in outcomes:
                    frame.entry.rerolled_open = outcomes[seat].result is RollResult.OPENED
                break
        for bid in opened:
            bak = s.bakugan[bid]
            self.triggers.fire_seat(game, bak.controller, "you_open")
            self.triggers.fire_bakugan(game, bid, "this_opens")

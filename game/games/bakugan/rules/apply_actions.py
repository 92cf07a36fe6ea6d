"""Applying an action: passing, paying, playing and activating cards, answering decisions, the
roll's outcome (rule 5.7.2) and retracting.

Part of `Game` (game/games/bakugan/rules/engine.py): the parts form one chain of classes, each module one
concern; a part calls only methods of its own part or of the parts below it."""

from __future__ import annotations

import dataclasses

from game.core.errors import IllegalAction
from game.core.zones import Moved
from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules import energy_ability, energy_payment
from game.games.bakugan.rules.actions import (
    CHANCE,
    Action,
    Activate,
    Forfeit,
    IllegalPlay,
    Pass,
    PlayCard,
    RollResults,
    Uncharge,
)
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_zones import FIELD, WAITING, held_by
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import DecisionFrame, Frame, PriorityFrame, ResolveFrame
from game.games.bakugan.rules.state import (
    BatchEntry,
    Step,
)
from game.games.bakugan.rules.stats import (
    active_seats,
    opponents,
)
from game.games.bakugan.rules.turn_steps import TurnSteps
from game.games.bakugan.words import Discard
from game.roll.seam import RollResult


class ApplyActions(TurnSteps):
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
        if isinstance(action, IllegalPlay):
            energy_payment.reverse_illegal_play(self.as_game(), action)
            self._settle()
            return
        if isinstance(action, Uncharge):
            energy_ability.uncharge(self.as_game(), action)
            self._settle()
            return
        top = s.frames[-1] if s.frames else None
        decision = top if isinstance(top, DecisionFrame) else None
        kind = None if decision is None else kind_of(decision.decision)
        # only a kind taking a throw allows an action it does not list (Kind.allows)
        if decision is None or kind is None or not (kind.takes_throw and kind.allows(self.as_game(), decision, action)):
            if self._legal is None or self._legal_version != self.version:
                self.legal_actions()
            legal = self._legal
            assert legal is not None
            # agents answer with one of the listed actions: find it by identity before comparing fields;
            # a play naming its Energy cards is the listed one paid with them (checked as it pays)
            listed = action
            if isinstance(action, (PlayCard, Activate)) and action.energy:
                listed = dataclasses.replace(action, energy=())
            for one in legal:  # a loop: no generator in pure Python, a C loop compiled
                if one is listed:
                    break
            else:
                if listed not in legal:
                    raise self.explain_illegal(listed)
        top = s.frames[-1]
        if kind is not None and isinstance(top, DecisionFrame):
            kind.apply(self.as_game(), top, action)
        elif isinstance(action, Pass) and isinstance(top, PriorityFrame):
            self._pass(top)
        elif isinstance(action, PlayCard):
            self._play(action, top)
        elif isinstance(action, Activate):
            self._activate(action)
        self._settle()

    def _resolving_entry(self) -> BatchEntry | None:
        """The batch entry whose instructions are being carried out, if any (rule 6.7.1)."""
        for frame in reversed(self.state.frames):
            if isinstance(frame, ResolveFrame):
                return frame.entry
        return None

    def resolving_frame(self, entry: BatchEntry) -> ResolveFrame:
        """The frame completing this batch entry (it is on the stack)."""
        return next(f for f in reversed(self.state.frames) if isinstance(f, ResolveFrame) and f.entry is entry)

    def _pass(self, frame: PriorityFrame) -> None:
        s = self.state
        frame.passes += 1
        active = active_seats(s)
        if frame.passes >= len(active):
            if len(s.batch) > frame.floor:
                entry = s.batch.pop()
                self._push(ResolveFrame(entry))
                return
            s.frames.pop()  # rules 1.14.6, 5.1.3: consecutive passes with nothing to complete
            return
        following = self.seats_from(frame.holder)
        frame.holder = following[1] if len(following) > 1 else following[0]

    def _pay(self, seat: int, cost: int, chosen: tuple[int, ...] = ()) -> None:
        """Rules 1.7.1, 7.2.3: uncharge only as needed to pay (the player's pick, when named)."""
        energy_payment.pay(self.as_game(), seat, cost, chosen)

    def _play(self, action: PlayCard, frame: Frame, *, flipping: bool = False, free: bool = False) -> None:
        """Play a card: with priority, as a Flip card flipped by damage (`flipping`, rule 3.6.1) or
        for free while another card completes (`free`, rule 2.3.3)."""
        s = self.state
        player = s.players[action.seat]
        card = self.card(action.card)
        frost = self._current_frost() if flipping else 0
        cost = (
            0
            if free
            else self.card_cost(
                action.seat, card, action.x, action.sacrifice is not None, frost, discarded=len(action.discards)
            )
        )
        self._pay(action.seat, cost, action.energy)
        player.next_card_less = 0
        if action.sacrifice is not None:
            self.log(f"{player.name} discards {self.card(action.sacrifice).name} for Sacrifice", "7.4.4")
            self.discard_from_hand(action.seat, action.sacrifice)
        for iid in action.discards:
            self.log(f"{player.name} discards {self.card(iid).name} as an additional cost", "1.15")
            self.discard_from_hand(action.seat, iid)
        if flipping:
            zone = "hand" if action.card in player.hand else "discard"
            self.move_card(action.card, (zone, action.seat), BATCH, cause="play", rule="3.6.1")
        elif free or action.card not in player.hand:
            self._take_from_zone(action.card)  # a free play, or a card played from the discard pile
        else:
            self.move_card(action.card, ("hand", action.seat), BATCH, cause="play", rule="4.4.1")
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
        self._pay_as_played(entry, card)
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
            self._push_priority(holder=action.seat, floor=len(s.batch) - 1)  # 3.6.2: the player who acts keeps priority
        elif free:
            s.frames.remove(frame)  # played during another card's completion; it waits in the batch
        else:
            assert isinstance(frame, PriorityFrame), frame
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

    def _pay_as_played(self, entry: BatchEntry, card: CardDef) -> None:
        """A Sacrifice of any number of discards is paid as the card is played (6.2.1, 7.4.4): the
        player discards now, one card at a time, before anyone else may act; the decision names
        the entry (`card`: its eid) so the discards are counted on it."""
        steps = card.play.mode_steps(entry.mode) if card.play else ()
        if any(isinstance(st.effect, Discard) and st.effect.as_played for st in steps):
            hand = self.state.players[entry.controller].hand
            if hand:
                self._decision("discard", entry.controller, count=len(hand), optional=True, card=entry.eid)

    def _take_from_zone(self, iid: int) -> None:
        """Lift a card out of whichever hand, deck or discard pile holds it (a free play)."""
        for p in self.state.players:
            for name, zone in (("hand", p.hand), ("deck", p.deck), ("discard", p.discard)):
                if iid in zone:
                    self.move_card(iid, (name, p.seat), BATCH, cause="play")
                    return

    def discard_from_hand(self, seat: int, iid: int) -> None:
        """A card goes from a player's hand to their discard pile (4.5.1); discard triggers fire,
        except for the hand limit in the Reset step, after the last plays of the turn (5.15.1)."""
        self.move_card(iid, ("hand", seat), ("discard", seat), cause="discard", rule="4.5.1")

    def on_card_moved(self, event: Moved) -> None:
        """Subscribed to every card move (engine.py): a card discarded from a hand joins this turn's
        discarded list and fires the discard triggers (4.5.1), except in the Reset step (5.15.1)."""
        if event.cause != "discard":
            return
        seat = event.target[1]
        iid = int(event.item)
        self.state.this_turn.discarded.append(iid)
        if self.state.step is Step.RESET:
            return
        self._fire_seat(seat, "you_discard")
        self._fire_card(seat, iid, None, "this_discarded")

    def _activate(self, action: Activate) -> None:
        s = self.state
        ability = self.card(action.card).abilities[action.ability]
        self._pay(action.seat, ability.activation_cost, action.energy)
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
        window = s.frames[-1]
        assert isinstance(window, PriorityFrame), window
        window.passes = 0
        self.log(f"{self.name(action.seat)} uses an ability of {self.card(action.card).name}", "6.4.2")

    def _apply_roll(self, action: RollResults) -> None:
        s = self.state
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
        for seat in self.seats_from(s.starting):
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
                    self.move_core(cid, source, held_by(bid), cause="open", rule="5.7.2")
                bak.rest_cm = list(outcome.rest_cm) if outcome.rest_cm else None
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
        for frame in reversed(s.frames):
            if isinstance(frame, ResolveFrame) and frame.entry is not None:
                seat = frame.entry.controller
                if seat in outcomes:
                    frame.entry.rerolled_open = outcomes[seat].result is RollResult.OPENED
                break
        for bid in opened:
            bak = s.bakugan[bid]
            self._fire_seat(bak.controller, "you_open")
            self._fire_bakugan(bid, "this_opens")

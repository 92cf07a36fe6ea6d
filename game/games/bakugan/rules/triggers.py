"""Triggered abilities and delayed effects (section 6.3) and a batch entry completing step by step
(rules 4.4.3, 6.7.1).

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it changes; it asks the legal
actions (legal.py) what a trigger or a completing card may still select."""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.core.zones import Moved
from game.games.bakugan.cards.model import CORE_CODE_OF, CardDef, CardType
from game.games.bakugan.rules import may_choice
from game.games.bakugan.rules.actions import (
    Target,
)
from game.games.bakugan.rules.batch_entries import delayed_effect, entry_steps, trigger_ability
from game.games.bakugan.rules.card_facts import card_facts
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_zones import HELD
from game.games.bakugan.rules.frames import BatchEntry, PriorityFrame, ResolveFrame, drop_frame
from game.games.bakugan.rules.legal import LegalActions
from game.games.bakugan.rules.state import Step
from game.games.bakugan.rules.stats import (
    check_condition,
    top_card,
)
from game.games.bakugan.words import Ability

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


def on_core_held(game: Game, event: Moved) -> None:
    """Subscribed to every move (engine.py): a BakuCore coming to a Bakugan fires the Bakugan's
    `this_holds` triggers naming its kind, when it held none of those kinds before (it comes to
    hold one: opening on it, attached, swapped or taken later, 6.5.2)."""
    name, bid = event.target
    if name != HELD or not card_facts(game.state, game.catalog).holds_trigger:
        return
    s = game.state
    bak = s.bakugan[bid]
    code = _core_code(game, str(event.item))
    source = top_card(s, game.catalog, bak)
    for index, ability in enumerate(source.abilities):
        if ability.kind != "trigger" or ability.event != "this_holds" or code not in ability.holding:
            continue
        before = [c for c in bak.cores if c != event.item]
        if not any(_core_code(game, c) in ability.holding for c in before):
            iid = bak.evos[-1] if bak.evos else bak.character
            game.triggers.queue_trigger(game, bak.controller, iid, bid, source, index)


def _core_code(game: Game, cid: str) -> str:
    return CORE_CODE_OF[game.catalog.cores[game.state.cores[cid].core_id].type]


def on_card_moved(game: Game, event: Moved) -> None:
    """Subscribed to every card move (engine.py): a card discarded from a hand joins this turn's
    discarded list and fires the discard triggers (4.5.1), except in the Reset step (5.15.1)."""
    if event.cause != "discard":
        return
    seat = event.target[1]
    iid = int(event.item)
    game.state.this_turn.discarded.append(iid)
    if game.state.step is Step.RESET:
        return
    game.triggers.fire_seat(game, seat, "you_discard")
    game.triggers.fire_card(game, seat, iid, None, "this_discarded")


class Triggers:
    """Triggered abilities and delayed effects set off and put on the batch, and a batch entry
    completing instruction by instruction."""

    __slots__ = ("legal",)

    def __init__(self, legal: LegalActions) -> None:
        self.legal = legal

    def _trigger_sources(self, game: Game, seat: int) -> Iterable[tuple[int, int | None, CardDef]]:
        s = game.state
        for bid in s.players[seat].bakugan:
            bak = s.bakugan[bid]
            if bak.face_up:
                yield (bak.evos[-1] if bak.evos else bak.character), bid, top_card(s, game.catalog, bak)
        for iid in s.players[seat].heroes:
            yield iid, None, game.card(iid)

    def queue_trigger(
        self,
        game: Game,
        seat: int,
        iid: int | None,
        bid: int | None,
        card: CardDef,
        index: int,
        subject: int = -1,
        amount: int = 0,
    ) -> None:
        s = game.state
        if s.players[seat].out:
            return  # rule 8.2.4
        ability = card.abilities[index]
        if ability.condition is not None and not check_condition(
            s, game.catalog, ability.condition, seat, self_bid=bid, dealt=amount
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

    def fire_seat(
        self, game: Game, seat: int, event: str, card: CardDef | None = None, subject: int = -1, amount: int = 0
    ) -> None:
        for iid, bid, source in self._trigger_sources(game, seat):
            for index, ability in enumerate(source.abilities):
                if ability.kind != "trigger" or ability.event != event:
                    continue
                if event == "you_play_card" and card is not None and not self._card_fits(ability, card):
                    continue
                if ability.first and card is not None and not self._first_of_kind(game, seat, ability):
                    continue
                self.queue_trigger(game, seat, iid, bid, source, index, subject, amount)

    def _first_of_kind(self, game: Game, seat: int, ability: Ability) -> bool:
        """The card just played is the first this turn of the kinds the trigger names."""
        kinds = ability.card_type or ("Action", "Flip", "Hero", "Evo")
        return sum(t in kinds for t in game.state.players[seat].played_types) == 1

    @staticmethod
    def _card_fits(ability: Ability, card: CardDef) -> bool:
        """A you_play_card trigger's filters: factions, card types, printed cost."""
        if ability.card_faction and not set(ability.card_faction) & set(card.factions):
            return False
        if ability.card_type and card.type.value not in ability.card_type:
            return False
        return (card.cost or 0) >= ability.min_cost

    def fire_bakugan(self, game: Game, bid: int, event: str) -> None:
        s = game.state
        bak = s.bakugan[bid]
        source = top_card(s, game.catalog, bak)
        iid = bak.evos[-1] if bak.evos else bak.character
        for index, ability in enumerate(source.abilities):
            if ability.kind == "trigger" and ability.event == event:
                self.queue_trigger(game, bak.controller, iid, bid, source, index)

    def fire_card(self, game: Game, seat: int, iid: int, bid: int | None, event: str) -> None:
        source = game.card(iid)
        for index, ability in enumerate(source.abilities):
            if ability.kind == "trigger" and ability.event == event:
                self.queue_trigger(game, seat, iid, bid, source, index)

    def fire_all(self, game: Game, event: str) -> None:
        for seat in game.seats_from(game.state.starting):
            self.fire_seat(game, seat, event)

    def fire_delayed(self, game: Game, seat: int, event: str, subject: int = -1, bakugan: int | None = None) -> None:
        """Delayed effects of `seat` waiting for this event happen now, once each; `subject`: the
        card that set them off; `bakugan`: only those waiting on that Bakugan."""
        s = game.state
        waiting_now = [
            d
            for d in s.this_turn.delayed
            if d.controller == seat and d.event == event and (bakugan is None or d.bakugan == bakugan)
        ]
        for waiting in waiting_now:
            if delayed_effect(game.catalog, waiting).each_time:  # "when ... this turn": it waits for the next time too
                s.this_turn.delayed.append(copy.deepcopy(waiting))
            waiting.subject = subject
            s.this_turn.delayed.remove(waiting)
            if s.players[seat].out:
                continue
            waiting.eid = s.next_eid
            s.next_eid += 1
            s.pending_triggers.append(waiting)

    def place_triggers(self, game: Game) -> bool:
        """Put pending triggers on the batch: starting player first, then clockwise (rule 6.3.3).
        Returns True when a player must choose (order, selection, or an optional trigger)."""
        s = game.state
        for seat in game.seats_from(s.starting):
            mine = [t for t in s.pending_triggers if t.controller == seat]
            if not mine:
                continue
            if len(mine) == 1:
                ability = trigger_ability(game.catalog, mine[0])
                if not ability.optional and ability.select is None and not ability.modes:
                    s.pending_triggers.remove(mine[0])
                    self.enter_trigger(game, mine[0])
                    continue
                if ability.select is not None and not self.legal.targets(game, seat, ability.select, mine[0].bakugan):
                    s.pending_triggers.remove(mine[0])
                    game.log(f"{game.catalog.cards[mine[0].card_id].name}'s ability has nothing to select", "1.13.1")
                    continue
            game.push_decision("trigger", seat)
            return True
        s.pending_triggers = [t for t in s.pending_triggers if not s.players[t.controller].out]
        return False

    def enter_trigger(self, game: Game, entry: BatchEntry) -> None:
        """A triggered ability goes on the batch (6.3.2), or, one that does not use the batch (a
        BakuCore's effect on its Bakugan, 4.4.4), completes at once, before anyone has priority."""
        name = game.catalog.cards[entry.card_id].name
        if trigger_ability(game.catalog, entry).at_once:
            game.log(f"{name}'s ability takes effect at once, not on the batch", "4.4.4")
            game.push(ResolveFrame(entry))
            return
        game.state.batch.append(entry)
        game.log(f"{name}'s ability triggers", "6.3.2")

    def continue_resolve(self, game: Game, frame: ResolveFrame) -> None:
        from game.games.bakugan.rules.effect_ctx import EngineContext

        s = game.state
        entry = frame.entry
        card = game.catalog.cards[entry.card_id]
        if s.players[entry.controller].out:
            game.log(f"{card.name} does nothing: {game.name(entry.controller)} is out of the game", "8.2.4")
            if entry.kind == "card" and entry.card is not None and card.type in (CardType.EVO, CardType.HERO):
                game.move_card(entry.card, BATCH, ("discard", s.cards[entry.card].owner), cause="does_nothing")
            entry.destination = "discard"
            self._finish_resolve(game, frame)
            return
        if frame.next_step == 0 and not frame.skip:
            if entry.kind == "card" and card.type is CardType.EVO:
                self._resolve_evo(game, entry, card)
                self._finish_resolve(game, frame)
                return
            if entry.kind == "card" and card.type is CardType.HERO:
                assert entry.card is not None
                game.log(f"{card.name} enters play for {game.name(entry.controller)}", "3.4.2")
                game.move_card(
                    entry.card, BATCH, ("heroes", entry.controller), cause="enters", rule="3.4.2", by=entry.controller
                )
                self.fire_card(game, entry.controller, entry.card, None, "enters")
                self._finish_resolve(game, frame)
                return
            game.log(
                f"{card.name} completes" if entry.kind in ("card", "copy") else f"{card.name}'s ability completes",
                "6.7.1",
            )
            self._recheck_selection(game, entry, card)
        steps = entry_steps(game.catalog, entry, card)
        ctx = EngineContext(game, entry)
        if entry.kind in ("ability", "trigger"):
            ability = trigger_ability(game.catalog, entry)
            if ability.condition is not None and not ctx.check(ability.condition):  # rules 6.3.5, 6.4.4
                game.log(f"{card.name}'s ability does nothing: its condition no longer holds", "6.3.5")
                self._finish_resolve(game, frame)
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
            if step.may:  # "you may": the controller decides now (the answer carries the step out)
                may_choice.offer(game, entry.controller, i)
                return
            step.effect.resolve(ctx)
            if s.step is Step.OVER:
                return
            if len(s.frames) > depth:
                return  # a decision or damage must happen before the next instruction
        self._finish_resolve(game, frame)

    def _recheck_selection(self, game: Game, entry: BatchEntry, card: CardDef) -> None:
        """Rules 1.13.1, 6.7.1: on completion the selection must still be legal; if it is not, the
        parts that use it do nothing and the rest of the card completes. Checked once, now."""
        if entry.target is None or entry.kind == "copy":
            return
        select = card.play.select if entry.kind == "card" and card.play else None
        if entry.kind in ("ability", "trigger"):
            select = trigger_ability(game.catalog, entry).select
        if select is None:
            return
        chosen = Target(str(entry.target[0]), int(entry.target[1]))
        if chosen not in self.legal.targets(game, entry.controller, select, self_bid=entry.bakugan):
            entry.selection_lost = True
            game.log(f"{card.name}'s selection is no longer legal: what uses it does nothing", "1.13.1")
        select2 = card.play.select2 if entry.kind == "card" and card.play else None
        if select2 is not None and entry.target2 is not None:
            second = Target(str(entry.target2[0]), int(entry.target2[1]))
            if second not in self.legal.targets(game, entry.controller, select2):
                entry.selection2_lost = True
                game.log(f"{card.name}'s second selection is no longer legal: what uses it does nothing", "1.13.1")

    def _resolve_evo(self, game: Game, entry: BatchEntry, card: CardDef) -> None:
        s = game.state
        assert entry.card is not None and entry.target is not None
        bid = int(entry.target[1])
        bak = s.bakugan[bid]
        owner = s.players[s.cards[entry.card].owner]
        if bak.controller != entry.controller:
            game.move_card(entry.card, BATCH, ("discard", owner.seat), cause="no_selection", rule="1.13.1")
            game.log(f"{card.name} has no Bakugan to evolve and is discarded", "1.13.1")
            return
        if not bak.face_up:
            bak.face_up = True
            game.log(f"{game.bname(bid)}'s Character card is turned face up first", "3.3.2")
        s.this_turn.evos_this_turn.append(entry.card)
        game.log(f"{game.name(entry.controller)}'s {game.card(bak.character).name} evolves into {card.name}", "3.3.2")
        game.move_card(entry.card, BATCH, ("evos", bid), cause="enters", rule="3.3.2", by=entry.controller)
        self.fire_card(game, entry.controller, entry.card, bid, "enters")

    def _finish_resolve(self, game: Game, frame: ResolveFrame) -> None:
        s = game.state
        entry = frame.entry
        drop_frame(s.frames, frame)
        if entry.kind == "card" and entry.card is not None:
            card = game.catalog.cards[entry.card_id]
            if card.type in (CardType.ACTION, CardType.FLIP):
                owner = s.cards[entry.card].owner
                where = entry.destination
                if where == "hand":
                    game.move_card(entry.card, BATCH, ("hand", owner), cause="completes")
                elif where == "energy":
                    game.move_card(entry.card, BATCH, ("charged", owner), cause="completes")
                elif where == "energy_uncharged":
                    game.move_card(entry.card, BATCH, ("uncharged", owner), cause="completes")
                elif where == "deck_bottom":
                    game.move_card(entry.card, BATCH, ("deck", owner), index=0, cause="completes")
                else:
                    game.move_card(entry.card, BATCH, ("discard", owner), cause="completes", rule="3.5.2")  # and 4.5.1
        below = s.frames[-1] if s.frames else None
        if isinstance(below, PriorityFrame):
            below.holder = s.starting if not s.players[s.starting].out else game.seats_from(s.starting)[0]
            below.passes = 0  # rule 1.14.2: after completion priority returns to the starting player

"""The engine's side of the card language: EffectContext operations on a live game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.zones import ZoneKey
from game.games.bakugan.cards.model import CardType, Faction
from game.games.bakugan.rules import card_choices, core_moves, may_choice, offers
from game.games.bakugan.rules.card_moves import BATCH
from game.games.bakugan.rules.core_zones import held_by
from game.games.bakugan.rules.decisions import charge_pick
from game.games.bakugan.rules.effect_ctx_words import WordsMixin
from game.games.bakugan.rules.frames import DamageFrame
from game.games.bakugan.rules.hero_factions import change_hero_faction
from game.games.bakugan.rules.state import BatchEntry, DamageRun, Modifier
from game.games.bakugan.rules.stats import bakugan_factions, check_condition, held_core_codes, opponents, static_count
from game.games.bakugan.words import Condition, CopyNew, Later, OpponentChooses, PlayFree, stat_words

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class EngineContext(WordsMixin):
    """Carries out one batch entry's instructions (rule 6.7.1) on the game."""

    def __init__(self, game: Game, entry: BatchEntry) -> None:
        self.game = game
        self.state = game.state
        self.entry = entry
        self.controller = entry.controller
        self.step_index = 0  # the instruction being done (a delayed effect remembers it)

    # -------------------------------------------------------------- reading

    def _target(self, kind: str) -> int | None:
        """The entry's first selection of this kind (rule 6.2.1: a card may make two); none once
        that selection was found no longer legal on completion (rule 1.13.1)."""
        chosen = ((self.entry.target, self.entry.selection_lost), (self.entry.target2, self.entry.selection2_lost))
        for t, lost in chosen:
            if t is not None and t[0] == kind:
                return None if lost else int(t[1])
        return None

    def _valid_bakugan(self, bid: int | None) -> int | None:
        if bid is None or self.state.players[self.state.bakugan[bid].controller].out:
            return None
        return bid

    def check(self, condition: Condition) -> bool:
        return check_condition(
            self.state,
            self.game.catalog,
            condition,
            self.controller,
            self_bid=self.entry.bakugan,
            selected_bid=self._selected_valid(),
            sacrificed=self.entry.sacrificed,
            played_before=self.entry.played_before,
            rerolled_open=self.entry.rerolled_open,
            stopped=self.entry.stopped,
            did=self.entry.did,
            dealt=self.entry.x if self.entry.kind == "trigger" else None,
        )

    def _selected_valid(self) -> int | None:
        return self._valid_bakugan(self._target("bakugan"))

    def selected_bakugan(self) -> list[int]:
        bid = self._selected_valid()  # None when the selection was lost on completion (rule 1.13.1)
        return [] if bid is None else [bid]

    def bakugan_group(self, group: str) -> list[int]:
        s = self.state
        if group == "selected":
            return self.selected_bakugan()
        if group == "second":
            t = None if self.entry.selection2_lost else self.entry.target2
            bid = self._valid_bakugan(int(t[1]) if t is not None and t[0] == "bakugan" else None)
            return [] if bid is None else [bid]
        if group == "self":
            return [] if self.entry.bakugan is None else [self.entry.bakugan]
        # rule 1.13.1: an effect on Bakugan that makes no selection applies to face-up Bakugan only
        live = [b for b in s.bakugan if b.face_up and not s.players[b.controller].out]
        if group == "yours":
            return [b.bid for b in live if b.controller == self.controller]
        if group == "opposing":
            return [b.bid for b in live if b.controller != self.controller]
        if group == "your_brawler":
            return [b.bid for b in live if b.controller == self.controller and b.in_brawl]
        if group == "opposing_brawler":
            return [b.bid for b in live if b.controller != self.controller and b.in_brawl]
        return [b.bid for b in live]

    def factions_of(self, bid: int) -> set[str]:
        return set(bakugan_factions(self.state, self.game.catalog, self.state.bakugan[bid]))

    def hand_size(self, seat: int) -> int:
        return len(self.state.players[seat].hand)

    def count(self, counter: str) -> int:
        if counter == "largest_opponent_hand":
            return max((len(self.state.players[o].hand) for o in opponents(self.state, self.controller)), default=0)
        if counter.startswith("team_faction:"):
            return static_count(
                self.state, self.game.catalog, "team_faction", self.controller, counter.split(":", 1)[1]
            )
        if counter == "selected_dr":
            sel = self._selected_valid()
            return 0 if sel is None else self.game.stats(sel).damage
        if counter in ("selected_bp", "self_dr", "self_bp"):  # a Bakugan's stats, read when the step is reached
            bid = self._selected_valid() if counter == "selected_bp" else self.entry.bakugan
            if bid is None:
                return 0
            stats = self.game.stats(bid)
            return stats.damage if counter == "self_dr" else max(0, stats.bp) // 100
        if counter == "selected_frost":
            sel = self._selected_valid()
            return 0 if sel is None else self.game.stats(sel).frost
        if counter == "tally":
            return self.entry.tally
        if counter == "victor_dr":  # the Victor's Damage Rating as it is now, 0 before one is declared (7.2.10)
            victor = self.state.this_turn.victor
            return 0 if victor is None else max(0, self.game.stats(victor).damage)
        if counter == "discarded_cost":  # the card the step before discarded is on top of the pile
            pile = self.state.players[self.controller].discard
            return (self.game.card(pile[-1]).cost or 0) if self.entry.did and pile else 0
        if counter == "revealed_cost":
            iid = self.entry.subject
            return 0 if iid < 0 else (self.game.card(iid).cost or 0)
        if counter == "x":
            return self.entry.x
        return static_count(self.state, self.game.catalog, counter, self.controller, None)

    def players(self, who: str) -> list[int]:
        s = self.state
        if who == "you":
            return [self.controller]
        if who == "selected":
            seat = self._target("player")
            return [] if seat is None or s.players[seat].out else [seat]
        if who == "opponents":
            return opponents(s, self.controller)
        return self.game.seats_from(s.starting)

    # -------------------------------------------------------------- Bakugan

    def _damage_locked(self, bid: int) -> bool:
        """Rule 5.11.2: an opposing answer to a Flip card cannot change the Victor's damage."""
        if not self.game.record.answers_flip_on_damage(self.game, self.controller, bid):
            return False
        self.game.log("That change to the Victor's damage has no effect while its damage is being dealt", "5.11.2")
        return True

    def modify_bakugan(self, bid: int, bp: int, dr: int, frost: int, keywords: tuple[str, ...], lasting: bool) -> None:
        damaging = {"DoubleStrike", "ShadowStrike"} & set(keywords)
        if (dr or damaging) and self._damage_locked(bid):
            dr = 0
            keywords = tuple(k for k in keywords if k not in damaging)
            if not (bp or frost or keywords):
                return
        self.state.modifiers.append(
            Modifier(
                bid=bid,
                bp=bp,
                dr=dr,
                frost=frost,
                keywords=list(keywords),
                lasting=lasting,
                source=self.entry.card_id,
                controller=self.controller,
            )
        )
        st = self.game.stats(bid)
        self.game.log(
            f"{self.game.bname(bid)} gets {stat_words(bp, dr, frost, keywords)} "
            f"(now {st.bp} B-Power, {max(0, st.dr)} Damage Rating)",
            "3.5.3" if not lasting else "6.9.1",
        )

    def set_base(self, bid: int, bp: int | None, dr: int | None) -> None:
        if dr is not None and self._damage_locked(bid):
            dr = None
            if bp is None:
                return
        self.state.modifiers.append(
            Modifier(bid=bid, base_bp=bp, base_dr=dr, source=self.entry.card_id, controller=self.controller)
        )
        self.game.log(
            f"{self.game.bname(bid)}'s base {'B-Power' if bp is not None else 'Damage Rating'} "
            f"becomes {bp if bp is not None else dr}",
            "2.9.3" if bp is not None else "2.10.3",
        )

    def retract(self, bid: int) -> None:
        if self.state.bakugan[bid].open:  # only an open Bakugan can be retracted (7.2.5): "if you do"
            self.entry.did = True
            self.entry.tally += 1
        # rule 6.7.1: the effect's controller follows its instructions, so they place the cores back
        core_moves.retract(self.game, bid, "7.2.5", placer=self.controller)

    def take_core(self, bid: int) -> None:
        s = self.state
        source = s.bakugan[bid]
        mine = [b for b in s.players[self.controller].bakugan if s.bakugan[b].in_brawl and s.bakugan[b].open]
        if not source.cores or not mine or bid in mine:
            return
        self.game.log(f"A BakuCore moves from {self.game.bname(bid)} to {self.game.bname(mine[0])}", "6.5.2")
        to = held_by(mine[0])  # by the effect's controller: the damage record keeps or locks it (5.11.2)
        self.game.move_core(source.cores[0], held_by(bid), to, cause="taken", rule="6.5.2", by=self.controller)

    # -------------------------------------------------------------- cards and zones

    def draw(self, seat: int, count: int) -> None:
        drawn = self.game.draw(seat, count)
        if drawn:
            self.game.log(f"{self.game.name(seat)} draws {drawn} card{'s' if drawn != 1 else ''}", "1.17.1")

    def start_tally(self) -> None:
        self.entry.tally = 0
        self.entry.did = False

    def discard_chosen(self, seat: int, count: int, chooser: int, card_type: str = "", optional: bool = False) -> None:
        """Push the choice; count -1 is "any number" (the player stops with Decline)."""
        hand = self.state.players[seat].hand
        if card_type:
            hand = [i for i in hand if self.game.card(i).type.value == card_type]
        if not hand or count == 0:
            return
        count = len(hand) if count < 0 else min(count, len(hand))
        self.game.push_decision(
            "discard", seat, count=count, options=[card_type] if card_type else [], optional=optional
        )

    def shuffle_in(self, seat: int) -> None:
        card_choices.offer_shuffle_in(self.game, seat)

    def discard_hand(self, seat: int, redraw: bool) -> None:
        player = self.state.players[seat]
        n = len(player.hand)
        for iid in list(player.hand):  # each card is discarded like any other: counted, triggers fire
            self.game.discard_from_hand(seat, iid)
        self.entry.tally += n
        self.game.log(f"{player.name} discards their whole hand ({n} card{'s' if n != 1 else ''})", "4.5.1")
        if redraw and n:
            self.draw(seat, n)

    def negate_selected(self) -> None:
        s = self.state
        eid = self._target("batch_card")
        victim = next((e for e in s.batch if e.eid == eid), None)
        if victim is None:
            self.game.log("The card to negate has already left the batch", "1.13.1")
            return
        s.batch.remove(victim)
        name = self.game.catalog.cards[victim.card_id].name
        if victim.kind == "card" and victim.card is not None:
            self.game.move_card(
                victim.card, BATCH, ("discard", s.cards[victim.card].owner), cause="negated", rule="6.10.2"
            )
            self.entry.subject = victim.card
        self.game.log(f"{name} is negated and does nothing", "6.10.2")

    def copy_selected(self) -> None:
        self._copy_entry(self._target("batch_card"))

    def copy_played(self) -> None:
        self._copy_entry(self.entry.subject)

    def _copy_entry(self, eid: int | None) -> None:
        s = self.state
        original = next((e for e in s.batch if e.eid == eid), None)
        if original is None:
            return
        copy_entry = BatchEntry(
            eid=s.next_eid,
            kind="copy",
            controller=self.controller,
            card_id=original.card_id,
            bakugan=original.bakugan,
            ability=original.ability,
            target=original.target,
            target2=original.target2,
            x=original.x,
            played_before=self.entry.played_before,
        )
        s.next_eid += 1
        s.batch.append(copy_entry)
        self.game.log(
            f"{self.game.name(self.controller)} copies {self.game.catalog.cards[original.card_id].name}", "7.7.1"
        )

    def destroy_energy(self, seat: int, count: int) -> None:
        player = self.state.players[seat]
        destroyed = 0
        for _ in range(count):
            zone = "charged" if player.charged else "uncharged"
            cards = player.charged if player.charged else player.uncharged
            if not cards:
                break
            self.game.move_card(cards[-1], (zone, seat), ("discard", seat), cause="destroyed", rule="4.5.1")
            destroyed += 1
        if destroyed:
            self.game.log(f"{player.name} loses {destroyed} Energy card{'s' if destroyed != 1 else ''}", "4.5.1")

    def _destroy_hero(self, iid: int | None) -> bool:
        for player in self.state.players:
            if iid in player.heroes:
                owner = self.state.players[self.state.cards[iid].owner]  # rule 7.10.2
                self.game.log(f"{self.game.card(iid).name} is destroyed", "3.4.2")
                self.game.move_card(
                    iid, ("heroes", player.seat), ("discard", owner.seat), cause="destroyed", by=self.controller
                )
                return True
        return False

    def destroy_selected_hero(self) -> None:
        self._destroy_hero(self._target("hero"))

    def destroy_this_hero(self) -> None:
        if self.entry.bakugan is None:  # a Hero's own ability: the card is the Hero in play
            self._destroy_hero(self.entry.card)

    def destroy_heroes(self, seat: int) -> None:
        for iid in list(self.state.players[seat].heroes):
            self.entry.tally += self._destroy_hero(iid)

    def destroy_energy_down_to(self, seat: int, keep: int) -> None:
        """The owner keeps `keep` Energy cards, charged ones first (their choice, rule 4.5.1)."""
        player = self.state.players[seat]
        extra = len(player.charged) + len(player.uncharged) - keep
        while extra > 0:
            zone = "uncharged" if player.uncharged else "charged"
            cards = player.uncharged if player.uncharged else player.charged
            self.game.move_card(cards[-1], (zone, seat), ("discard", seat), cause="destroyed", rule="4.5.1")
            extra -= 1
        left = len(player.charged) + len(player.uncharged)
        self.game.log(f"{player.name} keeps {left} Energy card{'s' if left != 1 else ''}", "4.5.1")

    def uncharge_energy(self, seat: int, count: int, hold: bool) -> None:
        player = self.state.players[seat]
        n = min(count, len(player.charged))
        for _ in range(n):
            iid = player.charged[-1]
            self.game.move_card(iid, ("charged", seat), ("uncharged", seat), cause="uncharge")
            if hold:
                self.state.this_turn.held_uncharged.append(iid)
        if n:
            held = ", and they stay uncharged this turn" if hold else ""
            self.game.log(f"{player.name} has {n} Energy card{'s' if n != 1 else ''} uncharged{held}", "7.2.2")

    def decide_victor_by(self, stat: str) -> None:
        self.state.this_turn.victor_by = stat
        self.game.log("This turn the Victor is decided by the highest Damage Rating", "5.10.1")

    def take_control_selected(self) -> None:
        iid = self._target("hero")
        for player in self.state.players:
            if iid in player.heroes and player.seat != self.controller:
                self.game.log(
                    f"{self.game.name(self.controller)} takes control of {self.game.card(iid).name}", "7.10.1"
                )
                to = ("heroes", self.controller)
                self.game.move_card(
                    iid, ("heroes", player.seat), to, cause="control", rule="7.10.1", by=self.controller
                )

    def gain_energy(self, amount: int) -> None:
        self.state.players[self.controller].pool += amount
        self.game.log(f"{self.game.name(self.controller)} adds {amount} Energy to their pool", "1.7.1")

    def energize_top_of_deck(self, seat: int, charged: bool) -> None:
        player = self.state.players[seat]
        if player.deck:
            energy = "charged" if charged else "uncharged"
            self.game.move_card(player.deck[-1], ("deck", seat), (energy, seat), cause="energize", rule="7.2.4")
            self.game.log(
                f"{player.name} Energizes the top card of their deck {'charged' if charged else 'uncharged'}", "7.2.4"
            )

    def energize_self(self, charged: bool) -> None:
        if self.entry.kind == "card":
            self.entry.destination = "energy" if charged else "energy_uncharged"
            self.game.log(f"{self.game.catalog.cards[self.entry.card_id].name} will be Energized", "7.2.4")

    def return_self_to_hand(self) -> None:
        if self.entry.kind == "card":
            self.entry.destination = "hand"
            return
        iid = self.entry.card  # a delayed effect or an ability: the card is already in a zone
        if iid is None:
            return
        s = self.state
        owner = s.players[s.cards[iid].owner]
        places = [
            (("discard", owner.seat), owner.discard),
            *((("heroes", p.seat), p.heroes) for p in s.players),
            *((("evos", b.bid), b.evos) for b in s.bakugan),
        ]
        for key, zone in places:
            if iid in zone:
                self.game.log(f"{self.game.card(iid).name} returns to {owner.name}'s hand", "4.1.3")
                # `by`: a Hero or Evo leaving play as an answer to a Flip card is in the 5.11.2 record
                self.game.move_card(iid, key, ("hand", owner.seat), cause="returned", rule="4.1.3", by=self.controller)
                return
        self.game.log("That card is no longer where it was; it stays put", "1.3.4")

    def search_deck(self, seat: int, card_type: str) -> None:
        card_choices.offer_search(self.game, seat, card_type)

    def shuffle_discard_into_deck(self, seat: int, count: int) -> None:
        player = self.state.players[seat]
        moved = player.discard[-count:] if count > 0 else []
        for iid in moved:
            self.game.move_card(iid, ("discard", seat), ("deck", seat), cause="shuffled_in")
        self.game.rng().shuffle(player.deck)
        if moved:
            self.game.log(
                f"{player.name} shuffles {len(moved)} card{'s' if len(moved) != 1 else ''} "
                "from the discard pile into their deck",
                "4.5.2",
            )

    def destroy_evo(self, bid: int, every: bool, keep_self: bool = False) -> None:
        bak = self.state.bakugan[bid]
        keep = [self.entry.card] if keep_self and self.entry.card in bak.evos else []
        for iid in reversed([i for i in bak.evos if i not in keep]):
            owner = self.state.cards[iid].owner
            self.game.log(f"{self.game.card(iid).name} is destroyed; {self.game.bname(bid)} is what is left", "3.3.3")
            self.game.move_card(iid, ("evos", bid), ("discard", owner), cause="destroyed", by=self.controller)
            if not every:
                break

    def change_selected_hero_faction(self, factions: tuple[str, ...], lasting: bool) -> None:
        iid = self._target("hero")
        if iid is None or not any(iid in p.heroes for p in self.state.players):
            self.game.log("That Hero is no longer in play; its Faction stays", "1.13.1")
            return
        change_hero_faction(self.game, self.controller, iid, factions, lasting)

    def charge_energy(self, seat: int, count: int) -> None:
        if charge_pick.is_real_choice(self.game, seat, count):  # which ones matters (5.16.1): ask
            self.game.push_decision("charge_pick", seat, count=count)
            return
        player = self.state.players[seat]
        n = len(player.uncharged) if count <= 0 else min(count, len(player.uncharged))
        for _ in range(n):
            iid = player.uncharged[-1]
            self.game.move_card(iid, ("uncharged", seat), ("charged", seat), cause="charge", rule="7.2.1")
            if iid in self.state.this_turn.held_uncharged:  # charged now: no longer one kept uncharged (5.16.1)
                self.state.this_turn.held_uncharged.remove(iid)
        if n:
            self.game.log(f"{player.name} charges {n} Energy card{'s' if n != 1 else ''}", "7.2.1")

    def move_self(self, where: str) -> None:
        if self.entry.kind == "card":
            self.entry.destination = where

    def attach_core(self, bid: int, types: tuple[str, ...], count: int, optional: bool) -> None:
        if not self.state.bakugan[bid].open:
            self.game.log("Only an open Bakugan can hold BakuCores; nothing is attached", "1.3.4")
            return
        offers.offer_attach(self.game, self.controller, bid, types, count, optional)

    def remove_cores(self, bid: int, every: bool) -> None:
        core_moves.remove_cores(self.game, self.controller, bid, every)

    def reveal_core(self, optional: bool) -> None:
        core_moves.offer_reveal(self.game, self.controller, optional)

    def swap_cores(self, mine: int, theirs: int) -> None:
        core_moves.swap_cores(self.game, self.controller, mine, theirs)

    def reroll(self, seat: int, optional: bool) -> None:
        bid = self.state.this_turn.selected.get(seat)
        if bid is None or self.state.players[seat].out:
            self.game.log(f"{self.game.name(seat)} rolled no Bakugan this turn, so there is nothing to Reroll", "1.3.4")
            return
        offers.offer_reroll(self.game, seat, bid, optional)

    # -------------------------------------------------------------- damage

    def stop_damage(self) -> None:
        run = self.game.current_damage()
        if run is not None:
            run.stopped = True
            self.entry.stopped = True
            self.game.log(f"The rest of the damage to {self.game.name(run.target)} is stopped", "7.2.9")

    def damage_origin_matches(self, factions: tuple[Faction, ...], exclude: bool, holding: tuple[str, ...]) -> bool:
        run = self.game.current_damage()
        if run is None:
            return False
        if holding:
            if run.origin_bid is not None:
                return bool(
                    held_core_codes(self.state, self.game.catalog, self.state.bakugan[run.origin_bid]) & set(holding)
                )
            return False
        if not factions:
            return True
        origin = set(run.origin_factions)
        if run.origin_bid is not None:
            origin = set(bakugan_factions(self.state, self.game.catalog, self.state.bakugan[run.origin_bid]))
        named = {f.value for f in factions}
        return not (origin & named) if exclude else bool(origin & named)

    def damage_to_hand(self) -> None:
        run = self.game.current_damage()
        if run is not None and run.target == self.controller:
            run.to_hand = True
            self.game.log(f"The rest of the damage goes to {self.game.name(run.target)}'s hand", "1.16.2")

    def attack(self, dr: int, faction: Faction | None) -> None:
        targets = [seat for seat in self.game.seats_from(self.controller) if seat != self.controller]
        runs = [
            DamageRun(
                target=target,
                attacker=self.controller,
                origin_bid=None,
                origin_factions=[faction.value] if faction else [],
                fixed=max(0, dr),
            )
            for target in reversed(targets)
        ]
        self.game.damage.begin_attack(self.game, self.controller, runs)
        for run in runs:
            self.state.frames.append(DamageFrame(run))
        self.game.log(f"{self.game.name(self.controller)} makes an attack for {dr} Damage Rating", "1.16.1")

    # -------------------------------------------------------------- playing cards for free

    def play_free(self, spec: PlayFree) -> None:
        s = self.state
        me = s.players[self.controller]
        game = self.game
        if spec.source == "this":
            iid = self.entry.card
            owner = s.players[s.cards[iid].owner] if iid is not None else me
            if iid is None or iid not in owner.discard:
                game.log("This card is no longer in the discard pile, so it cannot be played", "1.3.4")
                return
            offers.offer_free_play(game, self.controller, [iid], spec.optional)
            return
        if spec.source == "hand":
            pool = list(me.hand)
        elif spec.source == "discard":  # the pile is open to every player (4.5)
            pool = list(me.discard)
        elif spec.source == "deck_top":
            pool = list(reversed(me.deck[-spec.look :]))
            names = ", ".join(game.card(i).name for i in pool)
            if spec.reveal:
                s.this_turn.revealed.extend(pool)
                game.log(f"{me.name} reveals the top of their deck: {names or 'nothing'}", "2.3.3")
            else:
                me.seen.extend(pool)
                game.log(f"{me.name} looks at the top {len(pool)} card(s) of their deck", "4.2.2")
        else:
            pool = [i for o in opponents(s, self.controller) for i in s.players[o].hand]
            me.seen.extend(pool)
            game.log(f"{me.name} looks at their opponent's hand", "4.3.1")
        candidates = [i for i in pool if self._free_match(i, spec)]
        if not candidates:
            game.log("There is no card there that can be played this way", "1.3.4")
            return
        onto = s.this_turn.selected.get(self.controller) if spec.onto == "rolled" else None
        if spec.onto == "rolled" and onto is None:
            game.log("No Bakugan was rolled this turn to play an Evo on", "1.3.4")
            return
        offers.offer_free_play(game, self.controller, candidates, spec.optional, onto)

    def _free_match(self, iid: int, spec: PlayFree) -> bool:
        card = self.game.card(iid)
        if card.type.value not in spec.types:
            return False
        if spec.faction and not set(spec.faction) & set(card.factions):
            return False
        if spec.name and card.name != spec.name:
            return False
        printed = 0 if card.x_cost else card.cost or 0  # an X cost counts as zero outside the batch (1.8.1)
        return (spec.max_cost is None or printed <= spec.max_cost) and (
            spec.min_cost is None or printed >= spec.min_cost
        )

    # -------------------------------------------------------------- delayed effects

    def schedule(self, later: Later) -> None:
        e = self.entry
        delayed = BatchEntry(
            eid=0,
            kind="delayed",
            controller=self.controller,
            card_id=e.card_id,
            card=e.card,
            bakugan=e.bakugan,
            ability=e.ability if e.kind in ("ability", "trigger") else -1,
            target=e.target,
            mode=e.mode,
            origin=[self.step_index],
            event=later.when,
        )
        if later.when == "rolled_is_victor":
            delayed.bakugan = self.state.this_turn.selected.get(self.controller)
        self.state.this_turn.delayed.append(delayed)
        self.game.log(
            f"{self.game.catalog.cards[e.card_id].name} will act again {later.describe().split(',')[0]}", "6.7.1"
        )

    # -------------------------------------------------------------- Energize, costs, the turn

    def energize_from_hand(self, count: int, chooser: str, optional: bool, charged: bool) -> None:
        owner = self.controller
        picker = owner if chooser == "you" else next(iter(opponents(self.state, owner)), None)
        if picker is None or not self.state.players[owner].hand:
            self.game.log("There is no card in hand to Energize", "1.3.4")
            return
        if picker != owner:  # to choose, the opponent looks at the hand (4.3.1)
            self.state.players[picker].seen.extend(self.state.players[owner].hand)
        offers.offer_energize_pick(self.game, picker, owner, count, optional, charged)

    def energize_discard(self, charged: bool) -> None:
        player = self.state.players[self.controller]
        moved = list(player.discard)
        energy = "charged" if charged else "uncharged"
        for iid in moved:
            self.game.move_card(iid, ("discard", self.controller), (energy, self.controller), cause="energize")
        self.game.log(f"{player.name} Energizes the {len(moved)} cards of their discard pile", "7.2.4")

    def energize_selected_hero(self, charged: bool) -> None:
        iid = self._target("hero")
        for player in self.state.players:
            if iid is not None and iid in player.heroes:
                self.game.log(f"{player.name} Energizes {self.game.card(iid).name}", "7.2.4")
                # its controller's Energy card now (7.2.4), charged unless the card says uncharged
                to = ("charged" if charged else "uncharged", player.seat)
                self.game.move_card(iid, ("heroes", player.seat), to, cause="energize", by=self.controller)

    def discount_next(self, amount: int) -> None:
        self.state.players[self.controller].next_card_less += amount
        self.game.log(f"The next card {self.game.name(self.controller)} plays this turn costs {amount} less", "2.3")

    def evo_free(self) -> None:
        self.state.this_turn.evo_free = True
        self.game.log("For the rest of the turn, Evo cards are free to play", "2.3.3")

    def end_turn(self) -> None:
        self.state.this_turn.ending_turn = True
        self.game.log("The turn ends now; nothing else happens this turn", "1.3.1")

    def coin_flip(self) -> None:
        heads = self.game.rng().random() < 0.5
        self.entry.did = heads
        self.game.log(f"{self.game.name(self.controller)} flips a coin: {'heads' if heads else 'tails'}", "1.3.1")

    # -------------------------------------------------------------- deck tops, choices, copies

    def offer_energize_top(self, who: str, count: int, optional: bool, charged: bool) -> None:
        seats = [self.controller] if who == "you" else self.game.seats_from(self.state.starting)
        if not optional:
            for seat in seats:
                for _ in range(count):
                    self.energize_top_of_deck(seat, charged)
            return
        for seat in reversed(seats):  # the first of them decides first (the last pushed is on top)
            if self.state.players[seat].deck:
                offers.offer_energize_top(self.game, seat, count, charged)

    def reveal_top(self, whose: str) -> None:
        seat = self.controller if whose == "yours" else next(iter(opponents(self.state, self.controller)), None)
        if seat is None or not self.state.players[seat].deck:
            self.game.log("There is no card to reveal", "1.3.4")
            return
        top = self.state.players[seat].deck[-1]
        self.state.this_turn.revealed.append(top)
        self.entry.subject = top
        self.game.log(f"{self.game.name(seat)} reveals the top card of their deck: {self.game.card(top).name}", "1.3.1")

    def look_reorder(self, count: int) -> None:
        me = self.state.players[self.controller]
        top = me.deck[-count:]
        if len(top) < 2:
            return
        me.seen.extend(top)
        self.game.log(f"{me.name} looks at the top {len(top)} cards of their deck", "1.3.1")
        offers.offer_reorder(self.game, self.controller, list(reversed(top)))

    def split_boost(self, bp: int, dr: int, bids: list[int]) -> None:
        """X split between B-Power and Damage Rating: the controller picks how many go to DR."""
        x = self.entry.x
        if x <= 0 or not bids:
            return
        if self.entry.choice < 0:
            frame = self.game.resolving_frame(self.entry)
            frame.next_step -= 1  # this step runs again once the split is chosen
            offers.offer_option(self.game, self.controller, x + 1)
            return
        to_dr = self.entry.choice
        self.entry.choice = -1
        for bid in bids:
            self.modify_bakugan(bid, bp * (x - to_dr), dr * to_dr, 0, (), False)

    def opponent_chooses(self, choice: OpponentChooses) -> None:
        if self.entry.choice < 0:
            chooser = next(iter(opponents(self.state, self.controller)), None)
            if chooser is None:
                return
            frame = self.game.resolving_frame(self.entry)
            frame.next_step -= 1  # this step runs again once the opponent has chosen
            offers.offer_option(self.game, chooser, len(choice.options))
            return
        start, option = divmod(self.entry.choice, len(choice.options))  # see may_choice.run_option
        self.entry.choice = -1
        may_choice.run_option(self, choice, option, start)

    def copy_new(self, spec: CopyNew) -> None:
        s = self.state
        if spec.source == "discarded":
            candidates = [i for i in s.this_turn.discarded if self.game.card(i).type is CardType.ACTION]
        else:
            iid = self.entry.subject
            candidates = [iid] if iid >= 0 and self.game.card(iid).type is CardType.ACTION else []
        if not candidates:
            self.game.log("There is no Action card to copy", "1.3.4")
            return
        offers.offer_copy(self.game, self.controller, candidates, spec.optional)

    def choose_discard(self, types: tuple[str, ...]) -> None:
        s = self.state
        for seat in opponents(s, self.controller):
            hand = s.players[seat].hand
            s.this_turn.revealed.extend(hand)  # revealed to every player (4.3.1)
            names = ", ".join(self.game.card(i).name for i in hand) or "no cards"
            self.game.log(f"{self.game.name(seat)} reveals their hand: {names}", "4.3.1")
            fits = [i for i in hand if self.game.card(i).type.value in types]
            if fits:
                offers.offer_choose_discard(self.game, self.controller, seat, fits)

    def return_selected_card(self) -> None:
        s = self.state
        hero = self._target("hero")
        bid = self._target("bakugan")
        lower = self._target("evo")  # an Evo card below the top one (3.3.3: it counts for nothing there)
        if lower is not None:
            bid = next((b.bid for b in s.bakugan if lower in b.evos), None)
            if bid is None:
                return
            iid = lower
            source: ZoneKey = ("evos", bid)
        elif hero is not None:
            holder = next((p for p in s.players if hero in p.heroes), None)
            if holder is None:
                return
            iid = hero
            source = ("heroes", holder.seat)
        elif bid is not None and s.bakugan[bid].evos:
            iid = s.bakugan[bid].evos[-1]  # the Bakugan is what is left below it (3.3.3)
            source = ("evos", bid)
        else:
            self.game.log("That card is no longer in play", "1.13.1")
            return
        owner = s.players[s.cards[iid].owner]
        self.game.log(f"{self.game.card(iid).name} returns to {owner.name}'s hand", "4.1.3")
        self.game.move_card(iid, source, ("hand", owner.seat), cause="returned", rule="4.1.3", by=self.controller)

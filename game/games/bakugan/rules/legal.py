"""The legal actions: the plays of a priority window, and for a decision what its kind offers
(game/games/bakugan/rules/decision_kinds.py); costs, Energy, card options and selections (rules 1.13, 6.2.1,
7.8.1), which the decision kinds use too.

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads; it keeps the legal
actions of the position last listed while the game's version is the same."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from game.games.bakugan.cards.model import CardDef, CardType
from game.games.bakugan.rules import memo as memo_settings
from game.games.bakugan.rules.action_builders import (
    pass_action,
    plain_play_action,
    play_card_action,
    target_of,
)
from game.games.bakugan.rules.actions import (
    Action,
    Activate,
    ChooseCard,
    PlayCard,
    Target,
)
from game.games.bakugan.rules.batch_entries import trigger_ability
from game.games.bakugan.rules.card_facts import card_facts
from game.games.bakugan.rules.decision_kinds import kind_of
from game.games.bakugan.rules.frames import DecisionFrame, PriorityFrame
from game.games.bakugan.rules.hero_factions import hero_factions
from game.games.bakugan.rules.state import (
    BatchEntry,
    Step,
)
from game.games.bakugan.rules.stats import (
    active_seats,
    bakugan_factions,
    changed_factions,
    check_condition,
    cost_reduction,
    energy_per_card,
    held_core_codes,
    static_count,
)
from game.games.bakugan.words import Ability, Mode, Selection, modes_share_selection
from game.roll.hexgrid import KeptFrontier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class LegalActions:
    """The legal actions of the position, and what they are made of: costs, Energy, targets and
    options; the decision kinds and the refusals ask here too."""

    __slots__ = ("_legal", "_version", "frontier")

    def __init__(self) -> None:
        self._legal: list[Action] | None = None  # the legal actions of the position last listed
        self._version = -1  # the game's version then
        self.frontier = KeptFrontier()  # the field's free cells touching it, for placing BakuCores

    def attachable(self, game: Game, types: list[str]) -> list[str]:
        s = game.state
        return [c for c in sorted(s.field) if not types or game.catalog.cores[s.cores[c].core_id].code in types]

    def copy_options(self, game: Game, seat: int, iid: int) -> list[Action]:
        card = game.card(iid)
        if not card.is_encoded:
            return []
        return [
            ChooseCard(seat=seat, card=iid, target=t, mode=m) for m, t in self.card_targets_by_mode(game, seat, card)
        ]

    def free_play_options(self, game: Game, seat: int, iid: int, onto: int | None = None) -> list[Action]:
        card = game.card(iid)
        if not card.is_encoded or card.type is CardType.CHARACTER:
            return []
        return [
            PlayCard(seat=seat, card=iid, target=target, mode=mode, target2=target2)
            for mode, target in self.card_targets_by_mode(game, seat, card)
            for target2 in self.second_targets(game, seat, card, target)
            if onto is None or card.type is not CardType.EVO or target == Target("bakugan", onto)
        ]

    def actions(self, game: Game) -> list[Action]:
        """Every legal action for the seat to act (not Forfeit, which any seat may do any time, nor
        Uncharge, an Energy card turned ahead of a play: the play's own payment does the same): the
        list kept for this version of the game, to read and not to change."""
        legal = self._legal
        if legal is None or self._version != game.version:
            with game.reading():
                legal = self._legal = self._compute_legal(game)
            self._version = game.version
        return legal

    def _compute_legal(self, game: Game) -> list[Action]:
        s = game.state
        if not s.frames or s.step is Step.OVER:
            return []
        top = s.frames[-1]
        if isinstance(top, PriorityFrame):
            return self.priority_actions(game, top.holder)
        if not isinstance(top, DecisionFrame):
            return []  # a chance node (the roll's outcome is not listed), or nothing owed
        return kind_of(top.decision).legal(game, top)

    def priority_actions(self, game: Game, seat: int) -> list[Action]:
        s = game.state
        actions: list[Action] = [pass_action(seat)]
        player = s.players[seat]
        available = self.available_energy(game, seat)
        targets: dict[str, list[tuple[int, Target | None]]] = {}  # copies of a card have the same targets
        cards, defs = s.cards, game.catalog.cards
        facts = card_facts(s, game.catalog)
        # card_cost of a card without cost rules, written out (no call per card in hand, at every
        # window): its printed cost less the static reductions and the next card's, or free
        less_now, evo_free = player.next_card_less, s.this_turn.evo_free
        for iid in player.hand:
            card = defs[cards[iid].card_id]
            if card.play is None or not card.play.cost_rules:
                # without cost rules, neither Sacrifice nor X makes a card cheaper than its plain cost
                if card.unencoded is not None or card.type is CardType.FLIP or card.type is CardType.CHARACTER:
                    continue
                if evo_free and card.type is CardType.EVO:
                    cost = 0
                else:
                    less = less_now + cost_reduction(s, game.catalog, seat, card) if facts.cost_less else less_now
                    cost = max(0, (card.cost or 0) - less)
                if memo_settings.CHECKS.verify:
                    if cost != self.card_cost(game, seat, card):
                        raise AssertionError(f"the plain cost of {card.id} written out differs from card_cost")
                    self._check_plain_cost(game, seat, iid, cost, available)
                if cost > available:
                    continue
                play = card.play
                if (
                    card.sacrifice
                    or card.discard_cost
                    or card.x_cost
                    or not (play is None or play.select2 is None or card.type is CardType.EVO)
                ):
                    actions.extend(
                        self.play_options(game, seat, iid, available=available, targets=targets, plain_cost=cost)
                    )
                    continue
                # most cards: one play per (option, selection) at their plain cost, as play_options
                # lists them (no Sacrifice, X, discard or second selection), without its call
                chosen = targets.get(card.id)
                if chosen is None:
                    chosen = targets[card.id] = self.card_targets_by_mode(game, seat, card)
                start = len(actions)
                for mode, target in chosen:
                    actions.append(plain_play_action(seat, iid, target, mode))
                verify = memo_settings.CHECKS.verify
                if verify and actions[start:] != self.play_options(game, seat, iid, plain_cost=cost):
                    raise AssertionError(f"the plays of {card.id} listed directly differ from play_options")
                continue
            actions.extend(self.play_options(game, seat, iid, available=available, targets=targets))
        if facts.from_discard:
            for iid in player.discard:
                if defs[cards[iid].card_id].from_discard:
                    actions.extend(self.play_options(game, seat, iid))  # "as though it were in your hand"
        if facts.activated:
            for source_iid, bid, index, ability in self.activated_abilities(game, seat):
                for target in self.targets(game, seat, ability.select, bid):
                    if available >= ability.activation_cost:
                        actions.append(Activate(seat=seat, card=source_iid, ability=index, target=target))
        return actions

    def _check_plain_cost(self, game: Game, seat: int, iid: int, cost: int, available: int) -> None:
        """Tests: Sacrifice does not change the cost of a card without cost rules, and a card ruled out
        by that cost has no plays."""
        card = game.card(iid)
        if cost != self.card_cost(game, seat, card, sacrificed=True):
            raise AssertionError(f"the cost of {card.id}, which has no cost rules, changes with Sacrifice")
        if cost > available and self.play_options(game, seat, iid, available=available):
            raise AssertionError(f"{card.id} was ruled out as too dear but has plays")

    def activated_abilities(self, game: Game, seat: int) -> list[tuple[int, int | None, int, Ability]]:
        s = game.state
        out: list[tuple[int, int | None, int, Ability]] = []
        for bid in s.players[seat].bakugan:
            bak = s.bakugan[bid]
            if not bak.face_up:
                continue
            iid = bak.evos[-1] if bak.evos else bak.character
            activated = game.card(iid).activated
            if activated:
                out.extend((iid, bid, index, ability) for index, ability in activated)
        for iid in s.players[seat].heroes:
            activated = game.card(iid).activated
            if activated:
                out.extend((iid, None, index, ability) for index, ability in activated)
        return out

    def card_cost(
        self,
        game: Game,
        seat: int,
        card: CardDef,
        x: int = 0,
        sacrificed: bool = False,
        flip_frost: int = 0,
        discarded: int = 0,
    ) -> int:
        """Energy to pay (rules 1.15, 2.3, 7.3.3 FrostStrike on Flip cards); `discarded`: cards
        discarded as an additional cost, which a cost rule with `discard` needs."""
        base = (card.cost or 0) + (x if card.x_cost else 0)
        less, free = self._cost_terms(game, seat, card, sacrificed, discarded)
        cost = 0 if free else max(0, base - less)
        return cost + flip_frost

    def _cost_terms(self, game: Game, seat: int, card: CardDef, sacrificed: bool, discarded: int) -> tuple[int, bool]:
        """(Energy less, free) for playing this card now, from cards in play and its own cost rules."""
        less = cost_reduction(game.state, game.catalog, seat, card)
        free = False
        for rule in card.play.cost_rules if card.play is not None else ():
            if rule.discard and discarded != rule.discard:
                continue
            if rule.condition is not None and not check_condition(
                game.state, game.catalog, rule.condition, seat, sacrificed=sacrificed
            ):
                continue
            if rule.free:
                free = True
            else:
                times = static_count(game.state, game.catalog, rule.per, seat, None) if rule.per != "none" else 1
                less += rule.less * times
        less += game.state.players[seat].next_card_less
        if card.type is CardType.EVO and game.state.this_turn.evo_free:
            free = True
        return less, free

    def available_energy(self, game: Game, seat: int) -> int:
        player = game.state.players[seat]
        return player.pool + len(player.charged) * energy_per_card(game.state, game.catalog, seat)

    def play_options(
        self,
        game: Game,
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
        card = game.card(iid)
        if not card.is_encoded:
            return []
        flipping = flip_frost is not None
        if card.type is CardType.FLIP and not flipping:
            return []  # rule 3.6.1: only when flipped by damage
        if card.type is CardType.CHARACTER:
            return []
        hand = game.state.players[seat].hand
        frost = flip_frost or 0
        if available is None:
            available = self.available_energy(game, seat)
        affordable: list[tuple[int | None, int]] = []  # (sacrifice, cost)
        cost = self.card_cost(game, seat, card, 0, False, frost) if plain_cost is None else plain_cost
        if cost <= available:
            affordable.append((None, cost))
        others = [i for i in hand if i != iid] if card.sacrifice else []
        if others:
            if plain_cost is None:
                cost = self.card_cost(game, seat, card, 0, True, frost)  # the same whichever card is discarded
            if cost <= available:
                affordable.extend((i, cost) for i in others)
        extra = self._discard_choices(game, seat, iid, card) if card.discard_cost else []
        if extra:
            cost = self.card_cost(game, seat, card, 0, False, frost, discarded=card.discard_cost)
            extra = extra if cost <= available else []
        if not affordable and not extra:
            return []
        if targets is None:
            chosen = self.card_targets_by_mode(game, seat, card)
        else:
            known = targets.get(card.id)
            chosen = targets[card.id] = known if known is not None else self.card_targets_by_mode(game, seat, card)
        if not chosen:
            return []
        play = card.play
        if play is None or play.select2 is None or card.type is CardType.EVO:
            pairs: list[tuple[tuple[int, Target | None], Target | None]] = [(pair, None) for pair in chosen]
        else:
            pairs = [((m, t), t2) for m, t in chosen for t2 in self.second_targets(game, seat, card, t)]
        out: list[Action] = []
        for sac, base_cost in affordable:
            for x in range(available - base_cost + 1) if card.x_cost else range(1):
                for (mode, target), target2 in pairs:
                    out.append(play_card_action(seat, iid, target, x, sac, mode, target2, ()))
        for discards in extra:
            for (mode, target), target2 in pairs:
                out.append(play_card_action(seat, iid, target, 0, None, mode, target2, discards))
        return out

    def _discard_choices(self, game: Game, seat: int, iid: int, card: CardDef) -> list[tuple[int, ...]]:
        """Sets of other cards in hand to discard as an additional cost: one per different set of
        card names (copies of a card are the same choice)."""
        n = card.discard_cost
        if not n:
            return []
        hand = [i for i in game.state.players[seat].hand if i != iid]
        if len(hand) < n:
            return []
        seen: dict[tuple[str, ...], tuple[int, ...]] = {}
        for combo in itertools.combinations(hand, n):
            key = tuple(sorted(game.state.cards[i].card_id for i in combo))
            seen.setdefault(key, combo)
        return list(seen.values())

    def second_targets(self, game: Game, seat: int, card: CardDef, first: Target | None) -> list[Target | None]:
        """The choices for a card's second selection, given its first: never the same one twice."""
        select2 = card.play.select2 if card.play else None
        if select2 is None or card.type is CardType.EVO:
            return [None]
        return [t for t in self.targets(game, seat, select2) if t != first]

    def card_targets_by_mode(self, game: Game, seat: int, card: CardDef) -> list[tuple[int, Target | None]]:
        """(option, selection) pairs for playing this card: one option unless it says "choose one"."""
        play = card.play
        if card.type is CardType.EVO or play is None or not play.modes:
            return [(0, t) for t in self.card_targets(game, seat, card)]
        return self.mode_targets(game, seat, play.modes, play.select, play.battle_mastery)

    def mode_targets(
        self,
        game: Game,
        seat: int,
        modes: tuple[Mode, ...],
        shared: Selection | None,
        mastery: bool,
        self_bid: int | None = None,
    ) -> list[tuple[int, Target | None]]:
        out = [
            (m, t) for m, mode in enumerate(modes) for t in self.targets(game, seat, mode.select or shared, self_bid)
        ]
        if mastery and modes_share_selection(modes) and self._chooses_every_option(game, seat):
            out += [(len(modes), t) for t in self.targets(game, seat, shared, self_bid)]
        return out

    def _chooses_every_option(self, game: Game, seat: int) -> bool:
        return any(
            a.kind == "static" and a.battle_mastery_both
            for iid in game.state.players[seat].heroes
            for a in game.card(iid).abilities
        )

    def card_targets(self, game: Game, seat: int, card: CardDef) -> list[Target | None]:
        s = game.state
        if card.type is CardType.EVO:  # rule 3.3.1: a Character matching in name and Faction
            out: list[Target | None] = []
            for bid in s.players[seat].bakugan:
                bak = s.bakugan[bid]
                if bak.controller != seat:
                    continue
                character = game.card(bak.character)
                if character.name != card.evolves_from:
                    continue
                changed = changed_factions(s, bid)  # an effect may have changed its Faction (2.5.1)
                factions = set(changed) if changed is not None else set(character.faction_values)
                if factions & set(card.faction_values):
                    out.append(target_of("bakugan", bid))
            return out
        select = card.play.select if card.play else None
        return self.targets(game, seat, select)

    def targets(
        self, game: Game, seat: int, select: Selection | None, self_bid: int | None = None
    ) -> list[Target | None]:
        if select is None:
            return [None]
        s = game.state
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
                if self._entry_matches(game, entry, select):
                    out.append(target_of("batch_card", entry.eid))
            return out
        if select.kind == "card_in_play":  # a Hero, a Bakugan standing for its top Evo card, an Evo below it
            sides = {p.seat for p in s.players if not p.out and _on_side(select.side, p.seat, seat)}
            heroes = [target_of("hero", iid) for p in s.players if p.seat in sides for iid in p.heroes]
            evolved = [b for b in s.bakugan if b.evos and b.face_up and b.controller in sides]
            below = [target_of("evo", iid) for b in evolved for iid in b.evos[:-1]]
            return [*heroes, *(target_of("bakugan", b.bid) for b in evolved), *below]
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
                    if (select.max_cost is None or (game.card(iid).cost or 0) <= select.max_cost)
                    and self._hero_faction_fits(game, iid, select)
                )
            return out
        return [
            target_of("bakugan", bid)
            for bid in self._matching_bakugan(game, seat, select)
            if not (select.other and bid == self_bid)
        ]

    def _hero_faction_fits(self, game: Game, iid: int, select: Selection) -> bool:
        """A Hero selection's `faction`/`not_faction` against the Hero's Factions now (2.5.1)."""
        if not select.faction and not select.not_faction:
            return True
        factions = set(hero_factions(game.state.modifiers, iid, game.card(iid).faction_values))
        if select.faction and not factions.intersection(f.value for f in select.faction):
            return False
        return not (select.not_faction and factions.intersection(f.value for f in select.not_faction))

    def _entry_matches(self, game: Game, entry: BatchEntry, select: Selection) -> bool:
        card = game.catalog.cards[entry.card_id]
        max_cost = select.max_cost
        if max_cost is not None and (entry.kind not in ("card", "copy") or batch_cost(entry, card) > max_cost):
            return False
        card_type = select.card_type
        if card_type in (None, "any"):
            return True
        if card_type == "ability":
            return entry.kind in ("ability", "trigger")
        if entry.kind not in ("card", "copy"):
            return False
        return card.type.value in card_type.split("/")

    def _matching_bakugan(self, game: Game, seat: int, select: Selection) -> list[int]:
        s = game.state
        out = []
        for bak in s.bakugan:
            if s.players[bak.controller].out or not bak.face_up:  # rule 1.13.1: face-up Bakugan
                continue
            if select.side == "yours" and bak.controller != seat:
                continue
            if select.side == "opposing" and bak.controller == seat:
                continue
            if select.faction or select.not_faction:
                factions = set(bakugan_factions(s, game.catalog, bak))
                if select.faction and not factions & {f.value for f in select.faction}:
                    continue
                if select.not_faction and factions & {f.value for f in select.not_faction}:
                    continue
            if select.holding and not held_core_codes(s, game.catalog, bak) & set(select.holding):
                continue
            if select.in_brawl and not bak.in_brawl:
                continue
            if select.open_only and not bak.open:
                continue
            if select.not_opened_this_turn and bak.opened_turn == s.turn and bak.open:
                continue
            if select.old_evo and (not bak.evos or bak.evos[-1] in s.this_turn.evos_this_turn):
                continue
            if select.has_evo and not bak.evos:
                continue
            out.append(bak.bid)
        return out

    def trigger_options(self, game: Game, seat: int) -> list[Action]:
        s = game.state
        out: list[Action] = []
        for entry in s.pending_triggers:
            if entry.controller != seat:
                continue
            ability = trigger_ability(game.catalog, entry)
            choices = (
                self.mode_targets(game, seat, ability.modes, ability.select, ability.battle_mastery, entry.bakugan)
                if ability.modes
                else [(0, t) for t in self.targets(game, seat, ability.select, entry.bakugan)]
            )
            for mode, target in choices:
                out.append(ChooseCard(seat=seat, card=entry.eid, target=target, mode=mode))
            if ability.optional or not choices:
                out.append(ChooseCard(seat=seat, card=entry.eid, target=Target("skip", 0)))
        return out


def batch_cost(entry: BatchEntry, card: CardDef) -> int:
    """A card's cost while it is in the batch: X counts as the energy paid for it (rule 1.8.1)."""
    return (card.cost or 0) + (entry.x if card.x_cost else 0)


def _on_side(side: str, controller: int, seat: int) -> bool:
    """Whether a card controlled by `controller` is on the side a selection by `seat` names (7.10.1)."""
    return side == "any" or (controller == seat) == (side == "yours")

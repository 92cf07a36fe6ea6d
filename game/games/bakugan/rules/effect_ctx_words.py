"""The engine's side of the later words of the card language (game/games/bakugan/words/more_words.py), mixed into
EngineContext: mill, discard or destroy every matching card, a card from the discard pile, a
BakuCore negated, an Energy card destroyed by choice, a Bakugan's Faction changed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.games.bakugan.rules import core_moves, word_choices
from game.games.bakugan.rules.state import Modifier

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game
    from game.games.bakugan.rules.state import BatchEntry, GameState
    from game.games.bakugan.words.more_words import CardFilter, DivideBoost, FromDiscard


class WordsMixin:
    game: Game
    state: GameState
    entry: BatchEntry
    controller: int

    def mill(self, seat: int, count: int) -> None:
        player = self.state.players[seat]
        n = min(count, len(player.deck))
        for _ in range(n):
            self.game.move_card(player.deck[-1], ("deck", seat), ("discard", seat), cause="mill", rule="4.5.1")
        self.entry.tally += n
        self.entry.did = n > 0
        self.game.log(f"{player.name} puts the top {n} card(s) of their deck into their discard pile", "4.5.1")

    def discard_every(self, seat: int, which: CardFilter) -> None:
        player = self.state.players[seat]
        matching = [i for i in player.hand if which.matches(self.game.card(i))]
        for iid in matching:  # each a discard like any other: triggers fire (4.5.1)
            self.game.log(f"{player.name} discards {self.game.card(iid).name}", "4.5.1")
            self.game.discard_from_hand(seat, iid)
        self.entry.tally += len(matching)
        self.entry.did = self.entry.did or bool(matching)

    def destroy_every(self, seat: int, zone: str, which: CardFilter) -> None:
        s = self.state
        player = s.players[seat]
        if zone == "heroes":
            for iid in [i for i in player.heroes if which.matches(self.game.card(i))]:
                self.entry.tally += self._destroy_hero(iid)
            return
        for energy, pile in (("charged", player.charged), ("uncharged", player.uncharged)):
            for iid in [i for i in pile if which.matches(self.game.card(i))]:
                owner = s.cards[iid].owner
                self.game.move_card(
                    iid, (energy, seat), ("discard", owner), cause="destroy", rule="4.5.1", by=self.controller
                )
                self.entry.tally += 1
                self.game.log(f"{player.name} loses an Energy card ({self.game.card(iid).name})", "4.5.1")

    def pick_from_discard(self, seat: int, spec: FromDiscard) -> None:
        pile = self.state.players[seat].discard
        candidates = [i for i in pile if spec.which.matches(self.game.card(i)) and i != self.entry.card]
        if not candidates:
            self.game.log("There is no such card in the discard pile", "1.3.4")
            return
        word_choices.offer_discard_pick(self.game, seat, spec, candidates)

    def negate_core(self, bid: int) -> None:
        if not self.state.bakugan[bid].cores:
            self.game.log(f"{self.game.bname(bid)} holds no BakuCore to negate", "1.3.4")
            return
        self.game.log(f"A BakuCore of {self.game.bname(bid)} is negated and goes back to the field", "6.10.2")
        core_moves.remove_cores(self.game, self.controller, bid, every=False)

    def destroy_chosen_energy(self, seat: int) -> None:
        player = self.state.players[seat]
        if not player.charged and not player.uncharged:
            self.game.log(f"{player.name} has no Energy card to destroy", "1.3.4")
            return
        word_choices.offer_energy_pick(self.game, self.controller, seat)

    def divide_boost(self, spec: DivideBoost, bids: list[int], times: int) -> None:
        if len(bids) == 1 and not spec.either:  # nothing to divide
            self.modify_bakugan(bids[0], spec.bp * times, spec.dr * times, 0, (), False)
            return
        word_choices.offer_divide(self.game, self.controller, spec, bids, times)

    def change_faction(self, bid: int, factions: tuple[str, ...], lasting: bool) -> None:
        """Rule 2.5.1: the Bakugan is these Factions instead, until end of turn (3.5.3) or while in play."""
        self.state.modifiers.append(
            Modifier(
                bid=bid, faction=list(factions), lasting=lasting, source=self.entry.card_id, controller=self.controller
            )
        )
        when = "while it stays in play" if lasting else "until end of turn"
        self.game.log(f"{self.game.bname(bid)} is {' and '.join(factions)} {when}", "2.5.1")

    def modify_bakugan(self, bid: int, bp: int, dr: int, frost: int, keywords: tuple[str, ...], lasting: bool) -> None:
        raise NotImplementedError  # EngineContext's

    def _destroy_hero(self, iid: int | None) -> bool:
        raise NotImplementedError  # EngineContext's

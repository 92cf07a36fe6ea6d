"""The record of what each damage in progress counts (rule 5.11.2): cards and BakuCores kept in or
locked out of the damage once a flip has been answered, and the FrostStrike locked at its start.

A part of `Game` (game/games/bakugan/rules/engine.py), handed the game it reads and records in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.zones import Moved
from game.games.bakugan.rules.core_zones import HELD
from game.games.bakugan.rules.frames import DamageFrame, DamageRun

if TYPE_CHECKING:
    from game.games.bakugan.rules.engine import Game


class DamageRecord:
    """Keeps, in the turn's state, what the damage being dealt counts once a Flip card is answered."""

    __slots__ = ()

    def lock_core_out_of_damage(self, game: Game, seat: int, bid: int, core: str) -> None:
        if self.answers_flip_on_damage(game, seat, bid):
            game.state.this_turn.flip_answers.no_damage_cores.append(core)
            game.log("That BakuCore does not change the Victor's damage being dealt", "5.11.2")

    def keep_core_for_damage(self, game: Game, seat: int, bid: int, core: str) -> None:
        """A BakuCore taken off a Bakugan dealing the damage by an opposing answer to a Flip card
        still counts for that damage this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(game, seat, bid):
            game.state.this_turn.flip_answers.damage_kept_cores[core] = bid
            game.log("Losing that BakuCore does not change the Victor's damage being dealt", "5.11.2")

    def current_damage(self, game: Game) -> DamageRun | None:
        for frame in reversed(game.state.frames):
            if isinstance(frame, DamageFrame):
                return frame.damage
        return None

    def answers_flip_on_damage(self, game: Game, seat: int, bid: int | None = None) -> bool:
        """Would a change by `seat` (to Bakugan `bid`; None: to any) now be an opposing answer to a
        Flip card that modifies the Victor's damage being dealt (rule 5.11.2)?"""
        run = self.current_damage(game)
        if run is None or not run.brawl or seat == run.target:
            return False
        s = game.state
        team = s.this_turn.team_attack
        return bid is None or bid == run.origin_bid or (team and s.bakugan[bid].controller == run.attacker)

    def keep_evo_for_damage(self, game: Game, seat: int, iid: int, bid: int) -> None:
        """An Evo an opposing answer to a Flip card takes off a Bakugan dealing the damage still
        counts for that damage this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(game, seat, bid):
            game.state.this_turn.flip_answers.damage_kept_evos.append([iid, bid])
            game.log(f"Losing {game.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def keep_hero_for_damage(self, game: Game, seat: int, iid: int, holder: int) -> None:
        """A Hero an opposing answer to a Flip card takes out of play keeps its part in the damage
        being dealt this turn (rule 5.11.2)."""
        if self.answers_flip_on_damage(game, seat):
            game.state.this_turn.flip_answers.damage_kept_heroes.append([iid, holder])
            game.log(f"Losing {game.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def lock_card_out_of_damage(self, game: Game, seat: int, iid: int, bid: int | None) -> None:
        """An Evo or Hero entering play as an opposing answer to a Flip card (rule 5.11.2)."""
        if self.answers_flip_on_damage(game, seat, bid):
            game.state.this_turn.flip_answers.no_damage_cards.append(iid)
            game.log(f"{game.card(iid).name} does not change the Victor's damage being dealt", "5.11.2")

    def current_frost(self, game: Game) -> int:
        run = self.current_damage(game)
        return run.frost if run is not None else 0


def record_for_damage(game: Game, event: Moved) -> None:
    """Subscribed to card and BakuCore moves (engine.py): an Evo, Hero or BakuCore an effect
    of seat `event.by` takes off a Bakugan or out of play, or puts on one or into play, is
    kept in or locked out of the damage being dealt (rule 5.11.2). Moves that say no seat
    (`by` -1) are not recorded."""
    if event.by < 0:
        return
    record = game.record
    source, target = event.source, event.target
    if isinstance(event.item, str):  # a BakuCore
        if source is not None and source[0] == HELD:
            record.keep_core_for_damage(game, event.by, source[1], event.item)
        if target[0] == HELD:
            record.lock_core_out_of_damage(game, event.by, target[1], event.item)
        return
    iid = event.item
    if source is not None and source[0] == "heroes":
        record.keep_hero_for_damage(game, event.by, iid, source[1])
    elif source is not None and source[0] == "evos":
        record.keep_evo_for_damage(game, event.by, iid, source[1])
    elif target[0] == "evos":
        record.lock_card_out_of_damage(game, event.by, iid, target[1])
    elif target[0] == "heroes" and any(a.kind == "static" for a in game.card(iid).abilities):
        record.lock_card_out_of_damage(game, event.by, iid, None)

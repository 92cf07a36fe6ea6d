""" "You may" answered on its merit against always accepting: an Aurelus Tide mirror (two Aquos
Breath: "+200 B-Power. You may draw two cards.") in which both decks play three Hidden Treasure
("Stop Aurelus damage; if you do, you may draw two cards") for three Aquos Shield. One side's
heuristic weighs each "you may" (the default: a draw that thins the deck too far is declined),
the other always does it. Prints the on-merit side's win rate with its Wilson interval, the may
decisions asked and declined, and the speed; asserts nothing.

Usage: python benchmarks/bench_may_choices.py [GAMES]
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one

from game.games.bakugan.cards.catalog import default_catalog
from game.games.bakugan.decks import DeckList, load_deck, resolve_deck_path
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.rules.actions import Action, ChooseCard, Decline
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.rules.view import PlayerView
from game.games.bakugan.sim.runner import play_game
from game.roll.models import make_roll_model
from game.sim.wilson import wilson


class AlwaysAccept(HeuristicAgent):
    """The heuristic as it was: every "you may" is done."""

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        if view.parts.decision == "may":
            return next(a for a in legal if isinstance(a, ChooseCard))
        return super().choose(view, legal)


def treasure_deck() -> DeckList:
    deck = load_deck(resolve_deck_path("aurelus_tide"))
    cards = list(deck.cards)
    for _ in range(3):
        cards.remove("bb-2")  # Aquos Shield out, Hidden Treasure in
    return replace(deck, name="Aurelus Tide + Hidden Treasure", cards=[*cards, "aa-53", "aa-53", "aa-53"])


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    catalog = default_catalog()
    deck = treasure_deck()
    rolls, _ = make_roll_model("fast")
    wins = asked = declined = 0
    start = time.process_time()
    for i in range(games):
        merit_seat = i % 2  # the on-merit side sits first in half of the games
        agents: list[HeuristicAgent] = [AlwaysAccept(i * 2 + s, catalog, deck) for s in range(2)]
        agents[merit_seat] = HeuristicAgent(i * 2 + merit_seat, catalog, deck)
        setup = GameSetup(seats=(Seat("A", deck), Seat("B", deck)), seed=1000 + i, check_decks=False)

        def count(game: Game, action: Action, seat_of_merit: int = merit_seat) -> None:
            nonlocal asked, declined
            top = game.pending()
            if isinstance(top, DecisionFrame) and top.decision == "may" and top.seat == seat_of_merit:
                asked += 1
                declined += isinstance(action, Decline)

        _, record = play_game(setup, catalog, agents, rolls, on_action=count)
        wins += record.winner == merit_seat
    seconds = time.process_time() - start
    low, high = wilson(wins, games)
    print(
        f"on-merit side won {wins}/{games} = {wins / games:.1%} [{low:.1%}-{high:.1%}] against always-accept; "
        f"it was asked {asked} times and declined {declined}; {games / seconds:.1f} games per CPU second"
    )


if __name__ == "__main__":
    from benchmarks.script_help import answer_help

    answer_help(__doc__)
    main()

"""The guided first game's fixed table: two short ready decks, a fixed seed, the learner against
the computer. Decks of twenty cards (below the 40 of rule 4.2.1, so not checked as legal decks)
make the game end in a few turns: a player dealt damage with an empty deck is out (rule 1.5.1)."""

from __future__ import annotations

from dataclasses import replace

from game.games.bakugan.decks import DeckList, load_deck, ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat

SEED = 1  # with COMPUTER_SEED: the learner, doing what the guide says, wins in three or four turns
COMPUTER_SEED = 3  # the computer's choices
LEARNER = "Player"  # the log speaks of players in the third person ("Player wins the toss")
COMPUTER = "Computer"
# cheap, plain cards first: a new player can afford them and read what they do
LEARNER_DECK = (
    "pyrus_fury.yaml",
    [
        *("aa-31", "aa-31", "aa-31", "bb-89", "bb-89", "bb-89", "br-37", "br-37", "bb-87", "bb-87"),
        *("bb-174", "bb-172", "bb-274", "br-83", "bb-90", "bb-108", "bb-108", "bb-134", "bb-94", "br-43"),
    ],
)
COMPUTER_DECK = (
    "aquos_frost.yaml",
    [
        *("bb-76", "bb-76", "bb-76", "bb-18", "bb-18", "bb-18", "bb-13", "bb-13", "bb-13", "bb-2"),
        *("bb-2", "bb-2", "br-61", "bb-144", "br-93", "bb-79", "bb-79", "bb-28", "bb-15", "bb-61"),
    ],
)


def _short(file: str, cards: list[str]) -> DeckList:
    path = next(p for p in ready_decks() if p.name == file)
    deck = load_deck(path)
    return replace(deck, name=f"{deck.name} (short)", cards=list(cards), path=None)


def guided_setup() -> GameSetup:
    """The same game every time: seat 0 is the learner, seat 1 the computer."""
    learner, computer = _short(*LEARNER_DECK), _short(*COMPUTER_DECK)
    return GameSetup(seats=(Seat(LEARNER, learner), Seat(COMPUTER, computer)), seed=SEED, check_decks=False)

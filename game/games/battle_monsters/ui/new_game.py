"""Battle Monsters' side of the shell's new-game screen (game/ui/new_game.py): two seats, each a
person or the computer (the heuristic player or the strong one, each seat its own), a deck each (ready ones, then
your own), tournament mode, and the house rules a group may agree (1.1: starting lives and hand,
graveyard cards, deck minimum, draws in tournament mode), each a button that steps through its
values. The line under them says "official rules" or "house rules (not official): ..."."""

from __future__ import annotations

import dataclasses

from game.games.battle_monsters.decks import BmDeck, load_deck, ready_decks, validate
from game.games.battle_monsters.house import OFFICIAL, HouseRules
from game.games.battle_monsters.players import STRONG_LEVEL, USUAL_LEVEL
from game.games.battle_monsters.ui.editor import saved_decks
from game.ui.app import App
from game.ui.new_game_spec import Choice, DeckChoice, NewGameSpec, Option, Picks, read_decks
from game.ui.scene import Scene

STEPS: dict[str, tuple[int, ...]] = {  # the values each house rule steps through, the official one first
    "lives": (5, 3, 4, 6, 8, 10, 1, 2),
    "hand": (5, 3, 4, 6, 7),
    "graveyard": (2, 0, 1, 3),
    "deck_min": (30, 20, 25, 40),
    "tournament_draws": (0, 1),
}
HOUSE_WORDS = {
    "lives": "Starting lives",
    "hand": "Starting hand",
    "graveyard": "Graveyard cards",
    "deck_min": "Deck minimum",
    "tournament_draws": "Draws in tournament",
}
HOUSE = "house:"  # an option's key: house:<rule>


def _words(rule: str, value: int) -> str:
    shown = ("yes" if value else "no") if rule == "tournament_draws" else str(value)
    official = " (official)" if value == getattr(OFFICIAL, rule) else " (house rule)"
    return shown + official


def house_of(options: dict[str, str]) -> HouseRules:
    """The house rules the options choose (official where one is not chosen)."""
    chosen = {rule: int(options.get(HOUSE + rule, getattr(OFFICIAL, rule))) for rule in STEPS}
    return dataclasses.replace(OFFICIAL, **chosen)


class MonstersNewGame(NewGameSpec):
    game = "battle-monsters"
    title = "Battle Monsters"
    computers = (Choice(USUAL_LEVEL, "Computer"), Choice(STRONG_LEVEL, "Strong computer"))
    hint = "Click a name to type it. Computer seats play themselves; people at this screen take turns."

    def decks(self) -> tuple[list[DeckChoice], str]:
        return read_decks([*ready_decks(), *saved_decks()], load_deck, lambda d: (d.name, d.plan))

    def options(self) -> tuple[Option, ...]:
        tournament = Option("tournament", "Tournament mode", (Choice("off", "off"), Choice("on", "on")))
        house = tuple(
            Option(HOUSE + rule, words, tuple(Choice(str(v), _words(rule, v)) for v in STEPS[rule]))
            for rule, words in HOUSE_WORDS.items()
        )
        return (tournament, *house)

    def options_words(self, options: dict[str, str]) -> tuple[str, bool]:
        house = house_of(options)
        rules = house.describe() + (", tournament mode" if options.get("tournament") == "on" else "")
        return rules[0].upper() + rules[1:], not house.official

    def start(self, app: App, picks: Picks) -> Scene | str:
        from game.games.battle_monsters.match import new_game
        from game.games.battle_monsters.ui.table import MonstersTableScene

        house = house_of(picks.options)
        decks = [seat.deck.deck for seat in picks.seats]
        chosen = [d for d in decks if isinstance(d, BmDeck)]
        problems = [
            f"{deck.name}: {problem}"
            for deck in {id(d): d for d in chosen}.values()
            for problem in validate(deck, minimum=house.deck_min)
        ]
        if problems:
            return problems[0]
        names = [seat.name for seat in picks.seats]
        tournament = picks.options.get("tournament") == "on"
        position = new_game(chosen, picks.seed, names, house, tournament)
        computer = [seat.computer for seat in picks.seats]
        levels = [seat.player for seat in picks.seats]
        return MonstersTableScene(app, chosen, names, computer, picks.seed, position=position, levels=levels)

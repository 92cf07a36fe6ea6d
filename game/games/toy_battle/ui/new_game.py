"""Toy Battle's side of the shell's new-game screen (game/ui/new_game.py): two seats, each a person
or the computer (greedy, or the easy one that plays at random), and a team each: the three Bakugan
and six BakuCores of a Bakugan deck (the ready decks, then the player's own), read through
game/games/toy_figures.py, so this game imports nothing of Bakugan's."""

from __future__ import annotations

from typing import cast

from game.games.toy_battle.match import team_of
from game.games.toy_battle.pieces import TeamList
from game.games.toy_battle.players import DEFAULT_PLAYER
from game.games.toy_battle.ui.table import ToyTableScene, fast_rolls
from game.games.toy_commands import team_problems
from game.games.toy_figures import DEFAULT_DECKS, load_team_deck, team_files, team_words, toy_pieces
from game.ui.app import App
from game.ui.new_game_spec import Choice, DeckChoice, NewGameSpec, Picks, read_decks
from game.ui.scene import Scene


class ToyNewGame(NewGameSpec):
    game = "toy-battle"
    title = "Toy Battle"
    computers = (Choice(DEFAULT_PLAYER, "Computer"), Choice("random", "Easy computer"))
    deck_word = "Team"
    hint = "Click a name to type it. Each team is a deck's three Bakugan and six BakuCores; nothing is hidden."

    def __init__(self) -> None:
        self.paths: list[str] = []

    def decks(self) -> tuple[list[DeckChoice], str]:
        choices, note = read_decks(team_files(), load_team_deck, team_words)
        self.paths = [c.key for c in choices]
        return choices, note

    def default_deck(self, seat: int, count: int) -> int:
        stems = [p.rsplit("/", 1)[-1].removesuffix(".yaml") for p in self.paths]
        wanted = DEFAULT_DECKS[seat % len(DEFAULT_DECKS)]
        return stems.index(wanted) if wanted in stems else seat % max(1, count)

    def start(self, app: App, picks: Picks) -> Scene | str:
        teams = [team_of(seat.name, cast(TeamList, seat.deck.deck)) for seat in picks.seats]
        for seat, team in zip(picks.seats, teams, strict=True):
            problems = team_problems(team, toy_pieces())
            if problems:
                return f"{seat.deck.name} lends no team: {problems[0]}"
        computer = [seat.computer for seat in picks.seats]
        players = [seat.player or DEFAULT_PLAYER for seat in picks.seats]
        return ToyTableScene(app, teams, computer, picks.seed, fast_rolls(), players)

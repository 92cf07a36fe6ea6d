"""Bakugan's side of the shell's new-game screen (game/ui/new_game.py): 2 to 4 seats, each a
person, the computer or the hard computer (the strongest computer player acting on its own view
only: game/games/bakugan/players/registry.py), a deck from the ready decks then the player's own
from the deck editor, and a practice game (undo allowed). Its own section: a computer seat throws
its own way or like one of the rolling profiles practice saved (game/games/bakugan/ui/table_throwers.py)."""

from __future__ import annotations

from game.games.bakugan.decks import DeckList, load_deck, ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.roll_profile import ProfileFileError
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.deck_files import user_decks_reporting
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table_throwers import SavedProfiles, profile_problem
from game.ui.app import App
from game.ui.new_game import NewGameScreen
from game.ui.new_game_spec import Choice, DeckChoice, NewGameSpec, Option, Picks, unreadable_note
from game.ui.scene import Scene

THROWS = "throws"  # the per-seat choice: how a computer seat throws


class BakuganNewGame(NewGameSpec):
    game = "bakugan"
    title = "Bakugan"
    seats = (2, 4)
    computers = (Choice("heuristic", "Computer"), Choice("hard", "Hard computer"))
    hint = "Click a name to type. Computer seats play themselves (hard ones think ahead); humans share this screen."

    def __init__(self) -> None:
        self.profiles = SavedProfiles.read()  # a damaged one is named and not offered

    def decks(self) -> tuple[list[DeckChoice], str]:
        mine, unreadable = user_decks_reporting()
        decks = [load_deck(p) for p in ready_decks()] + mine
        return [DeckChoice(str(d.path), d.name, d.description, d) for d in decks], unreadable_note(unreadable)

    def default_deck(self, seat: int, count: int) -> int:
        return (seat * 5) % max(1, count)

    def options(self) -> tuple[Option, ...]:
        return (Option("practice", "Practice game (undo allowed)", (Choice("no", "no"), Choice("yes", "yes"))),)

    def seat_options(self) -> tuple[Option, ...]:
        own = Choice("", "Throws:\nits own way", "Practise rolling to make a profile they can throw like.")
        about = self.profiles.about
        liked = (Choice(name, f"Throws like\n{name}", about.get(name, name)) for name in self.profiles.usable)
        return (Option(THROWS, "Throws", (own, *liked)),)

    def notes(self) -> list[tuple[str, bool]]:
        """Which rolling profiles computer seats can throw like, or how to make one, and a damaged
        profile named."""
        usable = self.profiles.usable
        if usable:
            lines = [(f"Computer seats can throw as these players did in practice: {', '.join(usable)}", False)]
        else:
            lines = [("Computers throw their own way.", False)]
            lines.append(("Practise rolling to make a profile they can throw like.", False))
        if self.profiles.damaged:
            lines.append((self.profiles.damaged_note(), True))
        return lines

    def setup(self, picks: Picks) -> GameSetup:
        seats = []
        for seat in picks.seats:
            assert isinstance(seat.deck.deck, DeckList)
            seats.append(Seat(seat.name, seat.deck.deck))
        return GameSetup(seats=tuple(seats), seed=picks.seed)

    def start(self, app: App, picks: Picks) -> Scene | str:
        from game.games.bakugan.ui.table import TableScene

        try:
            session = GameSession.new(
                self.setup(picks),
                table_catalog(app),
                [s.computer for s in picks.seats],
                practice=picks.options.get("practice") == "yes",
                roll_model=app.roll_model,
                players=[s.player or "heuristic" for s in picks.seats],
                throws=[s.extras.get(THROWS, "") for s in picks.seats],
            )
        except ProfileFileError as exc:  # damaged since the screen opened: named, and no longer offered
            self.profiles = SavedProfiles.read()
            return f"Cannot throw like that profile: {profile_problem(exc, 'profile')}"
        except ValueError as exc:  # SetupError; a profile deleted since; rolls without throws
            return str(exc)
        return TableScene(app, session)


class NewGameScene(NewGameScreen):
    """The shell's new-game screen with Bakugan's seats, decks and rolling profiles."""

    def __init__(self, app: App) -> None:
        super().__init__(app, BakuganNewGame())

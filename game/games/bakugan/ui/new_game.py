"""Setting up a hot-seat game: 2 to 4 seats, each with a name, a deck (ready decks, then the player's
own from the deck editor) and human, computer or hard computer (the strongest computer player acting
on its own view only: game/games/bakugan/players/registry.py). A computer seat throws its own way or like one of the
rolling profiles practice saved (game/games/bakugan/ui/table_throwers.py)."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

import pygame

from game.games.bakugan.decks import DeckList, load_deck, ready_decks
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.sim.roll_profile import ProfileFileError
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.deck_files import unreadable_note, user_decks_reporting
from game.games.bakugan.ui.session import GameSession
from game.games.bakugan.ui.table_throwers import SavedProfiles, profile_problem
from game.ui import text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button, TextField

DEFAULT_NAMES = ("Ann", "Bob", "Cy", "Di")


@dataclass
class SeatRow:
    name: TextField
    deck: int
    computer: bool
    player: str = "heuristic"  # a computer seat's player: heuristic or hard
    throws: str = ""  # a computer seat's rolling profile ("": its own throwing)

    @property
    def kind(self) -> str:
        if not self.computer:
            return "Human"
        return "Hard computer" if self.player == "hard" else "Computer"

    def next_kind(self) -> None:
        """Human -> Computer -> Hard computer -> Human."""
        if not self.computer:
            self.computer, self.player = True, "heuristic"
        elif self.player == "heuristic":
            self.player = "hard"
        else:
            self.computer, self.player, self.throws = False, "heuristic", ""

    @property
    def throws_label(self) -> str:
        return f"Throws like\n{self.throws}" if self.throws else "Throws:\nits own way"

    def next_throws(self, profiles: tuple[str, ...]) -> None:
        """Its own throwing -> like each saved profile in turn -> its own."""
        choices = ("", *profiles)
        at = choices.index(self.throws) if self.throws in choices else 0
        self.throws = choices[(at + 1) % len(choices)]


class NewGameScene(Scene):
    name = "new_game"
    ui_scaled = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        mine, unreadable = user_decks_reporting()
        self.decks: list[DeckList] = [load_deck(p) for p in ready_decks()] + mine
        self.count = 2
        self.rows = [
            SeatRow(TextField(pygame.Rect(0, 0, 220, 38), DEFAULT_NAMES[i]), (i * 5) % max(1, len(self.decks)), i > 0)
            for i in range(4)
        ]
        self.practice = False
        self.seed = int(time.time()) % 100_000
        self.mouse = (0, 0)
        self.error = unreadable_note(unreadable)  # a bad file in the deck folder is named; the rest play
        self.profiles = SavedProfiles.read()  # a damaged one is named and not offered

    def _row_top(self, i: int) -> int:
        return px(200 + i * 70)

    def buttons(self) -> list[Button]:
        w, _ = self.app.size
        left = w // 2 - px(520)
        out = [
            Button(
                f"count:{n}",
                f"{n} players",
                pygame.Rect(left + px(180 + (n - 2) * 150), px(130), px(140), px(40)),
                colour=theme.ACCENT_SOFT if n == self.count else theme.BUTTON,
            )
            for n in (2, 3, 4)
        ]
        for i in range(self.count):
            y = self._row_top(i)
            self.rows[i].name.rect = pygame.Rect(left + px(70), y, px(220), px(40))
            deck = self.decks[self.rows[i].deck].name if self.decks else "no ready decks"
            out.append(Button(f"prev:{i}", "<", pygame.Rect(left + px(310), y, px(40), px(40))))
            out.append(Button(f"deck:{i}", deck, pygame.Rect(left + px(354), y, px(330), px(40))))
            out.append(Button(f"next:{i}", ">", pygame.Rect(left + px(688), y, px(40), px(40))))
            out.append(
                Button(
                    f"kind:{i}",
                    self.rows[i].kind,
                    pygame.Rect(left + px(750), y, px(150), px(40)),
                    colour=theme.BUTTON if self.rows[i].computer else theme.ACCENT_SOFT,
                )
            )
            if self.rows[i].computer:
                out.append(
                    Button(
                        f"throws:{i}",
                        self.rows[i].throws_label,
                        pygame.Rect(left + px(908), y, px(132), px(40)),
                        bool(self.profiles.usable),
                        colour=theme.ACCENT_SOFT if self.rows[i].throws else theme.BUTTON,
                    )
                )
        y = self._row_top(self.count) + px(10)
        out.append(
            Button(
                "practice",
                f"Practice game (undo allowed): {'yes' if self.practice else 'no'}",
                pygame.Rect(left + px(70), y, px(420), px(40)),
            )
        )
        out.append(Button("back", "Back", pygame.Rect(left + px(70), y + px(70), px(160), px(48)), size=theme.LARGE))
        out.append(
            Button(
                "start",
                "Start game",
                pygame.Rect(left + px(820), y + px(70), px(220), px(48)),
                bool(self.decks),
                colour=theme.ACCENT_SOFT,
                size=theme.LARGE,
            )
        )
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        for row in self.rows[: self.count]:
            if row.name.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons():
                if b.hit(event.pos):
                    self.choose(b.key)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.choose("start")

    def choose(self, key: str) -> None:
        n = len(self.decks)
        if key.startswith("count:"):
            self.count = int(key.split(":")[1])
        elif key.startswith(("prev:", "next:", "deck:")):
            i = int(key.split(":")[1])
            step = -1 if key.startswith("prev") else 1
            self.rows[i].deck = (self.rows[i].deck + step) % max(1, n)
        elif key.startswith("kind:"):
            self.rows[int(key.split(":")[1])].next_kind()
        elif key.startswith("throws:"):
            self.rows[int(key.split(":")[1])].next_throws(self.profiles.usable)
        elif key == "practice":
            self.practice = not self.practice
        elif key == "back":
            self.app.pop()
        elif key == "start":
            self.start()

    def setup(self) -> GameSetup:
        seats = []
        for i, row in enumerate(self.rows[: self.count]):
            name = row.name.value.strip() or DEFAULT_NAMES[i]
            seats.append(Seat(name, self.decks[row.deck]))
        return GameSetup(seats=tuple(seats), seed=self.seed)

    def start(self) -> None:
        from game.games.bakugan.ui.table import TableScene

        names = [r.name.value.strip() for r in self.rows[: self.count]]
        if len(set(names)) < len(names):
            self.error = "Each player needs a different name."
            return
        rows = self.rows[: self.count]
        try:
            session = GameSession.new(
                self.setup(),
                table_catalog(self.app),
                [r.computer for r in rows],
                practice=self.practice,
                roll_model=self.app.roll_model,
                players=[r.player for r in rows],
                throws=[r.throws for r in rows],
            )
        except ProfileFileError as exc:  # damaged since the screen opened: named, and no longer offered
            self.error = f"Cannot throw like that profile: {profile_problem(exc, 'profile')}"
            self.profiles = SavedProfiles.read()
            for row in self.rows:
                row.throws = row.throws if row.throws in self.profiles.usable else ""
            return
        except ValueError as exc:  # SetupError; a profile deleted since; rolls without throws
            self.error = str(exc)
            return
        self.seed = random.Random(self.seed).randrange(100_000)
        self.app.replace(TableScene(self.app, session))

    def draw(self, surface: pygame.Surface) -> None:
        w, _ = surface.get_size()
        left = w // 2 - px(520)
        surface.fill(theme.BG)
        text.blit(surface, "New hot-seat game", (w // 2, px(40)), theme.TITLE, theme.ACCENT, bold=True, anchor="midtop")
        text.blit(surface, "Players:", (left + px(70), px(150)), theme.LARGE, theme.TEXT, anchor="midleft")
        buttons = self.buttons()
        for i in range(self.count):
            y = self._row_top(i)
            pygame.draw.circle(surface, theme.SEAT[i], (left + px(40), y + px(20)), px(16))
            text.blit(
                surface,
                str(i + 1),
                (left + px(40), y + px(21)),
                theme.LARGE,
                theme.TEXT_DARK,
                bold=True,
                anchor="center",
            )
            self.rows[i].name.draw(surface)
            deck = self.decks[self.rows[i].deck] if self.decks else None
            if deck is not None and deck.description:
                text.blit(
                    surface,
                    text.fit(deck.description, px(1040 - 354), theme.SMALL),  # under the row, to its right end
                    (left + px(354), y + px(44)),
                    theme.SMALL,
                    theme.TEXT_DIM,
                )
        for b in buttons:
            b.draw(surface, self.mouse)
        self._draw_profiles_note(surface, left, self._row_top(self.count) + px(10), buttons)
        hint = "Click a name to type. Computer seats play themselves (hard ones think ahead); humans share this screen."
        text.blit(surface, hint, (w // 2, surface.get_height() - px(40)), theme.BODY, theme.TEXT_DIM, anchor="midtop")
        if self.error:
            error = text.fit(self.error, w - px(40), theme.BODY)
            text.blit(surface, error, (w // 2, surface.get_height() - px(70)), theme.BODY, theme.BAD, anchor="midtop")

    def _draw_profiles_note(self, surface: pygame.Surface, left: int, top: int, buttons: list[Button]) -> None:
        """Beside the practice switch: which rolling profiles computer seats can throw like (the one
        under the mouse: how it throws), or how to make one, and a damaged profile named."""
        usable = self.profiles.usable
        hovered = next((b for b in buttons if b.key.startswith("throws:") and b.hit(self.mouse)), None)
        chosen = self.rows[int(hovered.key.split(":")[1])].throws if hovered is not None else ""
        if chosen:  # the profile under the mouse: what throwing like it means
            lines = [(self.profiles.about.get(chosen, chosen), theme.TEXT)]
        elif usable:
            lines = [
                (f"Computer seats can throw as these players did in practice: {', '.join(usable)}", theme.TEXT_DIM)
            ]
        else:
            lines = [("Computers throw their own way.", theme.TEXT_DIM)]
            lines.append(("Practise rolling to make a profile they can throw like.", theme.TEXT_DIM))
        if self.profiles.damaged:  # the problem in two lines at most: the rest in the file's name
            lines += [(line, theme.BAD) for line in text.wrap(self.profiles.damaged_note(), px(530), theme.SMALL)[:2]]
        step = theme.font(theme.SMALL).get_linesize()
        y = top + px(20) - step * (len(lines) - 1) // 2
        for i, (line, colour) in enumerate(lines):
            at = (left + px(510), y + step * i)
            text.blit(surface, text.fit(line, px(530), theme.SMALL), at, theme.SMALL, colour, anchor="midleft")

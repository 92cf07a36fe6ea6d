"""The Battle Monsters new-game screen: both decks (ready ones and your own), who plays the
second seat (the computer, the strong computer, or a person at this screen), tournament mode, and
the house rules a group may agree (1.1: starting lives and hand, graveyard cards, deck minimum,
draws in tournament mode), each a button that steps through its values. The line under them says
"official rules" or "house rules (not official): ..."; Start opens the table."""

from __future__ import annotations

import dataclasses
import random

import pygame

from game.games.battle_monsters.cards import CardFileError
from game.games.battle_monsters.decks import BmDeck, load_deck, ready_decks, validate
from game.games.battle_monsters.house import OFFICIAL
from game.ui import text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button

OPPONENTS = ("computer", "strong", "person")
OPPONENT_WORDS = {"computer": "the computer", "strong": "the strong computer (slower)", "person": "a person here"}
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


def deck_choices() -> list[BmDeck]:
    """The ready decks, then your own from the deck editor's folder (unreadable ones left out)."""
    from game.games.battle_monsters.ui.editor import saved_decks

    decks = []
    for path in [*ready_decks(), *saved_decks()]:
        try:
            decks.append(load_deck(path))
        except CardFileError:
            continue
    return decks


class MonstersNewGameScene(Scene):
    name = "monsters_new_game"
    ui_scaled = True

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.decks = deck_choices()
        self.picks = [0, 1 % len(self.decks)]
        self.opponent = "computer"
        self.tournament = False
        self.house = OFFICIAL
        self.mouse = (0, 0)
        self.note = ""

    def rows(self) -> list[tuple[str, str]]:
        """(key, label) of every setting button, top to bottom."""
        out = [
            ("deck:0", f"Your deck: {self.decks[self.picks[0]].name}"),
            ("deck:1", f"Opponent's deck: {self.decks[self.picks[1]].name}"),
            ("opponent", f"Opponent: {OPPONENT_WORDS[self.opponent]}"),
            ("tournament", f"Tournament mode: {'on' if self.tournament else 'off'}"),
        ]
        for key, words in HOUSE_WORDS.items():
            value = getattr(self.house, key)
            shown = ("yes" if value else "no") if key == "tournament_draws" else str(value)
            official = " (official)" if value == getattr(OFFICIAL, key) else " (house rule)"
            out.append((f"house:{key}", f"{words}: {shown}{official}"))
        return out

    def buttons(self) -> list[Button]:
        w, h = self.app.size
        width = min(w - px(40), px(520))
        step = px(44)
        top = px(90)
        out = [
            Button(key, label, pygame.Rect(w // 2 - width // 2, top + k * step, width, step - px(8)), size=theme.BODY)
            for k, (key, label) in enumerate(self.rows())
        ]
        bottom = h - px(64)
        out.append(Button("back", "Back", pygame.Rect(w // 2 - width // 2, bottom, width // 2 - px(6), px(46))))
        start = pygame.Rect(w // 2 + px(6), bottom, width // 2 - px(6), px(46))
        out.append(Button("start", "Start", start, colour=theme.ACCENT_SOFT, size=theme.LARGE))
        return out

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in self.buttons():
                if button.hit(event.pos):
                    self.press(button.key)
                    return

    def press(self, key: str) -> None:
        self.note = ""
        if key.startswith("deck:"):
            seat = int(key[5:])
            self.picks[seat] = (self.picks[seat] + 1) % len(self.decks)
        elif key == "opponent":
            self.opponent = OPPONENTS[(OPPONENTS.index(self.opponent) + 1) % len(OPPONENTS)]
        elif key == "tournament":
            self.tournament = not self.tournament
        elif key.startswith("house:"):
            name = key[6:]
            values = STEPS[name]
            now = getattr(self.house, name)
            after = values[(values.index(now) + 1) % len(values)] if now in values else values[0]
            self.house = dataclasses.replace(self.house, **{name: after})
        elif key == "back":
            self.app.pop()
        elif key == "start":
            self.start()

    def problems(self) -> list[str]:
        return [
            f"{deck.name}: {problem}"
            for deck in {id(d): d for d in (self.decks[p] for p in self.picks)}.values()
            for problem in validate(deck, minimum=self.house.deck_min)
        ]

    def start(self) -> None:
        problems = self.problems()
        if problems:
            self.note = problems[0]
            return
        from game.games.battle_monsters.ui.table import open_monsters_table

        decks = [self.decks[p] for p in self.picks]
        person = self.opponent == "person"
        names = ["Player 1", "Player 2"] if person else ["Player", "Computer"]
        self.app.pop()
        open_monsters_table(
            self.app,
            decks,
            names,
            [False, not person],
            random.randrange(100_000),
            house=self.house,
            tournament=self.tournament,
            strong=self.opponent == "strong",
        )

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BG)
        text.blit(
            surface,
            "Battle Monsters: new game",
            (w // 2, px(24)),
            theme.LARGE + 6,
            theme.ACCENT,
            bold=True,
            anchor="midtop",
        )
        for button in self.buttons():
            button.draw(surface, self.mouse)
        rules = self.house.describe() + (", tournament mode" if self.tournament else "")
        colour = theme.TEXT_DIM if self.house.official else theme.ACCENT
        y = h - px(130)
        for line in text.wrap(rules[0].upper() + rules[1:], w - px(60), theme.SMALL)[:2]:
            text.blit(surface, line, (w // 2, y), theme.SMALL, colour, anchor="midtop")
            y += px(20)
        if self.note:
            text.blit(
                surface,
                text.fit(self.note, w - px(40), theme.SMALL),
                (w // 2, h - px(88)),
                theme.SMALL,
                theme.BAD,
                anchor="midtop",
            )


def open_monsters_new_game(app: App) -> MonstersNewGameScene:
    scene = MonstersNewGameScene(app)
    app.push(scene)
    return scene

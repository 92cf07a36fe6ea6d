"""The new-game screen every game opens from the menu: 2 to N seats as the game allows, each a
person with a name or a computer at one of the game's levels, a deck (or team) per seat from the
game's ready decks and the player's own, the game's options and any per-seat choice of its own.
What a game says is in its `NewGameSpec` (game/ui/new_game_spec.py); the choices made are kept in
the settings under the game's name (new_game_memory.py) and offered again next time."""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field

import pygame

from game.ui import new_game_memory, text, theme
from game.ui.app import App
from game.ui.new_game_spec import Choice, NewGameSpec, Option, Picks, SeatPick
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button, TextField, draw_why_not

HUMAN = "Human"
ROW_H = 64  # a seat's row: its buttons and the line about its deck under them
COLUMN = 170  # the level button's width; a seat option's is the same


@dataclass
class SeatRow:
    name: TextField
    deck: int
    player: str  # "" for a person, else the value of one of the game's computer levels
    levels: tuple[Choice, ...]
    extras: dict[str, str] = field(default_factory=dict)

    @property
    def computer(self) -> bool:
        return bool(self.player)

    @property
    def kind(self) -> str:
        if not self.player:
            return HUMAN
        return next((c.words for c in self.levels if c.value == self.player), self.player)

    def next_kind(self) -> None:
        """Human -> each computer level in turn -> Human (the game's own seat choices go with it)."""
        order = ["", *(c.value for c in self.levels)]
        at = order.index(self.player) if self.player in order else 0
        self.player = order[(at + 1) % len(order)]
        if not self.player:
            self.extras.clear()


class NewGameScreen(Scene):
    name = "new_game"
    ui_scaled = True

    def __init__(self, app: App, spec: NewGameSpec) -> None:
        super().__init__(app)
        self.spec = spec
        self.choices, self.error = spec.decks()  # a file that cannot be offered is named; the rest play
        low, high = spec.seats
        self.count = low
        n = len(self.choices)
        self.rows = [
            SeatRow(
                TextField(pygame.Rect(0, 0, 200, 38), spec.names[i % len(spec.names)], max_len=24),
                spec.default_deck(i, n),
                spec.computers[0].value if i > 0 else "",
                spec.computers,
            )
            for i in range(high)
        ]
        self.options = {o.key: o.choices[0].value for o in spec.options()}
        self.seed = int(time.time()) % 100_000
        self.mouse = (0, 0)
        new_game_memory.recall(app.settings, self)

    @property
    def decks(self) -> list[object]:
        """The decks on offer, as the game made them."""
        return [c.deck for c in self.choices]

    # ---- what is chosen ----

    def seat_options(self) -> tuple[Option, ...]:
        return self.spec.seat_options()

    def extra(self, row: SeatRow, option: Option) -> Choice:
        return option.choice(row.extras.get(option.key, option.choices[0].value))

    def picks(self) -> Picks:
        seats = []
        for i, row in enumerate(self.rows[: self.count]):
            extras = {o.key: self.extra(row, o).value for o in self.seat_options()} if row.computer else {}
            name = row.name.value.strip() or self.spec.names[i % len(self.spec.names)]
            seats.append(SeatPick(name, row.player, self.choices[row.deck], extras))
        return Picks(tuple(seats), dict(self.options), self.seed)

    # ---- layout ----

    def _frame(self) -> tuple[int, int]:
        """The left edge and width of the screen's column."""
        w = self.app.size[0]
        width = min(w - px(32), px(1160))
        return (w - width) // 2, width

    def _rows_top(self) -> int:
        low, high = self.spec.seats
        return px(150) if high > low else px(104)

    def _options_top(self) -> int:
        return self._rows_top() + self.count * px(ROW_H) + px(6)

    def _notes_top(self) -> int:
        rows = (len(self.spec.options()) + 1) // 2
        return self._options_top() + rows * px(48) + px(4)

    def buttons(self) -> list[Button]:
        h = self.app.size[1]
        left, width = self._frame()
        low, high = self.spec.seats
        out = [
            Button(
                f"count:{n}",
                f"{n} players",
                pygame.Rect(left + px(130 + (n - low) * 132), px(98), px(124), px(40)),
                colour=theme.ACCENT_SOFT if n == self.count else theme.BUTTON,
            )
            for n in range(low, high + 1)
            if high > low
        ]
        seat_options = self.seat_options()
        deck_left = left + px(48 + 200 + 12 + COLUMN + 12)
        deck_right = left + width - len(seat_options) * px(COLUMN + 8)
        for i, row in enumerate(self.rows[: self.count]):
            y = self._rows_top() + i * px(ROW_H)
            row.name.rect = pygame.Rect(left + px(48), y, px(200), px(40))
            level = pygame.Rect(left + px(260), y, px(COLUMN), px(40))
            colour = theme.BUTTON if row.computer else theme.ACCENT_SOFT
            out.append(Button(f"kind:{i}", row.kind, level, colour=colour))
            deck = self.choices[row.deck].name if self.choices else "no decks"
            out.append(Button(f"prev:{i}", "<", pygame.Rect(deck_left, y, px(40), px(40)), bool(self.choices)))
            middle = pygame.Rect(deck_left + px(44), y, deck_right - deck_left - px(96), px(40))
            out.append(Button(f"deck:{i}", deck, middle, bool(self.choices)))
            after = pygame.Rect(middle.right + px(4), y, px(40), px(40))
            out.append(Button(f"next:{i}", ">", after, bool(self.choices)))
            if not row.computer:
                continue
            for k, option in enumerate(seat_options):
                rect = pygame.Rect(deck_right + px(8) + k * px(COLUMN + 8), y, px(COLUMN), px(40))
                chosen = self.extra(row, option)
                offered = len(option.choices) > 1
                why = "" if offered else option.choices[0].about
                colour = theme.ACCENT_SOFT if chosen.value != option.choices[0].value else theme.BUTTON
                out.append(Button(f"{option.key}:{i}", chosen.words, rect, offered, colour=colour, why_not=why))
        half = (width - px(12)) // 2
        for k, option in enumerate(self.spec.options()):
            x = left + (k % 2) * (half + px(12))
            y = self._options_top() + (k // 2) * px(48)
            words = f"{option.label}: {option.choice(self.options[option.key]).words}"
            out.append(Button(option.key, words, pygame.Rect(x, y, half, px(40))))
        bottom = h - px(70)
        out.append(Button("back", "Back", pygame.Rect(left, bottom, px(180), px(48)), size=theme.LARGE))
        start = pygame.Rect(left + width - px(240), bottom, px(240), px(48))
        out.append(Button("start", "Start game", start, bool(self.choices), colour=theme.ACCENT_SOFT, size=theme.LARGE))
        return out

    # ---- input ----

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row in self.rows[: self.count]:
                row.name.handle(event)  # a click elsewhere ends typing in a name
            if any(row.name.focused for row in self.rows):
                return
            for b in self.buttons():
                if b.hit(event.pos):
                    self.press(b.key)
                    return
            return
        for row in self.rows[: self.count]:
            if row.name.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.press("start")

    def press(self, key: str) -> None:
        head, _, tail = key.partition(":")
        n = max(1, len(self.choices))
        options = {o.key: o for o in self.spec.options()}
        seat_options = {o.key: o for o in self.seat_options()}
        if key in options:
            option = options[key]
            values = [c.value for c in option.choices]
            at = values.index(self.options[key]) if self.options[key] in values else 0
            self.options[key] = values[(at + 1) % len(values)]
        elif head == "count":
            self.count = int(tail)
        elif head in ("prev", "next"):
            row = self.rows[int(tail)]
            row.deck = (row.deck + (-1 if head == "prev" else 1)) % n
        elif head == "deck":
            self.choose_deck(int(tail))
        elif head == "kind":
            self.rows[int(tail)].next_kind()
        elif head in seat_options:
            row, option = self.rows[int(tail)], seat_options[head]
            values = [c.value for c in option.choices]
            now = self.extra(row, option).value
            row.extras[head] = values[(values.index(now) + 1) % len(values)]
        elif key == "back":
            self.app.pop()
        elif key == "start":
            self.start()

    def choose_deck(self, seat: int) -> None:
        """Every deck on offer in a list, the seat's own choice made by clicking one."""
        items = [PickItem(str(k), c.name, c.about) for k, c in enumerate(self.choices)]

        def picked(item: PickItem) -> None:
            self.rows[seat].deck = int(item.key)

        title = f"{self.spec.deck_word} for {self.rows[seat].name.value.strip() or f'seat {seat + 1}'}"
        self.app.push(PickDialog(self.app, title, items, picked))

    def refusal(self, picks: Picks) -> str:
        """What keeps the table from starting, before the game is asked: "" when nothing."""
        names = [s.name for s in picks.seats]
        if len(set(names)) < len(names):
            return "Each player needs a different name."
        return ""

    def start(self) -> None:
        if not self.choices:
            return
        picks = self.picks()
        self.error = self.refusal(picks)
        if self.error:
            return
        table = self.spec.start(self.app, picks)
        if isinstance(table, str):
            self.error = table
            for row in self.rows:  # a choice of the game's own it no longer offers goes back to the first
                for option in self.seat_options():
                    if row.extras.get(option.key) not in {c.value for c in option.choices}:
                        row.extras.pop(option.key, None)
            return
        new_game_memory.remember(self.app, self)
        self.seed = random.Random(self.seed).randrange(100_000)
        self.app.replace(table)

    # ---- drawing ----

    def hovered_about(self, buttons: list[Button]) -> str:
        """What the per-seat choice under the pointer means, when it says."""
        seat_options = {o.key: o for o in self.seat_options()}
        for b in buttons:
            head, _, tail = b.key.partition(":")
            if head in seat_options and b.enabled and b.rect.collidepoint(self.mouse):
                return self.extra(self.rows[int(tail)], seat_options[head]).about
        return ""

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        left, width = self._frame()
        surface.fill(theme.BG)
        title = f"New game: {self.spec.title}"
        text.blit(surface, title, (w // 2, px(16)), theme.LARGE + 10, theme.ACCENT, bold=True, anchor="midtop")
        hint = text.fit(self.spec.hint, width, theme.SMALL)
        text.blit(surface, hint, (w // 2, px(62)), theme.SMALL, theme.TEXT_DIM, anchor="midtop")
        low, high = self.spec.seats
        if high > low:
            text.blit(surface, "Players:", (left + px(8), px(118)), theme.LARGE, theme.TEXT, anchor="midleft")
        buttons = self.buttons()
        deck_button = {b.key: b for b in buttons}
        for i, row in enumerate(self.rows[: self.count]):
            y = self._rows_top() + i * px(ROW_H)
            seat = theme.SEAT[i % len(theme.SEAT)]
            pygame.draw.circle(surface, seat, (left + px(22), y + px(20)), px(16))
            at = (left + px(22), y + px(21))
            text.blit(surface, str(i + 1), at, theme.LARGE, theme.TEXT_DARK, bold=True, anchor="center")
            row.name.draw(surface)
            about = self.choices[row.deck].about if self.choices else ""
            middle = deck_button[f"deck:{i}"].rect
            if about:
                line = text.fit(about, middle.width + px(88), theme.SMALL)
                text.blit(surface, line, (middle.x - px(44), y + px(43)), theme.SMALL, theme.TEXT_DIM)
        for b in buttons:
            b.draw(surface, self.mouse)
        self.draw_notes(surface, left, width, buttons)
        if self.error:
            error = text.fit(self.error, w - px(40), theme.BODY)
            text.blit(surface, error, (w // 2, h - px(100)), theme.BODY, theme.BAD, anchor="midtop")
        draw_why_not(surface, buttons, self.mouse)

    def draw_notes(self, surface: pygame.Surface, left: int, width: int, buttons: list[Button]) -> None:
        """Under the options: what they make of the game, then the game's notes (or what the
        per-seat choice under the pointer means), as many lines as fit above the error line."""
        words, marked = self.spec.options_words(self.options)
        lines: list[tuple[str, theme.Colour]] = []
        if words:
            colour = theme.ACCENT if marked else theme.TEXT_DIM
            lines += [(line, colour) for line in text.wrap(words, width, theme.SMALL)[:2]]
        about = self.hovered_about(buttons)
        if about:
            lines.append((about, theme.TEXT))
        else:
            for note, problem in self.spec.notes():
                colour = theme.BAD if problem else theme.TEXT_DIM
                lines += [(line, colour) for line in text.wrap(note, width, theme.SMALL)[:2]]
        step = theme.font(theme.SMALL).get_linesize()
        y = self._notes_top()
        room = self.app.size[1] - px(104) - step
        for line, colour in lines:
            if y > room:
                break
            text.blit(surface, text.fit(line, width, theme.SMALL), (left, y), theme.SMALL, colour)
            y += step


def open_new_game(app: App, spec: NewGameSpec) -> NewGameScreen:
    scene = NewGameScreen(app, spec)
    app.push(scene)
    return scene

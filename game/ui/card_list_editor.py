"""The parts every card game's list deck editor shares: the pool as rows on the left under filter
buttons (click a row to put a copy in, the wheel scrolls), the deck in the middle (click a row to
take one out), the hovered card's whole text, Load, Save and Back, and on the right the deck tools
in tabs: its rule problems listed live, the odds of opening hands, sample hands, its curves and a
test against the ready decks in the background; laid out at the UI scale. A game's editor says
what the rows, the deck and its tools' inputs are (`EditorGame`, deck_tools.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.ui import text, theme
from game.ui.app import App
from game.ui.curves_tab import CurvesTab
from game.ui.deck_odds_tab import DeckOddsTab
from game.ui.deck_rules_tab import DeckRulesTab
from game.ui.deck_test_tab import DeckTestTab
from game.ui.deck_tools import DeckTools, Row
from game.ui.editor_tabs import TabPanel
from game.ui.pick_dialog import PickDialog, PickItem
from game.ui.sample_hand_tab import SampleHandTab
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button


class EditorGame(DeckTools, Protocol):
    """What the shared editor needs from a game's deck being edited. `toggles` are a game's own
    buttons beside Load, Save and Back (key and label), pressed through `toggle` (a note back)."""

    title: str
    hint: str
    filters: tuple[str, ...]

    def toggles(self) -> list[tuple[str, str]]: ...
    def toggle(self, key: str) -> str: ...

    def pool_rows(self, filter_name: str) -> list[Row]: ...
    def deck_rows(self) -> list[tuple[Row, int]]: ...
    def add(self, card_id: str) -> None: ...
    def remove(self, card_id: str) -> None: ...
    def summary(self) -> str: ...
    def load_choices(self) -> list[PickItem]: ...
    def load(self, key: str) -> str: ...
    def save(self) -> str: ...


class CardListEditorScene(Scene):
    name = "card_list_editor"
    ui_scaled = True

    def __init__(self, app: App, game: EditorGame) -> None:
        super().__init__(app)
        self.game = game
        self.filter = game.filters[0]
        self.scroll = 0
        self.mouse = (0, 0)
        self.note = ""
        self._mark_width = ((0, 0), 0)
        self.test_tab = DeckTestTab(game)
        self.side: TabPanel[str] = TabPanel(
            {
                "rules": DeckRulesTab(game),
                "odds": DeckOddsTab(game),
                "hands": SampleHandTab(game),
                "curves": CurvesTab(game),
                "test": self.test_tab,
            },
            self.deck_version,
        )
        self._placed_for: tuple[int, int, float] = (0, 0, 0.0)

    def deck_version(self) -> object:
        return tuple(self.game.deck_cards())

    def place(self) -> None:
        """The side panel's place for this window and UI scale."""
        key = (*self.app.size, theme.scale())
        if key != self._placed_for:
            self._placed_for = key
            w, h = self.app.size
            x = self.deck_right() + px(12)
            self.side.place(pygame.Rect(x, px(56), w - x - px(12), h - px(84) - px(56)))

    # ---- layout ---------------------------------------------------------------------------------

    def split(self) -> int:
        """The x where the deck column starts."""
        return self.app.size[0] * 33 // 100

    def deck_right(self) -> int:
        """The x where the deck column ends (the tools' tabs are to its right)."""
        return self.app.size[0] * 62 // 100

    def list_top(self) -> int:
        """Where the pool's rows start: under its filter buttons."""
        return max(rect.bottom for _, rect in self.filter_rects()) + px(10)

    def deck_top(self) -> int:
        return px(100)

    def filter_rects(self) -> list[tuple[str, pygame.Rect]]:
        """The filter buttons, on as many lines as the pool's width needs."""
        out = []
        x, y = px(12), px(54)
        for name in self.game.filters:
            width = text.render(name.capitalize(), theme.SMALL).get_width() + px(20)
            if x + width > self.split() - px(12) and x > px(12):
                x, y = px(12), y + px(34)
            out.append((name, pygame.Rect(x, y, width, px(30))))
            x += width + px(6)
        return out

    def row_h(self) -> int:
        return px(26)

    def pool_bottom(self) -> int:
        return self.app.size[1] - px(150)

    def mark_width(self) -> int:
        """The mark column: as wide as the widest mark of the whole pool, so the names line up and
        get the rest of the row."""
        key = (theme.SMALL, px(100))
        if self._mark_width[0] != key:
            marks = [row.mark for row in self.game.pool_rows(self.game.filters[0])]
            widest = max((text.render(m, theme.SMALL, bold=True).get_width() for m in marks), default=0)
            self._mark_width = (key, widest + px(14))
        return self._mark_width[1]

    def pool_layout(self) -> list[tuple[Row, pygame.Rect]]:
        rows = self.game.pool_rows(self.filter)
        width = self.split() - px(24)
        out = []
        for k, row in enumerate(rows[self.scroll :]):
            y = self.list_top() + k * self.row_h()
            if y + self.row_h() > self.pool_bottom():
                break
            out.append((row, pygame.Rect(px(12), y, width, self.row_h() - px(2))))
        return out

    def deck_layout(self) -> list[tuple[Row, int, pygame.Rect]]:
        """The deck's rows, in two columns when they do not fit in one."""
        x0 = self.split()
        room = self.deck_right() - x0
        bottom = self.app.size[1] - px(90)
        per_column = max(1, (bottom - self.deck_top()) // self.row_h())
        rows = self.game.deck_rows()
        columns = 1 if len(rows) <= per_column else 2
        width = room // columns - px(4)
        out = []
        for k, (row, copies) in enumerate(rows[: per_column * columns]):
            column, line = divmod(k, per_column)
            rect = pygame.Rect(
                x0 + column * (width + px(8)), self.deck_top() + line * self.row_h(), width, self.row_h() - px(2)
            )
            out.append((row, copies, rect))
        return out

    def own_buttons(self) -> list[Button]:
        w, h = self.app.size
        out = []
        for name, rect in self.filter_rects():
            colour = theme.ACCENT_SOFT if name == self.filter else theme.BUTTON
            out.append(Button(f"filter:{name}", name.capitalize(), rect, colour=colour, size=theme.SMALL))
        labels = [("load", "Load deck"), *self.game.toggles(), ("save", "Save"), ("back", "Back")]
        width = min(px(150), (w - self.split() - px(12) - px(8) * (len(labels) - 1)) // len(labels))
        for k, (key, label) in enumerate(labels):
            out.append(Button(key, label, pygame.Rect(self.split() + k * (width + px(8)), h - px(52), width, px(40))))
        return out

    def buttons(self) -> list[Button]:
        """Every button on the screen: the editor's own, the tabs and the open tab's."""
        self.place()
        tab_buttons = getattr(self.side.tab, "buttons", None)
        return self.own_buttons() + self.side.tab_buttons() + (tab_buttons() if tab_buttons else [])

    def hovered(self) -> str | None:
        for row, rect in self.pool_layout():
            if rect.collidepoint(self.mouse):
                return row.card_id
        for row, _, rect in self.deck_layout():
            if rect.collidepoint(self.mouse):
                return row.card_id
        return self.side.tab.hover(self.mouse)

    # ---- input ----------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        self.place()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL and self.side.rect.collidepoint(self.mouse):
            self.side.handle(event, self.mouse)
        elif event.type == pygame.MOUSEWHEEL:
            last = max(0, len(self.game.pool_rows(self.filter)) - 5)
            self.scroll = max(0, min(last, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.test_tab.cancel()
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event)

    def update(self, dt: float) -> None:
        self.side.update(dt)  # a running test keeps collecting results on any tab

    def closing(self) -> None:
        self.test_tab.cancel()

    def click(self, event: pygame.event.Event) -> None:
        pos = event.pos
        for button in self.own_buttons():
            if button.hit(pos):
                self.press(button.key)
                return
        if self.side.rect.collidepoint(pos):
            self.side.handle(event, pos)
            return
        for row, rect in self.pool_layout():
            if rect.collidepoint(pos):
                self.game.add(row.card_id)
                self.note = ""
                return
        for row, _, rect in self.deck_layout():
            if rect.collidepoint(pos):
                self.game.remove(row.card_id)
                self.note = ""
                return

    def press(self, key: str) -> None:
        if key.startswith("filter:"):
            self.filter, self.scroll = key[7:], 0
        elif key == "load":
            self.app.push(PickDialog(self.app, "Load a deck", self.game.load_choices(), self._loaded))
        elif key == "save":
            try:
                self.note = self.game.save()
            except OSError as exc:
                self.note = f"Not saved: {exc}"
        elif key == "back":
            self.test_tab.cancel()
            self.app.pop()
        else:
            self.note = self.game.toggle(key)

    def _loaded(self, item: PickItem) -> None:
        self.note = self.game.load(item.key)

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BG)
        text.blit(surface, self.game.title, (px(12), px(12)), theme.LARGE, theme.ACCENT, bold=True)
        hint = self.game.hint
        title_w = text.render(self.game.title, theme.LARGE, bold=True).get_width()
        room = w - title_w - px(40)
        text.blit(
            surface,
            text.fit(hint, room, theme.SMALL),
            (w - px(12), px(20)),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="topright",
        )
        for row, rect in self.pool_layout():
            self._row(surface, row, rect, "")
        x0 = self.split()
        deck_w = self.deck_right() - x0
        text.blit(
            surface,
            text.fit(self.game.summary(), deck_w, theme.BODY, True),
            (x0, px(62)),
            theme.BODY,
            theme.TEXT,
            bold=True,
        )
        for row, copies, rect in self.deck_layout():
            self._row(surface, row, rect, f"x{copies}")
        self.place()
        self.side.draw(surface, self.mouse)
        card = self.hovered()
        if card is not None:
            self._card_box(surface, card, pygame.Rect(px(12), h - px(140), x0 - px(24), px(128)))
        for button in self.own_buttons():
            button.draw(surface, self.mouse)
        note = self.note
        if note:
            text.blit(
                surface, text.fit(note, w - x0 - px(12), theme.SMALL), (x0, h - px(76)), theme.SMALL, theme.ACCENT
            )

    def _card_box(self, surface: pygame.Surface, card_id: str, box: pygame.Rect) -> None:
        header, body = self.game.card_text(card_id)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=px(8))
        inner = box.inflate(-px(16), -px(12))
        y = text.blit_wrapped(surface, header, inner, theme.SMALL, theme.ACCENT) + px(4)
        text.blit_wrapped(
            surface, body or "(no abilities)", pygame.Rect(inner.x, y, inner.width, inner.bottom - y), theme.SMALL
        )

    def _row(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, count: str) -> None:
        lit = rect.collidepoint(self.mouse)
        fill = theme.mix(row.colour, theme.PANEL, 0.3 if lit else 0.55)
        pygame.draw.rect(surface, fill, rect, border_radius=px(4))
        ink = theme.text_on(fill)
        y = rect.y + (rect.height - text.render("Ag", theme.SMALL).get_height()) // 2
        mark_w = self.mark_width()
        count_w = px(44) if count else px(8)
        room = rect.width - mark_w - count_w - px(12)  # the name and the kind share it; the kind at most half
        kind = text.fit(row.kind, max(0, room // 2), theme.SMALL)
        right_w = text.render(kind, theme.SMALL).get_width() + count_w
        text.blit(
            surface,
            text.fit(row.mark, mark_w - px(4), theme.SMALL, True),
            (rect.x + px(6), y),
            theme.SMALL,
            ink,
            bold=True,
        )
        name_room = rect.width - mark_w - right_w - px(16)
        text.blit(surface, text.fit(row.name, name_room, theme.SMALL), (rect.x + mark_w + px(6), y), theme.SMALL, ink)
        text.blit(surface, kind, (rect.right - count_w, y), theme.SMALL, ink, anchor="topright")
        if count:
            text.blit(surface, count, (rect.right - px(6), y), theme.SMALL, ink, bold=True, anchor="topright")


def deck_file_choices(ready: Sequence[tuple[str, str]], saved: Sequence[tuple[str, str]]) -> list[PickItem]:
    """Load choices: the ready decks, then the player's own (each given as path and name)."""
    return [PickItem(path, name, "ready deck") for path, name in ready] + [
        PickItem(path, name, "your deck") for path, name in saved
    ]


def open_card_list_editor(app: App, game: EditorGame) -> CardListEditorScene:
    scene = CardListEditorScene(app, game)
    app.push(scene)
    return scene

"""The deck editor screen: toolbar, the deck's name and plan, the catalogue, the deck, the tabs on
the right, the status line and the zoomed card under the pointer."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.ui import cards
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.catalogue_panel import CataloguePanel
from game.games.bakugan.ui.editor.charts_tab import ChartsTab
from game.games.bakugan.ui.editor.deck_panel import DeckPanel
from game.games.bakugan.ui.editor.file_actions import FileActions
from game.games.bakugan.ui.editor.hands_tab import HandsTab
from game.games.bakugan.ui.editor.layout import EditorLayout, editor_layout, top
from game.games.bakugan.ui.editor.rules_tab import RulesTab
from game.games.bakugan.ui.editor.side_panel import SidePanel
from game.games.bakugan.ui.editor.state import EditorState
from game.games.bakugan.ui.editor.test_tab import TestTab
from game.ui import text, theme
from game.ui.app import App
from game.ui.panel_cache import PanelCache, pointer_in
from game.ui.scene import Scene
from game.ui.theme import px
from game.ui.widgets import Button, TextField, button_row

TOOLBAR = [
    ("menu", "Menu"),
    ("new", "New"),
    ("load", "Load"),
    ("save", "Save"),
    ("save_as", "Save as"),
    ("import", "Import list"),
    ("export", "Export list"),
]


class EditorScene(Scene):
    name = "deck_editor"
    ui_scaled = True  # laid out at the UI scale, like the table

    def __init__(self, app: App, draft: DeckDraft | None = None, opponents: list[Path] | None = None) -> None:
        super().__init__(app)
        self.state = EditorState(draft or DeckDraft(table_catalog(app)))
        self.catalogue = CataloguePanel(self.state)
        self.deck_panel = DeckPanel(self.state)
        self.test_tab = TestTab(self.state, opponents)
        self.side = SidePanel(
            self.state,
            {
                "rules": RulesTab(self.state),
                "charts": ChartsTab(self.state),
                "hands": HandsTab(self.state),
                "test": self.test_tab,
            },
        )
        self.files = FileActions(self)
        self.name_field = TextField(pygame.Rect(0, 0, 10, 34), "", max_len=40)
        self.plan_field = TextField(pygame.Rect(0, 0, 10, 34), "", max_len=200)
        self.sync_fields()
        self.mouse = (0, 0)
        self.layout: EditorLayout | None = None
        self._placed_for: tuple[tuple[int, int], float, float] = ((0, 0), 0.0, 0.0)
        self._asked_quit = False
        self.zoom_beside = pygame.Rect(0, 0, 0, 0)  # the panel the hovered card is in; its zoom goes beside it
        self.caches = {part: PanelCache() for part in ("header", "catalogue", "deck", "side")}
        self._ready_deck: tuple[Path | None, bool] = (None, False)

    # --- shared with file_actions
    def sync_fields(self) -> None:
        self.name_field.value = self.state.deck.name
        self.plan_field.value = self.state.deck.description

    def show_tab(self, key: str) -> None:
        self.side.current = key

    # --- geometry
    def place(self) -> EditorLayout:
        key = (self.app.size, theme.scale(), theme.text_scale())
        if self.layout is None or key != self._placed_for:
            self._placed_for = key
            lay = editor_layout(self.app.size)
            self.layout = lay
            f = lay.fields
            self.name_field.rect = pygame.Rect(f.x + px(60), f.y, px(300), f.height)
            self.plan_field.rect = pygame.Rect(f.x + px(430), f.y, f.right - f.x - px(430), f.height)
            self.catalogue.place(lay.catalogue)
            self.deck_panel.place(lay.deck)
            self.side.place(lay.side)
        return self.layout

    def toolbar(self) -> list[Button]:
        lay = self.place()
        return button_row(TOOLBAR, lay.status.right, lay.toolbar_y, hotkeys={"save": "Ctrl+S"})

    # --- input
    def handle(self, event: pygame.event.Event) -> None:
        self.place()
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return
        if event.type == pygame.KEYDOWN and self._typing(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.leave()
            elif event.key == pygame.K_s and event.mod & pygame.KMOD_CTRL:
                self.files.save()
            return
        if self.name_field.handle(event) or self.plan_field.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.toolbar():
                if b.hit(event.pos):
                    self.press(b.key)
                    return
        for panel in (self.catalogue, self.deck_panel, self.side):
            if panel.handle(event, self.mouse):
                return

    def _typing(self, event: pygame.event.Event) -> bool:
        """Keys go to the focused text field; Escape leaves the field, not the editor."""
        fields = (self.name_field, self.plan_field, self.catalogue.bar.search)
        focused = next((f for f in fields if f.focused), None)
        if focused is None:
            return False
        if event.key == pygame.K_ESCAPE:
            focused.focused = False
            return True
        if focused is self.catalogue.bar.search:
            self.catalogue.handle(event, self.mouse)
            return True
        focused.handle(event)
        self.state.draft.rename(self.name_field.value.strip() or "Unnamed deck")
        self.state.draft.describe(self.plan_field.value.strip())
        return True

    def press(self, key: str) -> None:
        actions = {
            "menu": self.leave,
            "new": self.files.new,
            "load": self.files.load,
            "save": self.files.save,
            "save_as": self.files.save_as,
            "import": self.files.import_list,
            "export": self.files.export,
        }
        actions[key]()

    def leave(self) -> None:
        self.files.guard(self._close, "before leaving")

    def _close(self) -> None:
        self.test_tab.cancel()
        if self.app.stack.top is self:
            self.app.pop()

    def closing(self) -> None:
        self.test_tab.cancel()

    def hold_quit(self) -> bool:
        """Ask about unsaved changes once; a second press of the close button quits anyway."""
        if not self.state.draft.dirty or self._asked_quit:
            return False
        self._asked_quit = True
        self.files.guard(self.app.quit, "before quitting")
        return True

    # --- time
    def update(self, dt: float) -> None:
        self.place()
        self.side.update(dt)
        self.deck_panel.update()
        self.state.tooltip = ""
        self.state.hovered = None
        lay = self.place()
        for panel, rect in ((self.catalogue, lay.catalogue), (self.deck_panel, lay.deck), (self.side.tab, lay.side)):
            card = panel.hover(self.mouse)
            if card is not None:
                self.state.hovered = card
                self.zoom_beside = rect
                break

    # --- drawing
    def draw(self, surface: pygame.Surface) -> None:
        """Each part is drawn again only when what it shows has changed (panel_cache.py)."""
        lay = self.place()
        surface.fill(theme.BG)
        header = pygame.Rect(0, 0, surface.get_width(), top() - 2)
        self.caches["header"].draw(surface, header, self._header_key(header), partial(self._draw_header, surface, lay))
        parts = (("catalogue", self.catalogue), ("deck", self.deck_panel), ("side", self.side))
        for part, panel in parts:
            paint = partial(panel.draw, surface, self.mouse)
            self.caches[part].draw(surface, panel.rect, panel.drawing_key(self.mouse), paint)
        self._draw_status(surface, lay)
        self._draw_pointer_help(surface)

    def _where(self) -> str:
        draft = self.state.draft
        if self._ready_deck[0] is not draft.path:  # resolving the path is a file-system call: once per path
            self._ready_deck = (draft.path, draft.is_ready_deck())
        if self._ready_deck[1]:
            return "ready deck"
        return draft.path.name if draft.path else "not saved yet"

    def _header_key(self, header: pygame.Rect) -> object:
        fields = (self.name_field, self.plan_field)
        typed = tuple((f.value, f.focused) for f in fields)
        return (self._where(), self.state.draft.dirty, typed, pointer_in(header, self.mouse))

    def _draw_header(self, surface: pygame.Surface, lay: EditorLayout) -> None:
        title = text.blit(
            surface,
            "Deck editor",
            (lay.fields.x, lay.toolbar_y + px(17)),
            theme.LARGE,
            theme.ACCENT,
            bold=True,
            anchor="midleft",
        )
        draft = self.state.draft
        where = self._where()
        marker = f"{where}, unsaved changes" if draft.dirty else where
        text.blit(
            surface,
            marker,
            (title.right + px(14), title.centery),
            theme.SMALL,
            theme.ACCENT if draft.dirty else theme.TEXT_DIM,
            anchor="midleft",
        )
        for b in self.toolbar():
            b.draw(surface, self.mouse)
        f = lay.fields
        text.blit(surface, "Name", (f.x, f.centery), theme.BODY, theme.TEXT_DIM, anchor="midleft")
        text.blit(surface, "Plan", (f.x + px(380), f.centery), theme.BODY, theme.TEXT_DIM, anchor="midleft")
        self.name_field.draw(surface)
        self.plan_field.draw(surface)
        if not self.plan_field.value and not self.plan_field.focused:
            text.blit(
                surface,
                "one line on how the deck means to win",
                (self.plan_field.rect.x + px(8), f.centery),
                theme.SMALL,
                theme.TEXT_DIM,
                anchor="midleft",
            )

    def _draw_status(self, surface: pygame.Surface, lay: EditorLayout) -> None:
        s = lay.status
        colour = theme.BAD if self.state.note_bad else theme.GOOD
        keys = text.blit(
            surface,
            "Ctrl+S save   Esc back to the menu",
            (s.right, s.centery),
            theme.SMALL,
            theme.TEXT_DIM,
            anchor="midright",
        )
        note = text.fit(self.state.note, keys.x - s.x - px(20), theme.SMALL + 1)
        text.blit(surface, note, (s.x, s.centery), theme.SMALL + 1, colour, anchor="midleft")

    def _draw_pointer_help(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        mx, my = self.mouse
        card = self.state.hovered
        if card is not None:
            face = cards.zoom(card)
            beside = self.zoom_beside
            x = beside.right + px(8) if beside.centerx < w // 3 else beside.x - px(8) - face.get_width()
            y = max(px(8), min(my - px(40), h - face.get_height() - px(8)))
            surface.blit(face, (x, y))
        elif self.state.tooltip:
            tip = text.render(self.state.tooltip, theme.SMALL, theme.TEXT)
            box = tip.get_rect().inflate(px(16), px(10))
            box.topleft = (min(mx + px(16), w - box.width - 4), min(my + px(18), h - box.height - 4))
            pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, box, 1, border_radius=4)
            surface.blit(tip, tip.get_rect(center=box.center))

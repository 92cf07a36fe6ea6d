"""The Fusion World deck editor: the card pool by colour on the left (click a card to put it in;
a Leader card becomes the Leader), the deck on the right (click to take one out), the rules it
breaks listed live with their numbers, the hovered card's full text, and Save to your decks
folder. Start from a ready deck with Load."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.games.fusion_world.cards import FwCard, Pool
from game.games.fusion_world.deck_draft import FwDraft
from game.games.fusion_world.decks import load_fw_deck, ready_fw_decks
from game.ui import fusion_draw, text, theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.widgets import Button

ROW = 26
FILTERS = ("all", "leader", "red", "blue", "green", "yellow", "black")
LIST_TOP = 96


def decks_folder() -> Path:
    from game.ui.saves import data_dir

    return data_dir() / "fusion_decks"


class FusionEditorScene(Scene):
    name = "fusion_editor"

    def __init__(self, app: App, pool: Pool, draft: FwDraft | None = None) -> None:
        super().__init__(app)
        self.pool = pool
        self.draft = draft or FwDraft()
        self.filter = "all"
        self.scroll = 0
        self.mouse = (0, 0)
        self.note = ""
        self.ready_at = -1  # which ready deck Load opened last

    # ---- what is listed -----------------------------------------------------------------------

    def pool_cards(self) -> list[FwCard]:
        cards = sorted(self.pool.cards.values(), key=lambda c: (c.kind != "leader", c.colour, c.cost, c.id))
        if self.filter == "leader":
            return [c for c in cards if c.kind == "leader"]
        if self.filter != "all":
            return [c for c in cards if c.colour == self.filter]
        return cards

    def list_height(self) -> int:
        return self.app.size[1] - LIST_TOP - 150

    def pool_rows(self) -> list[tuple[str, pygame.Rect]]:
        rows = []
        for k, card in enumerate(self.pool_cards()[self.scroll :]):
            y = LIST_TOP + k * ROW
            if y + ROW > LIST_TOP + self.list_height():
                break
            rows.append((card.id, pygame.Rect(12, y, 600, ROW - 2)))
        return rows

    def deck_rows(self) -> list[tuple[str, pygame.Rect]]:
        w = self.app.size[0]
        ids = sorted(self.draft.counts, key=lambda c: (self.pool[c].cost, c))
        return [(card_id, pygame.Rect(640, LIST_TOP + 30 + k * ROW, w - 652, ROW - 2)) for k, card_id in enumerate(ids)]

    def buttons(self) -> list[Button]:
        h = self.app.size[1]
        out = [
            Button(
                f"filter:{name}",
                name.capitalize(),
                pygame.Rect(12 + k * 86, 54, 80, 32),
                colour=theme.ACCENT_SOFT if name == self.filter else theme.BUTTON,
            )
            for k, name in enumerate(FILTERS)
        ]
        labels = (
            ("load", "Load ready deck"),
            ("half", "Half deck: on" if self.draft.half else "Half deck: off"),
            ("save", "Save"),
            ("back", "Back"),
        )
        out += [
            Button(key, label, pygame.Rect(640 + k * 152, h - 50, 144, 40)) for k, (key, label) in enumerate(labels)
        ]
        return out

    def hovered(self) -> FwCard | None:
        for card_id, rect in [*self.pool_rows(), *self.deck_rows()]:
            if rect.collidepoint(self.mouse):
                return self.pool[card_id]
        if self.draft.leader and pygame.Rect(640, LIST_TOP, 600, ROW).collidepoint(self.mouse):
            return self.pool[self.draft.leader]
        return None

    # ---- input --------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(len(self.pool_cards()) - 5, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.click(event.pos)

    def click(self, pos: tuple[int, int]) -> None:
        for button in self.buttons():
            if button.hit(pos):
                self.press(button.key)
                return
        for card_id, rect in self.pool_rows():
            if rect.collidepoint(pos):
                self.draft.add(card_id, self.pool)
                self.note = ""
                return
        for card_id, rect in self.deck_rows():
            if rect.collidepoint(pos):
                self.draft.remove(card_id)
                self.note = ""
                return

    def press(self, key: str) -> None:
        if key.startswith("filter:"):
            self.filter, self.scroll = key[7:], 0
        elif key == "half":
            self.draft.half = not self.draft.half
        elif key == "load":
            decks = ready_fw_decks()
            self.ready_at = (self.ready_at + 1) % len(decks)
            self.draft = FwDraft.of(load_fw_deck(decks[self.ready_at]))
            self.note = f"Loaded {self.draft.name}: change it and Save under its name"
        elif key == "save":
            path = self.draft.save(decks_folder())
            problems = self.draft.problems(self.pool)
            self.note = f"Saved {path}" + (
                f" ({len(problems)} rule problem(s) left)" if problems else " (a legal deck)"
            )
        elif key == "back":
            self.app.pop()

    # ---- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill(theme.BG)
        text.blit(surface, "Fusion World deck editor", (12, 12), theme.LARGE, theme.ACCENT, bold=True)
        text.blit(
            surface,
            "Click a card to put it in (a Leader card becomes the Leader); click the deck to take one out.",
            (330, 18),
            theme.SMALL,
            theme.TEXT_DIM,
        )
        for card_id, rect in self.pool_rows():
            self._row(surface, self.pool[card_id], rect, "")
        d = self.draft
        wanted = 25 if d.half else 50
        leader = self.pool[d.leader].name if d.leader else "no Leader yet"
        text.blit(surface, f"{d.name}: {d.size}/{wanted} cards", (640, 54), theme.BODY, theme.TEXT, bold=True)
        text.blit(surface, f"Leader: {leader}", (640, LIST_TOP + 4), theme.BODY, theme.GOOD if d.leader else theme.BAD)
        for card_id, rect in self.deck_rows():
            self._row(surface, self.pool[card_id], rect, f"x{d.counts[card_id]}")
        problems = d.problems(self.pool)
        y = h - 150
        if problems:
            for line in problems[:4]:
                text.blit(surface, text.fit(line, w - 660, theme.SMALL), (640, y), theme.SMALL, theme.BAD)
                y += 20
        else:
            text.blit(surface, "A legal deck (rules 5.1-5.4)", (640, y), theme.BODY, theme.GOOD, bold=True)
        card = self.hovered()
        if card is not None:
            box = pygame.Rect(12, h - 140, 610, 128)
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=8)
            y = text.blit_wrapped(surface, card.header(), box.inflate(-16, -12), theme.SMALL, theme.ACCENT) + 4
            body = card.text() + (" " + card.awakened_text() if card.awakened else "")
            text.blit_wrapped(
                surface, body or "(no abilities)", pygame.Rect(box.x + 8, y, box.width - 16, 90), theme.SMALL
            )
        for button in self.buttons():
            button.draw(surface, self.mouse)
        if self.note:
            text.blit(
                surface,
                text.fit(self.note, w - 24, theme.SMALL),
                (w - 12, h - 72),
                theme.SMALL,
                theme.ACCENT,
                anchor="topright",
            )

    def _row(self, surface: pygame.Surface, card: FwCard, rect: pygame.Rect, count: str) -> None:
        lit = rect.collidepoint(self.mouse)
        fill = theme.mix(fusion_draw.COLOUR.get(card.colour, theme.NEUTRAL), theme.PANEL, 0.55 if not lit else 0.3)
        pygame.draw.rect(surface, fill, rect, border_radius=4)
        kind = {"leader": "Leader", "battle": f"{card.power}", "extra": "extra"}[card.kind]
        cost = "" if card.kind == "leader" else f"{card.cost}" + (f"/{card.colour_cost}" if card.colour_cost else "")
        ink = theme.text_on(fill)
        text.blit(surface, cost, (rect.x + 6, rect.y + 4), theme.SMALL, ink, bold=True)
        text.blit(
            surface, text.fit(card.name, rect.width - 200, theme.SMALL), (rect.x + 44, rect.y + 4), theme.SMALL, ink
        )
        text.blit(surface, kind, (rect.right - 60, rect.y + 4), theme.SMALL, ink, anchor="topright")
        if count:
            text.blit(surface, count, (rect.right - 8, rect.y + 4), theme.SMALL, ink, bold=True, anchor="topright")


def open_fusion_editor(app: App, pool: Pool) -> FusionEditorScene:
    scene = FusionEditorScene(app, pool)
    app.push(scene)
    return scene

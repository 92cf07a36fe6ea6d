"""The Fusion World deck editor: the card pool by colour (click a card to put it in; a Leader card
becomes the Leader, shown as the deck's first row), the deck checked live against rules 5.1-5.4,
half-deck mode, the hovered card's whole text with its awakened side, Load from the ready decks or
your own, Save (atomically) to your Fusion World decks folder. The screen itself is the shared list
editor (card_list_editor.py)."""

from __future__ import annotations

from pathlib import Path

from game.games.fusion_world.cards import FwCard, Pool
from game.games.fusion_world.deck_draft import FwDraft
from game.games.fusion_world.decks import load_fw_deck, ready_fw_decks
from game.games.fusion_world.state import DECK, HALF_DECK
from game.games.fusion_world.ui import draw as fusion_draw
from game.ui import theme
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene, Row, open_card_list_editor
from game.ui.deck_file_edit import DeckFileEdit

FILTERS = ("all", "leader", "red", "blue", "green", "yellow", "black")


def decks_folder() -> Path:
    from game.ui.saves import data_dir

    return data_dir() / "fusion_decks"


def saved_fw_decks() -> list[Path]:
    folder = decks_folder()
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


def _pool_order(card: FwCard) -> tuple[bool, str, int, str]:
    return card.kind != "leader", card.colour, card.cost, card.id


class FusionDeckEdit(DeckFileEdit):
    """The Fusion World side of the shared editor."""

    title = "Fusion World deck editor"
    hint = "Click a card to put it in (a Leader card becomes the Leader); click the deck to take one out."
    filters: tuple[str, ...] = FILTERS

    def __init__(self, pool: Pool, draft: FwDraft | None = None) -> None:
        self.pool = pool
        self.draft = draft or FwDraft()

    def row(self, card: FwCard) -> Row:
        colour = fusion_draw.COLOUR.get(card.colour, theme.NEUTRAL)
        if card.kind == "leader":
            return Row(card.id, colour, "Leader", card.name, f"{card.power}")
        cost = f"{card.cost}" + (f"/{card.colour_cost}" if card.colour_cost else "")
        kind = f"{card.power}" if card.kind == "battle" else "extra"
        return Row(card.id, colour, cost, card.name, kind)

    def pool_rows(self, filter_name: str) -> list[Row]:
        cards = sorted(self.pool.cards.values(), key=_pool_order)
        if filter_name == "leader":
            cards = [c for c in cards if c.kind == "leader"]
        elif filter_name != "all":
            cards = [c for c in cards if c.colour == filter_name]
        return [self.row(c) for c in cards]

    def deck_rows(self) -> list[tuple[Row, int]]:
        leader = self.pool.cards.get(self.draft.leader)
        rows = [(self.row(leader), 1)] if leader is not None else []
        ids = sorted((c for c in self.draft.counts if c in self.pool.cards), key=lambda c: (self.pool[c].cost, c))
        return rows + [(self.row(self.pool[c]), self.draft.counts[c]) for c in ids]

    def add(self, card_id: str) -> None:
        self.draft.add(card_id, self.pool)

    def remove(self, card_id: str) -> None:
        if card_id == self.draft.leader and card_id not in self.draft.counts:
            self.draft.leader = ""
        else:
            self.draft.remove(card_id)

    def summary(self) -> str:
        wanted = HALF_DECK if self.draft.half else DECK
        leader = "" if self.draft.leader else ", no Leader yet"
        return f"{self.draft.name}: {self.draft.size}/{wanted} cards{leader}"

    def problems(self) -> list[str]:
        return self.draft.problems(self.pool)

    def legal_words(self) -> str:
        return "A legal deck (rules 5.1-5.4)"

    def card_text(self, card_id: str) -> tuple[str, str]:
        card = self.pool[card_id]
        return card.header(), " ".join(t for t in (card.text(), card.awakened_text()) if t)

    def toggles(self) -> list[tuple[str, str]]:
        return [("half", "Half deck: on" if self.draft.half else "Half deck: off")]

    def toggle(self, key: str) -> str:
        self.draft.half = not self.draft.half
        mode = f"Half-deck mode: {HALF_DECK} cards" if self.draft.half else f"A full deck: {DECK} cards"
        return f"{mode} (rule 5.2)"

    def ready_files(self) -> list[Path]:
        return ready_fw_decks()

    def saved_files(self) -> list[Path]:
        return saved_fw_decks()

    def deck_name(self, path: Path) -> str:
        return load_fw_deck(path).name

    def read(self, path: Path) -> str:
        self.draft = FwDraft.of(load_fw_deck(path))
        return self.draft.name

    def write(self) -> Path:
        return self.draft.save(decks_folder())


def open_fusion_editor(app: App, pool: Pool) -> CardListEditorScene:
    return open_card_list_editor(app, FusionDeckEdit(pool))

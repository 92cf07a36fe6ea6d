"""The Fusion World deck editor: the card pool by colour (click a card to put it in; a Leader card
becomes the Leader, shown as the deck's first row), the deck checked live against rules 5.1-5.4,
half-deck mode, the hovered card's whole text with its awakened side, Load from the ready decks or
your own, Save (atomically) to your Fusion World decks folder. The screen itself is the shared list
editor (card_list_editor.py) with its deck tools; this says what is Fusion World's: six cards and
one redraw (rules 6.3, 6.4), cards grouped by kind, colour and cost, the cost curve by colour, and
the ready decks of the same mode (5.2) to test against."""

from __future__ import annotations

from pathlib import Path

from game.core.opening import OpeningRule
from game.games.fusion_world.cards import FwCard, Pool
from game.games.fusion_world.deck_draft import FwDraft
from game.games.fusion_world.decks import load_fw_deck, ready_fw_decks
from game.games.fusion_world.players import FW_PLAYERS
from game.games.fusion_world.state import DECK, HALF_DECK, HAND
from game.games.fusion_world.ui import draw as fusion_draw
from game.ui import theme
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene, open_card_list_editor
from game.ui.deck_file_edit import DeckFileEdit
from game.ui.deck_tools import Bar, Chart, OpeningDeck, Row

FILTERS = ("all", "leader", "red", "blue", "green", "yellow", "black")
COLOURS = ("red", "blue", "green", "yellow", "black")
TOP_COST = 7  # the cost curve's last column counts this cost and more
OPENING = OpeningRule(
    HAND,
    redraw=True,
    words="Six cards (rule 6.3), then one redraw (6.4): counted as the whole hand sent back when it holds none "
    "(back in the deck and shuffled, so a second deal of six). The Leader is not in the deck (5.1).",
)


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
    game_name = "fusion-world"
    opening = OPENING
    test_players: tuple[str, ...] = ("heuristic", *(p for p in FW_PLAYERS if p != "heuristic"))
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

    def card_row(self, card_id: str) -> Row:
        return self.row(self.pool[card_id])

    def deck_cards(self) -> list[str]:
        return [c for c in self.draft.deck().card_list() if c in self.pool.cards]

    def opening_deck(self) -> OpeningDeck:
        return OpeningDeck(self.deck_cards(), [])

    def odds_groups(self, card_id: str) -> tuple[tuple[int, str], ...]:
        card = self.pool[card_id]
        return (0, f"any {card.kind} card"), (1, f"any {card.colour} card"), (2, f"cost {card.cost}")

    def charts(self) -> list[Chart]:
        cards = [self.pool[c] for c in self.deck_cards()]
        used = [c for c in COLOURS if any(card.colour == c for card in cards)]
        colour = {c: fusion_draw.COLOUR.get(c, theme.NEUTRAL) for c in COLOURS}
        costs = []
        for cost in range(TOP_COST + 1):
            at = [card for card in cards if min(card.cost, TOP_COST) == cost]
            parts = tuple((sum(1 for card in at if card.colour == c), colour[c]) for c in used)
            costs.append(Bar(f"{cost}+" if cost == TOP_COST else str(cost), parts))
        mean = sum(card.cost for card in cards) / len(cards) if cards else 0.0
        extras = sum(1 for card in cards if card.kind == "extra")
        curve = Chart(
            "Energy cost by colour",
            tuple(costs),
            tuple((c, colour[c]) for c in used),
            f"mean cost {mean:.2f}; {len(cards) - extras} battle cards, {extras} extra cards",
        )
        needs = [card.colour_cost for card in cards]
        by_colour = tuple(Bar(c, ((sum(1 for card in cards if card.colour == c), colour[c]),)) for c in used)
        most = max(needs, default=0)
        colours = Chart("Colours", by_colour, (), f"the most of its colour a card asks: {most} (rule 3.4.2)")
        return [curve, colours]

    def test_opponents(self) -> list[Path]:
        """The ready decks of the same mode: a half deck meets only half decks (rule 5.2)."""
        return [p for p in ready_fw_decks() if load_fw_deck(p).half == self.draft.half]

    def test_deck(self, folder: Path) -> Path:
        return self.draft.save(folder)

    def deck_title(self) -> str:
        return self.draft.name

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

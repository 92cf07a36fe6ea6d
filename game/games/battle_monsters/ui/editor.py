"""The Battle Monsters deck editor: the 62 cards by type and element with their generated text,
a deck of any number of copies checked live against rule 2.1 (each problem with its rule), Load
from the ready decks or your own, Save (atomically) to your Battle Monsters decks folder. The
screen itself is the shared list editor (card_list_editor.py) with its deck tools; this says what
is Battle Monsters': five cards dealt after two are chosen for the graveyard (rules 2.3, 2.4),
cards grouped by type and element, the attack curve by element and the card types."""

from __future__ import annotations

from pathlib import Path

from game.core.opening import OpeningRule
from game.games.battle_monsters.cards import BmCard, Pool, default_pool
from game.games.battle_monsters.deck_draft import BmDraft
from game.games.battle_monsters.decks import load_deck, ready_decks
from game.games.battle_monsters.house import OFFICIAL
from game.games.battle_monsters.players import graveyard_preference
from game.games.battle_monsters.state import MIN_DECK
from game.games.battle_monsters.ui.face_art import ELEMENT_COLOUR, TYPE_COLOUR
from game.ui.app import App
from game.ui.card_list_editor import CardListEditorScene, open_card_list_editor
from game.ui.deck_file_edit import DeckFileEdit
from game.ui.deck_tools import Bar, Chart, OpeningDeck, Row

FILTERS = ("all", "monster", "spell", "trap", "fire", "water", "earth", "air", "light", "shadow")
ELEMENTS = FILTERS[4:]
TYPES = ("monster", "spell", "trap")
ATTACK_STEP = 100  # the attack curve's columns
OPENING = OpeningRule(
    OFFICIAL.hand,
    set_aside=OFFICIAL.graveyard,
    words=f"{OFFICIAL.hand} cards (rule 2.3), dealt after {OFFICIAL.graveyard} cards are chosen out of the deck "
    "for the graveyard (2.4): counted as chosen among the others. No redraw.",
)


def decks_folder() -> Path:
    from game.ui.saves import data_dir

    return data_dir() / "monsters_decks"


def saved_decks() -> list[Path]:
    folder = decks_folder()
    return sorted(folder.glob("*.yaml")) if folder.is_dir() else []


class MonstersDeckEdit(DeckFileEdit):
    """The Battle Monsters side of the shared editor."""

    title = "Battle Monsters deck editor"
    game_name = "battle-monsters"
    opening = OPENING
    test_players: tuple[str, ...] = ("heuristic", "random", "strong", "sharp", "search")
    hint = "Click a card to put a copy in; click the deck to take one out. The wheel scrolls."
    filters: tuple[str, ...] = FILTERS

    def __init__(self, pool: Pool, draft: BmDraft | None = None) -> None:
        self.pool = pool
        self.draft = draft or BmDraft()

    def row(self, card: BmCard) -> Row:
        if card.is_monster:
            colour = ELEMENT_COLOUR.get(card.elements[0] if card.elements else "", TYPE_COLOUR["monster"])
            return Row(
                card.id, colour, f"{card.attack}/{card.defence}", card.name, "/".join(card.elements + card.keywords)
            )
        return Row(card.id, TYPE_COLOUR[card.type], "", card.name, f"{card.type}, {card.timing}")

    def toggles(self) -> list[tuple[str, str]]:
        return []

    def toggle(self, key: str) -> str:
        return ""

    def pool_rows(self, filter_name: str) -> list[Row]:
        cards = sorted(self.pool.cards.values(), key=lambda c: ({"monster": 0, "spell": 1, "trap": 2}[c.type], c.id))
        if filter_name in ("monster", "spell", "trap"):
            cards = [c for c in cards if c.type == filter_name]
        elif filter_name != "all":
            cards = [c for c in cards if filter_name in c.elements]
        return [self.row(c) for c in cards]

    def deck_rows(self) -> list[tuple[Row, int]]:
        ids = sorted(self.draft.counts, key=lambda c: ({"monster": 0, "spell": 1, "trap": 2}[self.pool[c].type], c))
        return [(self.row(self.pool[cid]), self.draft.counts[cid]) for cid in ids if cid in self.pool]

    def add(self, card_id: str) -> None:
        self.draft.add(card_id)

    def remove(self, card_id: str) -> None:
        self.draft.remove(card_id)

    def summary(self) -> str:
        kinds = [self.pool[c].type for c, n in self.draft.counts.items() if c in self.pool for _ in range(n)]
        split = ", ".join(f"{kinds.count(t)} {t}s" for t in ("monster", "spell", "trap"))
        return f"{self.draft.name}: {self.draft.size} cards of at least {MIN_DECK} ({split})"

    def problems(self) -> list[str]:
        return [str(v) for v in self.draft.problems(self.pool)]

    def legal_words(self) -> str:
        return "A legal deck (rule 2.1)"

    def card_text(self, card_id: str) -> tuple[str, str]:
        card = self.pool[card_id]
        return card.header(), card.text()

    def card_row(self, card_id: str) -> Row:
        return self.row(self.pool[card_id])

    def deck_cards(self) -> list[str]:
        return [c for c in self.draft.deck().cards if c in self.pool]

    def opening_deck(self) -> OpeningDeck:
        """The deck less the cards the computer would choose for the graveyard, as a table deals it."""
        rest = self.deck_cards()
        chosen: list[str] = []
        for _ in range(min(OPENING.set_aside, len(rest))):
            pick = max(dict.fromkeys(rest), key=lambda c: graveyard_preference(self.pool[c]))
            rest.remove(pick)
            chosen.append(pick)
        names = ", ".join(self.pool[c].name for c in chosen)
        note = f"Chosen for the graveyard first (rule 2.4), as the computer chooses: {names}." if chosen else ""
        return OpeningDeck(rest, chosen, note)

    def odds_groups(self, card_id: str) -> tuple[tuple[int, str], ...]:
        card = self.pool[card_id]
        return ((0, f"any {card.type}"), *((1, f"any {e} card") for e in card.elements))

    def charts(self) -> list[Chart]:
        cards = [self.pool[c] for c in self.deck_cards()]
        monsters = [c for c in cards if c.is_monster]
        used = [e for e in ELEMENTS if any(e in m.elements[:1] for m in monsters)]
        colour = {e: ELEMENT_COLOUR.get(e, TYPE_COLOUR["monster"]) for e in ELEMENTS}
        top = max((m.attack for m in monsters), default=0) // ATTACK_STEP
        bars = []
        for step in range(1, max(top, 1) + 1):
            at = [m for m in monsters if max(1, m.attack // ATTACK_STEP) == step]
            parts = tuple((sum(1 for m in at if m.elements[:1] == (e,)), colour[e]) for e in used)
            bars.append(Bar(str(step * ATTACK_STEP), parts))
        mean = sum(m.attack for m in monsters) / len(monsters) if monsters else 0.0
        attack = Chart(
            "Attack of the monsters, by element",
            tuple(bars),
            tuple((e, colour[e]) for e in used),
            f"mean attack {mean:.0f}; a monster counts by its first element",
        )
        types = tuple(Bar(f"{t}s", ((sum(1 for c in cards if c.type == t), TYPE_COLOUR[t]),)) for t in TYPES)
        lasting = sum(1 for c in cards if not c.is_monster and c.timing == "lasting")
        kinds = Chart("Card types", types, (), f"{lasting} of the spells and traps stay on the field (8.2)")
        return [attack, kinds]

    def test_opponents(self) -> list[Path]:
        return ready_decks()

    def test_deck(self, folder: Path) -> Path:
        return self.draft.save(folder)

    def deck_title(self) -> str:
        return self.draft.name

    def ready_files(self) -> list[Path]:
        return ready_decks()

    def saved_files(self) -> list[Path]:
        return saved_decks()

    def deck_name(self, path: Path) -> str:
        return load_deck(path).name

    def read(self, path: Path) -> str:
        self.draft = BmDraft.of(load_deck(path))
        return self.draft.name

    def write(self) -> Path:
        return self.draft.save(decks_folder())


def open_monsters_editor(app: App, pool: Pool | None = None) -> CardListEditorScene:
    return open_card_list_editor(app, MonstersDeckEdit(pool or default_pool()))

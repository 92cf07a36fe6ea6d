"""What the deck editor's panels share: the deck being edited, its violations and the status line."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.deck_text import TextProblem
from game.games.bakugan.decks import DeckList, Violation, validate_deck


@dataclass
class EditorState:
    draft: DeckDraft
    note: str = ""
    note_bad: bool = False
    hovered: CardDef | None = None  # shown zoomed, with its text
    tooltip: str = ""
    import_problems: list[TextProblem] = field(default_factory=list)
    import_source: str = ""
    version: int = 0  # goes up on every change to the deck, so views know to redo their figures
    touched: str = ""  # the card last added or taken out: the deck list scrolls to show it
    _violations: list[Violation] | None = None
    _unencoded: list[Violation] | None = None

    @property
    def catalog(self) -> Catalog:
        return self.draft.catalog

    @property
    def deck(self) -> DeckList:
        return self.draft.deck

    def changed(self, card_id: str = "") -> None:
        self.version += 1
        self.touched = card_id
        self._violations = None
        self._unencoded = None

    def violations(self) -> list[Violation]:
        if self._violations is None:
            self._violations = self.draft.violations()
        return self._violations

    def unencoded(self) -> list[Violation]:
        """Cards the simulator cannot fully play yet (not a deck-building rule, shown apart)."""
        if self._unencoded is None:
            every = validate_deck(self.deck, self.catalog, require_encoded=True)
            self._unencoded = [v for v in every if v.rule == "cards"]
        return self._unencoded

    def replace(self, draft: DeckDraft) -> None:
        self.draft = draft
        self.import_problems = []
        self.import_source = ""
        self.changed()

    def say(self, text: str, bad: bool = False) -> None:
        self.note = text
        self.note_bad = bad

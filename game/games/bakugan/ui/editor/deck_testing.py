"""Main menu, "Deck testing": choose one of the ready decks or the player's saved decks, and the
deck editor opens on that deck's Test tab (test_tab.py runs the games)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.decks import DeckFileError, load_deck
from game.games.bakugan.ui.catalog import table_catalog
from game.games.bakugan.ui.editor.deck_files import deck_choices
from game.games.bakugan.ui.editor.scene import EditorScene
from game.ui.app import App
from game.ui.pick_dialog import PickDialog, PickItem

TITLE = "Deck testing: choose a deck"


def choose_deck_to_test(app: App, refused: Callable[[str], None]) -> None:
    """Show the chooser; a deck that cannot be read is reported through `refused`."""

    def picked(item: PickItem) -> None:
        try:
            deck = load_deck(Path(item.key))
        except DeckFileError as exc:
            refused(str(exc))
            return
        editor = EditorScene(app, DeckDraft(table_catalog(app), deck))
        editor.show_tab("test")
        editor.state.say(f"{deck.name}: press Start test to play it against every ready deck")
        app.push(editor)

    app.push(PickDialog(app, TITLE, deck_choices(), picked))

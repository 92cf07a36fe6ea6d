"""New, load, save, save as, import and export, each asking first when changes would be lost.

Decks the player saves go to their own folder (deck_files.py), in the ready decks' YAML; a ready
deck in cards/bakugan/decks is never written over: saving it asks for a name for the player's copy.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.files import paths
from game.files.read import KB, read_text
from game.games.bakugan.deck_draft import DeckDraft
from game.games.bakugan.deck_text import export_text, import_text
from game.games.bakugan.deck_writer import save_deck
from game.games.bakugan.decks import DeckFileError, load_deck
from game.games.bakugan.sim.replay_file import write_text_atomic
from game.games.bakugan.ui.editor import deck_files
from game.ui.confirm_dialog import ConfirmDialog
from game.ui.name_dialog import NameDialog
from game.ui.pick_dialog import PickDialog, PickItem

if TYPE_CHECKING:
    from game.games.bakugan.ui.editor.scene import EditorScene

MAX_TEXT_LIST_BYTES = 64 * KB
CLIPBOARD = "clipboard"


class FileActions:
    def __init__(self, scene: EditorScene) -> None:
        self.scene = scene
        self.app = scene.app
        self.state = scene.state

    def guard(self, then: Callable[[], None], leaving: str = "") -> None:
        """Run `then` now, or after asking what to do with unsaved changes."""
        if not self.state.draft.dirty:
            then()
            return

        def answer(key: str) -> None:
            if key == "save":
                self.save(after=then)
            elif key == "discard":
                then()

        name = self.state.deck.name
        self.app.push(
            ConfirmDialog(
                self.app,
                "Unsaved changes",
                f"'{name}' has changes that are not saved. Save them {leaving or 'first'}?",
                [("save", "Save"), ("discard", "Discard changes"), ("cancel", "Cancel")],
                answer,
            )
        )

    # --- new and load
    def new(self) -> None:
        self.guard(lambda: self._open(DeckDraft(self.state.catalog), "New deck"))

    def load(self) -> None:
        def picked(item: PickItem) -> None:
            try:
                deck = load_deck(Path(item.key))
            except DeckFileError as exc:
                self.state.say(str(exc), bad=True)
                return
            draft = DeckDraft(self.state.catalog, deck)
            # named as the chooser lists it, not by the folder the program is installed in
            where = ", a ready deck" if draft.is_ready_deck() else f" from {Path(item.key).name}"
            self._open(draft, f"Loaded {deck.name}{where}")

        def choose() -> None:
            self.app.push(PickDialog(self.app, "Load a deck", deck_files.deck_choices(), picked))

        self.guard(choose)

    def _open(self, draft: DeckDraft, note: str) -> None:
        self.state.replace(draft)
        self.scene.sync_fields()
        self.state.say(note)

    # --- save
    def save(self, after: Callable[[], None] | None = None) -> None:
        draft = self.state.draft
        if draft.path is None or draft.is_ready_deck():
            self.save_as(after)
            return
        self._write(draft.path, after)

    def save_as(self, after: Callable[[], None] | None = None) -> None:
        draft = self.state.draft
        hint = f"Saved in {deck_files.user_decks_dir()}"
        if draft.is_ready_deck():
            hint = "Ready decks stay as shipped: this saves your copy. " + hint

        def named(name: str) -> None:
            path = deck_files.deck_path(name)
            if path.exists() and path != draft.path:
                self.app.push(
                    ConfirmDialog(
                        self.app,
                        "Replace deck?",
                        f"You already have a deck saved as {path.name}. Replace it with this one?",
                        [("replace", "Replace"), ("cancel", "Cancel")],
                        lambda key: self._write(path, after, name) if key == "replace" else None,
                    )
                )
                return
            self._write(path, after, name)

        self.app.push(NameDialog(self.app, "Save deck as", draft.deck.name, named, hint))

    def _write(self, path: Path, after: Callable[[], None] | None, name: str | None = None) -> None:
        draft = self.state.draft
        if name is not None:
            draft.rename(name)
            self.scene.sync_fields()
        try:
            save_deck(draft.deck, path, self.state.catalog)
        except OSError as exc:
            self.state.say(f"Could not save: {exc}", bad=True)
            return
        draft.deck.path = path
        draft.dirty = False
        self.state.say(f"Saved to {paths.shown(path)}")
        if after is not None:
            after()

    # --- plain text lists
    def export(self) -> None:
        listing = export_text(self.state.deck, self.state.catalog)
        path = deck_files.text_path(self.state.deck.name)
        try:
            write_text_atomic(path, listing)
        except OSError as exc:
            self.state.say(f"Could not export: {exc}", bad=True)
            return
        copied = _put_clipboard(listing)
        self.state.say(f"Exported to {paths.shown(path)}" + (" and copied to the clipboard" if copied else ""))

    def import_list(self) -> None:
        def picked(item: PickItem) -> None:
            if item.key == CLIPBOARD:
                source, origin, stem = _get_clipboard(), "the clipboard", "Pasted deck"
            else:
                path = Path(item.key)
                try:
                    source = read_text(path, DeckFileError, MAX_TEXT_LIST_BYTES)
                except DeckFileError as exc:
                    self.state.say(f"Cannot read {path.name}: {exc.problem}", bad=True)
                    return
                origin, stem = path.name, path.stem.replace("_", " ")
            self._imported(source, origin, stem)

        def choose() -> None:
            items = [PickItem(str(p), p.stem.replace("_", " "), p.name) for p in deck_files.text_lists()]
            if _get_clipboard().strip():
                items.insert(0, PickItem(CLIPBOARD, "Paste from the clipboard", "text"))
            empty = f"No text lists yet: export a deck, or put a .txt list in {deck_files.user_decks_dir()}"
            self.app.push(PickDialog(self.app, "Import a text list", items, picked, empty))

        self.guard(choose)

    def _imported(self, source: str, origin: str, stem: str) -> None:
        result = import_text(source, self.state.catalog, default_name=stem)
        self.state.replace(DeckDraft(self.state.catalog, result.deck, dirty=True))
        self.state.import_problems = result.problems
        self.state.import_source = origin
        self.scene.sync_fields()
        if result.problems:
            self.scene.show_tab("rules")
            self.state.say(f"Imported {origin}: {len(result.problems)} line(s) not read, listed under Rules", bad=True)
        else:
            self.state.say(f"Imported {origin}")


def _put_clipboard(words: str) -> bool:
    try:
        pygame.scrap.put_text(words)
    except (pygame.error, AttributeError):
        return False
    return True


def _get_clipboard() -> str:
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""

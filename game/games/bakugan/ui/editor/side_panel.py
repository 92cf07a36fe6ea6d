"""The right-hand panel: tabs for the rules check, charts, opening hands and the deck test, on the
shell's panel of tabs (game/ui/editor_tabs.py); a tab's hover is a Bakugan card."""

from __future__ import annotations

from game.games.bakugan.cards.model import CardDef
from game.games.bakugan.ui.editor.state import EditorState
from game.ui.editor_tabs import PlacedTab, Tab, TabPanel


class StaticTab(PlacedTab[CardDef]):
    """A tab that only draws what the deck being edited is."""

    def __init__(self, state: EditorState) -> None:
        super().__init__()
        self.state = state


class SidePanel(TabPanel[CardDef]):
    def __init__(self, state: EditorState, tabs: dict[str, Tab[CardDef]]) -> None:
        super().__init__(tabs, lambda: state.version)
        self.state = state

"""Hot-seat stops: the priority moments at which the table stops for a human who could play
something. Elsewhere it passes for them, so the screen need not be handed over (game/ui/hotseat.py)."""

from __future__ import annotations

from game.ui import theme
from game.ui.hotseat import DEFAULT_STOPS, STOP_NAMES
from game.ui.menu_base import ButtonMenu
from game.ui.widgets import Button


class StopsScene(ButtonMenu):
    name = "stops"
    title = "Stops"
    subtitle = "Where the table stops for you when you could play a card (hot seat)"

    def items(self) -> list[tuple[str, str, bool]]:
        stops = self.app.settings.stops
        rows = [
            (f"stop:{key}", f"{label}: {'stop for me' if key in stops else 'pass for me'}", True)
            for key, label in STOP_NAMES.items()
        ]
        return [*rows, ("defaults", "Back to the defaults", True), ("back", "Back", True)]

    def buttons(self) -> list[Button]:
        """The column, wide enough for the longest moment; a stop set is in the accent colour."""
        out = super().buttons()
        stops = self.app.settings.stops
        for b in out:
            b.rect = b.rect.inflate(300, 0)
            if b.key.startswith("stop:") and b.key.split(":", 1)[1] in stops:
                b.colour = theme.ACCENT_SOFT
        return out

    def choose(self, key: str) -> None:
        settings = self.app.settings
        if key.startswith("stop:"):
            stop = key.split(":", 1)[1]
            settings.stops = [s for s in STOP_NAMES if (s in settings.stops) != (s == stop)]
        elif key == "defaults":
            settings.stops = list(DEFAULT_STOPS)
        elif key == "back":
            self.app.pop()
            return
        self.app.save_settings()

"""Hot-seat stops: the moments at which the table stops for a human who could play something.
Elsewhere it passes for them, so the screen need not be handed over. Each game's stops are listed
in turn (the game button steps through every game that has stops), the game at the table under
this menu first (TableShell.stop_moments), else the first registered game's.

Everyone shares one list of stops unless a player has their own, kept by name in the settings;
each list holds every game's stops, and a change to one game's leaves the others' as they were."""

from __future__ import annotations

from game.ui import theme
from game.ui.app import App
from game.ui.game_screens import GameScreens, all_screens
from game.ui.menu_base import ButtonMenu
from game.ui.table_shell import TableShell
from game.ui.widgets import Button

EVERYONE = "everyone"


class StopsScene(ButtonMenu):
    name = "stops"
    title = "Stops"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.whose: str | None = None  # None: everyone's (the default list)
        self.games = [screens for screens in all_screens() if screens.stop_moments]
        table = self.table()
        at_table = table.stop_moments() if table is not None else ()
        self.game = next((k for k, screens in enumerate(self.games) if screens.stop_moments == at_table), 0)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        who = "everyone without stops of their own" if self.whose is None else self.whose
        return f"Where the table stops for {who} when they could act (hot seat)"

    def players(self) -> list[str | None]:
        """Whose stops the first button steps through: everyone's, then each player with their own
        stops, then the humans at a table under this menu."""
        names = list(self.app.settings.player_stops)
        table = self.table()
        if table is not None:
            names += [table.seat_name(seat) for seat in table.human_seats()]
        return [None, *dict.fromkeys(names)]

    def table(self) -> TableShell | None:
        found = self.app.stack.find(TableShell)
        return found if isinstance(found, TableShell) else None

    def shown_game(self) -> GameScreens | None:
        return self.games[self.game] if self.games else None

    def moments(self) -> dict[str, str]:
        """The stops listed: the shown game's."""
        shown = self.shown_game()
        return dict(shown.stop_moments) if shown is not None else {}

    def defaults(self) -> list[str]:
        shown = self.shown_game()
        return list(shown.default_stops) if shown is not None else []

    def shown_stops(self) -> list[str]:
        settings = self.app.settings
        return settings.stops if self.whose is None else settings.stops_for(self.whose)

    def items(self) -> list[tuple[str, str, bool]]:
        settings = self.app.settings
        if self.whose is None:
            whose = "Stops of: everyone (the default) · next player"
        else:
            own = self.whose in settings.player_stops
            whose = f"Stops of: {self.whose} ({'own stops' if own else 'as everyone'}) · next player"
        stops = self.shown_stops()
        rows = [
            (f"stop:{key}", f"{label}: {'stop' if key in stops else 'pass'}", True)
            for key, label in self.moments().items()
        ]
        reset = "Back to the defaults" if self.whose is None else f"Give {self.whose} everyone's stops again"
        shown = self.shown_game()
        game = [("game", f"Game: {shown.title} · next game", len(self.games) > 1)] if shown is not None else []
        return [
            *game,
            ("whose", whose, True),
            *rows,
            ("defaults", reset, self.whose is None or self.whose in settings.player_stops),
            ("add", "Stops for a player by name…", True),
            ("back", "Back", True),
        ]

    def buttons(self) -> list[Button]:
        """The column, wide enough for the longest moment; a stop set is in the accent colour."""
        out = super().buttons()
        stops = self.shown_stops()
        for b in out:
            b.rect = b.rect.inflate(theme.px(300), 0)
            if b.key.startswith("stop:") and b.key.split(":", 1)[1] in stops:
                b.colour = theme.ACCENT_SOFT
            elif b.key in ("whose", "game"):
                b.colour = theme.PANEL_EDGE
        return out

    def choose(self, key: str) -> None:
        settings = self.app.settings
        if key == "game":
            self.game = (self.game + 1) % max(1, len(self.games))
            return
        if key == "whose":
            players = self.players()
            self.whose = players[(players.index(self.whose) + 1) % len(players)]
            return
        if key == "add":
            from game.ui.name_dialog import NameDialog

            self.app.push(NameDialog(self.app, "Whose stops?", "", self._pick_player, hint="The player's name"))
            return
        if key.startswith("stop:"):
            stop = key.split(":", 1)[1]
            toggled = [s for s in self.moments() if (s in self.shown_stops()) != (s == stop)]
            self.set_shown(toggled)
        elif key == "defaults":
            if self.whose is None:
                self.set_shown(self.defaults())
            else:
                settings.player_stops.pop(self.whose, None)
        elif key == "back":
            self.app.pop()
            return
        self.app.save_settings()

    def set_shown(self, game_stops: list[str]) -> None:
        """The shown game's stops in the shown list become `game_stops`; other games' stay."""
        others = [key for key in self.shown_stops() if key not in self.moments()]
        if self.whose is None:
            self.app.settings.stops = others + game_stops
        else:
            self.app.settings.player_stops[self.whose] = others + game_stops

    def _pick_player(self, name: str) -> None:
        self.whose = name[:40]

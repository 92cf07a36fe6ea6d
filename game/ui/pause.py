"""The pause menu of every table (Escape at the table or on its hand-over screen): resume, save by
name, settings, help, a take-back where the game can grant one, the results, the replay and the
analysis once the game is over, forfeit and the main menu. Nothing leaves the game without
asking: forfeiting asks, and so does leaving a game that nothing saves."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.app import App
from game.ui.help_overlay import HelpPage
from game.ui.menu_base import ButtonMenu

if TYPE_CHECKING:
    from game.ui.table_shell import TableShell


class PauseScene(ButtonMenu):
    name = "pause"
    title = "Game menu"
    dialog = True

    def __init__(self, app: App, table: TableShell, *, handing_to: int | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.handing_to = handing_to  # opened on the hand-over screen: the seat it waits for

    def help_page(self) -> HelpPage | None:
        return self.table.help_page()

    def forfeiter(self) -> int | None:
        """Whose forfeit the menu offers: the human whose screen it is (on the hand-over screen, the
        one it waits for); None when the game is over or a computer has the screen."""
        table = self.table
        seat = self.handing_to if self.handing_to is not None else table.viewer
        return seat if table.is_human(seat) and not table.game_over() else None

    def items(self) -> list[tuple[str, str, bool]]:
        table = self.table
        out = [
            ("resume", "Resume", True),
            ("save", "Save game…", table.can_save()),
            ("settings", "Settings", True),
            ("help", "Help (F1)", True),
        ]
        taker = table.take_back_asker()
        if taker is not None:
            out.append(("takeback", f"Take back {table.seat_name(taker)}'s last action…", True))
        if table.game_over():
            out.append(("results", "Results", True))
            if table.can_save_replay():
                out.append(("replay", "Save replay…", True))
            if table.can_analyse():
                out.append(("analyse", "Analyse the game", True))
        seat = self.forfeiter()
        if seat is not None:
            out.append(("forfeit", f"Forfeit ({table.seat_name(seat)})…", True))
        if table.autosaves() and not table.game_over():
            out.append(("menu", "Main menu (game is autosaved)", True))
        elif table.loses_on_leave():
            out.append(("menu", "Main menu (this game is not saved)…", True))
        else:
            out.append(("menu", "Main menu", True))
        return out

    def choose(self, key: str) -> None:
        if key == "resume":
            self.app.pop()
        elif key == "save":
            from game.ui.save_dialog import SaveDialog

            self.app.replace(SaveDialog(self.app, self.table, replay=False))
        elif key == "settings":
            from game.ui.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif key == "help":
            from game.ui.help_overlay import HelpOverlay

            self.app.push(HelpOverlay(self.app, self.table.help_page()))
        elif key == "results":
            self.app.pop()
            self.table.show_results()
        elif key == "replay":
            from game.ui.save_dialog import SaveDialog

            self.app.replace(SaveDialog(self.app, self.table, replay=True))
        elif key == "analyse":
            self.app.pop()
            self.table.analyse()
        elif key == "takeback":
            self._back_to_table()
            self.table.ask_take_back()
        elif key == "forfeit":
            self._ask_forfeit()
        elif key == "menu":
            self._ask_leave()

    def _ask_forfeit(self) -> None:
        from game.ui.confirm_dialog import ConfirmDialog

        seat = self.forfeiter()
        if seat is None:
            return
        name = self.table.seat_name(seat)

        def answer(key: str) -> None:
            if key != "forfeit":
                return
            self._back_to_table()
            why = self.table.forfeit(seat)
            if why:
                self.table.say(why, public=True)

        question = f"{name} gives up this game; the others play on, or win."
        self.app.push(
            ConfirmDialog(
                self.app, f"{name}: forfeit?", question, [("forfeit", "Forfeit"), ("stay", "Keep playing")], answer
            )
        )

    def _back_to_table(self) -> None:
        """Close this menu, and the hand-over screen it was opened on: the table goes on from here."""
        while self.app.stack.top is not self.table and self.app.stack.top is not None:
            self.app.pop()

    def _ask_leave(self) -> None:
        if not self.table.loses_on_leave():
            self.table.leave()
            return
        from game.ui.confirm_dialog import ConfirmDialog

        def answer(key: str) -> None:
            if key == "leave":
                self.table.leave()

        question = "Nothing saves this game: leaving ends it. Save it first from this menu to keep it."
        self.app.push(
            ConfirmDialog(
                self.app, "Leave this game?", question, [("leave", "Leave"), ("stay", "Keep playing")], answer
            )
        )

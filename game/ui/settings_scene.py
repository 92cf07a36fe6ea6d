"""Settings: the hand-over screen, computer speed, roll animation, hot-seat stops and roll hints."""

from __future__ import annotations

from game.ui.menu_base import ButtonMenu

SPEEDS = (0.0, 0.15, 0.35, 0.7)


class SettingsScene(ButtonMenu):
    name = "settings"
    title = "Settings"
    subtitle = "Saved for next time"

    def items(self) -> list[tuple[str, str, bool]]:
        st = self.app.settings
        speed = {0.0: "instant", 0.15: "fast", 0.35: "normal", 0.7: "slow"}.get(st.computer_delay, "normal")
        return [
            ("handover", f"Hand-over screen: {'on' if st.handover else 'off (open hands)'}", True),
            ("speed", f"Computer players: {speed}", True),
            ("anim", f"Roll animation: {'on' if st.roll_animation else 'off'}", True),
            ("autopass", f"Pass for me when I can play nothing: {'on' if st.auto_pass else 'off'}", True),
            ("stops", f"Hot-seat stops: {len(st.stops)} set…", True),
            ("hints", f"Roll hints at the table: {'on' if st.roll_hints else 'off'}", True),
            ("comfort", "Display, sound and motion...", True),
            ("back", "Back", True),
        ]

    def choose(self, key: str) -> None:
        st = self.app.settings
        if key == "handover":
            st.handover = not st.handover
        elif key == "speed":
            i = SPEEDS.index(st.computer_delay) if st.computer_delay in SPEEDS else 2
            st.computer_delay = SPEEDS[(i + 1) % len(SPEEDS)]
        elif key == "anim":
            st.roll_animation = not st.roll_animation
        elif key == "autopass":
            st.auto_pass = not st.auto_pass
        elif key == "comfort":
            from game.ui.comfort_menu import ComfortScene

            self.app.push(ComfortScene(self.app))
            return
        elif key == "stops":
            from game.ui.stops_scene import StopsScene

            self.app.push(StopsScene(self.app))
            return
        elif key == "hints":
            st.roll_hints = not st.roll_hints
        elif key == "back":
            self.app.pop()
            return
        self.app.save_settings()

"""Settings for the look, sound and motion: UI scale, text size, full screen, volume and mute,
animation speed and the colour-blind-safe palette. Each click steps to the next choice and is
saved at once."""

from __future__ import annotations

from game.ui import theme
from game.ui.menu_base import ButtonMenu
from game.ui.ui_scale import CHOICES, TEXT_CHOICES, describe

ANIMATION_SPEEDS = (0.0, 0.5, 1.0, 2.0)  # the animation speed setting: off, slow, normal, fast

VOLUMES = (0.0, 0.25, 0.5, 0.7, 1.0)
SPEED_WORDS = {0.0: "off", 0.5: "slow", 1.0: "normal", 2.0: "fast"}


def _next(options: tuple[float, ...], value: float) -> float:
    near = min(range(len(options)), key=lambda i: abs(options[i] - value))
    return options[(near + 1) % len(options)]


class ComfortScene(ButtonMenu):
    name = "comfort"
    title = "Display, sound and motion"
    subtitle = "Saved for next time · F11 full screen · F1 help"

    def items(self) -> list[tuple[str, str, bool]]:
        st = self.app.settings
        scale = describe(st.ui_scale)
        if st.ui_scale <= 0:
            scale += f" (now {round(self.app.ui_scale() * 100)}%)"
        volume = "muted" if st.muted else f"{round(st.volume * 100)}%"
        return [
            ("scale", f"Size of everything: {scale}", True),
            ("text", f"Text size: {round(st.text_scale * 100)}%", True),
            ("fullscreen", f"Full screen: {'on' if st.fullscreen else 'off'}", True),
            ("volume", f"Sound volume: {round(st.volume * 100)}%", True),
            ("mute", f"Sound: {'off (muted)' if st.muted else 'on'} ({volume})", True),
            ("anim", f"Card and damage animations: {SPEED_WORDS.get(st.anim_speed, 'normal')}", True),
            ("palette", f"Colour-blind-safe colours: {'on' if st.colour_blind else 'off'}", True),
            ("hints", f"First-game hints on the table: {'on' if st.hints else 'off'}", True),
            ("back", "Back", True),
        ]

    def choose(self, key: str) -> None:
        st = self.app.settings
        if key == "scale":
            st.ui_scale = _next(CHOICES, st.ui_scale)
        elif key == "text":
            st.text_scale = _next(TEXT_CHOICES, st.text_scale)
        elif key == "fullscreen":
            self.app.set_fullscreen(not st.fullscreen)
        elif key == "volume":
            st.volume = _next(VOLUMES, st.volume)
            self.app.sound.play("card_play")
        elif key == "mute":
            st.muted = not st.muted
            self.app.sound.play("card_play")
        elif key == "anim":
            st.anim_speed = _next(ANIMATION_SPEEDS, st.anim_speed)
        elif key == "palette":
            st.colour_blind = not st.colour_blind
            theme.use_palette(st.colour_blind)
        elif key == "hints":
            st.hints = not st.hints
        elif key == "back":
            self.app.pop()
            return
        self.app.save_settings()

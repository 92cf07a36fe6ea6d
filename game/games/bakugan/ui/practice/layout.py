"""Where practice rolling's table, banner and panel go for a window size. The panel's lengths are
given at the design size (1280x760, the size practice was first drawn at) and scaled by `k`; the
table fills what is left, so a larger window shows a larger table, never a stretched picture."""

from __future__ import annotations

from dataclasses import dataclass

DESIGN = (1280, 760)
PANEL_W = 344  # the panel's width with its right margin, at the design size
MIN_K = 0.7


@dataclass(frozen=True)
class PracticeLayout:
    size: tuple[int, int]
    k: float  # design pixels to window pixels, for the panel, the banner and the text
    origin: tuple[int, int]  # the table's top-left pixel
    panel_x: int
    table_scale: float  # pixels per table centimetre

    def px(self, length: float) -> int:
        return round(length * self.k)


def practice_layout(size: tuple[int, int], width_cm: float, depth_cm: float) -> PracticeLayout:
    w, h = size
    k = max(MIN_K, min(w / DESIGN[0], h / DESIGN[1]))
    panel_x = w - round(PANEL_W * k)
    origin = (round(16 * k), round(84 * k))
    table_scale = min((panel_x - 2 * origin[0]) / width_cm, (h - origin[1] - round(16 * k)) / depth_cm)
    return PracticeLayout(size, k, origin, panel_x, table_scale)

"""The analysis timeline, for every game: every action of a line with its log text, the current
position marked.

Row 0 is the start of the game; row N is the position after action N. The current row is
expanded to its whole log text; the others show the action and the first log line. Rows of a
branch that differ from the game as played carry a bar in the branch colour.
"""

from __future__ import annotations

import pygame

from game.core.lines import TimelineLine as Line
from game.ui import text, theme
from game.ui.theme import px

STEP_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


def key_target(key: int, cursor: int, line: Line) -> int | None:
    """Where a timeline key moves the cursor (Left/Right an action, PageUp/PageDown the start of the
    turn before or after, Home/End the ends), or None for any other key."""
    step = STEP_KEYS.get(key)
    if step is not None:
        return cursor + step
    if key == pygame.K_PAGEUP:
        return max((p for p in line.turn_starts() if p < cursor), default=0)
    if key == pygame.K_PAGEDOWN:
        return min((p for p in line.turn_starts() if p > cursor), default=len(line))
    if key == pygame.K_HOME:
        return 0
    if key == pygame.K_END:
        return len(line)
    return None


ROW_PAD = 4
WORDS_SIZE = theme.SMALL
LOG_SIZE = theme.SMALL - 2
BRANCH = (120, 200, 255)
BANNER = "Analysis: a review tool, every hand is shown"
START = "Start: the game as dealt"


def _line_h(size: int) -> int:
    return theme.font(size).get_linesize()


class TimelinePanel:
    """Rows of a line's actions inside `rect`; scrolls with the wheel, follows the cursor."""

    def __init__(self, start: str = START, banner: str = BANNER) -> None:
        self.start = start  # row 0's words (the game's own: "Start: BakuCores not yet placed")
        self.banner = banner  # why every hand shows
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.top = 0  # the first row shown
        self._rows: list[tuple[int, pygame.Rect]] = []  # (position, rect) of the rows drawn last
        self.forks: dict[int, list[str]] = {}  # position -> branches made from the shown line there

    def list_rect(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.x + px(6), self.rect.y + px(66), self.rect.width - px(12), self.rect.height - px(70)
        )

    # ------------------------------------------------------------------ rows

    def _lines_of(self, line: Line, position: int, cursor: int) -> list[tuple[str, int, tuple[int, int, int], bool]]:
        """(text, size, colour, bold) lines of one row."""
        width = self.list_rect().width - 16
        branches = [(f"   {name} goes on from here", LOG_SIZE, BRANCH, False) for name in self.forks.get(position, [])]
        if position == 0:
            return [(self.start, WORDS_SIZE, theme.TEXT, position == cursor), *branches]
        entry = line.entries[position - 1]
        later = position > cursor
        quiet = not entry.log and position != cursor  # a pass that did nothing else
        colour = theme.TEXT_DIM if later or quiet else theme.TEXT
        out = []
        if entry.turn != line.turn_of(position - 1):
            out.append((f"Turn {entry.turn}", WORDS_SIZE, theme.ACCENT, True))
        head = f"{entry.index}. {entry.words}"
        out.append((text.fit(head, width, WORDS_SIZE, position == cursor), WORDS_SIZE, colour, position == cursor))
        log_colour = theme.TEXT_DIM if not later else theme.mix(theme.TEXT_DIM, theme.PANEL_DARK, 0.4)
        if position == cursor:
            for said in entry.log:
                out += [("   " + part, LOG_SIZE, theme.ACCENT, False) for part in text.wrap(said, width - 14, LOG_SIZE)]
        elif entry.log:
            more = f" (+{len(entry.log) - 1})" if len(entry.log) > 1 else ""
            out.append(("   " + text.fit(entry.log[0] + more, width - 14, LOG_SIZE), LOG_SIZE, log_colour, False))
        return out + branches

    def _row_height(self, lines: list[tuple[str, int, tuple[int, int, int], bool]]) -> int:
        return sum(_line_h(size) for _, size, _, _ in lines) + ROW_PAD

    def follow(self, line: Line, cursor: int) -> None:
        """Scroll so the cursor's row is on screen and what comes after it shows too."""
        height = self.list_rect().height
        if cursor < self.top + 2:
            self.top = max(0, cursor - 2)
            return
        room = height - 3 * _line_h(WORDS_SIZE)
        used = 0
        for p in range(self.top, cursor + 1):  # stops as soon as the rows overflow
            used += self._row_height(self._lines_of(line, p, cursor))
            if used > room:
                break
        else:
            return
        # put the cursor's row about 40% of the way down
        top, used = cursor, self._row_height(self._lines_of(line, cursor, cursor))
        while top > 0 and used + self._row_height(self._lines_of(line, top - 1, cursor)) <= height * 0.4:
            top -= 1
            used += self._row_height(self._lines_of(line, top, cursor))
        self.top = top

    def scroll(self, rows: int, line: Line) -> None:
        self.top = max(0, min(len(line), self.top + rows))

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The position whose row is under pos (from the last drawing)."""
        for position, rect in self._rows:
            if rect.collidepoint(pos):
                return position
        return None

    def row_rect(self, position: int) -> pygame.Rect | None:
        """Where a position's row was drawn last (None when scrolled out of sight)."""
        return next((rect for p, rect in self._rows if p == position), None)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, line: Line, cursor: int, playing: bool, mouse: tuple[int, int]) -> None:
        r = self.rect
        pygame.draw.rect(surface, theme.PANEL_DARK, r)
        banner = pygame.Rect(r.x + px(4), r.y + px(3), r.width - px(8), px(20))
        pygame.draw.rect(surface, theme.mix(theme.ACCENT, theme.PANEL_DARK, 0.75), banner, border_radius=4)
        words = text.fit(self.banner, banner.width - 8, theme.SMALL - 2, True)
        text.blit(surface, words, banner.center, theme.SMALL - 2, theme.ACCENT, bold=True, anchor="center")
        title = f"{line.name}: action {cursor} of {len(line)}"
        at = (r.x + px(8), r.y + px(26))
        text.blit(surface, text.fit(title, r.width - px(16), theme.BODY, True), at, theme.BODY, theme.TEXT, bold=True)
        hint = "playing on: moves join this branch" if playing else "Left/Right: a step · PgUp/PgDn: a turn"
        text.blit(
            surface,
            text.fit(hint, r.width - px(16), theme.SMALL - 2),
            (r.x + px(8), r.y + px(47)),
            theme.SMALL - 2,
            theme.TEXT_DIM,
        )
        area = self.list_rect()
        self._rows = []
        y = area.y
        clip = surface.get_clip()
        surface.set_clip(area)
        position = self.top
        while position <= len(line) and y < area.bottom:
            lines = self._lines_of(line, position, cursor)
            height = self._row_height(lines)
            row = pygame.Rect(area.x, y, area.width, height)
            self._rows.append((position, row))
            if position == cursor:
                pygame.draw.rect(surface, theme.mix(theme.ACCENT, theme.PANEL_DARK, 0.78), row, border_radius=4)
                pygame.draw.rect(surface, theme.ACCENT, row, 1, border_radius=4)
            elif row.collidepoint(mouse):
                pygame.draw.rect(surface, theme.BUTTON_HOVER, row, border_radius=4)
            if line.departs(position):
                pygame.draw.rect(surface, BRANCH, (row.x, row.y + 2, 3, row.height - 4))
            ly = y + ROW_PAD // 2
            for words, size, colour, bold in lines:
                text.blit(surface, words, (area.x + px(8), ly), size, colour, bold=bold)
                ly += _line_h(size)
            y += height
            position += 1
        surface.set_clip(clip)
        if self.top > 0:
            text.blit(
                surface,
                f"{self.top} above",
                (r.right - px(8), r.y + px(47)),
                theme.SMALL - 2,
                theme.ACCENT,
                anchor="topright",
            )

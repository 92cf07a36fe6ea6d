"""The guided first game ("Learn to play") as every game has it, without pygame: a game's guide is
a list of lessons, each asking for one action of the learner (which the rule it teaches, in a small
line), and the guide's place in that list. The table (game/ui/guided_table.py) points at what to
press, lets only the asked action through and explains a refused click; the drawing is
game/ui/guide_draw.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

Wants = Callable[[Any, Any], bool]  # (the game now, a legal action) -> the action the lesson asks for


@dataclass(frozen=True)
class Lesson:
    """One step of a guide: what it is about, why it matters, what to do, the rule it teaches, and
    which action it asks for; `instead` says why another action is not the one now."""

    title: str
    why: str
    do: str
    rule: str  # "rule 7.3", shown in a small line under the step
    wants: Wants
    instead: str = ""
    kind: str = ""  # what the step teaches (the tests count them)


@dataclass(frozen=True)
class GuideWords:
    """What the guide's box says now."""

    title: str
    why: str
    do: str
    rule: str = ""
    step: int = 0  # 1-based; 0: no count shown
    steps: int = 0
    refusal: str = ""  # why the last click was not let through
    welcome: str = ""


WAITING = "Watch: the computer is moving. Everything it does is written in the log."


class Course:
    """The guide's place in its lessons: the next one is done when the learner takes its action."""

    def __init__(self, lessons: Sequence[Lesson]) -> None:
        if not lessons:
            raise ValueError("a guide has at least one lesson")
        self.lessons = tuple(lessons)
        self.done = 0
        self.refusal = ""

    @property
    def lesson(self) -> Lesson | None:
        return self.lessons[self.done] if self.done < len(self.lessons) else None

    @property
    def finished(self) -> bool:
        return self.done >= len(self.lessons)

    def wanted(self, game: Any, legal: Sequence[Any]) -> Any | None:
        """The legal action the lesson asks for now (None: not the learner's lesson to take now)."""
        lesson = self.lesson
        if lesson is None:
            return None
        return next((a for a in legal if lesson.wants(game, a)), None)

    def taken(self, game: Any, action: Any) -> None:
        """The learner took `action` (read against the game before it was applied)."""
        lesson = self.lesson
        if lesson is not None and lesson.wants(game, action):
            self.done += 1
            self.refusal = ""

    def refuse(self, clicked: str) -> str:
        """The words for a click that was not the lesson's action (kept until the next step)."""
        lesson = self.lesson
        if lesson is None:
            return ""
        what = f"{clicked} is not this step." if clicked else "Not that."
        self.refusal = " ".join(part for part in (what, lesson.instead, lesson.do) if part)
        return self.refusal

    def words(self, waiting: bool, welcome: str = "") -> GuideWords:
        """The box: the lesson now, or a wait while the other side moves."""
        lesson = self.lesson
        steps = len(self.lessons)
        if lesson is None:
            return GuideWords("Well done", "You have played every step of the guide.", "Play on to the end.")
        if waiting:
            return GuideWords("The computer's move", WAITING, "Your next step comes up here.", "", self.done + 1, steps)
        shown = self.done + 1
        return GuideWords(lesson.title, lesson.why, lesson.do, lesson.rule, shown, steps, self.refusal, welcome)

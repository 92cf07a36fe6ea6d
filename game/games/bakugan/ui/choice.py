"""Narrowing a click to one legal action: which ability, which option, then target, X, Sacrifice.

A card or Bakugan click gives every legal action that uses it; while they differ in a field,
the table asks the player about that field. Pure data, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.games.bakugan.rules.actions import Action, Activate, ChooseCard, PlayCard, Target

QUESTION_ORDER = ("ability", "trigger", "mode", "target", "x", "sacrifice")


def _value(action: Action, question: str) -> object:
    if question == "ability":
        return action.ability if isinstance(action, Activate) else None
    if question == "trigger":
        return action.card if isinstance(action, ChooseCard) else None
    if question == "mode":  # a "choose one" option: asked first, as selections depend on it
        return getattr(action, "mode", 0)
    if question == "target":
        return getattr(action, "target", None)
    if question == "x":
        return action.x if isinstance(action, PlayCard) else 0
    if question == "sacrifice":
        return action.sacrifice if isinstance(action, PlayCard) else None
    raise ValueError(question)


@dataclass
class Choice:
    """The legal actions still possible for what the player clicked, and what to ask next."""

    candidates: list[Action]
    title: str  # "Play Fire Wall", "Use Dragonoid's ability"

    @property
    def question(self) -> str | None:
        if len(self.candidates) <= 1:
            return None
        for q in QUESTION_ORDER:
            if len({repr(_value(a, q)) for a in self.candidates}) > 1:
                return q
        return None  # identical in every field we ask about: any will do

    @property
    def done(self) -> Action | None:
        return self.candidates[0] if self.candidates and self.question is None else None

    def options(self, question: str) -> list[object]:
        seen: list[object] = []
        for a in self.candidates:
            v = _value(a, question)
            if v not in seen:
                seen.append(v)
        return seen

    def targets(self) -> list[Target | None]:
        return [t for t in self.options("target") if t is None or isinstance(t, Target)]

    def xs(self) -> list[int]:
        return sorted(int(v) for v in self.options("x") if isinstance(v, int))

    def answer(self, question: str, value: object) -> bool:
        """Keep the candidates with this answer; False (and no change) when none has it."""
        kept = [a for a in self.candidates if _value(a, question) == value]
        if not kept:
            return False
        self.candidates = kept
        return True

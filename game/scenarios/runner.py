"""A scenario file's `actions:` run the same way for every game on the shared loop.

Each item is an action written in the game's terms, `expect: {...}` (checks at that point) or
`illegal: {action: ..., rule: ...}` (the action must be refused citing the rule and change
nothing). An action the game refuses fails the run there; an item written wrong is a
ScenarioFileError with its line. A game lends the runner its own parts (`ScenarioPlay`): how a
written action is applied, how an expectation is checked, its state hash, what a wrongly written
item raises and any chance step to take before each item.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game.core.errors import IllegalAction
from game.files import errors as file_errors
from game.files.yaml_lines import line_of


class ScenarioFileError(file_errors.ScenarioFileError):
    """A scenario or puzzle file that cannot be used: its path, line and what is wrong."""

    def __init__(self, path: Path | str, line: int, message: str) -> None:
        self.message = message
        super().__init__(path, message, line)

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.path, self.line, self.message))


@dataclass
class Check:
    ok: bool
    what: str
    expected: Any = None
    actual: Any = None
    line: int = 0

    def __str__(self) -> str:
        head = "PASS" if self.ok else "FAIL"
        text = f"{head} line {self.line}: {self.what}"
        if not self.ok and (self.expected, self.actual) != (None, None):  # a check with nothing to compare says so
            text += f" (expected {self.expected!r}, actual {self.actual!r})"
        return text


def refusal_checks(apply: Callable[[], None], state_hash: Callable[[], str], rule: Any, line: int) -> list[Check]:
    """An action written as `illegal:` (any game's scenario files): it must be refused, citing `rule`
    when one is given, and change nothing."""
    before = state_hash()
    try:
        apply()
    except IllegalAction as exc:
        want = str(rule if rule is not None else exc.rule)
        after = state_hash()
        return [
            Check(exc.rule == want, f"refused: {exc.reason}", want, exc.rule, line),
            Check(after == before, "refused action changed nothing", before, after, line),
        ]
    return [Check(False, "action should be refused", rule, "accepted", line)]


def _no_chance() -> None:
    return None


@dataclass(frozen=True)
class ScenarioPlay:
    """One game's side of the action loop."""

    apply: Callable[[Any], None]  # a written action read in the game's terms and applied
    expect: Callable[[Any, int], list[Check]]  # an `expect:` mapping checked, at its line
    state_hash: Callable[[], str]
    written_wrong: tuple[type[Exception], ...]  # what a wrongly written item raises
    before_item: Callable[[], None] = _no_chance  # e.g. scripted rolls taken while the game waits on one
    quote: Callable[[Any], str] = repr  # an item as the error message shows it


def run_actions(path: Path, actions: Any, default_line: int, play: ScenarioPlay, checks: list[Check]) -> bool:
    """Run each item of `actions` in order, adding its checks to `checks`. False when the game
    refused an action (a failed check; the rest of the file is not run)."""
    for n, item in enumerate(actions):
        line = line_of(actions, n, default_line)
        try:
            play.before_item()
            if isinstance(item, Mapping) and "expect" in item:
                checks.extend(play.expect(item["expect"], line))
                continue
            if isinstance(item, Mapping) and "illegal" in item:
                spec = item["illegal"]
                attempt = partial(play.apply, spec["action"])
                checks.extend(refusal_checks(attempt, play.state_hash, spec.get("rule"), line))
                continue
            play.apply(item)
        except IllegalAction as exc:
            checks.append(Check(False, f"action {dict(item)} refused", "legal", str(exc), line))
            return False
        except play.written_wrong as exc:
            raise ScenarioFileError(path, line, f"bad action {play.quote(item)}: {exc}") from exc
    return True

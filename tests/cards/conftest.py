"""Prints how many cards had a state change checked, and lists those only played."""

from __future__ import annotations

from typing import Any


def pytest_terminal_summary(terminalreporter: Any) -> None:
    from tests.cards.test_every_card import RESULTS, SKIPPED

    if not RESULTS:
        return
    state = sorted(c for c, r in RESULTS.items() if r == "state")
    played = sorted(c for c, r in RESULTS.items() if r == "played")
    line = f"cards: {len(state)} with a state change checked, {len(played)} only played"
    if played:
        line += f" (their effect did not apply in the test position): {' '.join(played)}"
    terminalreporter.write_line(line)
    if SKIPPED:
        terminalreporter.write_line(
            f"{len(SKIPPED)} cards have a part whose condition is false in their position (checked not to happen): "
            + " ".join(f"{c}({','.join(sorted(set(v)))})" for c, v in sorted(SKIPPED.items()))
        )

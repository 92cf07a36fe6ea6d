"""Player settings (hand-over screen, stops, computer speed, roll hints), kept as JSON next to the saves."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.sim.replay_file import write_json_atomic
from game.ui.hotseat import DEFAULT_STOPS, STOP_NAMES


@dataclass
class Settings:
    handover: bool = True  # show the hand-over screen between human seats
    computer_delay: float = 0.35  # seconds between a computer seat's actions
    roll_animation: bool = True
    auto_pass: bool = True  # pass for a human whose only legal action is to pass
    # hot-seat: the priority moments a human who could play something stops at (game/ui/hotseat.py)
    stops: list[str] = field(default_factory=lambda: list(DEFAULT_STOPS))
    roll_hints: bool = True  # the predicted path and open chance beside a throw at the table

    @classmethod
    def load(cls, path: Path) -> Settings:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__} if isinstance(data, dict) else {}
        stops = known.get("stops")
        if "stops" in known and not (isinstance(stops, list) and all(isinstance(k, str) for k in stops)):
            del known["stops"]
        elif isinstance(stops, list):
            known["stops"] = [k for k in stops if k in STOP_NAMES]
        try:
            return cls(**known)
        except TypeError:
            return cls()

    def save(self, path: Path) -> None:
        write_json_atomic(path, asdict(self))

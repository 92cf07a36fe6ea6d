"""Player settings (hand-over screen, computer speed), kept as JSON next to the saves."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path

from game.files import write_json_atomic


@dataclass
class Settings:
    handover: bool = True  # show the hand-over screen between human seats
    computer_delay: float = 0.35  # seconds between a computer seat's actions
    roll_animation: bool = True
    auto_pass: bool = True  # pass for a human whose only legal action is to pass

    @classmethod
    def load(cls, path: Path) -> Settings:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__} if isinstance(data, dict) else {}
        try:
            return cls(**known)
        except TypeError:
            return cls()

    def save(self, path: Path) -> None:
        write_json_atomic(path, asdict(self))

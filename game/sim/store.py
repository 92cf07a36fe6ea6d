"""A run's folder: its parameters (run.json) and one line per finished game (games.jsonl).

Games are appended as they finish, so a stopped run keeps them and `--resume` plays only the rest.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

RUN_FILE = "run.json"
GAMES_FILE = "games.jsonl"


class RunMismatch(ValueError):
    pass


class RunStore:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def games_path(self) -> Path:
        return self.folder / GAMES_FILE

    def start(self, params: dict[str, Any], resume: bool) -> dict[int, dict[str, Any]]:
        """Prepare the folder; returns the games already finished (when resuming)."""
        self.folder.mkdir(parents=True, exist_ok=True)
        run_path = self.folder / RUN_FILE
        if resume and run_path.exists():
            saved = json.loads(run_path.read_text())
            differs = sorted(k for k in params if k != "games" and saved.get(k) != params[k])
            if differs:
                raise RunMismatch(f"--resume: this run differs from the saved one in {', '.join(differs)}")
            done = self.load()
        else:
            done = {}
            if self.games_path.exists():
                self.games_path.unlink()
        run_path.write_text(json.dumps(params, indent=2, sort_keys=True) + "\n")
        return done

    def load(self) -> dict[int, dict[str, Any]]:
        done: dict[int, dict[str, Any]] = {}
        if not self.games_path.exists():
            return done
        for line in self.games_path.read_text().splitlines():
            if not line.strip():
                continue
            try:
                game = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut short when the run was stopped
            done[int(game["index"])] = game
        return done

    def append(self, games: list[dict[str, Any]]) -> None:
        with self.games_path.open("a") as out:
            for game in games:
                out.write(json.dumps(game, sort_keys=True) + "\n")
            out.flush()

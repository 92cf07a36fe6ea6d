"""A run's folder: its parameters (run.json) and one line per finished game (games.jsonl).

Games are appended as they finish, so a stopped run keeps them and `--resume` plays only the rest.
A folder holding a run is never emptied unless asked (`--overwrite`); run.json is written
atomically, and a line cut short when a run was stopped is dropped before new games are appended
(appended to it, the next game would be lost with it).
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic, write_text_atomic
from game.files.errors import RunFolderError
from game.files.read import MB, load_json

RUN_FILE = "run.json"
GAMES_FILE = "games.jsonl"
MAX_GAMES_BYTES = 2048 * MB


class RunMismatch(RunFolderError, ValueError):
    """--resume on a folder whose run was started with other parameters."""


class RunStore:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    @property
    def games_path(self) -> Path:
        return self.folder / GAMES_FILE

    def start(self, params: dict[str, Any], resume: bool, overwrite: bool = False) -> dict[int, dict[str, Any]]:
        """Prepare the folder; returns the games already finished (when resuming)."""
        self._check_folder()
        run_path = self.folder / RUN_FILE
        if resume and run_path.exists():
            saved = load_json(run_path, RunFolderError, 1 * MB)
            if not isinstance(saved, dict):
                raise RunFolderError(run_path, "not a run's parameters (a JSON mapping)")
            differs = sorted(k for k in params if k != "games" and saved.get(k) != params[k])
            if differs:
                raise RunMismatch(run_path, f"--resume: this run differs from the saved one in {', '.join(differs)}")
            done = self.load(rewrite=True)
        else:
            done = {}
            held = self._held()
            if held and resume and not overwrite:
                raise RunFolderError(self.folder, f"holds {held} but no {RUN_FILE} to resume; --overwrite starts again")
            if held and not overwrite:
                raise RunFolderError(
                    self.folder,
                    f"already holds a run ({held}); add --resume to go on with it or --overwrite to start it again",
                )
            if self.games_path.exists():
                self.games_path.unlink()
        self._write(run_path, params)
        return done

    def _check_folder(self) -> None:
        writable_folder(self.folder, "--out names the folder for the run's games and report")

    def _held(self) -> str:
        """What a run left in the folder, in words ('' when nothing)."""
        if self.games_path.is_file() and self.games_path.stat().st_size > 0:
            with self.games_path.open("rb") as games:
                lines = sum(1 for line in games if line.strip())
            return f"{lines} finished game{'s' if lines != 1 else ''} in {GAMES_FILE}"
        if (self.folder / RUN_FILE).exists():
            return RUN_FILE
        return ""

    def _write(self, path: Path, params: dict[str, Any]) -> None:
        try:
            write_json_atomic(path, params, indent=2, sort_keys=True)
        except OSError as exc:
            raise RunFolderError(path, f"cannot be written: {exc.strerror or exc}") from exc

    def load(self, rewrite: bool = False) -> dict[int, dict[str, Any]]:
        """The finished games; lines that are not a whole game (cut short when a run was stopped)
        are skipped, and with `rewrite` dropped from the file so new games start on a line of their own."""
        done: dict[int, dict[str, Any]] = {}
        if not self.games_path.exists():
            return done
        if self.games_path.stat().st_size > MAX_GAMES_BYTES:
            raise RunFolderError(self.games_path, f"is over {MAX_GAMES_BYTES:,} bytes")
        kept: list[str] = []
        raw = self.games_path.read_bytes()
        for line in raw.decode("utf-8", errors="replace").splitlines():
            game = _game(line)
            if game is not None:
                done[game["index"]] = game
                kept.append(line)
        whole = "".join(f"{line}\n" for line in kept)
        if rewrite and whole.encode() != raw:
            write_text_atomic(self.games_path, whole)
        return done

    def append(self, games: list[dict[str, Any]]) -> None:
        with self.games_path.open("a", encoding="utf-8") as out:
            for game in games:
                out.write(json.dumps(game, sort_keys=True) + "\n")
            out.flush()


def write_reports(folder: Path, files: dict[str, str]) -> None:
    """Each report file (name -> text) written atomically into the run's folder; RunFolderError
    naming the file when it cannot be (a full disk, no permission), the file before it kept whole."""
    for name, text in files.items():
        try:
            write_text_atomic(folder / name, text)
        except OSError as exc:
            raise RunFolderError(folder / name, f"cannot be written: {exc.strerror or exc}") from exc


def writable_folder(folder: Path, purpose: str) -> None:
    """Make the folder if need be; RunFolderError when it is a file or cannot be made or written."""
    if folder.exists() and not folder.is_dir():
        raise RunFolderError(folder, f"is a file; {purpose}")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise RunFolderError(folder, f"cannot be made: {exc.strerror or exc}") from exc
    if not os.access(folder, os.W_OK | os.X_OK):
        raise RunFolderError(folder, "cannot be written to (no permission)")


def _game(line: str) -> dict[str, Any] | None:
    if not line.strip():
        return None
    try:
        game = json.loads(line)
    except (json.JSONDecodeError, RecursionError):
        return None
    if not isinstance(game, dict) or type(game.get("index")) is not int:
        return None
    return game

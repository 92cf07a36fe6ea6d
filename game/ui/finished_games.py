"""Finished games, kept for every game: the last HISTORY_LIMIT games that ended at a table, each a
small record (which game, its players, the result, when it ended) and, for a game with replay
files, its replay beside it, so "Analyse a game" can list them by players, result and date long
after the autosave moved on. They live in the user folder's finished/ (game/files/paths.py),
written atomically; a record that cannot be read is reported by name and the others are listed."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.files import paths
from game.files.atomic_write import write_json_atomic
from game.files.errors import FileProblem, HistoryFileError
from game.files.read import KB, check_version, expect, load_json, whole

HISTORY_LIMIT = 50
VERSION = 1
MAX_BYTES = 16 * KB  # a record is a few hundred bytes
RECORD = ".finished.json"
REPLAY = ".replay.json"
MAX_PLAYERS = 8
MAX_WORDS = 200


@dataclass(frozen=True)
class FinishedGame:
    record: Path
    game: str  # the registry's name of the game ("bakugan")
    players: tuple[str, ...]
    result: str  # "Ann wins!", "A draw"
    ended: float  # seconds since the epoch
    replay: Path | None  # the game's replay file, for a game that has them

    def players_words(self) -> str:
        return " vs ".join(self.players)

    def date_words(self) -> str:
        return time.strftime("%d %b %Y, %H:%M", time.localtime(self.ended))


def history_dir() -> Path:
    return paths.user_dir() / "finished"


def _base_name(game: str, ended: float) -> str:
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(ended))
    return f"{stamp}{int(ended * 1000) % 1000:03d}-{game}"


def keep(
    game: str,
    players: tuple[str, ...],
    result: str,
    write_replay: Callable[[Path], None] | None,
    ended: float | None = None,
) -> FinishedGame:
    """Keep a game that has just ended (its replay first, then the record naming it), then drop
    the oldest beyond HISTORY_LIMIT. OSError when the folder cannot be written."""
    when = time.time() if ended is None else ended
    folder = history_dir()
    folder.mkdir(parents=True, exist_ok=True)
    base = _base_name(game, when)
    n = 1
    while (folder / f"{base}{RECORD}").exists():
        n += 1
        base = f"{_base_name(game, when)}-{n}"
    replay = None
    if write_replay is not None:
        replay = folder / f"{base}{REPLAY}"
        write_replay(replay)
    record = folder / f"{base}{RECORD}"
    doc = {
        "version": VERSION,
        "game": game,
        "players": list(players),
        "result": result,
        "ended": round(when, 3),
        "replay": replay.name if replay is not None else None,
    }
    write_json_atomic(record, doc)
    prune(folder)
    return FinishedGame(record, game, players, result, when, replay)


def prune(folder: Path, limit: int = HISTORY_LIMIT) -> list[Path]:
    """Remove the oldest records (their names begin with when they ended) beyond `limit`, with
    their replays; the records removed."""
    records = sorted(folder.glob(f"*{RECORD}"), key=lambda p: p.name, reverse=True)
    gone = records[limit:]
    for record in gone:
        replay = record.with_name(record.name[: -len(RECORD)] + REPLAY)
        for path in (record, replay):
            with contextlib.suppress(OSError):  # already gone, or not ours to remove
                path.unlink()
    return gone


def read_record(path: Path) -> FinishedGame:
    """One record; HistoryFileError naming the file and what is wrong."""
    data = load_json(path, HistoryFileError, MAX_BYTES)
    expect(isinstance(data, dict), path, HistoryFileError, "must be a mapping (game, players, result, ended)")
    check_version(data, path, HistoryFileError, "finished game record", VERSION)
    game = data.get("game")
    expect(isinstance(game, str) and 0 < len(game) <= 40, path, HistoryFileError, "'game' must name the game")
    players = data.get("players")
    expect(
        isinstance(players, list)
        and 1 <= len(players) <= MAX_PLAYERS
        and all(isinstance(p, str) and 0 < len(p) <= MAX_WORDS for p in players),
        path,
        HistoryFileError,
        f"'players' must list 1 to {MAX_PLAYERS} names",
    )
    result = data.get("result")
    expect(isinstance(result, str) and len(result) <= MAX_WORDS, path, HistoryFileError, "'result' must be words")
    ended = data.get("ended")
    expect(
        (whole(ended) or isinstance(ended, float)) and 0 <= ended < 1e11,
        path,
        HistoryFileError,
        "'ended' must be a time",
    )
    replay_name = data.get("replay")
    expect(
        replay_name is None or (isinstance(replay_name, str) and Path(replay_name).name == replay_name),
        path,
        HistoryFileError,
        "'replay' must be a file name beside the record, or null",
    )
    replay = path.parent / replay_name if isinstance(replay_name, str) else None
    return FinishedGame(path, str(game), tuple(players), str(result), float(ended), replay)


def read_history(game: str | None = None) -> tuple[list[FinishedGame], list[FileProblem]]:
    """The finished games kept (of `game` only, when named), the latest first, and a problem for
    each record that cannot be read (the others are still listed)."""
    folder = history_dir()
    if not folder.is_dir():
        return [], []
    kept: list[FinishedGame] = []
    problems: list[FileProblem] = []
    for path in sorted(folder.glob(f"*{RECORD}"), key=lambda p: p.name, reverse=True):
        try:
            finished = read_record(path)
        except FileProblem as problem:
            problems.append(problem)
            continue
        if game is None or finished.game == game:
            kept.append(finished)
    kept.sort(key=lambda f: f.ended, reverse=True)
    return kept, problems

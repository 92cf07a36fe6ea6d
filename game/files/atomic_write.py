"""Writing a file so that it is either the old one or the whole new one: a temporary file in the
same folder, flushed, then renamed over the target (os.replace). No temporary file is left behind,
whatever goes wrong: an error removes it at once, and one left by a process killed mid-write (the
power cut, `kill -9`) is removed by the next write of the same file, once it is old enough that no
other process can still be writing it."""

from __future__ import annotations

import contextlib
import glob
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

STALE_SECONDS = 600.0  # a temporary file this old belongs to a write that will never finish


def temporary_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomic(path: Path, write: Callable[[Path], None]) -> None:
    """Call write(temporary path) and rename the result over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(path)
    fd, tmp = tempfile.mkstemp(prefix=temporary_prefix(path), suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        write(Path(tmp))
        os.replace(tmp, path)
    except BaseException as exc:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if isinstance(exc, OSError) and exc.filename in (None, tmp):  # name the file the user asked for
            raise OSError(exc.errno, exc.strerror, str(path)) from exc
        raise


def remove_stale_temporaries(path: Path, older_than: float = STALE_SECONDS) -> list[Path]:
    """The temporary files earlier writes of `path` left behind, removed (those at least
    `older_than` seconds old); the ones removed."""
    removed: list[Path] = []
    cutoff = time.time() - older_than
    with contextlib.suppress(OSError):  # a folder that cannot be listed: the write itself will say so
        for left in path.parent.glob(f"{glob.escape(temporary_prefix(path))}*.tmp"):
            with contextlib.suppress(OSError):  # gone already, or not ours to remove
                if left.stat().st_mtime <= cutoff:
                    left.unlink()
                    removed.append(left)
    return removed


def write_text_atomic(path: Path, text: str) -> None:
    def write(tmp: Path) -> None:
        with tmp.open("w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())

    write_atomic(path, write)


def write_json_atomic(path: Path, data: Any, *, indent: int = 1, sort_keys: bool = False) -> None:
    write_text_atomic(path, json.dumps(data, indent=indent, sort_keys=sort_keys) + "\n")


def save_png_atomic(figure: Any, path: Path, dpi: int = 100) -> None:
    """A matplotlib figure saved as PNG, atomically."""
    write_atomic(path, lambda tmp: figure.savefig(tmp, dpi=dpi, format="png"))

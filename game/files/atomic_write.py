"""Writing a file so that it is either the old one or the whole new one: a temporary file in the
same folder, flushed, then renamed over the target (os.replace). No temporary file is left behind,
whatever goes wrong."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any


def write_atomic(path: Path, write: Callable[[Path], None]) -> None:
    """Call write(temporary path) and rename the result over `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    try:
        write(Path(tmp))
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


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

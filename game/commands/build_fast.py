"""`build-fast`: build (or with --clean remove) the optional compiled core, the hot modules of every
game compiled with mypyc (game/compiled_build.py). It says what it needs when a C compiler, the
Python headers or mypyc (`pip install '.[fast]'`) is missing, and keeps a build only when its
seeded games play the same as pure Python."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from typing import Any

from game.compiled_core import PURE_ENV


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "build-fast",
        help="compile the engines with mypyc for faster simulate runs (needs gcc and pip install '.[fast]')",
        description=__doc__,
    )
    parser.add_argument("--clean", action="store_true", help="remove the compiled core instead")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """In a child process that imports no compiled module: a build replaces the files this one may have loaded."""
    command = [sys.executable, "-m", "game.compiled_build", *(["--clean"] if args.clean else [])]
    return subprocess.run(command, env=os.environ | {PURE_ENV: "1"}, check=False).returncode

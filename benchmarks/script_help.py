"""`-h` / `--help` for every benchmark script: print the script's docstring (its usage) and exit
before any run starts, since most scripts read their arguments by position and would otherwise
start a long run or fail on the flag."""

from __future__ import annotations

import sys


def answer_help(doc: str | None) -> None:
    """Print `doc` and exit when the command line asks for help; return otherwise."""
    if any(arg in ("-h", "--help") for arg in sys.argv[1:]):
        print((doc or "This script has no usage written.").strip())
        raise SystemExit(0)

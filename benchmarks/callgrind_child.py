"""A child Python run under valgrind's callgrind, for the benchmarks that count instructions.

`counted_run` runs `python ARGS` under callgrind and returns the child's standard output and the
callgrind output file's text; with `only_reduce`, counting is on only inside functools.reduce calls
(the benchmarks do their counted work in one reduce, leaving imports and warming out).
`total_instructions` reads the total from that text.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path


def counted_run(args: list[str], env: dict[str, str], *, only_reduce: bool = True) -> tuple[str, str]:
    """(the child's stdout, callgrind's output) of `python ARGS`; SystemExit if valgrind fails."""
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        command = [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            *(["--collect-atstart=no", "--toggle-collect=functools_reduce"] if only_reduce else []),
            sys.executable,
            *args,
        ]
        done = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"valgrind failed ({done.returncode}):\n{done.stderr[-2000:]}")
        return done.stdout, out.read_text()


def total_instructions(text: str) -> int:
    """The instructions a callgrind output file counts in all."""
    for line in text.splitlines():
        if line.startswith(("summary:", "totals:")):
            return int(line.split()[1])
    raise SystemExit("callgrind wrote no totals")

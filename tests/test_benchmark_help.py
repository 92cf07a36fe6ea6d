"""Every benchmark script answers `--help` with its usage and starts no run: most read their
arguments by position, so the flag would otherwise start a long run or stop on a bad number."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


def _scripts() -> list[Path]:
    return sorted(path for path in BENCHMARKS.glob("*.py") if 'if __name__ == "__main__":' in path.read_text())


@pytest.mark.parametrize("script", _scripts(), ids=lambda path: path.name)
def test_benchmark_answers_help_with_its_usage(script: Path) -> None:
    docstring = ast.get_docstring(ast.parse(script.read_text()))
    assert docstring, f"{script.name} has no docstring to print as its usage"
    done = subprocess.run(
        [sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert docstring.splitlines()[0] in done.stdout

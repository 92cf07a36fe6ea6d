"""Build (or remove) the optional compiled core from a checkout: the same as `python -m game
build-fast` (game/compiled_build.py says what it builds and needs).

Usage:
  python tools/compile_core.py           # build it (two to five minutes)
  python tools/compile_core.py --clean   # remove every compiled artefact and the stamp
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's game, not an installed one
os.environ.setdefault("BAKUGAN_PURE_PYTHON", "1")  # before `import game`: this process runs no compiled code

from game.compiled_build import main

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

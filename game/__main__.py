"""`python -m game`: the same as `python main.py` and the installed `bakugan-sim`."""

import sys

from game.cli import main

if __name__ == "__main__":  # a test that imports every module imports this one too
    sys.exit(main())

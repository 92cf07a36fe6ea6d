"""`python -m game`: the same as `python main.py` and the installed `bakugan-sim`."""

import sys

from game.cli import main

sys.exit(main())

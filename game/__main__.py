"""`python -m game`: the same program as `python main.py` and the installed `bakugan-sim`."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())

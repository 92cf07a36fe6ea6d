"""Entry point: `python main.py` opens the program; subcommands run headless work."""

from game.cli import main

if __name__ == "__main__":
    raise SystemExit(main())

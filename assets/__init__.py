"""The program's sounds (sounds/*.wav). Installed, this folder is the package game.assets
(setup.py and pyproject.toml map it), read through game/files/paths.py."""

"""Everything else is in pyproject.toml. Here only the package list: the game package as found,
plus the top-level cards/ and assets/ folders mapped onto game.carddata and game.assets (package
data), which a pyproject-only `packages.find` cannot add to what it finds."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["game*"]), "game.carddata", "game.assets"])

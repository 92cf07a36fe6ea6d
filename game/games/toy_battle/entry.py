"""Toy Battle registered with the games (game/games/registry.py): what each shared command runs for
it and which of the commands' options it reads. It has no cards, replays or scenario files, so
those commands are refused for it. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, lazy

_COMMANDS: Final = "game.games.toy_battle.commands"

GAME: Final = GameEntry(
    name="toy-battle",
    title="Toy Battle",
    summary="the cardless Toy Battle: two players roll their Bakugan at BakuCores (each deck lends three Bakugan "
    "and six BakuCores)",
    players=("random", "greedy"),
    options={
        "decks list": frozenset(),
        "decks validate": frozenset({"FILE"}),
        "simulate": frozenset({"--decks", "--games", "--agents", "--seed", "--rolls"}),
        "play": frozenset({"--decks", "--names", "--computer", "--seed"}),
    },
    list_decks=lazy(f"{_COMMANDS}:list_decks"),
    validate_decks=lazy(f"{_COMMANDS}:validate_decks"),
    simulate=lazy("game.games.toy_battle.simulate:run_toy_command"),
    prepare_play=lazy(f"{_COMMANDS}:prepare_play"),
    open_table=lazy("game.ui.toy_launch:open_table"),
)

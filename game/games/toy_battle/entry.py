"""Toy Battle registered with the games (game/games/registry.py): what each shared command runs for
it and which of the commands' options it reads. It has no cards, replays or scenario files, so
those commands are refused for it; `analyse` reads its saved games. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, hooks_in, lazy, reads

GAME: Final = GameEntry(
    name="toy-battle",
    title="Toy Battle",
    summary="the cardless Toy Battle: two players roll their Bakugan at BakuCores (each deck lends three Bakugan "
    "and six BakuCores)",
    players=("random", "greedy"),
    options=reads(
        """
        decks list:
        decks validate: FILE
        simulate:       --decks --games --agents --seed --rolls
        play:           --decks --names --computer --seed
        analyse:        FILE --at
        """
    ),
    simulate=lazy("game.games.toy_commands:simulate"),
    open_table=lazy("game.games.toy_battle.ui.launch:open_table"),
    screens="game.games.toy_battle.ui.screens",
    new_game=lazy("game.games.toy_figures:seeded_game"),
    random_player=lazy("game.games.toy_battle.players:RandomToyPlayer"),
    check_invariants=lazy("game.games.toy_battle.invariants:check_invariants"),
    prepare_analysis=lazy("game.games.toy_battle.ui.analysis:prepare_analysis"),
    **hooks_in("game.games.toy_commands", "list_decks", "validate_decks", "prepare_play"),
)

"""Fusion World registered with the games (game/games/registry.py): what each shared command runs
for it and which of the commands' options it reads. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, hooks_in, lazy, reads

GAME: Final = GameEntry(
    name="fusion-world",
    title="Fusion World",
    summary="a two-player card game of Leaders, energy and combos (game/games/fusion_world/README.md)",
    players=("random", "heuristic", "search[:N]", "mcts[:N]"),
    options=reads(
        """
        decks list:
        decks validate: FILE
        cards check:
        cards show:     NAME
        simulate:       --decks --games --agents --seed --out --no-rotate --log --save-replays
        play:           --decks --names --computer --seed --hard --continue --load --scenario --hotseat
        replay:         FILE --verify --log
        scenario check: FILE --quiet
        scenario solve: FILE --budget
        """
    ),
    open_table=lazy("game.ui.fusion_launch:open_table"),
    run_scenario=lazy("game.games.fusion_world.scenario:run_fw_scenario"),
    **hooks_in(
        "game.games.fusion_world.commands",
        *("list_decks", "validate_decks", "simulate", "prepare_play", "check_cards", "show_card", "replay"),
        *("solve_scenario", "prepare_scenario_play"),
    ),
)

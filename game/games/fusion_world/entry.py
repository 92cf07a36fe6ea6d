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
        simulate:       --decks --games --agents --seed --out --no-rotate --log --save-replays --gauntlet --metagame
                        --jobs --scheduler --resume --overwrite --compare --against --difference --error-rates
                        --until-width --look-every --agent-sweep
        play:           --decks --names --computer --seed --hard --continue --load --scenario --hotseat
        replay:         FILE --verify --log --analyse
        analyse:        FILE --at
        scenario check: FILE --quiet
        scenario solve: FILE --budget
        """
    ),
    open_table=lazy("game.games.fusion_world.ui.launch:open_table"),
    screens="game.games.fusion_world.ui.screens",
    new_game=lazy("game.games.fusion_world.match:seeded_game"),
    random_player=lazy("game.games.fusion_world.players:RandomFwPlayer"),
    check_invariants=lazy("game.games.fusion_world.invariants:check_invariants"),
    run_scenario=lazy("game.games.fusion_world.scenario:run_fw_scenario"),
    simulate=lazy("game.games.fusion_world.sim_game:simulate"),
    prepare_analysis=lazy("game.games.fusion_world.ui.analysis:prepare_analysis"),
    **hooks_in(
        "game.games.fusion_world.commands",
        *("list_decks", "validate_decks", "prepare_play", "check_cards", "show_card", "replay"),
        *("solve_scenario", "prepare_scenario_play"),
    ),
)

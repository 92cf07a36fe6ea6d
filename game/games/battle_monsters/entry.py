"""Battle Monsters registered with the games (game/games/registry.py): what each shared command
runs for it and which of the commands' options it reads. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, hooks_in, lazy, reads

GAME: Final = GameEntry(
    name="battle-monsters",
    title="Battle Monsters",
    summary="a two-player card game of monsters, spells and traps, lives and stances "
    "(game/games/battle_monsters/README.md)",
    players=("random", "heuristic", "search[:WORLDS]", "strong[:WORLDS]", "sharp"),
    options=reads(
        """
        decks list:
        decks validate: FILE
        cards check:
        cards show:     NAME
        simulate:       --decks --games --agents --seed --out --no-rotate --save-replays --house --log --gauntlet
                        --metagame --jobs --scheduler --resume --overwrite --compare --against --difference
                        --error-rates --until-width --look-every --agent-sweep
        play:           --decks --names --computer --seed --hard --house --scenario --hotseat
        replay:         FILE --verify --log --analyse
        analyse:        FILE --at
        scenario check: FILE --quiet
        scenario solve: FILE --budget
        """
    ),
    simulate=lazy("game.games.battle_monsters.sim_game:simulate"),
    open_table=lazy("game.games.battle_monsters.ui.launch:open_table"),
    screens="game.games.battle_monsters.ui.screens",
    replay=lazy("game.games.battle_monsters.replay:run_replay"),
    prepare_analysis=lazy("game.games.battle_monsters.ui.analysis:prepare_analysis"),
    new_game=lazy("game.games.battle_monsters.match:seeded_game"),
    random_player=lazy("game.games.battle_monsters.players:RandomPlayer"),
    check_invariants=lazy("game.games.battle_monsters.invariants:check_invariants"),
    **hooks_in(
        "game.games.battle_monsters.commands",
        *("list_decks", "validate_decks", "prepare_play", "check_cards", "show_card", "run_scenario"),
        *("solve_scenario", "prepare_scenario_play"),
    ),
)

"""Bakugan registered with the games (game/games/registry.py): what each shared command runs for
it and which of the commands' options it reads. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, hooks_in, lazy, reads

_COMMANDS: Final = "game.games.bakugan.commands"

GAME: Final = GameEntry(
    name="bakugan",
    title="Bakugan",
    summary="the Bakugan Battle Planet trading card game: 2 to 4 players, cards and Bakugan rolled into BakuCores",
    players=(
        "random",
        "heuristic",
        "tuned",
        "hard",
        "search[:WORLDS[:HORIZON[:SURE[:POLICY]]]]",
        "omniscient",
        "omniscient_hands",
    ),
    options=reads(
        """
        decks list:
        decks validate: FILE --playable
        cards check:    FILE
        cards show:     NAME
        cards coverage: --list
        simulate:       --decks --gauntlet --metagame --games --agents --jobs --skill-sweep --roll-profile --skills
                        --scheduler --seed --rolls --out --resume --overwrite --no-rotate --log --save-replays
                        --compare --against --difference --error-rates --until-width --look-every --goldfish
                        --agent-sweep
        play:           --decks --names --computer --seed --practice --hard --continue --load --scenario
                        --roll-profile --hotseat
        replay:         FILE --verify --log --analyse
        analyse:        FILE --at
        scenario check: FILE --quiet
        scenario solve: FILE --budget
        scenario save:  REPLAY --at --out
        """
    ),
    open_table=lazy("game.games.bakugan.ui.launch:open_table"),
    screens="game.games.bakugan.ui.screens",
    new_game=lazy("game.games.bakugan.sim.seeded:seeded_game"),
    random_player=lazy("game.games.bakugan.players.random_agent:RandomAgent"),
    check_invariants=lazy("game.games.bakugan.rules.invariants:check_invariants"),
    run_scenario=lazy(f"{_COMMANDS}.scenario:check_scenario"),
    **hooks_in(f"{_COMMANDS}.decks", "list_decks", "validate_decks"),
    **hooks_in(f"{_COMMANDS}.simulate", "simulate"),
    **hooks_in(f"{_COMMANDS}.play", "prepare_play", "prepare_scenario_play", "prepare_analysis"),
    **hooks_in(f"{_COMMANDS}.cards", "check_cards", "show_card", "card_coverage"),
    **hooks_in(f"{_COMMANDS}.replay", "replay"),
    **hooks_in(f"{_COMMANDS}.scenario", "solve_scenario", "save_scenario"),
)

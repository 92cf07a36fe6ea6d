"""Bakugan registered with the games (game/games/registry.py): what each shared command runs for
it and which of the commands' options it reads. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, lazy

_COMMANDS: Final = "game.games.bakugan.commands"

GAME: Final = GameEntry(
    name="bakugan",
    title="Bakugan",
    summary="the Bakugan Battle Planet trading card game: 2 to 4 players, cards and Bakugan rolled into BakuCores",
    players=("random", "heuristic", "hard", "search[:WORLDS[:HORIZON[:SURE]]]", "omniscient", "omniscient_hands"),
    options={
        "decks list": frozenset(),
        "decks validate": frozenset({"FILE", "--playable"}),
        "cards check": frozenset({"FILE"}),
        "cards show": frozenset({"NAME"}),
        "cards coverage": frozenset({"--list"}),
        "simulate": frozenset(
            {
                "--decks",
                "--gauntlet",
                "--metagame",
                "--games",
                "--agents",
                "--jobs",
                "--skill-sweep",
                "--roll-profile",
                "--skills",
                "--scheduler",
                "--seed",
                "--rolls",
                "--out",
                "--resume",
                "--overwrite",
                "--no-rotate",
                "--log",
                "--save-replays",
            }
        ),
        "play": frozenset(
            {
                "--decks",
                "--names",
                "--computer",
                "--seed",
                "--practice",
                "--hard",
                "--continue",
                "--load",
                "--scenario",
                "--roll-profile",
                "--hotseat",
            }
        ),
        "replay": frozenset({"FILE", "--verify", "--log", "--analyse"}),
        "analyse": frozenset({"FILE", "--at"}),
        "scenario check": frozenset({"FILE", "--quiet"}),
        "scenario solve": frozenset({"FILE", "--budget"}),
        "scenario save": frozenset({"REPLAY", "--at", "--out"}),
    },
    list_decks=lazy(f"{_COMMANDS}.decks:list_decks"),
    validate_decks=lazy(f"{_COMMANDS}.decks:validate_decks"),
    simulate=lazy(f"{_COMMANDS}.simulate:simulate"),
    prepare_play=lazy(f"{_COMMANDS}.play:prepare_play"),
    open_table=lazy("game.ui.table_launch:open_table"),
    check_cards=lazy(f"{_COMMANDS}.cards:check_cards"),
    show_card=lazy(f"{_COMMANDS}.cards:show_card"),
    card_coverage=lazy(f"{_COMMANDS}.cards:card_coverage"),
    replay=lazy(f"{_COMMANDS}.replay:replay"),
    run_scenario=lazy(f"{_COMMANDS}.scenario:check_scenario"),
    solve_scenario=lazy(f"{_COMMANDS}.scenario:solve_scenario"),
    save_scenario=lazy(f"{_COMMANDS}.scenario:save_scenario"),
    prepare_scenario_play=lazy(f"{_COMMANDS}.play:prepare_scenario_play"),
    prepare_analysis=lazy(f"{_COMMANDS}.play:prepare_analysis"),
)

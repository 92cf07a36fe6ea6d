"""Battle Monsters registered with the games (game/games/registry.py): what each shared command
runs for it and which of the commands' options it reads. Nothing is imported until a command runs."""

from __future__ import annotations

from typing import Final

from game.games.registry import GameEntry, lazy

_COMMANDS: Final = "game.games.battle_monsters.commands"

GAME: Final = GameEntry(
    name="battle-monsters",
    title="Battle Monsters",
    summary="a two-player card game of monsters, spells and traps, lives and stances "
    "(game/games/battle_monsters/README.md)",
    players=("random", "heuristic", "search[:WORLDS]", "strong[:WORLDS]", "sharp"),
    options={
        "decks list": frozenset(),
        "decks validate": frozenset({"FILE"}),
        "cards check": frozenset(),
        "cards show": frozenset({"NAME"}),
        "simulate": frozenset(
            {"--decks", "--games", "--agents", "--seed", "--out", "--no-rotate", "--save-replays", "--house"}
        ),
        "play": frozenset(
            {"--decks", "--names", "--computer", "--seed", "--hard", "--house", "--scenario", "--hotseat"}
        ),
        "replay": frozenset({"FILE", "--verify", "--log"}),
        "scenario check": frozenset({"FILE", "--quiet"}),
        "scenario solve": frozenset({"FILE", "--budget"}),
    },
    list_decks=lazy(f"{_COMMANDS}:list_decks"),
    validate_decks=lazy(f"{_COMMANDS}:validate_decks"),
    simulate=lazy(f"{_COMMANDS}:run_simulate"),
    prepare_play=lazy(f"{_COMMANDS}:prepare_play"),
    open_table=lazy("game.ui.monsters_launch:open_table"),
    check_cards=lazy(f"{_COMMANDS}:check_cards"),
    show_card=lazy(f"{_COMMANDS}:show_card"),
    replay=lazy("game.games.battle_monsters.replay:run_replay"),
    run_scenario=lazy(f"{_COMMANDS}:run_scenario"),
    solve_scenario=lazy(f"{_COMMANDS}:solve_scenario"),
    prepare_scenario_play=lazy(f"{_COMMANDS}:prepare_scenario_play"),
)

"""`decks validate FILE...` and `decks list`, for the game `--game` names."""

from __future__ import annotations

import argparse
from typing import Any

from game.commands.game_options import add_game_option, for_game
from game.games.registry import GameEntry


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("decks", help="validate deck files, list the ready decks")
    sub = parser.add_subparsers(dest="decks_command", required=True)
    validate = sub.add_parser("validate", help="check decks against the deck-building rules")
    validate.add_argument("files", nargs="+", metavar="FILE", help="deck files, or names of ready decks")
    add_game_option(validate, "which game's rules")
    validate.add_argument("--playable", action="store_true", help="also require every card to be fully encoded")
    validate.set_defaults(func=for_game(validate, "decks validate", run_validate))
    listing = sub.add_parser("list", help="the ready decks and their plans")
    add_game_option(listing, "which game's ready decks")
    listing.set_defaults(func=for_game(listing, "decks list", run_list))


def run_validate(entry: GameEntry, args: argparse.Namespace) -> int:
    return entry.validate_decks(args.files, args.playable)


def run_list(entry: GameEntry, args: argparse.Namespace) -> int:
    return entry.list_decks()

"""`cards check`, `cards coverage`, `cards show NAME`, for the game `--game` names."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from game.commands.game_options import add_game_option, for_game
from game.games.registry import GameEntry


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("cards", help="check the card files, show coverage or a card")
    sub = parser.add_subparsers(dest="cards_command", required=True)
    check = sub.add_parser("check", help="load every card file and report every problem")
    check.add_argument("files", nargs="*", metavar="FILE", help="a set file of your own cards to check (default: all)")
    add_game_option(check, "whose cards")
    check.set_defaults(func=for_game(check, "cards check", run_check))
    coverage = sub.add_parser("coverage", help="how many cards are fully encoded, per set")
    coverage.add_argument("--list", action="store_true", help="list every card not encoded, with what is missing")
    add_game_option(coverage, "whose cards")
    coverage.set_defaults(func=for_game(coverage, "cards coverage", run_coverage))
    show = sub.add_parser("show", help="a card as the game understands it")
    show.add_argument("name", nargs="+", metavar="NAME", help="card name or id (e.g. 'Aquos Shield' or bb-2)")
    add_game_option(show, "whose cards")
    show.set_defaults(func=for_game(show, "cards show", run_show))


# for_game has refused a game whose entry lacks the command, so each hook below is there
def run_check(entry: GameEntry, args: argparse.Namespace) -> int:
    assert entry.check_cards is not None
    return entry.check_cards([Path(f) for f in args.files])


def run_coverage(entry: GameEntry, args: argparse.Namespace) -> int:
    assert entry.card_coverage is not None
    return entry.card_coverage(args.list)


def run_show(entry: GameEntry, args: argparse.Namespace) -> int:
    assert entry.show_card is not None
    return entry.show_card(" ".join(args.name))

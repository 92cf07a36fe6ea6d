"""`decks validate FILE...` and `decks list`."""

from __future__ import annotations

import argparse
from typing import Any

from game.games.bakugan.cards.catalog import CatalogError, default_catalog
from game.games.bakugan.decks import DeckFileError, load_deck, ready_decks, resolve_deck_path, validate_deck
from game.games.registry import GAMES


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser("decks", help="validate deck files, list the ready decks")
    sub = parser.add_subparsers(dest="decks_command", required=True)
    validate = sub.add_parser("validate", help="check decks against the deck-building rules")
    validate.add_argument("files", nargs="+", help="deck files, or names of ready decks")
    validate.add_argument("--game", choices=GAMES, default="bakugan", help="which game's rules (default: bakugan)")
    validate.add_argument("--playable", action="store_true", help="also require every card to be fully encoded")
    validate.set_defaults(func=run_validate)
    listing = sub.add_parser("list", help="the ready decks and their plans")
    listing.add_argument("--game", choices=GAMES, default="bakugan", help="which game's ready decks")
    listing.set_defaults(func=run_list)


def run_validate(args: argparse.Namespace) -> int:
    if args.game == "battle-monsters":
        from game.games.battle_monsters.commands import run_validate as run_bm_validate

        return run_bm_validate(args.files)
    if args.game == "fusion-world":
        from game.games.fusion_world.commands import run_validate as run_fw_validate

        return run_fw_validate(args.files)
    try:
        catalog = default_catalog()
    except CatalogError as exc:
        print(exc)
        return 1
    failed = 0
    for name in args.files:
        try:
            deck = load_deck(resolve_deck_path(name))
        except DeckFileError as exc:
            print(exc if exc.path else f"{name}: {exc}")
            failed += 1
            continue
        violations = validate_deck(deck, catalog, require_encoded=args.playable)
        if violations:
            failed += 1
            print(f"{deck.path}: INVALID ({len(violations)} violation{'s' if len(violations) != 1 else ''})")
            for v in violations:
                print(f"  - {v}")
        else:
            print(f"{deck.path}: valid ({deck.name}, {len(deck.cards)} cards)")
    return 1 if failed else 0


def run_list(args: argparse.Namespace) -> int:
    if args.game == "battle-monsters":
        from game.games.battle_monsters.commands import run_list as run_bm_list

        return run_bm_list()
    if args.game == "fusion-world":
        from game.games.fusion_world.commands import run_list as run_fw_list

        return run_fw_list()
    for path in ready_decks():
        try:
            deck = load_deck(path)
        except DeckFileError as exc:
            print(f"{path.stem:28s} (cannot be read: {exc.problem})")
            continue
        print(f"{path.stem:28s} {deck.name}: {deck.description}")
    return 0

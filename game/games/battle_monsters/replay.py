"""Battle Monsters replay files: the decks (as card lists), names, seed and every action, with the
final state hash. A game is a pure function of these, so `replay FILE --verify` plays the actions
again, each checked by the rules, and compares the hash. A damaged file is one line naming it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any, Final

from game.core import IllegalAction
from game.files.atomic_write import write_json_atomic
from game.files.errors import ReplayFileError
from game.files.read import MB, check_version, load_json
from game.games.battle_monsters.actions import ActionFileError, from_json, to_json
from game.games.battle_monsters.cards import default_pool
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules, house_from_json
from game.games.battle_monsters.save_file import BmSave

FORMAT: Final = "battle-monsters-replay"
VERSION: Final = 1
MAX_BYTES: Final = 20 * MB
MAX_NODES: Final = 4_000_000


class BmReplayError(ReplayFileError, ValueError):
    """A Battle Monsters replay that cannot be used: the file and what is wrong."""


def save_replay(
    path: Path,
    decks: Sequence[Sequence[str]],
    names: Sequence[str],
    seed: int,
    actions: Sequence[Any],
    digest: str,
    house: HouseRules = OFFICIAL,
) -> None:
    agreed = {} if house.official else {"house": house.to_json()}  # house rules (1.1), when any
    write_json_atomic(
        path,
        agreed
        | {
            "game": "battle-monsters",
            "format": FORMAT,
            "version": VERSION,
            "seed": seed,
            "names": list(names),
            "decks": [list(d) for d in decks],
            "actions": [to_json(a) for a in actions],
            "final_hash": digest,
        },
    )


def replay(path: Path, data: Any) -> tuple[BattleMonsters, int, str]:
    """The game the file describes, played to its last action: (game, actions, the hash written)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BmReplayError(path, f"not a Battle Monsters replay (format {FORMAT!r})")
    check_version(data, path, BmReplayError, "Battle Monsters replay", VERSION)
    decks, names, seed, raw = data.get("decks"), data.get("names"), data.get("seed"), data.get("actions")
    if not (isinstance(decks, list) and len(decks) == 2 and all(isinstance(d, list) for d in decks)):
        raise BmReplayError(path, "'decks' must be two lists of card ids")
    if not (isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
        raise BmReplayError(path, "'names' must be two names")
    if not isinstance(seed, int) or isinstance(seed, bool) or not isinstance(raw, list):
        raise BmReplayError(path, "'seed' must be a whole number and 'actions' a list")
    try:
        house = house_from_json(data.get("house"))
    except ValueError as exc:
        raise BmReplayError(path, str(exc)) from None
    try:
        game = BattleMonsters.new(
            [(names[0], [str(c) for c in decks[0]]), (names[1], [str(c) for c in decks[1]])],
            seed,
            pool=default_pool(),
            house=house,
        )
    except KeyError as exc:
        raise BmReplayError(path, str(exc.args[0])) from None
    for number, entry in enumerate(raw, 1):
        try:
            game.apply_action(from_json(entry))
        except (ActionFileError, IllegalAction, TypeError, ValueError, KeyError) as exc:
            raise BmReplayError(path, f"action {number} cannot be played: {exc}") from None
    return game, len(raw), str(data.get("final_hash", ""))


def run_replay(path: Path, data: Any, verify: bool, log: bool) -> int:
    """`replay FILE [--verify] [--log]` for a Battle Monsters replay."""
    try:
        game, count, written = replay(path, data)
    except BmReplayError as exc:
        print(exc)
        return 1
    if log:
        for entry in game.core.log:
            print(f"[{entry.turn}] {entry.text}" + (f"  ({entry.rule})" if entry.rule else ""))
    winner = game.core.winner
    print(f"{count} actions replayed; winner: {game.name(winner) if winner is not None else 'none'}")
    if verify:
        digest = game.state.state_hash()
        if digest != written:
            print(f"MISMATCH: the file says {written}, the replay reaches {digest}")
            return 1
        print(f"verified: state hash {digest}")
    return 0


def read(path: Path) -> Any:
    """The file's JSON, read within bounds (size, nesting, values); BmReplayError otherwise."""
    return load_json(path, BmReplayError, MAX_BYTES, MAX_NODES)


def read_as_save(path: Path) -> tuple[BmSave, BattleMonsters]:
    """A replay file as a saved game no computer plays (the analysis mode reads both alike), with
    its game played to the last action."""
    data = read(path)
    game, _count, _digest = replay(path, data)
    decks = (tuple(str(c) for c in data["decks"][0]), tuple(str(c) for c in data["decks"][1]))
    names = (str(data["names"][0]), str(data["names"][1]))
    actions = tuple(from_json(entry) for entry in data["actions"])
    return BmSave(names, decks, int(data["seed"]), actions, (False, False), game.state.house), game


def is_replay(path: Path) -> bool:
    """Whether the file says it is a replay (a saved game says its own format)."""
    data = read(path)
    return isinstance(data, dict) and data.get("format") == FORMAT

"""Battle Monsters saved games: the two decks as card lists, the names, the seed, the house rules
and tournament mode, and every action so far, plus which seats the computer plays and at which level. Loading plays
the actions again through the rules, so a save can never disagree with the engine; the state hash
written with it is checked at the end. Writes are atomic and the copy a write replaces is kept
(game/files/saved_game.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import IllegalAction
from game.files.saved_game import SavedGameError, SaveForm, computer_seats, levels_per_seat, seat_levels, seed_of
from game.games.battle_monsters.actions import ActionFileError, from_json, to_json
from game.games.battle_monsters.cards import Pool, default_pool
from game.games.battle_monsters.game import BattleMonsters
from game.games.battle_monsters.house import OFFICIAL, HouseRules, house_from_json
from game.games.battle_monsters.players import STRONG_LEVEL, USUAL_LEVEL


class BmSaveError(SavedGameError):
    """A Battle Monsters save that cannot be used: the file and what is wrong with it."""


# version 2: a level per computer seat (`ui.levels`); version 1's one `ui.strong` switch still reads
FORM = SaveForm("battle-monsters-save", "Battle Monsters", "battle-monsters", BmSaveError, version=2)


@dataclass(frozen=True)
class BmSave:
    names: tuple[str, str]
    decks: tuple[tuple[str, ...], tuple[str, ...]]  # card ids, one per copy, as the decks were dealt from
    seed: int
    actions: tuple[Any, ...]
    computer: tuple[bool, bool]
    house: HouseRules = OFFICIAL
    tournament: bool = False
    levels: tuple[str, str] = ("", "")  # each computer seat's player (the usual one if not given)
    deck_names: tuple[str, str] = ("", "")

    def dealt(self, pool: Pool | None = None) -> BattleMonsters:
        """The game as it began (before any action)."""
        players = [(self.names[seat], list(self.decks[seat])) for seat in (0, 1)]
        return BattleMonsters.new(players, self.seed, pool=pool, tournament=self.tournament, house=self.house)


def save_data(save: BmSave) -> dict[str, Any]:
    """The game\'s own fields of the save (SaveForm.write adds its kind and where the game stands)."""
    agreed = {} if save.house.official else {"house": save.house.to_json()}  # house rules (1.1), when any
    return agreed | {
        "names": list(save.names),
        "deck_names": list(save.deck_names),
        "decks": [list(deck) for deck in save.decks],
        "seed": save.seed,
        "tournament": save.tournament,
        "actions": [to_json(a) for a in save.actions],
        "ui": {"computer": list(save.computer), "levels": levels_per_seat(save.computer, save.levels, USUAL_LEVEL)},
    }


def write_save(path: Path, save: BmSave, game: BattleMonsters) -> None:
    """Write atomically; the copy there before, if it is whole, is kept as the previous one."""
    FORM.write(path, game, save_data(save))


def read_save(path: Path, pool: Pool | None = None) -> tuple[BmSave, BattleMonsters]:
    """The save and its game replayed to where it was; BmSaveError names the problem."""
    cards = pool or default_pool()
    return FORM.read(path, lambda d: _parse(d, cards), lambda s: s.dealt(cards), IllegalAction)


def _pair(data: dict[str, Any], key: str) -> tuple[Any, Any]:
    value = data[key]
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"'{key}' must list the two players'")
    return value[0], value[1]


def _parse(data: dict[str, Any], pool: Pool) -> BmSave:
    names = tuple(str(n) for n in _pair(data, "names"))
    decks: list[tuple[str, ...]] = []
    for seat, deck in enumerate(_pair(data, "decks")):
        if not isinstance(deck, list):
            raise ValueError(f"player {seat + 1}'s deck must be a list of card ids")
        unknown = [c for c in deck if str(c) not in pool]
        if unknown:
            raise ValueError(f"player {seat + 1}: unknown card {unknown[0]!r}")
        decks.append(tuple(str(c) for c in deck))
    raw = data["actions"]
    if not isinstance(raw, list):
        raise ValueError("'actions' must be a list")
    actions = []
    for number, entry in enumerate(raw, 1):
        try:
            actions.append(from_json(entry))
        except (ActionFileError, TypeError, ValueError, KeyError) as exc:
            raise ValueError(f"action {number}: {exc}") from None
    ui = data.get("ui", {})
    computer = computer_seats(ui, 2)
    levels = seat_levels(data, computer, USUAL_LEVEL, STRONG_LEVEL)
    tournament = data.get("tournament", False)
    if not isinstance(tournament, bool):
        raise ValueError("'tournament' must be true or false")
    deck_names = data.get("deck_names", ["", ""])
    labels = (
        (str(deck_names[0]), str(deck_names[1])) if isinstance(deck_names, list) and len(deck_names) == 2 else ("", "")
    )
    return BmSave(
        (names[0], names[1]),
        (decks[0], decks[1]),
        seed_of(data),
        tuple(actions),
        (computer[0], computer[1]),
        house_from_json(data.get("house")),
        tournament,
        (levels[0], levels[1]),
        labels,
    )

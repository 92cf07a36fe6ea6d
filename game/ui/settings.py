"""Player settings (hand-over screen, stops, computer speed, roll hints, look and sound), kept as JSON
next to the saves.

A file that cannot be read, or a value of the wrong type (`computer_delay: "slow"`), is reported
and the default used for it; the rest of the file still counts. A number out of its range
(`text_scale: 1e6`) is brought to the nearest end of it, with a note; unknown stop names are
named in a note and left out (a list with none this program knows keeps the default stops, so a
typing slip never makes a player stop nowhere).
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.files.atomic_write import write_json_atomic
from game.files.errors import SettingsFileError
from game.files.read import KB, check_version, load_json
from game.ui.ui_scale import CHOICES, MIN_SCALE, TEXT_CHOICES

VERSION = 1
MAX_DELAY = 10.0  # seconds; more would look like a hang
MAX_PLAYERS_WITH_STOPS = 64
MAX_NAME = 40
MAX_ANIM_SPEED = 2.0  # the fastest the comfort menu offers (game/ui/comfort_menu.py ANIMATION_SPEEDS)
RANGES: dict[str, tuple[float, float]] = {  # each number's range; 0 for ui_scale is "automatic"
    "computer_delay": (0.0, MAX_DELAY),
    "ui_scale": (MIN_SCALE, max(CHOICES)),
    "text_scale": (min(TEXT_CHOICES), max(TEXT_CHOICES)),
    "volume": (0.0, 1.0),
    "anim_speed": (0.0, MAX_ANIM_SPEED),
}


@dataclass
class Settings:
    handover: bool = True  # show the hand-over screen between human seats
    computer_delay: float = 0.35  # seconds between a computer seat's actions
    roll_animation: bool = True
    auto_pass: bool = True  # pass for a human whose only legal action is to pass
    # hot-seat: the moments a human who could play something stops at, every game's in one list
    # (each game's keys its own: GameScreens.stop_moments)
    stops: list[str] = field(default_factory=lambda: default_stops())
    player_stops: dict[str, list[str]] = field(default_factory=dict)  # a player's own stops, by name
    # the stops this program offered when the file was written: one offered since starts at its default
    stops_known: list[str] = field(default_factory=lambda: sorted(stop_names()))
    roll_hints: bool = True  # the predicted path and open chance beside a throw at the table
    # look, sound and motion (game/ui/comfort_menu.py)
    ui_scale: float = 0.0  # 0: automatic for the window size
    text_scale: float = 1.0
    fullscreen: bool = False
    volume: float = 0.7
    muted: bool = False
    anim_speed: float = 1.0  # 0: card and damage animations off
    colour_blind: bool = False  # icons and a colour-blind-safe palette for factions and cores
    hints: bool = True  # first-game hints on the field (game/games/bakugan/ui/coach.py)
    # the new-game screen's last choices, by game (game/ui/new_game_memory.py)
    new_games: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def load(cls, path: Path) -> Settings:
        return cls.load_reporting(path)[0]

    @classmethod
    def load_reporting(cls, path: Path) -> tuple[Settings, list[str]]:
        """The settings and what was wrong in the file (each problem's value falls back to its default)."""
        if not path.exists():
            return cls(), []
        try:
            data = load_json(path, SettingsFileError, 64 * KB, max_nodes=1000)
            if not isinstance(data, dict):
                raise SettingsFileError(path, "settings are a JSON mapping of names to values")
            check_version(data, path, SettingsFileError, "settings", VERSION)
        except SettingsFileError as exc:
            return cls(), [f"{exc}; the default settings are used"]
        settings = cls()
        problems: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value, note = _checked(f.name, data[f.name], type(getattr(settings, f.name)))
            if value is None:
                given, default = str(data[f.name])[:30], getattr(settings, f.name)
                problems.append(f"{path.name}: {f.name} is {given!r}; the default {default!r} is used")
            else:
                setattr(settings, f.name, value)
            if note:
                problems.append(f"{path.name}: {f.name}: {note}")
        settings.add_new_stops(data.get("stops_known"))
        return settings, problems

    def add_new_stops(self, known: Any) -> None:
        """Stops offered since the file was written (a game that gained stops) start at their
        defaults in everyone's list and each player's own; a file from before `stops_known` knew
        the first game's stops only (no other game had any)."""
        from game.ui.game_screens import primary_screens

        if isinstance(known, list):
            offered = {k for k in known if isinstance(k, str)}
        else:
            offered = {key for key, _words in primary_screens().stop_moments}
        new = [key for key in default_stops() if key not in offered]
        self.stops += [key for key in new if key not in self.stops]
        for own in self.player_stops.values():
            own += [key for key in new if key not in own]
        self.stops_known = sorted(stop_names())

    def stops_for(self, name: str) -> list[str]:
        """The stops of the player called `name`: their own if set, else everyone's."""
        return self.player_stops.get(name, self.stops)

    def save(self, path: Path) -> None:
        write_json_atomic(path, {"version": VERSION, **asdict(self)})


def default_stops() -> list[str]:
    """Everyone's stops until they choose: every registered game's defaults."""
    from game.ui.game_screens import all_screens

    return [key for screens in all_screens() for key in screens.default_stops]


def stop_names() -> frozenset[str]:
    """Every stop some registered game offers (a name no game knows is dropped when read)."""
    from game.ui.game_screens import all_screens

    return frozenset(key for screens in all_screens() for key, _words in screens.stop_moments)


def _checked(name: str, value: Any, kind: type) -> tuple[Any, str]:
    """The value if it has the setting's type, brought into its range (else None), and a note of
    what was changed ("" when nothing)."""
    if kind is bool:
        return (value if isinstance(value, bool) else None), ""
    if name == "stops_known":  # read by add_new_stops; a stop no game offers now is simply left out
        return (value if isinstance(value, list) and all(isinstance(k, str) for k in value) else None), ""
    if kind is list:
        return _stops(value)
    if name == "new_games":
        return (value if _new_games_shape(value) else None), ""
    if kind is dict:  # stops per player name: each a list of stops as above
        if not isinstance(value, dict) or len(value) > MAX_PLAYERS_WITH_STOPS:
            return None, ""
        checked = {who: _stops(stops) for who, stops in value.items()}
        if any(not who or len(who) > MAX_NAME or stops is None for who, (stops, _) in checked.items()):
            return None, ""
        notes = [f"{who}: {note}" for who, (_, note) in checked.items() if note]
        return {who: stops for who, (stops, _) in checked.items()}, "; ".join(notes)
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        return None, ""
    return _in_range(name, float(value))


def _new_games_shape(value: Any) -> bool:
    """The new-game screen's kept choices have their shape: by game, a seat count, up to eight
    seats of short words, and options of short words (the values themselves are checked against
    what the game offers when the screen opens)."""

    def words(x: Any) -> bool:
        return isinstance(x, str) and len(x) <= 300

    def word_map(x: Any) -> bool:
        return isinstance(x, dict) and len(x) <= 32 and all(words(k) and words(v) for k, v in x.items())

    def seat(x: Any) -> bool:
        return (
            isinstance(x, dict)
            and set(x) <= {"name", "player", "deck", "extras"}
            and all(words(x.get(k, "")) for k in ("name", "player", "deck"))
            and word_map(x.get("extras", {}))
        )

    def game(x: Any) -> bool:
        seats = x.get("seats", []) if isinstance(x, dict) else None
        return (
            isinstance(x, dict)
            and set(x) <= {"count", "seats", "options"}
            and isinstance(x.get("count", 2), int)
            and isinstance(seats, list)
            and len(seats) <= 8
            and all(seat(s) for s in seats)
            and word_map(x.get("options", {}))
        )

    return isinstance(value, dict) and len(value) <= 16 and all(words(k) and game(v) for k, v in value.items())


def _in_range(name: str, value: float) -> tuple[float, str]:
    low, high = RANGES.get(name, (-math.inf, math.inf))
    if name == "ui_scale" and value == 0:
        return value, ""  # automatic
    if low <= value <= high:
        return value, ""
    nearest = min(max(value, low), high)
    return nearest, f"{value:g} is out of range ({low:g} to {high:g}); {nearest:g} is used"


def _stops(value: Any) -> tuple[list[str] | None, str]:
    """Stop names this program knows; the unknown ones named in the note and left out (none known:
    the default stops)."""
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        return None, ""
    names = stop_names()
    known = [k for k in value if k in names]
    unknown = [k[:30] for k in value if k not in names]
    if not unknown:
        return known, ""
    note = f"unknown stop(s) {', '.join(map(repr, unknown))} left out (stops: {', '.join(sorted(names))})"
    if not known:
        return default_stops(), note + "; the default stops are used"
    return known, note

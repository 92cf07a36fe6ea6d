"""The engine core several games share: zones and the one move primitive, events, priority and a
stack, decisions and chance (OpenSpiel-style), a game's declaration, views. Read README.md here."""

from game.core.decisions import (
    CHANCE,
    BasicKind,
    Decision,
    DecisionKind,
    DecisionRegistry,
    KindRegistry,
    NamedKind,
    UnknownDecision,
)
from game.core.errors import IllegalAction
from game.core.events import Event, EventBus
from game.core.game import CoreGame
from game.core.lines import Analysis, AnalysisError, Line, TimelineEntry, TimelineLine
from game.core.log import LogEntry
from game.core.play import CorePlayer, draw_outcome, play_to_end
from game.core.priority import Priority, Stack
from game.core.rules import Phase, Rules, WinCondition
from game.core.state import CoreState
from game.core.views import SeatView, visible_zones
from game.core.zones import SHARED, Moved, Removed, Shuffled, Visibility, ZoneError, ZoneKey, ZoneSpec, ZoneTable

__all__ = [
    "CHANCE",
    "SHARED",
    "Analysis",
    "AnalysisError",
    "BasicKind",
    "CoreGame",
    "CorePlayer",
    "CoreState",
    "Decision",
    "DecisionKind",
    "DecisionRegistry",
    "Event",
    "EventBus",
    "IllegalAction",
    "KindRegistry",
    "Line",
    "LogEntry",
    "Moved",
    "NamedKind",
    "Phase",
    "Priority",
    "Removed",
    "Rules",
    "SeatView",
    "Shuffled",
    "Stack",
    "TimelineEntry",
    "TimelineLine",
    "UnknownDecision",
    "Visibility",
    "WinCondition",
    "ZoneError",
    "ZoneKey",
    "ZoneSpec",
    "ZoneTable",
    "draw_outcome",
    "play_to_end",
    "visible_zones",
]

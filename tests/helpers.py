"""Shared test helpers: the fixture catalogue, fixture decks and small scenario builders."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from game.games.bakugan.cards.catalog import CARDS_DIR, Catalog, load_catalog
from game.games.bakugan.decks import DeckList, load_deck
from game.games.bakugan.rules.actions import CHANCE, Action, Pass, RollResults, ThrowBakugan
from game.games.bakugan.rules.engine import Game
from game.games.bakugan.rules.frames import DecisionFrame
from game.games.bakugan.rules.setup import GameSetup, Seat
from game.games.bakugan.scenario.position import build_scenario
from game.roll.seam import RollOutcome, RollResult

FIXTURES = Path(__file__).resolve().parent / "fixtures"


@lru_cache(maxsize=1)
def fixture_catalog() -> Catalog:
    return load_catalog(CARDS_DIR, files=[FIXTURES / "test_set.yaml"])


def fixture_deck(name: str) -> DeckList:
    return load_deck(FIXTURES / "decks" / f"{name}.yaml")


def new_game(seed: int = 0, players: int = 2) -> Game:
    decks = [fixture_deck("test_pyrus"), fixture_deck("test_aquos")]
    names = ["Ann", "Bob", "Cy", "Di"]
    seats = tuple(Seat(names[i], decks[i % 2]) for i in range(players))
    return Game.new(GameSetup(seats=seats, seed=seed), fixture_catalog())


PYRUS = ["ts-1", "ts-2", "ts-6"]
AQUOS = ["ts-3", "ts-4", "ts-5"]


def scenario(**spec: Any) -> Game:
    """A two-player position; players default to the fixture teams with ten-card decks."""
    players = spec.pop("players", None) or [{}, {}]
    defaults = [
        {"name": "Ann", "characters": PYRUS, "deck": ["ts-12"] * 10},
        {"name": "Bob", "characters": AQUOS, "deck": ["ts-12"] * 10},
        {"name": "Cy", "characters": PYRUS, "deck": ["ts-12"] * 10},
        {"name": "Di", "characters": AQUOS, "deck": ["ts-12"] * 10},
    ]
    merged = [{**defaults[i], **p} for i, p in enumerate(players)]
    return build_scenario({**spec, "players": merged}, fixture_catalog())


def pass_priority(game: Game, times: int = 1) -> None:
    for _ in range(times):
        seat = game.to_act()
        assert seat is not None and seat >= 0
        game.apply(Pass(seat=seat))


def roll(game: Game, outcomes: dict[int, RollOutcome]) -> None:
    """Throw for every rolling player, then apply the given outcomes."""
    while game.to_act() not in (CHANCE, None):
        top = game.pending()
        assert isinstance(top, DecisionFrame) and top.decision == "throw", f"expected a throw, got {top}"
        game.apply(ThrowBakugan(seat=top.seat))
    game.apply(RollResults(outcomes=tuple(sorted(outcomes.items()))))


def opened(*cores: str) -> RollOutcome:
    return RollOutcome(RollResult.OPENED, cores=tuple(cores))


def closed() -> RollOutcome:
    return RollOutcome(RollResult.CLOSED)


def log_rules(game: Game) -> list[str]:
    return [e.rule for e in game.state.log]


def last_log(game: Game) -> str:
    return str(game.state.log[-1]) if game.state.log else ""


def apply_all(game: Game, actions: list[Action]) -> None:
    for action in actions:
        game.apply(action)


def random_step(game: Game, agents: list[Any], model: Any, rng: Any) -> Action:
    """Apply one action: the roll model's outcome at a chance node, else the agent's choice."""
    from game.games.bakugan.rules.view import PlayerView

    seat = game.to_act()
    assert seat is not None, "a live game always has someone (or chance) to act"
    if seat == CHANCE:
        action: Action = RollResults(outcomes=tuple(sorted(model.roll(game.roll_request(), rng).items())))
    else:
        action = agents[seat].choose(PlayerView(game, seat), game.legal_actions())
    game.apply(action)
    return action

"""Computer players by name: `random`, `heuristic`, `search` (optionally `search:ROLLOUTS`)."""

from __future__ import annotations

from game.ai.agent import Agent
from game.ai.heuristic import HeuristicAgent
from game.ai.random_agent import RandomAgent
from game.catalog import Catalog
from game.decks import DeckList

AGENT_NAMES = ("random", "heuristic", "search")


class UnknownAgent(ValueError):
    pass


def check_agent_spec(spec: str) -> None:
    name, _, budget = spec.partition(":")
    if name not in AGENT_NAMES:
        raise UnknownAgent(f"unknown agent {spec!r} (agents: {', '.join(AGENT_NAMES)}; search:N sets N rollouts)")
    if budget and not (name == "search" and budget.isdigit() and int(budget) > 0):
        raise UnknownAgent(f"bad agent budget in {spec!r}: only search takes one, a positive number of rollouts")


def make_agent(
    spec: str, seed: int, catalog: Catalog, deck: DeckList | None, decks: tuple[DeckList, ...] = ()
) -> Agent:
    """An agent for one seat. `deck` is its own deck list and `decks` every seat's (public in deck
    testing); the search agent samples hidden cards from them."""
    check_agent_spec(spec)
    name, _, budget = spec.partition(":")
    if name == "random":
        return RandomAgent(seed)
    if name == "heuristic":
        return HeuristicAgent(seed, catalog, deck)
    from game.ai.search import SearchAgent

    return SearchAgent(seed, catalog, decks=decks, rollouts=int(budget) if budget else None)

"""Computer players by name: `random`, `heuristic`, `tuned` (the heuristic's rules of thumb with the
numbers tuned by self-play: heuristic_params.py TUNED), `goldfish` and `blocker` (opponents for goldfish
testing: players/goldfish.py), `search` (or `search:WORLDS[:HORIZON[:SURE[:POLICY]]]`: at
most WORLDS sampled worlds per decision, play-outs cut HORIZON turns after the current one instead
of played to the end of the game, an overruling choice's gain must clear SURE standard errors,
1 unless given, and POLICY, `heuristic` unless given, or `tuned`, is the parameter set of the
heuristic players the search plays out with and follows where it does not overrule them), and
`hard`: the strongest measured player that acts on its own view only (HARD, chosen by the declared
runs in docs/strength/)."""

from __future__ import annotations

from game.games.bakugan.cards.catalog import Catalog
from game.games.bakugan.decks import DeckList
from game.games.bakugan.players.agent import Agent
from game.games.bakugan.players.goldfish import BLOCKER, GOLDFISH, BlockerAgent, GoldfishAgent
from game.games.bakugan.players.heuristic import HeuristicAgent
from game.games.bakugan.players.random_agent import RandomAgent
from game.games.bakugan.players.tuned_params import PARAM_SETS
from game.sim import limits
from game.sim.limits import OptionError

TUNED = "tuned"
AGENT_NAMES = ("random", "heuristic", TUNED, "hard", "search", "omniscient", "omniscient_hands", GOLDFISH, BLOCKER)
SEARCHERS = ("search", "omniscient", "omniscient_hands")  # take WORLDS[:HORIZON[:SURE[:POLICY]]]
# declared run F (docs/strength/2026-11-27d_declared.md, seed 88004): 52.0% (50.5-53.5) over 4,000
# games against the heuristic, half the gap to the omniscient ceiling (54.0%), 0.40 CPU s a game compiled;
# search:6:2 on the same deals 51.6%
HARD = "search:24:3:0.5:tuned"


class UnknownAgent(ValueError):
    pass


def resolved(spec: str) -> str:
    """The player a name stands for: `hard` is HARD; every other spec is itself."""
    return HARD if spec == "hard" else spec


def check_agent_spec(spec: str) -> None:
    name, *budget = spec.split(":")
    if name not in AGENT_NAMES:
        raise UnknownAgent(
            f"unknown agent {spec!r} (agents: {', '.join(AGENT_NAMES)}; "
            "search:N[:H[:S[:P]]] sets N worlds, H more turns, S standard errors and P the play-out policy)"
        )
    if budget and not (name in SEARCHERS and len(budget) <= 4):
        raise UnknownAgent(
            f"bad agent budget in {spec!r}: only search takes one, search:WORLDS[:HORIZON[:SURE[:POLICY]]]"
        )
    try:
        _budget_numbers(name, budget)
    except OptionError as exc:
        raise UnknownAgent(f"{spec!r}: {exc}") from None
    # omniscient (players/omniscient.py) sees every hidden card, omniscient_hands every one but the decks'
    # order: benchmarks' ceilings, never a seat's opponent


def _budget_numbers(name: str, budget: list[str]) -> None:
    """WORLDS and HORIZON whole numbers, SURE a plain decimal such as 0.5, each within its limits."""
    if budget:
        limits.worlds(budget[0], name)
    if len(budget) > 1:
        limits.whole(budget[1], f"{name}:WORLDS:HORIZON", 0, limits.MAX_HORIZON)
    if len(budget) > 2:
        limits.decimal(budget[2], f"{name}:WORLDS:HORIZON:SURE", 0.0, limits.MAX_SURE)
    if len(budget) > 3 and budget[3] not in PARAM_SETS:
        raise OptionError(f"POLICY must be one of {', '.join(PARAM_SETS)}, not {budget[3]!r}")


def make_agent(
    spec: str,
    seed: int,
    catalog: Catalog,
    deck: DeckList | None,
    decks: tuple[DeckList, ...] = (),
    rolls: str = "probabilistic",
) -> Agent:
    """An agent for one seat. `deck` is its own deck list and `decks` every seat's (public in deck
    testing); the search agent samples hidden cards from them and expects rolls to open as often as
    the named roll model's do."""
    check_agent_spec(spec)
    name, *budget = resolved(spec).split(":")
    if name == "random":
        return RandomAgent(seed)
    if name == "heuristic":
        return HeuristicAgent(seed, catalog, deck)
    if name == TUNED:
        return HeuristicAgent(seed, catalog, deck, PARAM_SETS[TUNED], TUNED)
    if name == GOLDFISH:  # goldfish testing's opponents (players/goldfish.py)
        return GoldfishAgent(HeuristicAgent(seed, catalog, deck))
    if name == BLOCKER:
        return BlockerAgent(HeuristicAgent(seed, catalog, deck))
    from game.games.bakugan.players.omniscient import HandsSeenSearchAgent, OmniscientSearchAgent
    from game.games.bakugan.players.roll_belief import belief_for
    from game.games.bakugan.players.search import CONFIDENCE, GAME_END, SearchAgent

    kinds: dict[str, type[SearchAgent]] = {
        "omniscient": OmniscientSearchAgent,
        "omniscient_hands": HandsSeenSearchAgent,
    }
    kind = kinds.get(name, SearchAgent)
    return kind(
        seed,
        catalog,
        decks=decks,
        rollouts=int(budget[0]) if budget else None,
        horizon=int(budget[1]) if len(budget) > 1 else GAME_END,
        confidence=float(budget[2]) if len(budget) > 2 else CONFIDENCE,
        roll_model=belief_for(rolls),
        params=PARAM_SETS[budget[3]] if len(budget) > 3 else PARAM_SETS["heuristic"],
    )

"""Which run `simulate` was asked for, for every game, from its options: a match (--decks A B),
a gauntlet (--gauntlet DECK: DECK against every ready deck), a metagame (--metagame: every deck
against every other), a compare (--compare A B, against --against DECK, every ready deck with
--gauntlet, or the metagame's decks with --metagame), a player sweep (--agent-sweep P,Q,...: the
match-ups of a match, gauntlet or metagame, each deck played by each player) or a goldfish test
(--goldfish DECK). Decks are resolved to paths; ValueError says what does not go together."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from game.sim import limits
from game.sim.metagame import round_robin

ALL_READY: Final = "*"  # --gauntlet with no deck (with --compare): every ready deck as an opponent
MATCH, GAUNTLET, METAGAME, COMPARE, SWEEP, GOLDFISH = (
    "match",
    "gauntlet",
    "metagame",
    "compare",
    "agent-sweep",
    "goldfish",
)


@dataclass
class RunRequest:
    mode: str
    matchups: list[tuple[str, ...]]  # deck paths per side; a compare's: (version A, opponent)
    versions: tuple[str, str] | None = None  # a compare's A and B
    players: list[str] = field(default_factory=list)  # a player sweep's
    shape: str = MATCH  # what a compare or a sweep plays over: match, gauntlet or metagame


def run_request(
    args: argparse.Namespace,
    ready: Callable[[], list[str]],
    resolve: Callable[[str], str],
    default_decks: Sequence[str],
    most_decks: int = 2,
) -> RunRequest:
    """The run the options ask for (`ready` lists the ready decks' paths, `resolve` makes a path of
    a file or a ready deck's name)."""
    decks = [resolve(d) for d in (getattr(args, "decks", None) or [])]
    compare = getattr(args, "compare", None)
    against = getattr(args, "against", None)
    sweep = getattr(args, "agent_sweep", None)
    goldfish = getattr(args, "goldfish", None)
    gauntlet = getattr(args, "gauntlet", None)
    metagame = bool(getattr(args, "metagame", False))
    asked = [
        name for name, given in (("--compare", compare), ("--agent-sweep", sweep), ("--goldfish", goldfish)) if given
    ]
    if len(asked) > 1:
        raise ValueError(f"{' and '.join(asked)} are different runs: give one of them")
    if against is not None and not compare:
        raise ValueError("--against goes with --compare A B (the deck both versions play)")
    if goldfish:
        if decks or gauntlet or metagame:
            raise ValueError("--goldfish DECK plays the deck alone: not with --decks, --gauntlet or --metagame")
        return RunRequest(GOLDFISH, [(resolve(goldfish), resolve(goldfish))])
    if compare:
        a, b = (resolve(d) for d in compare)
        chosen = [given for given in (against, gauntlet, metagame or None) if given]
        if len(chosen) != 1:
            raise ValueError(
                "--compare A B plays against one of: --against DECK, --gauntlet (every ready deck), --metagame"
            )
        if gauntlet is not None and gauntlet != ALL_READY:
            raise ValueError("with --compare, --gauntlet takes no deck: the versions meet every ready deck")
        if against is not None:
            opponents, shape = [resolve(against)], MATCH
        elif gauntlet:
            opponents, shape = ready(), GAUNTLET
        else:
            opponents, shape = decks or ready(), METAGAME
        return RunRequest(COMPARE, [(a, o) for o in opponents], versions=(a, b), shape=shape)
    if gauntlet == ALL_READY:
        raise ValueError("--gauntlet takes the deck that meets every ready deck (--gauntlet DECK)")
    if gauntlet and (decks or metagame):
        raise ValueError("simulate takes --decks A B, --gauntlet DECK or --metagame [--decks A B C ...] (one of them)")
    if metagame:
        pool = list(dict.fromkeys(decks or ready()))
        pairs: list[tuple[str, ...]] = list(round_robin(pool))
        if not pairs:
            raise ValueError("--metagame needs at least two different decks")
        shape, matchups = METAGAME, pairs
    elif gauntlet:
        shape, matchups = GAUNTLET, [(resolve(gauntlet), o) for o in ready()]
    else:
        chosen_decks = decks or [resolve(d) for d in default_decks]
        if not 2 <= len(chosen_decks) <= most_decks:
            raise ValueError(
                f"simulate takes 2 to {most_decks} decks (--decks A B{' [C D]' if most_decks > 2 else ''})"
            )
        shape, matchups = MATCH, [tuple(chosen_decks)]
    if sweep:
        players = limits.listed(sweep)
        if len(players) < 2:
            raise ValueError("--agent-sweep names at least two players, e.g. heuristic,hard")
        if any(len(m) != 2 for m in matchups):
            raise ValueError("--agent-sweep plays two-deck match-ups")
        both_ways = [(a, b) for a, b in matchups] + ([(b, a) for a, b in matchups] if shape != GAUNTLET else [])
        return RunRequest(SWEEP, list(both_ways), players=players, shape=shape)
    return RunRequest(shape, matchups, shape=shape)

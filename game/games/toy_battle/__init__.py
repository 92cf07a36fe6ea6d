"""The cardless Toy Battle (shared/rules/README.md) on the engine core (game/core/).

state.py     the state: teams, cores, the field, on the core's zones
game.py      its Rules (zones, phases, decision kinds, wins) and ToyBattle
decisions/   one module per decision kind: place_core, select, throw, roll
view.py      the typed view and sample_world
players.py   random and greedy players
match.py     teams as decks list them, rolls, games to the end
pieces.py    the interface through which it reads figures, BakuCores and teams (Bakugan's
             catalogue and decks fit it: game/games/toy_figures.py hands them over)
invariants.py  what holds in every state, checked by random games
simulate.py  `simulate --game toy-battle`
commands.py  `decks list`, `decks validate` and `play` for Toy Battle (teams lent by decks)
entry.py     its registry entry: the commands it takes and the options it reads
"""

"""Scenario files shared by the games: runner.py is the `actions:` loop (actions, `expect:` and
`illegal:` items with their lines) over a game's ScenarioPlay, with Check and ScenarioFileError;
tree.py reads any game's file within bounds before its `game:` key says whose it is; solution.py
is what `scenario solve` prints for any game."""

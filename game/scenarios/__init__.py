"""Scenario files shared by the games: runner.py is the `actions:` loop (actions, `expect:` and
`illegal:` items with their lines) over a game's ScenarioPlay, with Check and ScenarioFileError;
tree.py reads any game's scenario file within bounds (with lines) before its `game:` key says
whose it is; results.py is what a run gives
(ScenarioRun); positions.py is PositionError (a written position the rules cannot reach);
solution.py is what `scenario solve` prints for any game; folder.py the scenario files under a
folder (`scenario check FOLDER`)."""

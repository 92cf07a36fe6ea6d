"""Scenario files shared by the games: runner.py is the `actions:` loop (actions, `expect:` and
`illegal:` items with their lines) over a game's ScenarioPlay, with Check and ScenarioFileError;
reading.py reads any game's scenario file (bounded, with lines) and holds a run's result
(ScenarioRun); positions.py is PositionError (a written position the rules cannot reach)."""

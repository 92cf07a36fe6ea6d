"""Scenario files shared by the games: runner.py is the `actions:` loop (actions, `expect:` and
`illegal:` items with their lines) over a game's ScenarioPlay, with Check and ScenarioFileError."""

"""The analysis mode, for every game: a finished or saved game's timeline, stepping back and forth,
every hand and hidden zone shown, play on from any action as a branch, a branch saved as a game.
The lines themselves are the core's (game/core/lines.py).

  timeline.py    the timeline panel: every action of a line with its log text, the position marked
  spec.py        AnalysisSpec: what a game on the core tells the mode (its file read as a table, its
                 hidden zones named); AnalysedFile, the plan of `analyse FILE`
  scene.py       the analysis of a game on the core: its own table (in practice mode, everything face
                 up) beside the timeline, frozen while reviewing, played on as a branch
  dialogs.py     who plays on, which line to show, the analysis menu, saving a line as a game
  game_list.py   "Analyse a game": every game's finished games, saves and replays, by players, result, date
"""

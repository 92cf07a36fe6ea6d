"""What every game's many-game runs share.

wilson.py        Wilson score intervals for win rates
progress.py      a one-line progress bar: games done, games per second, time left
markdown.py      Markdown pieces shared by the run reports
store.py         a run's folder: run.json and one line per finished game (resumable)
parent_watch.py  workers that exit when their parent does
cluster.py       a Dask executor for runs on a cluster
Bakugan's runner and reports are in game/games/bakugan/sim/.
"""

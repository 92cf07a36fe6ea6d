"""What every game's many-game runs share.

Statistics:
wilson.py        Wilson score intervals, Newcombe's interval for a difference, rates on too few games
paired.py        two versions on the same deals: the paired difference and the exact McNemar test
sequential.py    stopping when the question is answered: the two-way GSPRT of a compare, --until-width
card_figures.py  per-card win rates as deck builders read them (drawn, opening hand, never drawn)

Running many games:
layout.py        where each game of a run sits: its index, seed and seats; variants on the same deals
batch.py         many games on any executor (a process pool, a Dask client), given a game's Worker
run_play.py      a run in its folder: resumable, in rounds under a stopping rule, a cluster watched
rounds.py        the rounds of a run with a stopping rule, and --until-width's rule
store.py         a run's folder: run.json and one line per finished game (resumable)
progress.py      a one-line progress bar: games done, games per second, time left, a note
cluster.py       a Dask executor for runs on a cluster, and the watch on its workers
parent_watch.py  workers that exit when their parent does, and ignore Ctrl-C
scheduler_address.py  --scheduler checked: its form, and that a Dask scheduler answers there
limits.py        the numbers the commands take (games, workers, skills, a search's budget, --at), within limits
core_runs.py     the card games on the engine core (Fusion World, Battle Monsters) as tasks
core_summary.py  a core game summed up: opening hands, cards drawn and played, how it ended
core_golden.py   the seeded games that pin a core game's engine and players (golden files, compiled check)
background_run.py  a run in a child process for a window (any game), and the core card games' gauntlet child

Reports:
run_report.py    a run's figures from its games, for any game (Bakugan's report builds on it)
run_report_md.py the Markdown report of a core game's run, and writing it whole
run_charts.py    its charts: win rates, game length, how games ended, each side's cards
card_figures_md.py, card_chart.py   the per-card table and chart
markdown.py      tables, rates and differences with their intervals, the run in one sentence
gauntlet.py      one deck against every ready deck: the table over each match-up's report
metagame.py      every deck against every other: the matrix and the deck each fears most
compare.py       the compare report: version B against version A on the same deals
player_sweep.py  each deck played by several computer players: its sensitivity to play strength

The command's side:
run_modes.py     which run `simulate` was asked for (match, gauntlet, metagame, compare, sweep, goldfish)
run_options.py   workers, a cluster, stopping rules and the notes of a run
core_command.py  `simulate` for the core games, at Bakugan's depth

Bakugan's runner and reports are in game/games/bakugan/sim/.
"""

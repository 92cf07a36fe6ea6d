"""The analysis mode: scene.py (the table with a timeline), timeline.py, draw.py (every hand
shown), dialogs.py (who plays on, lines, saving a line as a game, scenario or puzzle), game_list.py
(the games "Analyse a game" offers, by players, result and date)."""

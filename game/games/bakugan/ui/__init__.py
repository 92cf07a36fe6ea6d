"""Bakugan's screens: its table (the board, card faces, decision widgets) plugged into the table
shell (game/ui/), its menus, new-game screen, practice rolling, analysis, puzzles, the guided first
game and the deck editor.

table.py           the table: turns clicks into legal actions; the shell runs seats, hand-over, pause, saves
session.py         the game at the table without pygame: actions, computer seats, rolls, saves, undo
hotseat.py         which decisions need a private screen, stops, public BakuCore names, the log redactor
layout.py          where everything on the table goes; table_draw, field_draw, seats_draw draw it
table_marks.py     what can be clicked now and which card a pointer may see
table_geometry.py  the real table projected on screen; throw_drag, throw_preview, roll_anim, table_throwers
table_look.py      the table's look: a play mat in a wooden rim, and the shadows pieces cast on it
throw_scale.py     one pull-to-speed scale for the table and practice, and its words
prompt.py          what the table asks in words and its buttons; choice.py narrows a click to one action
anim_fx.py         motion and sound of what just happened
cards.py           card faces, backs and the zoom (card_face.py, icons.py, bakugan_draw.py, hero_look.py)
toy_look.py        a face-down Bakugan as everyone sees it: its toy (name, Faction colour, ball) and its hover
coach.py           first-game hints; players.py, computer_thinking.py the computer seats
help.py            F1: keys, reading the cards, the BakuCore and faction legends
take_back.py       the take-back plan and the game-over summary the shell shows
screens.py         the menus' buttons and what they open; catalog.py the window's card catalogue
title_art.py       the title screen the program draws (sky, Battle Planet, the BAKUGAN logo)
launch.py          the table the `play` and `analyse` commands open (the registry entry's open_table)
saves.py           Bakugan's saved games (a replay with a ui section), the autosave and the one before
new_game.py        its side of the shell's new-game screen (levels, decks, rolling profiles)
load_game.py       the saved games; discard_view.py a discard pile
guide/             "Learn to play"; puzzles/ the puzzles; analysis/ the analysis mode
practice/          practice rolling; editor/ the deck editor
"""

"""The deck editor (main menu, "Deck editor"; "Deck testing" opens it on a chosen deck's Test tab).

scene.py           the screen: toolbar, name and plan, panels, dialogs, unsaved-changes guard
layout.py          where each panel sits for a window size
state.py           what the panels share: the deck being edited, its violations, the status line
deck_files.py      where the player's decks, text lists and test runs are kept; the deck chooser rows
catalogue_panel.py browsing and filtering the cards; a click adds one
filter_bar.py      the catalogue's filter controls
deck_panel.py      the team, its BakuCores and the deck list
team_view.py       the team's three Character slots, their BakuCore indicators and the six BakuCores
side_panel.py      the tabs on the right (the shell's panel of tabs, game/ui/editor_tabs.py)
rules_tab.py       every deck-building violation with its rule, and lines an import could not read
charts_tab.py      cost curve and factions, drawn with pygame
hands_tab.py       sample opening hands and the exact odds of drawing a card by a turn, with an
                   extra-draw card counted from a chosen turn
test_tab.py        "Test this deck": the gauntlet in a child process, progress and report
test_options.py    the test's choices (players, rolls, games) in words, and its time estimate
machine_speed.py   this machine's speed for that estimate, learned from finished tests and kept
file_actions.py    new, load, save, save as, import and export
deck_testing.py    the main menu's "Deck testing": a deck chooser, then the editor on its Test tab
"""
